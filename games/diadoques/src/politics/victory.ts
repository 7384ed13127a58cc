/**
 * Victory points, prestige points and the ways to win.
 *
 * diadoques (`diadoques §3`, `§13`):
 * - VP: one's own capital 3, every other major citadel (enemy capitals too) 1; a captured
 *   capital lowers the VP in play by 2 (`§3.3`, `§3.5`);
 * - total victory: more than half of the VP in play (`§3.2`);
 * - measured victory: more than half of the prestige in play; PP = 10 per VP (`§13.2`), 5 per
 *   royal while held (`§13.3`), 2 for Athènes while held (`§13.17`), and the one-off entries
 *   of the ledger (`prestige.ts`, applied when they happen);
 * - marginal victory: more than a third of the prestige in play, conceded by the unanimous
 *   vote of the other players in later orders, never in −319 (`§3.7`);
 * - shared victory: no VP changes hands for two consecutive years, winter to winter (`§3.8`).
 * diadokhoi (`diadokhoi §4.4`, `§4.5`, `§7.10`):
 * - VP: 1 per living Argeades held, 1 for Kleopatra's living husband, 1 per major city,
 *   3 for one's own capital (`§4.4.1`–`§4.4.6`); between 20 and 39 in play (`§1.3`);
 * - clear victory: the absolute majority at the end of a turn (`§4.5.1`); shared victory by a
 *   unanimous vote of the survivors (`§4.5.2`); the short game ranks the survivors by VP after
 *   five years (`§4.5.3`); the optional prestige (`§7.10.1`) breaks ties of that ranking.
 */
import { citadel } from '../map/graph.ts';
import type { GameMap } from '../map/types.ts';
import type { GameState, PowerId, SpaceId } from '../rules/state.ts';
import { ev, extOf, livePlayers, mapFor, nowIndex, seasonIndex } from '../economy/common.ts';
import type { LayerEvent, RulesOptions } from '../economy/common.ts';
import { ownCapital } from '../economy/income.ts';
import { character, holderOf, isRoyal, royalId, royalsHeldBy } from './characters.ts';
import { addPrestige, ledgerPrestige } from './prestige.ts';
import { rulebook } from '../rulebook/index.ts';
import type { VictoryExt } from '../rules/ext.ts';

/** Each map's major citadels, listed once. */
const MAJOR = new WeakMap<GameMap, readonly SpaceId[]>();

/** The major citadels (`diadoques §3.3`, `diadokhoi §4.4.5`). */
export function majorCitadels(state: GameState): readonly SpaceId[] {
  // Issue 22: asked for each player's points several times a season; the map's list is made once.
  const map = mapFor(state);
  let ids = MAJOR.get(map);
  if (!ids) MAJOR.set(map, (ids = Object.freeze(map.citadels.filter((c) => c.rank !== 'minor').map((c) => c.id))));
  return ids;
}

/** Victory points of one player now. */
export function victoryPointsOf(state: GameState, power: PowerId): number {
  let vp = 0;
  const capital = ownCapital(state, power);
  for (const id of majorCitadels(state)) if (state.control[id] === power) vp += id === capital ? 3 : 1;
  if (rulebook(state).policies.victory.royalsAreVictoryPoints) {
    vp += royalsHeldBy(state, power).length;
    if (husbandPower(state) === power) vp += 1;
  }
  return vp;
}

/** The power whose living leader is Kleopatra's husband (`diadokhoi §4.4.2`, `§4.4.4`). */
export function husbandPower(state: GameState): PowerId | undefined {
  const cleo = character(state, royalId(state, 'cleopatre'));
  const husband = cleo?.spouse ? character(state, cleo.spouse) : state.characters.find((c) => c.spouse === royalId(state, 'cleopatre'));
  if (!husband || husband.dead) return undefined;
  return husband.of;
}

/** VP in play (`diadoques §3.5`, `diadokhoi §1.3`, `§4.4.6`). */
export function victoryPointsInPlay(state: GameState): number {
  let total = majorCitadels(state).length;
  for (const p of livePlayers(state)) if (p.capital && state.control[p.capital] === p.id) total += 2;
  if (rulebook(state).policies.victory.royalsAreVictoryPoints) {
    total += state.characters.filter((c) => !c.dead && isRoyal(state, c)).length;
    if (husbandPower(state)) total += 1;
  }
  return total;
}

/** Prestige that lasts while something is held: royals 5 each, Athènes 2 (`diadoques §13.3`, `§13.17`). */
function heldPrestige(state: GameState, power: PowerId): number {
  const held = rulebook(state).policies.prestige.held;
  let pp = held.perRoyal * royalsHeldBy(state, power).length;
  for (const [id, worth] of Object.entries(held.citadels)) if (state.control[id] === power) pp += worth;
  return pp;
}

