/**
 * `GameState.ext`: the state the later layers keep (economy, neutrals, politics, events, the
 * whole game's carries), one optional typed field per layer, named by its JSON key. It sits in
 * the rules layer, below every layer that writes it, so that `GameState` is typed whole without
 * an import against the layer order (.dependency-cruiser.mjs); each layer re-exports its own
 * shapes. The keys and shapes are those of saved games: renaming one breaks every save.
 */
import type { SecondaryOrder } from '../vocabulary/secondary.ts';
import type { PowerId, SpaceId, UnitId, UnitType } from './ids.ts';
import type { SeasonEvent } from './season-event.ts';

// ——— economy ———

/** One prestige gain or loss written in the ledger (`diadoques ch. 13`, `diadokhoi §7.10.1`). */
export interface PrestigeEntry {
  power: PowerId;
  pp: number;
  rule: string;
  text: string;
  /** Season index (`seasonIndex`) when it happened. */
  at: number;
}

export interface PrestigeExt {
  entries: PrestigeEntry[];
}

/** A unit with its own costs: Chandragupta's elephants (`diadoques §11d.2`). */
export interface SpecialUnit {
  kind: 'elephants';
  upkeep: number;
  corruption: number;
  noPromotion: true;
}

export interface EconomyCostsExt {
  special: Record<string, SpecialUnit>;
}

export interface GoldGift {
  from: PowerId;
  to: PowerId;
  amount: number;
  /** Announced to every player (`diadoques §9c.9`); secret otherwise. */
  announced?: boolean;
}

export interface Transfer extends GoldGift {
  /** Season index at whose end the money arrives. */
  arrives: number;
}

export interface GiftsExt {
  transfers: Transfer[];
}

// ——— neutrals ———

/**
 * An objective, in the order the mission text gives it:
 * - `occupy`: stand in the space (a province, or a sea zone "controlled" by a fleet);
 * - `besiege`: take the citadel by siege and keep it;
 * - `hold`: keep what is already held, its control enough (the Roman third mission).
 */
export type Objective =
  /** `onTheWay`: a stage of a march ("occuper ILL, puis EPI"), done once the next objective is. */
  | { kind: 'occupy'; space: SpaceId; onTheWay?: boolean }
  | { kind: 'besiege'; citadel: SpaceId }
  | { kind: 'hold'; space: SpaceId };

/** A force on the map, as the referee and the lifecycle track it. */
export interface ForceRuntime {
  def: string;
  /** 0-based index of the current mission. */
  mission: number;
  /** `seasonKey` of the season it appeared in (revolts do not act then, `diadoques §14d.12`). */
  appeared: string;
  /** Year it appeared (the Lamia war's yearly check, `diadokhoi §6.2.13`). */
  since: number;
  /** Military seasons played since it appeared, the appearance season excluded (`diadoques §14d.14`). */
  seasonsPlayed: number;
  /** When the four-season count last restarted, as `seasonsPlayed` then (`diadoques §14e.4`, `§14e.7.1`). */
  countFrom: number;
  /** Its key citadel is taken: it stays for good (`diadoques §14d.14`). */
  settled?: boolean;
  /** Delphes taken once: the Aetolians' count has been restarted (`diadoques §14e.4`). */
  resetDone?: boolean;
  /** Role of each unit (`militia`, `fleet`, `guard`). */
  roles: Record<UnitId, string>;
  /** Objectives rolled at appearance, before the mission's own ("Tau, then Etolia"). */
  rolled: Objective[];
  /** Part of the General revolt of the Greeks (`diadoques §14e.7`). */
  greek?: boolean;
  /** Extra field spaces won by a special (Pyrrhus: ITA, Tarente; MAC, Pella, Pydna). */
  extraField?: SpaceId[];
  /** Field of one role, replacing the mission's (Pyrrhus's fleet: MIO). */
  extraUnitFields?: Record<string, SpaceId[]>;
}

