import { describe, expect, it } from 'vitest';
import { botInput, createGame, rngFromSeed, submit } from '@diadochi/kernel';
import type { GameSession } from '@diadochi/kernel';
import { L2_DEFAULTS, l1Bot, l2Bot } from '../src/bots/index.ts';
import type { L2Params } from '../src/bots/index.ts';
import { lastYearBribes } from '../src/bots/l2-money.ts';
import { profilesOf } from '../src/bots/l2.ts';
import { inLastYear, worthOf } from '../src/bots/l2-worth.ts';
import type { Promise } from '../src/bots/l2-worth.ts';
import { diadokhoi, diadoques } from '../src/game/index.ts';
import { midGame } from './bots-fixtures.ts';
import type { Def } from './bots-fixtures.ts';
import type { WholeState } from '../src/game/index.ts';
import { argmax, regretMatch } from '../src/search/regret.ts';
import { board, character, unit } from './events/fixtures.ts';

/** Issue 20 item 2: the L2 bot of Les Diadoques and Diadokhoi (regret matching over L1's draws). */


/** Plays `steps` steps, L2 in the seats listed and L1 in the others, each decision put to the game's own validation. */
function playChecked(def: Def, seed: string, steps: number, l2Seats: readonly string[], params?: L2Params, options: object = def.exampleOptions![0]!): { refused: string[]; l2Decisions: number; session: GameSession<WholeState> } {
  const refused: string[] = [];
  const created = createGame(def, { seed, options });
  if (!created.ok) throw new Error('no game');
  let g = created.value;
  let l2Decisions = 0;
  const l1 = l1Bot(seed);
  const l2 = l2Bot(seed, params);
  for (let i = 0; i < steps && !def.result(g.state); i++) {
    const pending = def.pending(g.state);
    if (!pending) break;
    for (const p of pending.players) {
      const searched = l2Seats.includes(p);
      const raw = (searched ? l2 : l1)(botInput(def, g, p)) ?? def.defaultDecision(g.state, p);
      if (searched && g.state.phase === 'orders') l2Decisions++;
      const r = def.validate(g.state, p, raw);
      if (!r.ok) refused.push(`${g.state.phase} ${g.state.season} ${g.state.year} ${p}: ${r.error.map((e) => e.message).join('; ')}`);
      const next = submit(def, g, p, r.ok ? raw : def.defaultDecision(g.state, p));
      if (next.ok) g = next.value.session;
    }
  }
  return { refused, l2Decisions, session: g };
}


describe('L2 orders', () => {
  it('diadoques §8.1, §9a: self-played short-game years with L2 in two seats — orders, retreats, money, winters: none refused', () => {
    const r = playChecked(diadoques as unknown as Def, 'l2-a', 14, ['cassandre', 'ptolemee']);
    expect(r.refused).toEqual([]);
    expect(r.l2Decisions).toBeGreaterThan(6);
  });

  it('diadoques §3, §9b: to the end of a one-year game, the best response with the endgame (last-year bribes, final ranking) — none refused', () => {
    const def = diadoques as unknown as Def;
    const r = playChecked(def, 'l2-end', 20, ['seleucos', 'ptolemee'], { ...L2_DEFAULTS, pick: 'best', endgame: true }, { ...def.exampleOptions![0]!, lastYear: -319 });
    expect(r.refused).toEqual([]);
    expect(def.result(r.session.state)).toBeTruthy();
  });

  it('diadokhoi §6.1: self-played diadokhoi years with L2 in two seats — none refused', () => {
    const r = playChecked(diadokhoi as unknown as Def, 'l2k-a', 14, ['antipatros', 'ptolemaios']);
    expect(r.refused).toEqual([]);
    expect(r.l2Decisions).toBeGreaterThan(6);
  });

  for (const [def, me, other] of [
    [diadoques, 'antigone', 'ptolemee'],
    [diadokhoi, 'antigonos', 'ptolemaios'],
  ] as const) {
    it(`${def.id}: reads only its view — the others\u2019 treasuries, counter-corruption and pending orders change nothing it is told or answers`, () => {
      const g = midGame(def as unknown as Def, `view-${def.id}`);
      expect(g.state.phase).toBe('orders');
      const bot = l2Bot('same');
      const before = botInput(def as unknown as Def, g, me);
      const secret = structuredClone(g.state);
      for (const p of Object.keys(secret.treasury)) if (p !== me) secret.treasury[p] = (secret.treasury[p] ?? 0) + 500;
      const theirs = secret.units.find((u) => u.power === other)!;
      secret.counterCorruption[theirs.id] = 40;
      const changed: GameSession<WholeState> = { ...g, state: secret };
      const after = botInput(def as unknown as Def, changed, me);
      expect(after).toEqual(before);
      expect(bot(after)).toEqual(bot(before));
      const sent = submit(def as unknown as Def, g, other, l1Bot('o')(botInput(def as unknown as Def, g, other)));
      if (!sent.ok) throw new Error('refused');
      const told = botInput(def as unknown as Def, sent.value.session, me);
      expect(told.view).toEqual(before.view);
      expect(bot(told)).toEqual(bot(before));
    });
  }

  it('is deterministic for a seed', () => {
    const a = playChecked(diadoques as unknown as Def, 'det', 8, ['eumene']).session;
    const b = playChecked(diadoques as unknown as Def, 'det', 8, ['eumene']).session;
    expect(JSON.stringify(a.record.map((e) => e.decisions))).toBe(JSON.stringify(b.record.map((e) => e.decisions)));
  });
});

