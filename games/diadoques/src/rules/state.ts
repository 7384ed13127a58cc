/**
 * The state of a game of Les Diadoques (`diadoques`) or Diadokhoi (`diadokhoi`), as plain JSON.
 *
 * One model serves both rule versions and every layer: the military seasons (this folder),
 * winter and economy, corruption, events, victory (other layers add to it). It is a CONTRACT:
 * add optional fields rather than change existing ones.
 *
 * Vocabulary (the rulebooks'):
 * - a *unit* stands in a space: a land province, a sea zone, or a citadel — a unit in a
 *   citadel is its garrison (`diadoques §4a.5`, `diadokhoi §3.2.5`, `diadokhoi §4.2.7`);
 *   in `diadokhoi` a fleet may also stand in a coastal province, on one coast (`coast`);
 * - a *character* (personage) is a diadochus, an epigone, a member of the royal family
 *   (Argeades) or another named person (`diadoques §6b`, `diadokhoi §4.3`). A character is
 *   either alone in a space or associated with a unit (`with`), and may command it (the
 *   unit's `commander`, `diadoques §6b.23`);
 * - *control*: who holds each province and citadel (`diadoques §11e`); absent = neutral.
 *
 * Money is in the map's currency: T (`diadoques §5.1`) or talents (`diadokhoi §5.1`).
 */
import type { CharacterId, PowerId, RulesetId, Season, SpaceId, UnitId, UnitType } from './ids.ts';
import type { StateExt } from './ext.ts';

export type { CharacterId, PowerId, RulesetId, Season, SpaceId, UnitId, UnitType } from './ids.ts';
export type { StateExt } from './ext.ts';

export const SEASONS: readonly Season[] = ['spring', 'summer', 'autumn', 'winter'];
export const MILITARY_SEASONS: readonly Season[] = ['spring', 'summer', 'autumn'];

export interface UnitState {
  /** Stable id for the life of the unit (`u7`); survives moves, corruption and conversion. */
  id: UnitId;
  power: PowerId;
  /**
   * Unit type (`diadoques §6a.6`, `§6a.7`, `diadokhoi §4.2.4`). A unit in a citadel is a
   * garrison whatever its type (see `isGarrison` in `./units.ts`); a diadokhoi garrison keeps
   * the type of the army it was (`diadokhoi §7.4.4`).
   */
  type: UnitType;
  space: SpaceId;
  /** Coast of a multi-coast province, for a diadokhoi fleet (`diadokhoi §3.1.6`). */
  coast?: string;
  /** The character in command (`diadoques §6b.23`): the first character written beside the unit. */
  commander?: CharacterId;
  /**
   * The commander took command during this turn, not at the end of the previous one: he gives
   * no combat bonus yet (`diadoques §6b.1`). Cleared at the end of each season.
   */
  freshCommand?: boolean;
  /**
   * The season in which this unit may not resupply: a garrison that left a citadel under
   * siege (`diadoques §9a.29`, `§9a.35`). `"-318 summer"` form, see `seasonKey`.
   */
  noResupplyIn?: string;
  /** A fleet rounding Arabia (`diadokhoi §3.1.9`): where it arrives and after how many more seasons. */
  transit?: { to: SpaceId; seasonsLeft: number };
  /** Unit costs (purchase/corruption level) may be overridden by events (the elephant army, `diadoques §11d.2`). */
  corruptionLevel?: number;
  note?: string;
}

export type CharacterKind = 'diadochus' | 'epigone' | 'royal' | 'other';

