import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser, Client, expectOk, testServer, users } from './helpers.ts';
import type { Json, TestServer } from './helpers.ts';

/** Issue 13 item 4: weak passwords, per-account login throttling, which names exist, admins, headers. */
describe('accounts under attack', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer('sqlite');
  });
  afterAll(async () => t?.close());

  it.each([
    ['12345678', 'a common password'],
    ['        ', 'eight spaces'],
    ['password1234', 'a common word and digits'],
    ['qwertyuiop', 'a keyboard run'],
    ['aaaaaaaaaaaa', 'a repeat'],
    ['weak-user-name', 'the name itself'],
  ])('refuses %j (%s) with the typed code weak-password, at registration and at a change', async (password) => {
    const r = await new Client(t.app).post('/api/auth/register', { name: 'weak-user-name', password });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ error: 'weak-password', problems: [{ code: 'weak-password', path: ['body', 'password'] }] });
    const changer = `changer-${password.charCodeAt(0)}-${password.length}`;
    const [c] = await users(t.app, changer);
    const change = await c!.post('/api/auth/password', { current: 'correct horse', next: password === 'weak-user-name' ? changer : password });
    expect(change.status).toBe(422);
    expect(change.body.error).toBe('weak-password');
  });

  it('accepts a password of a few unrelated words, and a long one in linear time', async () => {
    expect((await new Client(t.app).post('/api/auth/register', { name: 'good-user', password: 'olive tree at Pella' })).status).toBe(201);
    const long = await new Client(t.app).post('/api/auth/register', { name: 'long-user', password: 'ab1 '.repeat(50) });
    expect(long.status).toBe(422); // a repeat, however long; judged on its first 64 characters
  });

  it('a taken name is refused only after the same password work as a new account (409 name-taken, weak passwords first)', async () => {
    await users(t.app, 'taken-name');
    const weak = await new Client(t.app).post('/api/auth/register', { name: 'taken-name', password: '12345678' });
    expect(weak.status).toBe(422); // the password is judged before the name is looked up
    const taken = await new Client(t.app).post('/api/auth/register', { name: 'Taken-Name', password: 'olive tree at Pella' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: 'name-taken', message: 'That name is taken.' });
  });
});

describe('login throttling per account', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer('sqlite', {
      trustProxy: true, // each guess below comes "from" another address
      rateLimits: { login: { max: 10, windowMs: 60_000 }, writes: false, register: false, account: { free: 10, baseMs: 1000, maxMs: 60_000, forgetMs: 3600_000 } },
    });
  });
  afterAll(async () => t?.close());

  const guess = (name: string, password: string, address: string) =>
    new Client(t.app).req('POST', '/api/auth/login', { name, password }, { 'x-forwarded-for': address });

  it('the guesses from many addresses at one account are cut off with login-throttled and Retry-After, doubling; the right password is refused too while locked', async () => {
    await users(t.app, 'victim');
    const statuses: number[] = [];
    let last: Json = null;
    for (let i = 1; i <= 21; i++) {
      last = await guess('victim', `wrong guess ${i}`, `10.0.0.${i}`);
      statuses.push(last.status);
    }
    // Eleven tries (the 11th locks the name for 1 s), then refused before any password check.
    expect(statuses).toEqual([...Array(11).fill(401), ...Array(10).fill(429)]);
    expect(last.body).toEqual({ error: 'login-throttled', message: expect.any(String), retryAfter: 1 });
    expect(last.headers['retry-after']).toBe('1');
    expect((await guess('victim', 'correct horse', '10.0.1.1')).status).toBe(429);
    // Back-off: after the lock, one more failure locks it for 2 s, then 4 s…
    t.clock.advance(1000);
    expect((await guess('victim', 'wrong again', '10.0.1.2')).status).toBe(401);
    expect((await guess('victim', 'correct horse', '10.0.1.3')).headers['retry-after']).toBe('2');
    t.clock.advance(2000);
    expect((await guess('victim', 'wrong again', '10.0.1.4')).status).toBe(401);
    expect((await guess('victim', 'correct horse', '10.0.1.5')).headers['retry-after']).toBe('4');
    t.clock.advance(4000);
    // The owner gets in once the lock is over; success clears the count.
    expect((await guess('victim', 'correct horse', '10.0.1.6')).status).toBe(200);
    expect((await guess('victim', 'wrong once', '10.0.1.7')).status).toBe(401);
    expect((await guess('victim', 'correct horse', '10.0.1.8')).status).toBe(200);
  });

  it('names that do not exist are throttled the same way (the throttle tells nothing about which exist)', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) statuses.push((await guess('nobody-here', `x${i}`, `10.0.2.${i}`)).status);
    expect(statuses).toEqual([...Array(11).fill(401), 429]);
  });

  it('guesses sent all at once are counted before their passwords are checked: eleven tried, the rest refused', async () => {
    await users(t.app, 'victim-2');
    const all = await Promise.all(Array.from({ length: 30 }, (_, i) => guess('victim-2', `wrong ${i}`, `10.0.4.${i + 1}`)));
    const statuses = all.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(11).fill(401), ...Array(19).fill(429)]);
  });

  it('other accounts are not affected', async () => {
    await users(t.app, 'bystander');
    expect((await guess('bystander', 'correct horse', '10.0.3.1')).status).toBe(200);
  });
});

