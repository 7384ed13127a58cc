/**
 * Surprise cards (successors 7.3): played at any moment of the Strategic Phase, even in another
 * player's turn, then replaced from the deck (7.3.3; not #58, CL.58). The engine offers each one
 * at the decision points where it can matter: in one's own Tyche segment, while moving, and in
 * the reaction windows (avoid battle, interception). Their effects wait in `boosts` for the roll
 * they modify (battle, siege, interception or avoidance) and lapse at the end of the player turn.
 */
import type { Choice, ResolveContext } from '@diadochi/kernel';
import type { Card } from '../data/types.ts';
import { LAND_PATHS } from '../data/costs.ts';
import type { Rules } from './board.ts';
import { isMinor } from './board.ts';
import type { Faction, Step, SuccessorsState } from './state.ts';
import { armySpaces, commander, cusOut, generalsAt, holding, legitimacy, legitimacyAt, tidy, total } from './query.ts';
import { canOverrun } from './combat.ts';
import { canSiege } from './siege.ts';
import { ev } from '../vocabulary.ts';

type Moment = 'tyche' | 'move' | 'avoid' | 'intercept' | 'surrender' | 'mutiny' | 'storm' | 'fortune' | 'naval';

/**
 * 7.3: a Surprise card "peut être jouée à n'importe quel moment pendant la Phase Stratégique – même
 * pendant le tour d'un adversaire". Mutiny (#54) and Ahura Mazda (#58), whose effect needs no roll
 * to wait for, are offered at every decision a player has: his Tyche segment, his moves, his
 * Surrender Segment and the windows of other players' moves (avoid battle, interception, naval
 * interception and the mover's answer, Storm at Sea). Not in a Fortune window (its play is the roll
 * made again) nor in a Mutiny's answer (one Mutiny at a time).
 */
const ANY_MOMENT: readonly Moment[] = ['tyche', 'move', 'surrender', 'avoid', 'intercept', 'naval', 'storm'];

const amount = (c: Card, fallback: number) => (typeof c.params?.amount === 'number' ? c.params.amount : typeof c.params?.mp === 'number' ? c.params.mp : fallback);

/** The faction of `space` whose Macedonian or royal CUs outside would mutiny to `f` (17.1, 17.6: legitimacy with prestige below f's). */
function mutinyVictim(r: Rules, s: SuccessorsState, f: Faction, space: string): Faction | undefined {
  for (const [x, h] of Object.entries(s.holdings[space] ?? {})) {
    if (x === f || h.out.macedonian + h.out.royal === 0) continue;
    if (legitimacyAt(r, s, x, space, false) < legitimacy(r, s, f)) return x;
  }
  return undefined;
}

/** Mutiny (#54) targets: enemy armies whose legitimacy with their prestige is below yours (17.1, 17.6). */
function mutinyTargets(r: Rules, s: SuccessorsState, f: Faction): string[] {
  return Object.keys(s.holdings).filter((space) => mutinyVictim(r, s, f, space) !== undefined).sort();
}

/** The army entering the avoid window's space will overrun the defender's CUs outside (9.6.1). */
function overrunComing(s: SuccessorsState, step: Step): boolean {
  if (step.k !== 'avoid' || !s.moving) return false;
  const theirs = cusOut(s, step.space, step.who);
  return theirs > 0 && canOverrun(total(s.moving.carried), theirs);
}

