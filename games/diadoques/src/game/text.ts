/** Reading a raw decision as text, as the military definition does (one order per line). */
export function textOf(decision: unknown): string | undefined {
  // A loop with a bound, not recursion: `{orders: {orders: …}}` nested thousands deep is no decision (issue 13).
  let d = decision;
  for (let depth = 0; depth < 4; depth++) {
    if (typeof d === 'string') return d;
    if (Array.isArray(d)) return d.every((x) => typeof x === 'string') ? d.join('\n') : undefined;
    if (!d || typeof d !== 'object' || !('orders' in d)) return undefined;
    d = (d as { orders: unknown }).orders;
  }
  return undefined;
}