describe('registrations per address', () => {
  it('are limited (default 5 an hour) to slow the probing of names and the cost of hashes', async () => {
    const t = await testServer('sqlite', { rateLimits: { login: { max: 100, windowMs: 60_000 }, writes: false } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await new Client(t.app).post('/api/auth/register', { name: `reg-${i}`, password: 'olive tree at Pella' })).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    } finally {
      await t.close();
    }
  });
});

describe('ADMIN_USERS', () => {
  it('does not make whoever registers such a name first an admin; its owner claims the role once with the start token', async () => {
    const t = await testServer('sqlite', { admins: ['Root'] });
    try {
      const [root] = await users(t.app, 'root');
      expect(expectOk(await root!.get('/api/auth/me')).user.role).toBe('player');
      expect((await root!.get('/api/admin/users')).status).toBe(403);
      const token = t.server.adminTokens.get('root')!;
      expect(token).toMatch(/^[\w-]{40,}$/);
      const [other] = await users(t.app, 'someone-else');
      expect((await other!.post('/api/auth/admin-claim', { token })).status).toBe(403); // the token is bound to the name
      expect((await root!.post('/api/auth/admin-claim', { token: 'x'.repeat(token.length) })).status).toBe(403);
      expect(expectOk(await root!.post('/api/auth/admin-claim', { token })).user.role).toBe('admin');
      expect((await root!.get('/api/admin/users')).status).toBe(200);
      expect((await root!.post('/api/auth/admin-claim', { token })).status).toBe(403); // once only
      expect((await new Client(t.app).post('/api/auth/admin-claim', { token })).status).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('binds at start the accounts of those names that exist then', async () => {
    const first = await testServer('sqlite', { admins: [] });
    await users(first.app, 'boss', 'worker');
    await first.server.close();
    const again = await testServer('sqlite', { admins: ['boss', 'newcomer'] }, first.store);
    try {
      expect([...again.server.adminTokens.keys()]).toEqual(['newcomer']);
      const boss = new Client(again.app);
      boss.csrf = expectOk(await boss.post('/api/auth/login', { name: 'boss', password: 'correct horse' })).csrfToken;
      expect(expectOk(await boss.get('/api/auth/me')).user.role).toBe('admin');
      // The list's order is the database's (accounts made in the same millisecond tie): compare as a set.
      const roles = expectOk(await boss.get('/api/admin/users')).users.map((u: Json) => `${u.name}:${u.role}`).sort();
      expect(roles).toEqual(['boss:admin', 'worker:player']);
    } finally {
      await again.close();
      await first.store.cleanup();
    }
  });

  it('the test helper’s admin is made through the same claim', async () => {
    const t = await testServer('sqlite');
    try {
      const root = await adminUser(t);
      expect(expectOk(await root.get('/api/auth/me')).user.role).toBe('admin');
    } finally {
      await t.close();
    }
  });
});

describe('security headers', () => {
  it('every reply forbids framing and sniffing and carries a content security policy the web client meets', async () => {
    const t = await testServer('sqlite');
    try {
      for (const url of ['/api/auth/me', '/api/games', '/api/nothing-here']) {
        const h = (await new Client(t.app).get(url)).headers;
        expect(h['x-frame-options']).toBe('DENY');
        expect(h['x-content-type-options']).toBe('nosniff');
        const csp = String(h['content-security-policy']);
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("script-src 'self'");
        expect(csp).toContain("default-src 'self'");
        expect(csp).not.toContain('unsafe-eval');
        expect(h['strict-transport-security']).toBeUndefined(); // plain HTTP here
      }
    } finally {
      await t.close();
    }
  });
});
