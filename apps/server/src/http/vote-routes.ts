import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { VotesView } from '../api.ts';
import { limited, requireUser } from './context.ts';
import type { Ctx } from './context.ts';
import { parse } from './errors.ts';

const id = z.string().min(1).max(100);
const gameParams = z.object({ id });
const voteParams = z.object({ id, vid: id });
const proposeBody = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('draw') }),
  z.strictObject({ kind: z.literal('concede'), to: z.string().min(1).max(60) }),
  // The range is the judge's (422 pause-out-of-range, `PAUSE_SECONDS`).
  z.strictObject({ kind: z.literal('pause'), seconds: z.number() }),
  z.strictObject({ kind: z.literal('resume') }),
]);
const ballotBody = z.strictObject({ yes: z.boolean() });

/**
 * Secret draw and concession votes (issue 21 item 5; docs/API.md "Votes"). Registered in the
 * same scope as `gameRoutes`, whose hook hides a private game (404) from whoever lacks its link.
 */
export function voteRoutes(app: FastifyInstance, ctx: Ctx): void {
  const judge = ctx.judge;
  const writes = limited(ctx.limits.writes, 'user');
  const list = async (user: Parameters<typeof judge.votes.list>[0], gameId: string): Promise<VotesView> => judge.votes.list(user, await judge.gameRow(gameId));

  app.get('/games/:id/votes', async (req) => {
    const { id: gameId } = parse(gameParams, req.params, 'params');
    return list(req.auth?.user ?? null, gameId);
  });

  app.post('/games/:id/votes', writes, async (req, reply) => {
    const user = requireUser(req);
    const { id: gameId } = parse(gameParams, req.params, 'params');
    const body = parse(proposeBody, req.body);
    await judge.votes.propose(user, gameId, body.kind, body.kind === 'concede' ? body.to : null, body.kind === 'pause' ? body.seconds : null);
    reply.code(201);
    return list(user, gameId);
  });

  app.put('/games/:id/votes/:vid', writes, async (req) => {
    const user = requireUser(req);
    const { id: gameId, vid } = parse(voteParams, req.params, 'params');
    const body = parse(ballotBody, req.body);
    await judge.votes.ballot(user, gameId, vid, body.yes);
    return list(user, gameId);
  });
}
