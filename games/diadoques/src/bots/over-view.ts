/**
 * `{ ...fields, ...view, ...then }` for the bots, without reading the view's fields when it is made.
 * Issue 22: the kernel copies a bot's view field by field as the bot reads it
 * (`lazyClone`), and a spread reads them all — the last season's report and the event history
 * included, two thirds of a Les Diadoques view that no bot reads. Here a field the view copies
 * when read is read from the view when first read here: the same keys in the same order, the
 * same values (a view is not changed while a bot decides); a field set here stays here, as in
 * a spread copy.
 */
export function overView<T>(fields: Record<string, unknown>, view: object, then: Record<string, unknown> = {}): T {
  const out: Record<string, unknown> = { ...fields };
  for (const key of Object.keys(view)) {
    const d = Object.getOwnPropertyDescriptor(view, key)!;
    if (!d.get) {
      out[key] = d.value;
      continue;
    }
    const own = (value: unknown) => Object.defineProperty(out, key, { value, writable: true, enumerable: true, configurable: true });
    Object.defineProperty(out, key, { get: () => (view as Record<string, unknown>)[key], set: own, enumerable: true, configurable: true });
  }
  for (const [key, value] of Object.entries(then)) out[key] = value;
  return out as T;
}
