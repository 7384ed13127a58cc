import { describe, expect, it } from 'vitest';
import { botInput, submit } from '@diadochi/kernel';
import type { GameSession } from '@diadochi/kernel';
import { L2_DEFAULTS, l1Bot, l1WholeGameOrders, l2Bot, l2WholeGameOrders } from '../src/bots/index.ts';
import { leaderBribe, leaderBribeLine, TOP_MARGIN } from '../src/bots/l2-leaders.ts';
import { reserveOf } from '../src/bots/politics.ts';
import { diadokhoi, diadoques } from '../src/game/index.ts';
import type { WholeState } from '../src/game/index.ts';
import type { GameState } from '../src/rules/state.ts';
import { midGame } from './bots-fixtures.ts';
import type { Def } from './bots-fixtures.ts';
import { board, character, unit } from './events/fixtures.ts';

/** Issue 20 item 2: the L2 bot's bribes of the units the other diadochi command in Les Diadoques (`src/bots/l2-leaders.ts`, option `leaders`). */

/** Séleucos's diadochus commands his army in MES; Ptolémée's army stands next door in CHD. */
function leaderNextDoor(season: GameState['season'] = 'spring', year = -317, money = 60): GameState {
  const s = board('diadoques', season, year);
  Object.assign(s, { options: { lastYear: -315 } });
  const army = unit(s, 'seleucos', 'A', 'MES', { commander: 'seleucos' });
  character(s, { id: 'seleucos', kind: 'diadochus', of: 'seleucos', space: 'MES', with: army.id, controlledBy: 'seleucos' });
  const own = unit(s, 'ptolemee', 'A', 'CHD', { commander: 'ptolemee' });
  character(s, { id: 'ptolemee', kind: 'diadochus', of: 'ptolemee', space: 'CHD', with: own.id, controlledBy: 'ptolemee' });
  s.treasury['ptolemee'] = money;
  return s;
}

