/**
 * Legality of decisions: `problems` explains why a decision cannot be taken now (empty when
 * it can), `legalDecisions` lists every decision that can. Both use the same predicates.
 */
import type { Problem } from '@diadochi/kernel';
import { inPlay, meeplesNeeded, movableMeeples, reachable, region } from './board.ts';
import { meetsConditions, unmetConditions } from './conditions.ts';
import { HEROISM, isEpochCard } from './data/cards.ts';
import { CONFLICT_COST, MERCHANT_PRICE, SCOUT_PRICE, SLOT_PRICES } from './data/tables.ts';
import type { Decision, DecisionKind } from './decisions.ts';
import { conflictValue, hasAbility, seatOf, strength } from './strength.ts';
import { MAXX } from './types.ts';
import type { Owner, PhalanxxState, RegionId, Seat, Step } from './types.ts';
import { px as p, quietly } from './problem.ts';

const ALLOWED: Record<Step, readonly DecisionKind[]> = {
  buy: ['buy', 'pass', 'scout'],
  scout: ['scout-buy', 'scout-return'],
  'swap-card': ['swap-card', 'keep'],
  action: ['fix-die', 'forge', 'play', 'conquer', 'push', 'income'],
  'take-meeple': ['take-meeple'],
  rotate: ['rotate'],
  'swap-die': ['swap-die', 'keep'],
  over: [],
};

export function currentSeat(state: PhalanxxState): Seat {
  return state.seats[state.current]!;
}

/** Price of a display slot for this player (phalanxx §buy.1; Merchant pays 1, §expert.3). */
export function slotPrice(seat: Seat, slot: number): number {
  return seat.ability === 'merchant' ? MERCHANT_PRICE : SLOT_PRICES[slot]!;
}

export function scoutPrice(seat: Seat): number {
  return seat.ability === 'merchant' ? MERCHANT_PRICE : SCOUT_PRICE;
}

export function problems(state: PhalanxxState, player: string, d: Decision): Problem[] {
  if (state.step === 'over') return [p('game-over', {})];
  const seat = currentSeat(state);
  if (seat.id !== player) return [p('not-your-turn', { player: seat.id })];
  if (!ALLOWED[state.step].includes(d.do)) {
    return [p('wrong-step', { kind: d.do, step: state.step, expected: [...ALLOWED[state.step]] }, { path: ['do'] })];
  }
  switch (d.do) {
    case 'buy':
      return buyProblems(state, seat, d.slot);
    case 'pass':
      return [];
    case 'scout':
      return scoutProblems(state, seat);
    case 'scout-buy':
      if (state.deck[0] === HEROISM) return [p('heroism-not-for-sale', {}, { rule: 'phalanxx §heroism.2' })];
      return seat.talents >= scoutPrice(seat) ? [] : [p('too-poor', { price: scoutPrice(seat), talents: seat.talents }, { path: ['do'], rule: 'phalanxx §equipment.6' })];
    case 'scout-return':
      return [];
    case 'swap-card':
      return swapCardProblems(state, seat, d.card, d.slot);
    case 'keep':
      return [];
    case 'fix-die':
      return firstOf(setDieProblems(state, d.die, d.value), () => (seat.reserve >= 1 ? [] : [p('no-reserve', {}, { path: ['do'], rule: 'phalanxx §meeple-die.1' })]));
    case 'forge':
      return firstOf(setDieProblems(state, d.die, d.value), () => forgeProblems(state, seat));
    case 'play':
      return firstOf(dieSlotProblems(state, seat, d.die, d.slot, true, 'phalanxx §card-play.1'), () => playProblems(state, seat, d.card));
    case 'conquer':
      return firstOf(dieSlotProblems(state, seat, d.die, d.slot, true, 'phalanxx §conquer.1'), () => conquerProblems(state, seat, d.region));
    case 'push':
      return firstOf(dieSlotProblems(state, seat, d.die, d.slot, false, ''), () => pushProblems(state, seat, d.die, d.slot));
    case 'income':
      return dieSlotProblems(state, seat, d.die, d.slot, false, '');
    case 'take-meeple':
      return takeMeepleProblems(state, seat, d.region);
    case 'rotate':
      return seat.played.some((c) => c.card === d.card && !c.turned) ? [] : [p('not-turnable', { card: d.card }, { path: ['card'], rule: 'phalanxx §conflict.3' })];
    case 'swap-die':
      return swapDieProblems(state, seat, d.with, d.slot);
  }
}

/** The first check's problems, or the second check's when the first passes (it may rely on the first). */
function firstOf(first: Problem[], then: () => Problem[]): Problem[] {
  return first.length > 0 ? first : then();
}

