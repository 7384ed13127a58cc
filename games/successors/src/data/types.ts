/**
 * The typed shape of every Successors component (3rd edition, GMT 2008): map, Tyche cards,
 * generals, independent armies, fleets, royal family, tables, turn track and set-up.
 *
 * The seed lost the map, the 64 card texts, the general cards and the tables
 * (`successors MISSING.*`, `successors T.*`), so most values are reconstructed. Every value
 * carries a `Sourced` note: `reconstructed: false` when the text fixes it (with the rule id),
 * `true` when it is our reconstruction (with the reasoning). Rules code reads these types only,
 * so a published value replaces a reconstructed one without touching the rules.
 *
 * Additive only after the first commit: the rules engine is written against these shapes.
 */

/** Where a value comes from: a rule id of the seed, or the reasoning behind a reconstruction. */
export interface Sourced {
  /** true = our reconstruction (guess or inference); false = fixed by the text. */
  reconstructed: boolean;
  /** Rule id (`successors 22.1`) or a short reasoning. */
  source: string;
}

// ---------------------------------------------------------------------------------------------
// Ids
// ---------------------------------------------------------------------------------------------

export type SpaceId = string;
export type ProvinceId = string;
export type SeaZoneId = string;
export type GeneralId = string;
export type CardNumber = number;
/** Effect id of a card event: the rules engine implements one small typed handler per id. */
export type EffectId = string;
export type IndependentArmyId = string;
export type FleetId = string;
export type RoyalId = string;
/** A key into the name catalogs (names.en.ts / names.fr.ts). */
export type NameKey = string;

// ---------------------------------------------------------------------------------------------
// The map (successors 2.6)
// ---------------------------------------------------------------------------------------------

/** The four space types (successors 2.6.3). */
export type SpaceKind = 'major-city' | 'minor-city' | 'fortress' | 'transit';

/**
 * Path types (successors 2.6.5, 9.3). The legend groups "mountain or strait" under one symbol
 * with one cost (2 MP, land movement); we keep them apart because a strait (Illium–Cherronesus,
 * successors 9.3) runs the risk of naval combat and a mountain does not.
 */
export type PathKind = 'land' | 'mountain' | 'strait' | 'maritime' | 'trans-mediterranean';

/** Continents of the glossary (successors 2.7.2 Africa, 2.7.4 Asia, 2.7.10 Europe) plus islands. */
export type Continent = 'europe' | 'asia' | 'africa' | 'island';

export interface Province extends Sourced {
  id: ProvinceId;
  name: NameKey;
  /** Victory points for controlling it (successors 2.6.1, 20.4). */
  vp: number;
  continent: Continent;
  /** The fleet that goes to its controller (successors 13.2), if any. */
  fleet?: FleetId;
  /** Where the VP may differ by provenance from the rest of the entry. */
  vpSource?: Sourced;
}

/** Independent marker value at set-up (successors 2.3.3, 22.1): 3 on squares/hexes, 1 on circles. */
export type IndependentValue = 1 | 3;

export interface Space extends Sourced {
  id: SpaceId;
  name: NameKey;
  kind: SpaceKind;
  province: ProvinceId;
  /** Starts with an independent marker of this value (green spaces, successors 22.1). */
  independent?: IndependentValue;
  /** Siege roll modifier printed by a major city (successors 15.2: "+?/-? see map"). */
  siegeModifier?: number;
  /** One of the five spaces bordering the Hellespont, marked "H" (successors 20.4). */
  hellespont?: boolean;
  /** A port (successors 2.7.21): reached by a maritime or trans-Mediterranean path (derived from the paths). */
  port?: boolean;
  /** An island space inside a continental province (Rhodes): not Asia (successors 2.7.4). */
  island?: boolean;
  /** Forage limit override (successors 9.1: transit 3, every other space 8). */
  forageLimit?: number;
  /** Longitude/latitude (degrees) for the rendered map. */
  lon: number;
  lat: number;
}

export interface Path extends Sourced {
  a: SpaceId;
  b: SpaceId;
  kind: PathKind;
}

/** A sea zone, for rendering and for naval interception reach (successors 13.4), if used. */
export interface SeaZone extends Sourced {
  id: SeaZoneId;
  name: NameKey;
  ports: SpaceId[];
}

/** Off-map holding boxes printed on the map (successors 16.2, 22.1, 22.4). */
export type BoxId = string;

export interface HoldingBox extends Sourced {
  id: BoxId;
  name: NameKey;
  /** Spaces an army leaving this box may enter with its first MP (successors 16.2). */
  entries: SpaceId[];
}

export interface GameMap {
  provinces: Province[];
  spaces: Space[];
  paths: Path[];
  seaZones: SeaZone[];
  boxes: HoldingBox[];
}

// ---------------------------------------------------------------------------------------------
// Combat units, generals (successors 2.2, 2.4, 8, 14)
// ---------------------------------------------------------------------------------------------

/** The four CU types (successors 2.2.3) and the Silver Shields (successors 14.2). */
export type CuType = 'macedonian' | 'royal' | 'mercenary' | 'elephant' | 'silver-shields';

