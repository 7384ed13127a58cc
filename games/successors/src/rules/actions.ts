/**
 * The legal choices of the moment and their effects: one small decision at a time, in the
 * style of Rally the Troops' rules modules. `choicesOf` lists every legal `{verb, subject,
 * targets}`; `applyChoice` performs one and runs the automatic procedures up to the next decision.
 */
import type { Choice, ChoiceDecision, ResolveContext } from '@diadochi/kernel';
import type { SpaceId } from '../data/types.ts';
import { MIN_SIEGE_CUS, REMOVE_CONTROL_COST, SIEGE_COST } from '../data/costs.ts';
import { isMinor, spaceDef } from './board.ts';
import type { Rules } from './board.ts';
import { CU_TYPES, noCus } from './state.ts';
import type { CuType } from '../data/types.ts';
import type { Faction, Step, SuccessorsState } from './state.ts';
import { commander, cusOut, enemyGeneralOutside, generalsAt, holding, independentsAt, initiativeOf, rankOf, tidy, total } from './query.ts';
import { besieged, controlSpaces, startMarkerSpaces, reinforcementSpaces, shortageSpaces, avoidSpaces } from './places.ts';
import { canSiege, siegeRoll } from './siege.ts';
import { afterOrder, answerFreeMarker, answerSurrender, freeMarkerSpaces, beginPlayerTurn, checkVictory, continueAfterRound, endGame, forage, nextReinforcement, orderPhase, regent, startMovement, surrenderTargets, upkeep } from './turn.ts';
import { allowance, arrive, avoid, fallBack, fight, intercept, interceptionWindow, movableGenerals, moveOne, nextSpaces, startArmy, stopArmy } from './movement.ts';
import type { Arrival } from './movement.ts';
import { battle, canOverrun, defeat, freeMinor, garrisonQuestion } from './combat.ts';
import type { Side } from './combat.ts';
import { attack } from './champion.ts';
import { EVENTS, applyStage, eventPlayable, runEvent } from './events.ts';
import { playSurprise, resolveMutiny, surpriseChoices } from './surprises.ts';
import { answerIndependent, answerInterceptIndependent, applyIndependentChoice, avoidIndependentChoices, detachIndependentChoices, independentChoices, interceptIndependent, interceptIndependentChoices } from './independents.ts';
import { activeFleets, navalBattle, routeInterceptions, sail, seaRoutes } from './naval.ts';
import { NAVAL_MAX_CUS } from '../data/costs.ts';
import { ev } from '../vocabulary.ts';
import { applyLoss, followLosses, lossChoices, openLosses } from './losses.ts';
import { independentAttempt, independentReactionChoices, nextIndependentWindow } from './independent-reactions.ts';
import { applyCity, cityChoices } from './city.ts';
import { fortuneOffers, fortuneWindow, recordingContext, rerollScript, show } from './fortune.ts';

/** Who must decide now. */
export function decider(s: SuccessorsState): Faction | null {
  return s.step.k === 'over' ? null : s.step.who;
}

const RECRUIT_COST = { mercenary: 3, macedonian: 7 } as const; // successors 7.6.1, 7.6.2

function handChoices(r: Rules, s: SuccessorsState, f: Faction): Choice[] {
  const hand = s.hands[f] ?? [];
  const out: Choice[] = [];
  const cards = hand.map((n) => r.card.get(n)!).filter(Boolean);
  const must = cards.filter((c) => c.mustPlay);
  // Must-play cards (7.2.2) may wait until the last round, but then only they may be played.
  const lastRound = s.round >= 5;
  const usable = cards.filter((c) => c.kind !== 'surprise' && (!lastRound || must.length === 0 || c.mustPlay));
  for (const c of usable) {
    const subject = String(c.number);
    if (c.kind === 'bonus') out.push({ verb: 'play-bonus', subject });
    else {
      if (c.kind !== 'general') out.push({ verb: 'play-ops', subject });
      if (eventPlayable(r, s, f, c)) out.push({ verb: 'play-event', subject });
      if (!c.mustPlay && c.kind !== 'general') out.push({ verb: 'discard', subject });
    }
    if (c.ops === 4 && !c.mustPlay) {
      const fleets = r.data.fleets.filter((fl) => s.fleets[fl.id]!.owner === f && !s.fleets[fl.id]!.dispersed && !s.fleets[fl.id]!.strong).map((fl) => fl.id);
      if (fleets.length > 0) out.push({ verb: 'upgrade-fleet', subject, targets: fleets });
    }
  }
  // Optional 23.5: a player who lost a major general may buy Seleucus or Eumenes for a discarded "4" card.
  const lostOne = Object.entries(s.generals).some(([id, g]) => g.owner === f && g.where === 'dead' && !id.startsWith('minor:'));
  const forSale = s.options.optional.seleucusEumenesAside && lostOne ? r.data.generals.filter((g) => g.entry.kind === 'deck' && s.generals[g.id]?.where === 'aside').map((g) => g.id) : [];
  // Optional 23.4: any non-surprise card discarded brings back one dispersed fleet.
  const dispersedFleets = s.options.optional.dispersedFleets ? r.data.fleets.filter((fl) => s.fleets[fl.id]?.owner === f && s.fleets[fl.id]!.dispersed).map((fl) => fl.id) : [];
  for (const c of usable) {
    if (c.mustPlay) continue;
    if (c.ops === 4 && forSale.length > 0) out.push({ verb: 'buy-general', subject: String(c.number), targets: forSale });
    if (dispersedFleets.length > 0) out.push({ verb: 'recall-fleet', subject: String(c.number), targets: dispersedFleets });
  }
  for (const c of cards.filter((x) => x.kind === 'surprise')) if (s.deck.length > 0) out.push({ verb: 'discard', subject: String(c.number) });
  out.push(...surpriseChoices(r, s, f, 'tyche', s.step));
  if (usable.length === 0) out.push({ verb: 'pass' });
  return out;
}

