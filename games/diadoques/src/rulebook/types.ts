/**
 * A rulebook profile (issue 18, item 3): what differs between Les Diadoques (`diadoques`, the
 * French e-mail rules) and Diadokhoi (`diadokhoi`, the original game in English), as data and
 * small policies, so that engine code reads `rulebook(state).policies.retreats` instead of
 * branching on the ruleset's name.
 *
 * Every field says which paragraphs it stands for. Both profiles are typed `Rulebook`, so a
 * field added to one must be given in the other; `test/rulebook-profile.test.ts` also checks
 * that every rule id in them exists in the rule index (`docs/rules/<ruleset>/index.md`).
 *
 * This folder imports nothing of the game (it sits below `map/` and `rules/`): policies that
 * look at a character or a unit take the few fields they need, structurally.
 */

export type RulebookId = 'diadoques' | 'diadokhoi';

/** A language a rulebook is written in: its names, abbreviations and notation. */
export type RulebookLanguage = 'fr' | 'en';

/** The royal family's roles (`diadoques §6b`, `diadokhoi §4.4`, `§7.6`). */
export type RoyalRole = 'philippe' | 'eurydice' | 'roxane' | 'alexandre' | 'olympias' | 'cleopatre';

/** What a unit type costs, in the rulebook's money. */
export interface UnitCost {
  buy: number;
  upkeep: number;
  /** Fee to disband; `null`: may not be disbanded voluntarily (the diadoques guard). */
  disband: number | null;
  /** Corruption level (`diadoques §6a.6`) or threshold (`diadokhoi §6.3.4`). */
  corruption: number;
}

/** The few fields of a character a policy looks at. */
export interface CharacterFacts {
  id: string;
  kind: string;
}

export interface Rulebook {
  ruleset: RulebookId;
  /** The game's name as its rulebook prints it. */
  title: string;
  /** The rulebook's language: the names and abbreviations it prints by default. */
  language: RulebookLanguage;
  /** Money: `10 T` (`diadoques §5`) or `1000 talents` (`diadokhoi §5`, talents ×100). */
  money(amount: number | string): string;
  /** Words of the rulebook used in the engine's English texts. */
  terms: {
    /** `the diadochus` (`diadoques §6b`) or `the Diadokhos` (`diadokhoi §4.3`). */
    diadochus: string;
  };
  /** The order notation of the rulebook (`diadoques §9a`, `diadokhoi §6.3.17`). */
  notation: {
    hold: string;
    /** Between a unit and where it goes in a move, support or convoy. */
    to: string;
    siege: string;
    resupply: string;
    /** Start purchases shown as examples (`diadoques §12.3`, `diadokhoi §5.3.1`). */
    purchaseExamples: readonly string[];
  };
  /** The first year of the standard game (`diadoques §12.1`: −319; `diadokhoi §1`: −321, Triparadeisos). */
  firstYear: number;
  amounts: Amounts;
  /** One rule id per concept. */
  rules: RuleIds;
  /** The adjudicator's verdicts on orders (`diadoques §9a`, `diadokhoi §6.3`). */
  verdicts: VerdictRules;
  policies: Policies;
}

