/** The end of the game: a victory of the politics layer, or the year limit with its ranking. */
import type { GameResult, ResolveContext } from '@diadochi/kernel';
import { livePlayers } from '../economy/index.ts';
import { prestigeOf, victory, victoryEvent, victoryPointsOf } from '../politics/index.ts';
import type { VictoryResult } from '../politics/index.ts';
import type { WholeState } from './types.ts';
import { rulebook } from '../rulebook/index.ts';

export function victoryResult(v: VictoryResult): GameResult {
  const ranking = v.ranking ?? [v.winners];
  // The reason as a typed code for the interfaces' catalogs (issue 17); `reason` stays for API readers.
  return { winners: v.winners, ranking, scores: v.scores, reason: `${v.kind} victory: ${v.reason}`, why: { code: `victory-${v.kind}`, data: { winners: v.winners } }, rule: v.rule };
}

export function endWith(s: WholeState, result: GameResult, ctx: ResolveContext): WholeState {
  ctx.emit({ type: 'game-over', rule: result.rule ?? '', text: `Game over: ${result.winners.join(', ')} (${result.reason}).`, data: result });
  s.phase = 'over';
  s.result = result;
  return s;
}

/**
 * The year limit (`diadokhoi §4.5.3`, the short game; used for diadoques too, see decisions.md):
 * the diadokhoi victory layer ranks the players itself; for diadoques the players are ranked
 * the same way, by victory points, then prestige.
 */
export function yearLimit(s: WholeState): GameResult {
  if (rulebook(s).policies.victory.otherwise === 'draw-or-short-game') {
    const v = victory(s, s.options.lastYear !== undefined ? { options: { shortGameEndYear: s.options.lastYear } } : {});
    if (v) return victoryResult(v);
  }
  const live = livePlayers(s).map((p) => p.id);
  const vp = Object.fromEntries(live.map((p) => [p, victoryPointsOf(s, p)]));
  const pp = Object.fromEntries(live.map((p) => [p, prestigeOf(s, p)]));
  const key = (p: string) => `${vp[p]}:${pp[p]}`;
  const sorted = [...live].sort((a, b) => vp[b]! - vp[a]! || pp[b]! - pp[a]! || a.localeCompare(b));
  const ranking: string[][] = [];
  for (const p of sorted) {
    const last = ranking[ranking.length - 1];
    if (last && key(last[0]!) === key(p)) last.push(p);
    else ranking.push([p]);
  }
  return { winners: ranking[0] ?? [], ranking, scores: vp, reason: `year limit ${s.options.lastYear} reached: ranked by victory points, then prestige`, why: { code: 'year-limit', data: { lastYear: s.options.lastYear } }, rule: 'diadokhoi §4.5.3' };
}

export { victoryEvent };
