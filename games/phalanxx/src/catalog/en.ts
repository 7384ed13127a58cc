/** PhalanXX in English: every line a player reads. The French catalog has this one's type. */
import type { Catalog, Fmt, GameCatalog } from '@diadochi/kernel';
import { BOARD_SIDES } from '../data/boards.ts';
import { EPOCH_CARDS } from '../data/cards.ts';
import type { CardAbility, Condition, Counted, Die } from '../types.ts';
import type { PhalanxxDecisionLabels, PhalanxxEvents, PhalanxxProblems, PhalanxxPrompts, PhalanxxResults, SoloRank } from '../words.ts';

/** A whole catalog of PhalanXX: events, problems, prompts, results and names, all required. */
export type PhalanxxCatalog = GameCatalog<PhalanxxEvents, PhalanxxProblems, PhalanxxPrompts, PhalanxxResults> & {
  results: Catalog<PhalanxxResults>;
  /** Labels of the decisions (PhalanXX's own part: buttons and the terminal's list). */
  decisions: Catalog<PhalanxxDecisionLabels>;
  /** The words of the drawn board: card faces, the table, the log and the final scores (web client). */
  board: BoardWords;
};

/** Words of the board in one language; the French catalog has this type too, so none is missing. */
export interface BoardWords {
  /** A condition of play as printed on a card (phalanxx §conditions.3–§conditions.10). */
  condition(c: Condition, f: Fmt): string;
  /** A growing strength (leaders, Horses, Fortress, Military music): "strength 2 with 1 archer, 3 with 2 and 4 with 3 or more". */
  grows(d: { counts: Counted; table: readonly number[] }, f: Fmt): string;
  /** An equipment card's ability, in full (phalanxx §equipment.2–§equipment.6). */
  ability: Record<CardAbility, string>;
  /** The Heroism card's text (phalanxx §heroism.1–§heroism.5). */
  heroism: string;
  /** Titles, labels and hints of the table. */
  words: Record<BoardWord, string>;
  /** Sentences with a part: whose turn, a die, a price, a count. */
  turnOf(seat: string): string;
  youPlay(seat: string): string;
  price(n: number, f: Fmt): string;
  pile(n: number, f: Fmt): string;
  hand(n: number, f: Fmt): string;
  talents(n: number, f: Fmt): string;
  reserve(n: number, f: Fmt): string;
  strength(n: number): string;
  die(colour: Die['colour'], value: number): string;
  /** The effect on talents of pushing a personal die out (phalanxx §push.2–§push.4). */
  pushFor(k: number, f: Fmt): string;
  seatTitle(seat: string, card: number): string;
  ranked(rank: number, seat: string, total: number): string;
}

export type BoardWord =
  | 'display' | 'pile' | 'yourHand' | 'played' | 'rolled' | 'personal' | 'grey' | 'map' | 'log' | 'scores'
  | 'pickDie' | 'pickTarget' | 'pickSlot' | 'pickRegion' | 'pickCard' | 'pickDisplay' | 'pickHand' | 'pickDieToSwap' | 'pickPlayed'
  | 'setDie' | 'setByMeeple' | 'setByForge' | 'cancel' | 'close' | 'conditions' | 'noConditions' | 'turned' | 'epoch'
  | 'strengthNow' | 'income' | 'push' | 'other' | 'waiting' | 'over' | 'winner' | 'empty' | 'scoutTop' | 'lit' | 'holder' | 'free'
  | 'score.strength' | 'score.groupings' | 'score.turned' | 'score.meeples' | 'score.places' | 'score.talents' | 'score.camouflage' | 'score.total' | 'score.seat'
  | 'key.city' | 'key.oasis' | 'key.land' | 'key.border' | 'key.ridge' | 'key.start' | 'details' | 'heroismInForce';

