/** The typed words of Syracuse: events, problems and prompts (no prose here — catalogs write the lines). */
import { eventMaker } from '@diadochi/kernel';
import type { Side } from './data/map.ts';

export interface SyracuseEvents {
  turn: { turn: number; season: string; year: number };
  draw: { side: Side; counter: string };
  'return-to-bowl': { side: Side; counter: string };
  initiative: { ath: number; syr: number; initiative: Side; apAth: number; apSyr: number };
  advantage: { side: Side; use: string };
  reinforcement: { side: Side; group: string; zone: string };
  'reinforcement-delayed': { group: string; turn: number };
  'reinforcement-cancelled': { group: string };
  healed: { leader: string };
  declare: { side: Side; ap: number };
  activate: { side: Side; zone: string; cost: number };
  move: { piece: string; from: string; to: string; cost: number };
  'fort-captured': { fort: string; side: Side };
  'leader-captured': { leader: string };
  'cavalry-withdraws': { side: Side; units: string[]; to: string };
  stratagem: { side: Side; face: string; target?: string };
  'no-combat-ap': { side: Side; units: string[] };
  combat: { zone: string; attacker: Side; attack: number; defence: number; column: string; die: number; roll: number; result: [string, string]; winner: Side };
  reduced: { unit: string };
  eliminated: { piece: string };
  retreat: { side: Side; pieces: string[]; to: string };
  /** An entry zone cleared for arriving reinforcements (`syracuse 2.B.2.2`): `side`'s pieces moved from `from` to `to`. */
  displaced: { side: Side; pieces: string[]; from: string; to: string };
  'night-attack': { roll: number; side: Side };
  discord: { leader: string; roll: number; success: boolean };
  storm: { unit: string; roll: number };
  'works-dice': { side: Side; dice: number[]; pt: number };
  built: { side: Side; what: string };
  'wall-destroyed': { wall: string; roll: number };
  'chains-broken': { roll: number };
  'camp-destroyed': { side: Side };
  supply: { side: Side; box: number; face: string };
  'supply-roll': { side: Side; roll: number; disette: boolean };
  starvation: { side: Side };
  attrition: { zone: string; roll: number; effect: string };
  siege: { fort: string; roll: number; success: boolean };
  recovered: { unit: string };
  redeploy: { piece: string; to: string };
  'game-over': { winners: Side[]; level: string; reason: string; vpAth: number; vpSyr: number };
}

export interface SyracuseProblems {
  'not-your-turn': { player: string };
  'not-a-choice': { verb: string };
  'bad-decision': Record<string, never>;
}

export interface SyracusePrompts {
  'advantage-b1': Record<string, never>;
  'b2-strat': Record<string, never>;
  's17-answer': { group: string };
  place: { group: string };
  /** 2.B.2.2: the arriving player picks where the enemy units of `zone` go for `group` to enter. */
  clear: { group: string; zone: string };
  'reinf-move': Record<string, never>;
  declare: { ap: number };
  react: Record<string, never>;
  act: { pool: number };
  withdraw: { zone: string };
  fight: Record<string, never>;
  'combat-strat': { zone: string };
  /** Optional fields: a client may build the data from an older view (the view's `prompt` has them all). `what`: combat, attrition, siege, wall, chains, storm (S4), night (S10), discord (S20); `dice` as they fell; `leader`: S20's target. */
  reroll: { zone: string; what?: string; dice?: number[]; leader?: string };
  'after-combat': { zone: string };
  /** `cause`: combat (4.2.1.3), attrition (6.4.3), hulls-eliminate / hulls-reduce (S5), epidemic (S23, `left` to pick). */
  losses: { zone: string; cause?: string; left?: number };
  retreat: { zone: string };
  /** A recovery to pick (`cause`: S15, S16, S25 as S15, or advantage for 8.5), `left` units still to turn back. */
  recovery: { cause: string; left: number };
  works: { pt: number };
  d1: Record<string, never>;
  d2: Record<string, never>;
  d3: Record<string, never>;
  d4: Record<string, never>;
  d5: Record<string, never>;
  over: Record<string, never>;
}

/** Why a game ended (`GameResult.why.code`), each with the winners, the level and the points. */
type Ending = { winners: Side[]; level: string; vpAth: number; vpSyr: number };
export interface SyracuseResults {
  capitulation: Ending;
  'athenian-fleet': Ending;
  'camp-destroyed': Ending;
  chains: Ending;
  circumvallation: Ending;
  points: Ending;
}

export const ev = eventMaker<SyracuseEvents>();
