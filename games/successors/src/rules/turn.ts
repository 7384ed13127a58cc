/**
 * The sequence of play (successors 3): turn order, usurper, reinforcements, the deal, the five
 * rounds of player turns, isolation, the end of the turn; the turn track (21) and victory (20).
 */
import type { ResolveContext } from '@diadochi/kernel';
import type { SpaceId } from '../data/types.ts';
import { spaceDef } from './board.ts';
import type { Rules } from './board.ts';
import { CU_TYPES, noCus } from './state.ts';
import type { Faction, Step, SuccessorsState } from './state.ts';
import { cusAt, cusIn, cusOut, holding, legitimacy, provinceController, royalController, tidy, total, victoryPoints } from './query.ts';
import { isolatedMarkers } from './places.ts';
import { removeCheapest, tidyMinors } from './combat.ts';
import { recordLoss } from './losses.ts';
import { canSiege, liftSieges } from './siege.ts';
import { ev } from '../vocabulary.ts';
import { checkVictory, endGame, regent, seniorityOf, tieBreak } from './victory.ts';
export { checkVictory, endGame, regent, seniorityOf, tieBreak, thresholds } from './victory.ts';
import { resetBoosts } from './boosts.ts';
import { fleetsBack } from './naval.ts';
import { EVENTS, runEvent } from './events.ts';

export const HAND_SIZE = 5;
export const ROUNDS = 5;

/** Fleets follow the control of their province or city (13.2); a new owner reduces them (13.3.2). */
export function updateFleets(r: Rules, s: SuccessorsState, ctx: ResolveContext): void {
  for (const fl of r.data.fleets) {
    const st = s.fleets[fl.id]!;
    let owner: Faction | null = st.owner;
    if (fl.owner.kind === 'province' && !r.province.has(fl.owner.province)) continue;
    if (fl.owner.kind === 'space' && !r.space.has(fl.owner.space)) continue;
    if (fl.owner.kind === 'province') {
      const c = provinceController(r, s, fl.owner.province);
      owner = c && c !== 'independent' ? c : null;
    } else if (fl.owner.kind === 'space') {
      const c = s.control[fl.owner.space]?.by;
      owner = c && c !== 'independent' ? c : null;
    }
    if (owner !== st.owner) {
      st.owner = owner;
      st.strong = false;
      ctx.emit(ev('fleet-owner', { fleet: fl.id, faction: owner }, { rule: 'successors 13.2.1' }));
    }
  }
}

/** Marriage (18.3): an army of the faction that made the offer stands with the lady. */
function marriages(r: Rules, s: SuccessorsState, ctx: ResolveContext): void {
  for (const [royal, f] of Object.entries(s.offers)) {
    const st = s.royals[royal];
    if (!st || st.dead || !st.space || st.married) continue;
    const army = cusOut(s, st.space, f) > 0 && Object.values(s.generals).some((g) => g.owner === f && g.where === 'map' && g.space === st.space && !g.inside);
    if (!army) continue;
    st.married = f;
    st.active = true;
    st.inside = false;
    delete s.offers[royal];
    ctx.emit(ev('married', { faction: f, royal }, { rule: 'successors 18.3.1' }));
  }
  void r;
}

/** Upkeep after every decision: minors, sieges, fleets, marriages, victory. */
export function upkeep(r: Rules, s: SuccessorsState, ctx: ResolveContext): void {
  for (const space of Object.keys(s.holdings)) tidy(s, space);
  tidyMinors(s);
  marriages(r, s, ctx);
  liftSieges(s, ctx);
  updateFleets(r, s, ctx);
  checkVictory(r, s, ctx);
}

