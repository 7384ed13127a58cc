import { createHmac } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { games as catalog } from '@diadochi/catalog';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tribute } from '@diadochi/kernel/test-game';
import type { GameDefinition } from '@diadochi/kernel';
import { createServer, memoryBus } from '../src/index.ts';
import type { ServerOptions } from '../src/index.ts';
import { MAX_ATTEMPTS, retryDelay } from '../src/notify/notifier.ts';
import { backends, expectOk, FakeClock, games, postgresAvailable, startedGame, testDefaults, testServer, testStorage, users } from './helpers.ts';
import { Client } from './helpers.ts';
import type { Json, TestServer } from './helpers.ts';
import { startMailbox } from './mailbox.ts';
import type { Mailbox } from './mailbox.ts';

let n = 0;
const uniq = (s: string) => `${s}-${++n}`;
const HOUR = 3600_000;
const ALL = ['started', 'your-turn', 'deadline', 'results', 'press', 'eliminated'] as const;

interface Hook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local HTTP server receiving webhooks; `fail[path]` answers 500 that many times first; paths in `hang` never answer. */
async function hookServer() {
  const hooks: Hook[] = [];
  const fail: Record<string, number> = {};
  const hang = new Set<string>();
  const waiters = new Map<string, () => void>();
  /** Resolves when a call to `path` arrives. */
  const arrival = (path: string) => new Promise<void>((r) => waiters.set(path, r));
  const server: Server = createHttpServer((req, res) => {
    if (hang.has(req.url ?? '')) {
      waiters.get(req.url ?? '')?.();
      return; // never answers
    }
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const path = req.url ?? '';
      hooks.push({ path, headers: req.headers, body });
      if ((fail[path] ?? 0) > 0) {
        fail[path]!--;
        res.statusCode = 500;
      } else res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    hooks,
    fail,
    hang,
    arrival,
    base,
    at: (path: string) => hooks.filter((h) => h.path === path),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** The receiving side of a bridge: the body's HMAC-SHA256 under the user's secret must be the header's. */
function signedBy(h: Hook, secret: string): boolean {
  return h.headers['x-diadochi-signature'] === `sha256=${createHmac('sha256', secret).update(h.body).digest('hex')}`;
}

/** Tribute where east is out of the game from the second round on (for the `eliminated` kind). */
const tributeOut = { ...(tribute as unknown as GameDefinition), id: 'tribute-out', eliminated: (s: { round: number }) => (s.round > 1 ? ['east'] : []) } as unknown as GameDefinition;

describe.each(backends)('notifications (%s)', (backend) => {
  let t: TestServer;
  let smtp: Mailbox;
  let web: Awaited<ReturnType<typeof hookServer>>;
  beforeAll(async () => {
    smtp = await startMailbox({ user: 'judge', pass: 'mail-pass' });
    web = await hookServer();
    t = await testServer(backend, {
      // In memory, so that `flush` knows every event was heard (PostgreSQL's NOTIFY arrives later).
      bus: memoryBus(),
      games: [...games, tributeOut],
      notify: {
        mail: { host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true, user: 'judge', pass: 'mail-pass', from: 'Diadochi <judge@diadochi.test>' },
        publicUrl: 'https://diadochi.test',
        allowPrivateWebhooks: true,
        webhookTimeoutMs: 300,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await web?.close();
  });

  const flush = () => t.server.notifier.flush();
  const settings = async (c: Client) => expectOk(await c.get('/api/notify/settings')).settings;

  /** Sets an address and confirms it with the code that arrived by mail. */
  async function verify(c: Client, address: string): Promise<void> {
    expectOk(await c.post('/api/notify/email', { address }), 202);
    const mail = smtp.to(address).at(-1)!;
    const code = /\n\n([A-Za-z0-9_-]{43})\n\n/.exec(mail.text ?? '')![1]!;
    expectOk(await c.post('/api/notify/verify', { code }));
  }

  const userId = async (c: Client) => (await t.server.judge.db.selectFrom('users').select('id').where('name', '=', c.name).executeTakeFirstOrThrow()).id;
  const every = (choice: Json) => Object.fromEntries(ALL.map((k) => [k, choice]));

  it('settings are opt-in (every kind off), bounded and checked; the language is the user’s', async () => {
    const [a] = await users(t.app, uniq('a'));
    const s = await settings(a!);
    expect(s).toEqual({
      language: 'en',
      kinds: every({ email: 'off', webhook: false }),
      digestHour: 7,
      timeZone: null,
      email: { address: null, verified: false, pending: false },
      webhook: { url: null, secret: null },
      mail: { available: true },
    });
    const put = (body: unknown) => a!.put('/api/notify/settings', body);
    expect((await put({ kinds: { gossip: { email: 'now' } } })).status).toBe(400);
    expect((await put({ kinds: { press: { email: 'sometimes' } } })).status).toBe(400);
    expect((await put({ digestHour: 24 })).status).toBe(400);
    expect((await put({ language: 'de' })).status).toBe(400);
    expect((await put({ webhook: { url: 'x'.repeat(501) } })).status).toBe(400);
    for (const url of ['ftp://example.org/hook', 'not a url', 'https://user:pw@example.org/hook']) {
      const r = await put({ webhook: { url } });
      expect(r.status, url).toBe(400);
      expect(r.body.error).toBe('bad-webhook-url');
    }
    const after = expectOk(await put({ language: 'fr', digestHour: 18, kinds: { press: { email: 'digest' }, results: { webhook: true } }, webhook: { url: `${web.base}/x` } })).settings;
    expect(after.language).toBe('fr');
    expect(after.kinds.press).toEqual({ email: 'digest', webhook: false });
    expect(after.kinds.results).toEqual({ email: 'off', webhook: true });
    expect(after.webhook.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The same URL keeps its key; rotateSecret makes a new one; no URL, no key.
    expect(expectOk(await put({ webhook: { url: `${web.base}/y` } })).settings.webhook.secret).toBe(after.webhook.secret);
    expect(expectOk(await put({ webhook: { url: `${web.base}/y`, rotateSecret: true } })).settings.webhook.secret).not.toBe(after.webhook.secret);
    expect(expectOk(await put({ webhook: { url: null } })).settings.webhook).toEqual({ url: null, secret: null });
    expect((await a!.post('/api/auth/logout')).status).toBe(204);
    expect((await a!.get('/api/notify/settings')).status).toBe(401);
  });

  it('an e-mail address is used only once the code mailed to it is confirmed; a code works once, and a new address needs a new one', async () => {
    const [a, b] = await users(t.app, uniq('a'), uniq('b'));
    const address = `${a!.name}@example.test`;
    expect((await a!.post('/api/notify/email', { address: 'not-an-address' })).status).toBe(400);
    expect((await a!.post('/api/notify/email', { address: `${'x'.repeat(250)}@example.test` })).status).toBe(400);
    expect(expectOk(await a!.post('/api/notify/email', { address }), 202).settings.email).toEqual({ address, verified: false, pending: true });
    const mail = smtp.to(address).at(-1)!;
    expect(mail.subject).toBe('Diadochi: confirm your e-mail address');
    expect(mail.from?.text).toContain('judge@diadochi.test');
    const code = /\n\n([A-Za-z0-9_-]{43})\n\n/.exec(mail.text ?? '')![1]!;
    // Only a hash of the code is stored.
    const row = await t.server.judge.db.selectFrom('notify_settings').selectAll().where('user_id', '=', await userId(a!)).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(code);
    expect((await a!.post('/api/notify/verify', { code: code.replace(/.$/, code.endsWith('A') ? 'B' : 'A') })).body.error).toBe('bad-code');
    // The code proves the mailbox; another account's session learns nothing of its owner's settings.
    expect(expectOk(await b!.post('/api/notify/verify', { code }))).toEqual({ verified: true });
    expect((await settings(a!)).email).toEqual({ address, verified: true, pending: false });
    expect((await a!.post('/api/notify/verify', { code })).status).toBe(400);
    const other = `${a!.name}.2@example.test`;
    expectOk(await a!.post('/api/notify/email', { address: other }), 202);
    expect((await settings(a!)).email).toEqual({ address: other, verified: false, pending: true });
    // An expired code is refused.
    t.clock.advance(24 * HOUR + 1);
    const late = /\n\n([A-Za-z0-9_-]{43})\n\n/.exec(smtp.to(other).at(-1)!.text ?? '')![1]!;
    expect((await a!.post('/api/notify/verify', { code: late })).status).toBe(400);
    expect(expectOk(await a!.post('/api/notify/email', { address: null })).settings.email).toEqual({ address: null, verified: false, pending: false });
  });

  it('a game’s notifications by e-mail (each in its recipient’s language) and signed webhook: started, your turn, press, deadline, results — and nothing a recipient may not see', async () => {
    const [gm, a, b, c] = await users(t.app, uniq('gm'), uniq('a'), uniq('b'), uniq('c'));
    const addr = (x: Client) => `${x.name}@example.test`;
    for (const x of [a!, b!, c!]) await verify(x, addr(x));
    const hookA = `/hook/${a!.name}`;
    const sa = expectOk(await a!.put('/api/notify/settings', { kinds: every({ email: 'now', webhook: true }), webhook: { url: web.base + hookA } })).settings;
    expectOk(await b!.put('/api/notify/settings', { language: 'fr', kinds: every({ email: 'now' }) }));
    expectOk(await c!.put('/api/notify/settings', { kinds: { press: { email: 'now' } } }));

    const { id, powers } = await startedGame(gm!, [a!, b!, c!], { deadlines: { default: 3600 }, reminders: [1800] });
    expect(powers).toEqual({ [a!.name]: 'north', [b!.name]: 'east', [c!.name]: 'south' });
    await flush();
    const subjects = (x: Client) => smtp.to(addr(x)).map((m) => m.subject);
    const title = (await a!.get(`/api/games/${id}`)).body.game.title as string;
    expect(subjects(a!)).toEqual(expect.arrayContaining([`${title}: the game has started`, `${title}: your move (north)`]));
    expect(subjects(b!)).toEqual(expect.arrayContaining([`${title} : la partie a commencé`, `${title} : à vous de jouer (east)`]));
    expect(smtp.to(addr(a!)).find((m) => m.subject?.includes('started'))!.text).toContain(`https://diadochi.test/games/${id}`);
    // c asked for press only.
    expect(subjects(c!).filter((s) => s?.startsWith(title))).toEqual([]);
    expect(web.at(hookA).map((h) => JSON.parse(h.body).kind).sort()).toEqual(['started', 'your-turn']);
    for (const h of web.at(hookA)) {
      expect(signedBy(h, sa.webhook.secret)).toBe(true);
      expect(h.headers['x-diadochi-event']).toBe(JSON.parse(h.body).kind);
      expect(JSON.parse(h.body)).toMatchObject({ language: 'en', params: { gameId: id }, subject: expect.any(String), text: expect.any(String) });
    }
    expect(signedBy(web.at(hookA)[0]!, 'another key')).toBe(false);

    // Press: a private message reaches its recipient only; a public one everyone but its author.
    expectOk(await a!.post(`/api/games/${id}/messages`, { to: ['east'], body: 'MEET AT DAWN by the well' }), 201);
    expectOk(await c!.post(`/api/games/${id}/messages`, { to: 'all', body: 'HELLO ALL from the south' }), 201);
    await flush();
    const textsOf = (x: Client) => smtp.to(addr(x)).map((m) => `${m.subject}\n${m.text}`);
    expect(textsOf(b!).find((x) => x.includes('MEET AT DAWN'))).toContain('De north, à vous');
    expect(textsOf(c!).some((x) => x.includes('MEET AT DAWN'))).toBe(false);
    expect(textsOf(a!).some((x) => x.includes('MEET AT DAWN'))).toBe(false);
    expect(textsOf(a!).find((x) => x.includes('HELLO ALL'))).toContain('From south, to everyone');
    expect(textsOf(b!).some((x) => x.includes('HELLO ALL'))).toBe(true);
    expect(textsOf(c!).some((x) => x.includes('HELLO ALL'))).toBe(false);

    // Deadline: only the players who have sent nothing are reminded.
    const va = expectOk(await a!.get(`/api/games/${id}`));
    expectOk(await a!.put(`/api/games/${id}/decision`, { decision: va.legal[0], ready: true }));
    t.clock.advance(HOUR / 2);
    await t.server.scheduler.tick();
    await flush();
    expect(textsOf(b!).filter((x) => x.includes('échéance') && x.includes('east n’a encore rien envoyé'))).toHaveLength(1);
    expect(textsOf(a!).some((x) => x.includes('has sent nothing yet'))).toBe(false);

    // Results: the step is adjudicated when everyone is ready.
    for (const x of [b!, c!]) {
      const v = expectOk(await x.get(`/api/games/${id}`));
      expectOk(await x.put(`/api/games/${id}/decision`, { decision: v.legal[0], ready: true }));
    }
    await flush();
    expect(subjects(a!)).toContain(`${title}: results are in`);
    expect(subjects(b!)).toContain(`${title} : les résultats sont arrivés`);
    expect(web.at(hookA).map((h) => JSON.parse(h.body).kind)).toContain('results');

    // Nothing secret anywhere: no card of any hand, no bid, no other player's press.
    const everything = [...smtp.mails.map((m) => `${m.subject}\n${m.text}`), ...web.hooks.map((h) => h.body)].join('\n');
    expect(everything).not.toMatch(/card-\d+/);
    const state = JSON.parse((await t.server.judge.gameRow(id)).session).state;
    for (const card of Object.values(state.hands).flat() as { id: string }[]) expect(everything).not.toContain(card.id);
    // Every delivery went out once, even with the event heard again (another instance on the same bus).
    const sent = await t.server.judge.db.selectFrom('notify_outbox').select(['user_id', 'channel', 'dedupe']).where('params', 'like', `%${id}%`).execute();
    expect(new Set(sent.map((r) => `${r.user_id}|${r.channel}|${r.dedupe}`)).size).toBe(sent.length);
    const before = smtp.mails.length;
    await t.server.bus.publish({ kind: 'game', gameId: id, change: 'started' });
    await flush();
    expect(smtp.mails.length).toBe(before);
  });

  it('the daily digest gathers the chosen kinds into one mail at the digest hour, sent by the notifier’s scheduled pass', async () => {
    const [gm, a, b] = await users(t.app, uniq('gm'), uniq('a'), uniq('b'));
    const address = `${a!.name}@example.test`;
    await verify(a!, address);
    const hour = (new Date(t.clock.now()).getUTCHours() + 3) % 24;
    expectOk(await a!.put('/api/notify/settings', { digestHour: hour, kinds: every({ email: 'digest' }) }));
    const { id } = await startedGame(gm!, [a!, b!], { deadlines: { default: 24 * 3600 } });
    expectOk(await b!.post(`/api/games/${id}/messages`, { to: ['north'], body: 'A quiet word' }), 201);
    await flush();
    const mine = () => smtp.to(address).filter((m) => !m.subject?.includes('confirm'));
    expect(mine()).toHaveLength(0);
    await t.server.notifier.tick();
    expect(mine()).toHaveLength(0);
    t.clock.t = Math.ceil((t.clock.now() + 1) / HOUR) * HOUR;
    while (new Date(t.clock.now()).getUTCHours() !== hour) t.clock.advance(HOUR);
    expect((await t.server.notifier.tick()).digests).toBeGreaterThanOrEqual(1);
    expect(mine()).toHaveLength(1);
    const digest = mine()[0]!;
    expect(digest.subject).toMatch(/^Diadochi: \d+ notifications of the day$/);
    expect(digest.text).toContain('the game has started');
    expect(digest.text).toContain('your move (north)');
    expect(digest.text).toContain('A quiet word');
    // Nothing more the same day; the next one is a day later.
    t.clock.advance(HOUR);
    await t.server.notifier.tick();
    expect(mine()).toHaveLength(1);
    // Delivered rows are pruned after 30 days.
    const rows = () => t.server.judge.db.selectFrom('notify_outbox').select('id').where('params', 'like', `%${id}%`).execute();
    expect((await rows()).length).toBeGreaterThan(0);
    t.clock.advance(31 * 24 * HOUR);
    await t.server.notifier.tick();
    expect(await rows()).toEqual([]);
  });

  it('the judge never waits for a webhook: a bridge that does not answer is cut off after the timeout and retried later', async () => {
    const [gm, a] = await users(t.app, uniq('gm'), uniq('a'));
    const path = `/hang/${a!.name}`;
    web.hang.add(path);
    expectOk(await a!.put('/api/notify/settings', { kinds: { started: { webhook: true }, 'your-turn': { webhook: true } }, webhook: { url: web.base + path } }));
    const arrived = web.arrival(path);
    const { id } = await startedGame(gm!, [a!]);
    await arrived;
    // A webhook call is open and unanswered; the judge takes and answers a decision meanwhile.
    const v = expectOk(await a!.get(`/api/games/${id}`));
    expect(expectOk(await a!.put(`/api/games/${id}/decision`, { decision: v.legal[0], ready: true })).power).toBe('north');
    await flush();
    const rows = await t.server.judge.db.selectFrom('notify_outbox').selectAll().where('user_id', '=', await userId(a!)).execute();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const r of rows) expect(r).toMatchObject({ status: 'pending', attempts: 1 });
    web.hang.delete(path);
  });

  it('a failing webhook is retried with growing delays a bounded number of times, then given up', async () => {
    const [gm, a] = await users(t.app, uniq('gm'), uniq('a'));
    const path = `/hook/${a!.name}`;
    web.fail[path] = 1000;
    expectOk(await a!.put('/api/notify/settings', { kinds: { started: { webhook: true } }, webhook: { url: web.base + path } }));
    await startedGame(gm!, [a!]);
    await flush();
    expect(web.at(path)).toHaveLength(1);
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      t.clock.advance(retryDelay(attempt) - 1);
      await t.server.notifier.tick();
      expect(web.at(path)).toHaveLength(attempt);
      t.clock.advance(1);
      await t.server.notifier.tick();
      expect(web.at(path)).toHaveLength(attempt + 1);
    }
    t.clock.advance(24 * HOUR);
    await t.server.notifier.tick();
    expect(web.at(path)).toHaveLength(MAX_ATTEMPTS);
    const row = await t.server.judge.db.selectFrom('notify_outbox').selectAll().where('user_id', '=', await userId(a!)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    // Every retry carried the same delivery id (a bridge drops repeats).
    expect(new Set(web.at(path).map((h) => h.headers['x-diadochi-delivery'])).size).toBe(1);

    // One that fails once is delivered on its retry.
    const [b] = await users(t.app, uniq('b'));
    const pathB = `/hook/${b!.name}`;
    web.fail[pathB] = 1;
    expectOk(await b!.put('/api/notify/settings', { kinds: { started: { webhook: true } }, webhook: { url: web.base + pathB } }));
    await startedGame(gm!, [b!]);
    await flush();
    t.clock.advance(retryDelay(1));
    await t.server.notifier.tick();
    expect(web.at(pathB).length).toBe(2);
  });

  it('a webhook test is one signed call whose outcome comes back', async () => {
    const [a] = await users(t.app, uniq('a'));
    expect((await a!.post('/api/notify/webhook/test')).body.error).toBe('no-webhook');
    const path = `/hook/${a!.name}`;
    const s = expectOk(await a!.put('/api/notify/settings', { webhook: { url: web.base + path } })).settings;
    expect(expectOk(await a!.post('/api/notify/webhook/test'))).toEqual({ delivered: true, status: 204 });
    const h = web.at(path)[0]!;
    expect(signedBy(h, s.webhook.secret)).toBe(true);
    expect(JSON.parse(h.body)).toMatchObject({ kind: 'test', subject: 'Diadochi: test notification' });
    web.fail[path] = 1;
    expect(expectOk(await a!.post('/api/notify/webhook/test'))).toEqual({ delivered: false, error: 'http-status', status: 500 });
  });

  it('a player whose power is out of the game is told so, once', async () => {
    const [gm, a, b] = await users(t.app, uniq('gm'), uniq('a'), uniq('b'));
    await verify(b!, `${b!.name}@example.test`);
    expectOk(await b!.put('/api/notify/settings', { kinds: { eliminated: { email: 'now' } } }));
    const created = expectOk(await gm!.post('/api/games', { ruleset: 'tribute-out', players: 3, options: { rounds: 3 }, deadlines: { default: 60 } }), 201);
    expectOk(await a!.post(`/api/games/${created.id}/join`, { preferences: ['north'] }));
    expectOk(await b!.post(`/api/games/${created.id}/join`, { preferences: ['east'] }));
    expectOk(await gm!.post(`/api/games/${created.id}/start`));
    for (let i = 0; i < 8; i++) {
      t.clock.advance(61_000);
      await t.server.scheduler.tick();
    }
    await flush();
    const out = smtp.to(`${b!.name}@example.test`).filter((m) => m.subject?.includes('is out of the game'));
    expect(out).toHaveLength(1);
    expect(out[0]!.text).toContain('east is out of the game');
  });
});

describe('notifications without SMTP', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await testServer('sqlite');
  });
  afterAll(async () => t?.close());

  it('the settings say mail is off and an address is refused; webhooks to private addresses are refused unless the operator allows them', async () => {
    const [a] = await users(t.app, uniq('a'));
    expect(expectOk(await a!.get('/api/notify/settings')).settings.mail).toEqual({ available: false, reason: 'not-configured' });
    const r = await a!.post('/api/notify/email', { address: 'a@example.test' });
    expect(r.status).toBe(409);
    expect(r.body.error).toBe('mail-off');
    for (const url of ['http://127.0.0.1:9/hook', 'http://localhost/hook', 'http://10.1.2.3/x', 'http://[::1]/x', 'http://192.168.0.1/x']) {
      const res = await a!.put('/api/notify/settings', { webhook: { url } });
      expect(res.status, url).toBe(400);
      expect(res.body.message).toContain('private-address');
    }
    expectOk(await a!.put('/api/notify/settings', { webhook: { url: 'https://bridge.example.org/hook' } }));
  });
});

const classic = catalog.find((g) => g.id === 'classic')!;

/** Tribute whose every resolution whispers a secret to north alone (an event with `to`). */
const tributeWhisper = {
  ...(tribute as unknown as GameDefinition),
  id: 'tribute-whisper',
  resolve(s: unknown, d: Record<string, unknown>, ctx: { emit(e: unknown): void }) {
    ctx.emit({ type: 'whisper', to: ['north'], text: 'WHISPER-FOR-NORTH-ONLY' });
    return (tribute as unknown as GameDefinition).resolve(s as never, d as never, ctx as never);
  },
} as unknown as GameDefinition;

describe.each(backends)('playing by e-mail (%s)', (backend) => {
  let t: TestServer;
  let smtp: Mailbox;
  const JUDGE = 'judge@diadochi.test';
  beforeAll(async () => {
    smtp = await startMailbox({ user: 'judge', pass: 'mail-pass' });
    t = await testServer(backend, {
      bus: memoryBus(),
      games: [...games, classic, tributeWhisper],
      notify: {
        mail: { host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true, user: 'judge', pass: 'mail-pass', from: `Diadochi <${JUDGE}>` },
        inbound: { port: 0, address: JUDGE },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** A player's mail client, talking to the judge's inbound SMTP port; resolves once the judge has acted and answered. */
  const send = (from: string, subject: string, text: string, to = JUDGE) =>
    nodemailer.createTransport({ host: '127.0.0.1', port: t.server.notifier.inboundPort!, secure: false, ignoreTLS: true }).sendMail({ from, to, subject, text });

  async function verify(c: Client, address: string): Promise<void> {
    expectOk(await c.post('/api/notify/email', { address }), 202);
    const code = /\n\n([A-Za-z0-9_-]{43})\n\n/.exec(smtp.to(address).at(-1)!.text ?? '')![1]!;
    expectOk(await c.post('/api/notify/verify', { code }));
  }

  /** A classic Diplomacy game: `p` plays France, bots the six others. */
  async function franceGame(gm: Client, p: Client): Promise<string> {
    const { id } = expectOk(await gm.post('/api/games', { ruleset: 'classic', options: { lastYear: 1902 }, deadlines: { default: 3600 } }), 201);
    expectOk(await p.post(`/api/games/${id}/join`, { preferences: ['FRA'] }));
    expectOk(await gm.post(`/api/games/${id}/start`));
    return id as string;
  }

  it('orders and press by mail in the seeds’ notation: checked and answered line by line, stored as from the web; then the result sheet by mail', async () => {
    const [gm, p] = await users(t.app, uniq('gm'), uniq('p'));
    const address = `${p!.name}@example.test`;
    await verify(p!, address);
    const id = await franceGame(gm!, p!);
    const tag = expectOk(await p!.get(`/api/notify/mail-play/${id}`));
    expect(tag).toEqual({ address: JUDGE, subject: expect.stringMatching(new RegExp(`^\\[diadochi ${id} [A-Za-z0-9_-]{32}\\]$`)), power: 'FRA' });
    // Asked again, the same tag.
    expect(expectOk(await p!.get(`/api/notify/mail-play/${id}`)).subject).toBe(tag.subject);

    const before = smtp.to(address).length;
    await send(address, `Spring orders ${tag.subject}`, 'A PAR - BUR\nA MAR - XYZ\nF BRE - MAO\n\nPRESS TO ALL\nLet us be friends.\n\nPRESS TO ENG\nJust between us.\n-- \nLouis, from my phone\nA PAR - PIC');
    const reply = smtp.to(address)[before]!;
    expect(reply.subject).toBe(`Re: Spring orders ${tag.subject}`);
    expect(reply.text).toContain('Orders of');
    expect(reply.text).toContain('refused, nothing was stored (1 problem)');
    expect(reply.text).toContain('line 2 "A MAR - XYZ"');
    expect(reply.text).toContain('Message to everyone: sent.');
    expect(reply.text).toMatch(/Message to ENG: refused \(.+\)\./);
    expect(reply.text).toContain(`write to ${JUDGE} with ${tag.subject}`);
    const view = expectOk(await p!.get(`/api/games/${id}`));
    expect(view.game.step).toBe(0);
    const box = expectOk(await p!.get(`/api/games/${id}/messages`));
    expect(box.messages.map((m: Json) => m.body)).toEqual(['Let us be friends.']);

    await send(address, reply.subject!, `A PAR - BUR\nA MAR - SPA\nF BRE - MAO\n\nOn Monday the judge wrote:\n> Orders of France: refused\n> line 2 "A MAR - XYZ"`);
    // The answer; the sheet of the step it completed may arrive before or after it.
    const accepted = smtp.to(address).slice(before).filter((m) => m.subject?.startsWith('Re: '))[1]!;
    expect(accepted.subject).toBe(`Re: Spring orders ${tag.subject}`);
    expect(accepted.text).toMatch(/Orders of .+ for step 0: accepted, and the step was adjudicated\./);
    await t.server.notifier.flush();
    const sheet = smtp.to(address).find((m) => m.subject?.includes('results of step 1'))!;
    expect(sheet.subject).toBe(`${view.game.title}: results of step 1`);
    expect(sheet.text).toContain('Step 1 — ');
    expect(sheet.text).toMatch(/Par.*Bur/i);
    expect(sheet.text).toContain(tag.subject);
    expect(sheet.text).toContain('France: F Brest → Mid-Atlantic Ocean: moved');
    expect(sheet.text).toMatch(/Now: Fall 1901: orders\nDeadline: /);
    // Issue 21 item 2: the map after the step, as a PNG the mail carries (the same picture as GET map.png).
    expect(sheet.attachments.map((a) => [a.filename, a.contentType])).toEqual([['classic-1.png', 'image/png']]);
    const png = await t.app.inject({ method: 'GET', url: `/api/games/${id}/map.png?step=1` });
    expect(sheet.attachments[0]!.content.equals(png.rawPayload)).toBe(true);
    // Stored as from the web: the fleet is in the Mid-Atlantic.
    const after = expectOk(await p!.get(`/api/games/${id}/history/1`));
    expect(after.view.view.units).toContainEqual({ power: 'FRA', kind: 'fleet', region: 'mao' });
  });

  it('a result sheet by mail shows each player what his power may see and nothing more; JSON decisions for games without a text notation', async () => {
    const [gm, a, b] = await users(t.app, uniq('gm'), uniq('a'), uniq('b'));
    const addr = (x: Client) => `${x.name}@example.test`;
    await verify(a!, addr(a!));
    await verify(b!, addr(b!));
    const { id } = expectOk(await gm!.post('/api/games', { ruleset: 'tribute-whisper', players: 3, options: { rounds: 1 }, deadlines: { default: 3600 } }), 201);
    expectOk(await a!.post(`/api/games/${id}/join`, { preferences: ['north'] }));
    expectOk(await b!.post(`/api/games/${id}/join`, { preferences: ['east'] }));
    expectOk(await gm!.post(`/api/games/${id}/start`));
    const tags: Record<string, string> = {};
    for (const x of [a!, b!]) tags[x.name] = expectOk(await x.get(`/api/notify/mail-play/${id}`)).subject;
    // Text orders are refused for a game without a text notation; its JSON decision is taken.
    await send(addr(a!), tags[a!.name]!, 'bid the best card');
    expect(smtp.to(addr(a!)).at(-1)!.text).toContain('not written as text');
    for (const x of [a!, b!]) {
      const legal = expectOk(await x.get(`/api/games/${id}`)).legal[0];
      await send(addr(x), tags[x.name]!, JSON.stringify(legal));
      // The answer (the sheet of the step this completed may come before or after it).
      expect(smtp.to(addr(x)).filter((m) => m.subject?.startsWith('Re: ')).at(-1)!.text).toMatch(/accepted/);
    }
    await t.server.notifier.flush();
    const sheetOf = (x: Client) => smtp.to(addr(x)).find((m) => m.subject?.includes('results of step'))!;
    expect(sheetOf(a!).text).toContain('WHISPER-FOR-NORTH-ONLY');
    expect(sheetOf(b!).text).not.toContain('WHISPER-FOR-NORTH-ONLY');
    expect(sheetOf(b!).text).toContain('wins round 1');
    // A game that draws no picture mails its sheets without one.
    expect(sheetOf(a!).attachments).toEqual([]);
    // No sheet for one who never asked for a tag.
    expect(smtp.to(`${gm!.name}@example.test`)).toHaveLength(0);
  });

  it('a forged From cannot order: without the account’s verified address, or without its key for the game, nothing is done', async () => {
    const [gm, p, q] = await users(t.app, uniq('gm'), uniq('p'), uniq('q'));
    const address = `${p!.name}@example.test`;
    const other = `${q!.name}@example.test`;
    await verify(p!, address);
    await verify(q!, other);
    const id = await franceGame(gm!, p!);
    const tag = expectOk(await p!.get(`/api/notify/mail-play/${id}`)).subject as string;
    const mails = smtp.mails.length;
    // Unknown sender with the right tag: dropped, no answer to anyone.
    await send('mallory@example.test', tag, 'A PAR - BUR');
    expect(smtp.mails.length).toBe(mails);
    // Another account's verified address with p's tag: refused to that address, nothing done.
    await send(other, tag, 'A PAR - BUR');
    expect(smtp.to(other).at(-1)!.text).toContain('does not carry the subject tag');
    // p's address with a wrong key: refused.
    await send(address, tag.replace(/ (\S+)\]$/, ' AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA]'), 'A PAR - BUR');
    expect(smtp.to(address).at(-1)!.text).toContain('does not carry the subject tag');
    const sub = await t.server.judge.db.selectFrom('submissions').selectAll().where('game_id', '=', id).where('power', '=', 'FRA').executeTakeFirst();
    expect(sub).toBeUndefined();
    // Mail for another mailbox of this host is not taken, nor one over 256 KB.
    await expect(send(address, tag, 'A PAR - BUR', 'someone@diadochi.test')).rejects.toThrow();
    await expect(send(address, tag, `A PAR - BUR\n${'x'.repeat(300 * 1024)}`)).rejects.toThrow(/552|too large/i);
    // Once p stops playing by mail, the tag no longer works.
    expect((await p!.del(`/api/notify/mail-play/${id}`)).status).toBe(204);
    await send(address, tag, 'A PAR - BUR');
    expect(smtp.to(address).at(-1)!.text).toContain('does not carry the subject tag');
  });

  it('the tag is given only to a seated player with a verified address; a private game stays unknown', async () => {
    const [gm, p, s] = await users(t.app, uniq('gm'), uniq('p'), uniq('s'));
    const id = await franceGame(gm!, p!);
    expect((await p!.get(`/api/notify/mail-play/${id}`)).body.error).toBe('email-not-verified');
    expect((await s!.get(`/api/notify/mail-play/${id}`)).body.error).toBe('not-seated');
    expect((await s!.get(`/api/notify/mail-play/nope`)).status).toBe(404);
    expect((await new Client(t.app).get(`/api/notify/mail-play/${id}`)).status).toBe(401);
  });
});

describe.runIf(postgresAvailable)('notifications from two instances on one PostgreSQL', () => {
  it('every instance hears each event, but each notification is written and delivered once; a retry is claimed by one of them', async () => {
    const smtp = await startMailbox({ user: 'judge', pass: 'mail-pass' });
    const web = await hookServer();
    const store = await testStorage('postgres');
    const second = await store.reopen();
    const clock = new FakeClock();
    // One bus both instances hear synchronously (LISTEN/NOTIFY would deliver later; the outbox is what keeps them apart).
    const bus = memoryBus();
    const opts = (db: typeof store.storage) =>
      ({
        ...testDefaults(clock),
        db,
        bus,
        notify: {
          mail: { host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true, user: 'judge', pass: 'mail-pass', from: 'Diadochi <judge@diadochi.test>' },
          allowPrivateWebhooks: true,
          webhookTimeoutMs: 2000,
        },
      }) as ServerOptions;
    const one = await createServer(opts(store.storage));
    const two = await createServer(opts(second));
    try {
      const [gm, a] = await users(one.app, 'gm-n2', 'a-n2');
      expectOk(await a!.post('/api/notify/email', { address: 'a-n2@example.test' }), 202);
      const code = /\n\n([A-Za-z0-9_-]{43})\n\n/.exec(smtp.to('a-n2@example.test').at(-1)!.text ?? '')![1]!;
      expectOk(await a!.post('/api/notify/verify', { code }));
      web.fail['/two'] = 1;
      expectOk(await a!.put('/api/notify/settings', { kinds: { started: { email: 'now', webhook: true } }, webhook: { url: `${web.base}/two` } }));
      await startedGame(gm!, [a!]);
      await Promise.all([one.notifier.flush(), two.notifier.flush()]);
      expect(smtp.to('a-n2@example.test').filter((m) => m.subject?.includes('the game has started'))).toHaveLength(1);
      expect(web.at('/two')).toHaveLength(1);
      clock.advance(retryDelay(1));
      await Promise.all([one.notifier.tick(), two.notifier.tick(), one.notifier.tick(), two.notifier.tick()]);
      expect(web.at('/two')).toHaveLength(2);
    } finally {
      await one.close();
      await two.close();
      await store.cleanup();
      await smtp.close();
      await web.close();
    }
  });
});
