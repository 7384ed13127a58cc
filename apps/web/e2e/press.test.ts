/**
 * End to end, issue 17 item 15: press that reads like a conversation. Two players of a
 * classic Diplomacy game (five bots in the other seats) write to each other through the
 * press tab: a list of conversations with unread counts, a conversation opened with its
 * messages in order and its own box, back to the list; only powers a human reads are offered
 * (the bots are named with why); the count is kept on the server (a reload keeps it read).
 * In English at 1400×900 and in French at 390×844 (list → conversation → back).
 * Screenshots: docs/screenshots/press-*.png (DIADOCHI_SCREENSHOTS=1).
 *
 * Run: nice -n 5 npx vitest run --config apps/web/e2e/vitest.config.ts apps/web/e2e/press.test.ts
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allText, openUsers, POLL, startSuite } from './harness.ts';

const SHOTS = join(process.cwd(), 'docs', 'screenshots');
const DESKTOP = { width: 1400, height: 900 };
const PHONE = { width: 390, height: 844 };

async function shot(p: Page, name: string): Promise<void> {
  if (!process.env.DIADOCHI_SCREENSHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await p.screenshot({ path: join(SHOTS, name) });
}

/** A JSON call of the judge's API from the page, as its user (the CSRF token from the cookie). */
async function call(p: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  return p.evaluate(
    async ({ method, path, body }) => {
      const csrf = /(?:^|;\s*)diadochi_csrf=([^;]+)/.exec(document.cookie)?.[1];
      const res = await fetch(`/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(csrf ? { 'x-csrf-token': decodeURIComponent(csrf) } : {}) },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
    },
    { method, path, body },
  );
}

/** A classic game: the first page's user plays England, the second France, bots the five others. */
async function classicGame(a: Page, b: Page, title: string): Promise<string> {
  const created = await call(a, 'POST', '/games', { ruleset: 'classic', title, play: true, preferences: ['ENG'], autoStart: 2, emptySeats: 'bot' });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  expect((await call(b, 'POST', `/games/${id}/join`, { preferences: ['FRA'] })).status).toBe(200);
  await expect.poll(async () => ((await call(a, 'GET', `/games/${id}`)).body.game as { status: string }).status, POLL).toBe('running');
  return id;
}

const rows = (p: Page) => p.locator('[data-testid=press-thread]');
const row = (p: Page, key: string) => p.locator(`[data-testid=press-thread][data-thread="${key}"]`);
const tabBadge = (p: Page) => p.locator('[data-tab=press] .tab-badge').innerText();

async function openPress(p: Page, base: string, id: string): Promise<void> {
  await p.goto(`${base}/games/${id}`);
  await p.click('[data-tab=press]');
  await rows(p).first().waitFor();
}

/** Types a message in the open conversation and sends it; waits for it in the conversation. */
async function write(p: Page, text: string): Promise<void> {
  await p.fill('[data-testid=press-compose] .press-body', text);
  await p.click('[data-testid=press-compose] button[type=submit]');
  await expect.poll(() => allText(p.locator('[data-testid=press-message]')), POLL).toContain(text);
}

describe('press as conversations (issue 17 item 15)', () => {
  const suite = startSuite();

  it('two players at 1400×900: conversations with unread counts, only human readers offered, read kept on the server', async () => {
    const [alice, bob] = await openUsers(suite.browser, suite.base, ['press-alice', 'press-bob'], { viewport: DESKTOP });
    const a = alice!.page;
    const b = bob!.page;
    const id = await classicGame(a, b, 'Press E2E');
    await openPress(a, suite.base, id);
    await openPress(b, suite.base, id);

    // The list: everyone, with who reads it said when opened; a new conversation offers France only.
    expect(await rows(a).count()).toBe(1);
    expect(await row(a, 'all').innerText()).toContain('Everyone');
    await a.click('[data-testid=press-new]');
    const offered = await a.locator('.press-new-form input[type=checkbox]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    expect(offered).toEqual(['FRA']);
    // The bots are named, with why, instead of greyed boxes.
    const notOffered = await a.locator('[data-testid=press-not-offered]').innerText();
    expect(notOffered).toBe('Not offered, as no one would read: Austria, Germany, Italy, Russia and Turkey are played by bots, which read no press.');
    await shot(a, 'press-new-desktop.png');
    await a.check('.press-new-form input[value=FRA]');
    await a.click('.press-new-form button[type=submit]');
    expect(await a.locator('[data-testid=press-thread-title]').innerText()).toBe('France');
    expect(await a.locator('[data-testid=press-who]').innerText()).toContain('Only you and France read this conversation.');
    await write(a, 'The Channel stays empty, agreed?');

    // Bob is told: a count on the tab and on the conversation with England, none on the others.
    await expect.poll(() => tabBadge(b), POLL).toBe(' (1)');
    await expect.poll(() => row(b, 'p:ENG').locator('[data-testid=thread-unread]').innerText(), POLL).toBe('1');
    expect(await row(b, 'all').locator('[data-testid=thread-unread]').count()).toBe(0);
    await shot(b, 'press-list-desktop.png');
    await row(b, 'p:ENG').click();
    expect(await allText(b.locator('[data-testid=press-message]'))).toMatch(/England[\s\S]*The Channel stays empty, agreed\?/);
    await expect.poll(() => tabBadge(b), POLL).toBe('');
    await write(b, 'Agreed. Burgundy too.');
    // Alice has the conversation open: the answer appears there, already read.
    await expect.poll(() => allText(a.locator('[data-testid=press-message]')), POLL).toMatch(/The Channel[\s\S]*France[\s\S]*Agreed\. Burgundy too\./);
    await expect.poll(() => tabBadge(a), POLL).toBe('');
    await shot(a, 'press-thread-desktop.png');

    // Back to the list; a message to everyone counts in `everyone` only.
    await a.click('[data-testid=press-back]');
    await row(a, 'all').click();
    expect(await a.locator('[data-testid=press-who]').innerText()).toContain('Everyone reads this conversation');
    await write(a, 'Peace in our time.');
    await b.click('[data-testid=press-back]');
    await expect.poll(() => row(b, 'all').locator('[data-testid=thread-unread]').innerText(), POLL).toBe('1');
    expect(await row(b, 'p:ENG').locator('[data-testid=thread-unread]').count()).toBe(0);
    // Kept on the server: after a reload only the unread message to everyone counts.
    await openPress(b, suite.base, id);
    await expect.poll(() => tabBadge(b), POLL).toBe(' (1)');
    expect(await row(b, 'p:ENG').locator('[data-testid=thread-unread]').count()).toBe(0);
    // A private message to a bot is refused by the judge, typed.
    const refused = await call(a, 'POST', `/games/${id}/messages`, { to: ['GER'], body: 'Hello bot' });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('recipient-cannot-read');
    for (const u of [alice!, bob!]) await u.ctx.close();
  }, 240_000);

  it('moderated press (diadoques §9d.1): the referee sees a held message in its conversation and delivers it', async () => {
    const [gm, eve, fred] = await openUsers(suite.browser, suite.base, ['press-gm', 'press-eve', 'press-fred'], { viewport: DESKTOP });
    const g = gm!.page;
    const e = eve!.page;
    const f = fred!.page;
    const created = await call(g, 'POST', '/games', { ruleset: 'classic', title: 'Moderated E2E', play: false, autoStart: 2, emptySeats: 'bot', press: { public: true, private: true, moderated: true } });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await call(e, 'POST', `/games/${id}/join`, { preferences: ['ENG'] })).status).toBe(200);
    expect((await call(f, 'POST', `/games/${id}/join`, { preferences: ['FRA'] })).status).toBe(200);
    await expect.poll(async () => ((await call(g, 'GET', `/games/${id}`)).body.game as { status: string }).status, POLL).toBe('running');
    await openPress(e, suite.base, id);
    expect(await e.locator('.press-rules').innerText()).toContain('The referee reads every message before it is delivered.');
    await e.click('[data-testid=press-new]');
    await e.check('.press-new-form input[value=FRA]');
    await e.click('.press-new-form button[type=submit]');
    await write(e, 'Held words');
    expect(await e.locator('[data-testid=press-message]').innerText()).toContain('held for the referee');
    await openPress(g, suite.base, id);
    await row(g, 'p:ENG+FRA').click();
    await g.click('[data-testid=press-release]');
    await expect.poll(() => g.locator('[data-testid=press-release]').count(), POLL).toBe(0);
    await openPress(f, suite.base, id);
    await expect.poll(() => row(f, 'p:ENG').locator('[data-testid=thread-unread]').innerText(), POLL).toBe('1');
    await row(f, 'p:ENG').click();
    expect(await f.locator('[data-testid=press-message]').innerText()).toContain('Held words');
    for (const u of [gm!, eve!, fred!]) await u.ctx.close();
  }, 240_000);

  it('on a phone (390×844), in French: list → conversation → back, all on the screen', async () => {
    const [chloe, denis] = await openUsers(suite.browser, suite.base, ['press-chloe', 'press-denis'], { viewport: PHONE, locale: 'fr-FR' });
    const c = chloe!.page;
    const d = denis!.page;
    const id = await classicGame(c, d, 'Presse E2E');
    await openPress(c, suite.base, id);
    await openPress(d, suite.base, id);
    expect(await row(c, 'all').innerText()).toContain('Tout le monde');
    await c.click('[data-testid=press-new]');
    expect(await c.locator('[data-testid=press-not-offered]').innerText()).toContain('des bots jouent Autriche, Allemagne, Italie, Russie et Turquie et ne lisent pas la presse');
    await c.check('.press-new-form input[value=FRA]');
    await c.click('.press-new-form button[type=submit]');
    expect(await c.locator('[data-testid=press-who]').innerText()).toContain('Seuls vous et France lisez cette conversation.');
    await write(c, 'La Manche reste vide ?');
    await c.locator('[data-tab=press]').evaluate((e) => e.scrollIntoView({ block: 'start' }));
    await shot(c, 'press-thread-phone.png');

    await expect.poll(() => row(d, 'p:ENG').locator('[data-testid=thread-unread]').innerText(), POLL).toBe('1');
    await d.locator('[data-tab=press]').evaluate((e) => e.scrollIntoView({ block: 'start' }));
    await shot(d, 'press-list-phone.png');
    await row(d, 'p:ENG').click();
    // The conversation replaces the list on the screen, and fits it.
    expect(await d.locator('.press-list-view').isVisible()).toBe(false);
    const box = await d.locator('[data-testid=press-compose] .press-body').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(await d.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const back = await d.locator('[data-testid=press-back]').boundingBox();
    expect(back!.height).toBeGreaterThanOrEqual(44);
    expect(await d.locator('[data-testid=press-back]').innerText()).toContain('Toutes les conversations');
    await write(d, 'D’accord.');
    await d.click('[data-testid=press-back]');
    expect(await d.locator('.press-list-view').isVisible()).toBe(true);
    await expect.poll(() => row(d, 'p:ENG').innerText(), POLL).toMatch(/Vous\s*:\s*D’accord\./);
    for (const u of [chloe!, denis!]) await u.ctx.close();
  }, 240_000);
});
