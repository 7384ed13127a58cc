import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionCache } from '../src/session-cache.ts';
import type { CachedSession } from '../src/session-cache.ts';
import { adminUser, backends, Client, expectOk, FakeClock, testServer } from './helpers.ts';
import type { TestServer } from './helpers.ts';

/**
 * Issue 22: login sessions kept in memory after their first read (`session-cache.ts`). Every way
 * a session ends or its user changes must be seen by the next request exactly as without the
 * cache: logout, password change, role change, expiry, and (on the bus) another instance's end.
 */
const session = (tokenHash: string, userId: string, expiresAt: number): CachedSession => ({ user: { id: userId, name: userId, role: 'player' }, csrf: 'c', tokenHash, expiresAt });

describe('SessionCache', () => {
  it('never serves an entry past its session expiry nor its time to live', () => {
    const clock = new FakeClock(1000);
    const cache = new SessionCache(clock.now, { ttlMs: 500 });
    cache.put(session('a', 'u', 1300), cache.mark());
    cache.put(session('b', 'u', 9999), cache.mark());
    expect(cache.get('a')?.tokenHash).toBe('a');
    clock.advance(300);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')?.tokenHash).toBe('b');
    clock.advance(200);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most its capacity, the oldest going first', () => {
    const cache = new SessionCache(new FakeClock().now, { capacity: 2 });
    for (const k of ['a', 'b', 'c']) cache.put(session(k, k, Infinity), cache.mark());
    expect([cache.get('a'), cache.get('b')?.tokenHash, cache.get('c')?.tokenHash]).toEqual([undefined, 'b', 'c']);
  });

  it('does not store a read that began before a drop, nor any read during a write', async () => {
    const cache = new SessionCache(new FakeClock().now);
    const before = cache.mark();
    cache.drop((s) => s.user.id === 'u');
    cache.put(session('a', 'u', Infinity), before);
    expect(cache.get('a')).toBeUndefined();
    cache.put(session('a', 'u', Infinity), cache.mark());
    let during: CachedSession | undefined;
    await cache.around(
      (s) => s.user.id === 'u',
      async () => {
        during = cache.get('a');
        cache.put(session('a', 'u', Infinity), cache.mark());
        cache.put(session('x', 'other', Infinity), cache.mark());
      },
    );
    expect(during).toBeUndefined();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('x')).toBeUndefined();
  });

  it('hands out frozen entries: a request cannot change what the next one reads', () => {
    const cache = new SessionCache(new FakeClock().now);
    cache.put(session('a', 'u', Infinity), cache.mark());
    expect(() => {
      (cache.get('a')!.user as { role: string }).role = 'admin';
    }).toThrow(TypeError);
    expect(cache.get('a')!.user.role).toBe('player');
  });
});

let n = 0;
const uniq = (s: string) => `${s}-${++n}`;

// PostgreSQL turns the cache on by option only (several instances); the same guarantees hold there.
describe.each(backends)('login sessions cached (%s)', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer(backend, { sessionCache: true });
  });
  afterAll(async () => t?.close());

  /** A signed-in client whose session has been read once, so it is cached. */
  const signedIn = async (name: string, password = 'correct horse'): Promise<Client> => {
    const c = new Client(t.app);
    c.csrf = expectOk(await c.post('/api/auth/login', { name, password })).csrfToken;
    expect(expectOk(await c.get('/api/auth/me')).user.name).toBe(name);
    return c;
  };

  it('a logged-out session replayed is refused at once', async () => {
    const name = uniq('logout');
    await new Client(t.app).register(name);
    const c = await signedIn(name);
    const cookie = c.cookies['diadochi_session']!;
    expect((await c.post('/api/auth/logout')).status).toBe(204);
    c.cookies['diadochi_session'] = cookie;
    expect(expectOk(await c.get('/api/auth/me')).user).toBeNull();
    expect((await c.post('/api/games', { ruleset: 'tribute', players: 2 })).status).toBe(401);
  });

  it('a password change ends the other cached sessions, not the one that made it', async () => {
    const name = uniq('pw');
    await new Client(t.app).register(name);
    const [a, b] = [await signedIn(name), await signedIn(name)];
    expect((await b.post('/api/auth/password', { current: 'correct horse', next: 'another good pass' })).status).toBe(204);
    expect(expectOk(await a.get('/api/auth/me')).user).toBeNull();
    expect(expectOk(await b.get('/api/auth/me')).user.name).toBe(name);
  });

  it('a role change is seen by the next request of a cached session, both ways', async () => {
    const root = await adminUser(t, 'root');
    const name = uniq('promoted');
    const p = await new Client(t.app).register(name);
    const me = expectOk(await p.get('/api/auth/me')).user;
    expect((await p.get('/api/admin/users')).status).toBe(403);
    expectOk(await root.put(`/api/admin/users/${me.id}/role`, { role: 'admin' }));
    expect(expectOk(await p.get('/api/auth/me')).user.role).toBe('admin');
    expect((await p.get('/api/admin/users')).status).toBe(200);
    expectOk(await root.put(`/api/admin/users/${me.id}/role`, { role: 'player' }));
    expect(expectOk(await p.get('/api/auth/me')).user.role).toBe('player');
    expect((await p.get('/api/admin/users')).status).toBe(403);
  });

  it('an expired session is refused even though it was cached', async () => {
    const name = uniq('expiry');
    const c = await new Client(t.app).register(name);
    expect(expectOk(await c.get('/api/auth/me')).user.name).toBe(name);
    t.clock.advance(30 * 24 * 3600 * 1000);
    expect(expectOk(await c.get('/api/auth/me')).user).toBeNull();
  });

  it("another instance's end of a session, announced on the bus, drops it here", async () => {
    const name = uniq('elsewhere');
    const c = await new Client(t.app).register(name);
    const me = expectOk(await c.get('/api/auth/me')).user;
    // What another instance's logout does: the row goes, then the bus says so.
    await t.server.judge.db.deleteFrom('sessions').where('user_id', '=', me.id).execute();
    await t.server.bus.publish({ kind: 'session-ended', userId: me.id });
    await new Promise((ok) => setTimeout(ok, 300)); // LISTEN/NOTIFY delivers asynchronously
    expect(expectOk(await c.get('/api/auth/me')).user).toBeNull();
  });

  it('is on by default with SQLite: a second request reads no session row', async () => {
    if (backend !== 'sqlite') return;
    const u = await testServer('sqlite');
    try {
      const c = await new Client(u.app).register(uniq('cached'));
      await c.get('/api/auth/me');
      // The row is gone but the cache is not told (nothing but this instance may do that with SQLite).
      await u.server.judge.db.deleteFrom('sessions').execute();
      expect(expectOk(await c.get('/api/auth/me')).user).not.toBeNull();
    } finally {
      await u.close();
    }
  });
});