export interface Amounts {
  /** The eastern satraps' treasure: 10 T (`diadoques §11c.2`) or 1000 talents (`diadokhoi §T6.3-4`). */
  satrapsTreasure: number;
  /** Gold travels in multiples of this: 1 T, or whole hundreds of talents (`diadokhoi §6.3.57`). */
  giftStep: number;
  /** A character is captured on a d6 at most this at sea (`diadoques §9a.41`: 2; `diadokhoi §6.3.47`: 4). */
  captureAtSea: number;
  /** … and on land (`diadoques §9a.41`, `diadokhoi §6.3.47`: 4). */
  captureOnLand: number;
  /**
   * The unit types of the rulebook and their costs (`diadoques §6a.6`, `§6a.7`, `§10.6`,
   * `§10.12`; `diadokhoi §5.3.7`, `§T3`; the diadokhoi build price equals the maintenance,
   * `§5.3.1`, `§3.1.12`; a fleet costs what a mercenary army costs, decisions.md).
   */
  units: Readonly<Record<string, UnitCost>>;
  /** Most units of a type a player may keep; absent: unlimited (`diadoques §6a.2`, `§6a.3`; `diadokhoi §4.2.5`, `§4.2.10`). */
  unitLimits: Readonly<Record<string, number>>;
  /** Income of one's own capital (`diadoques §10.2`, `diadokhoi §5.2.3`). */
  ownCapitalIncome: number;
  /** A fleet caught in a storm sinks on a d6 at most this (`diadoques §14b.3`: 1; `diadokhoi §6.2.3`, `§T6.1-Sink`: 2). */
  fleetSinksOn: number;
  /**
   * Corruption level of each royal (`diadoques §6b.15`: the pairs count as one target,
   * `§9b.2`; `diadokhoi §T7`: each member has his own cost, so a pair costs the sum — decisions.md).
   */
  royalCorruption: Readonly<Record<RoyalRole, number>>;
}

/** The verdict keys of `rules/outcomes.ts`. */
export interface VerdictRules {
  move: string;
  strength: string;
  standoff: string;
  own: string;
  convoy: string;
  convoyCut: string;
  hold: string;
  dislodged: string;
  support: string;
  cut: string;
  adjacent: string;
  orders: string;
  swap: string;
}

export interface Policies {
  /** Rule differences of the military season (`diadoques §9a`, `diadokhoi §6.3`). */
  military: MilitaryPolicies;
  /** Storms and floods (`diadoques ch. 14b`, `§14c`; `diadokhoi §6.2.3`–`§6.2.6`). */
  weather: WeatherPolicies;
  /** Characters on the board (`diadoques ch. 6b`, `diadokhoi §4.3`, `§6.3.45`–`§6.3.51`, `§7.6`). */
  characters: CharacterPolicies;
  /** Money and prestige (`diadoques ch. 5`, `§9c.9`, `ch. 13`; `diadokhoi §5`, `§6.3.55`–`§6.3.57`, `§7.10`). */
  economy: EconomyPolicies;
  /** The season's event (`diadoques ch. 14`, `diadokhoi §6.2`). */
  events: EventPolicies;
  /** The winter adjustments (`diadoques ch. 10`, `ch. 11a`; `diadokhoi §3.1.11`, `§4.2`, `§5.3`). */
  winter: WinterPolicies;
  /** Corruption (`diadoques ch. 9b`, `diadokhoi §6.3.4`–`§6.3.16`). */
  corruption: CorruptionPolicies;
  /** The royal family, the regent, the royal order (`diadoques ch. 6b`, `ch. 11c`; `diadokhoi §4.4`, `§6.3.1`, `§7.6`). */
  royals: RoyalPolicies;
  /** Succession, dynasties and elimination (`diadoques ch. 7`, `diadokhoi §4.6`, `§4.7`). */
  succession: SuccessionPolicies;
  /** Prestige points (`diadoques ch. 13`, `diadokhoi §7.10`). */
  prestige: PrestigePolicies;
  /** Victory (`diadoques ch. 3`, `diadokhoi §4.5`). */
  victory: VictoryPolicies;
  /** Revolts and foreign forces, and the referee who plays them (`diadoques ch. 14d`–`14f`, `diadokhoi §6.2`, `§7.8`, `§7.9`, `§8`). */
  neutrals: NeutralPolicies;
  /** The whole game: players, the start, the season sequence (`diadoques ch. 1`, `ch. 8`, `ch. 12`; `diadokhoi §5.3.1`, `§6.2.2`, `§8`). */
  game: GamePolicies;
}

export interface GamePolicies {
  /** Les Diadoques is played by six (`diadoques ch. 1`); Diadokhoi by two to six (`diadokhoi §8`). */
  sixPlayersOnly: boolean;
  /** The season's event is drawn after the orders are written (`diadoques §8a.2`) or as the season opens (`diadokhoi §6.2.2`). */
  eventDrawn: 'after-orders' | 'as-season-opens';
  /**
   * The start purchases: one up to the set-up's count, of any type within the limits
   * (`diadoques §12.3`, `§12.4`), or exactly that many mercenary units, A or F (`diadokhoi §5.3.1`).
   */
  startBuys: 'up-to-count' | 'exactly-mercenaries';
  /** Unit types other than A a start may buy, offered as choices (`diadoques §12.4`). */
  startTypes: readonly string[];
}

