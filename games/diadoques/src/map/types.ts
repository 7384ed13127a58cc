/**
 * The map of Les Diadoques (`diadoques`) and Diadokhoi (`diadokhoi`) as plain, typed data.
 *
 * Neither rulebook ships its map (`diadoques §0.2`, `diadokhoi §MAP`): everything here is
 * reconstructed from every constraint the two texts give and from historical geography, and
 * says so (`reconstructed`). The adjudicator reads spaces and borders; the renderer reads the
 * geographic centres, shape seeds, rivers and lakes. Keep this file stable: add optional
 * fields rather than change existing ones.
 *
 * Vocabulary (the rulebooks' own):
 * - a *space* holds at most one unit (`diadoques §4a.1`): a land province, a sea zone or a
 *   citadel (a citadel is a space of its own inside its province, `diadoques §4a.5`,
 *   `diadokhoi §3.2.5`);
 * - towns and ports are not spaces (`diadoques §4b.1`): they give winter supply, income and
 *   fleet building;
 * - a *border* joins two spaces and says which units may cross it and what lies along it.
 */

export type RulesetId = 'diadoques' | 'diadokhoi';

/**
 * A space id, unique within one ruleset's map. Provinces and seas use the ruleset's own order
 * abbreviation exactly as printed (`MAC`, `MOR` in diadoques; `Mac`, `EMS`, `LMe` in
 * diadokhoi); citadels, which have no abbreviation, use a lower-case slug of their name in the
 * ruleset's language (`alexandrie-d-issos`, `alexandria-of-issos`).
 */
export type SpaceId = string;

/** Geographic position: [longitude east, latitude north], in degrees (WGS84). */
export type LonLat = readonly [number, number];

/** Names in both languages. Every space, coast, town, river and lake has them. */
export interface Names {
  fr: string;
  en: string;
  /** French order abbreviation (the `diadoques` one where that map has the space). */
  abbrFr?: string;
  /** English order abbreviation (the `diadokhoi` one where that map has the space). */
  abbrEn?: string;
  /** Other spellings met in either rulebook or in history; matched leniently (case, accents). */
  aliases?: string[];
}

/**
 * Why a value is what it is. `true`: reconstructed (the rulebook is silent; see the
 * map-decisions file of the ruleset). `false`: printed in the rulebook (the `source` rule ids).
 */
export interface Provenance {
  reconstructed: boolean;
  /** Rule ids the value comes from or is constrained by, e.g. `diadokhoi §T1.5`. */
  source?: string[];
  /** Short reason for a reconstruction choice, or a remark for referees. */
  note?: string;
}

/**
 * Land province types (`diadoques §4a.2`, `diadokhoi §3.1.2`): flood plains flood with their
 * river, deserts have sand storms, mountains snow storms.
 */
export type Terrain = 'normal' | 'flood' | 'desert' | 'mountain';

/**
 * Winter supply of a land province (`diadoques §11a.2`, `diadokhoi §3.1.10`–`§3.1.13`):
 * - `yes`: it holds an arsenal (citadel, town or port) — any land unit there is supplied;
 * - `no`: no arsenal — units there are not supplied, the province pays no tribute;
 * - `citadel`: supplied only to the player who controls its citadel, and pays no tribute
 *   (HYR / Hyr and NAB / Nab).
 */
export type Supply = 'yes' | 'no' | 'citadel';

/** One separate coast of a province that has several (`diadokhoi §3.1.6`). */
export interface Coast {
  /** `wc`, `sc`, `ec`, `nc`: the rulebook's w.c., s.c., e.c. */
  id: string;
  names: Names;
}

/** A town or port: not a space, but an arsenal, a source of income and a fleet yard. */
export interface Town extends Provenance {
  id: string;
  names: Names;
  centre: LonLat;
  port: boolean;
  /**
   * Dotted arrows (`diadoques §4b.1`, `§10.19`): the sea zones where mercenary fleets may be
   * built from this port. In diadokhoi fleets are built in the port's province; these are
   * the seas the port "opens onto" (`diadokhoi §3.2.2`).
   */
  fleetBuild?: SpaceId[];
  /** For a port in a multi-coast province: the coasts it opens onto. */
  coasts?: string[];
}

interface SpaceBase extends Provenance {
  id: SpaceId;
  names: Names;
  /** Geographic centre of the space: where its label and units are drawn. */
  centre: LonLat;
  /**
   * Extra points that belong to the space, so that Voronoi cells grown from `centre` and
   * `seeds` (clipped to land or sea) give a recognisable shape. Land seeds lie on land, sea
   * seeds at sea.
   */
  seeds?: LonLat[];
}

