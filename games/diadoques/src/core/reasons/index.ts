/**
 * Reason codes (why an order failed, what befell a character) and their catalogs; see
 * `types.ts`. `because(code, data)` makes one at its source; `reasonLine` writes it.
 */
import { en } from './en.ts';
import { fr } from './fr.ts';
import type { Namer, Reason, ReasonCatalog, ReasonCode, Reasons } from './types.ts';

export type { Namer, Reason, ReasonCatalog, ReasonCode, Reasons } from './types.ts';

export const REASON_CATALOGS: Record<'en' | 'fr', ReasonCatalog> = { en, fr };

type DataArg<K extends ReasonCode> = Reasons[K] extends Record<string, never> ? [] : [Reasons[K]];

/** A reason with its data: `because('no-unit-of', { power, space })`, `because('not-in-winter')`. */
export function because<K extends ReasonCode>(code: K, ...data: DataArg<K>): Reason<K> {
  return (data.length > 0 ? { code, data: data[0] } : { code }) as Reason<K>;
}

/** The line of a reason in a language; `undefined` when the value is no known reason (an old record). */
export function reasonLine(r: unknown, n: Namer, lang: 'en' | 'fr'): string | undefined {
  if (!r || typeof r !== 'object' || typeof (r as { code?: unknown }).code !== 'string') return undefined;
  const { code, data } = r as { code: string; data?: unknown };
  const line = (REASON_CATALOGS[lang] as Record<string, ((d: unknown, n: Namer) => string) | undefined>)[code];
  return line ? line(data ?? {}, n) : undefined;
}

/** Names as the engine's legacy text writes them: ids, money as the ruleset writes it. */
export function idNamer(money: (amount: number) => string, neutral: (id: string) => string = (id) => id): Namer {
  return { power: (id) => id ?? 'neutral', character: (id) => id ?? '?', place: (id) => id ?? '?', money: (amount) => money(amount ?? 0), neutral };
}

/** A reason in the engine's legacy English text (ids for names). */
export function reasonText(r: Reason, money: (amount: number) => string, neutral?: (id: string) => string): string {
  return reasonLine(r, idNamer(money, neutral), 'en')!;
}