export interface CharacterState {
  /** Lower-case id, as in the set-ups (`antigone`, `olympias`, `philippe-iii`). */
  id: CharacterId;
  kind: CharacterKind;
  /** For a diadochus or epigone: the power whose leader or heir he is. */
  of?: PowerId;
  /** Where he stands (the unit's space when associated). Off the map while not yet in play: `null`. */
  space: SpaceId | null;
  /** The unit he is associated with (moves and retreats with it, `diadoques §6b.16`), if any. */
  with?: UnitId;
  /** Who controls him: his own power for a diadochus, the holder of a royal; `null` when free (neutral). */
  controlledBy: PowerId | null;
  /** The power holding him prisoner (`diadoques §6b.21`), if captured. */
  prisonerOf?: PowerId;
  dead?: boolean;
  /** An epigone not yet in play (`diadoques §7a`, `diadokhoi §4.6.6`). */
  waiting?: boolean;
  /** Inseparable partner (Philippe III–Eurydice, Roxane–Alexandre IV, `diadoques §6b.8`, `§6b.10`). */
  partner?: CharacterId;
  /** Married to (Cléopâtre, `diadoques §6b.12`). */
  spouse?: CharacterId;
}

/**
 * A siege in progress after at least one successful season (`diadoques §9a.26`,
 * `diadokhoi §6.3.31`): the besieging unit, where it stands, and how many consecutive
 * successful seasons it has. A port citadel may carry two (`diadoques §9a.31`).
 */
export interface SiegeState {
  citadel: SpaceId;
  unit: UnitId;
  /** The besieger's space: the citadel's province, or a sea with access (diadoques). */
  from: SpaceId;
  power: PowerId;
  seasons: number;
}

/** A storm (sea, snow or sand — the space's kind says which) or a flood, as events set them. */
export interface Weather {
  /** Rivers in flood (`diadoques §14c`, `diadokhoi §6.2` river flood): map river ids. */
  floods: string[];
  /** Spaces hit by a storm: sea zones (sea storm), mountain provinces (snow), deserts (sand) (`diadoques §14b`). */
  storms: SpaceId[];
  /** Other spaces no unit may enter or leave this season (events, `diadoques §11d.4` closed provinces). */
  blocked: SpaceId[];
}

export interface PowerState {
  id: PowerId;
  kind: 'player' | 'neutral' | 'rebel';
  capital?: SpaceId;
  /** Second citadel (`diadoques §1.2`). */
  secondCitadel?: SpaceId;
  diadochus?: CharacterId;
  epigone?: CharacterId;
  eliminated?: boolean;
}

/**
 * A neutral or rebel force (revolt, intervention, unsold auction units, `diadoques §14d`,
 * `§11b.4`): filled by the events and auction layers; the military layer reads `field` to
 * keep retreats inside the field of action (`diadoques §9a.40`).
 */
export interface NeutralForce {
  power: PowerId;
  kind: 'revolt' | 'intervention' | 'auction' | 'neutral';
  /** Field of action: spaces its units may stand in. Absent: anywhere. */
  field?: SpaceId[];
  objectives?: SpaceId[];
  /** Seasons left before the force is removed (`diadoques §14d.14`), when limited. */
  seasonsLeft?: number;
  /** Neutral powers it may support and be supported by (`diadoques §14d.5`, `diadokhoi §6.2.8`, `§8.1.8`). */
  allies?: PowerId[];
  note?: string;
}

/** A dislodged unit waiting for its retreat order (`diadokhoi §6.3.44`). */
export interface PendingRetreat {
  unit: UnitId;
  /** The space it was dislodged from (where it still stands until it retreats). */
  from: SpaceId;
  /** The space the dislodging unit came from; absent for a surplus unit on the first turn. */
  by?: SpaceId;
  /** Where it may go (spaces; `Att/wc`-style coast regions for a fleet of a multi-coast province). */
  options: string[];
}