/** A diadokhoi rebel rising in an occupied province attacks "from off the board" after the moves (`diadokhoi §6.3.54`). */
export interface PendingRising {
  power: PowerId;
  type: UnitType;
  role: string;
  space: SpaceId;
  coast?: string;
}

export interface NeutralsExt {
  forces: Record<PowerId, ForceRuntime>;
  /** Event ids that have happened (`once` requirements). */
  happened: string[];
  pending: PendingRising[];
  /** The Tarentine offer while open (`diadoques §14e.3`, `diadokhoi §6.2.18`). */
  tarentine?: { citadel: SpaceId; province: SpaceId; standing: boolean; season: string };
  /** The eastern satraps waiting for a royal order (`diadoques §11c.6`). */
  satraps?: { power: PowerId; gold: number; appeared: string };
  /** Units whose orders this season are cancelled by a revolt's appearance (`diadoques §14d.18`, `§14d.19`). */
  cancelled?: { season: string; units: UnitId[] };
  /** The General revolt of the Greeks is under way (`diadoques §14e.7`). */
  generalGreek?: boolean;
  /** Powers at war with Rome, with the year the war began or will begin again (`diadokhoi §6.2.22`, `§T6.3-3.1`). */
  romanWar?: Record<PowerId, { since: number; victories: number; resumes?: number }>;
  /** Variant rules already in effect (`diadokhoi §8.1.6`–`§8.1.8`, `src/neutrals/variants.ts`). */
  variantRules?: string[];
}

// ——— politics ———

export interface CorruptionExt {
  /** Corruption paid this year, by power then target id (`diadoques §9b.6`). */
  paid: Record<PowerId, Record<string, number>>;
}

export interface InfluenceBid {
  neutral: PowerId;
  pp: number;
}

/** Political points and control of the neutral powers (`diadokhoi §8.6`). */
export interface InfluenceExt {
  /** Activation margin of each neutral power for each Diadokhos: neutral → player → AM (`§8.6.2`). */
  am: Record<PowerId, Record<PowerId, number>>;
  /** Bids written last winter, secret until the reveal: player → bids (`§8.6.1`). */
  sealed: Record<PowerId, InfluenceBid[]>;
  /** PP invested this year, public once revealed: neutral → player → PP. */
  invested: Record<PowerId, Record<PowerId, number>>;
  /** The optional AM of rebels and of a dead Diadokhos' units (`§8.7.1`). */
  optionalAm?: boolean;
}

export interface SuccessionExt {
  /** Who killed (or corrupted away, or beat) each power's leader last: his treasury's heir (`diadoques §7c.2`). */
  killers: Record<PowerId, PowerId>;
  /** Season index from which the dynasties stand (`diadoques §7b.1`). */
  dynastiesFrom?: number;
  /** Powers that used their one capital transfer (`diadoques §9c.11`). */
  capitalMoved: PowerId[];
  /** New names given to moved capitals (`diadokhoi §4.7.3`). */
  capitalNames: Record<SpaceId, string>;
  /** Eliminated this season, to neutralise at its end (`diadoques §7c.3`). */
  pendingNeutral: PowerId[];
  /** Diadokhoi civil disorder (`diadokhoi §4.6.3`, `§4.6.4`). */
  disorder: { power: PowerId; citadels: SpaceId[]; until: number }[];
}

export interface RoyalExt {
  /** The satraps' offer awaiting a royal order. */
  offer?: { unit?: UnitId; openedAt: number; treasure: number };
  /** Sums paid at the end of the turn (`diadoques §11c.7`). */
  credits: { power: PowerId; amount: number; rule: string; text: string }[];
  marriage?: { power: PowerId; groom: string; announcedAt: number };
}

export interface VictoryExt {
  /** Major citadel → holder at the last check, for prestige and the shared victory. */
  holdings: Record<SpaceId, PowerId | null>;
  /** Citadel → holder, every citadel, at the last check (prestige of Pella, Babylone, Athènes). */
  citadels: Record<SpaceId, PowerId | null>;
  /** Season index of the last VP change (`diadoques §3.8`). */
  lastChange: number;
}

