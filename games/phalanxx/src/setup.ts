/** Set-up for 1 to 4 players (phalanxx §setup.1–§setup.18, §setup2p.1–2, §solo.1–§solo.5). */
import type { RulesContext } from './chance.ts';
import { BOARD_SIDES, SOLO_START, TWO_PLAYER_STARTS } from './data/boards.ts';
import { EPOCH_CARDS, EPOCHS, HEROISM } from './data/cards.ts';
import { ABILITY_BY_ACTION_CARD, HEROISM_BOTTOM, LEGEND_HAND, MEEPLES_PER_COLOUR, REMOVED_PER_EPOCH, SEAT_COLOURS, START_HAND } from './data/tables.ts';
import { MAXX } from './types.ts';
import type { BoardSide, CardId, Die, DieColour, Neutral, Owner, PhalanxxOptions, PhalanxxState, Seat } from './types.ts';
import { ev } from './words.ts';

const PERSONAL_COLOURS: readonly DieColour[] = ['white', 'orange', 'violet'];

export function seatIds(players: number): string[] {
  return SEAT_COLOURS.slice(0, players);
}

export function setupGame(options: PhalanxxOptions, ctx: RulesContext): PhalanxxState {
  const n = options.players;
  const actionCards = dealActionCards(n, ctx);
  const first = actionCards.indexOf(1);
  const sideId: BoardSide['id'] = n === 3 ? 'III' : 'II/IV'; // phalanxx §setup.4
  const side = BOARD_SIDES[sideId];
  const regions: PhalanxxState['regions'] = {};
  for (const r of side.regions) {
    // phalanxx §setup2p.1: two players (and the solo game, §solo.1) use the left half only.
    if (n <= 2 && r.half === 'right') continue;
    regions[r.id] = { owner: null, meeples: 0 };
  }
  const { deck, removed } = buildDeck(n, ctx);
  const seats: Seat[] = seatIds(n).map((id, i) => ({
    id,
    actionCard: actionCards[i]!,
    ability: options.expert ? ABILITY_BY_ACTION_CARD[actionCards[i]!]! : null, // phalanxx §expert.1
    personal: [],
    grey: [null, null, null],
    talents: 0,
    hand: [],
    played: [],
    reserve: MEEPLES_PER_COLOUR,
    boxed: 0,
    legendBonus: 0,
  }));
  const state: PhalanxxState = {
    options,
    side: sideId,
    seats,
    maxx: null,
    regions,
    deck,
    display: [null, null, null, null, null],
    discarded: [],
    removed,
    first,
    current: first,
    step: 'buy',
    // phalanxx §setup.11: the first player receives the three white travelling dice.
    rolled: [white(), white(), white()],
    conquest: null,
    incomeSlot: null,
    turnFlags: { scouted: false, forgeUsed: false },
    peek: null,
    endTriggered: false,
    turn: 1,
  };
  // phalanxx §setup.8: five cards face up.
  for (let slot = 0; slot < 5; slot++) state.display[slot] = state.deck.shift()!;
  ctx.emit(ev('display', { cards: [...state.display] }, { rule: 'phalanxx §setup.8' }));
  for (let k = 0; k < n; k++) {
    const seat = seats[(first + k) % n]!;
    // phalanxx §setup.9 (Legend draws three, §expert.4)
    const count = seat.ability === 'legend' ? LEGEND_HAND : START_HAND;
    seat.hand = state.deck.splice(0, count);
    ctx.emit(ev('draw', { player: seat.id, count }, { rule: 'phalanxx §setup.9' }));
    ctx.emit(ev('hand', { player: seat.id, cards: [...seat.hand] }, { rule: 'phalanxx §setup.9', to: [seat.id] }));
  }
  for (const seat of seats) {
    // phalanxx §setup.13, §setup.14: personal dice rolled once; their sum is the starting talents.
    seat.personal = rollPersonal(ctx);
    seat.talents = seat.personal.reduce((a, d) => a + d.value, 0);
    ctx.emit(ev('personal-dice', { player: seat.id, faces: seat.personal.map((d) => d.value), talents: seat.talents }, { rule: 'phalanxx §setup.13' }));
  }
  placeStarts(state, ctx);
  if (n === 1) setupNeutral(state, ctx);
  ctx.emit(ev('first-player', { player: seats[first]!.id }, { rule: 'phalanxx §setup.1' }));
  return state;
}