/** An army's CUs by type. Missing types are 0. */
export type Troops = Partial<Record<CuType, number>>;

/** How a general enters play (successors 22.2, 21.2, 8.5, 24). */
export type GeneralEntry =
  | { kind: 'start' }
  | { kind: 'turn-track'; turn: number }
  | { kind: 'deck' }
  /** Polyperchon: replaces Antipater on the same counter (successors 21.3). */
  | { kind: 'replaces'; general: GeneralId; turn: number };

export interface General extends Sourced {
  id: GeneralId;
  name: NameKey;
  kind: 'major' | 'minor';
  /** 2 (fast) to 4 (slow): movement, interception, avoidance, pursuit (successors 2.4.2). */
  initiative: number;
  /** Minimum of each battle die (successors 12.6). */
  battle: number;
  /** Stars (successors 8.4): more stars, higher rank. Minor generals: 0. */
  rank: number;
  /** Prestige points (successors 17.6): Craterus and Ptolemy 2, Eumenes −2. */
  prestige: number;
  /** Legitimacy points the general himself carries (successors 17.2: Perdiccas 1, Leonnatus 1). */
  legitimacy: number;
  entry: GeneralEntry;
  /** Starting space printed on the general card (successors 22.2). */
  start?: SpaceId;
  /** Optional starting province/spaces of a deck general (successors 8.5, 23.5, 24.1 opt. 2). */
  optionalStart?: SpaceId[];
  /** Troops printed on the general card (successors 22.2, 14.3). */
  army: Troops;
  /** Spaces where the card puts control markers at set-up (successors 22.2). */
  control: SpaceId[];
  /** The Tyche card that brings a deck general into play (successors 8.5). */
  card?: CardNumber;
  /** Per-field provenance where it differs from the entry's own. */
  fields?: Partial<Record<'initiative' | 'battle' | 'rank' | 'prestige' | 'start' | 'army' | 'control', Sourced>>;
}

// ---------------------------------------------------------------------------------------------
// Independent armies, fleets, royal family, special units (successors 13, 14, 16, 18)
// ---------------------------------------------------------------------------------------------

export interface IndependentArmy extends Sourced {
  id: IndependentArmyId;
  name: NameKey;
  /** Combat strength printed on the counter (successors 16.5); also its CU count for overruns (16.6). */
  strength: number;
  /** Battle value of the intrinsic general (successors 16.5). */
  battle: number;
  box: BoxId;
  /** Starting space if it starts activated on the map (successors 22.1: Greek army, Ariarathes). */
  start?: SpaceId;
  /** Where it may move (successors 16.3). */
  restriction:
    | { kind: 'none' }
    | { kind: 'provinces'; provinces: ProvinceId[] }
    /** 23,000 colonists: must end each move further west; removed on entering Greece. */
    | { kind: 'westward'; removedIn: ProvinceId };
  /** Returns to its box when defeated instead of leaving play (successors 16.5: Scythians, Illyrians). */
  returnsToBox: boolean;
  /** The Tyche card(s) that activate it. */
  cards: CardNumber[];
}

export interface Fleet extends Sourced {
  id: FleetId;
  name: NameKey;
  /** Fleet points on the weak (reduced) and strong faces (successors 13.3). */
  weak: number;
  strong: number;
  /** Who gets it (successors 13.2): the controller of a province, of a city (Athens), or a card. */
  owner: { kind: 'province'; province: ProvinceId } | { kind: 'space'; space: SpaceId } | { kind: 'card'; card: CardNumber };
  /** Counts for the largest fleet VP (successors 20.4, CL.11: the Pontic fleet does not). */
  countsForLargest: boolean;
}

export interface RoyalMember extends Sourced {
  id: RoyalId;
  name: NameKey;
  /** Heirs (successors 2.7.14) are always active; the women start inactive (successors 18.2). */
  kind: 'heir' | 'woman' | 'body';
  legitimacy: number;
  /** Starting space, or a holding box (Philip III, successors 22.1). */
  start: { kind: 'space'; space: SpaceId } | { kind: 'box'; box: BoxId };
  startsActive: boolean;
  /** The Tyche card that activates a woman (successors 18.2) or marries her (18.3). */
  card?: CardNumber;
}

/** Special pieces kept in boxes at set-up (successors 22.4). */
export interface SpecialUnit extends Sourced {
  id: string;
  name: NameKey;
  card: CardNumber;
  troops: Troops;
}

// ---------------------------------------------------------------------------------------------
// Tyche cards (successors 7)
// ---------------------------------------------------------------------------------------------

/** The four card types (successors 7.1). */
export type CardKind = 'event' | 'bonus' | 'general' | 'surprise';

/** When a card's event may be played. */
export type CardTiming =
  /** In one's own Tyche Segment, as the mandatory card (successors 3.5.2, 7.1). */
  | 'tyche-segment'
  /** Any time in the Strategic Phase, even in another's turn (successors 7.3). */
  | 'any-time'
  /** Only during a battle one takes part in. */
  | 'battle'
  /** Only during a siege or submission roll. */
  | 'siege'
  /** Against another player's naval movement. */
  | 'naval'
  /** In reaction to an enemy move (interception, avoidance…). */
  | 'reaction';