export function choicesOf(r: Rules, s: SuccessorsState, who: Faction): Choice[] {
  const st = s.step;
  if (st.k === 'over' || st.who !== who) return [];
  switch (st.k) {
    case 'first-player':
      return [{ verb: 'first', targets: [...s.factions] }];
    case 'reinforce': {
      if (st.generals.length > 0) {
        let t = reinforcementSpaces(r, s, who, 'general', st.placed);
        // A general card may put him at his optional start instead (8.5.1): no enemy CUs, major general or independent army there.
        const opt = st.card !== undefined ? (r.general.get(st.generals[0]!)?.optionalStart ?? []) : [];
        for (const x of opt) {
          if (!r.space.has(x)) continue;
          const enemy = Object.keys(s.holdings[x] ?? {}).some((y) => y !== who) || generalsAt(s, x).some((g) => s.generals[g]!.owner !== who && !g.startsWith('minor:')) || independentsAt(s, x).length > 0;
          if (!enemy) t.push(x);
        }
        t = [...new Set(t)].sort();
        if (t.length === 0) t = shortageSpaces(r, s, who, {});
        return t.length > 0 ? [{ verb: 'place', subject: st.generals[0]!, targets: t }] : [{ verb: 'skip' }];
      }
      let t = reinforcementSpaces(r, s, who, 'cu', st.placed);
      if (t.length === 0) t = shortageSpaces(r, s, who, st.provinces);
      const types = CU_TYPES.filter((x) => st.cus[x] > 0);
      return t.length > 0 ? types.map((x) => ({ verb: 'place', subject: x, targets: t })) : [{ verb: 'skip' }];
    }
    case 'surrender-offer': {
      // 6.1.2: accepting is listed first (the default); declining keeps or clears the enemy marker.
      const space = st.spaces[0]!;
      return [{ verb: 'accept', targets: [space] }, { verb: 'keep-marker', targets: [space] }, { verb: 'clear-marker', targets: [space] }];
    }
    case 'free-markers':
      // 6.2: placing is listed first and `leave-uncontrolled` is not a passive verb, so a deadline's
      // default and a first-choice bot mark every space, one at a time (the engine's former behaviour).
      return [{ verb: 'place', targets: freeMarkerSpaces(r, s, who) }, { verb: 'leave-uncontrolled' }];
    case 'surrender': {
      const t = surrenderTargets(r, s, who, st.tried);
      return [...(t.length > 0 ? [{ verb: 'siege', targets: t }, ...surpriseChoices(r, s, who, 'surrender', st)] : []), { verb: 'done' }];
    }
    case 'tyche':
      return handChoices(r, s, who);
    case 'ops': {
      const out: Choice[] = [];
      const gens = movableGenerals(r, s, who);
      if (gens.length > 0) out.push({ verb: 'march', targets: gens });
      const from = Object.entries(s.control).filter(([, m]) => m.by === who).map(([id]) => id);
      if (controlSpaces(r, s, who, from).length > 0) out.push({ verb: 'control' });
      const cur = s.recruit[who];
      out.push({ verb: 'recruit', targets: cur ? [cur.kind] : ['mercenary', 'macedonian'] });
      return out;
    }
    case 'start-marker': {
      const t = startMarkerSpaces(r, s, who, st.province);
      return [...(t.length > 0 ? [{ verb: 'place', targets: t }] : []), { verb: 'skip' }];
    }
    case 'place-control': {
      const t = controlSpaces(r, s, who, st.from);
      return [...(t.length > 0 ? [{ verb: 'place', targets: t }] : []), { verb: 'done' }];
    }
    case 'bonus-event': {
      const c = r.card.get(st.card)!;
      const out: Choice[] = [];
      if (eventPlayable(r, s, who, c)) out.push({ verb: 'event', subject: String(c.number) });
      if (!c.mustPlay || out.length === 0) out.push({ verb: 'skip' });
      return out;
    }
    case 'movement':
      return [{ verb: 'roll' }, { verb: 'levy' }];
    case 'move':
      return moveChoices(r, s, who, st);
    case 'avoid': {
      const out: Choice[] = [];
      if (commander(r, s, st.space, who, false)) {
        const t = avoidSpaces(r, s, st.space, who, st.mover, st.from);
        if (t.length > 0) out.push({ verb: 'avoid', targets: t });
      }
      if (spaceDef(r, st.space).kind === 'major-city' && s.control[st.space]?.by === who && cusOut(s, st.space, who) > 0) out.push({ verb: 'inside' });
      out.push({ verb: 'stand' });
      out.push(...surpriseChoices(r, s, who, 'avoid', st));
      return out;
    }
    case 'intercept': {
      const out: Choice[] = [];
      for (const l of r.links.get(st.space) ?? []) {
        // 10.7.2: an army that already tried into this space does not try again.
        if (l.kind !== 'land' || l.to === st.from || st.tried?.includes(l.to)) continue;
        const g = commander(r, s, l.to, who, false);
        if (!g || cusOut(s, l.to, who) === 0) continue;
        // The commander or a subordinate may lead the attempt (10.7.1), each with his own initiative.
        const leaders = [g, ...generalsAt(s, l.to, who, false).filter((x) => x !== g && !x.startsWith('minor:'))];
        for (const x of leaders) out.push({ verb: 'intercept', subject: x, targets: [st.space] });
        // 8.1.5: a minor general from off the map (never one repositioned) may lead a detachment of a major general's army.
        if (!isMinor(g) && cusOut(s, l.to, who) > 1 && freeMinor(s, who)) out.push({ verb: 'detach-minor', subject: l.to, targets: [st.space] });
      }
      out.push({ verb: 'pass' });
      out.push(...surpriseChoices(r, s, who, 'intercept', st));
      return out;
    }
    case 'refuse': {
      if (st.mode === 'attack') {
        // 23.2 A: the interceptor attacks; the mover accepts battle or avoids it by the battle-avoidance rules.
        const t = commander(r, s, st.space, who, false) ? avoidSpaces(r, s, st.space, who, st.interceptor, st.origin) : [];
        return [{ verb: 'fight' }, ...(t.length > 0 ? [{ verb: 'avoid', targets: t }] : [])];
      }
      return [{ verb: 'fight' }, { verb: 'fall-back' }];
    }
    case 'intercept-role':
      return [{ verb: 'attack' }, { verb: 'defend' }];
    case 'garrison':
      // 12.4 "vous pouvez": joining is listed first (the default of a deadline or a first-choice bot).
      return [{ verb: 'join' }, { verb: 'stay' }];
    case 'passage':
      return [{ verb: 'grant' }, { verb: 'deny' }];
    case 'detach': {
      // A minor general's detachment is a part of the army: its commander keeps one CU at least (8.1.5).
      const n = st.minorFrom ? cusOut(s, st.minorFrom, who) - 1 : cusOut(s, s.generals[st.general]!.space!, who);
      return [{ verb: 'detach', subject: st.general, targets: Array.from({ length: n }, (_, i) => String(i + 1)) }];
    }
    case 'naval': {
      // 13.4.3: he chooses where on the announced route he intercepts (targets); 13.4.7: with all his
      // fleets (no subject, listed first), or a part of them named by the subject (ids joined by commas).
      const m = s.moving;
      const at = m?.voyage ? routeInterceptions(r, s, who, m.naval?.embark ?? m.path[m.path.length - 1]!, m.voyage.route) : [];
      if (at.length === 0) return [{ verb: 'pass' }];
      return [{ verb: 'intercept-fleet', targets: at }, ...fleetSubsets(activeFleets(r, s, who).ids).map((sub) => ({ verb: 'intercept-fleet', subject: sub.join(','), targets: at })), { verb: 'pass' }, ...surpriseChoices(r, s, who, 'naval', st)];
    }
    case 'escort': {
      // 13.4.7: all his fleets (no subject, listed first), some of them (ids joined by commas), or none.
      const ids = activeFleets(r, s, who).ids;
      return [{ verb: 'escort' }, ...fleetSubsets(ids).map((sub) => ({ verb: 'escort', subject: sub.join(',') })), { verb: 'no-escort' }];
    }
    case 'trireme':
      return [...surpriseChoices(r, s, who, 'naval', st), { verb: 'pass' }];
    case 'fortune':
    case 'fortune-roll':
      return [{ verb: 'pass' }, ...surpriseChoices(r, s, who, 'fortune', st)];
    case 'heir':
      return [{ verb: 'proclaim' }, { verb: 'assassinate' }];
    case 'mutiny':
      return [...surpriseChoices(r, s, who, 'mutiny', st), { verb: 'pass' }];
    case 'storm':
      return [...surpriseChoices(r, s, who, 'storm', st), { verb: 'pass' }];
    case 'independent':
      return independentChoices(r, s, st);
    case 'intercept-independent':
      return interceptIndependentChoices(r, s, st);
    case 'detach-independent':
      return detachIndependentChoices(s, st);
    case 'avoid-independent':
      return avoidIndependentChoices(r, s, st);
    case 'losses':
      return lossChoices(s, st);
    case 'indep':
      return independentReactionChoices(r, s, st);
    case 'indep-refuse':
      return [{ verb: 'fight' }, { verb: 'fall-back' }];
    case 'target':
      return [...(st.targets.length > 0 ? [{ verb: 'target', subject: String(st.card), targets: st.targets }] : []), ...(st.optional || st.targets.length === 0 ? [{ verb: 'skip' }] : [])];
  }
}

