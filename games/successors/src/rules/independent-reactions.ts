/**
 * Optional rule 23.3: a player who is not moving may make an independent army intercept the
 * moving army (10) or avoid its attack (11), each attempt paid by discarding a Surprise card
 * (a replacement is drawn, 7.3.2). Several players are asked in turn order (23.3.2); independent
 * armies intercept with initiative 2 (23.3.3) and, a ruling, avoid battle with it too.
 *
 * The windows (`indep` steps) open for every non-moving player, whether or not he holds a
 * Surprise card, so that they reveal nothing of his hand; a player without one can only pass.
 */
import type { Choice, ResolveContext } from '@diadochi/kernel';
import type { SpaceId } from '../data/types.ts';
import { spaceDef } from './board.ts';
import type { Rules } from './board.ts';
import type { Faction, Step, SuccessorsState } from './state.ts';
import { factionsOutside, generalsAt, independentsAt, total } from './query.ts';
import { ev } from '../vocabulary.ts';

/** 23.3.3: the initiative of an independent army reacting for a player. */
export const INDEPENDENT_INITIATIVE = 2;

type IndepStep = Extract<Step, { k: 'indep' }>;

const surprises = (r: Rules, s: SuccessorsState, f: Faction): number[] => (s.hands[f] ?? []).filter((n) => r.card.get(n)?.kind === 'surprise');

/** Independent armies on the map next to `space` by a land path (10.3.5), not in the space the mover came from. */
export function interceptingIndependents(r: Rules, s: SuccessorsState, mover: Faction, space: SpaceId, from: SpaceId): string[] {
  // 10.3.7: never into a space where another faction's CUs or an independent army already stand.
  if (factionsOutside(s, space).some((x) => x !== mover) || independentsAt(s, space).length > 0) return [];
  const out: string[] = [];
  for (const l of r.links.get(space) ?? []) {
    if (l.kind !== 'land' || l.to === from) continue;
    out.push(...independentsAt(s, l.to));
  }
  return [...new Set(out)].sort();
}

/** Where the independent armies of `space` may escape (11.3): one or two land steps into spaces free of any army, general or CU. */
export function independentEscapes(r: Rules, s: SuccessorsState, space: SpaceId, from: SpaceId): SpaceId[] {
  const free = (id: SpaceId) => id !== from && id !== space && Object.keys(s.holdings[id] ?? {}).length === 0 && generalsAt(s, id).length === 0 && independentsAt(s, id).length === 0;
  const first = (r.links.get(space) ?? []).filter((l) => l.kind === 'land' && free(l.to)).map((l) => l.to);
  const all = new Set(first);
  for (const a of first) for (const l of r.links.get(a) ?? []) if (l.kind === 'land' && free(l.to)) all.add(l.to);
  return [...all].sort();
}

/** The next player asked (23.3.2: turn order), or null. */
export function nextIndependentWindow(r: Rules, s: SuccessorsState, mover: Faction, space: SpaceId, from: SpaceId, mode: 'intercept' | 'avoid', asked: Faction[]): IndepStep | null {
  if (!s.options.optional.independentReactions || !s.moving || total(s.moving.carried) === 0) return null;
  const armies = mode === 'intercept' ? interceptingIndependents(r, s, mover, space, from) : independentEscapes(r, s, space, from).length > 0 ? independentsAt(s, space) : [];
  if (armies.length === 0) return null;
  const who = s.order.find((x) => x !== mover && !asked.includes(x));
  return who ? { k: 'indep', who, mover, space, from, mode, asked: [...asked, who] } : null;
}

export function independentReactionChoices(r: Rules, s: SuccessorsState, st: IndepStep): Choice[] {
  const out: Choice[] = [{ verb: 'pass' }];
  for (const n of surprises(r, s, st.who)) {
    const targets = st.mode === 'intercept' ? interceptingIndependents(r, s, st.mover, st.space, st.from) : independentEscapes(r, s, st.space, st.from);
    if (targets.length > 0) out.push({ verb: st.mode === 'intercept' ? 'indep-intercept' : 'indep-avoid', subject: String(n), targets });
  }
  return out;
}

/**
 * The attempt paid with Surprise card `card` (23.3.1): the card is discarded and replaced, then a
 * d6 above 2 (−1 into or towards a transit point, 10.2.3, 11.1.3) succeeds. An interception moves
 * the army into the mover's space; an avoidance moves the space's independent armies to `target`.
 */
export function independentAttempt(r: Rules, s: SuccessorsState, ctx: ResolveContext, st: IndepStep, card: number, target: string): boolean {
  s.hands[st.who] = s.hands[st.who]!.filter((c) => c !== card);
  s.discard.push(card);
  ctx.emit(ev('card-played', { faction: st.who, card, as: 'discard' }, { rule: 'successors 23.3.1' }));
  const d = s.deck.shift();
  if (d !== undefined) {
    s.hands[st.who]!.push(d);
    ctx.emit(ev('card-drawn', { faction: st.who, card: d }, { rule: 'successors 7.3.2', to: [st.who] }));
  }
  ctx.emit(ev('card-replaced', { faction: st.who }, { rule: 'successors 7.3.2' }));
  const transit = spaceDef(r, st.mode === 'intercept' ? st.space : target).kind === 'transit' ? -1 : 0;
  const roll = ctx.dice.d6(st.mode === 'intercept' ? 'successors 23.3.3' : 'successors 23.3.1');
  const success = roll + transit > INDEPENDENT_INITIATIVE;
  const armies = st.mode === 'intercept' ? [target] : independentsAt(s, st.space);
  ctx.emit(ev('independent-reaction', { faction: st.who, army: armies[0]!, mode: st.mode, space: st.space, roll, need: INDEPENDENT_INITIATIVE + 1 - transit, success }, { rule: 'successors 23.3.1' }));
  if (!success) return false;
  for (const a of armies) s.independents[a] = { where: 'map', space: st.mode === 'intercept' ? st.space : target };
  return true;
}