/** Start of a turn: the turn track (21), then the Turn Order Phase (3.1). */
export function beginTurn(r: Rules, s: SuccessorsState, ctx: ResolveContext): void {
  ctx.emit(ev('turn-begins', { turn: s.turn }, { rule: 'successors 3.7' }));
  s.round = 1;
  s.active = 0;
  s.usurper = null;
  fleetsBack(s, ctx);
  const entry = r.data.turnTrack.find((t) => t.turn === s.turn);
  const heirs: string[] = [];
  for (const e of entry?.events ?? []) {
    if (e.kind === 'funeral-cart-built') ctx.emit(ev('funeral-cart', {}, { rule: 'successors 21.1' }));
    else if (e.kind === 'general-arrives') {
      // Demetrius goes to the faction that received Antigonus (21.2), as a reinforcement.
      const father = Object.keys(s.generals).find((g) => g.toLowerCase().includes('antigon'));
      const owner = (father && s.generals[father]!.owner) || s.factions[0]!;
      s.generals[e.general] = { owner, where: 'dispersed' };
      ctx.emit(ev('general-arrives', { faction: owner, general: e.general, space: '' }, { rule: 'successors 21.2' }));
    } else if (e.kind === 'general-dies') {
      const st = s.generals[e.general];
      if (st && st.where !== 'dead' && !st.as) {
        st.as = e.replacedBy;
        ctx.emit(ev('general-succeeded', { general: e.general, by: e.replacedBy }, { rule: 'successors 21.3.1' }));
      }
    } else if (e.kind === 'heir-comes-of-age') heirs.push(e.royal);
    else if (e.kind === 'body-lost-unless-buried') {
      for (const [id, st] of Object.entries(s.royals)) {
        if (r.royal.get(id)?.kind === 'body' && !st.buried && !st.dead) {
          st.dead = true;
          st.space = null;
          ctx.emit(ev('body-lost', {}, { rule: 'successors 17.4.7' }));
        }
      }
    }
  }
  for (const h of heirs) {
    const st = s.royals[h];
    if (!st || st.dead) continue;
    const who = royalController(r, s, h);
    ctx.emit(ev('heir-of-age', { royal: h, controller: who }, { rule: 'successors 21.4.1' }));
    if (!who) {
      endGame(s, ctx, [regent(r, s)], 'regent', 'successors 21.4.5');
      return;
    }
    if (regent(r, s) === who) {
      s.step = { k: 'heir', who, royal: h };
      return;
    }
    // The controller cannot be regent: the heir must be assassinated (21.4.4).
    st.dead = true;
    st.space = null;
    ctx.emit(ev('heir-assassinated', { faction: who, royal: h }, { rule: 'successors 21.4.4' }));
  }
  orderPhase(r, s, ctx);
}

export function orderPhase(r: Rules, s: SuccessorsState, ctx: ResolveContext): void {
  const vps = s.factions.map((f) => victoryPoints(r, s, f));
  const low = Math.min(...vps);
  const lowest = s.factions.filter((_, i) => vps[i] === low);
  const chooser = lowest.length === 1 ? lowest[0]! : ctx.dice.pick(lowest, 'turn order tie', 'successors 3.1');
  s.step = { k: 'first-player', who: chooser };
}

/** After the first player is chosen: the order (3.1), the Usurper (4.1), reinforcements (5) and the deal (3.4). */
export function afterOrder(r: Rules, s: SuccessorsState, ctx: ResolveContext, first: Faction, chooser: Faction): void {
  const i = s.factions.indexOf(first);
  s.order = [...s.factions.slice(i), ...s.factions.slice(0, i)];
  ctx.emit(ev('turn-order', { chooser, first, order: s.order }, { rule: 'successors 3.1' }));
  const vps = s.factions.map((f) => victoryPoints(r, s, f));
  const top = Math.max(...vps);
  const tops = s.factions.filter((_, k) => vps[k] === top).sort((a, b) => seniorityOf(r, s, a) - seniorityOf(r, s, b));
  s.usurper = tops[0]!;
  ctx.emit(ev('usurper', { faction: s.usurper }, { rule: 'successors 4.1.1' }));
  if (s.turn === 1) return deal(r, s, ctx);
  // Reinforcements (5.2): two mercenaries each; one Macedonian to Macedonia's controller and one
  // to the most legitimate; two mercenaries to the most VP (one each when tied).
  const mac = r.macedonia;
  const macC = mac ? provinceController(r, s, mac) : null;
  const lps = s.factions.map((f) => legitimacy(r, s, f));
  const lpTop = Math.max(...lps);
  const lpBest = s.factions.filter((_, k) => lps[k] === lpTop).sort((a, b) => seniorityOf(r, s, a) - seniorityOf(r, s, b))[0]!;
  const vpTied = s.factions.filter((_, k) => vps[k] === top);
  for (const f of s.factions) {
    const add = noCus();
    add.mercenary = 2;
    if (macC === f) add.macedonian += 1;
    if (lpBest === f) add.macedonian += 1;
    if (vpTied.includes(f)) add.mercenary += vpTied.length === 1 ? 2 : 1;
    const d = s.dispersed[f]!;
    for (const t of CU_TYPES) d[t] += add[t];
  }
  nextReinforcement(r, s, ctx, 0);
}

