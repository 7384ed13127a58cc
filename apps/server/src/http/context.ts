import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { Accounts, User } from '../accounts.ts';
import type { Bus } from '../bus.ts';
import type { Judge } from '../games/judge.ts';
import type { Press } from '../games/press.ts';
import type { Hub } from '../hub.ts';
import type { AccountThrottleOptions } from '../login-throttle.ts';
import { forbidden, HttpError, unauthorized } from './errors.ts';

export interface Auth {
  user: User;
  csrf: string;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
}

export interface Limit {
  max: number;
  /** Milliseconds. */
  windowMs: number;
}

export interface RateLimits {
  /** Login (and registration, unless `register` says otherwise), per client address. */
  login: Limit | false;
  /** Registrations per client address (they cost a password hash each, and probe which names exist). */
  register: Limit | false;
  /** Failed logins per account name, with back-off (`LoginThrottle`). */
  account: AccountThrottleOptions | false;
  /** Every other write, per user (or address when anonymous). */
  writes: Limit | false;
}

export interface Ctx {
  judge: Judge;
  accounts: Accounts;
  press: Press;
  hub: Hub;
  bus: Bus;
  limits: RateLimits;
  secureCookies: boolean;
  allowedOrigins: string[];
}

export const SESSION_COOKIE = 'diadochi_session';
export const CSRF_COOKIE = 'diadochi_csrf';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Reads the session cookie. A write made with a session cookie must also carry the session's
 * CSRF token in the `X-CSRF-Token` header (double submit: the token is also in a cookie the
 * page's script can read, which another site cannot).
 */
export function authHook(accounts: Accounts) {
  return async (req: FastifyRequest): Promise<void> => {
    const token = req.cookies[SESSION_COOKIE];
    req.auth = token ? await accounts.sessionOf(token) : null;
    if (req.auth && !SAFE_METHODS.has(req.method)) {
      const header = req.headers[CSRF_HEADER];
      if (typeof header !== 'string' || !sameToken(header, req.auth.csrf)) {
        throw new HttpError(403, 'csrf', `Writes need the ${CSRF_HEADER} header with the token given at login.`);
      }
    }
  };
}

export function requireUser(req: FastifyRequest): User {
  if (!req.auth) throw unauthorized();
  return req.auth.user;
}

export function requireAdmin(req: FastifyRequest): User {
  const u = requireUser(req);
  if (u.role !== 'admin') throw forbidden('Admins only.');
  return u;
}

/** Route options that apply a rate limit. */
export function limited(limit: Limit | false, by: 'address' | 'user'): RouteShorthandOptions {
  if (!limit) return {};
  return {
    config: {
      rateLimit: {
        max: limit.max,
        timeWindow: limit.windowMs,
        keyGenerator: (req: FastifyRequest) => (by === 'user' && req.auth ? `user:${req.auth.user.id}` : `ip:${req.ip}`),
      },
    },
  };
}

export function setSessionCookies(reply: FastifyReply, token: string, csrf: string, secure: boolean): void {
  const base = { path: '/', sameSite: 'lax' as const, secure, maxAge: 30 * 24 * 3600 };
  reply.setCookie(SESSION_COOKIE, token, { ...base, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, csrf, { ...base, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
}
