/**
 * The autumn of a game merging the winter with it (`diadokhoi §7.11.2`): one order text, the
 * season's lines first, then a line `winter:` (`hiver :`) and the winter lines. The forms and
 * the map clicks write each line into its own part, so that a season order never lands among
 * the winter lines nor a winter line among the season's. Pure text work; the engine's
 * `isWinterMarker` says what a marker is.
 */
import { isWinterMarker } from '@diadochi/diadoques';

export type Part = 'season' | 'winter';

/** The marker line a form writes, in the words of the ruleset's orders (`lines.ts`). */
export const winterMarker = (ruleset: 'diadoques' | 'diadokhoi'): string => (ruleset === 'diadoques' ? 'hiver :' : 'winter:');

/** The text's lines split at the first marker (the engine reads the winter lines after the first one). */
export function splitAtMarker(text: string): { season: string[]; marker: string | null; winter: string[] } {
  const lines = text === '' ? [] : text.split('\n');
  const at = lines.findIndex(isWinterMarker);
  if (at < 0) return { season: lines, marker: null, winter: [] };
  return { season: lines.slice(0, at), marker: lines[at]!, winter: lines.slice(at + 1) };
}

/** The winter lines of the text, as the winter form reads them (its budget, its replacements). */
export const winterPart = (text: string): string => splitAtMarker(text).winter.join('\n');

const trimEnd = (lines: string[]) => {
  const out = [...lines];
  while (out.length > 0 && out[out.length - 1]!.trim() === '') out.pop();
  return out;
};

/**
 * Writes `line` into one part: it replaces the first line of that part for which `same` holds,
 * else it ends the part. A winter line opens the winter part with `marker` when there is none.
 */
export function upsertInPart(text: string, part: Part, line: string, same: (existing: string) => boolean, marker: string): string {
  const s = splitAtMarker(text);
  const lines = trimEnd(part === 'season' ? s.season : s.winter);
  const i = lines.findIndex((l) => l.trim() !== '' && same(l));
  if (i >= 0) lines[i] = line;
  else lines.push(line);
  if (part === 'season') return [...lines, ...(s.marker === null ? [] : [s.marker, ...s.winter])].join('\n');
  return [...trimEnd(s.season), s.marker ?? marker, ...lines].join('\n');
}
