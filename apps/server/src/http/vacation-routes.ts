import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { limited, requireUser } from './context.ts';
import type { Ctx } from './context.ts';
import { noBody, parse } from './errors.ts';

// The range is the judge's (422 vacation-out-of-range).
const takeBody = z.strictObject({ days: z.number() });

/** A player's vacations (issue 21 item 3; docs/API.md "Vacations"). */
export function vacationRoutes(app: FastifyInstance, ctx: Ctx): void {
  const vacations = ctx.judge.vacations;
  const writes = limited(ctx.limits.writes, 'user');

  app.get('/me/vacation', async (req) => ({ vacation: await vacations.view(requireUser(req).id) }));

  app.post('/me/vacation', writes, async (req, reply) => {
    const user = requireUser(req);
    const { days } = parse(takeBody, req.body);
    await vacations.take(user.id, days);
    reply.code(201);
    return { vacation: await vacations.view(user.id) };
  });

  app.delete('/me/vacation', writes, async (req) => {
    const user = requireUser(req);
    noBody(req.body);
    await vacations.end(user.id);
    return { vacation: await vacations.view(user.id) };
  });
}