/** A player's prestige (`diadoques §3.6`, `§13`; `diadokhoi §7.10.1`). */
export function prestigeOf(state: GameState, power: PowerId): number {
  return 10 * victoryPointsOf(state, power) + heldPrestige(state, power) + ledgerPrestige(state, power);
}

/**
 * Prestige in play: every player's (a negative total counts as none) plus what nobody holds —
 * 10 per unheld major citadel, 5 per free royal, 2 for an unheld Athènes (decisions.md).
 */
export function prestigeInPlay(state: GameState, counted?: Readonly<Record<PowerId, number>>): number {
  // `counted`: each live player's prestige as `scores` counted it a moment ago (issue 22: not counted twice).
  let total = livePlayers(state).reduce((a, p) => a + Math.max(0, counted?.[p.id] ?? prestigeOf(state, p.id)), 0);
  const players = new Set(livePlayers(state).map((p) => p.id));
  const held = (id: SpaceId) => players.has(state.control[id] ?? '');
  total += 10 * majorCitadels(state).filter((id) => !held(id)).length;
  const lasting = rulebook(state).policies.prestige.held;
  if (lasting.perRoyal > 0) total += lasting.perRoyal * state.characters.filter((c) => !c.dead && isRoyal(state, c) && !players.has(holderOf(c) ?? '')).length;
  for (const [id, worth] of Object.entries(lasting.citadels)) if (!held(id)) total += worth;
  return total;
}

export type VictoryKind = 'total' | 'measured' | 'marginal' | 'shared' | 'clear' | 'short-game' | 'last-survivor';

export interface VictoryResult {
  kind: VictoryKind;
  winners: PowerId[];
  /** Places, for the short game (`diadokhoi §4.5.3`). */
  ranking?: PowerId[][];
  scores: Record<PowerId, number>;
  rule: string;
  reason: string;
}

export interface VictoryInput {
  /** Marginal victory votes (`diadoques §3.7`): voter → candidate → yes. */
  marginalVotes?: Record<PowerId, Record<PowerId, boolean>>;
  /** Diadokhoi draw votes (`diadokhoi §4.5.2`): voters who vote a shared victory. */
  drawVotes?: PowerId[];
  options?: RulesOptions & { shortGameEndYear?: number };
}

function victoryState(state: GameState): VictoryExt {
  return extOf(state, 'victory', () => ({ holdings: snapshot(state, majorCitadels(state)), citadels: snapshot(state, mapFor(state).citadels.map((c) => c.id)), lastChange: nowIndex(state) - 1 }));
}

function snapshot(state: GameState, ids: readonly SpaceId[]): Record<SpaceId, PowerId | null> {
  const out: Record<SpaceId, PowerId | null> = {};
  for (const id of ids) out[id] = state.control[id] ?? null;
  return out;
}

/** Who held each citadel at the last check (`recordHoldings`): the season's changes are measured from it. */
export function citadelsAtLastCheck(state: GameState): Readonly<Record<SpaceId, PowerId | null>> {
  return victoryState(state).citadels;
}

/** Starts the record of holdings (call once at set-up, before any change). */
export function startVictoryRecord(state: GameState): void {
  victoryState(state);
}

/** Prestige for changes of hands of Pella, Babylone and Athènes (`diadoques §13.13`–`§13.16`, `§13.30`; `diadokhoi §7.10.9`–`§7.10.11`). */
function controlPrestige(state: GameState, id: SpaceId, from: PowerId | null, to: PowerId | null, options?: RulesOptions): LayerEvent[] {
  const out: LayerEvent[] = [];
  const players = new Set(livePlayers(state).map((p) => p.id));
  const gain = (pp: number, rule: string, what: string) => {
    if (to && players.has(to)) out.push(...addPrestige(state, to, pp, rule, what, options));
  };
  const lose = (pp: number, rule: string, what: string) => {
    if (from && players.has(from)) out.push(...addPrestige(state, from, pp, rule, what, options));
  };
  const originalOwner = citadel(mapFor(state), id)?.capitalOf;
  const row = Object.hasOwn(rulebook(state).policies.prestige.citadels, id) ? rulebook(state).policies.prestige.citadels[id] : undefined;
  if (row && !(row.notToOriginalOwner && to === originalOwner)) {
    gain(row.gain.pp, row.gain.rule, row.gain.what);
    if (row.lose) lose(row.lose.pp, row.lose.rule, row.lose.what);
  }
  return out;
}

/**
 * Compares citadel holdings with the last check: prestige for the citadels that change hands
 * (`diadoques §13.30`) and the date of the last VP change (`diadoques §3.8`). Call at the end
 * of every season, after control is settled.
 */
