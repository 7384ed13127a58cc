/**
 * Orders that mean what they say (issue 17, item 1): an order the validator accepts is never
 * ignored by the adjudicator for a reason known when it was written — adjacency, coasts,
 * terrain, weather, a unit that is not there or not the player's, a support of a move that
 * cannot happen, a convoy of something impossible (`diadoques §9a.2`, `§9a.6`, `§9a.18`,
 * `§9a.19`, `diadokhoi §6.3.17`, `§6.3.20`, `§6.3.25`, `§6.3.27`).
 *
 * Positions are taken from bot games of both rulesets at every step; orders are drawn from
 * each unit's neighbourhood two steps out (so many are impossible) and printed in the
 * ruleset's notation. The adjudicator is the real one (`resolveSeason`), given the player's
 * orders alone.
 */
import { autoplay, createGame, Dice, rngFromSeed } from '@diadochi/kernel';
import type { GameSession } from '@diadochi/kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baselineBot } from '../../src/bots/index.ts';
import { baselineBot as wholeBot, diadoques as wholeDiadoques } from '../../src/game/index.ts';
import type { WholeState } from '../../src/game/index.ts';
import { neighbours, space as spaceOfMap } from '../../src/map/graph.ts';
import { mapOf } from '../../src/map/index.ts';
import type { GameMap } from '../../src/map/types.ts';
import { diadokhoi, diadoques } from '../../src/rules/index.ts';
import type { DiadochiState } from '../../src/rules/index.ts';
import { printOrder } from '../../src/vocabulary/military/print.ts';
import type { UnitOrder, UnitRef } from '../../src/vocabulary/military/types.ts';
import { resolveSeason } from '../../src/rules/season.ts';
import { addUnit } from '../../src/rules/state.ts';
import { isSeaType } from '../../src/rules/units.ts';
import { DEPENDS_ON_OTHERS } from '../../src/rules/void-orders.ts';

type Def = typeof diadoques;

/** Every position in which orders are written, from a few bot games of military seasons. */
function positions(def: Def, seeds: string[], steps: number): DiadochiState[] {
  const out: DiadochiState[] = [];
  for (const seed of seeds) {
    const created = createGame(def, { seed, options: {} });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    out.push(created.value.state);
    autoplay(def, created.value, { bots: baselineBot(seed), maxSteps: steps, onStep: (s) => out.push(s.state) });
  }
  return out.filter((s) => s.phase === 'orders');
}

/** Spaces one and two steps from `space` for this mover (the second ring holds the impossible moves). */
function around(map: GameMap, space: string, mover: 'army' | 'fleet'): string[] {
  const one = neighbours(map, space, mover).map((s) => s.to);
  const two = one.flatMap((s) => neighbours(map, s, mover).map((x) => x.to));
  const other = neighbours(map, space, mover === 'army' ? 'fleet' : 'army').map((s) => s.to);
  return [...new Set([...one, ...two, ...other])].filter((s) => s !== space);
}

const refOf = (u: DiadochiState['units'][number]): UnitRef => ({ type: u.type, space: u.space, ...(u.coast ? { coast: u.coast } : {}) });

/** A random order for one unit, built from its neighbourhood. */
function orderFor(map: GameMap, s: DiadochiState, u: DiadochiState['units'][number], pick: (n: number) => number): UnitOrder {
  const mover = isSeaType(u.type) ? 'fleet' : 'army';
  // Half the moves and supports aim at the first ring (mostly possible), half two steps out (mostly not).
  const near = pick(2) === 0 ? neighbours(map, u.space, mover).map((x) => x.to) : around(map, u.space, mover);
  const at = (list: string[]) => list[pick(list.length)]!;
  const others = s.units.filter((x) => x.id !== u.id && !x.transit && near.includes(x.space));
  const unit = refOf(u);
  const kind = pick(6);
  if (kind === 0 || near.length === 0) return { unit, kind: 'hold' };
  if (kind <= 2) return { unit, kind: 'move', to: at(near) };
  if (kind === 3 && others.length > 0) {
    const t = others[pick(others.length)]!;
    return pick(2) === 0 ? { unit, kind: 'support', target: refOf(t) } : { unit, kind: 'support', target: refOf(t), to: at(around(map, t.space, isSeaType(t.type) ? 'fleet' : 'army')) };
  }
  if (kind === 4 && others.length > 0) {
    const t = others[pick(others.length)]!;
    return { unit, kind: 'convoy', target: refOf(t), to: at(near) };
  }
  const here = spaceOfMap(map, u.space);
  const citadels = map.citadels.filter((c) => c.province === u.space || here?.kind === 'sea').map((c) => c.id);
  if (citadels.length > 0) return { unit, kind: 'siege', citadel: at(citadels), round: 1 };
  return { unit, kind: 'move', to: at(near) };
}

/** The outcomes the adjudicator ignores for a reason the player could know when writing. */
function staticallyIgnored(s: DiadochiState, player: string, text: string): string[] {
  const step = resolveSeason({ state: s, orders: { [player]: text }, dice: new Dice(rngFromSeed('void-orders')) });
  return step.report.orders.filter((o) => o.power === player && o.status === 'ignored' && !DEPENDS_ON_OTHERS.has(o.reason)).map((o) => `${o.text} — ${o.reason}: ${o.message}`);
}

