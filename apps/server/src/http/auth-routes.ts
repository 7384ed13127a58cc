import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LoginThrottled } from '../accounts.ts';
import { MAX_PASSWORD, MIN_PASSWORD } from '../password-policy.ts';
import { clearSessionCookies, limited, requireAdmin, requireUser, setSessionCookies } from './context.ts';
import type { Ctx } from './context.ts';
import { noBody, notFound, parse } from './errors.ts';

const name = z.string().regex(/^[A-Za-z0-9_.-]{3,32}$/, 'Names have 3 to 32 letters, digits, dots, dashes or underscores.');
/** Length here; strength (zxcvbn, common passwords) in `refuseWeakPassword`, with its own code. */
const password = z.string().min(MIN_PASSWORD, `Passwords have at least ${MIN_PASSWORD} characters.`).max(MAX_PASSWORD);
const credentials = z.strictObject({ name, password: z.string().min(1).max(200) });
const registration = z.strictObject({ name, password });
const passwordChange = z.strictObject({ current: z.string().min(1).max(200), next: password });
const idParam = z.object({ id: z.string().min(1).max(100) });
const roleBody = z.strictObject({ role: z.enum(['player', 'admin']) });
const adminClaim = z.strictObject({ token: z.string().min(1).max(200) });

export function authRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { accounts } = ctx;

  app.post('/auth/register', limited(ctx.limits.register, 'address'), async (req, reply) => {
    const body = parse(registration, req.body);
    const s = await accounts.register(body.name, body.password);
    setSessionCookies(reply, s.token, s.csrf, ctx.secureCookies);
    return reply.status(201).send({ user: s.user, csrfToken: s.csrf });
  });

  app.post('/auth/login', limited(ctx.limits.login, 'address'), async (req, reply) => {
    const body = parse(credentials, req.body);
    let s;
    try {
      s = await accounts.login(body.name, body.password);
    } catch (e) {
      if (!(e instanceof LoginThrottled)) throw e;
      const seconds = Math.ceil(e.retryAfterMs / 1000);
      return reply.status(429).header('retry-after', String(seconds)).send({ ...e.body(), retryAfter: seconds });
    }
    setSessionCookies(reply, s.token, s.csrf, ctx.secureCookies);
    return { user: s.user, csrfToken: s.csrf };
  });

  app.post('/auth/logout', async (req, reply) => {
    noBody(req.body);
    if (req.auth) {
      await accounts.logout(req.auth.tokenHash);
      await ctx.hub.endSessions({ userId: req.auth.user.id, session: req.auth.tokenHash });
    }
    clearSessionCookies(reply);
    return reply.status(204).send();
  });

  app.get('/auth/me', async (req) => ({ user: req.auth?.user ?? null, ...(req.auth ? { csrfToken: req.auth.csrf } : {}) }));

  app.post('/auth/password', limited(ctx.limits.login, 'user'), async (req, reply) => {
    const user = requireUser(req);
    const body = parse(passwordChange, req.body);
    await accounts.changePassword(user.id, body.current, body.next, req.auth!.tokenHash);
    // Every socket of the account closes, this session's too: each was opened under the old password.
    await ctx.hub.endSessions({ userId: user.id });
    return reply.status(204).send();
  });

  app.post('/auth/admin-claim', limited(ctx.limits.login, 'address'), async (req) => {
    const user = requireUser(req);
    const { token } = parse(adminClaim, req.body);
    return { user: await accounts.claimAdmin(user, token) };
  });

  app.get('/admin/users', async (req) => {
    requireAdmin(req);
    return { users: await accounts.listUsers() };
  });

  app.put('/admin/users/:id/role', limited(ctx.limits.writes, 'user'), async (req) => {
    requireAdmin(req);
    const { id } = parse(idParam, req.params, 'params');
    const { role } = parse(roleBody, req.body);
    const user = await accounts.setRole(id, role);
    if (!user) throw notFound('No such user.');
    return { user };
  });

  app.get('/admin/stats', async (req) => {
    requireAdmin(req);
    const mem = process.memoryUsage();
    return {
      judge: ctx.judge.stats,
      sockets: ctx.hub.size,
      notificationsSent: ctx.hub.stats.sent,
      cachedRecords: ctx.judge.records.size,
      bus: ctx.bus.kind,
      memory: { rss: mem.rss, heapUsed: mem.heapUsed },
    };
  });
}