export interface Province extends SpaceBase {
  kind: 'land';
  terrain: Terrain;
  supply: Supply;
  /** Winter tribute of the controlled province, in the map's currency (0 when supply ≠ `yes`). */
  income: number;
  /** Only for provinces with several separate coasts (Libya, Attica, Thracia in diadokhoi). */
  coasts?: Coast[];
  towns: Town[];
  /** Citadels inside this province (ids of `Citadel` spaces). */
  citadels: SpaceId[];
  /** A refuge off the playing area (Rome in diadokhoi, `diadokhoi §6.2.23`); not counted. */
  offboard?: boolean;
  /** Which units may stand here when `offboard` (e.g. only the Romans). */
  onlyFor?: string;
}

export interface Sea extends SpaceBase {
  kind: 'sea';
  /** False for the Hyrcanian sea (`diadokhoi §7.1.2`): nobody may enter it. */
  navigable: boolean;
}

/** Minor (circle), major (square), capital (double square): `diadoques §4a.4`. */
export type CitadelRank = 'minor' | 'major' | 'capital';

export interface Citadel extends SpaceBase {
  kind: 'citadel';
  /** The province that encloses it. */
  province: SpaceId;
  rank: CitadelRank;
  /** A port citadel (anchor): fleets may be in it and reach the seas of its access arrows. */
  port: boolean;
  /** For a port citadel in a multi-coast province: the coasts its fleets may use. */
  coasts?: string[];
  /** Treasure lying in it at the start, in the map's currency (0 when none). */
  treasure: number;
  /** A temple treasure whose looting costs prestige (Ephesus, Delphi, Ecbatana). */
  religious?: boolean;
  /** Winter income when controlled, in the map's currency (a capital held by another player). */
  income: number;
  /** Income of a capital held by its own power (31 T / 3100 talents). */
  capitalIncome?: number;
  /** The power whose capital it is at the start of the standard game. */
  capitalOf?: string;
}

export type Space = Province | Sea | Citadel;
export type SpaceKind = Space['kind'];

/**
 * Kinds of border:
 * - `land`: province–province; armies and characters cross it;
 * - `shore`: province–province along a shared coast; fleets sail it (diadokhoi only, where
 *   fleets stand in coastal provinces); `sea` names the sea along which they sail, absent on a
 *   river passage (Chaldea–Lower Mesopotamia);
 * - `coast`: province–sea; fleets move across it in diadokhoi, armies land from convoys, a
 *   fleet may corrupt a unit in the province (`diadoques §9b.1`), storms cast characters
 *   ashore;
 * - `sea`: sea–sea, for fleets;
 * - `citadel`: citadel–its province, for armies (and characters);
 * - `access`: port citadel–sea, the double arrow (`diadoques §4a.5`), for fleets.
 */
export type BorderKind = 'land' | 'shore' | 'coast' | 'sea' | 'citadel' | 'access';

export interface RiverOnBorder {
  river: string;
  /**
   * True when the river runs the whole length of the border: only then does its flood block
   * the border (`diadoques §9a.7`, `§14c.1`).
   */
  whole: boolean;
}

export interface MountainOnBorder {
  /** Name of the range (Taurus, Zagros…). */
  range: string;
  /** A great pass: the mountain has no effect on units crossing by it (`diadokhoi §3.1.3`). */
  pass?: string;
}

/** Special movements (`diadoques §4b.3`, `§9a.21`; `diadokhoi §3.1.7`–`§3.1.9`). */
export interface SpecialRoute {
  kind: 'canal' | 'towpath' | 'arabia';
  /** Land spaces the route crosses (whose owner may have to grant passage, `diadoques §9c.2`). */
  via?: SpaceId[];
  /** Seasons a move along it takes (rounding Arabia); 1 when absent. */
  seasons?: number;
  /** Usable by a retreat (only rounding Arabia, `diadoques §9a.42`). */
  retreat?: boolean;
}

export interface Border extends Provenance {
  kind: BorderKind;
  a: SpaceId;
  b: SpaceId;
  /** Coast of `a` (resp. `b`) used by this border when that province has several coasts. */
  aCoast?: string;
  bCoast?: string;
  /** For `shore` borders: the sea along which the fleet sails. */
  sea?: SpaceId;
  river?: RiverOnBorder;
  mountain?: MountainOnBorder;
  /**
   * When this border's river floods, armies still cross it, through the mountains, but no
   * support is given across it (`diadokhoi §3.1.4`: Assyria–Mesopotamia, Cappadocia–Commagena).
   */
  floodDetour?: boolean;
  /** A lake between the two spaces: no movement across (`diadoques §9a.11`). */
  lake?: string;
  /** A strait crossed by armies (Hellespont, Bosphorus). */
  strait?: string;
  special?: SpecialRoute;
}

