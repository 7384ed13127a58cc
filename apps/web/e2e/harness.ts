/**
 * What the browser tests need: the built client, a real judge server on a free port with a
 * temporary SQLite database, and Debian's Chromium driven by playwright-core (never a
 * downloaded browser).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as diadoquesPackage from '@diadochi/diadoques';
import { games as catalogGames } from '@diadochi/catalog';
import type { GameDefinition } from '@diadochi/kernel';
import { createServer, openStorage, platformBots, platformRoster } from '@diadochi/server';
import type { ServerOptions } from '@diadochi/server';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { BuildOptions } from './build.ts';
import { DIST } from './dist.ts';

export { DIST, WEB } from './dist.ts';

/** Builds the client when stale (build.ts); vite is loaded only when this is called — test files never do, the global set-up and the benchmark do. */
export async function ensureBuilt(o?: BuildOptions): Promise<void> {
  return (await import('./build.ts')).ensureBuilt(o);
}

export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

/**
 * The games the test server hosts: the catalog's, plus the Diadoques definitions when the
 * package exports them and the catalog does not list them yet.
 */
export function hostedGames(): GameDefinition[] {
  const list = [...catalogGames];
  for (const id of ['diadoques', 'diadokhoi']) {
    const def = (diadoquesPackage as unknown as Record<string, GameDefinition | undefined>)[id];
    if (!list.some((g) => g.id === id) && def && typeof def === 'object' && def.id === id) list.push(def);
  }
  return list;
}

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