describe('L2 search pieces', () => {
  it('regret matching: against uniform opponents it settles on the candidate that is best on average', () => {
    // Candidate 2 is worth 1 against anything, 0 and 1 pay only against one reply each.
    const pay = [
      [2, 0, -1],
      [-1, 0, 2],
      [1, 1, 1],
    ];
    const average = regretMatch(
      { counts: new Map([['me', 3], ['them', 3]]), learners: ['me'], iterations: 60, values: (_p, drawn) => pay.map((row) => row[drawn.get('them')!]!) },
      rngFromSeed('rm'),
    );
    expect(argmax(average.get('me')!)).toBe(2);
  });

  it('diadoques §11a.3, §7c.1: the worth counts nothing for an army left without supply after autumn, and the diadochus lost with it', () => {
    const promise: Promise = { values: { node: { army: new Map(), fleet: new Map() }, strength: new Map(), competition: new Map() }, best: 1 };
    const fed = board('diadoques', 'autumn');
    unit(fed, 'seleucos', 'A', 'BAB');
    const hungry = board('diadoques', 'autumn');
    const army = unit(hungry, 'seleucos', 'A', 'ARA');
    expect(worthOf(hungry, 'seleucos', 'autumn', promise)).toBeLessThan(worthOf(fed, 'seleucos', 'autumn', promise));
    expect(worthOf(hungry, 'seleucos', 'summer', promise)).toBe(worthOf(fed, 'seleucos', 'summer', promise));
    const leader = hungry.powers.find((p) => p.id === 'seleucos')!.diadochus!;
    character(hungry, { id: leader, kind: 'diadochus', of: 'seleucos', controlledBy: 'seleucos', space: 'ARA', with: army.id });
    expect(worthOf(hungry, 'seleucos', 'autumn', promise)).toBeLessThan(worthOf(fed, 'seleucos', 'autumn', promise) - 5);
  });

  it('every profile of the others when there are few, else as many drawn as asked; its own index fixed', () => {
    const cands = new Map([['me', ['x', 'y', 'z']], ['a', ['1', '2']], ['b', ['1', '2', '3']]]);
    const all = profilesOf(['me', 'a', 'b'], 'me', cands, 24, rngFromSeed('p'));
    expect(all).toHaveLength(6);
    expect(new Set(all.map((m) => `${m.get('a')},${m.get('b')}`)).size).toBe(6);
    expect(all.every((m) => m.get('me') === 0)).toBe(true);
    expect(profilesOf(['me', 'a', 'b'], 'me', cands, 4, rngFromSeed('p'))).toHaveLength(4);
  });

  it('diadoques §3, diadokhoi §4.5.3: after the last season only the lead in victory points counts; on its eve a siege under way counts more', () => {
    const promise: Promise = { values: { node: { army: new Map(), fleet: new Map() }, strength: new Map(), competition: new Map() }, best: 1 };
    const bare = board('diadoques', 'autumn', -315);
    const armed = board('diadoques', 'autumn', -315);
    unit(armed, 'seleucos', 'A', 'BAB');
    expect(worthOf(armed, 'seleucos', 'autumn', promise, 'final')).toBe(worthOf(bare, 'seleucos', 'autumn', promise, 'final'));
    expect(worthOf(armed, 'seleucos', 'autumn', promise, 'open')).toBeGreaterThan(worthOf(bare, 'seleucos', 'autumn', promise, 'open'));
    // A lead of one is worth more than a tie, a tie more than being behind by as much.
    const ahead = board('diadoques', 'autumn', -315);
    ahead.control['parsagades'] = 'seleucos';
    const behind = board('diadoques', 'autumn', -315);
    behind.control['parsagades'] = 'ptolemee';
    const lead = (s: typeof bare) => worthOf(s, 'seleucos', 'autumn', promise, 'final');
    expect(lead(ahead) - lead(bare)).toBeGreaterThan(1);
    expect(lead(bare) - lead(behind)).toBeGreaterThan(1);
    const besieging = board('diadoques', 'summer', -315);
    besieging.sieges.push({ citadel: 'parsagades', power: 'seleucos', unit: unit(besieging, 'seleucos', 'A', 'PER').id, from: 'PER', seasons: 1 });
    const gain = (stage: 'open' | 'eve') => worthOf(besieging, 'seleucos', 'summer', promise, stage) - worthOf(board('diadoques', 'summer', -315), 'seleucos', 'summer', promise, stage);
    expect(gain('eve')).toBeGreaterThan(gain('open'));
  });

  it('diadoques §9b: in the last year it spends its treasury on the garrison of a citadel that counts, which L1 keeps for upkeep', () => {
    const s = board('diadoques', 'spring', -315);
    Object.assign(s, { options: { lastYear: -315 } });
    s.treasury['ptolemee'] = 60;
    unit(s, 'seleucos', 'A', 'babylone');
    unit(s, 'ptolemee', 'A', 'CHD');
    expect(inLastYear(s)).toBe(true);
    expect(inLastYear({ ...s, year: -316 })).toBe(false);
    expect(lastYearBribes(s, 'ptolemee')).toMatch(/^corrompre A (?:Babylone|BABYLONE|babylone)/i);
    s.treasury['ptolemee'] = 0;
    expect(lastYearBribes(s, 'ptolemee')).toBe('');
  });
});