/** The surprise choices open to `f` at this moment. */
export function surpriseChoices(r: Rules, s: SuccessorsState, f: Faction, moment: Moment, step: Step): Choice[] {
  const out: Choice[] = [];
  for (const n of s.hands[f] ?? []) {
    const c = r.card.get(n)!;
    // 14.2.3: once the Silver Shields are in play their card is a surprise that takes them, here in the battle
    // about to be fought: the defender's window takes them from the army that enters.
    if (c.effect === 'silver-shields' && moment === 'avoid' && step.k === 'avoid' && (s.holdings[step.space]?.[step.mover]?.out['silver-shields'] ?? 0) > 0) {
      out.push({ verb: 'play-surprise', subject: String(n) });
      continue;
    }
    if (c.kind !== 'surprise') continue;
    const subject = String(n);
    switch (c.effect) {
      case 'battle-strength':
        // #47 Trireme Squadron: in the naval battle about to be fought (the interceptor's window, the mover's answer).
        if (c.params?.naval) {
          if (moment === 'naval' && (s.boosts[f]?.naval ?? 0) === 0) out.push({ verb: 'play-surprise', subject });
          break;
        }
        // 9.6.6: an overrun is not a battle for Surprise cards: a card limited to battles has no use
        // (and is not offered) when the army entering will overrun the defender's CUs outside.
        if (moment === 'avoid' && overrunComing(s, step)) break;
        if (moment === 'avoid' || (moment === 'move' && c.params?.side !== 'defender' && s.moving)) out.push({ verb: 'play-surprise', subject });
        break;
      case 'roll-bonus':
        if (moment === 'avoid' || moment === 'intercept') out.push({ verb: 'play-surprise', subject });
        break;
      case 'siege-bonus':
        if (moment === 'surrender' || (moment === 'move' && s.moving && canSiege(r, s, s.moving.path[s.moving.path.length - 1]!, f))) out.push({ verb: 'play-surprise', subject });
        break;
      case 'extra-mp':
        if (moment === 'move' && s.moving) out.push({ verb: 'play-surprise', subject });
        break;
      case 'reduce-mp':
        if (moment === 'intercept' && s.moving) out.push({ verb: 'play-surprise', subject });
        break;
      case 'no-forage':
        if (moment === 'tyche' || moment === 'move') out.push({ verb: 'play-surprise', subject });
        break;
      case 'gift-of-oratory': {
        // 17.6.7: the target of a Mutiny may answer it with the Gift, for a general of the army it strikes.
        const here = step.k === 'mutiny' ? step.space : null;
        const gens = Object.entries(s.generals).filter(([id, g]) => g.owner === f && g.where === 'map' && !isMinor(id) && (here === null || (g.space === here && !g.inside))).map(([id]) => id).sort();
        if (gens.length > 0 && moment !== 'surrender') out.push({ verb: 'play-surprise', subject, targets: gens });
        break;
      }
      case 'mutiny': {
        const t = mutinyTargets(r, s, f);
        if (t.length > 0 && ANY_MOMENT.includes(moment)) out.push({ verb: 'play-surprise', subject, targets: t });
        break;
      }
      case 'storm-at-sea':
        if (moment === 'storm' && step.k === 'storm' && !step.stormed) out.push({ verb: 'play-surprise', subject });
        break;
      case 'reroll':
        // #45 Fortune: a failed interception or avoidance roll (its window), or one's movement roll before any army moved.
        if (moment === 'fortune' || (moment === 'move' && step.k === 'move' && step.source === 'movement' && !s.moving && s.moved.length === 0)) out.push({ verb: 'play-surprise', subject });
        break;
      case 'steal-card': {
        const t = s.factions.filter((x) => x !== f && (s.hands[x]?.length ?? 0) > 0);
        if (t.length > 0 && ANY_MOMENT.includes(moment)) out.push({ verb: 'play-surprise', subject, targets: t });
        break;
      }
    }
  }
  void step;
  return out;
}

/** The replacement card of a surprise played (7.3.3). */
function drawOne(s: SuccessorsState, ctx: ResolveContext, f: Faction): void {
  const d = s.deck.shift();
  if (d !== undefined) {
    s.hands[f]!.push(d);
    ctx.emit(ev('card-drawn', { faction: f, card: d }, { rule: 'successors 7.3.3', to: [f] }));
  }
  ctx.emit(ev('card-replaced', { faction: f }, { rule: 'successors 7.3.3' }));
}