export interface NeutralPolicies {
  /** A force appearing where a unit stands drives it out (`diadoques §14d.2`), or attacks it after the moves (`diadokhoi §6.3.54`). */
  risingInOccupied: 'drives-out' | 'attacks-after-moves';
  /** Only revolts take the neutral citadels they aim at (`diadoques §14d.10`); in Diadokhoi every force (`diadokhoi §6.2.8`). */
  onlyRevoltsJoinCitadels: boolean;
  /** Rebellions (and the Gauls) support each other (`diadokhoi §6.2.8`, `§6.2.20`). */
  rebelsAllied: boolean;
  /** A revolt does not act in the season it appears (`diadoques §14d.12`). */
  revoltsIdleFirstSeason: boolean;
  /** A force's second siege round leaves the treasure, which then vanishes (`diadoques §9c.12`, `§14d.11`). */
  forcesLeaveTreasures: boolean;
  /** The Athenian fleet patrols the Ionian sea while Athens is free (`diadokhoi §6.2.10`). */
  athenianPatrol: boolean;
  /** Rome attacks the targets of its mission (`diadoques §14f.4.1`), or declares wars from the season's battles (`diadokhoi §6.2.22`). */
  rome: 'attack' | 'wars';
  /** The set-ups' rebels, neutral powers and variant rules, and set-ups for fewer than six players (`diadokhoi §8.1`–`§8.6`). */
  setupVariants: boolean;
  /** The optional violent revolts (`diadokhoi §7.9.1`). */
  violentRevoltsOption: boolean;
}

/** Prestige points won or lost, and the paragraph that says so. */
export interface Award {
  pp: number;
  rule: string;
}

export interface CorruptionPolicies {
  /**
   * `chance`: a bribe below the corruption level is void, only the best bribe is paid and it
   * succeeds on a d100 roll (`diadoques §9b.5`–`§9b.7`); `threshold`: every valid bribe is paid
   * and the best one must beat the threshold (`diadokhoi §6.3.8`).
   */
  bribes: 'chance' | 'threshold';
  /**
   * `by-move`: a unit or free leader that could move into the space this season, weather
   * counted, for units and royals alike (`diadoques §9b.1`); `within-one`: a unit or leader at
   * most one space away, or in a citadel's province for its garrison; royals need nobody near
   * (`diadokhoi §6.3.5`, `§6.3.13`).
   */
  reach: 'by-move' | 'within-one';
  /** A married Kleopatra cannot be corrupted (`diadokhoi §6.3.14`). */
  marriedKleopatraIncorruptible: boolean;
  /** The leaders' and royals' modifiers of a unit's corruption level (`diadoques §6b.2`, `§6b.11`, `§6b.13`; `diadokhoi §6.3.5`, `§4.6.8`, `§7.6.1`). */
  modifiers: {
    /** His own Diadokhos (or epigone) commanding the unit. */
    leader: number;
    /** … and his wife: any living wife (`diadoques §6b.13`), or Kleopatra in the same space (`diadokhoi §7.6.1`). */
    wife: number;
    wifeCounts: 'any-wife' | 'kleopatra-with-him';
    olympias: number;
    /** Philippos (`diadokhoi §7.6.1`); the game's `philipposBonus` option chooses it where `philipposOption`. */
    philippos: number;
    philipposOption: boolean;
  };
  /**
   * What becomes of the corrupted unit's commander: `dies` — unless ordered to leave it this
   * turn (`diadoques §9b.3`, `§9b.9`); `by-kind` — a rival Diadokhos is taken, Olympias killed or
   * hidden on a die (`diadokhoi §6.3.10`).
   */
  commander: 'dies' | 'by-kind';
}