/** The reinforcement step of the `k`-th faction in turn order, or the deal when all are done. */
export function nextReinforcement(r: Rules, s: SuccessorsState, ctx: ResolveContext, k: number): void {
  for (let i = k; i < s.order.length; i++) {
    const f = s.order[i]!;
    const cus = s.dispersed[f]!;
    const gens = Object.entries(s.generals).filter(([, g]) => g.owner === f && g.where === 'dispersed').map(([id]) => id).sort();
    if (total(cus) + gens.length === 0) continue;
    s.dispersed[f] = noCus();
    ctx.emit(ev('reinforcements', { faction: f, cus: total(cus), generals: gens.length }, { rule: 'successors 5.2.1' }));
    s.active = i;
    s.step = { k: 'reinforce', who: f, cus, generals: gens, then: 'phase', placed: {}, provinces: {} };
    return;
  }
  deal(r, s, ctx);
}

/** Shuffle and deal five cards each (3.4); removed cards and general cards in front stay out. */
export function deal(r: Rules, s: SuccessorsState, ctx: ResolveContext): void {
  const keep = new Set([...s.removed, ...Object.values(s.front).flat()]);
  const pool = [...s.deck, ...s.discard, ...s.pile, ...s.reveal, ...Object.values(s.hands).flat()].filter((c) => !keep.has(c)).sort((a, b) => a - b);
  s.pile = [];
  s.reveal = [];
  s.discard = [];
  for (const f of s.factions) s.hands[f] = [];
  s.deck = ctx.dice.shuffle(pool, 'Tyche deck', 'successors 3.4');
  // Two or three players: cards set aside for their events (24.1.3, 24.2.3).
  const pile = pileRule(r, s);
  if (pile) s.pile = s.deck.splice(0, pile.cards);
  for (const f of s.order) {
    s.hands[f] = s.deck.splice(0, HAND_SIZE);
    ctx.emit(ev('dealt', { faction: f, cards: [...s.hands[f]!] }, { rule: 'successors 3.4', to: [f] }));
    ctx.emit(ev('hand-size', { faction: f, count: s.hands[f]!.length }, { rule: 'successors 3.4' }));
  }
  s.round = 1;
  s.active = 0;
  beginPlayerTurn(r, s, ctx);
}

/** The Surrender Segment (6): spaces surrender, free markers, then the free siege attempts. */
export function beginPlayerTurn(r: Rules, s: SuccessorsState, ctx: ResolveContext): void {
  const f = s.order[s.active]!;
  s.moved = [];
  s.tired = {};
  delete s.switched;
  delete s.commanded;
  s.played = false;
  s.roll = null;
  const offers: SpaceId[] = [];
  for (const sp of r.space.values()) {
    const by = s.control[sp.id]?.by;
    if (!by || !alone(s, sp.id, f)) continue;
    if (by === f || by === 'independent' || sp.kind !== 'minor-city') continue; // 6.1: only enemy minor cities surrender
    // 6.1.2: "les joueurs ne sont pas obligés d'accepter la reddition": an enemy marker is the player's call.
    offers.push(sp.id);
  }
  if (offers.length > 0) {
    s.step = { k: 'surrender-offer', who: f, spaces: offers.sort() };
    return;
  }
  afterOffers(r, s, ctx);
}

/** `f` has CUs in `space` (not a transit point) and no other faction has units there (6.1.1, 6.2). */
function alone(s: SuccessorsState, space: SpaceId, f: Faction): boolean {
  return cusAt(s, space, f) > 0 && !Object.keys(s.holdings[space] ?? {}).some((x) => x !== f);
}

/**
 * 6.2: the uncontrolled spaces (not transit points) where `f` alone has CUs; he puts his marker on
 * "quelques, aucun ou tous". After 6.1 (a space whose enemy marker he cleared is uncontrolled now).
 */
export function freeMarkerSpaces(r: Rules, s: SuccessorsState, f: Faction): SpaceId[] {
  const out: SpaceId[] = [];
  for (const sp of r.space.values()) {
    if (sp.kind === 'transit' || s.control[sp.id]) continue;
    if (alone(s, sp.id, f)) out.push(sp.id);
  }
  return out;
}

/** After the surrenders (6.1): the free markers (6.2) if any space takes one, else the rest of the segment. */
function afterOffers(r: Rules, s: SuccessorsState, ctx: ResolveContext): void {
  const f = s.order[s.active]!;
  if (freeMarkerSpaces(r, s, f).length > 0) {
    s.step = { k: 'free-markers', who: f };
    return;
  }
  afterSurrenders(r, s, ctx);
}

