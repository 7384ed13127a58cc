/**
 * The state of a game of Successors: plain JSON, everything a referee would see on the table
 * plus the secret hands and deck order. Components (map, cards, generals, tables) are not in
 * the state: the rules read them from a `Rules` value (see board.ts), so a scenario may play on
 * a small map of its own.
 */
import type { ChoiceDecision, GameEvent } from '@diadochi/kernel';
import type { CardNumber, CuType, GeneralId, IndependentArmyId, RoyalId, SpaceId, FleetId } from '../data/types.ts';

export type Faction = string;

/** CUs by type, every type present (successors 2.2). */
export type Cus = Record<CuType, number>;
export const CU_TYPES: readonly CuType[] = ['mercenary', 'elephant', 'macedonian', 'royal', 'silver-shields'];
export const noCus = (): Cus => ({ mercenary: 0, elephant: 0, macedonian: 0, royal: 0, 'silver-shields': 0 });

/** One faction's CUs in one space: outside, and inside a major city (successors 9.7). */
export interface Holding {
  out: Cus;
  in: Cus;
}

export interface GeneralState {
  owner: Faction | null;
  /** map: on the board; dispersed: in the Dispersal Box (12.8); dead (12.10); deck: a card in the Tyche deck (8.5); track: waits on the turn track (21.2); aside (23.5, 24). */
  where: 'map' | 'dispersed' | 'dead' | 'deck' | 'track' | 'aside' | 'off';
  space?: SpaceId;
  inside?: boolean;
  /** Antipater's counter carries Polyperchon from turn 3 (successors 21.3). */
  as?: GeneralId;
  /** Prestige gained in play (optional rule 23.1). */
  prestigeGained?: number;
}

export interface RoyalState {
  /** On the map, in a box (Philip III), or gone. */
  space: SpaceId | null;
  box?: string;
  active: boolean;
  dead?: boolean;
  /** The faction a woman is married to (successors 18.3). */
  married?: Faction | null;
  /** Alexander's body: buried in this city (successors 17.4). */
  buried?: SpaceId;
  inside?: boolean;
}

export interface IndependentState {
  where: 'box' | 'map' | 'removed';
  space?: SpaceId;
}

export interface FleetState {
  strong: boolean;
  dispersed: boolean;
  /** Who held it last (13.3: a change of owner reduces it). */
  owner: Faction | null;
}

export type ControlOwner = Faction | 'independent';
export interface ControlMarker {
  by: ControlOwner;
  /** Independent markers: the siege points it takes (successors 2.3.3). */
  value?: number;
}

/** An army in the middle of its move (successors 9). */
export interface Moving {
  general: GeneralId;
  /** Movement points left. */
  mp: number;
  /** Spaces entered, first the start. */
  path: SpaceId[];
  /** Siege or submission attempts made per space this activation (successors 15.5). */
  sieges: Record<SpaceId, number>;
  source: 'movement' | 'march';
  /** The CUs, subordinates and royals that travel with it (8.4, 9.4, 18.4). */
  carried: Cus;
  generals: GeneralId[];
  royals: RoyalId[];
  /** Naval movement (9.14): the port of embarkation, whether it moved by land before sailing, whether it is at sea now or has landed, and where in `path` it landed. */
  naval?: { embark: SpaceId; landBefore: boolean; atSea: boolean; landed: boolean; landedAt?: number };
  /**
   * 13.4.3: the sea route announced with the naval movement, the legs already sailed, and the
   * interceptions the other players declared on it (each a naval battle where it is met, 13.4.6).
   */
  voyage?: { route: SpaceId[]; next: number; plan: { faction: Faction; space: SpaceId; fleets?: string[] }[]; /** 13.4.7: the fleets the mover named as escorts (all his fleets when absent). */ escorts?: string[] };
}

/** Where the survivors of a loss stand: outside or inside a space, or in the Dispersal Box. */
export type LossPlace = { space: SpaceId; part: 'out' | 'in' } | 'dispersed';

/** A loss of the owner's choice applied by default, waiting for his pick (rules/losses.ts). */
export interface LossChoice {
  faction: Faction;
  rule: string;
  /** The CUs that could be lost, before the loss. */
  pool: Cus;
  /** The automatic allocation already removed. */
  lost: Cus;
  at: LossPlace;
  /** The pool is the moving army's (its CUs count as moved, 9.1). */
  moved: boolean;
}

/** One dice call of a decision: its rule and what it gave. */
export interface DiceCall {
  kind: 'roll' | 'pick' | 'shuffle';
  rule?: string;
  result: number[];
}