export interface RoyalPolicies {
  /**
   * Who may give a royal order: the regent, Kleopatra's husband or a holder of two royals
   * (`diadoques §11c.3`); or two royals, or one with the regency or the marriage (`diadokhoi §6.3.1`, `§4.4.3`).
   */
  royalOrderBy: 'regent-husband-or-two-royals' | 'two-royals-or-regent-with-one';
  satraps: {
    /** With no beneficiary the satraps' army disappears (`diadoques §11c.6`). */
    unclaimedDisappear: boolean;
    /** Their treasure is credited at the end of the turn when they come as a neutral force (`diadoques §11c.7`); else it lies in their home citadel (`diadokhoi §6.2.19`). */
    goldCredited: boolean;
    /** Treasures that vanish when the satraps join a player (`diadoques §11c.7`). */
    vanishingTreasures: readonly string[];
    /** Their home: citadel and province (`diadoques §11c.7`, `diadokhoi §6.2.19`). */
    home: { citadel: string; province: string };
    /** A beneficiary holds one of these (`diadoques §11c.5`, `diadokhoi §6.3.1`). */
    citadels: readonly string[];
  };
  /** An announced marriage may wait for the couple to meet (`diadoques §6b.12`); else it lapses (`diadokhoi §7.6.10`). */
  marriageMayWait: boolean;
  /** Kassandros, Antipatros' heir, is never regent (`diadokhoi §4.6.7`). */
  cassandraNeverRegent: boolean;
  /** The agreement with Chandragupta (`diadoques §11d`). */
  chandragupta: boolean;
}

export interface SuccessionPolicies {
  /**
   * When the dynasties are established: `announcement` — announced at the start of a turn from
   * spring of `year` at the latest, or after the last royal's death (`diadoques §7b.1`);
   * `after-year` — in every year after `year` (`diadokhoi §4.7.2`).
   */
  dynasties: { by: 'announcement' | 'after-year'; year: number };
  /** Where an epigone appears: where the diadochus stood, the capital, a citadel (`diadoques §7a.2`, `§7a.3`); or the capital, a citadel, a province (`diadokhoi §4.6.9`). */
  epigoneSpots: 'diadochus-capital-citadels' | 'capital-citadels-provinces';
  /** From spring of this year the epigone replaces a dead diadochus; before it, losing him eliminates the player (`diadoques §7a.1`, `diadokhoi §4.6.2`). */
  epigoneFrom: number;
  /** From winter of this year the epigone appears anyway (`diadoques §7a.2`); `null`: never. */
  epigoneAnywayFrom: number | null;
  /** After the dynasties: eliminated in autumn without citadels (`diadoques §7b.2`), or without any possession (`diadokhoi §4.7.2`). */
  afterDynasties: 'autumn-without-citadels' | 'without-possessions';
  /** What becomes of an eliminated player's lands: neutral (`diadoques §7c.1`) or civil disorder (`diadokhoi §4.6.3`). */
  eliminated: 'turns-neutral' | 'civil-disorder';
  /** A dynasty moves its capital from this year on (`diadoques §9c.11`); `null`: as soon as the dynasties stand. */
  capitalMoveFrom: number | null;
}

export interface PrestigePolicies {
  /** A unit destroyed by a move: the attacker's points, by type (`diadoques §13.24`, `§13.25`; `diadokhoi §7.10.14`). */
  destroyedUnit(type: string): Award | undefined;
  /** A leader killed in battle: the victor's and the loser's points (`diadoques §13.26`, `§13.9`). */
  leaderKilledInBattle: { victor: Award; loser: Award } | null;
  /** A diadochus murdered: his side's loss (`diadoques §13.9`). */
  leaderMurdered: Award | null;
  /** The Diadokhos dead when his epigone appears (`diadokhoi §7.10.6`). */
  diadochusDead: Award | null;
  /** An elite unit or the guard wintering unsupplied (`diadoques §13.12`). */
  unsuppliedElite: Award | null;
  /** Murdering a royal: Roxane, Alexandros or Kleopatra, and the others (`diadoques §13.7`, `§13.6`; `diadokhoi §7.10.3`, `§7.10.4`). */
  murderedRoyal: { heavy: Award; other: Award };
  /** Prestige held while something is held: each royal, and citadels (`diadoques §13.3`, `§13.17`). */
  held: { perRoyal: number; citadels: Readonly<Record<string, number>> };
  /** Prestige when a citadel changes hands (`diadoques §13.13`–`§13.16`; `diadokhoi §7.10.9`–`§7.10.11`). */
  citadels: Readonly<Record<string, { gain: Award & { what: string }; lose?: Award & { what: string }; notToOriginalOwner?: boolean }>>;
  /** The season's prestige facts: wars against neutrals (`diadoques §13.8`–`§13.11`) or the optional battle facts (`diadokhoi §7.10`). */
  seasonFacts: 'neutral-wars' | 'battle-facts';
}