function buyProblems(state: PhalanxxState, seat: Seat, slot: number): Problem[] {
  const c = state.display[slot];
  if (c === undefined || c === null) return [p('empty-slot', { slot }, { path: ['slot'] })];
  if (c === HEROISM) return [p('heroism-not-for-sale', {}, { path: ['slot'], rule: 'phalanxx §heroism.2' })];
  const price = slotPrice(seat, slot);
  return seat.talents >= price ? [] : [p('too-poor', { price, talents: seat.talents }, { path: ['slot'], rule: 'phalanxx §buy.1' })];
}

function scoutProblems(state: PhalanxxState, seat: Seat): Problem[] {
  if (!hasAbility(seat, 'scout')) return [p('no-scout', {}, { path: ['do'], rule: 'phalanxx §equipment.6' })];
  if (state.turnFlags.scouted) return [p('scouted', {}, { path: ['do'], rule: 'phalanxx §equipment.6' })];
  if (state.deck.length === 0) return [p('empty-pile', {}, { path: ['do'], rule: 'phalanxx §equipment.6' })];
  return [];
}

function swapCardProblems(state: PhalanxxState, seat: Seat, id: string, slot: number): Problem[] {
  const out: Problem[] = [];
  if (!seat.hand.includes(id)) out.push(p('not-in-hand', { card: id }, { path: ['card'], rule: 'phalanxx §buy.2' }));
  const c = state.display[slot];
  if (c === undefined || c === null || c === HEROISM) out.push(p('bad-slot', { of: 'display', slot }, { path: ['slot'], rule: 'phalanxx §buy.2' }));
  return out;
}

function setDieProblems(state: PhalanxxState, die: number, value: number): Problem[] {
  const d = state.rolled[die];
  if (!d) return [p('bad-die', { die }, { path: ['die'] })];
  if (value < 1 || value > 6) return [p('bad-value', {}, { path: ['value'] })];
  if (value === d.value) return [p('same-value', { die, value }, { path: ['value'] })];
  return [];
}

function forgeProblems(state: PhalanxxState, seat: Seat): Problem[] {
  if (!hasAbility(seat, 'blacksmith')) return [p('no-blacksmith', {}, { path: ['do'], rule: 'phalanxx §equipment.2' })];
  if (state.turnFlags.forgeUsed) return [p('forge-used', {}, { path: ['do'], rule: 'phalanxx §equipment.2' })];
  return [];
}

/** The rolled die exists, the grey slot is free and, when compared, the die is at least the personal die. */
function dieSlotProblems(state: PhalanxxState, seat: Seat, die: number, slot: number, compared: boolean, rule: string): Problem[] {
  const d = state.rolled[die];
  if (!d) return [p('bad-die', { die }, { path: ['die'] })];
  if (slot < 0 || slot > 2) return [p('bad-slot', { of: 'grey' }, { path: ['slot'] })];
  if (seat.grey[slot]) return [p('slot-taken', { slot }, { path: ['slot'], rule: 'phalanxx §card-play.2' })];
  const own = seat.personal[slot]!;
  if (compared && d.value < own.value) {
    return [p('die-too-low', { value: d.value, own: own.value, slot }, { path: ['die'], ...(rule ? { rule } : {}) })];
  }
  return [];
}

function playProblems(state: PhalanxxState, seat: Seat, id: string): Problem[] {
  if (!isEpochCard(id) || !seat.hand.includes(id)) return [p('not-in-hand', { card: id }, { path: ['card'] })];
  const unmet = unmetConditions(state, seat, id);
  return unmet.length === 0
    ? []
    : [p('conditions-unmet', { card: id, unmet }, { path: ['card'], rule: 'phalanxx §card-play.1' })];
}

export function conquerProblems(state: PhalanxxState, seat: Seat, target: RegionId): Problem[] {
  if (!inPlay(state, target)) return [p('unknown-region', { region: target }, { path: ['region'] })];
  const holder = state.regions[target]!.owner;
  if (holder === seat.id) return [p('own-region', { region: target, side: state.side }, { path: ['region'] })];
  if (!reachable(state, seat.id, seat.ability === 'forced-march').includes(target)) {
    return [p('not-adjacent', { region: target, side: state.side }, { path: ['region'], rule: 'phalanxx §conquer.3' })];
  }
  return reachedTargetProblems(state, seat, target);
}

/** The checks of a conquest once the target is known to be within reach. */
function reachedTargetProblems(state: PhalanxxState, seat: Seat, target: RegionId, movable?: number): Problem[] {
  const holder = state.regions[target]!.owner;
  const need = meeplesNeeded(state, target);
  if (seat.reserve < need && seat.reserve + (movable ?? movableMeeples(state, seat.id)) < need) {
    return [p('no-meeples', { region: target, side: state.side, need }, { path: ['region'], rule: 'phalanxx §conquer.5' })];
  }
  return holder === null ? [] : conflictProblems(state, seat, holder);
}

