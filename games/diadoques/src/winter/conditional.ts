/**
 * Conditional winter orders (`diadokhoi §7.11.1`), evaluated: a line read by
 * `src/vocabulary/conditional.ts` is given or dropped on the position the autumn left.
 */
import type { GameEvent } from '@diadochi/kernel';
import type { GameState, PowerId } from '../rules/state.ts';
import { CONDITIONS_RULE, parseConditionalWinterOrders } from '../vocabulary/conditional.ts';
import type { WinterCondition } from '../vocabulary/conditional.ts';
import type { WinterOrder } from '../vocabulary/winter.ts';

/** Does the condition hold for `power` in this position? */
export function conditionHolds(s: GameState, power: PowerId, c: WinterCondition): boolean {
  const fact = c.kind === 'control' ? s.control[c.space] === power : s.units.some((u) => u.power === power && u.space === c.space && !u.transit);
  return fact !== c.negated;
}

/**
 * The winter orders `power` gives, his conditions evaluated on the position now (after the
 * autumn), with one line to him alone for each condition: met or not, he learns it; nobody
 * else does, as his orders are his own (a skipped secret gift stays secret).
 */
export function winterOrdersNow(s: GameState, power: PowerId, text: string): { orders: WinterOrder[]; events: GameEvent[] } {
  const orders: WinterOrder[] = [];
  const events: GameEvent[] = [];
  for (const line of parseConditionalWinterOrders(s.ruleset, text).orders) {
    const c = line.order.condition;
    const given = !c || conditionHolds(s, power, c);
    if (given) orders.push(line.order.order);
    if (c) events.push({ type: 'winter-condition', rule: CONDITIONS_RULE, text: `${power}: "${line.text}" — ${given ? 'condition met, order given' : 'condition not met, order dropped'}`, data: { power, condition: c, given, order: line.text }, to: [power] });
  }
  return { orders, events };
}