export interface GameState {
  ruleset: RulesetId;
  /** Year, negative (BC): `-319`. */
  year: number;
  season: Season;
  /** The first turn (`diadoques §12.6`, `diadokhoi §6.3.53`): several units may share a start province; no events. */
  firstTurn: boolean;
  /**
   * Diadokhoi: the winter just built several units in one port or citadel, which "at the end of
   * each winter" may hold "any number of units" (`diadokhoi §6.3.52`). The next military season
   * spreads them as on the first turn (units still sharing a space must retreat or be
   * disbanded, `§6.3.53`); cleared at its end.
   */
  stacked?: boolean;
  powers: PowerState[];
  units: UnitState[];
  characters: CharacterState[];
  /** Province and citadel id → controlling power; absent = neutral (`diadoques §11e`). */
  control: Record<SpaceId, PowerId>;
  sieges: SiegeState[];
  /** Money of each power (`diadoques §5`, `diadokhoi §5`). */
  treasury: Record<PowerId, number>;
  /** Treasure still lying in each citadel (`diadoques §5.3`, `diadokhoi §5.1`); absent or 0 = none. */
  treasures: Record<SpaceId, number>;
  weather: Weather;
  /** Counter-corruption paid this year, by unit or character id (`diadoques §9b.13`, `diadokhoi §6.3.6`). */
  counterCorruption: Record<string, number>;
  neutralForces: NeutralForce[];
  /** Next number for a new unit id. */
  nextUnit: number;
  /**
   * What the game waits for: the players' start purchases (`diadoques §12.4`, `diadokhoi §5.3.1`;
   * the whole game's first step), military orders, the diadokhoi retreat step (`diadokhoi §6.1.3`),
   * winter orders (another layer), or nothing (game over). Absent: `orders`.
   */
  phase?: 'start' | 'orders' | 'retreats' | 'winter' | 'over';
  /** Dislodged units waiting for a retreat order (diadokhoi retreat step). */
  retreats?: PendingRetreat[];
  /**
   * Neutral powers whose units players order this year, won by political points
   * (`diadokhoi §8.6.2`): power → its controllers; several must write identical orders
   * (`diadokhoi §8.6.3`). Public. Written by `src/politics/influence.ts`.
   */
  orderedBy?: Record<PowerId, PowerId[]>;
  /**
   * The later layers' state (bids, royal order, event state, marriage announcements…), one typed
   * field per layer, each named by its JSON key (`./ext.ts`). Plain JSON only.
   */
  ext: StateExt;
}

/** `"-319 spring"`: a season as one comparable string key. */
export function seasonKey(year: number, season: Season): string {
  return `${year} ${season}`;
}

/** The season after this one (winter is followed by spring of the next year). */
export function nextSeason(year: number, season: Season): { year: number; season: Season } {
  const i = SEASONS.indexOf(season);
  return i === SEASONS.length - 1 ? { year: year + 1, season: 'spring' } : { year, season: SEASONS[i + 1]! };
}

/** A state with nothing on the board. */
export function emptyState(ruleset: RulesetId, year: number, season: Season): GameState {
  return {
    ruleset,
    year,
    season,
    firstTurn: false,
    powers: [],
    units: [],
    characters: [],
    control: {},
    sieges: [],
    treasury: {},
    treasures: {},
    weather: { floods: [], storms: [], blocked: [] },
    counterCorruption: {},
    neutralForces: [],
    nextUnit: 1,
    ext: {},
  };
}

/** Adds a unit with a fresh id and returns it. */
export function addUnit(state: GameState, unit: Omit<UnitState, 'id'>): UnitState {
  const u: UnitState = { id: `u${state.nextUnit}`, ...unit };
  state.nextUnit += 1;
  state.units.push(u);
  return u;
}

export function unitById(state: GameState, id: UnitId): UnitState | undefined {
  // Issue 22: the bots look up every enemy unit by id for its corruption level, each bot of a step through the whole list.
  const index = frozenUnitIndex(state.units, unitsById, (u) => u.id);
  return index ? index.get(id) : state.units.find((u) => u.id === id);
}

const unitsById = new WeakMap<readonly UnitState[], Map<UnitId, UnitState>>();

/**
 * A frozen unit list (the bots' views, `frozenBotViews`) indexed once by `key` in `memo` — the
 * first unit of each key, as `find` gives it; a unit whose key is undefined left out. Undefined
 * for a list that is not frozen: it may still change, and the caller searches it as it is.
 */
