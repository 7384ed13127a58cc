import { createGameSchema } from './games/settings.ts';
import type { DiadochiServer } from './server.ts';

/** Rulesets the demo game may use, most wanted first. */
export const DEMO_RULESETS = ['diadoques', 'classic', 'phalanxx'];
export const DEMO_GAME_ID = 'demo';

/**
 * Makes sure the demo game exists: the first preferred ruleset the server hosts, bots in
 * every seat no human takes, starting as soon as one human joins. Idempotent across restarts
 * (and across instances starting together). Returns its id, or null when no ruleset fits.
 */
export async function ensureDemo(server: DiadochiServer, prefer: string[] = DEMO_RULESETS): Promise<string | null> {
  const ruleset = prefer.find((r) => server.judge.defs.has(r));
  if (!ruleset) return null;
  const db = server.judge.db;
  if (await db.selectFrom('games').select('id').where('id', '=', DEMO_GAME_ID).executeTakeFirst()) return DEMO_GAME_ID;
  const gm = await server.accounts.systemUser('demo-referee');
  const input = createGameSchema.parse({ ruleset, title: 'Demo game (bots in the other seats)', emptySeats: 'bot', autoStart: 1, deadlines: { default: 24 * 3600 } });
  try {
    await server.judge.create(gm, input, DEMO_GAME_ID);
  } catch (e) {
    // Another instance created it first: fine.
    if (!(await db.selectFrom('games').select('id').where('id', '=', DEMO_GAME_ID).executeTakeFirst())) throw e;
  }
  return DEMO_GAME_ID;
}