/** Names by key: `card.X01`, `region.II/IV.persis`, `seat.red`, `colour.white`, `phase.buy`, `ability.merchant`, `kind.city`. */
export const names: Record<string, string> = {
  ...Object.fromEntries(EPOCH_CARDS.map((c) => [`card.${c.id}`, c.name])),
  'card.H': 'Heroism',
  ...Object.fromEntries(Object.values(BOARD_SIDES).flatMap((s) => s.regions.map((r) => [`region.${s.id}.${r.id}`, r.name]))),
  'seat.red': 'Red',
  'seat.blue': 'Blue',
  'seat.green': 'Green',
  'seat.yellow': 'Yellow',
  'seat.maxximilian': 'MaXXimilian',
  'colour.white': 'white',
  'colour.orange': 'orange',
  'colour.violet': 'violet',
  'phase.buy': 'buying',
  'phase.scout': 'scouting',
  'phase.swap-card': 'card swap',
  'phase.action': 'actions',
  'phase.take-meeple': 'bringing meeples',
  'phase.rotate': 'turning a card',
  'phase.swap-die': 'die swap',
  'phase.over': 'game over',
  'ability.intrigue': 'Intrigue',
  'ability.merchant': 'Merchant',
  'ability.legend': 'Legend',
  'ability.forced-march': 'Forced march',
  'kind.city': 'city',
  'kind.oasis': 'oasis',
  'kind.land': 'land',
  'symbol.archer': 'archer',
  'symbol.cavalry': 'cavalry',
  'symbol.infantry': 'infantry',
  'cardColour.army': 'army',
  'cardColour.leader': 'leader',
  'cardColour.equipment': 'equipment',
  'verb.buy': 'Buy',
  'verb.pass': 'Pass',
  'verb.scout': 'Scout',
  'verb.scout-buy': 'Buy the turned-up card',
  'verb.scout-return': 'Put it back',
  'verb.swap-card': 'Swap a card',
  'verb.keep': 'Keep',
  'verb.fix-die': 'Set a die (meeple)',
  'verb.forge': 'Set a die (Blacksmith)',
  'verb.play': 'Play a card',
  'verb.conquer': 'Conquer',
  'verb.push': 'Push a die out',
  'verb.income': 'Income',
  'verb.take-meeple': 'Bring a meeple',
  'verb.rotate': 'Turn a card',
  'verb.swap-die': 'Swap dice',
  'unit.talents': 'talents',
  'unit.meeples': 'meeples',
  'option.expert': 'expert game',
};

const n = (key: string) => names[key] ?? key.slice(key.lastIndexOf('.') + 1);
const who = (p: string) => n(`seat.${p}`);
const card = (id: string) => `${n(`card.${id}`)}${id === 'H' ? '' : ` (${id})`}`;
const region = (side: string, id: string) => n(`region.${side}.${id}`);
const die = (d: Die | undefined) => (d ? `${n(`colour.${d.colour}`)} ${d.value}` : '?');
const cardOr = (id: string | undefined) => (id ? card(id) : '?');
const talents = (k: number, f: Fmt) => `${f.num(k)} ${f.plural(k, { one: 'talent', other: 'talents' })}`;
const signed = (k: number) => (k > 0 ? `+${k}` : String(k));

function condition(c: Condition, f: Fmt): string {
  switch (c.kind) {
    case 'die-colour':
      return `a ${n(`colour.${c.colour}`)} personal die`;
    case 'army-symbols':
      return `${c.min} ${c.symbol ? n(`symbol.${c.symbol}`) : 'army'} ${f.plural(c.min, { one: 'symbol', other: 'symbols' })}`;
    case 'die-value':
      return `a personal die of ${c.min} or more`;
    case 'meeples':
      return `${c.min} ${f.plural(c.min, { one: 'meeple', other: 'meeples' })} on the board`;
    case 'talents':
      return talents(c.min, f);
    case 'cities':
      return `${c.min} ${f.plural(c.min, { one: 'city', other: 'cities' })}`;
    case 'oases':
      return `${c.min} ${f.plural(c.min, { one: 'oasis', other: 'oases' })}`;
    case 'cards':
      return `${c.min} ${n(`cardColour.${c.colour}`)} ${f.plural(c.min, { one: 'card', other: 'cards' })} played`;
    case 'strength':
      return `strength ${c.min}`;
  }
}

