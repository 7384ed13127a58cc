/**
 * The shell a stranger meets on a phone (issue 17, items 8, 12, 13): no page scrolls
 * sideways at 390×844, the header's links stay reachable with large tap targets, toasts do not
 * pile up, and the lobby offers the games playable at once on this device, in the interface
 * language.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createGameByForm, followNav, openUsers, POLL, startSuite } from './harness.ts';

const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.SHELL_SHOTS; // a folder: save phone screenshots there to look at

/** A finished game's public summary, the fields the lobby reads (docs/API.md, "game summary"). */
const finished = (id: string, title: string, winners: string[]) => ({
  id, title, ruleset: 'diadoques', status: 'over', gm: { name: 'ann' }, settings: { deadlines: { default: 172800, phases: {} } }, seatsCount: 2, members: [],
  seats: [{ power: 'ptolemee', player: 'ann', controller: 'human' }, { power: 'seleucos', player: null, controller: 'bot' }],
  commitment: '', step: 40, phase: null, deadlineAt: null, pausedLeftMs: null, graceUsed: false, assignment: null,
  result: { winners, reason: '' }, createdAt: 0, startedAt: 0, endedAt: 0, you: { roles: [], power: null, joined: false, preferences: [] },
});

const scrollWidth = (p: Page) => p.evaluate(() => document.scrollingElement!.scrollWidth);

/** Every link and button of the header lies inside the viewport and is at least 44 px tall. */
async function headerReachable(p: Page): Promise<void> {
  const boxes = await p.locator('header.topbar').locator('a, button, select').evaluateAll((els) =>
    els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => {
      const r = e.getBoundingClientRect();
      return { text: (e.textContent ?? '').trim(), left: r.left, right: r.right, height: r.height };
    }),
  );
  expect(boxes.length).toBeGreaterThan(2);
  for (const b of boxes) {
    expect(b.left, b.text).toBeGreaterThanOrEqual(0);
    expect(b.right, b.text).toBeLessThanOrEqual(PHONE.width);
    expect(b.height, b.text).toBeGreaterThanOrEqual(44);
  }
}

async function noSidewaysScroll(p: Page, path: string, wait: string): Promise<void> {
  await p.goto(path);
  await p.locator(wait).first().waitFor();
  await p.waitForTimeout(300);
  expect(await scrollWidth(p), `${path} is wider than the phone`).toBeLessThanOrEqual(PHONE.width);
  await headerReachable(p);
}

