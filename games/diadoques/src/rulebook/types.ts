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
}

export interface WinterPolicies {
  /**
   * `autumn-revolt`: a player's unsupplied army revolts at the end of autumn (`diadoques ch. 11a`);
   * `winter-disband`: an unsupplied unit, fleets included, is gone at the start of winter, or
   * rebels with the option (`diadokhoi §3.1.11`, `§3.1.12`).
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
  /** What becomes of an eliminated player's lands: neutral (`diadoques §7c.1`) or civil disorder (`diadokhoi §4.6.3`). */
  eliminated: 'turns-neutral' | 'civil-disorder';
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
}