function moveChoices(r: Rules, s: SuccessorsState, who: Faction, st: Extract<Step, { k: 'move' }>): Choice[] {
  const out: Choice[] = [];
  const m = s.moving;
  if (m) {
    const here = m.path[m.path.length - 1]!;
    const cus = total(m.carried);
    // 13.4.3: a naval movement is announced with its whole route (`a>b>c`), once a segment (9.14.2).
    if (!m.naval && !s.navalUsed.includes(who) && cus <= NAVAL_MAX_CUS) {
      const routes = seaRoutes(r, s, who, here, m.mp, cus);
      if (routes.length > 0) out.push({ verb: 'sail', subject: m.general, targets: routes });
    }
    // At sea the army must land in the last port it entered (9.14.7).
    if (m.naval?.atSea) {
      // 15.3.3: 1–2 CUs or a lone general may sail straight into their own besieged port city, never
      // above the two CUs a major city holds inside.
      const inside = canLandInside(r, s, who) ? [{ verb: 'land-inside', subject: m.general, targets: [here] }] : [];
      // A general alone lands outside only where no enemy CUs stand (9.9.1); in his besieged city he lands inside.
      const outside = cus > 0 || !besieged(r, s, here, who) ? [{ verb: 'land', subject: m.general, targets: [here] }] : [];
      return [...out, ...outside, ...inside];
    }
    // Land movement before and after a sea voyage, never both (9.14.4).
    const t = m.naval?.landed && m.naval.landBefore ? [] : nextSpaces(r, s, who, here, m.mp, cus).map((l) => l.to);
    if (t.length > 0) out.push({ verb: 'move', subject: m.general, targets: [...new Set(t)].sort() });
    if (m.mp >= SIEGE_COST && (m.sieges[here] ?? 0) < 2 && canSiege(r, s, here, who)) out.push({ verb: 'siege', subject: m.general, targets: [here] });
    if (m.mp >= REMOVE_CONTROL_COST && cusOut(s, here, who) >= MIN_SIEGE_CUS && spaceDef(r, here).kind === 'minor-city') {
      const by = s.control[here]?.by;
      if (by && by !== who && by !== 'independent') out.push({ verb: 'remove-control', subject: m.general, targets: [here] });
    }
    const body = m.royals.find((id) => r.royal.get(id)?.kind === 'body');
    if (body && s.turn >= 2 && spaceDef(r, here).kind === 'major-city' && !s.royals[body]!.buried) out.push({ verb: 'bury', subject: body, targets: [here] });
    out.push(...surpriseChoices(r, s, who, 'move', st));
    // 9.4: pick up fresh CUs or drop some on the way, without slowing down; a drop outside a friendly
    // space needs a free minor general to show whose they are (9.4.2, 9.1.7); never while passing enemy CUs at sea.
    const h = s.holdings[here]?.[who];
    const tired = s.tired[here];
    const fresh = CU_TYPES.filter((t) => (h?.out[t] ?? 0) - m.carried[t] - (tired?.[t] ?? 0) > 0);
    if (fresh.length > 0) out.push({ verb: 'pick-up', subject: m.general, targets: fresh });
    const enemyHere = Object.keys(s.holdings[here] ?? {}).some((x) => x !== who) || independentsAt(s, here).length > 0;
    const owned = s.control[here]?.by === who || generalsAt(s, here, who).some((g) => !m.generals.includes(g)) || freeMinor(s, who) !== null;
    const droppable = CU_TYPES.filter((t) => m.carried[t] > 0);
    if (!enemyHere && owned && droppable.length > 0 && total(m.carried) > 0) out.push({ verb: 'drop', subject: m.general, targets: droppable });
    // 8.4.1: subordinate major generals may be dropped on the way (then CUs with them, by `drop`); never among enemy CUs (9.9.1).
    // 9.9.1: generals without CUs passing a space with an enemy general may not stop there (nor leave one
    // there); entering was allowed only with a move onward (nextSpaces), `stop` stays if none is left.
    const passing = cus === 0 && enemyGeneralOutside(s, here, who);
    const subordinates = m.generals.filter((g) => g !== m.general && !isMinor(g));
    if (!enemyHere && !passing && subordinates.length > 0) out.push({ verb: 'drop-general', subject: m.general, targets: subordinates });
    if (!passing || !out.some((c) => c.verb === 'move' || c.verb === 'sail')) out.push({ verb: 'stop', subject: m.general });
    return out;
  }
  if (st.source === 'march') return [{ verb: 'stop' }];
  // 14.3.9: a Royal Army CU may be disbanded during one's turn, before it moves.
  const disband = Object.entries(s.holdings).filter(([space, at]) => (at[who]?.out.royal ?? 0) > (s.tired[space]?.royal ?? 0)).map(([space]) => space).sort();
  if (disband.length > 0) out.push({ verb: 'disband', targets: disband });
  // The armies that may still move, found once for both lists below (each is a scan of every general).
  const movable = movableGenerals(r, s, who);
  // 8.4.3: between generals of equal rank the owner picks the commander, before that army moves.
  for (const g of movable) {
    const gs = s.generals[g]!;
    const peers = generalsAt(s, gs.space!, who, !!gs.inside).filter((x) => x !== g && !x.startsWith('minor:') && rankOf(r, s, x) === rankOf(r, s, g) && !s.moved.includes(x));
    if (peers.length > 0 && !s.commanded?.includes(g)) out.push({ verb: 'command', subject: g, targets: peers });
    // 8.4.1: a subordinate major general may leave the stack and start his own move from its space
    // ("utilisez l'espace actuellement occupé comme espace de départ"), never out of a besieged city.
    if (!(gs.inside && besieged(r, s, gs.space!, who))) {
      for (const x of generalsAt(s, gs.space!, who, !!gs.inside)) if (x !== g && !isMinor(x) && !s.moved.includes(x)) out.push({ verb: 'leave', subject: x });
    }
  }
  for (const g of movable) {
    const gs = s.generals[g]!;
    const mp = allowance(r, initiativeOf(r, s, g), st.roll);
    const cus = gs.inside ? total(holding(s, gs.space!, who).in) : Math.max(0, cusOut(s, gs.space!, who) - total(s.tired[gs.space!] ?? holding(s, gs.space!, who).out) * 0);
    // 15.3.1: from inside a besieged major city an army may only sortie against the besiegers (or sail away, 15.3.2).
    const shut = !!gs.inside && besieged(r, s, gs.space!, who);
    if (shut && cus > 0) out.push({ verb: 'sortie', subject: g, targets: [gs.space!] });
    const t = shut ? [] : nextSpaces(r, s, who, gs.space!, mp, cus).map((l) => l.to);
    if (t.length > 0) out.push({ verb: 'move', subject: g, targets: [...new Set(t)].sort() });
    if (!gs.inside && mp >= SIEGE_COST && canSiege(r, s, gs.space!, who)) out.push({ verb: 'siege', subject: g, targets: [gs.space!] });
    if (!s.navalUsed.includes(who) && cus <= NAVAL_MAX_CUS) {
      const routes = seaRoutes(r, s, who, gs.space!, mp, cus);
      if (routes.length > 0) out.push({ verb: 'sail', subject: g, targets: routes });
    }
  }
  // 9.7.3: between moves, CUs go inside or come out of one's own unbesieged major city (free).
  out.push(...cityChoices(r, s, who));
  // Before any army moves: #45 Fortune on the movement roll, and the other surprises of the moment.
  out.push(...surpriseChoices(r, s, who, 'move', st));
  out.push({ verb: 'end' });
  return out;
}

/**
 * The proper non-empty parts of a set of fleets, smallest first (13.4.7: an interceptor commits
 * any number of his fleets; the whole set is the choice without a subject). Bounded: with more
 * than five fleets only single fleets and all-but-one are listed.
 */
export function fleetSubsets(ids: readonly string[]): string[][] {
  const n = ids.length;
  if (n < 2) return [];
  if (n > 5) return [...ids.map((x) => [x]), ...ids.map((x) => ids.filter((y) => y !== x))];
  const out: string[][] = [];
  for (let mask = 1; mask < (1 << n) - 1; mask++) out.push(ids.filter((_, i) => mask & (1 << i)));
  return out.sort((a, b) => a.length - b.length);
}

/** Whether a decision is one of the listed choices. */
export function isListed(list: Choice[], d: ChoiceDecision): boolean {
  return list.some((c) => c.verb === d.verb && (c.subject ?? undefined) === (d.subject ?? undefined) && (c.targets ? d.target !== undefined && c.targets.includes(d.target) : d.target === undefined));
}

function discardCard(r: Rules, s: SuccessorsState, f: Faction, n: number, removed = false): void {
  s.hands[f] = s.hands[f]!.filter((c) => c !== n);
  if (removed) s.removed.push(n);
  else s.discard.push(n);
  void r;
}

function drawReplacement(s: SuccessorsState, ctx: ResolveContext, f: Faction): void {
  const c = s.deck.shift();
  if (c === undefined) return;
  s.hands[f]!.push(c);
  ctx.emit(ev('card-drawn', { faction: f, card: c }, { rule: 'successors 7.3.3', to: [f] }));
  ctx.emit(ev('card-replaced', { faction: f }, { rule: 'successors 7.3.3' }));
}

/** After the mandatory card of the Tyche segment: a bonus event or the Movement Segment. */
function afterCard(r: Rules, s: SuccessorsState, ctx: ResolveContext, f: Faction, card: number | undefined, bonus: boolean): void {
  s.played = true;
  if (bonus && card !== undefined) {
    s.step = { k: 'bonus-event', who: f, card };
    if (choicesOf(r, s, f).length === 1 && choicesOf(r, s, f)[0]!.verb === 'skip') startMovement(r, s, ctx);
    return;
  }
  startMovement(r, s, ctx);
}

function recruitDone(r: Rules, s: SuccessorsState, ctx: ResolveContext, f: Faction, card: number, bonus: boolean): void {
  const cur = s.recruit[f];
  if (cur && cur.ops >= RECRUIT_COST[cur.kind]) {
    const kind: CuType = cur.kind;
    cur.ops -= RECRUIT_COST[cur.kind];
    if (cur.ops === 0) s.recruit[f] = null;
    ctx.emit(ev('recruited', { faction: f, kind }, { rule: kind === 'mercenary' ? 'successors 7.6.1' : 'successors 7.6.2' }));
    const cus = { mercenary: 0, elephant: 0, macedonian: 0, royal: 0, 'silver-shields': 0 };
    cus[kind] = 1;
    s.step = { k: 'reinforce', who: f, cus, generals: [], then: 'tyche', placed: {}, provinces: {}, card, bonus };
    return;
  }
  afterCard(r, s, ctx, f, card, bonus);
}

function handleArrival(r: Rules, s: SuccessorsState, ctx: ResolveContext, f: Faction, a: Arrival): void {
  const resume = s.resume ?? s.step;
  if (a.kind === 'window') {
    if (s.step.k === 'move') s.resume = s.step;
    s.step = a.step;
    return;
  }
  s.step = resume;
  s.resume = null;
  if (a.kind === 'stopped' || (s.moving && s.moving.mp <= 0) || (s.moving && total(s.moving.carried) === 0 && s.moving.generals.length === 0)) finishArmy(r, s, ctx, f);
}