export interface VictoryPolicies {
  /** The name of a victory by a majority of the victory points (`diadoques §3.2` total, `diadokhoi §4.5.1` clear). */
  majority: 'total' | 'clear';
  /** Royals held, and Kleopatra's husband, count as victory points (`diadokhoi §4.5.1`). */
  royalsAreVictoryPoints: boolean;
  /** Without a majority: prestige victories (`diadoques §3.6`–`§3.8`), or a draw vote or the short game's end (`diadokhoi §4.5.2`, `§4.5.3`). */
  otherwise: 'prestige' | 'draw-or-short-game';
}

export interface WinterPolicies {
  /**
   * `autumn-revolt`: a player's unsupplied army revolts at the end of autumn (`diadoques ch. 11a`);
   * `winter-disband`: an unsupplied unit, fleets included, is gone at the start of winter, or
   * rebels with the option (`diadokhoi §3.1.11`, `§3.1.12`). The neutrals' winter comes just
   * before that check: at the end of autumn (`diadoques §8a.4`) or in winter (`diadokhoi §6.1.2`).
   */
  supply: 'autumn-revolt' | 'winter-disband';
  /** Fleets need supply too (`diadokhoi §3.1.11`); in Les Diadoques only armies (`diadoques §11a.1`). */
  fleetsNeedSupply: boolean;
  /** After the first turn, any number of units may be built in a port or a citadel (seed 004, issue 18 ruling in decisions.md); else one per space (`diadoques §6a.1`). */
  stackInPortsAndCitadels: boolean;
  /** A citadel is threatened, and its builds capped: by an enemy army in its province (`diadoques §10.17`) or by a siege (`diadokhoi §4.2.9`). */
  threatenedCitadel: 'enemy-army-in-province' | 'under-siege';
  /** Where fleets are built: a port citadel or a sea it opens onto (`diadoques §10.16`), or a province of one's own with a port (`diadokhoi §5.3.9`). */
  fleetBuilds: 'port-citadel-or-sea' | 'port-province';
  /** Elite fleets exist (`diadoques §6a.1`; `diadokhoi §4.2.1` has none). */
  eliteFleets: boolean;
  /** The guard (Ag) is never disbanded at will and is downgraded when its pay is missing (`diadoques §10.11`). */
  guards: boolean;
  /** A player with no port left loses his fleets (`diadoques §10.10`). */
  fleetsNeedPort: boolean;
  /** Where an army is promoted: in a citadel or a province holding one of the player's (`diadoques §10.21`), or any province with a citadel (`diadokhoi §5.3.10`). */
  armyPromotion: 'own-citadel-province' | 'citadel-province';
  /** Fleets may be promoted (`diadoques §10.22`); never in Diadokhoi (`diadokhoi §5.3.10`). */
  fleetPromotion: boolean;
  /** A disbanded unit but militia is put up for sale (`diadoques §10.13`). */
  disbandedUnitsAuctioned: boolean;
}