/** phalanxx §setup.1: one action card each at random; card "1" is always dealt. */
function dealActionCards(n: number, ctx: RulesContext): number[] {
  const others = ctx.dice.shuffle([2, 3, 4], 'action cards', 'phalanxx §setup.1').slice(0, n - 1);
  return ctx.dice.shuffle([1, ...others], 'action cards to seats', 'phalanxx §setup.1');
}

/** phalanxx §setup.5–§setup.7: shuffled epochs, cards removed by player count, Heroism in the last six XXX. */
function buildDeck(n: number, ctx: RulesContext): { deck: CardId[]; removed: CardId[] } {
  const cut = REMOVED_PER_EPOCH[n]!;
  const removed: CardId[] = [];
  const piles: CardId[][] = [];
  for (const epoch of EPOCHS) {
    const pile = ctx.dice.shuffle(
      EPOCH_CARDS.filter((c) => c.epoch === epoch).map((c) => c.id),
      `epoch ${epoch}`,
      'phalanxx §setup.5',
    );
    removed.push(...pile.splice(0, cut)); // phalanxx §setup.6
    piles.push(pile);
  }
  const xxx = piles[2]!;
  const bottom = ctx.dice.shuffle([...xxx.splice(xxx.length - HEROISM_BOTTOM), HEROISM], 'Heroism with the last six XXX', 'phalanxx §setup.7');
  return { deck: [...piles[0]!, ...piles[1]!, ...xxx, ...bottom], removed };
}

function rollPersonal(ctx: RulesContext): Die[] {
  const faces = ctx.dice.roll(3, 6, 'phalanxx §setup.13');
  return PERSONAL_COLOURS.map((colour, i) => ({ colour, value: faces[i]! }));
}

function white(): Die {
  return { colour: 'white', value: 1 };
}

function occupy(state: PhalanxxState, region: string, owner: Owner, meeples: number): void {
  state.regions[region] = { owner, meeples };
}

/** phalanxx §setup.16–§setup.17 (two players: §setup2p.2; solo: §solo.2). */
function placeStarts(state: PhalanxxState, ctx: RulesContext): void {
  const n = state.seats.length;
  const side = BOARD_SIDES[state.side];
  for (let k = 0; k < n; k++) {
    const seat = state.seats[(state.first + k) % n]!;
    let city: string;
    let oasis: string;
    if (n === 1) ({ city, oasis } = SOLO_START);
    else if (n === 2) ({ city, oasis } = TWO_PLAYER_STARTS[k]!);
    else {
      city = side.regions.find((r) => r.kind === 'city' && r.start === k + 1)!.id;
      oasis = side.regions.find((r) => r.kind === 'oasis' && r.start === k + 1)!.id;
    }
    occupy(state, city, seat.id, 2);
    occupy(state, oasis, seat.id, 1);
    seat.reserve -= 3;
    ctx.emit(ev('start', { player: seat.id, city, oasis, side: state.side }, { rule: 'phalanxx §setup.16' }));
  }
}

/** phalanxx §solo.3–§solo.5: MaXXimilian's dice, cities and oases, and two face-up cards. */
function setupNeutral(state: PhalanxxState, ctx: RulesContext): void {
  const maxx: Neutral = { personal: rollPersonal(ctx), cards: state.deck.splice(0, 2), reserve: MEEPLES_PER_COLOUR, boxed: 0 };
  state.maxx = maxx;
  const side = BOARD_SIDES[state.side];
  for (const r of side.regions) {
    if (!(r.id in state.regions) || state.regions[r.id]!.owner !== null || r.kind === 'land') continue;
    const m = r.kind === 'city' ? 2 : 1;
    occupy(state, r.id, MAXX, m);
    maxx.reserve -= m;
  }
  ctx.emit(ev('maxx', { cards: [...maxx.cards] }, { rule: 'phalanxx §solo.5' }));
}