export interface Card extends Sourced {
  number: CardNumber;
  name: NameKey;
  /** Operations number (#OP), 1–4 (successors 7.1; 13.3 and 23.5 need "4" cards). */
  ops: number;
  kind: CardKind;
  timing: CardTiming;
  /** "MUST BE PLAYED" (successors 7.2): cannot be discarded, must be played this turn. */
  mustPlay: boolean;
  /** "Remove from play" after the event (successors 3.4). */
  removeAfterEvent: boolean;
  /** The handler the rules engine runs for the event (see decisions.md, effect ids). */
  effect: EffectId;
  /** Parameters of the effect, where the effect is data. */
  params?: Record<string, string | number | boolean | string[]>;
  /** The general a general card brings (successors 8.5). */
  general?: GeneralId;
  /** Key of the event text in the catalogs. */
  text: NameKey;
  /** Card clarification of the seed that fixes it (`successors CL.58`). */
  clarification?: string;
}

// ---------------------------------------------------------------------------------------------
// Tables (successors T.*)
// ---------------------------------------------------------------------------------------------

/**
 * Battle table (successors 12.5, 13.5): a column per battle strength, a row per modified 2d6
 * total (2–12). Strength above the last column uses the last column; strength 0 has its own
 * column.
 */
export interface BattleTable extends Sourced {
  /** Column headings: the lowest strength of each column, ascending (first is 0). */
  columns: number[];
  /** scores[c][roll − 2] = battle score for column c and 2d6 total `roll`. */
  scores: number[][];
}

/** One attrition result (successors 12.8): CUs lost; "e" = one of them must be an elephant. */
export interface AttritionResult {
  losses: number;
  elephant: boolean;
}

/** Attrition table (successors 12.8): a column per CU count band, a row per d6. */
export interface AttritionTable extends Sourced {
  /** Column headings: lowest CU count of each column, ascending. */
  columns: number[];
  /** results[c][die − 1]. */
  results: AttritionResult[][];
}

/** Siege table (successors 15.1.2): modified d6 → siege points / besieger losses. */
export interface SiegeTable extends Sourced {
  /** Lowest and highest modified roll in the table; rolls outside are clamped. */
  min: number;
  max: number;
  /** results[roll − min]. */
  results: { points: number; losses: number }[];
}

/** Unrest table (successors 7.8): 2d6 → one or two provinces; 7 → Armenia and roll again. */
export interface UnrestTable extends Sourced {
  /** rows[roll − 2]. */
  rows: ({ kind: 'provinces'; provinces: ProvinceId[] } | { kind: 'armenia-and-reroll' })[];
}

/** Movement allowance (successors 9.2): allowance[initiative][die − 1] in MP. */
export interface MovementTable extends Sourced {
  allowance: Record<number, number[]>;
}

/** Seniority list (successors 4.1, 5.2, 20.3): generals from most to least senior. */
export interface SeniorityList extends Sourced {
  order: GeneralId[];
}

/** What happens at the start of a turn (successors 21). */
export type TurnEvent =
  | { kind: 'funeral-cart-built' }
  | { kind: 'general-arrives'; general: GeneralId }
  | { kind: 'general-dies'; general: GeneralId; replacedBy: GeneralId }
  | { kind: 'heir-comes-of-age'; royal: RoyalId }
  | { kind: 'body-lost-unless-buried' };

export interface TurnTrackEntry extends Sourced {
  turn: number;
  /** Year BC printed on the track (turn 1 = 323 BC, successors 22.4). */
  yearBC: number;
  events: TurnEvent[];
}

// ---------------------------------------------------------------------------------------------
// Set-up per player count (successors 22, 24)
// ---------------------------------------------------------------------------------------------

export type PlayerCount = 2 | 3 | 4;

export interface SetupVariant extends Sourced {
  id: string;
  players: PlayerCount;
  /** Base generals dealt to each player (successors 22.2, 24.1, 24.2). */
  generalsPerPlayer: number;
  /** General cards shuffled into the Tyche deck. */
  deckGenerals: GeneralId[];
  /** General cards dealt with the base generals (24.2 option 2: Eumenes). */
  extraDealt: GeneralId[];
  /** Generals left out of the deal and the deck (e.g. with optional rule 23.5). */
  setAside: GeneralId[];
  /** Automatic victory thresholds (successors 20.2, 24). */
  autoVictoryVp: number;
  autoVictoryLp: number;
  /** Cards set aside for their events in 2- and 3-player games, and how many are revealed. */
  eventPile?: { cards: number; revealed: number };
}

/** Every component, as one value. */
export interface SuccessorsData {
  map: GameMap;
  generals: General[];
  cards: Card[];
  independentArmies: IndependentArmy[];
  fleets: Fleet[];
  royals: RoyalMember[];
  specialUnits: SpecialUnit[];
  tables: {
    battle: BattleTable;
    attrition: AttritionTable;
    siege: SiegeTable;
    unrest: UnrestTable;
    movement: MovementTable;
    seniority: SeniorityList;
  };
  turnTrack: TurnTrackEntry[];
  setups: SetupVariant[];
}
