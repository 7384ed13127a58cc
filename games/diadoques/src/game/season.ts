/**
 * One military season of the whole game, in the order of `diadoques §8a` (seed 000) and
 * `diadokhoi §6.1.3`, as /work/briefs/integration-calls.md prescribes:
 * dynasties, the season's event (diadoques: drawn now, after the orders), marginal victory
 * vote, auctions, secondary orders "before" (the breaking of alliances first, and the orders a
 * military season carries out set aside for it, `setAsideHanded`, `militaryInputs`), corruption, the neutral referee's orders merged
 * with the players', the military resolution (`src/rules`), then — after the diadokhoi retreat
 * step if any — the end of the season (`finishSeason`).
 */
import type { ResolveContext } from '@diadochi/kernel';
import { drawEvent } from '../events/index.ts';
import { mapOf } from '../map/index.ts';
import { neutralOrders, neutralsExt, neutralRetreats } from '../neutrals/index.ts';
import {
  applySecondaryOrders, auctionBidsFrom, breakAlliances, controlledPowers, corruptionOrdersFrom, leavingFrom, leavingInMilitary, marginalVotesFrom, militaryInputs,
  punishAttacks, resolveAuctions, resolveCorruption, setAsideHanded, splitOrders, updateDynasties, victory,
} from '../politics/index.ts';
import type { OrdersByPower } from '../politics/index.ts';
import { parseOrders } from '../vocabulary/military/read.ts';
import { resolveRetreatStep } from '../rules/retreat-step.ts';
import { resolveSeason } from '../rules/season.ts';
import { seasonReading } from '../rules/reading.ts';
import { seasonKey, unitById } from '../rules/state.ts';
import type { GameState, PowerId } from '../rules/state.ts';
import { emitAll, emitReport } from './emit.ts';
import { finishSeason } from './finish.ts';
import { MERGED_EXT, takeWinterLines } from './merged-winter.ts';
import { endWith, victoryResult } from './result.ts';
import { GAME_EXT } from './types.ts';
import { rulesOptions } from './types.ts';
import type { Carry, WholeState } from './types.ts';
import { rulebook } from '../rulebook/index.ts';

/** The military orders of a season, with the political orders of each power kept aside. */
function split(s: WholeState, texts: Record<PowerId, string>): { military: Record<PowerId, string>; political: OrdersByPower } {
  const military: Record<PowerId, string> = {};
  const political: Record<PowerId, OrdersByPower[string]> = {};
  for (const [p, t] of Object.entries(texts)) {
    const parts = splitOrders(s.ruleset, t);
    military[p] = parts.military;
    political[p] = parts.political.orders.map((o) => o.order);
  }
  return { military, political };
}

/** A unit driven out by a revolt loses all its orders (`diadoques §14d.18`). */
function dropCancelled(s: GameState, military: Record<PowerId, string>): void {
  const c = neutralsExt(s).cancelled;
  if (!c || c.season !== seasonKey(s.year, s.season) || c.units.length === 0) return;
  const map = mapOf(s.ruleset)!;
  const gone = new Set(c.units);
  for (const [p, text] of Object.entries(military)) {
    military[p] = text.split('\n').filter((line) => {
      const o = parseOrders(line, { map }).orders[0]?.order;
      if (!o || !('unit' in o)) return true;
      const u = s.units.find((x) => x.power === p && x.space === o.unit.space && !x.transit);
      return !u || !gone.has(u.id);
    }).join('\n');
  }
}

