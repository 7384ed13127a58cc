/**
 * Pictures of a game's position (issue 21 items 2 and 7; docs/API.md, "Pictures"): the map as
 * SVG or PNG after any step played, as the caller's seat sees it. Under /games/:id, so the
 * private-game check of game-routes.ts applies to them as well.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pictureFor } from '../games/pictures.ts';
import type { PictureFormat } from '../games/pictures.ts';
import type { Ctx } from './context.ts';
import { parse } from './errors.ts';

const params = z.object({ id: z.string().min(1).max(100), format: z.enum(['svg', 'png']) });
const query = z.object({
  step: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  lang: z.enum(['en', 'fr']).default('en'),
});
const TYPES: Record<PictureFormat, string> = { svg: 'image/svg+xml; charset=utf-8', png: 'image/png' };

export function pictureRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { judge } = ctx;
  app.get('/games/:id/map.:format', async (req, reply) => {
    const { id, format } = parse(params, req.params, 'params');
    const { step, lang } = parse(query, req.query, 'query');
    const row = await judge.gameRow(id);
    const viewer = await judge.viewerOf(req.auth?.user ?? null, row);
    const body = await pictureFor(judge, row, viewer, { ...(step !== undefined ? { step } : {}), lang, format });
    return reply
      .header('content-type', TYPES[format])
      // A played step's picture never changes; the current step's may (a running game): no long cache.
      .header('cache-control', step !== undefined && step < row.step ? 'private, max-age=86400' : 'private, no-cache')
      .header('content-disposition', `inline; filename="diadochi-${row.ruleset}-${row.id}-${step ?? row.step}-${lang}.${format}"`)
      .send(body);
  });
}