function finishArmy(r: Rules, s: SuccessorsState, ctx: ResolveContext, f: Faction): void {
  // 9.11.3: a friendly passage never lets two factions' armies share a space at the end of a move: a battle.
  const m = s.moving;
  if (m && total(m.carried) > 0) {
    const here = m.path[m.path.length - 1]!;
    const foe = Object.keys(s.holdings[here] ?? {}).find((x) => x !== f && cusOut(s, here, x) > 0);
    if (foe) fight(r, s, ctx, f, foe, here, m.path[m.path.length - 2] ?? here, false);
  }
  stopArmy(s, ctx, f);
  const st = s.step;
  if (st.k === 'move' && st.source === 'march') afterCard(r, s, ctx, f, st.card, !!st.bonus);
}

/**
 * Applies one decision. A decision whose battle, siege or attrition roll went against a player
 * opens a `fortune-roll` window for him (holder of #45 or not); played, the decision is made
 * again from the state before it with that roll new (rules/fortune.ts).
 */
export function applyChoice(r: Rules, s: SuccessorsState, who: Faction, d: ChoiceDecision, ctx: ResolveContext): void {
  const st = s.step;
  if (st.k === 'fortune-roll') {
    const m = s.fortuneRoll;
    if (d.verb === 'play-surprise' && m && r.card.get(Number(d.subject))?.effect === 'reroll') {
      const o = m.offers[0]!;
      const card = Number(d.subject);
      const restored = JSON.parse(m.before) as SuccessorsState;
      for (const k of Object.keys(s)) delete (s as unknown as Record<string, unknown>)[k];
      Object.assign(s, restored);
      // The lines not shown yet (what followed from the first roll) are dropped: they did not happen.
      discardCard(r, s, who, card);
      ctx.emit(ev('card-played', { faction: who, card, as: 'event' }, { rule: 'successors 7.3.1' }));
      drawReplacement(s, ctx, who);
      ctx.emit(ev('fortune-reroll', { faction: who, kind: o.kind }, { rule: 'successors 7.3.1' }));
      // One Fortune a decision: the decision made again opens no further window. Its lines before
      // the roll made again are those already shown (the same dice): only the new ones follow.
      const again = recordingContext(ctx, rerollScript(m, o));
      applyDecision(r, s, m.who, m.decision, again.ctx);
      show(ctx, again.events.filter((x) => x.at > o.call));
      return;
    }
    m?.offers.shift();
    fortuneWindow(s, ctx, st.back);
    return;
  }
  if (r.knownHands && !fortuneInHand(r, s)) {
    applyDecision(r, s, who, d, ctx);
    return;
  }
  const before = JSON.stringify(s);
  const independentMove = st.k === 'intercept-independent' || st.k === 'detach-independent' || st.k === 'avoid-independent';
  const rec = recordingContext(ctx);
  applyDecision(r, s, who, d, rec.ctx);
  const offers = s.result || s.step.k === 'over' ? [] : fortuneOffers(s, rec.calls, rec.events, who, independentMove);
  if (offers.length === 0) {
    show(ctx, rec.events);
    return;
  }
  // The lines are shown up to the roll of the first window; the rest waits for the windows.
  s.fortuneRoll = { before, who, decision: d, calls: rec.calls, offers, lines: rec.events.map((x) => x.e), shownTo: 0 };
  fortuneWindow(s, ctx, s.step);
}

/** Whether a hand holds a card that makes a roll again (#45 Fortune, 7.3.1): in a bot's world (`knownHands`) no window opens without it. */
function fortuneInHand(r: Rules, s: SuccessorsState): boolean {
  for (const f in s.hands) for (const n of s.hands[f]!) if (r.card.get(n)?.effect === 'reroll') return true;
  return false;
}

