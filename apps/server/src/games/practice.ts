import type { User } from '../accounts.ts';
import { HttpError } from '../http/errors.ts';
import type { Judge } from './judge.ts';
import { createGameSchema } from './settings.ts';
import { settingsOfRow } from './store.ts';

/** Rulesets a practice game may use, most wanted first (the platform's first game). */
export const PRACTICE_RULESETS = ['diadoques', 'classic', 'phalanxx'];

/**
 * A practice game's clock: a week per phase. The bots answer at once; the newcomer takes his
 * time, and missing a deadline in a practice game would teach nothing. Its reaction windows
 * (Successors' interceptions, Syracuse's stratagems) wait as long: no pass is decided for him.
 */
const PRACTICE_PHASE_SECONDS = 7 * 24 * 3600;

/** Per user, the practice request under way: two clicks at once make one game. */
const inFlight = new Map<string, Promise<{ id: string; created: boolean }>>();

/**
 * The caller's practice game (issue 17 item 2): one per player, against bots, the player seated,
 * created on demand and started at once. A player who has one under way (running or paused)
 * gets it back rather than a second. `ruleset`: one the server hosts, else the first of
 * `PRACTICE_RULESETS` it hosts; `power`: the seat he would like (else the game's own lot).
 */
export function practiceGame(judge: Judge, user: User, o: { ruleset?: string | undefined; power?: string | undefined } = {}): Promise<{ id: string; created: boolean }> {
  const key = user.id;
  const running = inFlight.get(key);
  if (running) return running;
  const job = findOrCreate(judge, user, o).finally(() => inFlight.delete(key));
  inFlight.set(key, job);
  return job;
}

async function findOrCreate(judge: Judge, user: User, o: { ruleset?: string | undefined; power?: string | undefined }): Promise<{ id: string; created: boolean }> {
  const ruleset = o.ruleset ?? PRACTICE_RULESETS.find((r) => judge.defs.has(r)) ?? [...judge.defs.keys()][0];
  if (!ruleset || !judge.defs.has(ruleset)) throw new HttpError(422, 'unknown-ruleset', `No ruleset ${ruleset ?? ''} on this server.`);
  const rows = await judge.db
    .selectFrom('games')
    .selectAll()
    .where('gm_id', '=', user.id)
    .where('ruleset', '=', ruleset)
    .where('status', 'in', ['forming', 'running', 'paused'])
    .execute();
  const mine = rows.find((r) => settingsOfRow(r).practice === true);
  if (mine) return { id: mine.id, created: false };
  // A practice game is the short game the tools play (the game's first `exampleOptions`: Les
  // Diadoques' five years, issue 18), not the rulebook's game until a victory: a first game ends.
  const short = judge.def(ruleset).exampleOptions?.[0];
  const options = short && typeof short === 'object' ? (short as Record<string, unknown>) : undefined;
  const input = createGameSchema.parse({ ruleset, title: 'Practice game', emptySeats: 'bot', autoStart: 1, press: 'none', deadlines: { default: PRACTICE_PHASE_SECONDS }, reactionSeconds: PRACTICE_PHASE_SECONDS, ...(options ? { options } : {}) });
  const id = await judge.create(user, input, undefined, true);
  // The join starts it (autoStart 1): the player seated, bots in every other seat.
  await judge.join(user, id, o.power ? [o.power] : []);
  return { id, created: true };
}
