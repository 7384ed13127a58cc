/**
 * The words of Successors: events, problems and prompts as typed codes with their data. The
 * engine emits `{type, rule, data}`; the catalogs (i18n/en.ts, fr.ts) write the lines. Names of
 * places, generals, cards and factions are ids, looked up in the names catalogs.
 */
import { eventMaker } from '@diadochi/kernel';
import type { FortuneKind } from './rules/state.ts';

type F = string;
export interface SuccessorsEvents {
  'turn-begins': { turn: number };
  'turn-order': { chooser: F; first: F; order: F[] };
  usurper: { faction: F };
  reinforcements: { faction: F; cus: number; generals: number };
  placed: { faction: F; what: string; space: string };
  dealt: { faction: F; cards: number[] };
  'hand-size': { faction: F; count: number };
  surrendered: { faction: F; space: string };
  /** 6.1.2: the player declined a surrender and left the enemy marker. */
  'surrender-declined': { faction: F; space: string };
  'control-placed': { faction: F; space: string };
  'control-removed': { faction: F; space: string; from: string };
  'card-played': { faction: F; card: number; as: 'event' | 'ops' | 'bonus' | 'discard' };
  'card-drawn': { faction: F; card: number };
  'card-replaced': { faction: F };
  'recruit-progress': { faction: F; kind: string; ops: number; need: number };
  recruited: { faction: F; kind: string };
  march: { faction: F; general: string; mp: number };
  'movement-roll': { faction: F; roll: number };
  levy: { faction: F };
  moved: { faction: F; general: string; from: string; to: string; cost: number; left: number };
  'army-stops': { faction: F; general: string; space: string };
  overrun: { faction: F; space: string; victim: string; attackers: number; defenders: number };
  'avoid-attempt': { faction: F; general: string; roll: number; need: number; success: boolean };
  avoided: { faction: F; to: string };
  'landed-inside': { faction: F; space: string; cus: number };
  'withdrew-inside': { faction: F; space: string; cus: number };
  /** 9.7.3: CUs that came out of their own major city by normal movement. */
  'left-city': { faction: F; space: string; cus: number };
  'fortune-reroll': { faction: F; kind: FortuneKind | 'movement' };
  'route-announced': { faction: F; general: string; route: string[] };
  'garrison-choice': { faction: F; space: string; join: boolean };
  'intercept-attempt': { faction: F; general: string; space: string; roll: number; need: number; success: boolean };
  'fell-back': { faction: F; to: string };
  sailed: { faction: F; general: string; from: string; to: string; cost: number; left: number };
  landed: { faction: F; space: string };
  'naval-battle': { space: string; mover: F; interceptor: F; fleets: [number, number]; dice: [number[], number[]]; score: [number, number]; winner: F | null };
  'fleet-dispersed': { fleet: string };
  'fleets-back': Record<string, never>;
  disbanded: { faction: F; space: string };
  passage: { faction: F; mover: F; space: string; granted: boolean };
  'picked-up': { faction: F; space: string; what: string };
  dropped: { faction: F; space: string; what: string };
  'general-dropped': { faction: F; general: string; space: string };
  'general-leaves': { faction: F; general: string; space: string };
  'minor-detached': { faction: F; general: string; space: string };
  'fleet-recalled': { faction: F; fleet: string };
  'pile-revealed': { card: number; faction: F | null };
  battle: { space: string; attacker: string; defender: string; strength: [number, number]; dice: [number[], number[]]; modified: [number[], number[]]; score: [number, number]; winner: string | null };
  elephants: { faction: F; rolls: number[]; strength: number };
  'royal-army-aside': { faction: F; cus: number };
  /** Royal Army CUs (14.3) or, by a Mutiny card (17.1.2), Macedonian ones (`kind`); `to` the faction itself: dispersed. */
  'royal-army-mutiny': { faction: F; to: string; cus: number; kind?: 'royal' | 'macedonian' };
  'mutiny-fails': { faction: F; space: string };
  'storm-at-sea': { faction: F; space: string };
  losses: { faction: F; space: string; cus: number };
  /** The owner's pick of a loss (rules/losses.ts); `space` is empty for the Dispersal Box. */
  'loss-chosen': { faction: F; what: string; space: string };
  attrition: { faction: F; roll: number; cus: number; lost: number };
  dispersed: { faction: F; generals: string[]; cus: number };
  'leader-check': { faction: F; general: string; roll: number; dies: boolean };
  'general-died': { faction: F; general: string };
  'general-replaced': { faction: F; general: string };
  'champion-lost': { faction: F };
  'champion-regained': { faction: F };
  'siege-roll': { faction: F; space: string; roll: number; modified: number; points: number; losses: number; total: number; need: number };
  'siege-success': { faction: F; space: string };
  'siege-lifted': { space: string };
  forage: { faction: F; space: string; lost: number };
  isolated: { faction: F; space: string };
  'royal-captured': { faction: F; royal: string };
  'royal-inactive': { royal: string };
  'royal-active': { royal: string };
  married: { faction: F; royal: string };
  'body-buried': { faction: F; space: string; lp: number };
  'body-lost': Record<string, never>;
  'funeral-cart': Record<string, never>;
  'general-arrives': { faction: F; general: string; space: string };
  'general-succeeded': { general: string; by: string };
  'heir-of-age': { royal: string; controller: F | null };
  'heir-assassinated': { faction: F; royal: string };
  event: { faction: F; card: number; effect: string };
  'event-unplayable': { faction: F; card: number };
  'unrest-roll': { faction: F; roll: number };
  unrest: { roll: number; province: string; space: string | null };
  /** An independent army moved by the player of its card (16.3.1), or entering from its box (16.2). */
  'independent-moved': { faction: F; army: string; from: string; to: string; cost: number; left: number };
  'independent-enters': { faction: F; army: string; box: string; to: string; left: number };
  /** 13.4.7: the fleets escorting a naval movement (none: it sails alone). */
  escorts: { faction: F; fleets: string[] };
  'independent-defeated': { army: string; space: string };
  'independent-holds': { army: string; space: string };
  'independent-reaction': { faction: F; army: string; mode: 'intercept' | 'avoid'; space: string; roll: number; need: number; success: boolean };
  'fleet-owner': { fleet: string; faction: F | null };
  'fleet-upgraded': { faction: F; fleet: string };
  'legitimacy-lost': { faction: F; lp: number };
  'game-over': { winners: F[]; reason: string };
}

