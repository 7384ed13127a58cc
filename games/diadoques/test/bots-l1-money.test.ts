import { describe, expect, it } from 'vitest';
import { botInput, submit } from '@diadochi/kernel';
import type { GameSession } from '@diadochi/kernel';
import { l1Bot, l1WholeGameOrders } from '../src/bots/index.ts';
import { L1_MONEY, bribeChance, bribeWorth, citadelWorth, guards, lotWorth, VP_ARMIES, weighedBribes, worthBids } from '../src/bots/l1-money.ts';
import type { L1Money } from '../src/bots/l1-money.ts';
import { TOP_MARGIN } from '../src/bots/l2-leaders.ts';
import { diadokhoi, diadoques } from '../src/game/index.ts';
import type { WholeState } from '../src/game/index.ts';
import type { GameState } from '../src/rules/state.ts';
import { midGame } from './bots-fixtures.ts';
import type { Def } from './bots-fixtures.ts';
import { board, character, unit } from './events/fixtures.ts';

/** Issue 20 item 2: L1's money weighed by odds and price (`src/bots/l1-money.ts`, options of `L1Variant.money`). */

const ALL: L1Money = { guard: true, leaders: true, chest: true, royals: true, weighed: true, bids: true };

/** Ptolémée's diadochus commands his army in CHD; Séleucos's army stands next door in MES. */
function leaderNextDoor(money = 60, year = -317): GameState {
  const s = board('diadoques', 'spring', year);
  Object.assign(s, { options: { lastYear: -315 } });
  const own = unit(s, 'ptolemee', 'A', 'CHD', { commander: 'ptolemee' });
  character(s, { id: 'ptolemee', kind: 'diadochus', of: 'ptolemee', space: 'CHD', with: own.id, controlledBy: 'ptolemee' });
  unit(s, 'seleucos', 'A', 'MES');
  s.treasury['ptolemee'] = money;
  return s;
}

/** A neutral garrison in Tyr (a major citadel, PHE) and Ptolémée's army in PHE. */
function garrisonInReach(money = 60): GameState {
  const s = board('diadoques', 'spring', -317);
  unit(s, 'tyriens', 'A', 'tyr');
  unit(s, 'ptolemee', 'A', 'PHE');
  s.treasury['ptolemee'] = money;
  return s;
}

describe('L1 money: counter-corruption where the expected loss exceeds its price (guard)', () => {
  it('diadoques §9b.13, §9b.5, §9b.9, §7a.1: its diadochus\u2019s unit, an enemy next door, gets what blocks a bribe 20 T above the level (void under it)', () => {
    const s = leaderNextDoor();
    const g = guards(s, 'ptolemee', 60);
    expect(g.map((x) => [x.unit.space, x.amount])).toEqual([['CHD', TOP_MARGIN + 1]]);
    // Blocked already this year (its own counter-corruption, which it sees): nothing more.
    expect(guards({ ...s, counterCorruption: { [g[0]!.unit.id]: TOP_MARGIN + 1 } }, 'ptolemee', 60)).toEqual([]);
    // Paid in part: the rest.
    expect(guards({ ...s, counterCorruption: { [g[0]!.unit.id]: 5 } }, 'ptolemee', 60)[0]!.amount).toBe(TOP_MARGIN + 1 - 5);
  });

  it('must not fire: no enemy in reach, in winter, too poor (but for its diadochus in the short game), or a plain army whose loss is worth less than the price', () => {
    const far = leaderNextDoor();
    far.units.find((u) => u.power === 'seleucos')!.space = 'PER';
    expect(guards(far, 'ptolemee', 60)).toEqual([]);
    expect(guards({ ...leaderNextDoor(), season: 'winter' }, 'ptolemee', 60)).toEqual([]);
    // Too poor for the full block: for its diadochus in the short game, what it has (a poor rival's offer at the level is void under it); from −314 (an epigone succeeds), nothing.
    expect(guards(leaderNextDoor(10), 'ptolemee', 10).map((x) => x.amount)).toEqual([10]);
    expect(guards(leaderNextDoor(10, -314), 'ptolemee', 10)).toEqual([]);
    expect(guards(leaderNextDoor(0), 'ptolemee', 0)).toEqual([]);
    const plain = leaderNextDoor();
    plain.characters = [];
    plain.units.find((u) => u.power === 'ptolemee')!.commander = undefined;
    expect(guards(plain, 'ptolemee', 60)).toEqual([]);
  });

  it('the line is in its orders with the option, the game accepts them; not without it (Les Diadoques\u2019 default)', () => {
    const s = { ...leaderNextDoor(), phase: 'orders' } as unknown as WholeState;
    const on = l1WholeGameOrders({ state: s } as never, 'ptolemee', 'x', { money: { guard: true } })!;
    expect(on.split('\n')).toContain(`contre-corruption A CHD ${TOP_MARGIN + 1}`);
    expect(diadoques.validate(s, 'ptolemee', { orders: on } as never).ok).toBe(true);
    // On by default in Diadokhoi only (`L1_MONEY`); Les Diadoques keeps the money of before.
    expect(L1_MONEY.diadokhoi).toEqual({ royals: true, guard: true });
    expect(l1WholeGameOrders({ state: s } as never, 'ptolemee', 'x')).toBe(l1WholeGameOrders({ state: s } as never, 'ptolemee', 'x', { money: {} }));
    const off = l1WholeGameOrders({ state: s } as never, 'ptolemee', 'x')!;
    expect(off.split('\n')).not.toContain(`contre-corruption A CHD ${TOP_MARGIN + 1}`);
  });
});