export interface River extends Provenance {
  id: string;
  names: Names;
  /** Approximate course, source to mouth, for drawing. */
  course: LonLat[];
  /** Flood-plain provinces the river floods (the event tables' lists). */
  floods: SpaceId[];
}

export interface Lake extends Provenance {
  id: string;
  names: Names;
  centre: LonLat;
}

/** A place named by a rulebook or by history that is not a game feature (for labels and name lookup). */
export interface Landmark extends Provenance {
  id: string;
  names: Names;
  centre: LonLat;
  /** The space it lies in, or null when it is off the map (Carthage, Syracuse). */
  within: SpaceId | null;
}

export interface GameMap extends Provenance {
  ruleset: RulesetId;
  title: string;
  /** `T` (hundreds of talents, `diadoques §5.1`) or `talents` (`diadokhoi §5.1.1`). */
  currency: 'T' | 'talents';
  /** [west, south, east, north] in degrees: the area to draw. */
  extent: readonly [number, number, number, number];
  provinces: Province[];
  seas: Sea[];
  citadels: Citadel[];
  borders: Border[];
  rivers: River[];
  lakes: Lake[];
  landmarks: Landmark[];
}

// ————————————————————————————— set-ups —————————————————————————————

/** Unit notation of the rulebooks (`diadoques §9a.3`, `diadokhoi §6.3.36`); a unit placed in a citadel is a garrison. */
export type UnitType = 'A' | 'Am' | 'Ae' | 'Ag' | 'F' | 'Fe';

export interface UnitPlacement {
  type: UnitType;
  /** A province, sea or citadel (a unit in a citadel is a garrison). */
  space: SpaceId;
  /** Coast of a multi-coast province, for a fleet. */
  coast?: string;
  /** The character in command (`*` the diadochus, or a named character). */
  leader?: string;
  note?: string;
}

export interface Deposit {
  at: SpaceId;
  amount: number;
}

export type PowerKind = 'player' | 'neutral' | 'rebel';

export interface PowerSetup {
  /** Power id: the diadochus (`antigonos`), a neutral power (`cassandra`) or a revolt. */
  power: string;
  names: Names;
  kind: PowerKind;
  /** The character leading the power (its diadochus), when it has one. */
  leader?: string;
  capital?: SpaceId;
  /** Second citadel held at the start (`diadoques §1.2`). */
  secondCitadel?: SpaceId;
  /** The heir (`diadoques §1.2`, `diadokhoi §4.6.7`). */
  epigone?: string;
  units: UnitPlacement[];
  /**
   * Units the player chooses and buys himself at the start (`diadoques §12.4`,
   * `diadokhoi §5.3.1`): how many, where, and how many of them may be fleets.
   */
  build?: { count: number; in: SpaceId; maxFleets: number; note?: string };
  /** Spaces controlled at the start (provinces and citadels). */
  possessions: SpaceId[];
  /** Money in the treasury at the start (when the rulebook gives it). */
  treasury?: number;
  /** Money lying in one of its citadels (`diadokhoi §5.1.6`). */
  deposits?: Deposit[];
  /** Activation margin of a neutral power (`diadokhoi §8.6.8`). */
  am?: number;
  note?: string;
}

export interface CharacterPlacement {
  character: string;
  names: Names;
  space: SpaceId;
  /** Power controlling the character, null when free (neutral). */
  controlledBy: string | null;
  /** The unit's space whose command the character holds, if any. */
  commands?: SpaceId;
  /** Married at the start (Kleopatra and Antigonos, `diadokhoi §8.2.1`): the spouse's character id. */
  spouse?: string;
  note?: string;
}

export interface Scenario extends Provenance {
  id: string;
  ruleset: RulesetId;
  title: string;
  playerCount: number;
  /** Year (negative: BC) and season of the first turn played. */
  start: { year: number; season: 'spring' | 'summer' | 'autumn' | 'winter' };
  powers: PowerSetup[];
  characters: CharacterPlacement[];
  /** Events under way at the start (revolts…), as the rulebook states them. */
  ongoing?: string[];
  /**
   * Which printed treasures are still in place: all of them (`map`), or only those of
   * citadels nobody owns at the start (`unowned-only`, `diadokhoi §8.1.1`).
   */
  treasures?: 'map' | 'unowned-only';
  /**
   * Political points already invested in neutral powers (`diadokhoi §8.6.9`); `controls`: the
   * text states that this player controls the power this first year.
   */
  influence?: { neutral: string; player: string; pp: number; controls?: boolean }[];
}