export interface SuccessorsProblems {
  'bad-decision': Record<string, never>;
  'not-your-decision': { player: string };
  'game-over': Record<string, never>;
  'not-legal': { verb: string; subject: string; target: string };
  'bad-options': { field: string };
}

export interface SuccessorsPrompts {
  'first-player': Record<string, never>;
  reinforce: { cus: number; generals: number };
  surrender: Record<string, never>;
  'surrender-offer': { space: string; owner: string };
  'free-markers': { count: number };
  tyche: { round: number };
  ops: { ops: number };
  'place-control': { left: number };
  'start-marker': { province: string };
  'bonus-event': { card: number };
  movement: Record<string, never>;
  move: { roll: number };
  avoid: { space: string };
  intercept: { space: string };
  naval: { space: string };
  refuse: { space: string };
  heir: { royal: string };
  target: { card: number };
  'intercept-role': { space: string };
  detach: { space: string };
  passage: { space: string };
  mutiny: { space: string };
  storm: { space: string };
  independent: { army: string; mp: number };
  losses: { left: number; space: string };
  fortune: { space: string };
  indep: { space: string };
  'indep-refuse': { space: string };
  trireme: { space: string };
  'intercept-independent': { space: string; army: string };
  'detach-independent': { space: string; army: string };
  'avoid-independent': { space: string; army: string };
  garrison: { space: string };
  'fortune-roll': { kind: FortuneKind };
  escort: Record<string, never>;
}

export const ev = eventMaker<SuccessorsEvents>();
export type SuccessorsEventCode = keyof SuccessorsEvents;