const RANKS: Record<SoloRank, string> = {
  'the-great': 'the Great',
  counsellor: 'personal counsellor of the king',
  general: 'general',
  lieutenant: 'lieutenant',
  sergeant: 'sergeant',
  hired: 'hired by a company of soldiers',
  dishonoured: 'dishonoured',
};

const COUNTED: Record<Counted, { one: string; other: string }> = {
  archer: { one: 'archer', other: 'archers' },
  cavalry: { one: 'cavalry', other: 'cavalry' },
  infantry: { one: 'infantry', other: 'infantry' },
  army: { one: 'army card', other: 'army cards' },
  leader: { one: 'leader card', other: 'leader cards' },
  equipment: { one: 'equipment card', other: 'equipment cards' },
};

/** "strength 2 with 1 archer, 3 with 2 and 4 with 3 or more": the table's non-zero steps, the last one open. */
export function growsLine(d: { counts: Counted; table: readonly number[] }, f: Fmt, w: { lead: string; with: string; more: string }, noun: (n: number) => string): string {
  const steps: string[] = [];
  d.table.forEach((v, n) => {
    if (v === 0 && n < d.table.length - 1) return;
    const last = n === d.table.length - 1;
    steps.push(`${v} ${w.with} ${n}${steps.length === 0 ? ` ${noun(n)}` : ''}${last ? ` ${w.more}` : ''}`);
  });
  return `${w.lead} ${f.list(steps)}`;
}

const board: BoardWords = {
  condition,
  grows: (d, f) => growsLine(d, f, { lead: 'strength', with: 'with', more: 'or more' }, (k) => f.plural(k, COUNTED[d.counts])),
  ability: {
    blacksmith: 'Once a turn, set one rolled die to the value of your choice before you use it.',
    'supply-talents': 'Ignore the conditions that ask for a minimum of talents.',
    'supply-die': 'Ignore the conditions that ask for a personal die of a minimum value.',
    camouflage: 'Gives 4 strength at once; the 4 are deducted at the final scoring.',
    scout: 'Before buying, you may turn up the top card of the pile and buy it for 4 talents, or put it back and buy from the display or pass.',
  },
  heroism: 'Cannot be bought. Once it is shown, a conflict compares leader and equipment cards, less turned cards, instead of strength.',
  words: {
    display: 'Display',
    pile: 'Pile',
    yourHand: 'Your hand',
    played: 'Played cards',
    rolled: 'Rolled dice',
    personal: 'Personal dice',
    grey: 'Grey slots',
    map: 'The empire',
    log: 'Game log',
    scores: 'Final scores',
    pickDie: 'Click a rolled die, then where it goes: a lit card, region or grey slot.',
    pickTarget: 'Click a lit card of your hand, a lit region or a lit grey slot.',
    pickSlot: 'Click a lit grey slot: the die is compared with the personal die beside it.',
    pickRegion: 'Click a lit region.',
    pickCard: 'Click a lit card of the display to buy it.',
    pickDisplay: 'Click the display card you take in exchange.',
    pickHand: 'Click the card of your hand you give.',
    pickDieToSwap: "Click a lit personal die of another player to swap with yours.",
    pickPlayed: 'Click the played card you turn.',
    setDie: 'Set this die to',
    setByMeeple: 'for a meeple',
    setByForge: 'Blacksmith',
    cancel: 'Cancel',
    close: 'Close',
    conditions: 'Conditions',
    noConditions: 'No condition',
    turned: 'turned after a conflict',
    epoch: 'Epoch',
    strengthNow: 'strength now',
    income: 'Income: +3 talents',
    push: 'Push out',
    other: 'Other decisions',
    waiting: 'Waiting for the other players.',
    over: 'The game is over.',
    winner: 'winner',
    empty: 'empty',
    scoutTop: 'Turned up by the Scout',
    lit: 'a lit place: a legal target for the chosen die',
    holder: 'held by',
    free: 'unoccupied',
    'score.strength': 'Strength track',
    'score.groupings': 'Special groupings',
    'score.turned': 'Turned cards',
    'score.meeples': 'Meeples on the board',
    'score.places': 'Cities and oases',
    'score.talents': 'Talents (1 per 3)',
    'score.camouflage': 'Camouflage',
    'score.total': 'Total',
    'score.seat': 'Faction',
    'key.city': 'city (2 meeples), with its value',
    'key.oasis': 'oasis, with its value',
    'key.land': 'land region (1 meeple, movable)',
    'key.border': 'open border: the regions are adjacent',
    'key.ridge': 'mountains: no passage',
    'key.start': 'starting place',
    details: 'Details',
    heroismInForce: 'Heroism is in force: conflicts compare leaders and equipment less turned cards.',
  },
  turnOf: (seat) => `${who(seat)} to play`,
  youPlay: (seat) => `Your turn, ${who(seat)}`,
  price: (k, f) => talents(k, f),
  pile: (k, f) => `${f.num(k)} ${f.plural(k, { one: 'card', other: 'cards' })}`,
  hand: (k, f) => `${f.num(k)} ${f.plural(k, { one: 'card', other: 'cards' })} in hand`,
  talents: (k, f) => talents(k, f),
  reserve: (k, f) => `${f.num(k)} ${f.plural(k, { one: 'meeple', other: 'meeples' })} in reserve`,
  strength: (k) => `strength ${k}`,
  die: (c, v) => `${n(`colour.${c}`)} die ${v}`,
  pushFor: (k, f) => (k === 0 ? 'no talents change' : k > 0 ? `+${talents(k, f)}` : `−${talents(-k, f)}`),
  seatTitle: (seat, k) => `${who(seat)} — action card ${k}`,
  ranked: (rank, seat, total) => `${rank}. ${who(seat)}: ${total}`,
};