export function frozenUnitIndex<K>(units: readonly UnitState[], memo: WeakMap<readonly UnitState[], Map<K, UnitState>>, key: (u: UnitState) => K | undefined): ReadonlyMap<K, UnitState> | undefined {
  if (!Object.isFrozen(units)) return undefined;
  let index = memo.get(units);
  if (!index) {
    index = new Map();
    for (const u of units) {
      const k = key(u);
      if (k !== undefined && !index.has(k)) index.set(k, u);
    }
    memo.set(units, index);
  }
  return index;
}

/** The unit in a space (the first one on the first turn, when several may share it). */
export function unitIn(state: GameState, space: SpaceId): UnitState | undefined {
  return state.units.find((u) => u.space === space);
}

export function unitsIn(state: GameState, space: SpaceId): UnitState[] {
  return state.units.filter((u) => u.space === space);
}

export function characterById(state: GameState, id: CharacterId): CharacterState | undefined {
  return state.characters.find((c) => c.id === id);
}

/** The living characters associated with a unit (its commander first). */
export function charactersWith(state: GameState, unit: UnitState): CharacterState[] {
  const list = state.characters.filter((c) => !c.dead && c.with === unit.id);
  return list.sort((a, b) => (a.id === unit.commander ? -1 : b.id === unit.commander ? 1 : 0));
}

/** Characters alone in a space (not with any unit). */
export function loneCharactersIn(state: GameState, space: SpaceId): CharacterState[] {
  return state.characters.filter((c) => !c.dead && c.space === space && c.with === undefined);
}

export function controllerOf(state: GameState, space: SpaceId): PowerId | undefined {
  return state.control[space];
}

/** Removes a unit; its characters stay in the space, alone (the caller decides their fate). */
export function removeUnit(state: GameState, id: UnitId): void {
  state.units = state.units.filter((u) => u.id !== id);
  for (const c of state.characters) if (c.with === id) delete c.with;
  state.sieges = state.sieges.filter((s) => s.unit !== id);
}

/**
 * What is broken in a state: a unit in no known place is for the map layer to judge; here the
 * model's own invariants — unique ids, one unit per space outside the first turn, a
 * commander associated with his unit, associated characters in their unit's space, no
 * negative money.
 */
export function checkState(state: GameState): string[] {
  const out: string[] = [];
  const ids = new Set<string>();
  const spaces = new Map<string, string>();
  const retreating = new Set((state.retreats ?? []).map((r) => r.unit));
  for (const u of state.units) {
    if (ids.has(u.id)) out.push(`two units with id ${u.id}`);
    ids.add(u.id);
    // A dislodged unit waiting to retreat still stands where it was beaten, beside its victor.
    const key = u.transit || retreating.has(u.id) ? `apart:${u.id}` : u.space;
    const other = spaces.get(key);
    if (other && !state.firstTurn && !state.stacked) out.push(`two units in ${u.space}: ${other} and ${u.id}`);
    spaces.set(key, u.id);
    if (u.commander) {
      const c = characterById(state, u.commander);
      if (!c || c.dead) out.push(`unit ${u.id} commanded by missing character ${u.commander}`);
      else if (c.with !== u.id) out.push(`unit ${u.id} commanded by ${c.id}, who is not with it`);
    }
  }
  for (const c of state.characters) {
    if (c.dead || c.with === undefined) continue;
    const u = unitById(state, c.with);
    if (!u) out.push(`${c.id} is with missing unit ${c.with}`);
    else if (u.space !== c.space) out.push(`${c.id} is in ${c.space ?? 'nowhere'} but his unit ${u.id} is in ${u.space}`);
  }
  for (const [p, amount] of Object.entries(state.treasury)) if (!(amount >= 0)) out.push(`treasury of ${p} is ${amount}`);
  return out;
}