/** The rolls #45 Fortune may make again inside a procedure (rules/fortune.ts). */
export type FortuneKind = 'battle' | 'siege' | 'attrition' | 'leader' | 'naval' | 'unrest' | 'epidemic' | 'intercept' | 'avoid' | 'reaction';

export interface FortuneOffer {
  faction: Faction;
  /** Index of the roll in the decision's dice calls. */
  call: number;
  /** The opponent's battle roll made right after it, kept as it was. */
  keep?: number;
  kind: FortuneKind;
  /** Index, in the decision's lines, of the line that shows the roll. */
  shown: number;
}

/**
 * #45 Fortune on a roll inside a procedure (rules/fortune.ts): the state before the decision, the
 * decision, its dice, the offers left, and the decision's lines with how many of them were shown.
 */
export interface FortuneMemo {
  before: string;
  who: Faction;
  decision: ChoiceDecision;
  calls: DiceCall[];
  offers: FortuneOffer[];
  lines: GameEvent[];
  shownTo: number;
}

/** What the engine waits for. One small decision at a time (Rally the Troops style). */
export type Step =
  | { k: 'first-player'; who: Faction }
  | { k: 'reinforce'; who: Faction; cus: Cus; generals: GeneralId[]; then: 'phase' | 'tyche' | 'movement'; placed: Record<SpaceId, number>; provinces: Record<string, number>; card?: CardNumber; bonus?: boolean; startMarker?: string }
  /** 24.1.5: a basic general from the deck placed in his start province brings one friendly marker there. */
  | { k: 'start-marker'; who: Faction; province: string; card: CardNumber; bonus: boolean }
  /** 6.1.2: enemy-controlled spaces that surrender to `who`, asked one at a time (accept, leave the marker, or clear it). */
  | { k: 'surrender-offer'; who: Faction; spaces: SpaceId[] }
  /** 6.2: uncontrolled spaces with `who`'s CUs take his marker one at a time, as he chooses (some, none or all). */
  | { k: 'free-markers'; who: Faction }
  | { k: 'surrender'; who: Faction; tried: SpaceId[] }
  | { k: 'tyche'; who: Faction }
  | { k: 'ops'; who: Faction; card: CardNumber; ops: number; bonus: boolean }
  | { k: 'place-control'; who: Faction; left: number; card: CardNumber; bonus: boolean; from: SpaceId[] }
  | { k: 'bonus-event'; who: Faction; card: CardNumber }
  | { k: 'movement'; who: Faction }
  | { k: 'move'; who: Faction; source: 'movement' | 'march'; roll: number; card?: CardNumber; bonus?: boolean }
  | { k: 'avoid'; who: Faction; mover: Faction; space: SpaceId; from: SpaceId }
  | { k: 'intercept'; who: Faction; mover: Faction; space: SpaceId; from: SpaceId; asked: Faction[]; /** 10.7.2: the spaces whose army of `who` already tried into this space. */ tried?: SpaceId[] }
  /** 13.4.7: the mover names, as his naval movement is announced, the fleets that escort it. */
  | { k: 'escort'; who: Faction }
  /** A naval interception window (13.4): a faction with fleets near the sea route may fight the moving fleet. */
  | { k: 'naval'; who: Faction; mover: Faction; space: SpaceId; asked: Faction[] }
  | { k: 'independent'; who: Faction; army: string; mp: number; card: CardNumber; path: SpaceId[]; then?: 'pile' }
  /** 16.1.2: a player with an army next to the space an independent army entered may intercept it; `back` is the activation. */
  | { k: 'intercept-independent'; who: Faction; army: string; space: SpaceId; from: string; asked: Faction[]; /** 10.7.2: the spaces whose army of `who` already tried. */ tried?: SpaceId[]; back: Extract<Step, { k: 'independent' }> }
  /** 16.1.2 with 10.7.1: how many CUs the general intercepting an independent army takes (a minor general from off the map leads them from `minorFrom`, 8.1.5). */
  | { k: 'detach-independent'; who: Faction; general: GeneralId; army: string; space: SpaceId; from: string; asked: Faction[]; tried?: SpaceId[]; back: Extract<Step, { k: 'independent' }>; minorFrom?: SpaceId }
  /** 16.1.2: the player whose force an independent army attacks may avoid battle (11), withdraw inside (9.7.3) or stand. */
  | { k: 'avoid-independent'; who: Faction; army: string; space: SpaceId; from: string; back: Extract<Step, { k: 'independent' }> }
  | { k: 'refuse'; who: Faction; interceptor: Faction; space: SpaceId; from: SpaceId; origin: SpaceId; mode?: 'attack' | 'defend' }
  /** 9.11: the owner of the units in the space entered grants or refuses a friendly passage. */
  | { k: 'passage'; who: Faction; mover: Faction; space: SpaceId; from: SpaceId }
  /** 10.7.1: how many CUs the intercepting general takes from his stack. */
  | { k: 'detach'; who: Faction; general: GeneralId; mover: Faction; space: SpaceId; from: SpaceId; asked: Faction[]; tried?: SpaceId[]; /** 8.1.5: a minor general from off the map leads the detachment from this stack. */ minorFrom?: SpaceId }
  /** Optional 23.2: the successful interceptor chooses to attack or to defend. */
  | { k: 'intercept-role'; who: Faction; mover: Faction; space: SpaceId; from: SpaceId; origin: SpaceId }
  | { k: 'heir'; who: Faction; royal: RoyalId }
  /** 17.6.7: the army struck by a Mutiny (#54) of `by` may answer with a Gift of Oratory, or pass. */
  | { k: 'mutiny'; who: Faction; by: Faction; space: SpaceId; /** The step the card was played in (out of one's Tyche segment, 7.3); absent: the Tyche segment of `by`. */ back?: Step }
  /** #55 Storm at Sea: a naval movement declared (its first leg, to `space`) is offered to every other player in turn, holder or not. */
  | { k: 'storm'; who: Faction; mover: Faction; space: SpaceId; asked: Faction[]; stormed: boolean }
  /** Losses of the owner's choice (12.7.5, 12.8.1, 12.9.1, 15.1.2, 9.1.3): one CU a decision; `back` is the step the procedure had reached. */
  | { k: 'losses'; who: Faction; rule: string; left: number; pool: Cus; chosen: Cus; at: LossPlace; moved: boolean; back: Step }
  /**
   * #45 Fortune: after a failed interception or avoidance roll its roller may play the card to roll
   * again — offered whether or not he holds it, so the window reveals nothing of his hand.
   */
  | { k: 'fortune'; who: Faction; roll: 'intercept' | 'avoid'; general: GeneralId; mover: Faction; space: SpaceId; from: SpaceId; asked: Faction[]; tried?: SpaceId[]; count?: number; minorFrom?: SpaceId; to?: SpaceId }
  /** Optional 23.3: a non-moving player may pay a Surprise card to make an independent army intercept the mover or avoid its attack (holder or not). */
  | { k: 'indep'; who: Faction; mover: Faction; space: SpaceId; from: SpaceId; mode: 'intercept' | 'avoid'; asked: Faction[] }
  /** 23.3 and 10.5: the army intercepted by an independent army fights it or falls back. */
  | { k: 'indep-refuse'; who: Faction; space: SpaceId; from: SpaceId; armies: string[]; origin: SpaceId }
  /** #47 Trireme Squadron: the moving player's answer before the naval battle his interceptor chose (holder or not). */
  | { k: 'trireme'; who: Faction; interceptor: Faction; space: SpaceId; asked: Faction[]; /** 13.4.7: the fleets the interceptor committed (all when absent). */ fleets?: string[] }
  /** 12.4: the owner of CUs inside his besieged major city says whether they join the battle of his army (or interceptor) against the besiegers; `next` is the step that follows (the mover's arrival when absent). */
  | { k: 'garrison'; who: Faction; space: SpaceId; from: SpaceId; next?: Step }
  /** #45 Fortune after a battle, siege or attrition roll that went against `who` (rules/fortune.ts): holder or not; `back` is the step the game had reached. */
  | { k: 'fortune-roll'; who: Faction; kind: FortuneKind; back: Step }
  /** A card event waiting for its target (a space, a faction, a royal, a card…). */
  | { k: 'target'; who: Faction; card: CardNumber; effect: string; targets: string[]; then: 'movement' | 'tyche' | 'pile'; stage?: string; optional?: boolean }
  | { k: 'over' };

