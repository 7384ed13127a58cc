/** Reading a raw decision as text, as the military definition does (one order per line). */
export function textOf(decision: unknown): string | undefined {
  if (typeof decision === 'string') return decision;
  if (Array.isArray(decision) && decision.every((x) => typeof x === 'string')) return decision.join('\n');
  if (decision && typeof decision === 'object' && 'orders' in decision) return textOf((decision as { orders: unknown }).orders);
  return undefined;
}
