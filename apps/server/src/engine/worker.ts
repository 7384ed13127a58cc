/**
 * The body of an engine worker thread (`WorkerEngine`): loads the engine module named in
 * `workerData.module` (it exports `games` and optionally `bots`), then runs the jobs the judge
 * posts, one at a time. A job that runs too long is not stopped here: the judge terminates the
 * whole thread and starts another.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { GameDefinition } from '@diadochi/kernel';
import { checkDecision, settle } from './jobs.ts';
import type { BotFactory, BotLevels, SettleInput } from './jobs.ts';
import { HeldStates } from './protocol.ts';
import type { EngineModule, JobMessage, ReplyMessage } from './protocol.ts';

const port = parentPort!;
const { module } = workerData as { module: string };

function frame(e: unknown): { kind: string; at: string } {
  const error = e instanceof Error ? e : new Error('non-error thrown');
  // Only the kind and the place: a message may quote a decision or a state.
  return { kind: error.name, at: error.stack?.split('\n').find((l) => l.trim().startsWith('at '))?.trim() ?? '?' };
}

try {
  const loaded = (await import(module)) as EngineModule;
  const defs = new Map<string, GameDefinition>(loaded.games.map((g) => [g.id, g]));
  const bots: Record<string, BotFactory> = loaded.bots ?? {};
  const levels: BotLevels = loaded.botLevels ?? {};
  // The states the pool sent with an id (issue 22), so that the next jobs on them need not copy them again.
  const states = new HeldStates<unknown>((workerData as { states?: number }).states);
  /** The job's state: sent with it (and kept), or the one kept under its id. */
  const stateOf = (job: JobMessage, sent: unknown): unknown => {
    if (job.stateId === undefined) return sent;
    if (job.sent) {
      states.keep(job.stateId, sent);
      return sent;
    }
    const held = states.use(job.stateId);
    if (held === undefined) throw Object.assign(new Error('state not held'), { name: 'StateNotHeld' });
    return held;
  };
  port.on('message', (job: JobMessage) => {
    let reply: ReplyMessage;
    try {
      // First, so that a state sent is kept whatever happens next, as the pool counts it kept.
      const state = stateOf(job, job.kind === 'validate' ? job.state : (job.input as SettleInput).session.state);
      const def = defs.get(job.ruleset);
      if (!def) throw new Error(`ruleset ${job.ruleset} is not in the engine module`);
      let value: unknown;
      if (job.kind === 'validate') value = checkDecision(def, state, job.power, job.decision);
      else {
        const input = job.input as SettleInput;
        value = settle(def, bots, { ...input, session: { ...input.session, state } }, levels);
      }
      reply = { id: job.id, ok: true, value };
    } catch (e) {
      reply = { id: job.id, ok: false, ...frame(e) };
    }
    port.postMessage(reply);
  });
  port.postMessage({ ready: true });
} catch (e) {
  port.postMessage({ fatal: true, ...frame(e) });
}