/** Plays a surprise card: its effect, the card to the discard and a replacement drawn (7.3.3). */
export function playSurprise(r: Rules, s: SuccessorsState, ctx: ResolveContext, f: Faction, n: number, target: string | undefined): void {
  const c = r.card.get(n)!;
  s.hands[f] = s.hands[f]!.filter((x) => x !== n);
  s.discard.push(n);
  if (c.effect === 'silver-shields' && s.step.k === 'avoid') {
    // 14.2.4: each change of side in a battle costs them one CU (two changes remove them).
    const space = s.step.space;
    const from = holding(s, space, s.step.mover);
    const k = from.out['silver-shields'];
    from.out['silver-shields'] = 0;
    if (s.moving) s.moving.carried['silver-shields'] = 0;
    holding(s, space, f).out['silver-shields'] += Math.max(0, k - 1);
    ctx.emit(ev('card-played', { faction: f, card: n, as: 'event' }, { rule: 'successors 14.2.3' }));
    ctx.emit(ev('losses', { faction: s.step.mover, space, cus: 1 }, { rule: 'successors 14.2.4' }));
    tidy(s, space);
    drawOne(s, ctx, f);
    return;
  }
  ctx.emit(ev('card-played', { faction: f, card: n, as: 'event' }, { rule: 'successors 7.3.1' }));
  const b = s.boosts[f]!;
  switch (c.effect) {
    case 'battle-strength':
      if (c.params?.naval) b.naval += amount(c, 2);
      else b.battle += amount(c, 2);
      break;
    case 'reroll':
      // #45: the movement roll of the segment rolled again (9.2.2); the new result stands. A failed
      // interception or avoidance is rolled again by the window that offered the card (rules/actions.ts).
      if (s.step.k === 'move') {
        ctx.emit(ev('fortune-reroll', { faction: f, kind: 'movement' }, { rule: 'successors 7.3.1' }));
        const roll = ctx.dice.d6('successors 9.2.2');
        s.roll = roll;
        s.step.roll = roll;
        ctx.emit(ev('movement-roll', { faction: f, roll }, { rule: 'successors 9.2.2' }));
      }
      break;
    case 'roll-bonus':
      b.roll += amount(c, 2);
      break;
    case 'siege-bonus':
      b.siege += amount(c, 1);
      break;
    case 'extra-mp':
      if (s.moving) s.moving.mp += amount(c, 2);
      break;
    case 'reduce-mp':
      if (s.moving) s.moving.mp = Math.max(0, s.moving.mp - amount(c, 2));
      break;
    case 'no-forage':
      b.noForage = true;
      break;
    case 'gift-of-oratory':
      s.gift = { general: target!, prestige: typeof c.params?.prestige === 'number' ? c.params.prestige : 5 };
      break;
    case 'storm-at-sea':
      // #55 (9.14.1): the naval movement just declared is cancelled; the window closes on `pass`.
      if (s.step.k === 'storm') {
        s.step.stormed = true;
        ctx.emit(ev('storm-at-sea', { faction: s.step.mover, space: s.moving?.path[s.moving.path.length - 1] ?? s.step.space }, { rule: 'successors 9.14.1' }));
      }
      break;
    case 'mutiny': {
      // 17.6.7: the army struck may answer with a Gift of Oratory before the Mutiny takes effect. The
      // window opens for every Mutiny, whether or not its target holds the Gift (hands stay secret).
      // Played out of one's Tyche segment (7.3), the game goes back to that moment once it is answered.
      const space = target!;
      const back = s.step.k === 'tyche' && s.step.who === f ? {} : { back: s.step };
      s.step = { k: 'mutiny', who: mutinyVictim(r, s, f, space)!, by: f, space, ...back };
      break;
    }
    case 'steal-card': {
      const from = target!;
      const card = ctx.dice.pick(s.hands[from]!, 'a card of another hand', 'successors CL.58');
      s.hands[from] = s.hands[from]!.filter((x) => x !== card);
      s.hands[f]!.push(card);
      ctx.emit(ev('card-drawn', { faction: f, card }, { rule: 'successors CL.58', to: [f, from] }));
      ctx.emit(ev('hand-size', { faction: from, count: s.hands[from]!.length }, { rule: 'successors CL.58' }));
      return; // CL.58: no replacement card
    }
  }
  drawOne(s, ctx, f);
  void commander;
  void generalsAt;
}

/**
 * The Mutiny (#54, 17.1.2) once its target has answered or passed (17.6.7): up to two royal or
 * Macedonian CUs leave the army for an adjacent army of the player, or the Dispersal Box; nothing
 * when a Gift of Oratory has lifted the army's legitimacy to the player's.
 */
export function resolveMutiny(r: Rules, s: SuccessorsState, ctx: ResolveContext, f: Faction, victim: Faction, space: string): void {
  if (legitimacyAt(r, s, victim, space, false) >= legitimacy(r, s, f)) {
    ctx.emit(ev('mutiny-fails', { faction: victim, space }, { rule: 'successors 17.6.7' }));
    return;
  }
  const c = r.data.cards.find((x) => x.effect === 'mutiny')!;
  const hv = holding(s, space, victim);
  let left = typeof c.params?.cus === 'number' ? c.params.cus : 2;
  const near = (r.links.get(space) ?? []).filter((l) => LAND_PATHS.includes(l.kind)).map((l) => l.to).find((x) => armySpaces(r, s, f).includes(x));
  for (const t of ['royal', 'macedonian'] as const) {
    const k = Math.min(left, hv.out[t]);
    hv.out[t] -= k;
    left -= k;
    if (near) holding(s, near, f).out[t] += k;
    else s.dispersed[victim]![t] += k;
    if (k > 0) ctx.emit(ev('royal-army-mutiny', { faction: victim, to: near ? f : victim, cus: k, kind: t }, { rule: 'successors 17.1.2' }));
  }
  // Out of turn the army struck may be the one moving: it carries on with the CUs it has left.
  const m = s.moving;
  if (m && m.path[m.path.length - 1] === space && s.generals[m.general]?.owner === victim) for (const t of ['royal', 'macedonian'] as const) m.carried[t] = Math.min(m.carried[t], hv.out[t]);
  tidy(s, space);
}
