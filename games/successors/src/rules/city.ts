/**
 * 9.7.3: inside and outside one's own unbesieged major city "par un mouvement normal pendant votre
 * tour de jeu (ceci ne coûte pas de PMs)". Offered in the Movement Segment between armies' moves
 * (no army moving): `enter-city` (subject the space, targets the CU types outside) takes one CU
 * inside, `leave-city` one CU out, one CU a decision, free of MP. The city holds two CUs inside
 * (9.7.1). Generals stay with their army: when no CU of the faction is left outside they go
 * inside, and those inside come out with the first CU that leaves (a ruling, decisions.md).
 * Bounded: a space's CUs switch in one direction a segment (`s.switched`), so the choices cannot
 * loop.
 */
import type { Choice, ChoiceDecision, ResolveContext } from '@diadochi/kernel';
import type { CuType, SpaceId } from '../data/types.ts';
import { spaceDef } from './board.ts';
import type { Rules } from './board.ts';
import { CU_TYPES } from './state.ts';
import type { Faction, SuccessorsState } from './state.ts';
import { generalsAt, holding, total } from './query.ts';
import { besieged } from './places.ts';
import { ev } from '../vocabulary.ts';

/** CUs a major city holds inside (9.7.1: "jusqu'à deux UCs"). */
const INSIDE_MAX = 2;

/** The spaces where `f` may switch CUs now: his own unbesieged major cities where he has CUs. */
function cities(r: Rules, s: SuccessorsState, f: Faction): SpaceId[] {
  return Object.keys(s.holdings)
    .filter((id) => s.holdings[id]?.[f] && spaceDef(r, id).kind === 'major-city' && s.control[id]?.by === f && !besieged(r, s, id, f))
    .sort();
}

export function cityChoices(r: Rules, s: SuccessorsState, f: Faction): Choice[] {
  const out: Choice[] = [];
  for (const id of cities(r, s, f)) {
    const h = holding(s, id, f);
    const done = s.switched?.[id];
    const outside = CU_TYPES.filter((t) => h.out[t] > 0);
    if (done !== 'out' && total(h.in) < INSIDE_MAX && outside.length > 0) out.push({ verb: 'enter-city', subject: id, targets: outside });
    const inside = CU_TYPES.filter((t) => h.in[t] > 0);
    if (done !== 'in' && inside.length > 0) out.push({ verb: 'leave-city', subject: id, targets: inside });
  }
  return out;
}

export function applyCity(s: SuccessorsState, ctx: ResolveContext, f: Faction, d: ChoiceDecision): void {
  const space = d.subject!;
  const t = d.target as CuType;
  const h = holding(s, space, f);
  const entering = d.verb === 'enter-city';
  (s.switched ??= {})[space] = entering ? 'in' : 'out';
  if (entering) {
    h.out[t] -= 1;
    h.in[t] += 1;
    // A CU that moved this segment may be the one that went in: the tired count never exceeds those outside.
    const tired = s.tired[space];
    if (tired) tired[t] = Math.min(tired[t], h.out[t]);
    if (total(h.out) === 0) for (const g of generalsAt(s, space, f, false)) s.generals[g]!.inside = true;
    ctx.emit(ev('withdrew-inside', { faction: f, space, cus: 1 }, { rule: 'successors 9.7.3' }));
  } else {
    h.in[t] -= 1;
    h.out[t] += 1;
    for (const g of generalsAt(s, space, f, true)) s.generals[g]!.inside = false;
    ctx.emit(ev('left-city', { faction: f, space, cus: 1 }, { rule: 'successors 9.7.3' }));
  }
}
