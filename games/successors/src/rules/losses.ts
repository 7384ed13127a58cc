/**
 * Losses "of the owner's choice" (successors 12.7.5 the winner's CU, 12.9.1 a draw, 12.8.1
 * attrition, 15.1.2 a siege, 9.1.3 forage). The procedures remove the automatic allocation at
 * once (least valuable first: `removeCheapest`) so that everything after them — strength of a
 * next battle, an emptied army stopping — runs on; each such loss where the owner had a real
 * choice is recorded here. At the next decision point a `losses` step gives those CUs back and
 * asks the owner which to lose, one CU a decision, the automatic pick listed first (a deadline
 * or a bot that takes the first choice keeps the automatic allocation). Forced parts of a loss
 * are not asked: the elephant of an "e" attrition result (12.8.1).
 */
import type { Choice, ResolveContext } from '@diadochi/kernel';
import type { CuType, SpaceId } from '../data/types.ts';
import { CU_TYPES, noCus } from './state.ts';
import type { Cus, Faction, LossPlace, Step, SuccessorsState } from './state.ts';
import { holding, tidy, total } from './query.ts';
import { ev } from '../vocabulary.ts';

/** The moving army's faction, when it stands at `space` (its CUs' record is `carried`). */
function moverAt(s: SuccessorsState, space: SpaceId): Faction | null {
  const m = s.moving;
  if (!m || m.path[m.path.length - 1] !== space) return null;
  return s.generals[m.general]?.owner ?? s.order[s.active] ?? null;
}

/**
 * Records a loss already applied: `pool` the CUs that could be lost (before the loss, forced
 * parts excepted), `lost` the automatic allocation taken from them, `at` where the survivors are.
 * Nothing is recorded when the allocation was the only one possible.
 */
export function recordLoss(s: SuccessorsState, f: Faction, rule: string, pool: Cus, lost: Cus, at: LossPlace): void {
  const n = total(lost);
  const kinds = CU_TYPES.filter((t) => pool[t] > 0).length;
  if (n === 0 || n >= total(pool) || kinds < 2) return;
  const moved = at !== 'dispersed' && at.part === 'out' && moverAt(s, at.space) === f;
  s.losses.push({ faction: f, rule, pool: { ...pool }, lost: { ...lost }, at, moved });
}

/** The survivors of a pending loss followed when their army steps elsewhere (a fall back, 10.5, 12.9). */
export function followLosses(s: SuccessorsState, f: Faction, from: SpaceId, to: SpaceId): void {
  for (const q of s.losses) if (q.faction === f && q.at !== 'dispersed' && q.at.part === 'out' && q.at.space === from) q.at = { space: to, part: 'out' };
}

/** The CUs at a loss's place, read only: a look creates no empty holding (fuzz successors --first 4 --games 1 --seed post). */
function peekAt(s: SuccessorsState, f: Faction, at: LossPlace): Cus {
  if (at === 'dispersed') return s.dispersed[f] ?? noCus();
  const h = s.holdings[at.space]?.[f];
  return h ? (at.part === 'out' ? h.out : h.in) : noCus();
}

function cusAt(s: SuccessorsState, f: Faction, at: LossPlace): Cus {
  if (at === 'dispersed') return s.dispersed[f]!;
  return at.part === 'out' ? holding(s, at.space, f).out : holding(s, at.space, f).in;
}

/** Gives back (`+1`) or takes (`-1`) one CU of a type where the survivors stand, keeping the moving army's and the tired CUs' records in step. */
function shift(s: SuccessorsState, q: { faction: Faction; at: LossPlace; moved: boolean }, t: CuType, k: 1 | -1): void {
  const c = cusAt(s, q.faction, q.at);
  c[t] += k;
  if (q.at === 'dispersed' || q.at.part !== 'out') return;
  const space = q.at.space;
  const m = s.moving;
  if (m && moverAt(s, space) === q.faction) m.carried[t] = Math.max(0, Math.min(m.carried[t] + (k > 0 && q.moved ? 1 : 0), c[t]));
  else if (q.moved && s.tired[space]) s.tired[space]![t] = Math.max(0, Math.min(s.tired[space]![t] + (k > 0 ? 1 : 0), c[t]));
}

/** Opens the next pending loss as a decision of its owner, once the procedure that caused it is over. */
export function openLosses(s: SuccessorsState): void {
  if (s.result || s.step.k === 'over') {
    s.losses = [];
    return;
  }
  while (s.step.k !== 'losses' && s.losses.length > 0) {
    const q = s.losses.shift()!;
    const here = peekAt(s, q.faction, q.at);
    // The survivors must still be where they were; otherwise the automatic allocation stands.
    if (CU_TYPES.some((t) => here[t] < q.pool[t] - q.lost[t])) continue;
    for (const t of CU_TYPES) for (let i = 0; i < q.lost[t]; i++) shift(s, q, t, 1);
    s.step = { k: 'losses', who: q.faction, rule: q.rule, left: total(q.lost), pool: { ...q.pool }, chosen: noCus(), at: q.at, moved: q.moved, back: s.step };
  }
}

/** The CU types the owner may lose next, the automatic pick (least valuable) first. */
export function lossChoices(s: SuccessorsState, st: Extract<Step, { k: 'losses' }>): Choice[] {
  const here = cusAt(s, st.who, st.at);
  const targets = CU_TYPES.filter((t) => st.pool[t] - st.chosen[t] > 0 && here[t] > 0);
  return [{ verb: 'lose', targets }];
}

/** One CU lost by the owner's choice; the step closes when all are chosen. */
export function applyLoss(s: SuccessorsState, ctx: ResolveContext, st: Extract<Step, { k: 'losses' }>, t: CuType): void {
  shift(s, { faction: st.who, at: st.at, moved: st.moved }, t, -1);
  st.chosen[t] += 1;
  st.left -= 1;
  const space = st.at === 'dispersed' ? '' : st.at.space;
  ctx.emit(ev('loss-chosen', { faction: st.who, what: t, space }, { rule: st.rule }));
  if (space) tidy(s, space);
  if (st.left <= 0 || lossChoices(s, st)[0]!.targets!.length === 0) s.step = st.back;
}