/** A conflict needs a turnable card, 3 strength and a strictly higher value (phalanxx §conflict.1, §conflict.4, §heroism.3). */
export function conflictProblems(state: PhalanxxState, seat: Seat, defender: Owner): Problem[] {
  if (!seat.played.some((c) => !c.turned)) return [p('nothing-to-turn', {}, { path: ['region'], rule: 'phalanxx §conflict.4' })];
  if (strength(seat) < CONFLICT_COST) return [p('too-weak', {}, { path: ['region'], rule: 'phalanxx §conflict.4' })];
  const mine = conflictValue(state, seat.id);
  const theirs = conflictValue(state, defender);
  if (mine <= theirs) {
    const rule = state.display.includes(HEROISM) ? 'phalanxx §heroism.3' : 'phalanxx §conflict.1';
    return [p('not-stronger', { mine, theirs, defender }, { path: ['region'], rule })];
  }
  return [];
}

function pushProblems(state: PhalanxxState, seat: Seat, die: number, slot: number): Problem[] {
  const d = state.rolled[die]!;
  const cost = seat.personal[slot]!.value - d.value;
  return seat.talents - cost >= 0 ? [] : [p('too-poor', { price: cost, talents: seat.talents }, { path: ['die'], rule: 'phalanxx §push.2' })];
}

function takeMeepleProblems(state: PhalanxxState, seat: Seat, from: RegionId): Problem[] {
  const h = state.regions[from];
  if (!h || h.owner !== seat.id || h.meeples < 1 || region(state, from).kind !== 'land' || from === state.conquest?.region) {
    return [p('bad-source', { region: from }, { path: ['region'], rule: 'phalanxx §conquer.5' })];
  }
  return [];
}

/** Holders whose personal dice may be swapped with: the other players and MaXXimilian (solo). */
export function otherHolders(state: PhalanxxState, seat: Seat): { owner: Owner; dice: PhalanxxState['seats'][number]['personal'] }[] {
  const out = state.seats.filter((s) => s.id !== seat.id).map((s) => ({ owner: s.id, dice: s.personal }));
  if (state.maxx) out.push({ owner: MAXX, dice: state.maxx.personal });
  return out;
}

/** The personal dice of `other` when he is one of `otherHolders` (found without listing them: this is asked for every listed swap). */
function diceOfOtherHolder(state: PhalanxxState, seat: Seat, other: Owner): Seat['personal'] | undefined {
  if (other === seat.id) return undefined;
  if (other === MAXX) return state.maxx?.personal;
  return state.seats.find((s) => s.id === other)?.personal;
}

function swapDieProblems(state: PhalanxxState, seat: Seat, other: Owner, slot: number): Problem[] {
  const dice = diceOfOtherHolder(state, seat, other);
  if (!dice) return [p('bad-holder', { holder: other }, { path: ['with'] })];
  const theirs = dice[slot];
  if (!theirs) return [p('bad-slot', { of: 'personal' }, { path: ['slot'] })];
  const mine = seat.personal[state.incomeSlot!]!;
  const reach = seat.ability === 'intrigue' ? 2 : 0;
  if (Math.abs(mine.value - theirs.value) > reach) {
    const rule = reach ? 'phalanxx §expert.2' : 'phalanxx §talents.2';
    return [p('values-differ', { mine: mine.value, theirs: theirs.value }, { path: ['slot'], rule })];
  }
  return [];
}

/** Every legal decision of `player` now (empty when he has none to take). */
export function legalDecisions(state: PhalanxxState, player: string): Decision[] {
  return quietly(() => listDecisions(state, player));
}

function listDecisions(state: PhalanxxState, player: string): Decision[] {
  if (state.step === 'over' || currentSeat(state).id !== player) return [];
  const seat = currentSeat(state);
  const ok = (d: Decision) => problems(state, player, d).length === 0;
  switch (state.step) {
    case 'buy': {
      const out: Decision[] = [{ do: 'pass' }];
      state.display.forEach((_, slot) => out.push({ do: 'buy', slot }));
      out.push({ do: 'scout' });
      return out.filter(ok);
    }
    case 'scout':
      return ([{ do: 'scout-buy' }, { do: 'scout-return' }] as Decision[]).filter(ok);
    case 'swap-card': {
      const out: Decision[] = [{ do: 'keep' }];
      for (const c of new Set(seat.hand)) state.display.forEach((_, slot) => out.push({ do: 'swap-card', card: c, slot }));
      return out.filter(ok);
    }
    case 'action':
      return actionDecisions(state, seat);
    case 'take-meeple':
      return Object.keys(state.regions)
        .map((region): Decision => ({ do: 'take-meeple', region }))
        .filter(ok);
    case 'rotate':
      return [...new Set(seat.played.filter((c) => !c.turned).map((c) => c.card))].map((c): Decision => ({ do: 'rotate', card: c }));
    case 'swap-die': {
      const out: Decision[] = [{ do: 'keep' }];
      for (const h of otherHolders(state, seat)) for (let slot = 0; slot < 3; slot++) out.push({ do: 'swap-die', with: h.owner, slot });
      return out.filter(ok);
    }
  }
}