function applyDecision(r: Rules, s: SuccessorsState, who: Faction, d: ChoiceDecision, ctx: ResolveContext): void {
  const st = s.step;
  if (d.verb === 'play-surprise') {
    playSurprise(r, s, ctx, who, Number(d.subject), d.target);
    if (st.k === 'fortune' && r.card.get(Number(d.subject))?.effect === 'reroll') fortuneReroll(r, s, ctx, st);
    upkeep(r, s, ctx);
    openLosses(s);
    return;
  }
  switch (st.k) {
    case 'over':
      return;
    case 'first-player':
      afterOrder(r, s, ctx, d.target!, who);
      break;
    case 'heir': {
      if (d.verb === 'proclaim') {
        endGame(s, ctx, [regent(r, s)], 'regent', 'successors 21.4.2');
        return;
      }
      const rs = s.royals[st.royal]!;
      rs.dead = true;
      rs.space = null;
      ctx.emit(ev('heir-assassinated', { faction: who, royal: st.royal }, { rule: 'successors 18.6.2' }));
      orderPhase(r, s, ctx);
      break;
    }
    case 'reinforce': {
      if (d.verb === 'skip') {
        // Nowhere to go: the units stay in the Dispersal Box (a ruling, decisions.md).
        for (const t of CU_TYPES) s.dispersed[who]![t] += st.cus[t];
        for (const g of st.generals) s.generals[g]!.where = 'dispersed';
        st.cus = { mercenary: 0, elephant: 0, macedonian: 0, royal: 0, 'silver-shields': 0 };
        st.generals = [];
      } else if (st.generals.length > 0) {
        const g = st.generals.shift()!;
        s.generals[g] = { ...s.generals[g]!, owner: who, where: 'map', space: d.target! };
        ctx.emit(ev('placed', { faction: who, what: g, space: d.target! }, { rule: 'successors 5.3.1' }));
        // 24.1.5 (2 or 3 players): a basic general dealt into the deck (24.1.4, 24.2.1) who enters in
        // his start province lets his owner put a friendly marker there once his troops are placed.
        const def = r.general.get(g);
        const home = def?.start !== undefined ? spaceDef(r, def.start).province : undefined;
        if (st.card !== undefined && s.options.players < 4 && def?.entry.kind === 'start' && home !== undefined && spaceDef(r, d.target!).province === home) st.startMarker = home;
      } else {
        const t = d.subject as CuType;
        st.cus[t] -= 1;
        holding(s, d.target!, who).out[t] += 1;
        st.placed[d.target!] = (st.placed[d.target!] ?? 0) + 1;
        const p = spaceDef(r, d.target!).province;
        st.provinces[p] = (st.provinces[p] ?? 0) + 1;
        // A lone CU outside a friendly space needs a minor general to show whose it is (9.1.5).
        if (s.control[d.target!]?.by !== who && generalsAt(s, d.target!, who).length === 0) {
          const m = Object.keys(s.generals).find((g) => g.startsWith(`minor:${who}:`) && s.generals[g]!.where === 'off');
          if (m) s.generals[m] = { owner: who, where: 'map', space: d.target! };
        }
        ctx.emit(ev('placed', { faction: who, what: t, space: d.target! }, { rule: 'successors 5.3.1' }));
      }
      if (st.generals.length === 0 && total(st.cus) === 0) {
        if (st.then === 'phase') nextReinforcement(r, s, ctx, s.active + 1);
        else if (st.then === 'tyche' && st.startMarker !== undefined && st.card !== undefined) s.step = { k: 'start-marker', who, province: st.startMarker, card: st.card, bonus: !!st.bonus };
        else if (st.then === 'tyche') afterCard(r, s, ctx, who, st.card, !!st.bonus);
        else forage(r, s, ctx);
      }
      break;
    }
    case 'storm': {
      const next = st.stormed ? undefined : s.order.find((x) => x !== st.mover && !st.asked.includes(x));
      if (next) {
        s.step = { ...st, who: next, asked: [...st.asked, next] };
        break;
      }
      s.step = s.resume!;
      s.resume = null;
      if (st.stormed) {
        // The force stays in its port; its naval movement of the segment is spent and its move ends (a ruling).
        s.navalUsed.push(st.mover);
        finishArmy(r, s, ctx, st.mover);
      } else navalDeclare(r, s, ctx, st.mover, []);
      break;
    }
    case 'mutiny':
      resolveMutiny(r, s, ctx, st.by, who, st.space);
      s.step = st.back ?? { k: 'tyche', who: st.by };
      break;
    case 'start-marker':
      if (d.verb === 'place') {
        // An unescorted royal there now follows the marker (18.1): captured or deactivated by it.
        s.control[d.target!] = { by: who };
        ctx.emit(ev('control-placed', { faction: who, space: d.target! }, { rule: 'successors 24.1.5' }));
      }
      afterCard(r, s, ctx, who, st.card, st.bonus);
      break;
    case 'surrender-offer':
      answerSurrender(r, s, ctx, st, d.verb);
      break;
    case 'free-markers':
      answerFreeMarker(r, s, ctx, who, d.verb, d.target);
      break;
    case 'surrender':
      if (d.verb === 'done') {
        s.step = { k: 'tyche', who };
        break;
      }
      st.tried.push(d.target!);
      siegeRoll(r, s, ctx, d.target!, who, { surrender: true });
      if (surrenderTargets(r, s, who, st.tried).length === 0) s.step = { k: 'tyche', who };
      break;
    case 'tyche': {
      if (d.verb === 'pass') {
        afterCard(r, s, ctx, who, undefined, false);
        break;
      }
      const n = Number(d.subject);
      const card = r.card.get(n)!;
      if (d.verb === 'discard') {
        discardCard(r, s, who, n);
        ctx.emit(ev('card-played', { faction: who, card: n, as: 'discard' }, { rule: card.kind === 'surprise' ? 'successors 7.3.3' : 'successors 7.7.1' }));
        if (card.kind === 'surprise') drawReplacement(s, ctx, who);
        else afterCard(r, s, ctx, who, undefined, false);
      } else if (d.verb === 'buy-general') {
        discardCard(r, s, who, n);
        ctx.emit(ev('card-played', { faction: who, card: n, as: 'discard' }, { rule: 'successors 23.5.1' }));
        const g = d.target!;
        const def = r.general.get(g)!;
        s.generals[g] = { owner: who, where: 'dispersed' };
        const cus = { mercenary: 0, elephant: 0, macedonian: 0, royal: 0, 'silver-shields': 0 };
        for (const t of CU_TYPES) cus[t] = def.army[t] ?? 0;
        s.step = { k: 'reinforce', who, cus, generals: [g], then: 'tyche', placed: {}, provinces: {}, ...(def.card !== undefined ? { card: def.card } : {}) };
        ctx.emit(ev('general-arrives', { faction: who, general: g, space: '' }, { rule: 'successors 23.5.2' }));
      } else if (d.verb === 'recall-fleet') {
        discardCard(r, s, who, n);
        ctx.emit(ev('card-played', { faction: who, card: n, as: 'discard' }, { rule: 'successors 23.4' }));
        s.fleets[d.target!]!.dispersed = false;
        s.fleets[d.target!]!.strong = false;
        ctx.emit(ev('fleet-recalled', { faction: who, fleet: d.target! }, { rule: 'successors 23.4' }));
        afterCard(r, s, ctx, who, undefined, false);
      } else if (d.verb === 'upgrade-fleet') {
        discardCard(r, s, who, n);
        s.fleets[d.target!]!.strong = true;
        ctx.emit(ev('fleet-upgraded', { faction: who, fleet: d.target! }, { rule: 'successors 13.3.1' }));
        afterCard(r, s, ctx, who, undefined, false);
      } else if (d.verb === 'play-event') {
        s.hands[who] = s.hands[who]!.filter((c) => c !== n);
        ctx.emit(ev('card-played', { faction: who, card: n, as: 'event' }, { rule: 'successors 7.1.1' }));
        if (card.kind !== 'general' && card.effect !== 'marriage-offer') (card.removeAfterEvent ? s.removed : s.discard).push(n);
        const opened = runEvent(r, s, ctx, who, card);
        if (!opened) afterCard(r, s, ctx, who, undefined, false);
      } else {
        discardCard(r, s, who, n);
        ctx.emit(ev('card-played', { faction: who, card: n, as: d.verb === 'play-bonus' ? 'bonus' : 'ops' }, { rule: d.verb === 'play-bonus' ? 'successors 7.2.1' : 'successors 7.1.2' }));
        s.step = { k: 'ops', who, card: n, ops: card.ops, bonus: d.verb === 'play-bonus' };
      }
      ctx.emit(ev('hand-size', { faction: who, count: s.hands[who]!.length }, { rule: 'successors 7.1.1' }));
      break;
    }
    case 'ops': {
      if (d.verb === 'march') {
        s.navalUsed = [];
        ctx.emit(ev('march', { faction: who, general: d.target!, mp: st.ops }, { rule: 'successors 7.4.1' }));
        s.moved = [];
        s.tired = {};
        startArmy(r, s, who, d.target!, st.ops, 'march');
        s.step = { k: 'move', who, source: 'march', roll: 0, card: st.card, bonus: st.bonus };
      } else if (d.verb === 'control') {
        const from = Object.entries(s.control).filter(([, m]) => m.by === who).map(([id]) => id).sort();
        s.step = { k: 'place-control', who, left: st.ops, card: st.card, bonus: st.bonus, from };
      } else {
        const kind = d.target as 'mercenary' | 'macedonian';
        const cur = (s.recruit[who] ??= { kind, ops: 0 });
        cur.ops += st.ops;
        ctx.emit(ev('recruit-progress', { faction: who, kind, ops: cur.ops, need: RECRUIT_COST[kind] }, { rule: 'successors 7.6.3' }));
        recruitDone(r, s, ctx, who, st.card, st.bonus);
      }
      break;
    }
    case 'place-control':
      if (d.verb === 'place') {
        s.control[d.target!] = { by: who };
        ctx.emit(ev('control-placed', { faction: who, space: d.target! }, { rule: 'successors 7.5.1' }));
        st.left -= 1;
      }
      if (d.verb === 'done' || st.left <= 0 || controlSpaces(r, s, who, st.from).length === 0) afterCard(r, s, ctx, who, st.card, st.bonus);
      break;
    case 'bonus-event': {
      const card = r.card.get(st.card)!;
      if (d.verb === 'event') {
        ctx.emit(ev('card-played', { faction: who, card: card.number, as: 'event' }, { rule: 'successors 7.2.1' }));
        if (card.removeAfterEvent) {
          s.discard = s.discard.filter((c) => c !== card.number);
          s.removed.push(card.number);
        }
        if (runEvent(r, s, ctx, who, card)) break;
      }
      startMovement(r, s, ctx);
      break;
    }
    case 'movement':
      if (d.verb === 'levy') {
        ctx.emit(ev('levy', { faction: who }, { rule: 'successors 9.13' }));
        s.step = { k: 'reinforce', who, cus: { mercenary: 1, elephant: 0, macedonian: 0, royal: 0, 'silver-shields': 0 }, generals: [], then: 'movement', placed: {}, provinces: {} };
      } else {
        const roll = ctx.dice.d6('successors 9.2.2');
        s.roll = roll;
        ctx.emit(ev('movement-roll', { faction: who, roll }, { rule: 'successors 9.2.2' }));
        s.step = { k: 'move', who, source: 'movement', roll };
      }
      break;
    case 'move':
      applyMove(r, s, who, d, ctx, st);
      break;
    case 'detach':
    case 'intercept': {
      if (st.k === 'intercept' && d.verb === 'intercept' && cusOut(s, s.generals[d.subject!]!.space!, who) > 1) {
        s.step = { k: 'detach', who, general: d.subject!, mover: st.mover, space: st.space, from: st.from, asked: st.asked, ...(st.tried ? { tried: st.tried } : {}) };
        break;
      }
      if (st.k === 'intercept' && d.verb === 'detach-minor') {
        s.step = { k: 'detach', who, general: freeMinor(s, who)!, mover: st.mover, space: st.space, from: st.from, asked: st.asked, ...(st.tried ? { tried: st.tried } : {}), minorFrom: d.subject! };
        break;
      }
      if (d.verb === 'intercept' || d.verb === 'detach') {
        const g = st.k === 'detach' ? st.general : d.subject!;
        const minorFrom = st.k === 'detach' ? st.minorFrom : undefined;
        attemptInterception(r, s, ctx, who, g, st, st.k === 'detach' ? Number(d.target) : undefined, minorFrom, false);
        break;
      }
      handleArrival(r, s, ctx, st.mover, interceptionWindow(r, s, ctx, st.mover, st.space, st.from, st.asked));
      break;
    }
    case 'fortune':
      // #45 not played: the failed roll stands.
      if (st.roll === 'intercept') handleArrival(r, s, ctx, st.mover, interceptionWindow(r, s, ctx, st.mover, st.space, st.from, st.asked, st.tried));
      else handleArrival(r, s, ctx, st.mover, fight(r, s, ctx, st.mover, who, st.space, st.from, true));
      break;
    case 'trireme':
      navalFight(r, s, ctx, st.interceptor, st.who, st.space, st.asked, st.fleets);
      break;
    case 'escort': {
      const v = s.moving?.voyage;
      if (!v) break;
      if (d.verb === 'no-escort') v.escorts = [];
      else if (d.subject) v.escorts = d.subject.split(',');
      ctx.emit(ev('escorts', { faction: who, fleets: v.escorts ?? activeFleets(r, s, who).ids }, { rule: 'successors 13.4.7' }));
      stormWindow(r, s, ctx, who);
      break;
    }
    case 'indep': {
      // Optional 23.3: one attempt a Surprise card discarded; otherwise the next player, then the arrival.
      const origin = d.verb === 'indep-intercept' ? (s.independents[d.target!]?.space ?? st.space) : st.space;
      if (d.verb !== 'pass' && independentAttempt(r, s, ctx, st, Number(d.subject), d.target!)) {
        if (st.mode === 'intercept') s.step = { k: 'indep-refuse', who: st.mover, space: st.space, from: st.from, armies: [d.target!], origin };
        else handleArrival(r, s, ctx, st.mover, arrive(r, s, ctx, st.mover, st.space, st.from, true, true));
        break;
      }
      const next = nextIndependentWindow(r, s, st.mover, st.space, st.from, st.mode, st.asked);
      if (next) s.step = next;
      else handleArrival(r, s, ctx, st.mover, st.mode === 'intercept' ? arrive(r, s, ctx, st.mover, st.space, st.from) : arrive(r, s, ctx, st.mover, st.space, st.from, true, true));
      break;
    }
    case 'indep-refuse': {
      if (d.verb === 'fall-back') {
        fallBack(r, s, ctx, who, st.space, st.from);
        handleArrival(r, s, ctx, who, { kind: 'stopped' });
        break;
      }
      // The independent army attacks (it intercepted, 12.3); on a draw it steps back where it came from (12.9).
      const out = battle(r, s, ctx, st.space, { kind: 'independent', armies: st.armies }, { kind: 'faction', faction: who });
      if (out.winner === null) for (const a of st.armies) if (s.independents[a]?.where === 'map') s.independents[a] = { where: 'map', space: st.origin };
      if (s.moving && out.winner === 'attacker') {
        s.moving.carried = noCus();
        s.moving.generals = [];
      }
      handleArrival(r, s, ctx, who, { kind: 'stopped' });
      break;
    }
    case 'passage': {
      if (d.verb === 'grant') ctx.emit(ev('passage', { faction: who, mover: st.mover, space: st.space, granted: true }, { rule: 'successors 9.11.1' }));
      const a: Arrival = d.verb === 'grant' ? { kind: 'continue' } : arrive(r, s, ctx, st.mover, st.space, st.from, true);
      handleArrival(r, s, ctx, st.mover, a);
      break;
    }
    case 'garrison': {
      const join = d.verb === 'join';
      (s.garrison ??= []).push({ faction: who, space: st.space, join });
      ctx.emit(ev('garrison-choice', { faction: who, space: st.space, join }, { rule: 'successors 12.4' }));
      if (st.next) s.step = st.next;
      else if (s.moving) handleArrival(r, s, ctx, who, arrive(r, s, ctx, who, st.space, st.from));
      break;
    }
    case 'intercept-role':
      s.step = { k: 'refuse', who: st.mover, interceptor: who, space: st.space, from: st.from, origin: st.origin, mode: d.verb === 'attack' ? 'attack' : 'defend' };
      break;
    case 'refuse': {
      if (d.verb === 'avoid') {
        // 23.2 A: a failed avoidance means battle without local troops (11.2).
        const escaped = avoid(r, s, ctx, who, st.space, d.target!, st.interceptor, st.origin);
        if (escaped && s.moving) s.moving.path.push(d.target!);
        if (!escaped) {
          attack(r, s, ctx, st.interceptor, who);
          const side: Side = { kind: 'faction', faction: who };
          const out = battle(r, s, ctx, st.space, { kind: 'faction', faction: st.interceptor }, side, { noLocal: [side] });
          if (s.moving && out.winner === 'attacker') {
            s.moving.carried = { mercenary: 0, elephant: 0, macedonian: 0, royal: 0, 'silver-shields': 0 };
            s.moving.generals = [];
          }
        }
        handleArrival(r, s, ctx, who, { kind: 'stopped' });
        break;
      }
      if (d.verb === 'fight' && st.mode === 'defend') {
        // 23.2 B: the mover attacks the interceptor, who defends.
        attack(r, s, ctx, who, st.interceptor);
        const out = battle(r, s, ctx, st.space, { kind: 'faction', faction: who }, { kind: 'faction', faction: st.interceptor });
        if (out.winner === null) fallBack(r, s, ctx, who, st.space, st.from);
        handleArrival(r, s, ctx, who, { kind: 'stopped' });
        break;
      }
      if (d.verb === 'fight' && st.mode === 'attack') attack(r, s, ctx, st.interceptor, who);
      if (d.verb === 'fall-back') {
        fallBack(r, s, ctx, who, st.space, st.from);
        handleArrival(r, s, ctx, who, { kind: 'stopped' });
        break;
      }
      // The intercepted army is the defender (12.3); an interception is not an attack (17.5.4).
      const out = battle(r, s, ctx, st.space, { kind: 'faction', faction: st.interceptor }, { kind: 'faction', faction: who });
      // 12.9.1: on a draw the interceptor (the attacker) steps back — his generals too when the
      // draw's loss took his last CU (fuzz --seed long game 485 left one beside the enemy army).
      if (out.winner === null && (cusOut(s, st.space, st.interceptor) > 0 || generalsAt(s, st.space, st.interceptor, false).length > 0)) {
        const h = holding(s, st.space, st.interceptor);
        const ho = holding(s, st.origin, st.interceptor);
        for (const t of CU_TYPES) {
          ho.out[t] += h.out[t];
          h.out[t] = 0;
        }
        for (const g of generalsAt(s, st.space, st.interceptor, false)) s.generals[g]!.space = st.origin;
        followLosses(s, st.interceptor, st.space, st.origin);
        tidy(s, st.space);
        ctx.emit(ev('fell-back', { faction: st.interceptor, to: st.origin }, { rule: 'successors 12.9.1' }));
      }
      if (s.moving && out.winner === 'attacker') {
        s.moving.carried = { mercenary: 0, elephant: 0, macedonian: 0, royal: 0, 'silver-shields': 0 };
        s.moving.generals = [];
      }
      handleArrival(r, s, ctx, who, { kind: 'stopped' });
      break;
    }
    case 'avoid': {
      let a: Arrival;
      if (d.verb === 'avoid') {
        if (!avoid(r, s, ctx, who, st.space, d.target!, st.mover, st.from)) {
          // A failed avoidance may be rolled again with Fortune (#45): its window, holder or not.
          s.step = { k: 'fortune', who, roll: 'avoid', general: commander(r, s, st.space, who, false) ?? '', mover: st.mover, space: st.space, from: st.from, asked: [], to: d.target! };
          break;
        }
        a = { kind: 'continue' };
      } else if (d.verb === 'inside') {
        const h = holding(s, st.space, who);
        let room = 2 - total(h.in);
        let moved = 0;
        for (const t of ['macedonian', 'royal', 'silver-shields', 'elephant', 'mercenary'] as CuType[]) {
          const k = Math.min(room, h.out[t]);
          h.out[t] -= k;
          h.in[t] += k;
          room -= k;
          moved += k;
        }
        if (total(h.out) === 0) for (const g of generalsAt(s, st.space, who, false)) s.generals[g]!.inside = true;
        ctx.emit(ev('withdrew-inside', { faction: who, space: st.space, cus: moved }, { rule: 'successors 9.7.3' }));
        a = total(h.out) > 0 ? fight(r, s, ctx, st.mover, who, st.space, st.from, false) : { kind: 'continue' };
      } else a = fight(r, s, ctx, st.mover, who, st.space, st.from, false);
      handleArrival(r, s, ctx, st.mover, a);
      break;
    }
    case 'independent':
      applyIndependent(r, s, ctx, who, d, st);
      break;
    case 'intercept-independent':
      independentOutcome(r, s, ctx, st.back, answerInterceptIndependent(r, s, ctx, who, st, d));
      break;
    case 'detach-independent':
      independentOutcome(r, s, ctx, st.back, interceptIndependent(r, s, ctx, who, st, st.general, Number(d.target), st.minorFrom));
      break;
    case 'avoid-independent':
      independentOutcome(r, s, ctx, st.back, answerIndependent(r, s, ctx, who, st, d.verb, d.target));
      break;
    case 'losses':
      applyLoss(s, ctx, st, d.target as CuType);
      break;
    case 'naval': {
      // 13.4.3: every player declares on the announced route first; the battles are fought as the
      // force reaches each declared space (13.4.6), the mover answering each (#47, or pass) before it.
      if (d.verb === 'intercept-fleet') s.moving?.voyage?.plan.push({ faction: who, space: d.target!, ...(d.subject ? { fleets: d.subject.split(',') } : {}) });
      navalDeclare(r, s, ctx, st.mover, st.asked);
      break;
    }
    case 'target': {
      if (d.verb === 'target') {
        const card = r.card.get(st.card)!;
        const opened = st.stage ? (applyStage(r, s, ctx, who, st.stage, d.target!), false) : EVENTS[st.effect]!.apply(r, s, ctx, who, card, d.target!);
        if (opened) break;
      }
      if (st.then === 'tyche') s.step = { k: 'tyche', who };
      else if (st.then === 'pile') continueAfterRound(r, s, ctx);
      else afterCard(r, s, ctx, who, undefined, false);
      break;
    }
  }
  upkeep(r, s, ctx);
  checkVictory(r, s, ctx);
  openLosses(s);
}