export interface EconomyPolicies {
  /** `always`: prestige points are part of the game (`diadoques ch. 13`); `optional`: an option (`diadokhoi §7.10.1`). */
  prestige: 'always' | 'optional';
  /** The optional extra fleets with 5–6 and 7+ major cities (`diadokhoi §4.2.12`). */
  extraFleetsOption: boolean;
  /** Gold gifts travel between the players' lands and arrive later (`diadokhoi §6.3.55`); else they are paid at once (`diadoques §9c.9`). */
  giftsTravel: boolean;
  /** Personal deposits in one's own city (`diadokhoi §5.1.6`). */
  deposits: boolean;
  /** Political points invested in neutral powers (`diadokhoi §8.6.1`). */
  politicalPoints: boolean;
}

export interface EventPolicies {
  /** The rule of the first turn's absent event (`diadoques §12.7`; Diadokhoi's first turn simply draws none, `diadokhoi §6.2.2`). */
  firstTurnRule: string;
}

export interface MilitaryPolicies {
  /**
   * `lists`: each unit's retreats are written with its orders and carried out at once
   * (`diadoques §9a.38`); `step`: a retreat step follows the moves (`diadokhoi §6.1.3`, `§6.3.44`).
   */
  retreats: 'lists' | 'step';
  /** A dislodged unit's order is void and the moves are judged again without it (`diadoques §9a.20`). */
  dislodgedLoseOrders: boolean;
  /** A dislodged unit may retreat to where the convoyed attacker came from (Diplomacy, `diadokhoi §6.3.44`). */
  retreatToConvoyOrigin: boolean;
  /**
   * Fleets stand on coastal land provinces, enter them and take them (`diadokhoi §4.2.2`);
   * else a fleet stands only at sea or in a port citadel (`diadoques §6a.3`).
   */
  fleetsOnCoasts: boolean;
  /** A unit in a citadel is its garrison, army or fleet as it acts (`diadokhoi §7.4`). */
  garrisons: boolean;
  /**
   * Where a fleet besieges a port citadel from: a sea with access (`diadoques §9a.23`) or the
   * citadel's own province (`diadokhoi §7.3.2`).
   */
  fleetSiegeFrom: 'access-sea' | 'own-province';
  /** An army in the citadel's province may resupply it (`diadoques §9a.33`); else only fleets (`diadokhoi §6.3.33`). */
  armiesResupply: boolean;
  /** A resupplied citadel's siege starts again from nothing (`diadoques §9a.33`). */
  resupplyResetsSiege: boolean;
  /** A port garrison holds against a weaker siege (`diadoques §9a.30`). */
  portGarrisonContest: boolean;
  /** Joint orders of several powers' units and no help to besiegers (`diadokhoi §7.7`, `§6.3.31`). */
  jointOrders: boolean;
  /** A unit commanded since this turn only adds no leader bonus (`diadoques §6b.1`). */
  freshCommandNoBonus: boolean;
  /** What a commander adds to his unit's combat value (`diadoques §6b.1`, `§6b.11`; `diadokhoi §6.3.40`, `§4.6.8`, `§4.7.1`). */
  leaderBonus(c: CharacterFacts, year: number): number;
  /** Control (`diadoques §11e.2`–`§11e.4`, `diadokhoi §3.2.4`) by how many citadels the province holds. */
  controlRule(citadels: number): string;
  /**
   * `all`: every citadel's treasure is on the board at the start; `unowned-only`: in the
   * standard set-up, only the unowned ones (the first revenue already counts the players' own,
   * `diadokhoi §5.3.3`).
   */
  standardSetupTreasures: 'all' | 'unowned-only';
}

export interface WeatherPolicies {
  /**
   * `every-mover`: a storm, flood or closed crossing stops armies, fleets and characters alike
   * (`diadoques §14b.1`, `§14c.1`); `by-mover`: a storm at sea stops fleets and on land armies,
   * a flood only armies, characters never (`diadokhoi §6.2.4`–`§6.2.6`).
   */
  hits: 'every-mover' | 'by-mover';
  /** The storms and floods' rule ids (`diadoques §14b`, `§14c`; `diadokhoi §6.2.3`–`§6.2.6`, `§T6.1`). */
  rules: { sink: string; drown: string; storm: string; seaStorm: string; flood: string; flooded: string };
}

