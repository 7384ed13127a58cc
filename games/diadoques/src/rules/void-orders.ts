/**
 * The orders a season would ignore for a reason known when they are written (issue 17: an
 * order marked valid is carried out as written unless another player's orders interfere):
 * a unit that is not there or not the player's, a destination not next to the unit, a coast,
 * a terrain it cannot enter (`diadoques §6a.3`, `§9a.6`, `§9a.10`, `diadokhoi §6.3.20`,
 * `§7.4.3`), the weather of the season, a support of a move that cannot happen, a convoy of
 * something impossible (`diadoques §9a.18`, `§9a.19`, `diadokhoi §6.3.25`, `§6.3.27`)…
 *
 * It runs the adjudicator's own first half (`readSeason`: the same reading; `judgeMovement`:
 * the same refusals of `./checks.ts` and the same legality check of the Diplomacy core) on the
 * player's orders alone, so the validator and the adjudicator cannot disagree about them.
 */
import { clone, problem } from '@diadochi/kernel';
import type { Problem } from '@diadochi/kernel';
import { mapOf } from '../map/index.ts';
import { parseOrders } from '../vocabulary/military/read.ts';
import type { Order } from '../vocabulary/military/types.ts';

/** What `parseOrders` gives, when the caller has already read the text (the validator). */
type ParseResult = ReturnType<typeof parseOrders>;
import { verdictOf } from './outcomes.ts';
import type { OrderOutcome } from './report.ts';
import { judgeMovement } from './movement.ts';
import { readSeason } from './season.ts';
import { boardOf } from './board.ts';
import type { GameState, PowerId } from './state.ts';

/**
 * Reasons an order is ignored that depend on what others write the same season, so that no
 * validator can know them: they stay for the adjudicator.
 */
export const DEPENDS_ON_OTHERS: ReadonlySet<string> = new Set([
  // diadokhoi §8.6.3: a unit under joint control moves only if every controller writes the same order.
  'joint-orders-differ',
  // diadokhoi §8.6.6: the supported unit's own order (a siege of the supporter's citadel).
  'helps-besieger',
  // diadoques §9c.2, diadokhoi §3.1.7: passage is granted by the owner's secondary orders of the season.
  'no-passage',
  // The same order written twice: carried out once, nothing is lost (diadoques §9a.1).
  'duplicate',
]);

/** The outcome of every order line of `power` that the season would ignore whatever the others write. */
export function voidOrders(state: GameState, power: PowerId, text: string, parsed?: ParseResult): OrderOutcome[] {
  // Only fleets under way are changed by the reading (they arrive): copy the state only then.
  const s = state.units.some((u) => u.transit) ? clone(state) : state;
  // The units of a position left unchanged are indexed once for every player's validation (issue 22).
  const board = s === state ? boardOf(state) : undefined;
  const { interp, ctx } = readSeason(s, { [power]: text }, undefined, parsed ? { [power]: parsed } : undefined, board);
  const judged = judgeMovement(ctx, interp.units, board);
  interp.units.forEach((intent, k) => {
    if (intent.outcome < 0 || !intent.order) return;
    const o = interp.outcomes[intent.outcome]!;
    const refused = judged.refused[k];
    const v = judged.illegal[k]!;
    // As `fillOutcomes` of `./season.ts` reports them: refused by the Diadochi checks, or illegal for the core (DATC 4.E.1).
    if (refused) Object.assign(o, { status: 'ignored', ...refused });
    else if (v.illegal) Object.assign(o, verdictOf(s.ruleset, { order: judged.orders[k]!, index: k, success: false, reason: 'illegal', illegal: v.illegal, ...(v.detail ? { detail: v.detail } : {}) }));
  });
  return interp.outcomes.filter((o) => o.status === 'ignored' && !DEPENDS_ON_OTHERS.has(o.reason));
}

/** Refusals about what an order names, reported under their own code (the web and the catalogs know them). */
const NAMING = ['no-unit', 'not-own-unit', 'ambiguous-unit', 'no-character', 'not-own-character'];

/** What a refused order names (its unit's space, or its character), for the refusal in the reader's language. */
function namedBy(order: Order): Record<string, unknown> {
  if (order.kind === 'character') return { character: order.character };
  return 'unit' in order ? { space: order.unit.space } : {};
}

/**
 * The problems of the military orders in `text` that the season would ignore whatever the
 * others write, each on its line (`path: ['orders', line]`, the span of the order): what an
 * order names keeps its own code (`no-unit`, `not-own-unit`, …); any other is a `void-order`
 * with the adjudicator's reason in its data. Lines the reader cannot read are left to the
 * reader's own problems. The validator (`./game.ts`) and the web client's live check use it.
 */
export function voidOrderProblems(state: GameState, power: PowerId, text: string, read?: ParseResult): Problem[] {
  const parsed = read ?? parseOrders(text, { map: mapOf(state.ruleset)!, characters: state.characters.map((c) => c.id) });
  const out: Problem[] = [];
  for (const o of voidOrders(state, power, text, parsed)) {
    if (o.reason === 'unreadable') continue;
    const p = parsed.orders.find((x) => x.line === o.line);
    const where = { path: ['orders', o.line ?? 0], ...(p ? { span: p.span } : {}), ...(o.rule ? { rule: o.rule } : {}) };
    if (NAMING.includes(o.reason)) out.push(problem(o.reason, o.message, { ...where, ...(p ? { data: namedBy(p.order) } : {}) }));
    else out.push(problem('void-order', o.message, { ...where, data: { ...(p ? namedBy(p.order) : {}), reason: o.reason, message: o.message } }));
  }
  return out;
}
