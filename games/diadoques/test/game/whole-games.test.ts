/**
 * Whole games of `diadoques` and `diadokhoi` (src/game): baseline bots in every seat, through
 * the kernel's `autoplay`, to a victory or a short year limit; every step keeps the
 * invariants, and a replay of the record reaches the same digests.
 */
import { autoplay, createGame, Dice, digest, replay, rngFromSeed } from '@diadochi/kernel';
import type { GameDefinition, GameSession } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { baselineBot, diadokhoi, diadoques } from '../../src/game/index.ts';
import type { WholeState, WholeView } from '../../src/game/index.ts';

interface Played {
  end: GameSession<WholeState>;
  broken: string[];
}

function play(def: GameDefinition<WholeState>, seed: string, options: object): Played {
  const created = createGame(def, { seed, options });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  const broken: string[] = [];
  const end = autoplay(def, created.value, {
    bots: baselineBot(seed),
    maxSteps: 60,
    onStep: (s) => broken.push(...(def.checkInvariants?.(s.state) ?? []).map((b) => `${seed} ${s.state.season} ${s.state.year}: ${b}`)),
  });
  return { end, broken };
}

function replays(def: GameDefinition<WholeState>, end: GameSession<WholeState>): boolean {
  const again = replay(def, end);
  if (!again.ok) throw new Error(JSON.stringify(again.error));
  const a = again.value.record.map((r) => r.digest);
  const b = end.record.map((r) => r.digest);
  return a.length === b.length && a.every((d, i) => d === b[i]) && digest(again.value.state) === digest(end.state);
}

/**
 * The suite's dose: 25 Les Diadoques games and 4 Diadokhoi games per player count (100 and 10
 * before: 100 s of the unit suite on the CI machine, the largest file). Every property is
 * checked on every game played; `FULL_DOSE=1` plays the former dose, and the long runs are the
 * CLI's selfplay and fuzz commands (README).
 */
const FULL = !!process.env.FULL_DOSE;
const DQ_GAMES = FULL ? 100 : 25;
const DK_GAMES = FULL ? 10 : 4;

const D = diadoques as unknown as GameDefinition<WholeState>;
const K = diadokhoi as unknown as GameDefinition<WholeState>;

describe('whole games with baseline bots', () => {
  it(`diadoques §8.1, §8a.3, §8b.1, §10.1: ${DQ_GAMES} whole diadoques games run spring–summer–autumn–winter to a result, keep every invariant and replay to the same digests`, () => {
    const broken: string[] = [];
    const unresolved: string[] = [];
    let winters = 0;
    let incomes = 0;
    let divergent = 0;
    for (let i = 0; i < DQ_GAMES; i++) {
      const { end, broken: b } = play(D, `dq-${i}`, { lastYear: -318 });
      broken.push(...b);
      if (!end.state.result) unresolved.push(`dq-${i}`);
      const phases = end.record.slice(1).map((r) => r.phase);
      // diadoques §12.4: the start purchases; diadoques §8.1: three military seasons, then winter.
      expect(phases.slice(0, 5)).toEqual(['start', 'spring-orders', 'summer-orders', 'autumn-orders', 'winter']);
      const winter = end.record.find((r) => r.phase === 'winter');
      if (winter) winters++;
      if (winter?.events.some((e) => e.type === 'income')) incomes++;
      if (!replays(D, end)) divergent++;
    }
    expect(broken).toEqual([]);
    expect(unresolved).toEqual([]);
    expect(winters).toBe(DQ_GAMES);
    // diadoques §10.1: every winter collects income.
    expect(incomes).toBe(DQ_GAMES);
    expect(divergent).toBe(0);
    // A guard against a hang, not a timing: 100 games (FULL_DOSE) take ~45 s alone on 2 shared cores.
  }, 240_000);

  it.each([
    [6, -320],
    [5, -318],
    [4, -307],
    [3, -295],
    [2, -276],
  ])(`diadokhoi §6.1.2, §6.1.3, §5.2.1, §4.5.3: %i players — ${DK_GAMES} whole games to a result, every invariant kept, replays identical`, (players, lastYear) => {
    const broken: string[] = [];
    const unresolved: string[] = [];
    let incomes = 0;
    let divergent = 0;
    for (let i = 0; i < DK_GAMES; i++) {
      const { end, broken: b } = play(K, `dk-${players}-${i}`, { players, lastYear });
      broken.push(...b);
      expect(end.players).toHaveLength(players);
      const result = end.state.result;
      if (!result) unresolved.push(`dk-${players}-${i}`);
      // diadokhoi §4.5.3: at the year limit the survivors are ranked.
      else expect(result.ranking!.flat().length).toBeGreaterThan(0);
      if (end.record.some((r) => r.phase === 'winter' && r.events.some((e) => e.type === 'income'))) incomes++;
      if (!replays(K, end)) divergent++;
    }
    expect(broken).toEqual([]);
    expect(unresolved).toEqual([]);
    expect(incomes).toBe(DK_GAMES);
    expect(divergent).toBe(0);
  }, 240_000);
});

