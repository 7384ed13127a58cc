/**
 * Readings kept and given back to every later reader (issue 22: order lines, a season's split)
 * are frozen all the way down, so that no reader can change what the next one gets: a reader
 * that tried would fail at once (modules are strict) rather than change another's orders.
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