/** The bar is one row on a phone (the page starts high); its links and the account open under the menu button, reachable, and close again. */
async function menuOpens(p: Page, links: string[]): Promise<void> {
  const bar = await p.locator('header.topbar').boundingBox();
  expect(bar!.height, 'the bar is one row').toBeLessThanOrEqual(60);
  const menu = p.locator('[data-testid=nav-menu]');
  expect(await p.locator('header.topbar nav').isVisible()).toBe(false);
  await menu.click();
  expect(await menu.getAttribute('aria-expanded')).toBe('true');
  for (const name of links) expect(await p.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
  await headerReachable(p);
  expect(await scrollWidth(p), 'the open menu is wider than the phone').toBeLessThanOrEqual(PHONE.width);
  await menu.click();
  expect(await p.locator('header.topbar nav').isVisible()).toBe(false);
}

describe('the shell on a phone', () => {
  const suite = startSuite();

  it('no page scrolls sideways at 390×844 and the header links are reachable (issue 17 item 8)', async () => {
    const [visitor] = await openUsers(suite.browser, suite.base, ['stranger'], { viewport: PHONE, register: false });
    const p = visitor!.page;
    await noSidewaysScroll(p, `${suite.base}/`, '[data-testid=local-syracuse]');
    if (SHOTS) await p.screenshot({ path: `${SHOTS}/lobby-phone.png` });
    await noSidewaysScroll(p, `${suite.base}/register`, 'input[name=password2]');
    await noSidewaysScroll(p, `${suite.base}/login`, 'input[name=password]');
    await noSidewaysScroll(p, `${suite.base}/rules/diadoques`, 'main h1, main h2');
    await noSidewaysScroll(p, `${suite.base}/local/syracuse`, 'main form, main button');
    if (SHOTS) await p.screenshot({ path: `${SHOTS}/local-syracuse-phone.png` });
    await noSidewaysScroll(p, `${suite.base}/local/phalanxx`, 'main form, main button');
    if (SHOTS) await p.screenshot({ path: `${SHOTS}/local-phalanxx-phone.png` });
    // Signed in: the header gains "New game" and the user's name.
    await p.goto(`${suite.base}/register`);
    await p.fill('input[name=name]', 'phoneuser');
    await p.fill('input[name=password]', 'correct-horse-1');
    await p.fill('input[name=password2]', 'correct-horse-1');
    await p.click('form button[type=submit]');
    await p.waitForURL(`${suite.base}/`);
    await noSidewaysScroll(p, `${suite.base}/`, '[data-testid=local-syracuse]');
    await noSidewaysScroll(p, `${suite.base}/new`, 'select[name=ruleset]');
    if (SHOTS) await p.screenshot({ path: `${SHOTS}/new-phone.png` });
    await p.goto(`${suite.base}/`);
    // Seated as he creates (issue 17 item 12); the game forms until he starts it.
    const id = await createGameByForm(p, 'Phone game');
    await noSidewaysScroll(p, `${suite.base}/games/${id}`, '.game-page');
    if (SHOTS) await p.screenshot({ path: `${SHOTS}/forming-phone.png` });
    // Started, the game has bots in the other seats: the running game's page, map and orders.
    await p.getByRole('button', { name: 'Start the game now' }).click();
    await noSidewaysScroll(p, `${suite.base}/games/${id}`, '[data-testid=prompt]');
    if (SHOTS) await p.screenshot({ path: `${SHOTS}/game-phone.png`, fullPage: true });
    await visitor!.ctx.close();
  });

  it('on a phone the bar is one row; the links and the account open under its menu button, and following one closes it', async () => {
    const [visitor] = await openUsers(suite.browser, suite.base, ['menuuser'], { viewport: PHONE });
    const p = visitor!.page;
    await p.goto(`${suite.base}/`);
    await p.locator('[data-testid=local-syracuse]').waitFor();
    await menuOpens(p, ['Lobby', 'New game', 'Archive', 'Settings']);
    if (SHOTS) {
      await p.locator('[data-testid=nav-menu]').click();
      await p.screenshot({ path: `${SHOTS}/menu-open-phone.png` });
      await p.locator('[data-testid=nav-menu]').click();
    }
    await followNav(p, 'nav-archive');
    await p.waitForURL(`${suite.base}/archive`);
    expect(await p.locator('header.topbar nav').isVisible()).toBe(false);
    // On a desktop there is no menu button: the links are in the bar.
    await p.setViewportSize({ width: 1400, height: 900 });
    expect(await p.locator('[data-testid=nav-menu]').isVisible()).toBe(false);
    expect(await p.locator('header.topbar nav').isVisible()).toBe(true);
    await visitor!.ctx.close();
  });

  it('toasts never exceed two, newer replacing older, and leave on their own (issue 17 item 13)', async () => {
    const [visitor] = await openUsers(suite.browser, suite.base, ['toaster'], { viewport: PHONE, register: false });
    const p = visitor!.page;
    await p.goto(`${suite.base}/`);
    await p.locator('[data-testid=local-syracuse]').waitFor();
    let most = 0;
    // Each unhandled rejection in the page raises an error toast (main.ts).
    for (let i = 1; i <= 6; i++) {
      await p.evaluate((n) => void Promise.reject(new Error(`failure ${n}`)), i);
      await p.waitForFunction((n) => [...document.querySelectorAll('.toast')].some((t) => t.textContent?.includes(`failure ${n}`)), i);
      most = Math.max(most, await p.locator('.toast').count());
    }
    expect(most).toBeLessThanOrEqual(2);
    if (SHOTS) await p.screenshot({ path: `${SHOTS}/toasts-phone.png` });
    await expect.poll(() => p.locator('.toast').last().textContent()).toContain('failure 6');
    // Short-lived: all gone within ten seconds.
    await p.waitForFunction(() => document.querySelectorAll('.toast').length === 0, undefined, { timeout: 10_000 });
    await visitor!.ctx.close();
  });

  for (const [locale, syracuse, phalanxx] of [
    ['en-GB', /Syracuse/, /PhalanXX/],
    ['fr-FR', /Syracuse/, /PhalanXX/],
  ] as const) {
    it(`the lobby offers the games playable at once on this device, in ${locale} (issue 17 item 12)`, async () => {
      const [visitor] = await openUsers(suite.browser, suite.base, [`l-${locale}`], { register: false, locale });
      const p = visitor!.page;
      // Finished games as GET /api/games?status=over gives them (docs/API.md): one won, one without a winner.
      await p.route('**/api/games?status=over', (route) => route.fulfill({ json: { games: [finished('g-won', 'Old war', ['ptolemee']), finished('g-none', 'Stalemate', [])] } }));
      await p.goto(`${suite.base}/`);
      const done = p.locator('[data-testid=finished-games] li');
      await expect.poll(() => done.count()).toBe(2);
      // The seats named by the game in the reader's language, never by id (issue 17 item 12), once its names are loaded.
      await expect.poll(() => done.nth(0).innerText(), POLL).toMatch(locale === 'fr-FR' ? /Old war[\s\S]*Vainqueurs\s: Ptolémée \(ann\)/ : /Old war[\s\S]*Winners: Ptolemy \(ann\)/);
      expect(await done.nth(1).innerText()).toMatch(locale === 'fr-FR' ? /Stalemate[\s\S]*Pas de vainqueur/ : /Stalemate[\s\S]*No winner/);
      const play = p.locator('[data-testid=play-now]');
      await play.waitFor();
      const syr = play.locator('a[href="/local/syracuse"]');
      const phx = play.locator('a[href="/local/phalanxx"]');
      const suc = play.locator('a[href="/local/successors"]');
      await expect.poll(() => syr.textContent()).toMatch(syracuse);
      await expect.poll(() => phx.textContent()).toMatch(phalanxx);
      await expect.poll(() => suc.textContent()).toMatch(/Successors/);
      const text = await play.innerText();
      if (locale === 'fr-FR') {
        expect(text).toMatch(/sans compte/);
        expect(text).not.toMatch(/\b(Play|device|account|against)\b/);
      } else {
        expect(text).toMatch(/no account/);
      }
      if (SHOTS && locale === 'en-GB') await p.screenshot({ path: `${SHOTS}/lobby.png` });
      await syr.click();
      await p.waitForURL(`${suite.base}/local/syracuse`);
      // Successors too is offered on this device: its seats form opens.
      await p.goBack();
      await suc.click();
      await p.waitForURL(`${suite.base}/local/successors`);
      await p.locator('[data-testid=suc-start]').waitFor(POLL);
      await visitor!.ctx.close();
    });
  }
});