export function recordHoldings(state: GameState, options?: RulesOptions): LayerEvent[] {
  const v = victoryState(state);
  const events: LayerEvent[] = [];
  for (const c of mapFor(state).citadels) {
    const before = v.citadels[c.id] ?? null;
    const now = state.control[c.id] ?? null;
    if (before !== now) events.push(...controlPrestige(state, c.id, before, now, options));
    v.citadels[c.id] = now;
  }
  const current = snapshot(state, majorCitadels(state));
  if (Object.keys(current).some((id) => current[id] !== (v.holdings[id] ?? null))) v.lastChange = nowIndex(state);
  v.holdings = current;
  return events;
}

function scores(state: GameState, f: (p: PowerId) => number): Record<PowerId, number> {
  const out: Record<PowerId, number> = {};
  for (const p of livePlayers(state)) out[p.id] = f(p.id);
  return out;
}

const above = (s: Record<PowerId, number>, bar: number) => Object.keys(s).filter((p) => s[p]! > bar);

/**
 * Whether the game is won now, and how. Call at the end of each season (diadoques) or game
 * turn (diadokhoi), after `recordHoldings`.
 */
export function victory(state: GameState, input: VictoryInput = {}): VictoryResult | null {
  const live = livePlayers(state).map((p) => p.id);
  if (live.length === 1) return { kind: 'last-survivor', winners: live, scores: scores(state, (p) => victoryPointsOf(state, p)), rule: rulebook(state).rules.lastSurvivor, reason: 'the only player left' };
  if (live.length === 0) return null;
  const vp = scores(state, (p) => victoryPointsOf(state, p));
  const vpInPlay = victoryPointsInPlay(state);
  const clear = above(vp, vpInPlay / 2);
  if (clear.length > 0) {
    return { kind: rulebook(state).policies.victory.majority, winners: clear, scores: vp, rule: rulebook(state).rules.victoryMajority, reason: `${clear[0]} holds ${vp[clear[0]!]} of ${vpInPlay} victory points` };
  }
  if (rulebook(state).policies.victory.otherwise === 'prestige') return prestigeVictories(state, input, live);
  return drawOrShortGame(state, input, live, vp);
}

function prestigeVictories(state: GameState, input: VictoryInput, live: PowerId[]): VictoryResult | null {
  const pp = scores(state, (p) => prestigeOf(state, p));
  const inPlay = prestigeInPlay(state, pp);
  const measured = above(pp, inPlay / 2);
  if (measured.length > 0) return { kind: 'measured', winners: measured, scores: pp, rule: 'diadoques §3.6', reason: `${measured[0]} holds ${pp[measured[0]!]} of ${inPlay} prestige points` };
  if (state.year > -319 && input.marginalVotes) {
    for (const candidate of above(pp, inPlay / 3)) {
      const others = live.filter((p) => p !== candidate);
      if (others.length > 0 && others.every((p) => input.marginalVotes![p]?.[candidate] === true)) {
        return { kind: 'marginal', winners: [candidate], scores: pp, rule: 'diadoques §3.7', reason: `${candidate} holds more than a third of the prestige and every other player concedes` };
      }
    }
  }
  const v = victoryState(state);
  if (state.season === 'winter' && nowIndex(state) - v.lastChange >= 8) {
    return { kind: 'shared', winners: live, scores: pp, rule: 'diadoques §3.8', reason: 'no victory point changed hands for two years' };
  }
  return null;
}

function drawOrShortGame(state: GameState, input: VictoryInput, live: PowerId[], vp: Record<PowerId, number>): VictoryResult | null {
  if (input.drawVotes && live.every((p) => input.drawVotes!.includes(p))) {
    return { kind: 'shared', winners: live, scores: vp, rule: 'diadokhoi §4.5.2', reason: 'the survivors voted a draw' };
  }
  const end = input.options?.shortGameEndYear;
  if (end !== undefined && nowIndex(state) >= seasonIndex(end, 'autumn')) {
    const pp = input.options?.prestige ? scores(state, (p) => prestigeOf(state, p)) : undefined;
    const sorted = [...live].sort((a, b) => vp[b]! - vp[a]! || (pp ? pp[b]! - pp[a]! : 0));
    const ranking: PowerId[][] = [];
    for (const p of sorted) {
      const last = ranking[ranking.length - 1];
      const same = last && vp[last[0]!] === vp[p] && (!pp || pp[last[0]!] === pp[p]);
      if (same) last.push(p);
      else ranking.push([p]);
    }
    return { kind: 'short-game', winners: ranking[0]!, ranking, scores: vp, rule: 'diadokhoi §4.5.3', reason: 'the five years of the short game are over' };
  }
  return null;
}

/** An event announcing a victory, for the result sheet. */
export function victoryEvent(v: VictoryResult): LayerEvent {
  return ev('victory', v.rule, `${v.kind} victory: ${v.winners.join(', ')} (${v.reason}).`, v);
}