describe('L2 bribes of a rival diadochus\u2019s unit (Les Diadoques)', () => {
  it('diadoques §9b.4, §9b.5–§9b.7: a mercenary army under its diadochus is level 30; it offers 20 T above (95 %), or all it has down to the level itself', () => {
    const s = leaderNextDoor('spring', -317, 60);
    const b = leaderBribe(s, 'ptolemee', 'all')!;
    expect([b.power, b.unit.space, b.amount]).toEqual(['seleucos', 'MES', 30 + TOP_MARGIN]);
    expect(leaderBribe({ ...s, treasury: { ...s.treasury, ptolemee: 34 } }, 'ptolemee', 'all')!.amount).toBe(34);
    expect(leaderBribe({ ...s, treasury: { ...s.treasury, ptolemee: 29 } }, 'ptolemee', 'all')).toBeUndefined();
  });

  it('diadoques §9b.1, §7a.2: none out of reach, none of its own diadochus, none in winter nor from −314; diadokhoi (mutinies, no elimination by §7a.1): none', () => {
    const far = leaderNextDoor();
    far.units.find((u) => u.power === 'ptolemee')!.space = 'EGY';
    far.characters.find((c) => c.id === 'ptolemee')!.space = 'EGY';
    expect(leaderBribe(far, 'ptolemee', 'all')).toBeUndefined();
    const alone = leaderNextDoor();
    alone.characters = alone.characters.filter((c) => c.id !== 'ptolemee');
    alone.units.find((u) => u.power === 'ptolemee')!.commander = undefined;
    expect(leaderBribe({ ...alone, treasury: { seleucos: 100 } }, 'seleucos', 'all')).toBeUndefined();
    expect(leaderBribe(leaderNextDoor('winter'), 'ptolemee', 'all')).toBeUndefined();
    // diadoques §7a.2: from −314 an epigone succeeds a dead diadochus — no longer an elimination.
    expect(leaderBribe(leaderNextDoor('spring', -314), 'ptolemee', 'all')).toBeUndefined();
    expect(leaderBribe(leaderNextDoor('autumn', -315), 'ptolemee', 'all')).toBeDefined();
    const g = midGame(diadokhoi as unknown as Def, 'lk1');
    for (const p of g.state.powers) expect(leaderBribe({ ...g.state, treasury: { [p.id]: 1e6 } }, p.id, 'all')).toBeUndefined();
  });

  it('diadoques §7a.1, §10: before the last year `spare` keeps a year\u2019s upkeep, in the last year it spends all', () => {
    const withArmies = (year: number) => {
      const s = leaderNextDoor('spring', year, 0);
      for (const space of ['EGY', 'LIB', 'ARA', 'PHE', 'DAM']) unit(s, 'ptolemee', 'A', space);
      return s;
    };
    const kept = reserveOf(withArmies(-317), 'ptolemee');
    // A precondition: its six armies cost more to keep than three quarters of its income.
    expect(kept).toBeGreaterThan(0);
    const rich = (year: number, money: number) => ({ ...withArmies(year), treasury: { ptolemee: money } });
    expect(leaderBribe(rich(-317, 30 + kept), 'ptolemee', 'spare')?.amount).toBe(30);
    expect(leaderBribe(rich(-317, 29 + kept), 'ptolemee', 'spare')).toBeUndefined();
    expect(leaderBribe(rich(-317, 29 + kept), 'ptolemee', 'all')?.amount).toBe(Math.min(29 + kept, 30 + TOP_MARGIN));
    expect(leaderBribe(rich(-315, 29 + kept), 'ptolemee', 'spare')?.amount).toBe(Math.min(29 + kept, 30 + TOP_MARGIN));
  });

  it('the game accepts its orders with the bribe; on by default (none with `off`); L1 aims at a diadochus with its option `leaders` only', () => {
    const g = midGame(diadoques as unknown as Def, 'lk2');
    const s = g.state;
    // Some seat of the middle game reaches a rival diadochus's unit (a precondition, not the bot's doing).
    const seat = s.powers.map((p) => p.id).find((p) => leaderBribe({ ...s, treasury: { ...s.treasury, [p]: 200 } }, p, 'all') !== undefined);
    expect(seat).toBeDefined();
    const rich = { ...s, treasury: { ...s.treasury, [seat!]: 200 } } as WholeState;
    const view = { state: rich } as never;
    const on = l2WholeGameOrders(view, seat!, 'x', { ...L2_DEFAULTS, leaders: 'all' })!;
    const line = leaderBribeLine(rich, seat!, 'all').text;
    expect(line).toMatch(/^corrompre A .+ \d+$/);
    expect(on.split('\n')).toContain(line);
    expect((diadoques as unknown as Def).validate(rich, seat!, { orders: on } as never).ok).toBe(true);
    expect(l2WholeGameOrders(view, seat!, 'x')).toBe(on);
    expect(l2WholeGameOrders(view, seat!, 'x', { ...L2_DEFAULTS, leaders: 'off' })!.split('\n')).not.toContain(line);
    // L1 does not aim at a diadochus (`L1_MONEY` of Les Diadoques: none); with the option `leaders` it does.
    expect(l1WholeGameOrders(view, seat!, 'x')!.split('\n')).not.toContain(line);
    expect(l1WholeGameOrders(view, seat!, 'x', { money: { leaders: true } })!.split('\n')).toContain(line);
  });

  it('diadoques §9b.9, §7a.1, §7c.1: resolved, the bribe kills the diadochus and eliminates his player, whose citadels turn neutral', () => {
    const g0 = midGame(diadoques as unknown as Def, 'lk2');
    const s = g0.state;
    const seat = s.powers.map((p) => p.id).find((p) => leaderBribe({ ...s, treasury: { ...s.treasury, [p]: 200 } }, p, 'all') !== undefined)!;
    const victim = leaderBribe({ ...s, treasury: { ...s.treasury, [seat]: 200 } }, seat, 'all')!.power;
    let g: GameSession<WholeState> = { ...g0, state: { ...s, treasury: { ...s.treasury, [seat]: 200 } } };
    const l2 = l2Bot('x', { ...L2_DEFAULTS, leaders: 'all' });
    const l1 = l1Bot('x');
    for (const p of (diadoques as unknown as Def).pending(g.state)!.players) {
      const next = submit(diadoques as unknown as Def, g, p, (p === seat ? l2 : l1)(botInput(diadoques as unknown as Def, g, p))!);
      if (!next.ok) throw new Error('refused');
      g = next.value.session;
    }
    // 95 %: the seed's die says yes (deterministic for the seed).
    expect(g.state.characters.find((c) => c.id === victim)?.dead).toBe(true);
    expect(g.state.powers.find((p) => p.id === victim)?.eliminated).toBe(true);
    expect(Object.values(g.state.control)).not.toContain(victim);
  });

  it('reads only its view: others\u2019 treasuries and counter-corruption change nothing it answers with `leaders`', () => {
    const g = midGame(diadoques as unknown as Def, 'lk2');
    const s = g.state;
    const seat = s.powers.map((p) => p.id).find((p) => leaderBribe({ ...s, treasury: { ...s.treasury, [p]: 200 } }, p, 'all') !== undefined)!;
    const rich: GameSession<WholeState> = { ...g, state: { ...s, treasury: { ...s.treasury, [seat]: 200 } } };
    const bot = l2Bot('same', { ...L2_DEFAULTS, leaders: 'all' });
    const before = botInput(diadoques as unknown as Def, rich, seat);
    const secret = structuredClone(rich.state);
    for (const p of Object.keys(secret.treasury)) if (p !== seat) secret.treasury[p] = (secret.treasury[p] ?? 0) + 500;
    const victim = leaderBribe(rich.state, seat, 'all')!.unit;
    secret.counterCorruption[victim.id] = 40;
    const after = botInput(diadoques as unknown as Def, { ...rich, state: secret }, seat);
    expect(after).toEqual(before);
    expect(bot(after)).toEqual(bot(before));
  });
});