describe.each([
  ['diadoques', diadoques],
  ['diadokhoi', diadokhoi],
] as const)('%s: an order validate accepts is carried out unless others interfere (issue 17)', (ruleset, def) => {
  const map = mapOf(ruleset)!;
  const states = positions(def, [`void-${ruleset}-1`, `void-${ruleset}-2`], 6);

  it(`${ruleset === 'diadoques' ? 'diadoques §9a.2, §9a.6, §9a.18' : 'diadokhoi §6.3.17, §6.3.20, §6.3.25'}: no accepted order is ignored by the adjudicator for a static reason`, () => {
    expect(states.length).toBeGreaterThan(4);
    const seen = { accepted: 0, refused: 0, moves: 0 };
    fc.assert(
      fc.property(fc.nat({ max: states.length - 1 }), fc.nat(), fc.array(fc.nat(), { minLength: 40, maxLength: 40 }), (si, pi, draws) => {
        const s = states[si]!;
        const players = s.powers.filter((p) => p.kind === 'player' && !p.eliminated).map((p) => p.id);
        const player = players[pi % players.length]!;
        let d = 0;
        const pick = (n: number) => (n <= 1 ? 0 : draws[d++ % draws.length]! % n);
        const units = s.units.filter((u) => u.power === player && !u.transit);
        const orders = units.filter(() => pick(3) === 0).map((u) => printOrder(map, orderFor(map, s, u, pick)));
        const text = orders.join('\n');
        const v = def.validate(s, player, { orders: text });
        if (!v.ok) {
          seen.refused++;
          return true;
        }
        seen.accepted++;
        seen.moves += orders.filter((o) => !/ (X|H)$/.test(o)).length;
        expect(staticallyIgnored(s, player, text)).toEqual([]);
        return true;
      }),
      { numRuns: 200, seed: 17 },
    );
    // The draws reach both sides of the property: refused texts, and accepted ones that do something.
    expect(seen.refused).toBeGreaterThan(20);
    expect(seen.accepted).toBeGreaterThan(20);
    expect(seen.moves).toBeGreaterThan(20);
  });

  it(`${ruleset === 'diadoques' ? 'diadoques §9a.6' : 'diadokhoi §6.3.20'}: a move to a space that is not next to the unit is refused, located on its line`, () => {
    const s = states[0]!;
    const u = s.units.find((x) => x.power === s.powers.find((p) => p.kind === 'player')!.id && !x.transit && !isSeaType(x.type))!;
    const mover = 'army';
    const one = new Set(neighbours(map, u.space, mover).map((x) => x.to));
    const far = map.provinces.find((p) => p.id !== u.space && !one.has(p.id))!;
    const v = def.validate(s, u.power, { orders: printOrder(map, { unit: refOf(u), kind: 'move', to: far.id }) });
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(v.error[0]!.code).toBe('void-order');
    expect(v.error[0]!.path).toEqual(['orders', 0]);
    expect((v.error[0]!.data as { reason: string }).reason).toBe('not-adjacent');
  });
});

describe('the two cases of the issue (issue 17, item 1)', () => {
  it('diadokhoi §6.3.20: F Mac - Aeg (the Aegean is not next to Macedonia) is refused, with the adjudicator’s reason', () => {
    const s = structuredClone(createGame(diadokhoi, { seed: 'issue-17', options: {} }) as { ok: true; value: { state: DiadochiState } }).value.state;
    addUnit(s, { power: 'antipatros', type: 'F', space: 'Mac' });
    const v = diadokhoi.validate(s, 'antipatros', { orders: 'F Mac - Aeg' });
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(v.error.map((p) => [p.code, (p.data as { reason?: string }).reason, p.path])).toEqual([['void-order', 'not-adjacent', ['orders', 0]]]);
    // The same order as the adjudicator reads it: ignored for that reason.
    expect(staticallyIgnored(s, 'antipatros', 'F Mac - Aeg')).toEqual(['F Mac - Aeg — not-adjacent: The destination is not next to the unit.']);
    expect(diadokhoi.validate(s, 'antipatros', { orders: 'F Mac - The' }).ok).toBe(true);
  });

  it('diadoques §9a.6: the garrison of Lysimachia moved to THR is refused (its only neighbour is CHE)', () => {
    const s = structuredClone(createGame(diadoques, { seed: 'issue-17', options: {} }) as { ok: true; value: { state: DiadochiState } }).value.state;
    s.control.lysimachia = 'lysimaque';
    addUnit(s, { power: 'lysimaque', type: 'A', space: 'lysimachia' });
    const map = mapOf('diadoques')!;
    const text = printOrder(map, { unit: { type: 'A', space: 'lysimachia' }, kind: 'move', to: 'THR' });
    const v = diadoques.validate(s, 'lysimaque', { orders: text });
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(v.error.map((p) => [p.code, (p.data as { reason?: string }).reason])).toEqual([['void-order', 'not-adjacent']]);
    expect(diadoques.validate(s, 'lysimaque', { orders: printOrder(map, { unit: { type: 'A', space: 'lysimachia' }, kind: 'move', to: 'CHE' }) }).ok).toBe(true);
  });
});

describe('the whole game puts the refusal on the line the player wrote (issue 17)', () => {
  it('diadoques §9a.2: after a political line, a move to Egypt is refused on its own line (1), not on the gift line (0)', () => {
    let session = (createGame(wholeDiadoques, { seed: 'void-lines', options: {} }) as { ok: true; value: GameSession<WholeState> }).value;
    session = autoplay(wholeDiadoques, session, { bots: wholeBot('void-lines'), maxSteps: 1 });
    expect(session.state.phase).toBe('orders');
    const v = wholeDiadoques.validate(session.state, 'cassandre', { orders: 'gift 1 to lysimaque\nA MAC EGY' });
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(v.error.map((p) => [p.code, p.path])).toEqual([['void-order', ['orders', 1]]]);
  });
});
