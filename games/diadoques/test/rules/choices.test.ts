/**
 * Rule-listed choices of the military seasons (issue 14 item 3, issue 17 item 1): per unit the
 * order kinds and targets `choices` lists are exactly what the validator accepts — every
 * listed choice, written as an order, validates; every move to a space in reach that
 * validates is listed; a space not next to the unit is never offered.
 */
import { autoplay, createGame } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { baselineBot } from '../../src/bots/index.ts';
import { neighbours } from '../../src/map/graph.ts';
import { mapOf } from '../../src/map/index.ts';
import { diadokhoi, diadoques } from '../../src/rules/index.ts';
import type { DiadochiState } from '../../src/rules/index.ts';
import { orderMark } from '../../src/rules/marks.ts';
import { printOrder } from '../../src/vocabulary/military/print.ts';
import type { UnitOrder } from '../../src/vocabulary/military/types.ts';
import { isSeaType } from '../../src/rules/units.ts';

function positions(def: typeof diadoques, seed: string, steps: number): DiadochiState[] {
  const created = createGame(def, { seed, options: {} });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  const out = [created.value.state];
  autoplay(def, created.value, { bots: baselineBot(seed), maxSteps: steps, onStep: (s) => out.push(s.state) });
  return out.filter((s) => s.phase === 'orders');
}

/** The order a choice stands for. */
function orderOf(s: DiadochiState, subject: string, verb: string, target: string | undefined): UnitOrder | undefined {
  const u = s.units.find((x) => x.space === subject && !x.transit)!;
  // In a stack the order names its unit by its mark too (diadoques §9a.3, issue 18 ruling).
  const mark = orderMark(s, u);
  const unit = { type: u.type, ...(mark ? { leader: mark } : {}), space: u.space, ...(u.coast ? { coast: u.coast } : {}) };
  const other = (space: string) => {
    const t = s.units.find((x) => x.space === space && !x.transit)!;
    return { type: t.type, space: t.space, ...(t.coast ? { coast: t.coast } : {}) };
  };
  switch (verb) {
    case 'hold':
      return { unit, kind: 'hold' };
    case 'move':
      return { unit, kind: 'move', to: target! };
    case 'support-hold':
      return { unit, kind: 'support', target: other(target!) };
    case 'support-move':
      return { unit, kind: 'support', target: other(target!.split('-')[0]!), to: target!.split('-')[1]! };
    case 'convoy':
      return { unit, kind: 'convoy', target: other(target!.split('-')[0]!), to: target!.split('-')[1]! };
    case 'siege':
      return { unit, kind: 'siege', citadel: target!, round: s.sieges.some((x) => x.unit === u.id && x.citadel === target) ? 2 : 1 };
    case 'resupply':
      return { unit, kind: 'resupply', citadel: target! };
    default:
      return undefined;
  }
}

describe.each([
  ['diadoques', diadoques],
  ['diadokhoi', diadokhoi],
] as const)('%s: choices list what the validator accepts', (ruleset, def) => {
  const map = mapOf(ruleset)!;
  const states = positions(def, `choices-${ruleset}`, 4);

  it(`${ruleset === 'diadoques' ? 'diadoques §9a.6, §9a.18, §9a.19' : 'diadokhoi §6.3.20, §6.3.25, §6.3.27'}: every listed choice validates; every valid move to a neighbour is listed; a far space never is`, () => {
    expect(states.length).toBeGreaterThan(2);
    let listed = 0;
    for (const s of [states[0]!, states[states.length - 1]!]) {
      for (const player of s.powers.filter((p) => p.kind === 'player').map((p) => p.id).slice(0, 3)) {
        const choices = def.choices!(s, player)!;
        expect(choices.length).toBeGreaterThan(0);
        // Listed ⇒ valid: the season carries it out unless another player interferes.
        for (const c of choices) {
          if (c.verb === 'retreats') continue;
          for (const target of c.targets ?? [undefined]) {
            const order = orderOf(s, c.subject!, c.verb, target);
            if (!order) continue;
            const v = def.validate(s, player, { orders: printOrder(map, order) });
            expect(v.ok ? '' : `${printOrder(map, order)}: ${v.error.map((p) => p.message).join('; ')}`).toBe('');
            listed++;
          }
        }
        // Valid ⇒ listed, for the moves to the spaces next to each unit (single units only: the first turn's stacks share a subject).
        for (const u of s.units.filter((x) => x.power === player && !x.transit && s.units.filter((y) => y.space === x.space).length === 1)) {
          const moves = choices.find((c) => c.subject === u.space && c.verb === 'move')?.targets ?? [];
          const next = new Set(neighbours(map, { space: u.space, ...(u.coast ? { coast: u.coast } : {}) }, isSeaType(u.type) ? 'fleet' : 'army').map((x) => x.to));
          for (const to of next) {
            const ok = def.validate(s, player, { orders: printOrder(map, { unit: { type: u.type, space: u.space }, kind: 'move', to }) }).ok;
            expect([to, moves.includes(to)]).toEqual([to, ok]);
          }
          // A space neither next to the unit nor on a coast is never a target.
          for (const to of moves) if (!next.has(to)) expect(isSeaType(u.type)).toBe(false);
        }
      }
    }
    expect(listed).toBeGreaterThan(50);
  });
});