/**
 * An interception attempt (10.2) by `g` — a general of the stack, or a minor general from off the
 * map leading a detachment from `minorFrom` (8.1.5) — with `count` CUs (10.7.1) or the whole army.
 * Failed, its roller may answer with Fortune (#45) once (`fortune` window, holder or not).
 */
function attemptInterception(r: Rules, s: SuccessorsState, ctx: ResolveContext, who: Faction, g: string, w: { mover: Faction; space: SpaceId; from: SpaceId; asked: Faction[]; tried?: SpaceId[] }, count: number | undefined, minorFrom: SpaceId | undefined, rerolled: boolean): void {
  // 8.1.5: the minor general is placed from off the map with the detachment; failed, he goes back off the map (8.1.6).
  if (minorFrom !== undefined) {
    s.generals[g] = { owner: who, where: 'map', space: minorFrom };
    // Made again with Fortune, the detachment was already named: its line is not repeated.
    if (!rerolled) ctx.emit(ev('minor-detached', { faction: who, general: g, space: minorFrom }, { rule: 'successors 8.1.5' }));
  }
  const origin = s.generals[g]!.space!;
  if (!intercept(r, s, ctx, who, g, w.space, count)) {
    if (minorFrom !== undefined) s.generals[g] = { owner: who, where: 'off' };
    // 10.7.2: this army (the stack of `origin`, a detachment of it included) has made its one attempt here.
    const tried = w.tried?.includes(origin) ? w.tried : [...(w.tried ?? []), origin];
    if (!rerolled) {
      s.step = { k: 'fortune', who, roll: 'intercept', general: g, mover: w.mover, space: w.space, from: w.from, asked: w.asked, tried, ...(count !== undefined ? { count } : {}), ...(minorFrom !== undefined ? { minorFrom } : {}) };
      return;
    }
    handleArrival(r, s, ctx, w.mover, interceptionWindow(r, s, ctx, w.mover, w.space, w.from, w.asked, tried));
    return;
  }
  const mine = s.moving ? total(s.moving.carried) : 0;
  const theirs = cusOut(s, w.space, who);
  if (mine === 0) {
    // 9.9.2: an army intercepting a general alone: the leader loss test (5–6 dead, else dispersed).
    handleArrival(r, s, ctx, w.mover, fight(r, s, ctx, who, w.mover, w.space, w.from, false));
    if (s.moving) finishArmy(r, s, ctx, w.mover);
    return;
  }
  if (canOverrun(mine, theirs)) {
    // 10.4: the interceptor is overrun and the mover goes on.
    ctx.emit(ev('overrun', { faction: w.mover, space: w.space, victim: who, attackers: mine, defenders: theirs }, { rule: 'successors 10.4' }));
    defeat(r, s, ctx, w.space, who, { kind: 'faction', faction: w.mover }, { inside: false });
    handleArrival(r, s, ctx, w.mover, arrive(r, s, ctx, w.mover, w.space, w.from));
  } else {
    const next: Step = s.options.optional.interceptionOptions ? { k: 'intercept-role', who, mover: w.mover, space: w.space, from: w.from, origin } : { k: 'refuse', who: w.mover, interceptor: who, space: w.space, from: w.from, origin };
    // 12.4: an interceptor of the besiegers of his own major city says whether the CUs inside join.
    s.step = garrisonQuestion(r, s, who, w.space) ? { k: 'garrison', who, space: w.space, from: w.from, next } : next;
  }
}

