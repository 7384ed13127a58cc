/**
 * What one player may see (`syracuse 2.A.1`: stratagems in hand are secret until played). The
 * board is public; the other hand and the bowl are shown as counts only, since the bowl's
 * contents would give away the other hand.
 */
import type { Choice } from '@diadochi/kernel';
import type { Side } from './data/map.ts';
import { COUNTER, turnInfo } from './data/tables.ts';
import { LEADER, UNIT } from './data/counters.ts';
import { choicesFor, victoryPoints } from './engine.ts';
import { promptData } from './prompt.ts';
import { pfOf } from './state.ts';
import type { Combat, Step, SupplyState, SyracuseState } from './state.ts';

export interface SyracuseView {
  viewer: Side | null;
  turn: number;
  lastTurn: number;
  season: string;
  year: number;
  scenario: string;
  step: Step;
  /** The data of the step's prompt line (catalog `prompts[step.k]`), as the judge sends it in `pending.promptData`. */
  prompt: unknown;
  actionSide: Side | null;
  ap: Record<Side, number>;
  pool: number;
  advantage: Side;
  initiative: Side;
  supply: Record<Side, SupplyState>;
  forts: SyracuseState['forts'];
  camp: SyracuseState['camp'];
  walls: SyracuseState['walls'];
  chains: SyracuseState['chains'];
  units: { id: string; side: Side; type: string; pf: number; bonus: boolean; reduced: boolean; zone: string | null; fort: boolean; status: string; aboard: boolean }[];
  leaders: { id: string; side: Side; zone: string | null; fort: boolean; wounded: boolean; status: string }[];
  /** The viewer's own counters with their usable faces; the other side's count only. */
  hand: { counter: string; faces: { id: string; colour: string }[] }[] | null;
  handCounts: Record<Side, number>;
  bowlCount: number;
  removedCounters: string[];
  s6: boolean;
  activated: string[];
  archers: { zone: string; side: Side }[];
  combat: Combat | null;
  works: SyracuseState['works'] | null;
  delayed: Record<string, number>;
  eliminated: SyracuseState['eliminated'];
  vp: Record<Side, number>;
  result: SyracuseState['result'] | null;
  choices: Choice[] | null;
}

/**
 * The view's fields, sharing the state's objects (no copy): `viewOf` copies them for a player;
 * the search bot reads them as they are in its own playout states, with its own `vp` and no choices.
 */
export function viewFields(s: SyracuseState, viewer: Side | null, extra: { vp: SyracuseView['vp']; choices: SyracuseView['choices'] }): SyracuseView {
  const { season, year } = turnInfo(s.turn);
  return {
    viewer,
    turn: s.turn,
    lastTurn: s.lastTurn,
    season,
    year,
    scenario: s.scenario,
    step: s.step,
    prompt: promptData(s),
    actionSide: s.actionSide ?? null,
    ap: s.ap,
    pool: s.pool,
    advantage: s.advantage,
    initiative: s.initiative,
    supply: s.supply,
    forts: s.forts,
    camp: s.camp,
    walls: s.walls,
    chains: s.chains,
    units: Object.values(s.units)
      .filter((u) => u.status !== 'pool')
      .map((u) => ({ id: u.id, side: UNIT[u.id]!.side, type: UNIT[u.id]!.type, pf: pfOf(u), bonus: UNIT[u.id]!.bonus, reduced: u.reduced, zone: u.zone, fort: u.fort, status: u.status, aboard: !!u.aboard })),
    leaders: Object.values(s.leaders)
      .filter((l) => l.status !== 'pool')
      .map((l) => ({ id: l.id, side: LEADER[l.id]!.side, zone: l.zone, fort: l.fort, wounded: l.wounded, status: l.status })),
    hand: viewer ? s.hands[viewer].map((c) => ({ counter: c, faces: COUNTER[c]!.faces })) : null,
    handCounts: { ath: s.hands.ath.length, syr: s.hands.syr.length },
    bowlCount: s.bowl.length,
    removedCounters: s.removedCounters,
    s6: s.s6,
    activated: s.activated,
    archers: s.archers,
    combat: s.combat ?? null,
    works: s.step.k === 'works' ? s.works : null,
    delayed: s.delayed,
    eliminated: s.eliminated,
    vp: extra.vp,
    result: s.result ?? null,
    choices: extra.choices,
  };
}

export function viewOf(s: SyracuseState, viewer: Side | null): SyracuseView {
  return JSON.parse(JSON.stringify(viewFields(s, viewer, { vp: victoryPoints(s), choices: viewer ? choicesFor(s, viewer) : null }))) as SyracuseView;
}
