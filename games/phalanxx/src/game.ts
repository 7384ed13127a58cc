import { invariantViolations } from './invariants.ts';
/** PhalanXX as a kernel `GameDefinition` (ruleset `phalanxx`). */
import { err, ok, problem } from '@diadochi/kernel';
import type { GameDefinition, Pending, PlayerId, Result } from '@diadochi/kernel';
import { applyDecision } from './apply.ts';
import { parseDecision } from './decisions.ts';
import type { Decision } from './decisions.ts';
import { currentSeat, legalDecisions, problems } from './legal.ts';
import { finalResult } from './scoring.ts';
import { seatIds, setupGame } from './setup.ts';
import type { PhalanxxOptions, PhalanxxState, Step } from './types.ts';
import { viewOf } from './view.ts';
import type { PhalanxxView } from './view.ts';

const PROMPTS: Record<Exclude<Step, 'over'>, string> = {
  buy: 'Buy an epoch card from the display, or pass (the rightmost card is discarded).',
  scout: 'Buy the card your Scout turned up, or put it back.',
  'swap-card': 'You paid 4 or 5: you may swap a hand card with a display card.',
  action: 'Use a rolled die: play a card, conquer, push a die or take income (or set a die first).',
  'take-meeple': 'Bring a meeple from one of your land regions for this conquest.',
  rotate: 'Turn one of your epoch cards after the conflict.',
  'swap-die': 'You may swap the personal die beside this slot with another player\'s die.',
};

export function parseOptions(raw: unknown): Result<PhalanxxOptions> {
  const r = (raw ?? {}) as Record<string, unknown>;
  if (typeof r !== 'object' || Array.isArray(r)) return err([problem('bad-options', 'Options are an object { players, expert }.')]);
  const players = r.players ?? 4;
  if (!Number.isInteger(players) || (players as number) < 1 || (players as number) > 4) {
    return err([problem('bad-players', 'PhalanXX is played by 1 to 4 players (1 is the solo game against MaXXimilian).', { path: ['players'] })]);
  }
  if (r.expert !== undefined && typeof r.expert !== 'boolean') return err([problem('bad-expert', '"expert" is true or false.', { path: ['expert'] })]);
  return ok({ players: players as number, expert: r.expert === true });
}

export function pendingOf(state: PhalanxxState): Pending | null {
  if (state.step === 'over') return null;
  return { mode: 'turn', players: [currentSeat(state).id], phase: state.step, prompt: PROMPTS[state.step] };
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
    const parsed = parseDecision(raw);
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
  legalDecisions: (state, player) => legalDecisions(state, player),
  defaultDecision: defaultDecisionOf,
  result: finalResult,
  checkInvariants: invariantViolations,
};