/** #45 Fortune played in its window: the failed roll is made again and the new result stands. */
function fortuneReroll(r: Rules, s: SuccessorsState, ctx: ResolveContext, st: Extract<Step, { k: 'fortune' }>): void {
  ctx.emit(ev('fortune-reroll', { faction: st.who, kind: st.roll }, { rule: 'successors 7.3.1' }));
  if (st.roll === 'intercept') {
    attemptInterception(r, s, ctx, st.who, st.general, st, st.count, st.minorFrom, true);
    return;
  }
  const a: Arrival = avoid(r, s, ctx, st.who, st.space, st.to!, st.mover, st.from) ? { kind: 'continue' } : fight(r, s, ctx, st.mover, st.who, st.space, st.from, true);
  handleArrival(r, s, ctx, st.mover, a);
}

/** The naval battle an interceptor chose (13.5), once the mover has answered with #47 or passed. */
function navalFight(r: Rules, s: SuccessorsState, ctx: ResolveContext, interceptor: Faction, mover: Faction, space: SpaceId, asked: Faction[], fleets?: string[]): void {
  if (navalBattle(r, s, ctx, mover, interceptor, space, fleets)) {
    s.step = s.resume!;
    s.resume = null;
    finishArmy(r, s, ctx, mover);
    return;
  }
  void space;
  void asked;
  voyage(r, s, ctx, mover);
}

/** After a player's answer to an independent army's move (16.1.2): another window, the activation goes on, or it is over. */
function independentOutcome(r: Rules, s: SuccessorsState, ctx: ResolveContext, back: Extract<Step, { k: 'independent' }>, o: 'over' | 'continue' | 'window'): void {
  if (o === 'window') return;
  s.step = back;
  if (o === 'continue') return;
  if (back.then === 'pile') continueAfterRound(r, s, ctx);
  else afterCard(r, s, ctx, back.who, undefined, false);
}

function applyIndependent(r: Rules, s: SuccessorsState, ctx: ResolveContext, who: Faction, d: ChoiceDecision, st: Extract<Step, { k: 'independent' }>): void {
  // A window opened by the move (16.1.2) leaves the activation waiting in its `back`.
  if (!applyIndependentChoice(r, s, ctx, who, d, st) || s.step !== st) return;
  if (st.then === 'pile') continueAfterRound(r, s, ctx);
  else afterCard(r, s, ctx, who, undefined, false);
}

/** Alexander's burial (17.4): in a major city, from turn 2, after any battle there. */
function bury(r: Rules, s: SuccessorsState, ctx: ResolveContext, f: Faction, body: string, space: SpaceId): void {
  const st = s.royals[body]!;
  st.buried = space;
  st.space = space;
  if (s.moving) s.moving.royals = s.moving.royals.filter((x) => x !== body);
  const pella = space === 'pella';
  if (pella) s.pella = f;
  ctx.emit(ev('body-buried', { faction: f, space, lp: pella ? 10 : 2 }, { rule: pella ? 'successors 17.4.3' : 'successors 17.4.5' }));
  void r;
}

/**
 * 13.4.3, 13.4.4: the next player who may intercept somewhere on the announced route is asked
 * (turn order); once all have declared, the voyage is sailed.
 */
function navalDeclare(r: Rules, s: SuccessorsState, ctx: ResolveContext, mover: Faction, asked: Faction[]): void {
  const m = s.moving!;
  const v = m.voyage!;
  const embark = m.naval?.embark ?? m.path[m.path.length - 1]!;
  for (const x of s.order) {
    if (x === mover || asked.includes(x)) continue;
    const at = routeInterceptions(r, s, x, embark, v.route);
    if (at.length === 0) continue;
    if (s.step.k === 'move') s.resume = s.step;
    s.step = { k: 'naval', who: x, mover, space: at[0]!, asked: [...asked, x] };
    return;
  }
  voyage(r, s, ctx, mover);
}

/**
 * Sails the announced route leg by leg (9.14.3); where a player declared an interception the
 * mover answers (#47 or pass, `trireme`) and the naval battle is fought (13.4.6, 13.5); beaten,
 * the force goes back to its port of embarkation (13.6.2). At the end of the route it lands.
 */
function voyage(r: Rules, s: SuccessorsState, ctx: ResolveContext, mover: Faction): void {
  const m = s.moving;
  const v = m?.voyage;
  if (!m || !v) return;
  for (;;) {
    const here = m.path[m.path.length - 1]!;
    const i = m.naval?.atSea ? v.plan.findIndex((p) => p.space === here) : -1;
    if (i >= 0) {
      const p = v.plan.splice(i, 1)[0]!;
      if (s.step.k === 'move') s.resume = s.step;
      s.step = { k: 'trireme', who: mover, interceptor: p.faction, space: here, asked: [], ...(p.fleets ? { fleets: p.fleets } : {}) };
      return;
    }
    if (v.next >= v.route.length) break;
    sail(r, s, ctx, mover, v.route[v.next]!);
    v.next += 1;
  }
  if (s.step.k !== 'move' && s.resume) {
    s.step = s.resume;
    s.resume = null;
  }
  // Out of MP the army lands at once, unless it may choose to land inside its besieged city (15.3.3).
  if (s.moving && s.moving.mp <= 0 && !canLandInside(r, s, mover)) land(r, s, ctx, mover);
}

