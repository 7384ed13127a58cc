/**
 * The start purchases (`diadoques §12.4`, `diadokhoi §5.3.1`): one unit a line in the
 * winter-build notation, its verb optional — `A MAC`, `Ae MAC`, `F alexandrie`, or
 * `construire A MAC`, `build A Mac`. Read as a winter `build`; printed without the verb, as the
 * rulebooks' start tables write them.
 */
import type { RulesetId, UnitType } from '../map/types.ts';
import { placeName } from './names.ts';
import { mapForRuleset, parseLines, readType, fail } from './words.ts';
import type { Read, TextParse, Word } from './words.ts';
import { readWinterLine } from './winter.ts';
import type { WinterOrder } from './winter.ts';
import { profileOf } from '../rulebook/index.ts';

export type Purchase = Extract<WinterOrder, { kind: 'build' }>;

/** A purchase line: a winter build order, its verb optional (`A MAC` is `construire A MAC`). */
function readPurchase(ruleset: RulesetId, ws: Word[]): Read<Purchase> {
  const bare = ws.length > 0 && readType(ws, 0).type !== undefined;
  const r = bare ? readWinterLine(ruleset, [{ text: 'build', key: 'build', start: 0, end: 0 }, ...ws]) : readWinterLine(ruleset, ws);
  if (!r.ok) return r;
  if (r.value.kind !== 'build') {
    return profileOf(ruleset).policies.game.startBuys === 'exactly-mercenaries'
      ? fail('not-a-purchase', 'At the start only mercenary units are bought: one per line, e.g. "A Mac" or "F Mac".', ws, 'diadokhoi §5.3.1')
      : fail('not-a-purchase', 'At the start only units are bought: one per line, e.g. "A MAC" or "F Pydna".', ws, 'diadoques §12.4');
  }
  return { ok: true, value: r.value, next: bare ? r.next - 1 : r.next };
}

export function parsePurchases(ruleset: RulesetId, text: string): TextParse<Purchase> {
  return parseLines(text, (ws) => readPurchase(ruleset, ws));
}

/** A purchase as its line (`A MAC`, `F Pella`): `parsePurchases` of it gives it back. */
export function printPurchase(ruleset: RulesetId, o: { type: UnitType; space: string; coast?: string }): string {
  return `${o.type} ${placeName(mapForRuleset(ruleset), o.space, o.coast)}`;
}
