import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { practiceGame } from '../games/practice.ts';
import { createGameSchema, hostingOf, MAX_OPTIONS_CHARS } from '../games/settings.ts';
import { gameFile, gameSummary, gameViewText, history, viewAtStep } from '../games/views.ts';
import type { GameStatus, MyGame, RulesetInfo } from '../api.ts';
import type { GameRow } from '../games/store.ts';
import { DECISION_BODY_LIMIT } from './bodies.ts';
import { limited, requireUser } from './context.ts';
import type { Ctx } from './context.ts';
import { HttpError, noBody, notFound, parse } from './errors.ts';
import { decisionOf, gameIdOf, gameParams } from './game-inputs.ts';

const id = z.string().min(1).max(100);
const stepParams = z.object({ id, step: z.coerce.number().int().min(0) });
const messageParams = z.object({ id, mid: id });
const listQuery = z.object({
  status: z.enum(['forming', 'running', 'paused', 'over', 'cancelled']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
const preferences = z.array(z.string().min(1).max(60)).max(40);
const joinBody = z.strictObject({ preferences: preferences.default([]) }).default({ preferences: [] });
const prefsBody = z.strictObject({ preferences });
const draftBody = z
  .strictObject({ decision: z.unknown(), step: z.number().int().min(0).optional() })
  .refine((b) => b.decision !== undefined, { message: 'decision is required', path: ['decision'] });
const practiceBody = z.strictObject({ ruleset: z.string().min(1).max(40).optional(), power: z.string().min(1).max(60).optional() }).default({});
const readyBody = z.strictObject({ ready: z.boolean(), step: z.number().int().min(0).optional() });
const stepQuery = z.object({ step: z.coerce.number().int().min(0).optional() });
const extendBody = z.strictObject({ seconds: z.number().int().min(1).max(60 * 24 * 3600) });
const messageBody = z.strictObject({
  to: z.union([z.literal('all'), z.array(z.string().min(1).max(60)).min(1).max(40)]),
  body: z.string().trim().min(1).max(5000),
  press: z.enum(['white', 'grey', 'black']).default('white'),
  as: z.string().min(1).max(60).optional(),
});
const afterQuery = z.object({ after: id.optional() });
/** `from`: the first step of the history wanted (the steps a board has not seen yet). */
const fromQuery = z.object({ from: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional() });
/** `thread`: mark that conversation only (issue 17 item 15); without it, every message up to `upto`. */
const readBody = z.strictObject({ upto: id, thread: z.string().min(1).max(2500).optional() });
const rulesetParams = z.object({ ruleset: z.string().min(1).max(40) });
const seatsQuery = z.object({ options: z.string().max(MAX_OPTIONS_CHARS).optional(), players: z.coerce.number().int().min(1).max(20).optional() });

/** A private game's link token, as the caller brings it (issue 17 item 12). */
function inviteOf(req: FastifyRequest): string | undefined {
  const header = req.headers['x-diadochi-invite'];
  if (typeof header === 'string' && header.length > 0 && header.length <= 100) return header;
  const q = (req.query ?? {}) as { invite?: unknown };
  return typeof q.invite === 'string' && q.invite.length > 0 && q.invite.length <= 100 ? q.invite : undefined;
}

export function gameRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { judge, press } = ctx;
  const writes = limited(ctx.limits.writes, 'user');

  /**
   * The game's row the access check below read for this request, so that the route does not
   * read it again (issue 22): the same request, a moment later, as a second read would be.
   */
  const checked = new WeakMap<FastifyRequest, GameRow>();
  const rowOf = (req: FastifyRequest, gameId: string) => {
    const row = checked.get(req);
    return row?.id === gameId ? row : undefined;
  };

  /** The game and who the caller is in it. */
  const load = async (req: FastifyRequest) => {
    const id = gameIdOf(req.params);
    const row = rowOf(req, id) ?? (await judge.gameRow(id));
    return { row, viewer: await judge.viewerOf(req.auth?.user ?? null, row) };
  };
  const fresh = async (req: FastifyRequest, gameId: string) => {
    const row = await judge.gameRow(gameId);
    return gameSummary(judge, row, await judge.viewerOf(req.auth?.user ?? null, row));
  };

  /**
   * Issue 17 item 12: a private game is known only to its referee, members, players and admins,
   * and to whoever brings its link's token (`?invite=` or the `X-Diadochi-Invite` header).
   * Anyone else gets the 404 of a game that does not exist, on every route of the game.
   */
  app.addHook('preHandler', async (req) => {
    const url = req.routeOptions.url ?? '';
    if (!/\/games\/:id(\/|$)/.test(url)) return;
    const gameId = (req.params as { id?: unknown }).id;
    if (typeof gameId !== 'string' || gameId.length > 100) return;
    const row = await judge.findGame(gameId);
    if (row) checked.set(req, row);
    if (!row || row.invite === null) return;
    if (!(await judge.mayKnow(row, req.auth?.user ?? null, inviteOf(req)))) throw notFound('No such game.');
  });

  app.get('/health', async () => ({ ok: true, database: judge.dialect, bus: ctx.bus.kind }));

  app.get('/rulesets', async (): Promise<{ rulesets: RulesetInfo[] }> => ({ rulesets: [...judge.defs.values()].map((d) => ({ id: d.id, title: d.title, ...hostingOf(d.id), picture: d.picture !== undefined, botLevels: judge.levelNames(d.id), bestBotLevel: judge.bestLevel(d.id) })) }));

  /** The seats a game of this ruleset would have with these options (the new-game form ranks them before creating). */
  app.get('/rulesets/:ruleset/seats', async (req) => {
    const { ruleset } = parse(rulesetParams, req.params, 'params');
    const q = parse(seatsQuery, req.query, 'query');
    const def = judge.defs.get(ruleset);
    if (!def) throw notFound('No such ruleset.');
    let raw: unknown;
    try {
      raw = q.options ? JSON.parse(q.options) : {};
    } catch {
      throw new HttpError(400, 'bad-options', 'options must be JSON.');
    }
    const options = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? { ...(raw as Record<string, unknown>) } : {};
    if (q.players !== undefined && !('players' in options)) options.players = q.players;
    const parsed = def.parseOptions(options);
    if (!parsed.ok) throw new HttpError(422, 'invalid-options', 'The game options are not valid for this ruleset.', parsed.error);
    return { seats: def.players(parsed.value) };
  });

  app.get('/games', async (req) => {
    const q = parse(listQuery, req.query, 'query');
    // Private games are never listed (issue 17 item 12); their players find them under /me/games.
    let sel = judge.db.selectFrom('games').selectAll().where('invite', 'is', null).orderBy('created_at', 'desc').limit(q.limit);
    if (q.status) sel = sel.where('status', '=', q.status as GameStatus);
    const rows = await sel.execute();
    const user = req.auth?.user ?? null;
    return { games: await Promise.all(rows.map(async (r) => gameSummary(judge, r, await judge.viewerOf(user, r)))) };
  });

  app.post('/games', writes, async (req, reply) => {
    const user = requireUser(req);
    const input = parse(createGameSchema, req.body);
    const gameId = await judge.create(user, input);
    return reply.status(201).send({ id: gameId, game: await fresh(req, gameId) });
  });

  app.post('/practice', writes, async (req, reply) => {
    const user = requireUser(req);
    const body = parse(practiceBody, req.body ?? {});
    const { id: gameId, created } = await practiceGame(judge, user, body);
    return reply.status(created ? 201 : 200).send({ id: gameId, created, game: await fresh(req, gameId) });
  });

  app.get('/games/:id', async (req, reply) => {
    const { row, viewer } = await load(req);
    // The text JSON.stringify would give, from the step's kept parts (issue 22, `gameViewText`).
    return reply.type('application/json; charset=utf-8').send(await gameViewText(judge, row, viewer));
  });

  app.delete('/games/:id', writes, async (req, reply) => {
    const user = requireUser(req);
    noBody(req.body);
    const { row } = await load(req);
    await judge.cancel(user, row.id);
    return reply.status(204).send();
  });

  app.post('/games/:id/join', writes, async (req) => {
    const user = requireUser(req);
    const { id: gameId } = parse(gameParams, req.params, 'params');
    const body = parse(joinBody, req.body);
    await judge.join(user, gameId, body.preferences);
    return { game: await fresh(req, gameId) };
  });

  app.post('/games/:id/leave', writes, async (req, reply) => {
    const user = requireUser(req);
    noBody(req.body);
    const { id: gameId } = parse(gameParams, req.params, 'params');
    await judge.leave(user, gameId);
    return reply.status(204).send();
  });

  app.put('/games/:id/preferences', writes, async (req, reply) => {
    const user = requireUser(req);
    const { id: gameId } = parse(gameParams, req.params, 'params');
    const body = parse(prefsBody, req.body);
    await judge.setPreferences(user, gameId, body.preferences);
    return reply.status(204).send();
  });

  app.post('/games/:id/start', writes, async (req) => {
    const user = requireUser(req);
    noBody(req.body);
    const { id: gameId } = parse(gameParams, req.params, 'params');
    await judge.start(user, gameId);
    return { game: await fresh(req, gameId) };
  });

  app.put('/games/:id/decision', { ...writes, bodyLimit: DECISION_BODY_LIMIT }, async (req) => {
    const user = requireUser(req);
    const gameId = gameIdOf(req.params);
    const body = decisionOf(req.body);
    return judge.submit(user, gameId, { decision: body.decision, ready: body.ready, step: body.step, row: rowOf(req, gameId) });
  });

  app.put('/games/:id/draft', { ...writes, bodyLimit: DECISION_BODY_LIMIT }, async (req) => {
    const user = requireUser(req);
    const { id: gameId } = parse(gameParams, req.params, 'params');
    const body = parse(draftBody, req.body);
    return { draft: await judge.saveDraft(user, gameId, body.decision, body.step) };
  });

  app.delete('/games/:id/decision', writes, async (req, reply) => {
    const user = requireUser(req);
    noBody(req.body);
    const { id: gameId } = parse(gameParams, req.params, 'params');
    const { step } = parse(stepQuery, req.query, 'query');
    await judge.retract(user, gameId, step);
    return reply.status(204).send();
  });

  // Issue 21 item 4: a player replaced by a bot after two missed phases takes his seat back.
  app.post('/games/:id/back', writes, async (req) => {
    const user = requireUser(req);
    noBody(req.body);
    const { id: gameId } = parse(gameParams, req.params, 'params');
    await judge.imBack(user, gameId);
    return { game: await fresh(req, gameId) };
  });

  app.put('/games/:id/ready', writes, async (req) => {
    const user = requireUser(req);
    const { id: gameId } = parse(gameParams, req.params, 'params');
    const body = parse(readyBody, req.body);
    return judge.setReady(user, gameId, body.ready, body.step);
  });

  for (const action of ['pause', 'resume'] as const) {
    app.post(`/games/:id/${action}`, writes, async (req) => {
      const user = requireUser(req);
      noBody(req.body);
      const { id: gameId } = parse(gameParams, req.params, 'params');
      await judge[action](user, gameId);
      return { game: await fresh(req, gameId) };
    });
  }

  app.post('/games/:id/extend', writes, async (req) => {
    const user = requireUser(req);
    const { id: gameId } = parse(gameParams, req.params, 'params');
    const body = parse(extendBody, req.body);
    await judge.extend(user, gameId, body.seconds);
    return { game: await fresh(req, gameId) };
  });

  app.get('/games/:id/history', async (req) => {
    const { row, viewer } = await load(req);
    const { from } = parse(fromQuery, req.query, 'query');
    return { steps: await history(judge, row, viewer, from) };
  });

  app.get('/games/:id/history/:step', async (req) => {
    const { step } = parse(stepParams, req.params, 'params');
    const { row, viewer } = await load(req);
    return { step, view: await viewAtStep(judge, row, viewer, step) };
  });

  app.get('/games/:id/file', async (req, reply) => {
    const { row } = await load(req);
    const text = await gameFile(judge, row);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="diadochi-${row.ruleset}-${row.id}.json"`)
      .send(text);
  });

  app.get('/games/:id/messages', async (req) => {
    const { row, viewer } = await load(req);
    const { after } = parse(afterQuery, req.query, 'query');
    return press.list(row, viewer, after);
  });

  app.post('/games/:id/messages', writes, async (req, reply) => {
    const user = requireUser(req);
    const { row, viewer } = await load(req);
    const body = parse(messageBody, req.body);
    return reply.status(201).send({ message: await press.post(user, row, viewer, body) });
  });

  app.post('/games/:id/messages/read', writes, async (req) => {
    requireUser(req);
    const { row, viewer } = await load(req);
    const { upto, thread } = parse(readBody, req.body);
    return press.markRead(row, viewer, upto, thread);
  });

  for (const [action, verdict] of [['release', 'delivered'], ['reject', 'rejected']] as const) {
    app.post(`/games/:id/messages/:mid/${action}`, writes, async (req) => {
      requireUser(req);
      noBody(req.body);
      const { mid } = parse(messageParams, req.params, 'params');
      const { row, viewer } = await load(req);
      return { message: await press.moderate(row, viewer, mid, verdict) };
    });
  }

  app.get('/me/games', async (req) => {
    const user = requireUser(req);
    const db = judge.db;
    const rows = await db
      .selectFrom('games')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('gm_id', '=', user.id),
          eb('id', 'in', eb.selectFrom('members').select('game_id').where('user_id', '=', user.id)),
          eb('id', 'in', eb.selectFrom('seats').select('game_id').where('user_id', '=', user.id)),
        ]),
      )
      .orderBy('created_at', 'desc')
      .limit(200)
      .execute();
    const games: MyGame[] = [];
    for (const row of rows) {
      const viewer = await judge.viewerOf(user, row);
      games.push({ game: await gameSummary(judge, row, viewer), needsAction: await needsAction(ctx, row, viewer.power), unread: await press.unread(row, viewer) });
    }
    return { games };
  });
}

/** Whether the caller's power must decide now and has not said it is ready. */
async function needsAction(ctx: Ctx, row: { id: string; ruleset: string; session: string; status: string; step: number }, power: string | null): Promise<boolean> {
  if (!power || (row.status !== 'running' && row.status !== 'paused')) return false;
  const def = ctx.judge.defs.get(row.ruleset);
  const pending = def?.pending((JSON.parse(row.session) as { state: unknown }).state);
  if (!pending?.players.includes(power)) return false;
  const sub = await ctx.judge.db.selectFrom('submissions').select(['ready', 'step']).where('game_id', '=', row.id).where('power', '=', power).executeTakeFirst();
  return !(sub && sub.step === row.step && sub.ready === 1);
}

