/**
 * Sieges of major cities and submission of independent spaces (successors 15, 6.3, 9.8).
 */
import type { ResolveContext } from '@diadochi/kernel';
import type { SpaceId } from '../data/types.ts';
import { CITY_SIEGE_POINTS, MIN_SIEGE_CUS, SUBMISSION_POINTS } from '../data/costs.ts';
import { isPort, spaceDef } from './board.ts';
import type { Rules } from './board.ts';
import type { Faction, SuccessorsState } from './state.ts';
import { commander, cusIn, cusOut, fleetPoints, holding, legitimacy, tidy } from './query.ts';
import { captureRoyals, defeat, removeCheapest } from './combat.ts';
import { recordLoss } from './losses.ts';
import { attack } from './champion.ts';
import { ev } from '../vocabulary.ts';
import { spend } from './boosts.ts';

/** Whether a space can be the target of a siege or submission by faction `f` (15.0, 15.4). */
export function siegeTarget(r: Rules, s: SuccessorsState, space: SpaceId, f: Faction): boolean {
  const m = s.control[space];
  if (!m || m.by === f) return false;
  const kind = spaceDef(r, space).kind;
  if (kind === 'major-city') return true;
  return m.by === 'independent' && (kind === 'minor-city' || kind === 'fortress');
}

/** Siege points needed (successors 15.1.1, 15.4.1; independent markers carry their value, 2.3.3). */
export function pointsNeeded(r: Rules, s: SuccessorsState, space: SpaceId): number {
  const m = s.control[space]!;
  const kind = spaceDef(r, space).kind;
  if (m.by === 'independent') {
    if (kind === 'major-city') return 3;
    return m.value ?? (kind === 'fortress' ? SUBMISSION_POINTS.fortress : SUBMISSION_POINTS['minor-city']);
  }
  return CITY_SIEGE_POINTS[Math.min(2, cusIn(s, space, m.by))]!;
}

/** An army may attempt: 3+ CUs outside (successors 15.1.1, 15.4). */
export const canSiege = (r: Rules, s: SuccessorsState, space: SpaceId, f: Faction): boolean =>
  siegeTarget(r, s, space, f) && cusOut(s, space, f) >= MIN_SIEGE_CUS && commander(r, s, space, f) !== null;

/**
 * One siege or submission roll (15.1.2, 15.2). `surrender`: in the Surrender Segment, a
 * successful siege places a control marker (15.1.3, 6.3). Returns whether the space fell.
 */
export function siegeRoll(r: Rules, s: SuccessorsState, ctx: ResolveContext, space: SpaceId, f: Faction, o: { surrender: boolean; modifier?: number }): boolean {
  const m = s.control[space]!;
  const def = spaceDef(r, space);
  if (m.by !== 'independent' && def.kind === 'major-city') attack(r, s, ctx, f, m.by);
  // Surprise bonuses (#49, #62) and the Helepolis (#14) (15.2.3, 15.2.4).
  let mod = (o.modifier ?? 0) + spend(s, f, 'siege') + (s.helepolis === f ? 1 : 0);
  if (def.kind === 'major-city') {
    mod += def.siegeModifier ?? 0;
    if (isPort(r, space) && fleetPoints(r, s, f, false) === 0) mod -= 1; // 15.2.2
  }
  const roll = ctx.dice.d6('successors 15.1.2');
  const t = r.data.tables.siege;
  const modified = Math.max(t.min, Math.min(t.max, roll + mod));
  const res = t.results[modified - t.min]!;
  const prev = s.siege[space];
  const points = (prev && prev.by === f ? prev.points : 0) + res.points;
  const need = pointsNeeded(r, s, space);
  if (res.losses > 0) {
    // The besieger's CUs of his choice (15.1.2): the automatic ones now, his pick at the next decision point.
    const out = holding(s, space, f).out;
    const pool = { ...out };
    recordLoss(s, f, 'successors 15.1.2', pool, removeCheapest(out, res.losses), { space, part: 'out' });
  }
  // Royal Army inside mutinies to a more legitimate besieger at the first siege point (14.3.8).
  if (res.points > 0 && m.by !== 'independent' && legitimacy(r, s, f) > legitimacy(r, s, m.by)) {
    const hin = holding(s, space, m.by).in;
    if (hin.royal > 0) {
      holding(s, space, f).out.royal += hin.royal;
      ctx.emit(ev('royal-army-mutiny', { faction: m.by, to: f, cus: hin.royal }, { rule: 'successors 14.3.8' }));
      hin.royal = 0;
    }
  }
  ctx.emit(ev('siege-roll', { faction: f, space, roll, modified, points: res.points, losses: res.losses, total: points, need }, { rule: 'successors 15.1.2' }));
  if (points < need) {
    s.siege[space] = { by: f, points };
    tidy(s, space);
    return false;
  }
  delete s.siege[space];
  const loser = m.by;
  delete s.control[space];
  if (loser !== 'independent') {
    defeat(r, s, ctx, space, loser, { kind: 'faction', faction: f }, { inside: true });
  }
  else captureRoyals(r, s, ctx, space, loser, { kind: 'faction', faction: f });
  for (const st of Object.values(s.royals)) if (st.space === space) st.inside = false;
  ctx.emit(ev('siege-success', { faction: f, space }, { rule: def.kind === 'major-city' ? 'successors 15.1.3' : 'successors 15.4.1' }));
  if (o.surrender) {
    s.control[space] = { by: f };
    ctx.emit(ev('control-placed', { faction: f, space }, { rule: 'successors 6.3' }));
  }
  tidy(s, space);
  return true;
}

/** A siege is lifted when every besieging CU has gone (15.1.4). */
export function liftSieges(s: SuccessorsState, ctx: ResolveContext): void {
  for (const [space, sg] of Object.entries(s.siege)) {
    if (cusOut(s, space, sg.by) === 0) {
      delete s.siege[space];
      ctx.emit(ev('siege-lifted', { space }, { rule: 'successors 15.1.4' }));
    }
  }
}
