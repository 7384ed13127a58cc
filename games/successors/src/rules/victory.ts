/**
 * Victory (successors 20): automatic victory, the end-of-game count and its tie-breakers, the
 * regent (21.4), and Champions regained at 0 VP (17.5.6).
 */
import type { ResolveContext } from '@diadochi/kernel';
import { isMinor } from './board.ts';
import type { Rules } from './board.ts';
import type { Faction, SuccessorsState } from './state.ts';
import { allLegitimacy, allVictoryPoints, cuCount, legitimacy, provinceController, victoryPoints } from './query.ts';
import { ev } from '../vocabulary.ts';

export function seniorityOf(r: Rules, s: SuccessorsState, f: Faction): number {
  let best = 999;
  for (const [id, g] of Object.entries(s.generals)) if (g.owner === f && (g.where === 'map' || g.where === 'dispersed') && !isMinor(id)) best = Math.min(best, r.seniority.get(id) ?? 998);
  return best;
}

/** Tie-breakers of 20.3: Macedonia, Macedonian CUs, the most senior general. */
export function tieBreak(r: Rules, s: SuccessorsState, a: Faction, b: Faction): number {
  const mac = r.macedonia;
  const ma = mac && provinceController(r, s, mac) === a ? 1 : 0;
  const mb = mac && provinceController(r, s, mac) === b ? 1 : 0;
  if (ma !== mb) return mb - ma;
  const ca = cuCount(s, a, ['macedonian', 'royal', 'silver-shields']);
  const cb = cuCount(s, b, ['macedonian', 'royal', 'silver-shields']);
  if (ca !== cb) return cb - ca;
  return seniorityOf(r, s, a) - seniorityOf(r, s, b);
}

export function thresholds(r: Rules, s: SuccessorsState): { vp: number; lp: number } {
  const v = r.data.setups.find((x) => x.players === s.options.players && x.id.includes(s.options.variant)) ?? r.data.setups.find((x) => x.players === s.options.players);
  return { vp: v?.autoVictoryVp ?? (s.options.players === 2 ? 29 : s.options.players === 3 ? 26 : 23), lp: v?.autoVictoryLp ?? 18 };
}

export function endGame(s: SuccessorsState, ctx: ResolveContext, winners: Faction[], reason: NonNullable<SuccessorsState['result']>['reason'], rule: string): void {
  s.result = { winners, reason, rule };
  s.step = { k: 'over' };
  s.moving = null;
  ctx.emit(ev('game-over', { winners, reason }, { rule }));
}

/** Automatic victory (20.2) from turn 2, and a Successor back to Champion at 0 VP (17.5.6). */
export function checkVictory(r: Rules, s: SuccessorsState, ctx: ResolveContext): boolean {
  if (s.result) return true;
  const all = allVictoryPoints(r, s);
  for (const f of s.factions) {
    const vp = all[f]!;
    // "The moment his VP total reaches 0" (17.5.6): a fall to 0, not a Successor who has none (a ruling).
    if (!s.champion[f] && vp === 0 && (s.lastVp[f] ?? 0) > 0) {
      s.champion[f] = true;
      ctx.emit(ev('champion-regained', { faction: f }, { rule: 'successors 17.5.6' }));
    }
    s.lastVp[f] = vp;
  }
  if (s.turn < 2) return false;
  const t = thresholds(r, s);
  const byVp = s.factions.filter((f) => all[f]! >= t.vp);
  if (byVp.length > 0) {
    endGame(s, ctx, [byVp.sort((a, b) => all[b]! - all[a]! || tieBreak(r, s, a, b))[0]!], 'automatic-vp', 'successors 20.2');
    return true;
  }
  const lps = allLegitimacy(r, s);
  const byLp = s.factions.filter((f) => lps[f]! >= t.lp);
  if (byLp.length > 0) {
    endGame(s, ctx, [byLp.sort((a, b) => lps[b]! - lps[a]! || tieBreak(r, s, a, b))[0]!], 'automatic-lp', 'successors 20.2');
    return true;
  }
  return false;
}

/** The regent (20.1.3, 21.4): the highest VP + LP, ties by 20.3. */
export function regent(r: Rules, s: SuccessorsState): Faction {
  return [...s.factions].sort((a, b) => victoryPoints(r, s, b) + legitimacy(r, s, b) - (victoryPoints(r, s, a) + legitimacy(r, s, a)) || tieBreak(r, s, a, b))[0]!;
}

