import { describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createServer } from '../src/index.ts';
import type { DiadochiServer, ServerOptions } from '../src/index.ts';
import { Client, expectOk, FakeClock, postgresAvailable, REDIS_URL, startedGame, testDefaults, testStorage, users } from './helpers.ts';
import type { TestStorage } from './helpers.ts';
import { connect } from './ws-client.ts';

async function redisReachable(): Promise<boolean> {
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1000 });
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}
const redisUp = await redisReachable();
if (!redisUp) console.log(`Redis unreachable at ${REDIS_URL}: the Redis fan-out test is SKIPPED.`);

const buses = [...(postgresAvailable ? ['postgres'] : []), ...(postgresAvailable && (redisUp || process.env.CI === 'true') ? ['redis'] : [])];
if (!postgresAvailable) console.log('PostgreSQL unreachable: the several-instances tests are SKIPPED.');

describe.runIf(buses.length > 0).each(buses)('two instances on one PostgreSQL, fan-out through %s', (bus) => {
  it('an order sent to one is seen on a WebSocket of the other, and a deadline is adjudicated exactly once', async () => {
    const store: TestStorage = await testStorage('postgres');
    const clock = new FakeClock();
    const second = await store.reopen();
    const opts = (db: typeof store.storage) =>
      ({ ...testDefaults(clock), db, ...(bus === 'redis' ? { redisUrl: REDIS_URL } : {}) }) as ServerOptions;
    const one: DiadochiServer = await createServer(opts(store.storage));
    const two: DiadochiServer = await createServer(opts(second));
    try {
      await two.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `ws://127.0.0.1:${(two.app.server.address() as { port: number }).port}/api/ws`;
      const [gm, a, b] = await users(one.app, 'gm-c', 'a-c', 'b-c');
      const { id } = await startedGame(gm!, [a!, b!], { deadlines: { default: 60 } });
      // the session cookie made on instance one works on instance two
      const aOnTwo = Object.assign(new Client(two.app), { cookies: a!.cookies, csrf: a!.csrf });
      const bOnTwo = Object.assign(new Client(two.app), { cookies: b!.cookies, csrf: b!.csrf });
      expect(expectOk(await aOnTwo.get('/api/auth/me')).user.name).toBe('a-c');
      const sa = await connect(url, aOnTwo);
      const sb = await connect(url, bOnTwo);
      expect(sa.frames[0].games).toContain(id);

      const va = expectOk(await a!.get(`/api/games/${id}`));
      expectOk(await a!.put(`/api/games/${id}/decision`, { decision: va.legal[0], ready: false }));
      expect((await sa.next((f) => f.type === 'submitted' && f.gameId === id)).decision).toEqual(va.legal[0]);
      expect(await sb.next((f) => f.type === 'submitted' && f.gameId === id)).toEqual({ type: 'submitted', gameId: id, step: 0, power: 'north', ready: false });

      // The deadline passes; both instances' schedulers race for it, several times over.
      clock.advance(60_000);
      const passes = await Promise.all([one, two, one, two, one, two].map((s) => s.scheduler.tick()));
      expect(passes.reduce((n, p) => n + p.adjudicated, 0)).toBe(1);
      expect(one.judge.stats.adjudications + two.judge.stats.adjudications).toBe(1);
      const results = await sb.next((f) => f.type === 'results' && f.step === 1);
      expect(results.defaulted).toEqual(['east']);
      await sb.next((f) => f.type === 'phase');
      await new Promise((r) => setTimeout(r, 200));
      expect(sb.frames.filter((f) => f.type === 'results' && f.step === 1)).toHaveLength(1);
      const steps = await store.storage.db.selectFrom('steps').select('step').where('game_id', '=', id).orderBy('step').execute();
      const row = await one.judge.gameRow(id);
      expect(steps.map((s) => s.step)).toEqual([...Array(row.step + 1).keys()]);
      sa.close();
      sb.close();
    } finally {
      await one.close();
      await two.close();
      await store.cleanup();
    }
  });
});
