/**
 * The whole games `diadoques` and `diadokhoi`: the military seasons of `src/rules` composed
 * with winter and money (`src/economy`, `src/winter`), politics and victory (`src/politics`),
 * events and weather (`src/events`) and the neutral referee (`src/neutrals`), in the order of
 * `diadoques §8` and `diadokhoi §6.1`.
 *
 * Decisions are text, one order per line: in a military season military, secondary, bribe,
 * bid and vote lines mixed (`splitOrders`); in the diadokhoi retreat step retreats; in winter
 * winter orders (`parseWinterOrders`). Players are the powers themselves (seats are assigned
 * outside the game).
 */
import { err, ok, problem } from '@diadochi/kernel';
import type { GameDefinition, Pending, PlayerId, Problem, Result } from '@diadochi/kernel';
import { parseWinterOrders } from '../economy/index.ts';
import { adoptScenarioRebels } from '../neutrals/index.ts';
import { mapOf } from '../map/index.ts';
import { SCENARIOS } from '../map/scenarios.ts';
import { splitOrders, startVictoryRecord } from '../politics/index.ts';
import { diadokhoi as militaryDiadokhoi, diadoques as militaryDiadoques } from '../rules/game.ts';
import type { DiadochiState } from '../rules/game.ts';
import { nmrOrders } from '../rules/nmr.ts';
import { initialState } from '../rules/setup.ts';
import type { RulesetId } from '../rules/state.ts';
import { emitAll } from './emit.ts';
import { invariants } from './invariants.ts';
import { playersToRetreat, resolveMilitary, resolveRetreats } from './season.ts';
import { textOf } from './text.ts';
import { viewOf } from './view.ts';
import type { WholeView } from './view.ts';
import { resolveWholeWinter } from './winter.ts';
import type { GameOptions, OrdersDecision, WholeState } from './types.ts';

/** Default length: the short game of five years (`diadokhoi §4.5.3`). */
const DEFAULT_YEARS = 5;

/** Diadokhoi set-ups by number of players (`map/scenarios.ts`). */
const DIADOKHOI_SETUPS: Record<number, string> = { 6: 'standard', 5: '5p', 4: '4p', 3: '3p', 2: '2p' };

function parseOptions(ruleset: RulesetId, raw: unknown): Result<GameOptions> {
  if (raw !== undefined && raw !== null && typeof raw !== 'object') return err([problem('bad-options', 'Options must be an object.')]);
  const o = (raw ?? {}) as Partial<GameOptions>;
  const players = o.players ?? 6;
  if (ruleset === 'diadoques' && players !== 6) return err([problem('bad-players', 'Les Diadoques is played by six.', { path: ['players'] })]);
  if (!Number.isInteger(players) || !(players in DIADOKHOI_SETUPS)) return err([problem('bad-players', 'players must be 2 to 6.', { path: ['players'] })]);
  const scenario = o.scenario ?? (ruleset === 'diadokhoi' ? DIADOKHOI_SETUPS[players]! : 'standard');
  const sc = SCENARIOS[ruleset].find((s) => s.id === scenario);
  if (!sc) return err([problem('bad-scenario', `No set-up "${String(scenario)}" (known: ${SCENARIOS[ruleset].map((s) => s.id).join(', ')}).`, { path: ['scenario'] })]);
  const first = sc.start.season === 'winter' ? sc.start.year + 1 : sc.start.year;
  const lastYear = o.lastYear ?? first + DEFAULT_YEARS - 1;
  if (!Number.isInteger(lastYear) || lastYear < first) return err([problem('bad-last-year', `lastYear must be a year from ${first}.`, { path: ['lastYear'] })]);
  return ok({ scenario, lastYear, players: sc.powers.filter((p) => p.kind === 'player').length });
}

const living = (s: WholeState) => s.powers.filter((p) => p.kind === 'player' && !p.eliminated).map((p) => p.id);

function pending(s: WholeState): Pending | null {
  if (s.phase === 'over' || s.result) return null;
  if (s.phase === 'retreats') return { mode: 'simultaneous', players: playersToRetreat(s), phase: 'retreats', prompt: 'Retreat (A Cil - Cat) or disband (A Cil disband) each dislodged unit.' };
  if (s.phase === 'winter') return { mode: 'simultaneous', players: living(s), phase: 'winter', prompt: `Winter orders for ${s.year}, one per line: seize treasures, keep or disband units, build, promote, gifts.` };
  return { mode: 'simultaneous', players: living(s), phase: `${s.season}-orders`, prompt: `Orders for ${s.season} ${s.year}, one per line.` };
}

function validate(s: WholeState, player: PlayerId, decision: unknown): Result<OrdersDecision> {
  const text = textOf(decision);
  if (text === undefined) return err([problem('bad-decision', 'Orders are text, one order per line.')]);
  const problems: Problem[] = [];
  if (s.phase === 'winter') problems.push(...parseWinterOrders(s.ruleset, text).problems);
  else if (s.phase === 'retreats') {
    const r = military(s.ruleset).validate(s as DiadochiState, player, { orders: text });
    if (!r.ok) problems.push(...r.error);
  } else {
    const parts = splitOrders(s.ruleset, text);
    problems.push(...parts.problems, ...parts.political.problems);
    const r = military(s.ruleset).validate(s as DiadochiState, player, { orders: parts.military });
    if (!r.ok) problems.push(...r.error);
  }
  return problems.length > 0 ? err(problems) : ok({ orders: text });
}

const military = (ruleset: RulesetId) => (ruleset === 'diadoques' ? militaryDiadoques : militaryDiadokhoi);

function definition(ruleset: RulesetId): GameDefinition<WholeState, OrdersDecision, WholeView, GameOptions> {
  return {
    id: ruleset,
    title: ruleset === 'diadoques' ? 'Les Diadoques' : 'Diadokhoi',
    parseOptions: (raw) => parseOptions(ruleset, raw),
    players: (o) => SCENARIOS[ruleset].find((s) => s.id === o.scenario)!.powers.filter((p) => p.kind === 'player').map((p) => p.power),
    setup(o, ctx) {
      const s: WholeState = { ...initialState(ruleset, o.scenario), phase: 'orders', options: o };
      startVictoryRecord(s);
      if (ruleset === 'diadokhoi') emitAll(ctx, adoptScenarioRebels(mapOf(ruleset)!, s));
      return s;
    },
    pending,
    validate,
    resolve(s, decisions, ctx) {
      const texts = Object.fromEntries(Object.entries(decisions).map(([p, d]) => [p, d.orders]));
      if (s.phase === 'winter') return resolveWholeWinter(s, texts, ctx);
      if (s.phase === 'retreats') return resolveRetreats(s, texts, ctx);
      return resolveMilitary(s, texts, ctx);
    },
    view: viewOf,
    legalDecisions: (s, player) => (s.phase === 'winter' ? [{ orders: '' }] : (military(ruleset).legalDecisions?.(s as DiadochiState, player) ?? [])),
    // diadokhoi §7.11.5: besiegers go on, all others hold; no winter orders.
    defaultDecision: (s, player) => ({ orders: s.phase === 'orders' || s.phase === undefined ? nmrOrders(s, player) : '' }),
    result: (s) => s.result ?? null,
    checkInvariants: invariants,
  };
}

export const diadoques = definition('diadoques');
export const diadokhoi = definition('diadokhoi');
