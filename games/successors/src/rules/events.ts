/**
 * Tyche card events (successors 7, card ids `successors CL.*` where clarified): one small typed
 * handler per effect id of the card data. A card whose effect has no handler here cannot be
 * played for its event (only for its operations or discarded): the engine never fakes one.
 */
import type { ResolveContext } from '@diadochi/kernel';
import type { Card } from '../data/types.ts';
import type { Rules } from './board.ts';
import { spaceDef } from './board.ts';
import { CU_TYPES, noCus } from './state.ts';
import type { Faction, SuccessorsState } from './state.ts';
import { holding, legitimacy, total } from './query.ts';
import { attrition } from './combat.ts';
import { ev } from '../vocabulary.ts';

export interface EventHandler {
  /** Whether the event may be played now by `f` (in his Tyche segment). */
  can(r: Rules, s: SuccessorsState, f: Faction, card: Card): boolean;
  /** Applies it. May set `s.step` to a follow-up decision; returns true when it did. */
  run(r: Rules, s: SuccessorsState, ctx: ResolveContext, f: Faction, card: Card): boolean;
}

const always = () => true;

/** The handlers, by effect id. */
export const EVENTS: Record<string, EventHandler> = {
  /** A general card (successors 8.5): the general and his troops arrive as reinforcements. */
  general: {
    can: (_r, s, _f, card) => card.general !== undefined && s.generals[card.general]?.where === 'deck',
    run(r, s, ctx, f, card) {
      const g = card.general!;
      const def = r.general.get(g)!;
      s.generals[g] = { owner: f, where: 'dispersed' };
      const cus = noCus();
      for (const t of CU_TYPES) cus[t] = def.army[t] ?? 0;
      s.front[f]!.push(card.number);
      s.step = { k: 'reinforce', who: f, cus, generals: [g], then: 'tyche', placed: {}, provinces: {} };
      ctx.emit(ev('general-arrives', { faction: f, general: g, space: '' }, { rule: 'successors 8.5.1' }));
      return true;
    },
  },
  /** Condemnation (successors 17.2, CL.15): the target faction loses 3 LP (never below 0). */
  condemnation: {
    can: (r, s, f) => s.factions.some((x) => x !== f && legitimacy(r, s, x) > 0),
    run(r, s, ctx, f) {
      const target = [...s.factions].filter((x) => x !== f).sort((a, b) => legitimacy(r, s, b) - legitimacy(r, s, a) || a.localeCompare(b))[0]!;
      s.condemned[target] = (s.condemned[target] ?? 0) + 3;
      ctx.emit(ev('legitimacy-lost', { faction: target, lp: 3 }, { rule: 'successors 17.2.6' }));
      return false;
    },
  },
  /** Epidemic (successors 12.8): attrition on the largest enemy army. */
  epidemic: {
    can: (_r, s, f) => Object.values(s.holdings).some((at) => Object.entries(at).some(([x, h]) => x !== f && total(h.out) > 0)),
    run(r, s, ctx, f) {
      let best: [string, string, number] | null = null;
      for (const [space, at] of Object.entries(s.holdings)) for (const [x, h] of Object.entries(at)) if (x !== f && (!best || total(h.out) > best[2])) best = [space, x, total(h.out)];
      if (!best) return false;
      attrition(r, holding(s, best[0], best[1]).out, ctx, best[1], 'successors 12.8.1');
      return false;
    },
  },
  /** Unrest (successors 7.8): 2d6 on the Unrest table; 7 puts a marker in Armenia and rolls again. */
  unrest: {
    can: always,
    run(r, s, ctx) {
      for (let guard = 0; guard < 10; guard++) {
        const roll = ctx.dice.sum(2, 6, 'successors 7.8.1');
        const row = r.data.tables.unrest.rows[roll - 2];
        if (!row) return false;
        if (row.kind === 'armenia-and-reroll') {
          placeUnrest(r, s, ctx, 'armenia', roll);
          continue;
        }
        placeUnrest(r, s, ctx, row.provinces[0]!, roll);
        return false;
      }
      return false;
    },
  },
};

/** An independent marker in a province (7.8.3–7.8.5): never on a transit point, one per space; spreads to a neighbour. */
export function placeUnrest(r: Rules, s: SuccessorsState, ctx: ResolveContext, province: string, roll: number): void {
  const p = [...r.province.keys()].find((x) => x.toLowerCase() === province.toLowerCase()) ?? province;
  const eligible = (pid: string) =>
    (r.spacesOf.get(pid) ?? []).filter((id) => spaceDef(r, id).kind !== 'transit' && s.control[id]?.by !== 'independent' && !s.holdings[id]).sort();
  let spaces = eligible(p);
  let where = p;
  if (spaces.length === 0) {
    const near = new Set<string>();
    for (const id of r.spacesOf.get(p) ?? []) for (const l of r.links.get(id) ?? []) if (l.kind !== 'maritime' && l.kind !== 'trans-mediterranean') near.add(spaceDef(r, l.to).province);
    near.delete(p);
    for (const q of [...near].sort()) {
      spaces = eligible(q);
      if (spaces.length > 0) {
        where = q;
        break;
      }
    }
  }
  const space = spaces[0] ?? null;
  if (space) {
    const kind = spaceDef(r, space).kind;
    s.control[space] = { by: 'independent', value: kind === 'major-city' || kind === 'fortress' ? 3 : 1 };
  }
  ctx.emit(ev('unrest', { roll, province: where, space }, { rule: 'successors 7.8.2' }));
}

export function eventPlayable(r: Rules, s: SuccessorsState, f: Faction, card: Card): boolean {
  const h = EVENTS[card.kind === 'general' ? 'general' : card.effect];
  if (!h) return false;
  if (card.kind === 'surprise') return false;
  if (card.timing !== 'tyche-segment' && card.kind !== 'general' && card.kind !== 'bonus') return false;
  return h.can(r, s, f, card);
}

export function runEvent(r: Rules, s: SuccessorsState, ctx: ResolveContext, f: Faction, card: Card): boolean {
  const h = EVENTS[card.kind === 'general' ? 'general' : card.effect]!;
  ctx.emit(ev('event', { faction: f, card: card.number, effect: card.effect }, { rule: 'successors 7.1.1' }));
  return h.run(r, s, ctx, f, card);
}
