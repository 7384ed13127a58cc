/**
 * Gold gifts between players.
 * - diadoques (`diadoques §9c.9`): the sum moves at the end of the turn from one treasury to
 *   the other whatever the distance; secret unless the giver asks for it to be announced; it
 *   cannot be refused; allowed in winter too (`diadoques §10.4`).
 * - diadokhoi (`diadokhoi §6.3.55`–`§6.3.57`): the money takes as many seasons (winters
 *   included) as there are provinces between the two players' closest units; adjacent units
 *   exchange at once; money in transit cannot be stolen; whole hundreds of talents only.
 *   Example: a unit in the Cyclades and one in Damascene are 3 seasons apart.
 * A gift larger than the giver's treasury fails whole (decisions.md).
 */
import { distance } from '../map/graph.ts';
import type { GameState, PowerId, SpaceId } from '../rules/state.ts';
import { ev, extOf, isLivePlayer, mapFor, money, nowIndex, powerOf, treasuryOf, whyText } from './common.ts';
import { because } from '../core/reasons/index.ts';
import type { Reason } from '../core/reasons/index.ts';
import type { LayerEvent } from './common.ts';
import { rulebook } from '../rulebook/index.ts';
import type { GoldGift, Transfer } from '../rules/ext.ts';

export type { GoldGift, Transfer } from '../rules/ext.ts';

export function transfersInTransit(state: GameState): Transfer[] {
  return extOf(state, 'gold', () => ({ transfers: [] })).transfers;
}

/** Where a power stands for a money transfer: its units, else its leader, else its capital (decisions.md). */
function anchors(state: GameState, power: PowerId): SpaceId[] {
  const units = state.units.filter((u) => u.power === power).map((u) => u.space);
  if (units.length > 0) return units;
  const p = powerOf(state, power);
  const leaders = state.characters.filter((c) => !c.dead && c.space && (c.id === p?.diadochus || c.id === p?.epigone) && !c.prisonerOf && !c.waiting);
  if (leaders.length > 0) return leaders.map((c) => c.space!);
  return p?.capital && state.control[p.capital] === power ? [p.capital] : [];
}

/**
 * Seasons a diadokhoi transfer takes: the provinces strictly between the closest units
 * (`diadokhoi §6.3.55`), 0 when adjacent. `null`: one of them has nothing on the map.
 */
export function transferDelay(state: GameState, from: PowerId, to: PowerId): number | null {
  const map = mapFor(state);
  const a = anchors(state, from);
  const b = anchors(state, to);
  if (a.length === 0 || b.length === 0) return null;
  let best = Infinity;
  for (const x of a) for (const y of b) best = Math.min(best, distance(map, x, y, 'character', { offboard: true }));
  if (best === Infinity) return null;
  return Math.max(0, best - 1);
}

function credited(state: GameState, t: GoldGift, rule: string): LayerEvent {
  state.treasury[t.to] = treasuryOf(state, t.to) + t.amount;
  const text = `${t.from} gives ${money(state, t.amount)} to ${t.to}.`;
  return ev('gold-gift', rule, text, { ...t }, t.announced ? undefined : [t.from, t.to]);
}

/**
 * Gold gifts of the turn, at its end (`diadoques §9c.9`, `diadokhoi §6.3.55`), in the order
 * given. Diadokhoi gifts that must travel are taken from the giver now and wait in
 * `ext.gold.transfers` until `deliverTransfers`.
 */
export function resolveGoldGifts(state: GameState, gifts: readonly GoldGift[]): LayerEvent[] {
  const events: LayerEvent[] = [];
  const rule = rulebook(state).rules.goldGift;
  for (const g of gifts) {
    const gift = { ...g, announced: g.announced === true };
    const refuse = (why: Reason, r = rule) => events.push(ev('gold-gift-refused', r, `Gift of ${money(state, g.amount)} from ${g.from} to ${g.to} refused: ${whyText(state, why)}.`, { ...gift, why }, [g.from]));
    if (!(Number.isInteger(g.amount) && g.amount > 0)) refuse(because('sum-not-whole'));
    else if (g.amount % rulebook(state).amounts.giftStep !== 0) refuse(because('hundreds-only'), 'diadokhoi §6.3.57');
    else if (g.from === g.to || !isLivePlayer(state, g.to)) refuse(because('no-receiver'));
    else if (treasuryOf(state, g.from) < g.amount) refuse(because('treasury-short'));
    else if (!rulebook(state).policies.economy.giftsTravel) {
      state.treasury[g.from] = treasuryOf(state, g.from) - g.amount;
      events.push(credited(state, gift, rule));
    } else {
      const delay = transferDelay(state, g.from, g.to);
      if (delay === null) {
        refuse(because('no-money-route'));
        continue;
      }
      state.treasury[g.from] = treasuryOf(state, g.from) - g.amount;
      if (delay === 0) events.push(credited(state, gift, rule));
      else {
        transfersInTransit(state).push({ ...gift, arrives: nowIndex(state) + delay });
        events.push(ev('gold-in-transit', rule, `${g.from} sends ${money(state, g.amount)} to ${g.to}: it arrives in ${delay} season(s).`, { ...gift, delay }, gift.announced ? undefined : [g.from, g.to]));
      }
    }
  }
  return events;
}

/**
 * Credits the diadokhoi transfers that arrive at the end of this season (`diadokhoi §6.3.55`).
 * A transfer to a player eliminated on the way goes back to its sender, or is lost when both
 * are gone (`diadokhoi §6.3.57`: nobody else may take it).
 */
export function deliverTransfers(state: GameState): LayerEvent[] {
  const list = transfersInTransit(state);
  const now = nowIndex(state);
  const events: LayerEvent[] = [];
  const keep: Transfer[] = [];
  for (const t of list) {
    if (t.arrives > now) keep.push(t);
    else if (isLivePlayer(state, t.to)) events.push(credited(state, t, 'diadokhoi §6.3.55'));
    else if (isLivePlayer(state, t.from)) events.push(credited(state, { ...t, to: t.from }, 'diadokhoi §6.3.57'));
  }
  list.splice(0, list.length, ...keep);
  return events;
}