export const en: PhalanxxCatalog = {
  events: {
    display: (d) => `Display: ${d.cards.map((c) => (c ? card(c) : '—')).join(', ')}.`,
    draw: (d, f) => `${who(d.player)} draws ${d.count} epoch ${f.plural(d.count, { one: 'card', other: 'cards' })}.`,
    hand: (d, f) => `You draw ${f.list(d.cards.map(card))}.`,
    'personal-dice': (d, f) => `${who(d.player)} rolls ${d.faces.join(', ')}: ${talents(d.talents, f)}.`,
    start: (d) => `${who(d.player)} starts in ${region(d.side, d.city)} and ${region(d.side, d.oasis)}.`,
    maxx: (d, f) => `MaXXimilian takes ${f.list(d.cards.map(card))} face up.`,
    'first-player': (d) => `${who(d.player)} holds action card 1 and starts.`,
    pass: (d) => `${who(d.player)} buys no card.`,
    scout: (d) => `${who(d.player)}'s Scout turns up ${card(d.card)}.`,
    buy: (d, f) => `${who(d.player)} buys ${card(d.card)}${d.from === 'pile' ? ' from the pile' : ''} for ${talents(d.price, f)}.`,
    'swap-card': (d) => `${who(d.player)} swaps ${card(d.gave)} for ${card(d.took)}.`,
    'fix-die': (d) => `${who(d.player)} discards a meeple to set a die to ${d.value}.`,
    forge: (d) => `${who(d.player)}'s Blacksmith sets a die to ${d.value}.`,
    roll: (d) => `${who(d.player)} rolls ${d.faces.join(', ')}.`,
    'low-roll': (d, f) => `${who(d.player)} rolled ${d.sum}: ${talents(d.talents, f)} in compensation.`,
    play: (d) => `${who(d.player)} plays ${card(d.card)}: strength ${d.strength}.`,
    conflict: (d) => `${who(d.player)} drives ${who(d.defender)} out of ${region(d.side, d.region)}.`,
    conquer: (d) => `${who(d.player)} conquers ${region(d.side, d.region)}.`,
    'take-meeple': (d) => `${who(d.player)} brings a meeple from ${region(d.side, d.region)}.`,
    rotate: (d) => `${who(d.player)} turns ${card(d.card)} and loses 3 strength (now ${d.strength}).`,
    push: (d, f) => `${who(d.player)} pushes the ${die(d.old)} out with a ${die(d.incoming)} (${signed(d.talents)} ${f.plural(Math.abs(d.talents), { one: 'talent', other: 'talents' })}).`,
    income: (d, f) => `${who(d.player)} takes ${talents(d.talents, f)}.`,
    'swap-die': (d) => `${who(d.player)} swaps the ${die(d.gave)} for ${who(d.with)}'s ${die(d.took)}.`,
    heroism: () => 'The Heroism card is drawn: from now on conflicts compare leaders and equipment less turned cards.',
    'end-triggered': () => 'The pile cannot refill the display: the game ends with this round.',
    discard: (d) => `${card(d.card)} is discarded from the display.`,
    'maxx-takes': (d) => `MaXXimilian takes ${card(d.card)} (strength ${d.strength}).`,
    turn: (d) => `${who(d.player)} receives the dice and may buy a card.`,
    'game-over': () => 'The last player of the round has played: the game is over.',
  },
  problems: {
    'bad-options': () => 'Options are an object { players, expert }.',
    'bad-players': () => 'PhalanXX is played by 1 to 4 players (1 is the solo game against MaXXimilian).',
    'bad-expert': () => '"expert" is true or false.',
    'bad-decision': () => 'A decision is an object such as {"do":"pass"}.',
    'unknown-decision': (d) => `${d.kind === '' ? 'A decision names its kind in "do"' : `Unknown decision "${d.kind}"`}; expected one of ${d.expected.join(', ')}.`,
    'bad-field': (d) => (d.length !== undefined ? `"${d.field}" is ${d.length} characters long; an id has at most ${d.max ?? 64}.` : `"${d.field}" must be ${d.type === 'string' ? 'a string' : 'an integer'}.`),
    'unknown-choice': (d) => `"${d.verb}" is not one of the choices offered now.`,
    'bad-target': (d) => `"${d.target}" is not a target of "${d.verb}" now.`,
    'game-over': () => 'The game is over.',
    'not-your-turn': (d) => `It is ${who(d.player)}'s turn.`,
    'wrong-step': (d) => `"${d.kind}" is not a decision of the ${n(`phase.${d.step}`)} step; expected ${d.expected.join(', ')}.`,
    'heroism-not-for-sale': () => 'The Heroism card cannot be bought.',
    'too-poor': (d, f) => `This costs ${talents(d.price, f)}; you have ${f.num(d.talents)}.`,
    'no-reserve': () => 'No meeple left in the reserve to discard.',
    'empty-slot': (d) => `Display slot ${d.slot} holds no card.`,
    'no-scout': () => 'You have not played the Scout.',
    scouted: () => 'You have already turned up the top card this turn.',
    'empty-pile': () => 'The pile is empty.',
    'not-in-hand': (d) => `${d.card} is not in your hand.`,
    'bad-die': (d) => `Rolled die ${d.die} is not in your hand.`,
    'bad-value': () => 'A die shows 1 to 6.',
    'same-value': (d) => `Die ${d.die} already shows ${d.value}.`,
    'no-blacksmith': () => 'You have not played the Blacksmith.',
    'forge-used': () => 'The Blacksmith has already set a die this turn.',
    'bad-slot': (d) => (d.of === 'display' ? `Display slot ${d.slot ?? '?'} holds no card you can take.` : d.of === 'personal' ? 'Personal dice are in slots 0, 1 and 2.' : 'Grey slots are 0, 1 and 2.'),
    'slot-taken': (d) => `Grey slot ${d.slot} is already taken.`,
    'die-too-low': (d) => `A ${d.value} is lower than your personal die ${d.own} in slot ${d.slot}.`,
    'conditions-unmet': (d, f) => `${card(d.card)} needs ${f.list(d.unmet.map((c) => condition(c, f)))}.`,
    'unknown-region': (d) => `${d.region} is not a region in play.`,
    'own-region': (d) => `You already hold ${region(d.side, d.region)}.`,
    'not-adjacent': (d) => `${region(d.side, d.region)} is not adjacent to a region you hold.`,
    'no-meeples': (d) => `Conquering ${region(d.side, d.region)} takes ${d.need} meeples; you cannot find them.`,
    'nothing-to-turn': () => 'You have no epoch card left to turn.',
    'too-weak': () => 'A conflict costs 3 strength; you have less.',
    'not-stronger': (d) => `Your ${d.mine} does not beat ${who(d.defender)}'s ${d.theirs}.`,
    'not-turnable': (d) => `${d.card} is not one of your unturned cards.`,
    'bad-source': (d) => `${d.region} is not one of your land regions (neither city nor oasis).`,
    'bad-holder': (d) => `${d.holder} has no personal dice to swap with.`,
    'values-differ': (d) => `Your ${d.mine} cannot be swapped with a ${d.theirs}.`,
  },
  prompts: {
    buy: () => 'Buy an epoch card from the display, or pass (the rightmost card is discarded).',
    scout: () => 'Buy the card your Scout turned up, or put it back.',
    'swap-card': () => 'You paid 4 or 5: you may swap a hand card with a display card.',
    action: () => 'Use a rolled die: play a card, conquer, push a die or take income (or set a die first).',
    'take-meeple': () => 'Bring a meeple from one of your land regions for this conquest.',
    rotate: () => 'Turn one of your epoch cards after the conflict.',
    'swap-die': () => "You may swap the personal die beside this slot with another player's die.",
  },
  results: {
    strongest: (d, f) => `Strongest faction: ${f.list(d.winners.map(who))} with ${d.total} strength.`,
    solo: (d) => `${who(d.player)} ${d.margin > 0 ? `beats MaXXimilian by ${d.margin}` : `does not beat MaXXimilian (${d.margin})`}: ${RANKS[d.rank]}.`,
  },
  decisions: {
    buy: ({ at }, f) => `buy ${cardOr(at.card)} for ${talents(at.price ?? 0, f)}`,
    pass: () => 'buy nothing (the rightmost card is discarded)',
    scout: () => 'Scout: turn up the top card of the pile',
    'scout-buy': ({ at }, f) => `buy the turned-up card ${cardOr(at.card)} for ${talents(at.price ?? 0, f)}`,
    'scout-return': () => 'put the turned-up card back',
    'swap-card': ({ d, at }) => `swap ${card(d.card)} from your hand for ${cardOr(at.card)}`,
    keep: () => 'no swap',
    'fix-die': ({ d, at }) => `discard a meeple: set the ${die(at.die)} to ${d.value}`,
    forge: ({ d, at }) => `Blacksmith: set the ${die(at.die)} to ${d.value}`,
    play: ({ d, at }) => `play ${card(d.card)} with the ${die(at.die)} beside your ${die(at.beside)}`,
    conquer: ({ d, at }) => `conquer ${region(at.side, d.region)}${at.holder ? ` from ${who(at.holder)}` : ''} with the ${die(at.die)} beside your ${die(at.beside)}`,
    push: ({ at }) => `push out your ${die(at.beside)} with the ${die(at.die)}`,
    income: ({ at }, f) => `take ${talents(3, f)}: the ${die(at.die)} beside your ${die(at.beside)}`,
    'take-meeple': ({ d, at }) => `bring a meeple from ${region(at.side, d.region)}`,
    rotate: ({ d }) => `turn ${card(d.card)}`,
    'swap-die': ({ d, at }) => `swap your ${die(at.beside)} for ${who(d.with)}'s ${die(at.theirs)}`,
  },
  names,
  board,
};
