/**
 * The whole game's first step, for the set-ups whose players buy their starting units
 * (`diadoques §12.3`, `§12.4`: Les Diadoques; `diadokhoi §5.3.1`–`§5.3.3`: the six-player
 * Diadokhoi, winter −322): every player at once, in secret, writes his purchases one per line in
 * the winter-build notation — `A MAC`, `Ae MAC`, `F alexandrie` (or `construire A MAC`,
 * `build A Mac`). The set-up's treasury is already the first income (`diadoques §12.3`), so none
 * is collected here. Then the leaders take command (`diadoques §12.3`, `§6b.9`) and the first
 * military season opens with the first-turn rules (`diadoques §12.6`, `§12.7`).
 */
import { problem } from '@diadochi/kernel';
import type { PlayerId, Problem, ResolveContext } from '@diadochi/kernel';
import { citadel, province } from '../map/graph.ts';
import { mapOf } from '../map/index.ts';
import { SCENARIOS } from '../map/scenarios.ts';
import { placeLeaders } from '../rules/setup.ts';
import type { PowerId, RulesetId, UnitType } from '../rules/state.ts';
import { parsePurchases } from '../vocabulary/purchase.ts';
import type { Purchase as Build } from '../vocabulary/purchase.ts';
import type { WinterOrder } from '../vocabulary/winter.ts';
import { buyStartingUnits, purchaseProblems, purchaseShortfall, startRule } from '../winter/start.ts';
import type { Purchase, StartLimits } from '../winter/start.ts';
import { whyText } from '../economy/common.ts';
import { emitAll } from './emit.ts';
import type { WholeState } from './types.ts';
import { profileOf, rulebook } from '../rulebook/index.ts';

/** The purchase limits of each player of a set-up, from its `build` data and the ruleset's rules; empty: nothing to buy. */
export function startLimits(ruleset: RulesetId, scenario: string): Record<PowerId, StartLimits> {
  const sc = SCENARIOS[ruleset].find((s) => s.id === scenario);
  const out: Record<PowerId, StartLimits> = {};
  for (const p of sc?.powers ?? []) {
    if (p.kind !== 'player' || !p.build) continue;
    const { count, in: where, maxFleets } = p.build;
    // diadokhoi §5.3.1: "each Diadokhos must spend 3000 talents to buy 3 mercenary units".
    out[p.power] = profileOf(ruleset).policies.game.startBuys === 'exactly-mercenaries' ? { in: where, maxFleets, count, min: count, types: ['A', 'F'] } : { in: where, maxFleets, count, min: 1 };
  }
  return out;
}

/** Does this set-up open with the players' purchases? */
export const buysAtStart = (ruleset: RulesetId, scenario: string): boolean => Object.keys(startLimits(ruleset, scenario)).length > 0;

const asPurchase = ({ type, space, coast }: Build): Purchase => ({ type, space, ...(coast ? { coast } : {}) });

/** Every problem of a player's purchases, each at its line (`diadoques §12.4`, `diadokhoi §5.3.1`, `§5.3.3`). */
export function startProblems(s: WholeState, player: PlayerId, text: string): Problem[] {
  const lim = startLimits(s.ruleset, s.options.scenario)[player];
  if (!lim) return [problem('no-purchase', `${player} buys nothing at the start.`, { data: { power: player } })];
  const parsed = parsePurchases(s.ruleset, text);
  if (parsed.problems.length > 0) return parsed.problems;
  const rule = startRule(s);
  const purchases = parsed.orders.map((o) => asPurchase(o.order));
  const refused = purchaseProblems(s, player, purchases, lim);
  const out: Problem[] = parsed.orders.flatMap((o, i) => (refused[i] ? [problem('purchase-refused', `${o.text}: ${whyText(s, refused[i])}.`, { path: ['orders', o.line], span: o.span, rule, data: { order: o.text, reason: whyText(s, refused[i]), why: refused[i] } })] : []));
  const short = out.length === 0 ? purchaseShortfall(s, purchases, refused, lim) : undefined;
  if (short) out.push(problem('purchase-incomplete', `Starting units: ${whyText(s, short)}.`, { path: ['orders'], rule: rulebook(s).rules.startPurchase, data: { reason: whyText(s, short), why: short } }));
  return out;
}

/** The usual choice, and the choice of a player who sends nothing: three mercenary armies in the start province (`diadoques §12.4`, `diadokhoi §5.3.1`). */
export function defaultPurchase(ruleset: RulesetId, scenario: string, player: PlayerId): string {
  const lim = startLimits(ruleset, scenario)[player];
  return lim ? Array.from({ length: lim.count }, () => `A ${lim.in}`).join('\n') : '';
}

/** Places a fleet may be bought in at the start, for the listed choices (at most two). */
function fleetPlaces(s: WholeState, lim: StartLimits): string[] {
  const map = mapOf(s.ruleset)!;
  const p = province(map, lim.in);
  const coasts = p?.coasts?.map((c) => `${lim.in}/${c.id}`) ?? [];
  const citadels = (p?.citadels ?? []).filter((id) => citadel(map, id)?.port);
  const seas = map.seas.map((x) => x.id);
  return [...citadels, ...(coasts.length > 0 ? coasts : [lim.in]), ...seas];
}

/** A few legal purchases for bots and the interface: three mercenaries, fleets where allowed, an elite or a guard. */
export function startChoices(s: WholeState, player: PlayerId): { orders: string }[] {
  const lim = startLimits(s.ruleset, s.options.scenario)[player];
  if (!lim) return [];
  const a = `A ${lim.in}`;
  const candidates: string[][] = [[a, a, a], [a, a], [a]];
  const types = rulebook(s).policies.game.startTypes as readonly UnitType[];
  for (const t of types) candidates.push([`${t} ${lim.in}`, a], [`${t} ${lim.in}`]);
  if (lim.maxFleets > 0) {
    const fleets: string[] = [];
    for (const where of fleetPlaces(s, lim)) {
      if (fleets.length >= 2) break;
      if (startProblems(s, player, `${a}\n${a}\nF ${where}`).length === 0) fleets.push(`F ${where}`);
    }
    for (const f of fleets) candidates.push([a, a, f], [a, f, f], [a, f]);
  }
  return candidates.map((lines) => lines.join('\n')).filter((text) => startProblems(s, player, text).length === 0).map((orders) => ({ orders }));
}

/** Resolves the purchases of every player, then opens the first military season. */
export function resolveStart(s: WholeState, texts: Record<PowerId, string>, ctx: ResolveContext): WholeState {
  const orders: Record<PowerId, WinterOrder[]> = {};
  for (const [p, t] of Object.entries(texts)) orders[p] = parsePurchases(s.ruleset, t).orders.map((o) => o.order);
  emitAll(ctx, buyStartingUnits(s, orders, startLimits(s.ruleset, s.options.scenario)));
  // diadoques §12.3, §6b.9: each diadochus commands one of his units, Philippe III another.
  placeLeaders(s);
  s.phase = 'orders';
  return s;
}