/** 15.3.3: the army at sea may land straight inside its own besieged port city (1–2 CUs or a lone general, 2 CUs inside at most). */
function canLandInside(r: Rules, s: SuccessorsState, f: Faction): boolean {
  const m = s.moving;
  if (!m?.naval?.atSea) return false;
  const here = m.path[m.path.length - 1]!;
  return besieged(r, s, here, f) && total(m.carried) + total(holding(s, here, f).in) <= 2;
}

/** Landing in the port last entered (9.14.6): land interception and battle happen there. */
function land(r: Rules, s: SuccessorsState, ctx: ResolveContext, f: Faction): void {
  const m = s.moving!;
  m.naval!.atSea = false;
  m.naval!.landed = true;
  m.naval!.landedAt = m.path.length - 1;
  const here = m.path[m.path.length - 1]!;
  ctx.emit(ev('landed', { faction: f, space: here }, { rule: 'successors 9.14.6' }));
  handleArrival(r, s, ctx, f, interceptionWindow(r, s, ctx, f, here, m.naval!.embark, []));
}

/** Landing straight inside one's besieged port city (15.3.3): no land interception, no battle with the besiegers; the move ends. */
function landInside(r: Rules, s: SuccessorsState, ctx: ResolveContext, f: Faction): void {
  const m = s.moving!;
  m.naval!.atSea = false;
  m.naval!.landed = true;
  const here = m.path[m.path.length - 1]!;
  const h = holding(s, here, f);
  for (const t of CU_TYPES) {
    h.out[t] -= m.carried[t];
    h.in[t] += m.carried[t];
  }
  const cus = total(m.carried);
  m.carried = noCus();
  for (const g of m.generals) if (s.generals[g]?.where === 'map') s.generals[g]!.inside = true;
  for (const id of m.royals) if (s.royals[id]) s.royals[id]!.inside = true;
  ctx.emit(ev('landed-inside', { faction: f, space: here, cus }, { rule: 'successors 15.3.3' }));
  tidy(s, here);
  finishArmy(r, s, ctx, f);
}

/**
 * The naval movement declared (13.4.3, 13.4.7): #55 Storm at Sea may cancel it — every other player
 * is asked in turn, whether he holds the card or not — then the interceptors declare. The move step
 * waits in `s.resume`.
 */
function stormWindow(r: Rules, s: SuccessorsState, ctx: ResolveContext, who: Faction): void {
  const m = s.moving!;
  const route = m.voyage!.route;
  const first = s.order.find((x) => x !== who);
  if (first) {
    s.step = { k: 'storm', who: first, mover: who, space: route[route.length - 1]!, asked: [first], stormed: false };
    return;
  }
  s.step = s.resume!;
  s.resume = null;
  navalDeclare(r, s, ctx, who, []);
}

function applyMove(r: Rules, s: SuccessorsState, who: Faction, d: ChoiceDecision, ctx: ResolveContext, st: Extract<Step, { k: 'move' }>): void {
  if (d.verb === 'command') {
    s.commandPref = [...s.commandPref.filter((g) => g !== d.subject), d.target!];
    // 8.4.3: chosen for this turn — the whole stack of equals, so neither may hand it back.
    const gs = s.generals[d.subject!]!;
    const stack = generalsAt(s, gs.space!, who, !!gs.inside).filter((x) => !isMinor(x) && rankOf(r, s, x) === rankOf(r, s, d.subject!));
    s.commanded = [...new Set([...(s.commanded ?? []), ...stack])].sort();
    return;
  }
  if (d.verb === 'disband') {
    holding(s, d.target!, who).out.royal -= 1;
    tidy(s, d.target!);
    ctx.emit(ev('disbanded', { faction: who, space: d.target! }, { rule: 'successors 14.3.9' }));
    return;
  }
  if (d.verb === 'enter-city' || d.verb === 'leave-city') {
    applyCity(s, ctx, who, d);
    return;
  }
  if (d.verb === 'end') {
    s.moving = null;
    forage(r, s, ctx);
    return;
  }
  if (d.verb === 'stop') {
    if (s.moving) finishArmy(r, s, ctx, who);
    else if (st.source === 'march') afterCard(r, s, ctx, who, st.card, !!st.bonus);
    return;
  }
  if (d.verb === 'leave') {
    const g = d.subject!;
    ctx.emit(ev('general-leaves', { faction: who, general: g, space: s.generals[g]!.space! }, { rule: 'successors 8.4.1' }));
    startArmy(r, s, who, g, allowance(r, initiativeOf(r, s, g), st.roll), 'movement', true);
    return;
  }
  if (!s.moving) {
    const g = d.subject!;
    startArmy(r, s, who, g, allowance(r, initiativeOf(r, s, g), st.roll), 'movement');
  }
  const m = s.moving!;
  const here = m.path[m.path.length - 1]!;
  if (d.verb === 'siege') {
    m.mp -= SIEGE_COST;
    m.sieges[here] = (m.sieges[here] ?? 0) + 1;
    siegeRoll(r, s, ctx, here, who, { surrender: false });
    if (m.mp <= 0 || cusOut(s, here, who) === 0) finishArmy(r, s, ctx, who);
    return;
  }
  if (d.verb === 'sortie') {
    handleArrival(r, s, ctx, who, arrive(r, s, ctx, who, here, here));
    return;
  }
  if (d.verb === 'sail') {
    // 13.4.3: the route is announced with the naval movement. #55 Storm at Sea may cancel it as it
    // is declared: every other player is asked in turn, whether he holds the card or not.
    const route = d.target!.split('>');
    m.voyage = { route, next: 0, plan: [] };
    ctx.emit(ev('route-announced', { faction: who, general: m.general, route }, { rule: 'successors 13.4.3' }));
    s.resume = s.step;
    // 13.4.7: a mover with fleets names his escorts with the announcement ("au début de son mouvement naval").
    if (activeFleets(r, s, who).ids.length > 0) s.step = { k: 'escort', who };
    else stormWindow(r, s, ctx, who);
    return;
  }
  if (d.verb === 'land') {
    land(r, s, ctx, who);
    return;
  }
  if (d.verb === 'land-inside') {
    landInside(r, s, ctx, who);
    return;
  }
  if (d.verb === 'pick-up') {
    const t = d.target as CuType;
    m.carried[t] += 1;
    ctx.emit(ev('picked-up', { faction: who, space: here, what: t }, { rule: 'successors 9.4.1' }));
    return;
  }
  if (d.verb === 'drop') {
    const t = d.target as CuType;
    m.carried[t] -= 1;
    const tired = (s.tired[here] ??= { mercenary: 0, elephant: 0, macedonian: 0, royal: 0, 'silver-shields': 0 });
    tired[t] += 1;
    if (s.control[here]?.by !== who && generalsAt(s, here, who).every((g) => m.generals.includes(g))) {
      const minor = freeMinor(s, who)!;
      s.generals[minor] = { owner: who, where: 'map', space: here };
      s.moved.push(minor);
    }
    ctx.emit(ev('dropped', { faction: who, space: here, what: t }, { rule: 'successors 9.4.2' }));
    if (total(m.carried) === 0 && m.generals.length === 0) finishArmy(r, s, ctx, who);
    return;
  }
  if (d.verb === 'drop-general') {
    // The subordinate stays where the army is; he has moved this segment (9.1.1).
    m.generals = m.generals.filter((g) => g !== d.target);
    if (!s.moved.includes(d.target!)) s.moved.push(d.target!);
    ctx.emit(ev('general-dropped', { faction: who, general: d.target!, space: here }, { rule: 'successors 8.4.1' }));
    return;
  }
  if (d.verb === 'bury') {
    bury(r, s, ctx, who, d.subject!, here);
    return;
  }
  if (d.verb === 'remove-control') {
    m.mp -= REMOVE_CONTROL_COST;
    const from = s.control[here]!.by;
    delete s.control[here];
    ctx.emit(ev('control-removed', { faction: who, space: here, from }, { rule: 'successors 9.8.1' }));
    if (m.mp <= 0) finishArmy(r, s, ctx, who);
    return;
  }
  handleArrival(r, s, ctx, who, moveOne(r, s, ctx, who, d.target! as SpaceId));
}

export { beginPlayerTurn };
