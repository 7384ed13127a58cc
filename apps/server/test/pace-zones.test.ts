import { createServer as createHttpServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryBus } from '../src/index.ts';
import { PACE_PRESETS, paceOf } from '../src/games/pace.ts';
import { inZone } from '../src/notify/zone.ts';
import { backends, expectOk, startedGame, testServer, uniqueName, users } from './pace-votes-helpers.ts';
import type { TestServer } from './helpers.ts';

const HOUR = 3600;
const DAY = 24 * HOUR;

/** A local receiver of webhooks: the bodies, by path. */
async function hooks() {
  const got: { path: string; body: string }[] = [];
  const server: Server = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      got.push({ path: req.url ?? '', body });
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    at: (path: string) => got.filter((h) => h.path === path).map((h) => JSON.parse(h.body) as { kind: string; subject: string; text: string }),
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}

describe('named paces and dates in a zone (issue 21 item 3)', () => {
  it('a preset is named from the deadlines themselves; a deadline of one’s own is custom', () => {
    expect(paceOf({ default: 4 * HOUR, phases: {} })).toBe('fast');
    expect(paceOf({ default: 35 * DAY, phases: { retreats: 7 * DAY } })).toBe('mail');
    expect(paceOf({ default: 35 * DAY, phases: {} })).toBe('custom');
    expect(paceOf({ default: 2 * DAY, phases: {} })).toBe('custom');
  });

  it('prints a date in the zone, with its name; an unknown or missing zone is UTC', () => {
    const ms = Date.UTC(2026, 10, 26, 12, 0);
    expect(inZone(ms, 'Asia/Kolkata')).toBe('2026-11-26 17:30 Asia/Kolkata');
    expect(inZone(ms, 'America/New_York')).toBe('2026-11-26 07:00 America/New_York');
    expect(inZone(ms, null)).toBe('2026-11-26 12:00 UTC');
    expect(inZone(ms, 'Mars/Olympus')).toBe('2026-11-26 12:00 UTC');
  });
});

describe.each(backends)('paces and time zones (%s)', (backend) => {
  let t: TestServer;
  let web: Awaited<ReturnType<typeof hooks>>;
  beforeAll(async () => {
    web = await hooks();
    t = await testServer(backend, { bus: memoryBus(), notify: { publicUrl: 'https://diadochi.test', allowPrivateWebhooks: true, webhookTimeoutMs: 1000 } });
  });
  afterAll(async () => {
    await t?.close();
    await web?.close();
  });

  it('each named pace gives its deadlines, and the game says which pace it is', async () => {
    const [gm, a] = await users(t.app, uniqueName('gm'), uniqueName('a'));
    for (const name of ['live', 'fast', 'daily', 'weekly', 'mail'] as const) {
      const { id } = await startedGame(gm!, [a!], { deadlines: name });
      const g = expectOk(await a!.get(`/api/games/${id}`)).game;
      expect(g.settings.deadlines).toEqual(PACE_PRESETS[name]);
      expect(g.pace).toBe(name);
      expect(g.deadlineAt).toBe(t.clock.now() + PACE_PRESETS[name].default * 1000);
    }
    const { id } = await startedGame(gm!, [a!], { deadlines: { default: 5 * HOUR } });
    expect(expectOk(await a!.get(`/api/games/${id}`)).game.pace).toBe('custom');
    expect((await gm!.post('/api/games', { ruleset: 'tribute', players: 3, deadlines: 'hourly' })).status).toBe(400);
  });

  it('GET /rulesets offers the named paces to the new-game form', async () => {
    const [a] = await users(t.app, uniqueName('a'));
    const r = expectOk(await a!.get('/api/rulesets')).rulesets.find((x: { id: string }) => x.id === 'tribute');
    expect(r.paces).toEqual(['online', 'daily', 'fast', 'weekly', 'mail']);
  });

  it('a user stores his IANA zone (checked); his deadline reminders print the deadline in it, with its name (a user in Asia/Kolkata)', async () => {
    const [gm, a, b] = await users(t.app, uniqueName('gm'), uniqueName('a'), uniqueName('b'));
    expect((await a!.put('/api/notify/settings', { timeZone: 'Mars/Olympus' })).status).toBe(400);
    expect((await a!.put('/api/notify/settings', { timeZone: 'x'.repeat(65) })).status).toBe(400);
    expect(expectOk(await a!.get('/api/notify/settings')).settings.timeZone).toBeNull();
    const hook = { kinds: { deadline: { webhook: true } } };
    expect(expectOk(await a!.put('/api/notify/settings', { ...hook, timeZone: 'Asia/Kolkata', webhook: { url: `${web.base}/a` } })).settings.timeZone).toBe('Asia/Kolkata');
    expectOk(await b!.put('/api/notify/settings', { ...hook, webhook: { url: `${web.base}/b` } }));
    const { id } = await startedGame(gm!, [a!, b!], { deadlines: 'fast', reminders: [HOUR] });
    const deadlineAt = expectOk(await a!.get(`/api/games/${id}`)).game.deadlineAt as number;
    t.clock.advance(3 * HOUR * 1000);
    await t.server.scheduler.tick();
    await t.server.notifier.flush();
    const [forA] = web.at('/a').filter((h) => h.kind === 'deadline');
    const [forB] = web.at('/b').filter((h) => h.kind === 'deadline');
    expect(forA!.subject).toContain(inZone(deadlineAt, 'Asia/Kolkata'));
    expect(forA!.text).toContain(`The deadline is ${inZone(deadlineAt, 'Asia/Kolkata')}.`);
    expect(forA!.text).not.toContain('UTC');
    // Without a zone: UTC, named.
    expect(forB!.text).toContain(`The deadline is ${inZone(deadlineAt, null)}.`);
    // Back to UTC.
    expect(expectOk(await a!.put('/api/notify/settings', { timeZone: null })).settings.timeZone).toBeNull();
  });
});