export interface CharacterPolicies {
  /** Any commander dies with his destroyed unit (`diadoques §6b.24`); else only a Diadokhos or Epigonos (`diadokhoi §6.3.45`). */
  everyCommanderDiesWithUnit: boolean;
  /** A diadochus commanding his unit cannot leave it alone (`diadokhoi §4.3.4`). */
  commanderStays: boolean;
  /** Characters crossing an enemy unit's move may be captured (`diadoques §9a.41`). */
  crossingCaptures: boolean;
  /** Royals and others held (not only prisoners) go free when left alone (`diadoques §6b.22`; `diadokhoi §6.3.51` frees prisoners only). */
  heldRoyalsGoFree: boolean;
  /** Free royals alone withdraw into a neutral citadel (`diadoques §6b.7`). */
  royalsWithdraw: boolean;
  /** A leader may command another power's unit (alliances, `diadokhoi §7.7.1`); else only his own side's. */
  leadersCommandAllies: boolean;
  /** A lone character may be carried by sea (`diadokhoi §4.3.2`); in Les Diadoques he moves one space (`diadoques §9a.9`). */
  convoyed: boolean;
  /** The captor moves his prisoner (`diadokhoi §7.6.5`); in Les Diadoques a prisoner has no orders (`diadoques §6b.21`). */
  captorMovesPrisoner: boolean;
}