/**
 * 6.2: one marker a decision (`place` on a space of `freeMarkerSpaces`, listed first so a deadline
 * or a first-choice bot marks them all, as the engine did before) or `leave-uncontrolled` (the rest
 * stay uncontrolled). The step ends by itself when no space is left.
 */
export function answerFreeMarker(r: Rules, s: SuccessorsState, ctx: ResolveContext, who: Faction, verb: string, target: SpaceId | undefined): void {
  if (verb === 'place' && target) {
    s.control[target] = { by: who };
    ctx.emit(ev('control-placed', { faction: who, space: target }, { rule: 'successors 6.2' }));
    if (freeMarkerSpaces(r, s, who).length > 0) return;
  }
  afterSurrenders(r, s, ctx);
}

/**
 * 6.1.2: the player's answer for the first space that surrenders to him: `accept` (his marker
 * replaces the enemy's, 6.1.1 — listed first, so a deadline or a first-choice bot takes the
 * surrender as before), `keep-marker` (the enemy marker stays) or `clear-marker` (the marker is removed and
 * the space left uncontrolled). Then the next space, then the rest of the segment.
 */
export function answerSurrender(r: Rules, s: SuccessorsState, ctx: ResolveContext, st: Extract<Step, { k: 'surrender-offer' }>, verb: string): void {
  const [space, ...rest] = st.spaces;
  const f = st.who;
  const by = s.control[space!]?.by;
  if (verb === 'accept') {
    s.control[space!] = { by: f };
    ctx.emit(ev('surrendered', { faction: f, space: space! }, { rule: 'successors 6.1.1' }));
  } else if (verb === 'clear-marker') {
    delete s.control[space!];
    ctx.emit(ev('control-removed', { faction: f, space: space!, from: by ?? '' }, { rule: 'successors 6.1.2' }));
  } else ctx.emit(ev('surrender-declined', { faction: f, space: space! }, { rule: 'successors 6.1.2' }));
  if (rest.length > 0) {
    s.step = { k: 'surrender-offer', who: f, spaces: rest };
    return;
  }
  afterOffers(r, s, ctx);
}

/** The rest of the Surrender Segment (6): fleets' owners, victory, then the free siege attempts (6.3). */
function afterSurrenders(r: Rules, s: SuccessorsState, ctx: ResolveContext): void {
  const f = s.order[s.active]!;
  updateFleets(r, s, ctx);
  if (checkVictory(r, s, ctx)) return;
  s.step = { k: 'surrender', who: f, tried: [] };
  if (surrenderTargets(r, s, f, []).length === 0) startTyche(r, s, ctx);
}

export function surrenderTargets(r: Rules, s: SuccessorsState, f: Faction, tried: SpaceId[]): SpaceId[] {
  return [...r.space.keys()].filter((id) => !tried.includes(id) && canSiege(r, s, id, f)).sort();
}

export function startTyche(r: Rules, s: SuccessorsState, ctx: ResolveContext): void {
  const f = s.order[s.active]!;
  s.step = { k: 'tyche', who: f };
  void r;
  void ctx;
}

export function startMovement(r: Rules, s: SuccessorsState, ctx: ResolveContext): void {
  const f = s.order[s.active]!;
  s.moved = [];
  s.tired = {};
  delete s.switched;
  s.step = { k: 'movement', who: f };
  s.navalUsed = [];
  s.gift = null; // The Gift of Oratory lasts to the end of the segment (17.6.7).
  void r;
  void ctx;
}

/** The Forage Segment (9.1.3): one CU off each space over its limit; then the next player. */
export function forage(r: Rules, s: SuccessorsState, ctx: ResolveContext): void {
  forageOf(r, s, ctx, s.order[s.active]!);
  upkeep(r, s, ctx);
  if (s.result) return;
  nextPlayer(r, s, ctx);
}

/** The forage losses of one faction (9.1.3): during a siege only its own CUs count (9.1.4). */
export function forageOf(r: Rules, s: SuccessorsState, ctx: ResolveContext, f: Faction): void {
  // Supply convoy (#48): this forage removes nothing.
  if (s.boosts[f]?.noForage) {
    s.boosts[f]!.noForage = false;
    return;
  }
  for (const [space, at] of Object.entries(s.holdings)) {
    const h = at[f];
    if (!h) continue;
    const sp = spaceDef(r, space);
    const limit = sp.forageLimit ?? (sp.kind === 'transit' ? 3 : 8);
    if (total(h.out) + total(h.in) > limit) {
      // One CU of the owner's choice (9.1.3): the automatic one now, his pick at the next decision point.
      const part = total(h.out) > 0 ? 'out' : 'in';
      const pool = { ...h[part] };
      recordLoss(s, f, 'successors 9.1.3', pool, removeCheapest(h[part], 1), { space, part });
      ctx.emit(ev('forage', { faction: f, space, lost: 1 }, { rule: 'successors 9.1.3' }));
      tidy(s, space);
    }
  }
}

