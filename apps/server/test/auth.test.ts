import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser, backends, Client, expectOk, testServer, users } from './helpers.ts';
import type { Json, TestServer } from './helpers.ts';

let n = 0;
const uniq = (s: string) => `${s}-${++n}`;

describe.each(backends)('accounts (%s)', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer(backend);
  });
  afterAll(async () => t?.close());

  it('registers with an argon2id hash, sets an HttpOnly session cookie and a readable CSRF cookie', async () => {
    const c = new Client(t.app);
    const name = uniq('Alice');
    const r = await c.post('/api/auth/register', { name, password: 'long enough' });
    expect(r.status).toBe(201);
    expect(r.body.user).toMatchObject({ name, role: 'player' });
    const cookies = ([] as string[]).concat(r.headers['set-cookie'] as string[]);
    expect(cookies.find((x) => x.startsWith('diadochi_session='))).toMatch(/HttpOnly/i);
    expect(cookies.find((x) => x.startsWith('diadochi_csrf='))).not.toMatch(/HttpOnly/i);
    expect(cookies.join(';')).toMatch(/SameSite=Lax/i);
    const row = await t.server.judge.db.selectFrom('users').select('password_hash').where('name', '=', name).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain('long enough');
    expect(expectOk(await c.get('/api/auth/me')).user.name).toBe(name);
    const dup = await new Client(t.app).post('/api/auth/register', { name: name.toUpperCase(), password: 'long enough' });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe('name-taken');
  });

  it('rejects bad registrations with located problems', async () => {
    const r = await new Client(t.app).post('/api/auth/register', { name: 'x', password: 'short', extra: true });
    expect(r.status).toBe(400);
    const paths = r.body.problems.map((p: Json) => p.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['body.name', 'body.password', 'body']));
    expect((await new Client(t.app).post('/api/auth/register')).status).toBe(400);
  });

  it('logs in and out; a wrong password or unknown name gets the same 401', async () => {
    const name = uniq('bob');
    await new Client(t.app).register(name, 'secret passage west');
    const wrong = await new Client(t.app).post('/api/auth/login', { name, password: 'nope' });
    const unknown = await new Client(t.app).post('/api/auth/login', { name: uniq('nobody'), password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    const c = new Client(t.app);
    const ok = expectOk(await c.post('/api/auth/login', { name: name.toUpperCase(), password: 'secret passage west' }));
    c.csrf = ok.csrfToken;
    expect(expectOk(await c.get('/api/auth/me')).user.name).toBe(name);
    const session = c.cookies['diadochi_session']!;
    expect((await c.post('/api/auth/logout')).status).toBe(204);
    expect(expectOk(await c.get('/api/auth/me')).user).toBeNull();
    // the old cookie no longer works even if replayed
    c.cookies['diadochi_session'] = session;
    expect(expectOk(await c.get('/api/auth/me')).user).toBeNull();
  });

  it('refuses cookie-authenticated writes without the right CSRF header', async () => {
    const [c] = await users(t.app, uniq('carol'));
    const token = c!.csrf;
    c!.csrf = undefined;
    const none = await c!.post('/api/games', { ruleset: 'tribute' });
    expect(none.status).toBe(403);
    expect(none.body.error).toBe('csrf');
    c!.csrf = 'x'.repeat(token!.length);
    expect((await c!.post('/api/games', { ruleset: 'tribute' })).status).toBe(403);
    c!.csrf = token;
    expect((await c!.post('/api/games', { ruleset: 'tribute' })).status).toBe(201);
    // reads need no token
    c!.csrf = undefined;
    expect((await c!.get('/api/me/games')).status).toBe(200);
  });

  it('changes the password: the old one stops working and other sessions end', async () => {
    const name = uniq('dave');
    const [c] = await users(t.app, name);
    const other = new Client(t.app);
    other.csrf = expectOk(await other.post('/api/auth/login', { name, password: 'correct horse' })).csrfToken;
    expect((await c!.post('/api/auth/password', { current: 'wrong', next: 'a new pass for dave' })).status).toBe(403);
    expect((await c!.post('/api/auth/password', { current: 'correct horse', next: 'short' })).status).toBe(400);
    expect((await c!.post('/api/auth/password', { current: 'correct horse', next: 'a new pass for dave' })).status).toBe(204);
    expect(expectOk(await c!.get('/api/auth/me')).user.name).toBe(name);
    expect(expectOk(await other.get('/api/auth/me')).user).toBeNull();
    expect((await new Client(t.app).post('/api/auth/login', { name, password: 'correct horse' })).status).toBe(401);
    expect((await new Client(t.app).post('/api/auth/login', { name, password: 'a new pass for dave' })).status).toBe(200);
  });

  it('admins (named in the configuration) manage roles; players may not', async () => {
    const root = await adminUser(t);
    const [p] = await users(t.app, uniq('erin'));
    expect(expectOk(await root.get('/api/auth/me')).user.role).toBe('admin');
    expect((await p!.get('/api/admin/users')).status).toBe(403);
    expect((await new Client(t.app).get('/api/admin/users')).status).toBe(401);
    const list = expectOk(await root.get('/api/admin/users'));
    const me = list.users.find((u: Json) => u.name === p!.name);
    expect(Object.keys(me).sort()).toEqual(['id', 'name', 'role']);
    expect(expectOk(await root.put(`/api/admin/users/${me.id}/role`, { role: 'admin' })).user.role).toBe('admin');
    expect(expectOk(await p!.get('/api/auth/me')).user.role).toBe('admin');
    expect((await root.put(`/api/admin/users/${me.id}/role`, { role: 'emperor' })).status).toBe(400);
    expect((await root.put('/api/admin/users/nobody/role', { role: 'admin' })).status).toBe(404);
    expect(expectOk(await root.get('/api/admin/stats')).judge).toHaveProperty('adjudications');
  });
});

describe('rate limits', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer('sqlite', { rateLimits: { login: { max: 3, windowMs: 60_000 }, writes: { max: 4, windowMs: 60_000 } } });
  });
  afterAll(async () => t?.close());

  it('limits login attempts per address (429 with a clear body)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await new Client(t.app).post('/api/auth/login', { name: 'ghost', password: 'x' })).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const r = await new Client(t.app).post('/api/auth/login', { name: 'ghost', password: 'x' });
    expect(r.body).toEqual({ error: 'rate-limited', message: expect.any(String) });
  });

  it('limits writes per user, not per address', async () => {
    const fresh = await testServer('sqlite', { rateLimits: { login: false, writes: { max: 4, windowMs: 60_000 } } });
    try {
      const [x, y] = await users(fresh.app, 'ratex', 'ratey');
      const sx: number[] = [];
      for (let i = 0; i < 6; i++) sx.push((await x!.post('/api/games', { ruleset: 'tribute' })).status);
      expect(sx).toEqual([201, 201, 201, 201, 429, 429]);
      expect((await y!.post('/api/games', { ruleset: 'tribute' })).status).toBe(201);
    } finally {
      await fresh.close();
    }
  });
});