describe('the whole-game definitions', () => {
  it('diadoques §9b.5, §9c.9: a view for one power shows no secret of another — treasury, counter-corruption, ext ledgers, money lines', () => {
    const created = createGame(D, { seed: 'secrets', options: {} });
    if (!created.ok) throw new Error('create');
    const s = D.resolve(structuredClone(created.value.state), Object.fromEntries(created.value.players.map((p) => [p, D.defaultDecision(created.value.state, p)])) as never, { dice: new Dice(rngFromSeed('secrets')), emit: () => {} });
    const b = 'ptolemee';
    const bUnit = s.units.find((u) => u.power === b)!;
    s.treasury[b] = 98765;
    s.counterCorruption[bUnit.id] = 4321;
    // The secrets sit in the fields the layers really keep (`src/rules/ext.ts`), so a field a view forgets to hide is caught.
    s.ext.corruption = { paid: { [b]: { 'SECRET-BRIBE-OF-B': 300 } } };
    s.ext.captives = { gifts: [{ character: 'SECRET-CAPTIVE-OF-B', from: b, to: 'cassandre' }] };
    s.ext.gold = { transfers: [{ from: b, to: 'SECRET-GIFT-OF-B', amount: 100, arrives: 0 }] };
    s.ext.game = { political: { [b]: [{ kind: 'capital', citadel: 'ALE', name: 'SECRET-ORDERS-OF-B' }] } };
    s.ext.mergedWinter = { [b]: 'SECRET-WINTER-OF-B' };
    s.ext.events = { history: [{ year: -319, season: 'spring', text: 'PUBLIC-EVENT', rule: 'x' }], current: { type: 'event', rule: 'x', text: 'PUBLIC-CURRENT', data: { season: 'spring', year: -319, outcome: { kind: 'none', reason: 'x' }, rolls: [], rules: [] } }, payAtEnd: [] };
    const text = JSON.stringify(D.view(s, 'cassandre'));
    for (const secret of ['98765', '4321', 'SECRET-BRIBE-OF-B', 'SECRET-CAPTIVE-OF-B', 'SECRET-GIFT-OF-B', 'SECRET-ORDERS-OF-B', 'SECRET-WINTER-OF-B']) expect(text).not.toContain(secret);
    expect(text).toContain('PUBLIC-EVENT');
    expect(text).toContain('PUBLIC-CURRENT');
    const own = D.view(s, b) as WholeView;
    expect(own.state.treasury[b]).toBe(98765);
    expect(own.state.counterCorruption[bUnit.id]).toBe(4321);
  });

  it('diadokhoi §7.11.5: the default decision holds (besiegers go on) in a military season and writes no winter orders', () => {
    // The five-player set-up starts with its units placed: straight to the orders.
    const created = createGame(K, { seed: 'nmr', options: { players: 5 } });
    if (!created.ok) throw new Error('create');
    const s = created.value.state;
    expect(K.defaultDecision(s, 'antigonos')).toEqual({ orders: '' });
    const winter = { ...s, phase: 'winter' as const, season: 'winter' as const };
    expect(K.defaultDecision(winter, 'antigonos')).toEqual({ orders: '' });
    expect(K.validate(winter, 'antigonos', { orders: 'nonsense order here' }).ok).toBe(false);
    expect(K.validate(s, 'antigonos', { orders: '' }).ok).toBe(true);
  });

  it('diadokhoi §4.5.3: the players option picks the set-up; diadoques is for six', () => {
    const k = (players: number) => K.parseOptions({ players });
    expect(k(6)).toMatchObject({ ok: true, value: { scenario: 'standard' } });
    expect(k(5)).toMatchObject({ ok: true, value: { scenario: '5p' } });
    expect(k(2)).toMatchObject({ ok: true, value: { scenario: '2p' } });
    expect(k(7).ok).toBe(false);
    expect(D.parseOptions({ players: 4 }).ok).toBe(false);
    expect(D.parseOptions({ lastYear: -330 }).ok).toBe(false);
  });

  it('diadokhoi §7.9.1, §8.7.1: the optional rules are game options that reach the state, off by default', () => {
    const on = createGame(K, { seed: 'opt', options: { violentRevolts: true, optionalAm: true } });
    const off = createGame(K, { seed: 'opt' });
    if (!on.ok || !off.ok) throw new Error('create');
    expect(on.value.state.options).toMatchObject({ violentRevolts: true, optionalAm: true });
    expect(off.value.state.options.violentRevolts).toBeUndefined();
    expect(off.value.state.options.optionalAm).toBeUndefined();
  });
});
