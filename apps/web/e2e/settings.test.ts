/**
 * The settings page in the browser (issue 21 items 1 and 2; docs/API.md "Notifications by e-mail
 * and webhook", "Playing by e-mail"). The judge sends mail through a real SMTP server on
 * 127.0.0.1 (`smtp-server`, each mail parsed by `mailparser`) and calls webhooks on a local
 * receiver. On a desktop (1400×900, English) a player sets his address, reads the code from the
 * mail that arrives, confirms it, turns on "your turn" by e-mail, and receives that mail when a
 * game he plays asks him a decision; he sets a webhook, copies its secret (shown once), sends a
 * test and the receiver checks the signature; he asks for a game's mail-play tag. On a phone
 * (390×844, French, in Kolkata: UTC+5:30) another player sets the daily digest at a local hour
 * (kept in UTC) and meets a refusal in French. A judge without mail says so and disables the
 * mail parts. No sideways scroll anywhere.
 *
 * Run: nice -n 19 npx vitest run --config apps/web/e2e/vitest.config.ts apps/web/e2e/settings.test.ts
 * SETTINGS_SHOTS=docs/screenshots saves settings-*.png.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox } from '../../server/test/mailbox.ts';
import type { Mailbox } from '../../server/test/mailbox.ts';
import { allText, followNav, openUsers, POLL, register, startServer, startSuite, screenshotter } from './harness.ts';

const shot = screenshotter(process.env.SETTINGS_SHOTS, 'settings-', { fullPage: true });
const stamp = Date.now().toString(36).slice(-5);
const DESKTOP = { width: 1400, height: 900 };
const PHONE = { width: 390, height: 844 };
const MAIL_WAIT = { timeout: 20_000, interval: 200 };

/** A local receiver of webhooks: keeps each call's headers and exact body, answers 204. */
async function hookServer() {
  const calls: { headers: IncomingHttpHeaders; body: Buffer }[] = [];
  const server = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      calls.push({ headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    calls,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** What a bridge does (docs/API.md): the HMAC-SHA256 of the exact body under the secret, compared in constant time to the header. */
function signatureHolds(call: { headers: IncomingHttpHeaders; body: Buffer }, secret: string): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(call.body).digest('hex')}`);
  const got = Buffer.from(String(call.headers['x-diadochi-signature'] ?? ''));
  return got.length === expected.length && timingSafeEqual(got, expected);
}

/** The page fits its screen's width: nothing to scroll sideways. */
async function fitsWidth(p: Page): Promise<void> {
  const [content, screen] = await p.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  if (content! > screen!) console.log(await p.evaluate(() => [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > window.innerWidth).map((e) => `${e.tagName}.${e.className}[${e.getAttribute('data-testid')}] ${Math.round(e.getBoundingClientRect().right)}`).slice(0, 30).join('\n')));
  expect(content, 'the page is wider than the screen').toBeLessThanOrEqual(screen!);
}

/** A JSON request of the page's user, with its CSRF token. */
async function call(p: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return p.evaluate(
    async ([m, u, b]) => {
      const csrf = /(?:^|;\s*)diadochi_csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const res = await fetch(`/api${u}`, { method: m, headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) }, ...(b !== undefined ? { body: JSON.stringify(b) } : {}) });
      return { status: res.status, json: await res.json().catch(() => null) };
    },
    [method, path, body] as const,
  );
}

interface Settings {
  language: string;
  timeZone: string | null;
  digestHour: number;
  kinds: Record<string, { email: string; webhook: boolean }>;
  email: { address: string | null; verified: boolean; pending: boolean };
  webhook: { url: string | null; secret: string | null };
}
const settingsOf = async (p: Page) => ((await call(p, 'GET', '/notify/settings')).json as { settings: Settings }).settings;

describe('settings: notifications by e-mail and webhook, playing by e-mail (issue 21 items 1, 2)', () => {
  let smtp: Mailbox;
  let hooks: Awaited<ReturnType<typeof hookServer>>;
  // Before the suite's own hook (hooks run in order): the judge is given the mail server's port.
  beforeAll(async () => {
    smtp = await startMailbox();
    hooks = await hookServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await hooks?.close();
  });
  const suite = startSuite({
    notify: () => ({
      mail: { host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true, from: 'Diadochi <judge@diadochi.test>' },
      publicUrl: 'https://diadochi.test',
      // The receiver is on 127.0.0.1, a private address the judge refuses by default.
      allowPrivateWebhooks: true,
      intervalMs: 200,
      inbound: { port: 0, address: 'play@diadochi.test' },
    }),
  });

  it('desktop, English: the address verified from the mail, "your turn" by e-mail arrives, the webhook test is signed, a mail-play tag', async () => {
    const [ann] = await openUsers(suite.browser, suite.base, [`ann_${stamp}`], { viewport: DESKTOP });
    const a = ann!.page;
    const address = `ann-${stamp}@example.test`;

    // From the header; everything off at first, and the server has mail.
    await followNav(a, 'nav-settings');
    await a.waitForURL(/\/settings$/);
    await a.locator('[data-testid=settings-kinds]').waitFor();
    expect(await a.locator('[data-testid=mail-off]').count()).toBe(0);
    expect(await a.locator('[data-testid=settings-kinds] input:checked').count()).toBe(0);
    expect(await a.getAttribute('[data-testid=email-state]', 'data-state')).toBe('none');
    await fitsWidth(a);

    // The address: a code is mailed; the page says so and offers the code's form.
    await a.fill('[data-testid=email-address]', address);
    await a.click('[data-testid=email-send]');
    await a.locator('[data-testid=email-state][data-state=pending]').waitFor(POLL);
    expect(await allText(a.locator('[data-testid=settings-email]'))).toContain(`A code is on its way to ${address}`);
    await expect.poll(() => smtp.to(address).length, MAIL_WAIT).toBe(1);
    const mail = smtp.to(address)[0]!;
    expect(mail.subject).toBe('Diadochi: confirm your e-mail address');
    const code = /\n\n([A-Za-z0-9_-]{43})\n\n/.exec(mail.text ?? '')?.[1];
    expect(code, 'the mail carries a code').toBeTruthy();

    // A wrong code is refused in the catalog's words; the right one verifies.
    await a.fill('[data-testid=email-code]', 'x'.repeat(43));
    await a.click('[data-testid=email-verify]');
    await expect.poll(() => allText(a.locator('[data-testid=settings-email] .error-box')), POLL).toContain('That code is unknown, already used or expired: ask for a new one.');
    await a.fill('[data-testid=email-code]', code!);
    await a.click('[data-testid=email-verify]');
    await a.locator('[data-testid=email-state][data-state=verified]').waitFor(POLL);
    expect(await allText(a.locator('[data-testid=email-state]'))).toBe(`${address} is verified.`);
    expect((await settingsOf(a)).email).toEqual({ address, verified: true, pending: false });

    // "Your turn" by e-mail, at once; nothing else.
    await a.check('[data-testid=kind-your-turn-email]');
    await expect.poll(async () => (await settingsOf(a)).kinds['your-turn']!.email, POLL).toBe('now');
    const kinds = (await settingsOf(a)).kinds;
    expect(Object.entries(kinds).filter(([k, c]) => k !== 'your-turn' && (c.email !== 'off' || c.webhook))).toEqual([]);
    expect(await allText(a.locator('.settings-kinds-section [role=status]'))).toBe('Saved.');

    // A game he plays asks him a decision: the mail arrives (Diplomacy, bots in the other seats).
    const created = await call(a, 'POST', '/games', { ruleset: 'classic', title: `Mail ${stamp}`, options: { lastYear: 1901 }, deadlines: { default: 3600, phases: {} }, emptySeats: 'bot', play: true, preferences: ['ENG'] });
    expect(created.status).toBe(201);
    const id = (created.json as { id: string }).id;
    expect((await call(a, 'POST', `/games/${id}/start`, {})).status).toBe(200);
    await expect.poll(() => smtp.to(address).filter((m) => /your move/.test(m.subject ?? '')).length, MAIL_WAIT).toBe(1);
    const turn = smtp.to(address).find((m) => /your move/.test(m.subject ?? ''))!;
    expect(turn.subject).toBe(`Mail ${stamp}: your move (England)`);
    expect(turn.text).toContain(`A decision is expected from England in "Mail ${stamp}"`);
    // The game's start was not asked for: no mail says it.
    expect(smtp.to(address).filter((m) => /started/.test(m.subject ?? ''))).toEqual([]);

    // The webhook: its secret is shown once, the test call is signed with it.
    await a.fill('[data-testid=webhook-url]', hooks.url);
    await a.click('[data-testid=webhook-save]');
    const secretBox = a.locator('[data-testid=webhook-secret]');
    await secretBox.waitFor(POLL);
    const secret = await secretBox.inputValue();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await allText(a.locator('[data-testid=settings-webhook]'))).toContain('X-Diadochi-Signature');
    await a.click('[data-testid=webhook-test]');
    await expect.poll(() => allText(a.locator('[data-testid=webhook-result]')), POLL).toBe('Delivered: your address answered 204.');
    expect(hooks.calls).toHaveLength(1);
    const hook = hooks.calls[0]!;
    expect(signatureHolds(hook, secret)).toBe(true);
    expect(signatureHolds(hook, `${secret}x`)).toBe(false);
    expect(hook.headers['x-diadochi-event']).toBe('test');
    expect(JSON.parse(hook.body.toString('utf8'))).toMatchObject({ kind: 'test', language: 'en', subject: 'Diadochi: test notification' });

    // Back later: the secret is not shown again; the switches are as left.
    await a.reload();
    await a.locator('[data-testid=settings-kinds]').waitFor();
    expect(await a.locator('[data-testid=webhook-secret]').count()).toBe(0);
    expect(await allText(a.locator('[data-testid=settings-webhook]'))).toContain('A secret is set.');
    expect(await a.isChecked('[data-testid=kind-your-turn-email]')).toBe(true);
    expect(await a.getAttribute('[data-testid=email-state]', 'data-state')).toBe('verified');
    // Playing by e-mail: the tag of the game he plays.
    const game = a.locator(`[data-testid=mail-play-list] li[data-game="${id}"]`);
    await game.waitFor(POLL);
    await game.locator('[data-testid=mail-play-get]').click();
    await expect.poll(() => allText(game.locator('[data-testid=mail-play-subject]')), POLL).toMatch(new RegExp(`^\\[diadochi ${id} \\S+\\]$`));
    expect(await allText(game)).toContain('Write to play@diadochi.test as England, with this subject:');
    await fitsWidth(a);
    await shot(a, 'desktop-en');

    // Stopping mail play.
    await game.locator('[data-testid=mail-play-stop]').click();
    await expect.poll(() => allText(game.locator('[data-testid=mail-play-tag]')), POLL).toContain('Stopped');
    await ann!.ctx.close();
  });

  it('phone, French, in Kolkata: the daily digest at a local hour stored in UTC, a refused webhook in French, no sideways scroll', async () => {
    // In India (UTC+5:30, no summer time): the digest's hours are not whole hours of UTC there.
    const ctx = await suite.browser.newContext({ viewport: PHONE, locale: 'fr-FR', timezoneId: 'Asia/Kolkata' });
    const b = await ctx.newPage();
    b.on('pageerror', (e) => console.error(`[bob] page error: ${e.message}`));
    await register(b, suite.base, `bob_${stamp}`);
    // The page saves his time zone by itself the first time it opens. Its answer is held back until
    // after his first click: an answer made before the click must not put the clicked box back.
    let clicked!: () => void;
    const click = new Promise<void>((r) => (clicked = r));
    await b.route('**/api/notify/settings', async (route) => {
      if (route.request().method() !== 'PUT' || !String(route.request().postData()).includes('timeZone')) return route.continue();
      const answer = await route.fetch();
      await click;
      await route.fulfill({ response: answer });
    });
    await followNav(b, 'nav-settings');
    await b.waitForURL(/\/settings$/);
    await b.locator('[data-testid=settings-kinds]').waitFor();
    expect(await allText(b.locator('main h1'))).toBe('Réglages');
    expect(await allText(b.locator('[data-testid=settings-kinds]'))).toContain('À vous de jouer');
    // His mails are still in English (the judge's default) while the page is French: the page says so, and one choice sets both.
    expect(await allText(b.locator('[data-testid=language-differs]'))).toBe('Vos courriels sont en anglais\u202f; cette page est en français. Un choix ici règle les deux.');
    await fitsWidth(b);

    // Results by e-mail, gathered in one mail a day at a chosen hour: the option's value is the UTC hour.
    await b.locator('[data-testid=kind-results-email]').click();
    clicked();
    await expect.poll(async () => (await settingsOf(b)).kinds.results!.email, POLL).toBe('now');
    // Chromium names the zone by its older IANA name.
    await expect.poll(async () => (await settingsOf(b)).timeZone, POLL).toMatch(/^Asia\/(Kolkata|Calcutta)$/);
    expect(await b.isChecked('[data-testid=kind-results-email]')).toBe(true);
    await b.unroute('**/api/notify/settings');
    await b.check('[data-testid=email-digest]');
    await expect.poll(async () => (await settingsOf(b)).kinds.results!.email, POLL).toBe('digest');
    expect(await b.isEnabled('[data-testid=digest-hour]')).toBe(true);
    // The hours are listed as his clock shows them, from 00:30 (19:00 UTC the day before).
    const options = await b.locator('[data-testid=digest-hour] option').evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
    expect(options[0]).toEqual(['19', '00:30']);
    expect(options).toHaveLength(24);
    // 23:30 in Kolkata is 18:00 UTC: that is what the judge keeps.
    await b.selectOption('[data-testid=digest-hour]', { label: '23:30' });
    await expect.poll(async () => (await settingsOf(b)).digestHour, POLL).toBe(18);
    expect(await allText(b.locator('.settings-kinds-section .hint'))).toMatch(/\(18\sh UTC\)/);

    // A refusal of the judge, in the catalog's French.
    await b.fill('[data-testid=webhook-url]', 'ftp://example.org/hook');
    await b.click('[data-testid=webhook-save]');
    await expect.poll(() => allText(b.locator('[data-testid=settings-webhook] .error-box')), POLL).toContain('Cette adresse de webhook est refusée');
    expect((await settingsOf(b)).webhook.url).toBeNull();
    await b.selectOption('[data-testid=settings-language]', 'fr');
    await expect.poll(async () => (await settingsOf(b)).language, POLL).toBe('fr');
    await expect.poll(() => allText(b.locator('[data-testid=language-differs]')), POLL).toBe('');
    // Without a verified address, playing by e-mail waits for one.
    expect(await allText(b.locator('[data-testid=settings-play]'))).toContain('Vérifiez d’abord une adresse électronique.');
    await fitsWidth(b);
    await shot(b, 'phone-fr');
    await ctx.close();
  });

  it('a judge without mail says so and disables the mail parts', async () => {
    const bare = await startServer();
    try {
      const [cid] = await openUsers(suite.browser, bare.url, [`cid_${stamp}`], { viewport: PHONE });
      const c = cid!.page;
      await c.goto(`${bare.url}/settings`);
      await c.locator('[data-testid=mail-off]').waitFor(POLL);
      expect(await allText(c.locator('[data-testid=mail-off]'))).toContain('This server sends no mail');
      expect(await c.isDisabled('[data-testid=email-address]')).toBe(true);
      expect(await c.isDisabled('[data-testid=email-send]')).toBe(true);
      expect(await c.isDisabled('[data-testid=kind-your-turn-email]')).toBe(true);
      expect(await c.isDisabled('[data-testid=email-digest]')).toBe(true);
      // The webhook does not need mail.
      expect(await c.isEnabled('[data-testid=kind-your-turn-webhook]')).toBe(true);
      await fitsWidth(c);
      await cid!.ctx.close();
    } finally {
      await bare.close();
    }
  });
});