export function nextPlayer(r: Rules, s: SuccessorsState, ctx: ResolveContext): void {
  s.moving = null;
  resetBoosts(s);
  s.active += 1;
  if (s.active >= s.order.length) {
    s.active = 0;
    s.round += 1;
    const pile = pileRule(r, s);
    if (pile && s.pile.length > 0) s.reveal = s.pile.splice(0, pile.revealed);
    return continueAfterRound(r, s, ctx);
  }
  beginPlayerTurn(r, s, ctx);
}

export function pileRule(r: Rules, s: SuccessorsState): { cards: number; revealed: number } | null {
  if (s.options.players === 4) return null;
  const v = r.data.setups.find((x) => x.players === s.options.players && x.id.includes(s.options.variant)) ?? r.data.setups.find((x) => x.players === s.options.players);
  return v?.eventPile ?? null;
}

const PILE_ARMIES = ['scythians', 'illyrians', 'colonists'];

/** Whether a revealed card's event happens (24.1.3): Unrest, Plans of Their Own, the three boxed independent armies. */
function pileEvent(r: Rules, c: number): boolean {
  const card = r.card.get(c);
  if (!card) return false;
  if (card.effect === 'unrest' || card.effect === 'move-royal-woman') return true;
  return card.effect === 'activate-independent' && PILE_ARMIES.includes(String(card.params?.army));
}

/**
 * After the last player of a round: the revealed cards of the set-aside pile, each event carried
 * out by a player drawn by lot (24.1.3), then the next round or the end of the turn.
 */
export function continueAfterRound(r: Rules, s: SuccessorsState, ctx: ResolveContext): void {
  while (s.reveal.length > 0) {
    const c = s.reveal.shift()!;
    s.discard.push(c);
    if (!pileEvent(r, c)) {
      ctx.emit(ev('pile-revealed', { card: c, faction: null }, { rule: 'successors 24.1.3' }));
      continue;
    }
    const who = ctx.dice.pick(s.factions, 'executor of a revealed event', 'successors 24.1.3');
    ctx.emit(ev('pile-revealed', { card: c, faction: who }, { rule: 'successors 24.1.3' }));
    const card = r.card.get(c)!;
    if (!EVENTS[card.effect] || EVENTS[card.effect]!.targets(r, s, who, card).length === 0) continue;
    if (runEvent(r, s, ctx, who, card, 'pile')) {
      if (s.step.k === 'target' || s.step.k === 'independent') s.step.then = 'pile';
      return;
    }
  }
  upkeep(r, s, ctx);
  if (s.result) return;
  if (s.round > ROUNDS) return endOfTurn(r, s, ctx);
  beginPlayerTurn(r, s, ctx);
}

/** The Isolation Phase (3.6, 19.1): in turn order, isolated markers of non-major spaces go. */
export function isolationPhase(r: Rules, s: SuccessorsState, ctx: ResolveContext): void {
  for (const f of s.order) {
    for (const id of isolatedMarkers(r, s, f)) {
      delete s.control[id];
      ctx.emit(ev('isolated', { faction: f, space: id }, { rule: 'successors 19.1' }));
    }
  }
}

/** Isolation (19) and the end of the turn (3.7, 20.3). */
export function endOfTurn(r: Rules, s: SuccessorsState, ctx: ResolveContext): void {
  isolationPhase(r, s, ctx);
  upkeep(r, s, ctx);
  if (s.result) return;
  // Marriage offers lapse; their cards go back to the deck (18.3.4).
  for (const f of s.factions) {
    const offers = (s.front[f] ?? []).filter((c) => r.card.get(c)?.effect === 'marriage-offer');
    s.front[f] = (s.front[f] ?? []).filter((c) => !offers.includes(c));
    s.discard.push(...offers);
  }
  s.offers = {};
  if (s.turn >= s.options.turns) {
    const vps = s.factions.map((f) => [f, victoryPoints(r, s, f)] as const);
    const ranked = [...vps].sort((a, b) => b[1] - a[1] || tieBreak(r, s, a[0], b[0]));
    endGame(s, ctx, [ranked[0]![0]], 'end-vp', 'successors 20.3.1');
    return;
  }
  s.turn += 1;
  beginTurn(r, s, ctx);
}

export { cusIn, cusOut, holding };
