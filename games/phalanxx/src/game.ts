import { invariantViolations } from './invariants.ts';
/** PhalanXX as a kernel `GameDefinition` (ruleset `phalanxx`). */
import { err, ok } from '@diadochi/kernel';
import type { ChoiceDecision, GameDefinition, Pending, PlayerId, Result } from '@diadochi/kernel';
import { applyDecision } from './apply.ts';
import { catalogs } from './catalog/index.ts';
import { choicesOf, fromChoice } from './choices.ts';
import { px } from './problem.ts';
import { parseDecision } from './decisions.ts';
import type { Decision } from './decisions.ts';
import { currentSeat, legalDecisions, problems } from './legal.ts';
import { finalResult } from './scoring.ts';
import { seatIds, setupGame } from './setup.ts';
import type { PhalanxxOptions, PhalanxxState } from './types.ts';
import { viewOf } from './view.ts';
import type { PhalanxxView } from './view.ts';

/** A decision written as a rule-listed choice (`{ verb, … }`) rather than as the game's own (`{ do, … }`). */
function isChoice(raw: unknown): raw is ChoiceDecision {
  return raw !== null && typeof raw === 'object' && !Array.isArray(raw) && Object.hasOwn(raw, 'verb') && !Object.hasOwn(raw, 'do');
}

export function parseOptions(raw: unknown): Result<PhalanxxOptions> {
  const r = (raw ?? {}) as Record<string, unknown>;
  if (typeof r !== 'object' || Array.isArray(r)) return err([px('bad-options', {}, { path: [] })]);
  const players = r.players ?? 4;
  if (!Number.isInteger(players) || (players as number) < 1 || (players as number) > 4) {
    return err([px('bad-players', {}, { path: ['players'] })]);
  }
  if (r.expert !== undefined && typeof r.expert !== 'boolean') return err([px('bad-expert', {}, { path: ['expert'] })]);
  return ok({ players: players as number, expert: r.expert === true });
}

export function pendingOf(state: PhalanxxState): Pending | null {
  if (state.step === 'over') return null;
  // The prompt is the catalogs' `prompts[phase]` (no prose here).
  return { mode: 'turn', players: [currentSeat(state).id], phase: state.step };
}

/** What a player does when he does not decide in time: the most harmless legal decision. */
export function defaultDecisionOf(state: PhalanxxState, player: PlayerId): Decision {
  switch (state.step) {
    case 'buy':
      return { do: 'pass' };
    case 'scout':
      return { do: 'scout-return' };
    case 'swap-card':
    case 'swap-die':
      return { do: 'keep' };
    default: {
      const legal = legalDecisions(state, player);
      return legal.find((d) => d.do === 'income') ?? legal[0] ?? { do: 'pass' };
    }
  }
}

export const phalanxx: GameDefinition<PhalanxxState, Decision, PhalanxxView, PhalanxxOptions> = {
  id: 'phalanxx',
  title: 'PhalanXX',
  parseOptions,
  players: (options) => seatIds(options.players),
  setup: (options, ctx) => setupGame(options, ctx),
  pending: pendingOf,
  validate(state, player, raw) {
    const parsed = isChoice(raw) ? fromChoice(state, raw) : parseDecision(raw);
    if (!parsed.ok) return parsed;
    const found = problems(state, player, parsed.value);
    return found.length > 0 ? err(found) : parsed;
  },
  resolve(state, decisions, ctx) {
    const player = currentSeat(state).id;
    const d = decisions[player];
    if (d) applyDecision(state, d, ctx);
    return state;
  },
  view: viewOf,
  choices: choicesOf,
  // Choices (`{ verb, subject, target }`) or the game's own decisions (`{ do, … }`): both are read.
  decisionKind: 'choice',
  catalogs,
  /** A seat's hand; and the pile and the cards removed at set-up, which nobody sees (the Scout's turned-up card aside). */
  secrets(state, player) {
    const pile = state.peek && state.deck[0] === state.peek.card ? state.deck.slice(1) : state.deck;
    return [...(state.seats.find((s) => s.id === player)?.hand ?? []), ...pile, ...state.removed];
  },
  exampleOptions: [{ players: 4 }, { players: 3, expert: true }, { players: 2 }, { players: 1 }, { players: 4, expert: true }, { players: 2, expert: true }, { players: 3 }, { players: 1, expert: true }],
  legalDecisions: (state, player) => legalDecisions(state, player),
  defaultDecision: defaultDecisionOf,
  result: finalResult,
  checkInvariants: invariantViolations,
};
