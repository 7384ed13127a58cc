import { z } from 'zod';
import { parse } from './errors.ts';

/** A game's address (`/games/:id…`). */
export const gameParams = z.object({ id: z.string().min(1).max(100) });

/** A decision's body (PUT /games/:id/decision). */
export const decisionBody = z
  .strictObject({ decision: z.unknown(), ready: z.boolean().default(true), step: z.number().int().min(0).optional() })
  .refine((b) => b.decision !== undefined, { message: 'decision is required', path: ['decision'] });

/**
 * Issue 22: the hot routes' inputs (a game's id; a decision's body) are checked by hand when they
 * are plainly valid, as zod's parse cost about 2 % of a submission's CPU in the judge's benchmark;
 * anything else goes to the schema, which alone words the refusals. Each accepts only what its
 * schema accepts, and gives what it gives.
 */
export function gameIdOf(params: unknown): string {
  const id = (params as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' && id.length >= 1 && id.length <= 100 ? id : parse(gameParams, params, 'params').id;
}

const DECISION_KEYS = new Set(['decision', 'ready', 'step']);

/** `decisionBody`'s output (its default `ready` included), by hand when the body is plainly valid. */
export function decisionOf(body: unknown): z.infer<typeof decisionBody> {
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    const b = body as Record<string, unknown>;
    const plain =
      b.decision !== undefined &&
      (b.ready === undefined || typeof b.ready === 'boolean') &&
      (b.step === undefined || (typeof b.step === 'number' && Number.isSafeInteger(b.step) && b.step >= 0)) &&
      Object.keys(b).every((k) => DECISION_KEYS.has(k));
    if (plain) return { decision: b.decision, ready: (b.ready as boolean | undefined) ?? true, ...(b.step !== undefined ? { step: b.step as number } : {}) };
  }
  return parse(decisionBody, body);
}

