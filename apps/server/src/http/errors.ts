import type { Problem } from '@diadochi/kernel';
import { z } from 'zod';

/**
 * An error the client caused or may act on. Its body is `{ error, message, problems? }`.
 * Messages must never carry another player's secret: they are written here, not copied
 * from the rules engine, except the engine's problems with the caller's own decision.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly problems?: Problem[],
  ) {
    super(message);
  }

  body(): { error: string; message: string; problems?: Problem[] } {
    return { error: this.code, message: this.message, ...(this.problems ? { problems: this.problems } : {}) };
  }
}

export const badRequest = (message: string, problems?: Problem[]) => new HttpError(400, 'bad-request', message, problems);
export const unauthorized = (message = 'Log in first.') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);
export const notFound = (what = 'Not found.') => new HttpError(404, 'not-found', what);
export const conflict = (code: string, message: string) => new HttpError(409, code, message);

const nothing = z.union([z.undefined(), z.strictObject({})]);

/** For writes that take no body: nothing, or an empty JSON object. */
export function noBody(data: unknown): void {
  parse(nothing, data);
}

/** Parses input with a zod schema; every issue becomes a located problem in a 400 reply. */
export function parse<T extends z.ZodType>(schema: T, data: unknown, where: 'body' | 'query' | 'params' = 'body'): z.infer<T> {
  const r = schema.safeParse(data ?? (where === 'body' ? undefined : {}));
  if (r.success) return r.data;
  const problems: Problem[] = r.error.issues.map((i) => ({
    code: 'invalid-input',
    message: i.message,
    path: [where, ...i.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
  }));
  throw badRequest(`The request ${where} is not valid.`, problems);
}