/** The movement step of a military season. */
export function resolveMilitary(s: WholeState, texts: Record<PowerId, string>, ctx: ResolveContext): WholeState {
  const lctx = { dice: ctx.dice, options: rulesOptions(s.options) };
  emitAll(ctx, updateDynasties(s));
  // diadokhoi §7.11.2: in a merged autumn the winter lines wait, unread, until the autumn is over.
  const lines = takeWinterLines(s, texts);
  const { military, political: given } = split(s, lines.season);
  // diadoques §8a.2: the event is drawn after the orders are written; diadokhoi drew it when the season opened.
  if (rulebook(s).policies.game.eventDrawn === 'after-orders') emitAll(ctx, drawEvent(s, { dice: ctx.dice, orders: military }).events);
  dropCancelled(s, military);
  // diadokhoi §7.7.2: an alliance is broken at the beginning of the season, before any other order.
  emitAll(ctx, breakAlliances(s, given));
  // The orders the military season carries out are set aside for it, out of the groups below.
  const aside = setAsideHanded(s, given);
  const political = aside.political;
  emitAll(ctx, aside.events);
  // diadoques §3.7: the marginal victory vote comes before the auctions. Only the votes of every
  // other player make one: without a vote the scores need not be counted (issue 22: a twenty-fifth of a season).
  const votes = marginalVotesFrom(political);
  const marginal = Object.keys(votes).length > 0 ? victory(s, { marginalVotes: votes }) : null;
  if (marginal?.kind === 'marginal') return endWith(s, victoryResult(marginal), ctx);
  emitAll(ctx, resolveAuctions(s, auctionBidsFrom(s, political), lctx));
  emitAll(ctx, applySecondaryOrders(s, political, 'before', lctx));
  // diadoques §9b.3: a leader ordered away from his unit (a military line) no longer shields it.
  // Issue 22: each power's military lines read once, for the leaders leaving, the handed orders and the adjudicator.
  const reading = seasonReading(s);
  emitAll(ctx, resolveCorruption(s, corruptionOrdersFrom(s, political, [...leavingFrom(given), ...leavingInMilitary(s, military, reading)]), lctx));
  // diadokhoi §8.6.2: the referee leaves alone the neutral powers players control.
  // A neutral power whose orders were written (a referee's scenario file) is left to them too.
  const written = Object.keys(military).filter((p) => !s.powers.some((x) => x.id === p && x.kind === 'player'));
  const neutral = neutralOrders(s, { dice: ctx.dice, exclude: [...controlledPowers(s), ...written] }).orders;
  const orders = { ...military, ...neutral };
  // The season is resolved in `s` itself, the kernel's private copy (issue 22: no second copy of
  // the whole state); what `punishAttacks` reads of the position before the moves is kept aside.
  const before = positionBefore(s);
  const options = s.options;
  const secondary = militaryInputs(s, orders, aside.handed, reading);
  const read = Object.fromEntries(Object.entries(orders).map(([p, text]) => [p, reading(p, text)]));
  const step = resolveSeason({ state: s, orders, secondary, read, dice: ctx.dice, owned: true });
  emitReport(step.report, ctx);
  const next: WholeState = { ...(step.state as WholeState), options, lastReport: step.report };
  if (lines.winter) next.ext[MERGED_EXT] = lines.winter;
  emitAll(ctx, punishAttacks(before, next, step.report));
  if (next.phase === 'retreats') {
    next.ext[GAME_EXT] = { political } satisfies Carry;
    if (playersToRetreat(next).length > 0) return next;
    return resolveRetreats(next, {}, ctx);
  }
  return finishSeason(next, political, step.report, ctx);
}

/** The units (each a shallow copy: the season moves them in place) and the control before the moves. */
function positionBefore(s: GameState): Pick<GameState, 'units' | 'control'> {
  return { units: s.units.map((u) => ({ ...u })), control: { ...s.control } };
}

/** The living players who own a dislodged unit. */
export function playersToRetreat(s: WholeState): PowerId[] {
  const owners = new Set((s.retreats ?? []).map((r) => unitById(s, r.unit)?.power));
  return s.powers.filter((p) => p.kind === 'player' && !p.eliminated && owners.has(p.id)).map((p) => p.id);
}

/** The diadokhoi retreat step (`diadokhoi §6.1.3`): the players' retreats and the neutral referee's. */
export function resolveRetreats(s: WholeState, texts: Record<PowerId, string>, ctx: ResolveContext): WholeState {
  const carry = s.ext[GAME_EXT] ?? { political: {} };
  const neutral = neutralRetreats(s, { dice: ctx.dice });
  // The step is resolved in `s` itself, the kernel's private copy (or the season's state just
  // resolved), as the season is: what it reads of `s` afterwards is taken first.
  const { lastReport: last, options } = s;
  const step = resolveRetreatStep({ state: s, orders: { ...neutral, ...texts }, dice: ctx.dice, owned: true });
  emitReport(step.report, ctx);
  const report = last ? { ...last, retreats: [...last.retreats, ...step.report.retreats], characters: [...last.characters, ...step.report.characters], control: [...last.control, ...step.report.control] } : step.report;
  const next: WholeState = { ...(step.state as WholeState), options, lastReport: report };
  delete next.ext[GAME_EXT];
  return finishSeason(next, carry.political, report, ctx);
}
