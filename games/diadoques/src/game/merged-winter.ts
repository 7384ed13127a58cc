/**
 * Play by mail (`diadokhoi §7.11`): the winter merged with the autumn and the conditions a
 * player may write.
 *
 * - `diadokhoi §7.11.2`: "winter turns may be associated with autumn turns for a faster game".
 *   With the game option `mergedWinter`, a player's autumn decision may carry his winter orders
 *   after a line `winter:` (`hiver :`). They stay in the state, never in a view, until the
 *   autumn (and its retreat step) is over; then the winter is resolved in the same step and the
 *   game goes straight from autumn to spring. No winter lines: no winter orders (each unit is
 *   kept while the money allows, as in an ordinary winter without orders).
 * - `diadokhoi §7.11.1`: conditions only on earlier actions. A winter line may depend on the
 *   position after the autumn (`winter/conditional.ts`); a military or retreat line may not,
 *   as it would depend on the other players' orders of the same season.
 *
 * Les Diadoques has no play-by-mail chapter; its games may use the option too (decisions.md).
 */
import { problem } from '@diadochi/kernel';
import type { Problem, ResolveContext } from '@diadochi/kernel';
import { splitOrders } from '../politics/index.ts';
import type { SplitOrders } from '../politics/index.ts';
import type { PowerId } from '../rules/state.ts';
import { CONDITIONS_RULE, parseConditionalWinterOrders, startsConditional } from '../vocabulary/conditional.ts';
import type { WholeState } from './types.ts';
import { resolveWholeWinter } from './winter.ts';

export const MERGED_RULE = 'diadokhoi §7.11.2';
/** Where the winter lines wait between the autumn's orders and the winter (secret: never viewed). */
export const MERGED_EXT = 'mergedWinter';
const MARKER = /^\s*(winter|hiver)\s*:\s*$/i;

/** Is this line the `winter:` (`hiver :`) that opens the winter lines? */
export const isWinterMarker = (line: string): boolean => MARKER.test(line);

/** What reading an orders text needs of the game: a player's view (`WholeView.state`) has it. */
export type TextContext = Pick<WholeState, 'options' | 'season' | 'phase' | 'ruleset'>;

/** Does this step take the winter orders with the orders (the autumn of a merged-winter game)? */
export function mergesWinter(s: TextContext): boolean {
  return s.options.mergedWinter === true && s.season === 'autumn' && s.phase === 'orders';
}

/** A military season's (or retreat step's) text read apart from its winter lines. */
export interface SeasonText {
  /** The season's own lines, those that cannot stand there blanked (line numbers kept). */
  season: string;
  /** The winter lines after `winter:`, when this step takes them. */
  winter?: string;
  /** A condition, a misplaced `winter:`, a winter line that cannot be read — each at its line. */
  problems: Problem[];
}

/** Char offset of each line's start in the whole text. */
function lineStarts(lines: string[]): number[] {
  const out: number[] = [];
  let at = 0;
  for (const l of lines) {
    out.push(at);
    at += l.length + 1;
  }
  return out;
}

const MARKER_WHY = {
  'not-merged': 'This game does not merge the winter with the autumn (diadokhoi §7.11.2): send the winter orders in the winter.',
  second: 'Only one "winter:" line: the winter orders follow the first one.',
  'not-autumn': 'Winter orders go with the autumn orders only, after a line "winter:" (diadokhoi §7.11.2).',
};

function markerProblem(s: TextContext, line: number, start: number, text: string): Problem {
  const why: keyof typeof MARKER_WHY = s.options.mergedWinter !== true ? 'not-merged' : mergesWinter(s) ? 'second' : 'not-autumn';
  return problem('misplaced-winter', MARKER_WHY[why], { path: ['orders', line], span: { start, end: start + text.length }, rule: MERGED_RULE, data: { why } });
}

/**
 * Reads a military season's or retreat step's text: a condition is refused at its line
 * (`diadokhoi §7.11.1`), `winter:` is refused except once in a merged autumn, and the winter
 * lines after it are read by the winter reader, their problems at their lines in the whole text.
 */