/** A judge on a free port of 127.0.0.1, with a temporary database and the platform's bots, serving the built client; `notify`: its mail and webhooks (issue 21). */
export async function startServer(o: { notify?: ServerOptions['notify'] } = {}): Promise<TestServer> {
  if (process.env.E2E_BASE_URL) return { url: process.env.E2E_BASE_URL, close: async () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'diadochi-e2e-'));
  const db = await openStorage({ sqlite: join(dir, 'e2e.sqlite') });
  // Fixed game seeds: every run plays the same dice and the same bots, so what the test checks
  // cannot depend on luck. The bots are the platform's (the baseline bot for Les Diadoques), as
  // in production: the flows are planned against the players a user meets.
  let games = 0;
  const seeds = () => `e2e-${++games}`;
  const hosted = hostedGames();
  const server = await createServer({ games: hosted, bots: platformBots(hosted), ...platformRoster(hosted), db, webRoot: DIST, scheduler: { intervalMs: 200 }, rateLimits: { login: false, writes: false }, seeds, ...(o.notify ? { notify: o.notify } : {}) });
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    async close() {
      await server.close();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function launch(): Promise<Browser> {
  return chromium.launch(CHROMIUM);
}

/** Registers a new account through the register page. */
export async function register(page: Page, base: string, name: string, password = 'correct-horse-1'): Promise<void> {
  await page.goto(`${base}/register`);
  await page.fill('input[name=name]', name);
  await page.fill('input[name=password]', password);
  await page.fill('input[name=password2]', password);
  await page.click('form button[type=submit]');
  await page.waitForURL(`${base}/`);
}

/** Clicks a space of the map where its label is drawn (labels let clicks through to the space). */
export async function clickSpace(page: Page, space: string): Promise<void> {
  const label = page.locator(`#layer-labels [data-space="${space}"]`).first();
  const box = await label.boundingBox();
  if (!box) throw new Error(`no label for ${space} on the map`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The game as the page's user sees it through the API (read-only: to decide what to test). */
export async function gameView(page: Page, gameId: string): Promise<GameApiView> {
  return page.evaluate(async (id) => (await fetch(`/api/games/${id}`)).json(), gameId) as Promise<GameApiView>;
}

export interface GameApiView {
  game: { status: string; step: number; you: { power: string | null }; result: unknown };
  view: {
    step: number;
    pending: { phase: string; players: string[] } | null;
    view: { state: { year: number; season: string; units: { id: string; power: string; type: string; space: string }[]; sieges: { citadel: string; unit: string; seasons: number }[]; control: Record<string, string> } };
  };
}

export const POLL = { timeout: 15_000 };

/**
 * A test file's screenshot function: with `dir` set (from the file's own variable, e.g.
 * `DIADOCHI_SCREENSHOTS=docs/screenshots`) `shot(page, name)` writes `<dir>/<prefix><name>.png`;
 * unset, it does nothing, so a plain run writes no file.
 */
export function screenshotter(dir: string | undefined, prefix: string, o: { fullPage?: boolean } = {}): (page: Page, name: string) => Promise<void> {
  return async (page, name) => {
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: join(dir, `${prefix}${name}.png`), ...(o.fullPage ? { fullPage: true } : {}) });
  };
}
export const allText = async (l: Locator): Promise<string> => (await l.allInnerTexts()).join('\n');
export const ordersText = (p: Page): Promise<string> => p.inputValue('[data-testid=orders-text]');

/** What a test file shares: the judge and the browser, ready once its `beforeAll` ran. */
export interface Suite {
  readonly server: TestServer;
  readonly browser: Browser;
  readonly base: string;
}

/**
 * Starts the judge (with the Diadoques rulesets hosted) and Chromium before the file's tests
 * and stops both after them: call it once at the top of a `describe`. `notify` gives the judge's
 * mail and webhook settings, read when the judge starts (after the file's earlier hooks, which
 * may start a mail server).
 */
export function startSuite(o: { notify?: () => ServerOptions['notify'] } = {}): Suite {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (!process.env.E2E_BASE_URL && !hostedGames().some((g) => g.id === 'diadoques')) {
      throw new Error('The diadoques ruleset is neither in @diadochi/catalog nor exported by @diadochi/diadoques: register it to run the browser tests.');
    }
    // Built once for the run by the global set-up (global-setup.ts), never here: files run in parallel.
    if (!process.env.E2E_BASE_URL && !existsSync(join(DIST, 'index.html'))) throw new Error(`no built client in ${DIST}: run the browser tests through apps/web/e2e/vitest.config.ts (its global set-up builds it)`);
    server = await startServer(o.notify ? { notify: o.notify() } : {});
    browser = await launch();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const ready = <T>(x: T | undefined, what: string): T => {
    if (x === undefined) throw new Error(`the ${what} is not started: use the suite inside a test or a later hook`);
    return x;
  };
  return {
    get server() {
      return ready(server, 'judge server');
    },
    get browser() {
      return ready(browser, 'browser');
    },
    get base() {
      return ready(server, 'judge server').url;
    },
  };
}

export interface User {
  ctx: BrowserContext;
  page: Page;
  name: string;
}

export interface OpenUsers {
  viewport?: { width: number; height: number };
  locale?: string;
  /** Register each through the register page (default); false: a signed-out visitor. */
  register?: boolean;
}

/** One browser context and page per name, page errors printed with the name, each registered. */
export async function openUsers(browser: Browser, base: string, names: string[], o: OpenUsers = {}): Promise<User[]> {
  const users: User[] = [];
  for (const name of names) {
    const ctx = await browser.newContext({ viewport: o.viewport ?? { width: 1400, height: 950 }, locale: o.locale ?? 'en-GB' });
    const page = await ctx.newPage();
    page.on('pageerror', (e) => console.error(`[${name}] page error: ${e.message}`));
    if (o.register !== false) await register(page, base, name);
    users.push({ ctx, page, name });
  }
  return users;
}

/**
 * Creates a Les Diadoques game through the new-game form, last year −318, bots in the empty
 * seats, seats by preference, started by the second join; `fields` sets more inputs and
 * selects by name (`true`: a checkbox ticked). The creator is seated as he creates (issue 17
 * item 12), with `firstChoice` ranked first on the form when given (`diadoques §2.2`); so the
 * second player's join starts the game. Returns the game's id.
 */
export async function createGameByForm(page: Page, title: string, fields: Record<string, string | true> = {}, firstChoice?: string): Promise<string> {
  await followNav(page, 'nav-new');
  await page.selectOption('select[name=ruleset]', 'diadoques');
  // The creator's ranking, in table order until changed: the seats come from the judge.
  await page.locator('[data-testid=new-ranking] .ranking li').first().waitFor({ timeout: 15_000 });
  await fillAndCreate(page, { title, lastYear: '318', emptySeats: 'bot', assignment: 'preferences', autoStart: '2', ...fields }, firstChoice);
  return page.url().split('/games/')[1]!;
}

/**
 * On the new-game form, with its ruleset chosen: sets the inputs and selects by name (`true`: a
 * checkbox ticked), ranks `firstChoice` first among the seats the creator takes, creates the
 * game and waits for its page.
 */
export async function fillAndCreate(page: Page, fields: Record<string, string | true>, firstChoice?: string): Promise<void> {
  for (const [name, value] of Object.entries(fields)) {
    const el = page.locator(`form [name=${name}]`);
    if (value === true) await el.check();
    else if ((await el.evaluate((e) => e.tagName)) === 'SELECT') await el.selectOption(value);
    else await el.fill(value);
  }
  if (firstChoice) await rankFirst(page, firstChoice);
  await page.click('form button[type=submit]');
  await page.waitForURL(/\/games\//);
}

/** Moves `power` to the top of the page's seat ranking (the new-game form's or a forming game's), `diadoques §2.2`. */
export async function rankFirst(page: Page, power: string): Promise<void> {
  await page.locator(`.ranking li[data-power=${power}]`).waitFor({ timeout: 15_000 });
  const top = () => page.locator('.ranking li').first().getAttribute('data-power');
  for (let i = 0; i < 40 && (await top()) !== power; i++) {
    await page.locator(`.ranking li[data-power=${power}] button`, { hasText: '▲' }).click();
  }
  await page.waitForFunction((p) => document.querySelector('.ranking li')?.getAttribute('data-power') === p, power, { timeout: 5000 });
}

/** On a forming game's page, as a player who did not create it: moves `power` to the top of the ranking, then joins (`diadoques §2.2`). */
export async function joinWithFirstChoice(page: Page, power: string): Promise<void> {
  await rankFirst(page, power);
  await page.getByRole('button', { name: 'Join this game' }).click();
}

/** A power's units, as the page's user sees them through the API. */
export async function unitsOf(page: Page, gameId: string, power: string) {
  return (await gameView(page, gameId)).view.view.state.units.filter((u) => u.power === power);
}

/** Waits until every order line is checked by the browser and the judge; returns text and state of each. */
export async function lineStates(p: Page): Promise<{ text: string; state: string }[]> {
  await p.waitForFunction(() => document.querySelectorAll('[data-testid=order-lines] [data-state=checking]').length === 0, undefined, { timeout: 15_000 });
  return p.locator('[data-testid=order-lines] li.order-line').evaluateAll((els) => els.map((e) => ({ text: e.querySelector('code')?.textContent ?? '', state: e.getAttribute('data-state') ?? '' })));
}

/** Sends the orders; the judge's acceptance shows as the "ready" status. */
export async function sendOrders(p: Page): Promise<void> {
  await p.click('[data-testid=send-orders]');
  // The status line, or the toast when the phase resolved at once and the new phase cleared the line.
  await p.locator('.order-status, .toast-success', { hasText: /ready|prêt/i }).first().waitFor();
}

/**
 * Every page whose send button is enabled sends; the judge resolves (bots are ready at once);
 * every page moves on by WebSocket: its prompt's step changes, or the game's result shows.
 */
export async function resolveSeason(pages: Page[]): Promise<void> {
  const before = await Promise.all(pages.map((p) => p.locator('[data-testid=prompt]').getAttribute('data-step')));
  for (const p of pages) if (await p.locator('[data-testid=send-orders]').isEnabled()) await sendOrders(p);
  for (const [i, p] of pages.entries()) {
    await p.waitForFunction((old) => document.querySelector('[data-testid=prompt]')?.getAttribute('data-step') !== old || !!document.querySelector('.result'), before[i], { timeout: 30_000 });
  }
}

/** Follows a link of the site's bar by its test id; on a phone the links are under the menu button (main.ts), opened first. */
export async function followNav(page: Page, testid: string): Promise<void> {
  const menu = page.locator('[data-testid=nav-menu]');
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  await page.click(`[data-testid=${testid}]`);
}
