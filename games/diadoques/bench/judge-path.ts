/**
 * Issue 22: the judge's path as `submit-perf.bench.ts` times it and `judge-steps.bench.ts` replays
 * it for a profiler or callgrind — one home for both, so the two measure the same steps. Not a
 * benchmark itself (no `.bench.ts`: `npm run bench all` does not run it).
 */
import { askBot, createGame, submit, waitingOn } from '@diadochi/kernel';
import type { Bot, GameDefinition, GameSession, PlayerId } from '@diadochi/kernel';

export type Def = GameDefinition<unknown>;

/** A session waiting on a step, with every player's decision for it (asked of the bots beforehand). */
export interface Step {
  session: GameSession<unknown>;
  decisions: [PlayerId, unknown][];
}

/** The step `session` waits on, with its bots' decisions. */
export function stepOf(def: Def, session: GameSession<unknown>, bot: Bot): Step {
  const { missing } = waitingOn(def, session);
  return { session, decisions: missing.map((p) => [p, askBot(def, session, p, bot)]) };
}

/**
 * Submits every decision of the step through the kernel's `submit` and reads the new step's
 * digest, as the judge stores it (computed when first read). Throws if the step does not resolve.
 */
export function judge(def: Def, step: Step): GameSession<unknown> {
  let session = step.session;
  for (const [player, decision] of step.decisions) {
    const r = submit(def, session, player, decision);
    if (!r.ok) throw new Error(`${player}: ${r.error.map((p) => p.message).join('; ')}`);
    session = r.value.session;
  }
  if (session.record.length !== step.session.record.length + 1) throw new Error('the step did not resolve');
  if (!session.record.at(-1)!.digest) throw new Error('no digest');
  return session;
}

/** Steps of a bot game whose phase matches, each with its bots' decisions. */
export function stepsOf(def: Def, seed: string, options: unknown, bot: Bot, phase: RegExp, maxSteps: number): Step[] {
  const created = createGame(def, { seed, options });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  const steps: Step[] = [];
  let session = created.value;
  while (session.record.length - 1 < maxSteps) {
    const { pending } = waitingOn(def, session);
    if (!pending) break;
    const step = stepOf(def, session, bot);
    if (phase.test(pending.phase)) steps.push(step);
    session = judge(def, step);
  }
  return steps;
}

/** The units on the board of a step. */
export const unitsOf = (s: Step) => (s.session.state as { units: unknown[] }).units.length;

/** The movement phases of the seeded classic game (seven powers, the classic bot's orders). */
export function classicMovements(def: Def, bot: Bot): Step[] {
  return stepsOf(def, 'perf-classic', { lastYear: 1910 }, bot, /movement$/, 200);
}

/** The busiest military season (most units) of the seeded six-bot Les Diadoques game. */
export function busiestSeason(def: Def, bot: Bot): Step {
  const seasons = stepsOf(def, 'perf-season', {}, bot, /-orders$/, 40);
  return seasons.reduce((a, b) => (unitsOf(b) > unitsOf(a) ? b : a));
}