describe('L1 money: bribes by chance × worth − price (weighed)', () => {
  it('diadoques §9b.5–§9b.7: the chance is void under the level, 75 % + the excess, at most 95 %; diadokhoi §6.3.8: sure above the threshold only', () => {
    const s = garrisonInReach();
    expect([bribeChance(s, 19, 20), bribeChance(s, 20, 20), bribeChance(s, 30, 20), bribeChance(s, 60, 20)]).toEqual([0, 0.75, 0.85, 0.95]);
    const k = board('diadokhoi', 'spring', -319);
    expect([bribeChance(k, 2000, 2000), bribeChance(k, 2100, 2000)]).toEqual([0, 1]);
  });

  it('diadoques §9b.12, §3.3: a garrison of a major citadel is worth its unit, the citadel\u2019s VP and income: bribed at the level it sees', () => {
    const s = garrisonInReach();
    expect(citadelWorth(s, 'tyr', 'ptolemee')).toBe(VP_ARMIES * 10 + 11);
    expect(bribeWorth(s, 'ptolemee', s.units[0]!)).toBe(10 + VP_ARMIES * 10 + 11);
    // 0.75 × 51 − 20 beats 0.85 × 51 − 30 and 0.95 × 51 − 40.
    expect(weighedBribes(s, 'ptolemee', 60).map((b) => [b.unit.space, b.amount])).toEqual([['tyr', 20]]);
  });

  it('must not fire: an army in the field (0.95 × 15 < its level), out of reach, beyond its budget', () => {
    const s = board('diadoques', 'spring', -317);
    unit(s, 'seleucos', 'A', 'MES');
    unit(s, 'ptolemee', 'A', 'CHD');
    s.treasury['ptolemee'] = 200;
    expect(weighedBribes(s, 'ptolemee', 200)).toEqual([]);
    const far = garrisonInReach();
    far.units.find((u) => u.power === 'ptolemee')!.space = 'EGY';
    expect(weighedBribes(far, 'ptolemee', 60)).toEqual([]);
    expect(weighedBribes(garrisonInReach(), 'ptolemee', 19)).toEqual([]);
  });
});

describe('L1 money: bids up to the lot\u2019s worth (bids)', () => {
  it('diadoques §11b.5, §11b.6: a garrison on sale is bid for up to its unit and citadel; a field army up to its price', () => {
    const s = garrisonInReach(100);
    const lot = s.units[0]!;
    lot.power = `auction:${lot.id}`;
    expect(lotWorth(s, 'ptolemee', lot)).toBe(10 + VP_ARMIES * 10 + 11);
    const b = worthBids(s, [{ unit: lot.id, price: 10, formerOwner: 'seleucos', source: 'disband' }], 'ptolemee', 100);
    expect(b.lines).toEqual(['enchère A Tyr 10, 20, 30, 40, 51']);
    // Must not fire when the start price is above what it can spare.
    expect(worthBids(s, [{ unit: lot.id, price: 10, formerOwner: 'seleucos', source: 'disband' }], 'ptolemee', 9).lines).toEqual([]);
    // Nor for its own former unit (`§11b.5`).
    expect(worthBids(s, [{ unit: lot.id, price: 10, formerOwner: 'ptolemee', source: 'disband' }], 'ptolemee', 100).lines).toEqual([]);
  });
});

describe('L1 money: whole games, view only, determinism', () => {
  for (const def of [diadoques, diadokhoi] as unknown as Def[]) {
    it(`${def.id}: a self-played year with every option in every seat, no decision refused`, () => {
      let g: GameSession<WholeState> = midGame(def, 'lm1');
      const bot = l1Bot('lm1', { money: ALL });
      for (let step = 0; step < 6 && g.state.phase !== 'over'; step++) {
        for (const p of def.pending(g.state)!.players) {
          const d = bot(botInput(def, g, p)) ?? def.defaultDecision(g.state, p);
          const v = def.validate(g.state, p, d as never);
          expect(v.ok, `${p} ${g.state.year} ${g.state.season}: ${JSON.stringify(v)}`).toBe(true);
          const next = submit(def, g, p, d);
          if (!next.ok) throw new Error('refused');
          g = next.value.session;
        }
      }
    });

    it(`${def.id}: others\u2019 treasuries and counter-corruption change nothing it answers; same view and seed, same orders`, () => {
      const g = midGame(def, 'lm2');
      const bot = l1Bot('same', { money: ALL });
      for (const seat of g.state.powers.filter((p) => p.kind === 'player').map((p) => p.id)) {
        const rich: GameSession<WholeState> = { ...g, state: { ...g.state, treasury: { ...g.state.treasury, [seat]: def.id === 'diadoques' ? 200 : 20000 } } };
        const before = botInput(def, rich, seat);
        const secret = structuredClone(rich.state);
        for (const p of Object.keys(secret.treasury)) if (p !== seat) secret.treasury[p] = (secret.treasury[p] ?? 0) + 500;
        for (const u of secret.units) if (u.power !== seat) secret.counterCorruption[u.id] = 40;
        const after = botInput(def, { ...rich, state: secret }, seat);
        expect(after).toEqual(before);
        expect(bot(after)).toEqual(bot(before));
        expect(l1Bot('same', { money: ALL })(before)).toEqual(bot(before));
      }
    });
  }
});