export function readSeasonText(s: TextContext, text: string): SeasonText {
  const lines = text.split('\n');
  const markers = lines.flatMap((l, i) => (MARKER.test(l) ? [i] : []));
  // Issue 22: nearly every text has no `winter:` and no condition: it is its own season, as written.
  if (markers.length === 0 && !lines.some((l) => startsConditional(l))) return { season: text, problems: [] };
  const starts = lineStarts(lines);
  const problems: Problem[] = [];
  const cut = mergesWinter(s) ? markers[0] : undefined;
  const season = cut === undefined ? [...lines] : lines.slice(0, cut);
  for (const i of markers.filter((m) => m !== cut)) {
    problems.push(markerProblem(s, i, starts[i]!, lines[i]!));
    if (i < season.length) season[i] = '';
  }
  season.forEach((l, i) => {
    if (!startsConditional(l)) return;
    problems.push(problem('conditional-order', 'Conditional orders may depend only on earlier actions (diadokhoi §7.11.1), not on the other players\' orders of the same season: write this order without "if".', { path: ['orders', i], span: { start: starts[i]!, end: starts[i]! + l.length }, rule: CONDITIONS_RULE }));
    season[i] = '';
  });
  if (cut === undefined) return { season: season.join('\n'), problems };
  const winter = lines.slice(cut + 1).join('\n');
  for (const p of parseConditionalWinterOrders(s.ruleset, winter).problems) problems.push(shift(p, cut + 1, starts[cut + 1] ?? text.length));
  return { season: season.join('\n'), winter, problems };
}

/** A problem of the winter part, moved to its place in the whole text. */
function shift(p: Problem, lines: number, chars: number): Problem {
  const line = typeof p.path?.[1] === 'number' ? p.path[1] + lines : undefined;
  return { ...p, ...(line !== undefined ? { path: ['orders', line] } : {}), ...(p.span ? { span: { start: p.span.start + chars, end: p.span.end + chars } } : {}) };
}

/** The season's text read, split into military and political lines: every problem the text alone shows. */
export function readOrdersText(s: TextContext, text: string): { read: SeasonText; parts: SplitOrders; problems: Problem[] } {
  const read = readSeasonText(s, text);
  const parts = splitOrders(s.ruleset, read.season);
  return { read, parts, problems: [...read.problems, ...parts.problems, ...parts.political.problems] };
}

/** Every problem of an orders text that does not need the position: the winter's, or a season's. */
export function orderTextProblems(s: TextContext, text: string): Problem[] {
  return s.phase === 'winter' ? parseConditionalWinterOrders(s.ruleset, text).problems : readOrdersText(s, text).problems;
}

/** In a merged autumn: each power's season lines, and its winter lines set aside. */
export function takeWinterLines(s: WholeState, texts: Record<PowerId, string>): { season: Record<PowerId, string>; winter?: Record<PowerId, string> } {
  if (!mergesWinter(s)) return { season: texts };
  const season: Record<PowerId, string> = {};
  const winter: Record<PowerId, string> = {};
  for (const [p, t] of Object.entries(texts)) {
    const read = readSeasonText(s, t);
    season[p] = read.season;
    if (read.winter !== undefined) winter[p] = read.winter;
  }
  return { season, winter };
}

const living = (s: WholeState) => s.powers.filter((p) => p.kind === 'player' && !p.eliminated).map((p) => p.id);

/**
 * After a merged autumn and its retreat step: the winter, with the winter lines the
 * players sent, resolved now; the game then opens the spring. Anything else passes unchanged
 * (the winter lines of a game that ended with the autumn are dropped).
 */
export function resolveMergedWinter(s: WholeState, ctx: ResolveContext): WholeState {
  // The autumn's retreat step is still to come: the lines wait for it.
  if (s.phase === 'retreats') return s;
  const stored = s.ext[MERGED_EXT];
  delete s.ext[MERGED_EXT];
  if (s.phase !== 'winter' || s.options.mergedWinter !== true) return s;
  ctx.emit({ type: 'merged-winter', rule: MERGED_RULE, text: `Winter ${s.year}: merged with the autumn, resolved with the winter orders sent with it.`, data: { year: s.year } });
  return resolveWholeWinter(s, Object.fromEntries(living(s).map((p) => [p, stored?.[p] ?? ''])), ctx);
}
