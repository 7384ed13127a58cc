import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/** Arrays and objects nested deeper than this are refused before anything parses them. */
export const MAX_JSON_DEPTH = 64;

/** Bytes of a decision's body: a whole Diadokhoi season of orders is a few KiB (docs/API.md, "Limits"). */
export const DECISION_BODY_LIMIT = 32 * 1024;

/**
 * How deep the arrays and objects of a JSON text nest, stopping as soon as `max` is passed.
 * One pass, linear in the text; brackets inside strings do not count.
 */
export function jsonDepthOver(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * Request bodies: JSON only (any other content type gets Fastify's 415, as docs/API.md says;
 * the plain-text parser Fastify adds by default is removed), and a JSON body nested deeper
 * than `MAX_JSON_DEPTH` gets a 400 `json-too-deep` before it is parsed: a deep body would
 * otherwise overflow the parser's stack (a 500) or, just below, be stored and break the pages
 * that show it. Fastify's own JSON parser (prototype-poisoning checks) does the rest.
 */
export function jsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    if (jsonDepthOver(text, MAX_JSON_DEPTH)) {
      return done(new HttpError(400, 'json-too-deep', `JSON nested more than ${MAX_JSON_DEPTH} levels deep is refused.`), undefined);
    }
    return parseJson(req, text, done);
  });
}
