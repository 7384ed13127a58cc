/**
 * Ratings, leaderboard, profiles, the archive of finished games, their export and rematches
 * (issue 21 items 6 and 7; docs/API.md, "Ratings and archive"). Nothing here shows a game that
 * is not over: the archive lists finished public games, a finished private game is known only to
 * whom `Judge.mayKnow` allows, and a running game's id gets the 404 of an unknown game.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { archiveEntries, MAX_PAGE, searchArchive } from '../archive/search.ts';
import { rematch, rematchesOf, tookPart } from '../archive/rematch.ts';
import { resultSheets } from '../archive/sheets.ts';
import { gameSummary } from '../games/views.ts';
import type { ArchiveDetail } from '../ratings/api.ts';
import { leaderboard, MAX_BOARD, MAX_PROFILE_GAMES, profile } from '../ratings/board.ts';
import { Ratings } from '../ratings/ratings.ts';
import { archiveDb } from '../ratings/tables.ts';
import { limited, requireAdmin, requireUser } from './context.ts';
import type { Ctx } from './context.ts';
import { noBody, notFound, parse } from './errors.ts';

const name = z.string().min(1).max(100);
const gameParams = z.object({ id: name });
const nameParams = z.object({ name });
const boardQuery = z.object({
  ruleset: z.string().min(1).max(40),
  limit: z.coerce.number().int().min(1).max(MAX_BOARD).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
const archiveQuery = z.object({
  ruleset: z.string().min(1).max(40).optional(),
  player: z.string().min(1).max(100).optional(),
  title: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE).default(20),
  cursor: z.string().min(1).max(140).optional(),
});
const profileQuery = z.object({ limit: z.coerce.number().int().min(1).max(MAX_PROFILE_GAMES).default(20) });
const sheetsQuery = z.object({ lang: z.enum(['en', 'fr']).default('en') });
/** Milliseconds a reading route waits for finished games to be rated. */
const CATCH_UP_MS = 2000;

/** A private game's link token as the caller brings it (as game-routes.ts reads it). */
function inviteOf(req: FastifyRequest): string | undefined {
  const header = req.headers['x-diadochi-invite'];
  if (typeof header === 'string' && header.length > 0 && header.length <= 100) return header;
  const q = (req.query ?? {}) as { invite?: unknown };
  return typeof q.invite === 'string' && q.invite.length > 0 && q.invite.length <= 100 ? q.invite : undefined;
}

export function archiveRoutes(app: FastifyInstance, ctx: Ctx): Ratings {
  const { judge } = ctx;
  const writes = limited(ctx.limits.writes, 'user');
  const ratings = new Ratings(judge);
  // A game may have ended: rate it (every instance hears the event; `rated_games` rates it once).
  // Not after a step that left the game going (issue 22: the sweep's query reads every finished
  // game not yet rated, at every step of every game otherwise).
  const log = (msg: string) => app.log.warn(msg);
  ctx.bus.subscribe((e) => {
    if ((e.kind === 'resolved' && e.over !== false) || e.kind === 'game') void ratings.sweep().catch((x: Error) => log(`ratings sweep failed: ${x.name}`));
  });
  /** Ratings up to date before a read, waiting at most this long (the sweep goes on after). */
  const caughtUp = () => ratings.catchUp(CATCH_UP_MS, log);

  /** A finished game the caller may know, else the 404 of a game that does not exist (running games are not archived). */
  const finished = async (req: FastifyRequest) => {
    const { id } = parse(gameParams, req.params, 'params');
    const row = await judge.db.selectFrom('games').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || row.status !== 'over' || !(await judge.mayKnow(row, req.auth?.user ?? null, inviteOf(req)))) throw notFound('No such finished game.');
    return row;
  };

  app.get('/leaderboard', async (req) => {
    const q = parse(boardQuery, req.query, 'query');
    if (!judge.defs.has(q.ruleset)) throw notFound('No such ruleset.');
    await caughtUp();
    return leaderboard(judge, q.ruleset, q.limit, q.offset);
  });

  app.get('/players/:name', async (req) => {
    const { name: who } = parse(nameParams, req.params, 'params');
    const { limit } = parse(profileQuery, req.query, 'query');
    await caughtUp();
    const p = await profile(judge, who, limit, req.auth?.user.id ?? null);
    if (!p) throw notFound('No such player.');
    return p;
  });

  app.get('/archive', async (req) => {
    const q = parse(archiveQuery, req.query, 'query');
    await caughtUp();
    return searchArchive(judge, q);
  });

  app.get('/archive/:id', async (req): Promise<ArchiveDetail> => {
    const row = await finished(req);
    await caughtUp();
    const [game] = await archiveEntries(judge, [row]);
    const user = req.auth?.user ?? null;
    const part = await tookPart(judge, row, user);
    const rows = await archiveDb(judge.db)
      .selectFrom('game_players')
      .select(['user_id', 'power', 'mu_before', 'sigma_before', 'mu_after', 'sigma_after'])
      .where('game_id', '=', row.id)
      .execute();
    const names = await judge.names(rows.map((r) => r.user_id));
    const ord = (mu: number | null, sigma: number | null) => (mu ?? 0) - 3 * (sigma ?? 0);
    return {
      game: game!,
      changes: rows
        .filter((r) => r.mu_after !== null)
        .map((r) => ({ player: names.get(r.user_id) ?? '?', power: r.power, before: ord(r.mu_before, r.sigma_before), after: ord(r.mu_after, r.sigma_after) })),
      rematches: await rematchesOf(judge, row, part.gm || part.power !== null),
      mayRematch: (part.gm || part.power !== null) && !game!.practice,
    };
  });

  // Under /games/:id, so the private-game check of game-routes.ts applies to it as well.
  app.get('/games/:id/sheets', async (req, reply) => {
    const row = await finished(req);
    const { lang } = parse(sheetsQuery, req.query, 'query');
    const text = await resultSheets(judge, row, lang);
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('content-disposition', `attachment; filename="diadochi-${row.ruleset}-${row.id}-sheets-${lang}.txt"`)
      .send(text);
  });

  app.post('/games/:id/rematch', writes, async (req, reply) => {
    const user = requireUser(req);
    noBody(req.body);
    const row = await finished(req);
    const id = await rematch(judge, user, row);
    const created = await judge.gameRow(id);
    return reply.status(201).send({ id, game: await gameSummary(judge, created, await judge.viewerOf(user, created)) });
  });

  app.post('/ratings/recompute', writes, async (req) => {
    requireAdmin(req);
    noBody(req.body);
    return ratings.recompute();
  });

  return ratings;
}
