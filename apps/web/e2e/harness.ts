/**
 * What the browser tests need: the built client, a real judge server on a free port with a
 * temporary SQLite database, and Debian's Chromium driven by playwright-core (never a
 * downloaded browser).
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as diadoquesPackage from '@diadochi/diadoques';
import { games as catalogGames } from '@diadochi/catalog';
import type { GameDefinition } from '@diadochi/kernel';
import { createServer, openStorage } from '@diadochi/server';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';

export const WEB = fileURLToPath(new URL('..', import.meta.url));
export const DIST = join(WEB, 'dist');

export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/**
 * Builds apps/web/dist (vite build) unless it is newer than every source file, the game
 * engines' included: the client runs them (order checks, result-sheet lines).
 */
export async function ensureBuilt(): Promise<void> {
  const index = join(DIST, 'index.html');
  const engines = ['../../games/diadoques/src', '../../packages/kernel/src'].map((d) => join(WEB, d)).filter((d) => existsSync(d));
  const sources = Math.max(newest(join(WEB, 'src')), ...engines.map(newest), statSync(join(WEB, 'index.html')).mtimeMs, statSync(join(WEB, 'vite.config.ts')).mtimeMs);
  if (existsSync(index) && statSync(index).mtimeMs > sources) return;
  await build({ configFile: join(WEB, 'vite.config.ts'), root: WEB, logLevel: 'warn' });
}

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

/** A judge on a free port of 127.0.0.1, with a temporary database, serving the built client. */
export async function startServer(): Promise<TestServer> {
  if (process.env.E2E_BASE_URL) return { url: process.env.E2E_BASE_URL, close: async () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'diadochi-e2e-'));
  const db = await openStorage({ sqlite: join(dir, 'e2e.sqlite') });
  // Fixed game seeds: every run plays the same dice and the same bots, so what the test checks
  // cannot depend on luck.
  let games = 0;
  const seeds = () => `e2e-${++games}`;
  const server = await createServer({ games: hostedGames(), db, webRoot: DIST, scheduler: { intervalMs: 200 }, rateLimits: { login: false, writes: false }, seeds });
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
