import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clearSessionCookies, limited, requireAdmin, requireUser, setSessionCookies } from './context.ts';
import type { Ctx } from './context.ts';
import { noBody, notFound, parse } from './errors.ts';

const name = z.string().regex(/^[A-Za-z0-9_.-]{3,32}$/, 'Names have 3 to 32 letters, digits, dots, dashes or underscores.');
const password = z.string().min(8, 'Passwords have at least 8 characters.').max(200);
const credentials = z.strictObject({ name, password: z.string().min(1).max(200) });
const registration = z.strictObject({ name, password });
const passwordChange = z.strictObject({ current: z.string().min(1).max(200), next: password });
const idParam = z.object({ id: z.string().min(1).max(100) });
const roleBody = z.strictObject({ role: z.enum(['player', 'admin']) });

export function authRoutes(app: FastifyInstance, ctx: Ctx): void {
  const { accounts } = ctx;

  app.post('/auth/register', limited(ctx.limits.login, 'address'), async (req, reply) => {
    const body = parse(registration, req.body);
    const s = await accounts.register(body.name, body.password);
    setSessionCookies(reply, s.token, s.csrf, ctx.secureCookies);
    return reply.status(201).send({ user: s.user, csrfToken: s.csrf });
  });

  app.post('/auth/login', limited(ctx.limits.login, 'address'), async (req, reply) => {
    const body = parse(credentials, req.body);
    const s = await accounts.login(body.name, body.password);
    setSessionCookies(reply, s.token, s.csrf, ctx.secureCookies);
    return { user: s.user, csrfToken: s.csrf };
  });

  app.post('/auth/logout', async (req, reply) => {
    noBody(req.body);
    if (req.auth) await accounts.logout(req.auth.tokenHash);
    clearSessionCookies(reply);
    return reply.status(204).send();
  });

  app.get('/auth/me', async (req) => ({ user: req.auth?.user ?? null, ...(req.auth ? { csrfToken: req.auth.csrf } : {}) }));

  app.post('/auth/password', limited(ctx.limits.login, 'user'), async (req, reply) => {
    const user = requireUser(req);
    const body = parse(passwordChange, req.body);
    await accounts.changePassword(user.id, body.current, body.next, req.auth!.tokenHash);
    return reply.status(204).send();
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