export interface SuccessorsOptions {
  players: 2 | 3 | 4;
  /** Set-up variant of chapter 24 for 2 or 3 players (`option1` or `option2`). */
  variant: 'option-1' | 'option-2';
  /** Optional rules (successors 23). */
  optional: { prestigeForIndependents: boolean; interceptionOptions: boolean; independentReactions: boolean; dispersedFleets: boolean; seleucusEumenesAside: boolean };
  /** Last turn (successors 21: five turns). */
  turns: number;
}

export interface SuccessorsState {
  options: SuccessorsOptions;
  factions: Faction[];
  turn: number;
  round: number;
  /** Turn order (successors 3.1). */
  order: Faction[];
  usurper: Faction | null;
  step: Step;
  /** Who plays now in the round (index in `order`). */
  active: number;
  hands: Record<Faction, CardNumber[]>;
  deck: CardNumber[];
  discard: CardNumber[];
  removed: CardNumber[];
  /** Cards kept in front of a player (generals 8.5, marriage offers 18.3, Silver Shields 14.2). */
  front: Record<Faction, CardNumber[]>;
  holdings: Record<SpaceId, Record<Faction, Holding>>;
  generals: Record<GeneralId, GeneralState>;
  control: Record<SpaceId, ControlMarker>;
  /** Siege points accumulated against a space (successors 15.1.1). */
  siege: Record<SpaceId, { by: Faction; points: number }>;
  royals: Record<RoyalId, RoyalState>;
  independents: Record<IndependentArmyId, IndependentState>;
  fleets: Record<FleetId, FleetState>;
  dispersed: Record<Faction, Cus>;
  champion: Record<Faction, boolean>;
  /** Condemnation (successors 17.2): legitimacy lost, 3 per card. */
  condemned: Record<Faction, number>;
  /** Pella burial (17.4): 10 LP never lost. */
  pella: Faction | null;
  /** OP spent towards a recruit (successors 7.6). */
  recruit: Record<Faction, { kind: 'mercenary' | 'macedonian'; ops: number } | null>;
  /** Marriage offers of this turn (successors 18.3). */
  offers: Record<RoyalId, Faction>;
  /** Spaces where each faction had a control marker at the start of the Tyche segment (7.5). */
  moving: Moving | null;
  /** The move step to resume once a reaction window closes (10, 11). */
  resume: Step | null;
  /** Generals and CUs that already moved in this segment (successors 9.1). */
  moved: GeneralId[];
  tired: Record<SpaceId, Cus>;
  /** 9.7.3: the spaces whose CUs went inside (`in`) or outside (`out`) of the city this segment, one way each. */
  switched?: Record<SpaceId, 'in' | 'out'>;
  /** The cards set aside for their events with two or three players, and those revealed now (24.1.3, 24.2.3). */
  pile: CardNumber[];
  reveal: CardNumber[];
  /** Factions that used their naval movement in this segment (9.14.2: one a Tyche Segment, one a Movement Segment). */
  navalUsed: Faction[];
  /** Movement die of the segment (successors 9.2). */
  roll: number | null;
  /** Played the mandatory card this Tyche segment. */
  played: boolean;
  /** Surprise effects waiting for their moment (successors 7.3): battle strength, siege and reaction roll bonuses, no forage, prestige. */
  boosts: Record<Faction, { battle: number; siege: number; roll: number; naval: number; noForage: boolean }>;
  /** The Helepolis (card #14, successors 15.2): its owner's siege rolls get +1. */
  helepolis: Faction | null;
  /** Among generals of equal rank, the one the owner chose to command (8.4.3), by general id. */
  commandPref: GeneralId[];
  /**
   * 8.4.3: the generals whose stack's commander was chosen this player turn ("il peut changer à
   * chaque tour"): one choice a stack a turn, so two equals can never hand the command back and
   * forth without end (a bot did, 20,000 steps on seed s23a-3). Absent when none was chosen.
   */
  commanded?: GeneralId[];
  /** Each faction's VP at the last check: a Successor is a Champion again when his VP fall to 0 (17.5.6). */
  lastVp: Record<Faction, number>;
  /** The Gift of Oratory (#57, 17.6): a general's prestige until the end of the segment. */
  gift: { general: GeneralId; prestige: number } | null;
  /** #45 Fortune on a roll inside a procedure: the state before the decision and its dice (rules/fortune.ts); never in a view. */
  fortuneRoll?: FortuneMemo;
  /** 12.4: the answers given during the current move: whether the CUs inside a city join the battle against its besiegers. */
  garrison?: { faction: Faction; space: SpaceId; join: boolean }[];
  /** Losses applied by default whose owner still has to choose them (rules/losses.ts). */
  losses: LossChoice[];
  result: { winners: Faction[]; reason: 'automatic-vp' | 'automatic-lp' | 'end-vp' | 'regent'; rule: string } | null;
}