export type LotSource = 'elimination' | 'revolt' | 'disband' | 'rebel';

export interface AuctionLot {
  unit: UnitId;
  source: LotSource;
  formerOwner: PowerId;
  /** Start price: the lowest acceptable bid. */
  price: number;
  /** First season index at which it is offered. */
  opensAt: number;
  /** How many times it has been offered unsold. */
  offered: number;
}

export interface AuctionExt {
  lots: AuctionLot[];
}

export interface ChandraguptaExt {
  deal?: { power: PowerId; unit: UnitId; at: number };
  barred: PowerId[];
  closed: boolean;
}

export interface CaptivesExt {
  /** Characters given away this turn, handed over after the moves (`diadoques §9c.3`). */
  gifts: { character: string; from: PowerId; to: PowerId }[];
}

/** This season's broken alliances: unit id → the leader who led it (`diadokhoi §7.7.2`). */
export interface AllianceExt {
  season: string;
  former: Record<string, string>;
}

// ——— events ———

/** What the event layer keeps in `GameState.ext.events`. */
export interface EventsExt {
  /** Every season's event, for the record and the views. */
  history: { year: number; season: string; text: string; rule: string }[];
  /** The current season's event, public before the negotiations (`diadokhoi §6.2.2`). */
  current?: SeasonEvent;
  /** Gold to pay at the end of the turn (`diadoques §14f.1`). */
  payAtEnd: { power: PowerId; amount: number; rule: string; from: string }[];
}

// ——— carried between two steps of one season ———

/** The inputs the diadokhoi retreat step still needs, as plain data (kept in the state between the two steps). */
export interface CarriedSecondary {
  noCapture: Record<PowerId, string[]>;
  dissociate: Record<PowerId, string[]>;
  command: { power: PowerId; character: string; space: SpaceId }[];
  noControl: Record<PowerId, string[]>;
  formerLeaders?: Record<string, string>;
}

/** What the diadokhoi retreat step needs from the movement step (kept in `state.ext.military`). */
export interface Carried extends CarriedSecondary {
  rolled: string[];
  /** Dislodged unit → the power that dislodged it (captures of its characters). */
  victors: Record<string, PowerId>;
}

/** Between the diadokhoi movement and retreat steps: the season's political orders (secret). */
export interface Carry {
  political: Record<PowerId, readonly SecondaryOrder[]>;
}

/** Every layer's state, by its key in `GameState.ext`; absent until the layer first writes it. */
export interface StateExt {
  prestige?: PrestigeExt;
  economyUnits?: EconomyCostsExt;
  gold?: GiftsExt;
  neutrals?: NeutralsExt;
  corruption?: CorruptionExt;
  influence?: InfluenceExt;
  succession?: SuccessionExt;
  royal?: RoyalExt;
  victory?: VictoryExt;
  auctions?: AuctionExt;
  chandragupta?: ChandraguptaExt;
  captives?: CaptivesExt;
  alliances?: AllianceExt;
  events?: EventsExt;
  /** Seasons (`seasonKey`) whose event is not drawn: a scenario file's `event: none` (`src/events/sequence.ts`). */
  noEventDraw?: string[];
  /** Diadokhoi movement → retreat step (`./season.ts`, `./retreat-step.ts`). */
  military?: Carried;
  /** Diadokhoi movement → retreat step, the political orders (`src/game/season.ts`). */
  game?: Carry;
  /** Winter lines sent with the autumn, by power, secret until resolved (`diadokhoi §7.11.2`, `src/game/merged-winter.ts`). */
  mergedWinter?: Record<PowerId, string>;
}

/** A layer's state, created on first use: typed by its key, so a misspelt key or a wrong shape does not compile. */
export function extOf<K extends keyof StateExt>(state: { ext: StateExt }, key: K, init: () => NonNullable<StateExt[K]>): NonNullable<StateExt[K]> {
  const hit = state.ext[key];
  if (hit) return hit;
  const fresh = init();
  state.ext[key] = fresh;
  return fresh;
}