/** The rule ids of one concept in each rulebook: one key per concept (`diadoques §9a.26` / `diadokhoi §6.3.32`). */
export interface RuleIds {
  /** Winter income collected. */
  income: string;
  /** The fee paid to disband a unit. */
  disbandFee: string;
  /** The draw among surplus units. */
  surplusDrawOrder: string;
  /** The draw of the upkeep order when money runs short. */
  upkeepDrawOrder: string;
  /** A build over the limit of its type. */
  buildOverLimit: string;
  /** A winter build. */
  build: string;
  /** Where a unit may be built. */
  buildPlace: string;
  /** The spending cap in a threatened citadel. */
  buildThreatenedCap: string;
  /** Two players building in one space. */
  buildContested: string;
  /** A winter promotion. */
  promotion: string;
  /** An elite unit over its limit is downgraded. */
  downgradeSurplus: string;
  /** Winter upkeep. */
  upkeep: string;
  /** A voluntary winter disband. */
  disband: string;
  /** A unit over its limit is disbanded. */
  disbandSurplus: string;
  /** Units without winter supply. */
  winterSupply: string;
  /** A lot still unsold. */
  auctionUnsold: string;
  /** The bids on a lot. */
  auctionBids: string;
  /** A sold unit changes side. */
  auctionSold: string;
  /** The eastern satraps offer their alliance. */
  satrapsOffer: string;
  /** A royal order names a beneficiary. */
  royalOrderVote: string;
  /** A royal order when none is awaited. */
  royalOrderVoid: string;
  /** Who may receive the satraps. */
  royalOrderBeneficiary: string;
  /** The satraps' home citadel passes to the beneficiary. */
  satrapsHome: string;
  /** The satraps and their treasure join the beneficiary. */
  satrapsJoin: string;
  /** The starting units bought. */
  startPurchase: string;
  /** The starting units placed. */
  startBuy: string;
  /** The first turn's retreats. */
  firstRetreat: string;
  /** Prestige lost for plundering a temple treasure. */
  templePlunder: string;
  /** A season without an event. */
  noEvent: string;
  /** A unit caught by a storm or blockade where it stands. */
  stormStuck: string;
  /** No entry into a storm at sea. */
  stormEnterSea: string;
  /** No entry into a storm or a blockade on land. */
  stormEnter: string;
  /** A flooded river closes its crossing. */
  floodCrossing: string;
  /** A flooded province. */
  flood: string;
  /** Neutral units support only their own. */
  neutralSupport: string;
  /** A neutral unit without winter quarters disbands. */
  neutralNoQuarters: string;
  /** A special foreign force appears. */
  specialForce: string;
  /** The die that directs a neutral force. */
  neutralDirection: string;
  /** The only player left wins. */
  lastSurvivor: string;
  /** A majority of the victory points wins. */
  victoryMajority: string;
  /** The game stops at its year limit. */
  yearLimit: string;
  /** No support across a mountain border. */
  mountainSupport: string;
  /** The treasure of a fallen citadel. */
  siegeTreasure: string;
  /** The limit of units of a type. */
  buildLimit: string;
  /** The regent. */
  regent: string;
  /** The marriage of Kleopatra. */
  marriage: string;
  /** A diadochus exposed to capture. */
  leaderExposed: string;
  /** A lone character caught by an enemy unit. */
  loneCapture: string;
  /** A prisoner freed when his side takes the citadel. */
  freedInCitadel: string;
  /** A prisoner or royal left alone goes free. */
  freed: string;
  /** Who commands a unit. */
  command: string;
  /** A commander dies with his destroyed unit. */
  commanderKilled: string;
  /** Philippe III commanding no unit turns neutral. */
  noCommand: string;
  /** A player is eliminated. */
  eliminated: string;
  /** An eliminated player's citadels turn neutral. */
  eliminatedCitadels: string;
  /** A unit enters only its own citadel. */
  enterOwnCitadel: string;
  /** A character enters only a citadel of his side. */
  characterEntersCitadel: string;
  /** A character stays. */
  characterStays: string;
  /** A fleet rounding Arabia. */
  arabia: string;
  /** A fleet besieges only a port. */
  siegePort: string;
  /** A siege order. */
  siege: string;
  /** The first season of a siege. */
  siegeFirstSeason: string;
  /** A dislodged besieger. */
  siegeDislodged: string;
  /** A citadel falls. */
  siegeTaken: string;
  /** The garrison of a fallen citadel. */
  siegeGarrison: string;
  /** Resupplying a citadel. */
  resupply: string;
  /** A resupply cut. */
  resupplyCut: string;
  /** The capture roll for a character. */
  characterCapture: string;
  /** A character moves. */
  characterMove: string;
  /** A corrupted elite unit is degraded. */
  corruptionDegrade: string;
  /** Control follows a corrupted unit. */
  corruptionControl: string;
  /** Counter-corruption. */
  corruptionCounter: string;
  /** The bribes on one target. */
  bribe: string;
  /** A corrupted royal is won over. */
  corruptionRoyal: string;
  /** A corrupted royal changes hands. */
  corruptionHandOver: string;
  /** A corrupted unit changes side. */
  corruptionUnit: string;
  /** The commander of a corrupted unit. */
  corruptionCommander: string;
  /** A dynasty moves its capital. */
  moveCapital: string;
  /** A treasure left untouched. */
  treasureLeft: string;
  /** A treasure seized. */
  treasureSeized: string;
  /** A character joins a unit. */
  characterJoins: string;
  /** A character leaves a unit. */
  characterLeaves: string;
  /** A special route used only with passage. */
  passage: string;
  /** A captive murdered. */
  assassination: string;
  /** A citadel opens its gates to another player. */
  openGates: string;
  /** A gift of gold. */
  goldGift: string;
  /** A unit caught by a storm at sea where it stands. */
  stormStuckSea: string;
  /** A unit that left a besieged citadel cannot resupply it next season (diadokhoi follows diadoques §9a.29). */
  resupplyExGarrison: string;
  /** A second order for the same unit or character is ignored. */
  oneOrderPerUnit: string;
  /** A character is moved only by the side that controls him. */
  characterNotOwn: string;
  /** A prisoner is moved only by his captor, if at all. */
  prisonerNotOwn: string;
  /** A neutral citadel joins the force that aims at it. */
  neutralCitadelJoins: string;
  /** The treasure of a citadel a force takes. */
  neutralCitadelTreasure: string;
  /** An epigone appears while his diadochus lives. */
  epigoneWithDiadochus: string;
  /** An epigone appears after his diadochus' death. */
  epigoneAfterDiadochus: string;
  /** An eliminated player's treasury left in his capital or citadel. */
  eliminatedTreasury: string;
  /** An eliminated player's treasury with no citadel to hold it. */
  eliminatedTreasuryLost: string;
}