/** A decision of the action step (phalanxx §action). */
type ActionKind = 'play' | 'conquer' | 'push' | 'income' | 'fix-die' | 'forge';
/** `what` is the card (play), the region (conquer) or the new value (fix-die, forge); `slot` is -1 where the decision has none. */
type ActionVisit = (kind: ActionKind, die: number, slot: number, what: string | number) => boolean;

/** What the action step's decisions are made of: the open slots, the cards and targets allowed, whether Forge is. */
interface ActionMenu {
  slots: number[];
  playable: string[];
  targets: RegionId[];
  forge: boolean;
}

function actionMenu(state: PhalanxxState, seat: Seat): ActionMenu {
  const movable = movableMeeples(state, seat.id);
  return {
    slots: [0, 1, 2].filter((s) => !seat.grey[s]),
    playable: [...new Set(seat.hand)].filter((c) => meetsConditions(state, seat, c)),
    targets: reachable(state, seat.id, seat.ability === 'forced-march').filter((r) => reachedTargetProblems(state, seat, r, movable).length === 0),
    forge: forgeProblems(state, seat).length === 0,
  };
}

/** The action step's decisions, told one by one to `visit` in the order they are listed; it stops when `visit` says so. */
function walkActions(state: PhalanxxState, seat: Seat, { slots, playable, targets, forge }: ActionMenu, visit: ActionVisit): void {
  for (let die = 0; die < state.rolled.length; die++) {
    const d = state.rolled[die];
    if (!d) continue;
    const v = d.value;
    for (const slot of slots) {
      const own = seat.personal[slot]!.value;
      if (v >= own) {
        for (const card of playable) if (visit('play', die, slot, card)) return;
        for (const region of targets) if (visit('conquer', die, slot, region)) return;
      }
      if (seat.talents - (own - v) >= 0 && visit('push', die, slot, 0)) return;
      if (visit('income', die, slot, 0)) return;
    }
    for (let value = 1; value <= 6; value++) {
      if (value === v) continue;
      if (seat.reserve >= 1 && visit('fix-die', die, -1, value)) return;
      if (forge && visit('forge', die, -1, value)) return;
    }
  }
}

function actionOf(kind: ActionKind, die: number, slot: number, what: string | number): Decision {
  switch (kind) {
    case 'play':
      return { do: 'play', die, slot, card: what as string };
    case 'conquer':
      return { do: 'conquer', die, slot, region: what as RegionId };
    case 'push':
    case 'income':
      return { do: kind, die, slot };
    case 'fix-die':
    case 'forge':
      return { do: kind, die, value: what as number };
  }
}

function actionDecisions(state: PhalanxxState, seat: Seat): Decision[] {
  const out: Decision[] = [];
  walkActions(state, seat, actionMenu(state, seat), (kind, die, slot, what) => {
    out.push(actionOf(kind, die, slot, what));
    return false;
  });
  return out;
}

/**
 * The decision at a uniformly drawn place of `legalDecisions(state, player)`, without listing them
 * all: `below(n)` draws the place among the n listed (it is not called when there is none, and the
 * result is then undefined). In the action step the decisions are counted, then only the drawn
 * one is built (issue 22: the listed decisions were much of a random playout's garbage; 9 % fewer
 * instructions over 160 random games, with conditions, holders and reach read without lists).
 */
export function drawLegalDecision(state: PhalanxxState, player: string, below: (n: number) => number): Decision | undefined {
  if (state.step !== 'action' || currentSeat(state).id !== player) {
    const legal = legalDecisions(state, player);
    return legal.length > 0 ? legal[below(legal.length)] : undefined;
  }
  const seat = currentSeat(state);
  return quietly(() => {
    const menu = actionMenu(state, seat);
    let n = 0;
    walkActions(state, seat, menu, () => {
      n++;
      return false;
    });
    if (n === 0) return undefined;
    let k = below(n);
    let drawn: Decision | undefined;
    walkActions(state, seat, menu, (kind, die, slot, what) => {
      if (k-- > 0) return false;
      drawn = actionOf(kind, die, slot, what);
      return true;
    });
    return drawn;
  });
}

export { seatOf };
