/**
 * End to end: a game on this device against the search bot (issue 19, "solo against bots"):
 * on /local/successors and /local/syracuse a seat may be given to the stronger bot (L2), and on
 * /local/phalanxx to the strong bot, which decides in a web worker (`local/bot-thinker.ts`) so
 * the page stays live while it thinks; its moves reach the board and the log, and the game goes
 * on to the human's turn.
 *
 * Run: npx vitest run --config apps/web/e2e/vitest.config.ts apps/web/e2e/local-bots.test.ts
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { POLL, startSuite } from './harness.ts';

/** A fresh context at one size and language, its page, and the page's uncaught errors (each test expects none). */
async function open(browser: Browser, viewport: { width: number; height: number }, locale: string): Promise<{ ctx: BrowserContext; p: Page; errors: string[] }> {
  const ctx = await browser.newContext({ viewport, locale });
  const p = await ctx.newPage();
  const errors: string[] = [];
  p.on('pageerror', (e) => errors.push(String(e)));
  return { ctx, p, errors };
}

/** The page's status line, once it asks the human on this device to play. */
async function humanTurn(p: Page, who: RegExp): Promise<string> {
  const status = p.getByTestId('local-status');
  await expect.poll(async () => status.innerText(), { timeout: 90_000 }).toMatch(who);
  return status.innerText();
}

describe('on this device against the search bot', () => {
  const suite = startSuite();

  it('Successors: L2 thinks in a worker and its play reaches the board', async () => {
    const { ctx, p, errors } = await open(suite.browser, { width: 1400, height: 900 }, 'en-GB');
    await p.goto(`${suite.base}/local/successors?seed=e2e-l2`);
    await p.selectOption('[data-testid=suc-players]', '2');
    // the form offers each seat the three kinds of player, in the page's language
    expect(await p.locator('[data-testid=suc-seat-blue] option').allInnerTexts()).toEqual(['a player on this device', 'the bot (L1)', 'the stronger bot (L2, thinks longer)']);
    await p.selectOption('[data-testid=suc-seat-blue]', 'l2');
    await p.selectOption('[data-testid=suc-seat-red]', 'human');
    await p.click('[data-testid=suc-start]', POLL);
    await humanTurn(p, /Red/);
    // Blue's decisions came from the worker, and show in the log Red reads
    expect(p.workers().length).toBeGreaterThan(0);
    await expect.poll(async () => (await p.locator('.side').innerText()).match(/\bBlue (plays|places|holds|moves)/) !== null, POLL).toBe(true);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('Syracuse: the search bot thinks in a worker, in French', async () => {
    const { ctx, p, errors } = await open(suite.browser, { width: 390, height: 844 }, 'fr-FR');
    await p.goto(`${suite.base}/local/syracuse?seed=e2e-l2`);
    await p.locator('[data-testid=syr-start]').waitFor(POLL);
    const seats = p.locator('select[name=seat-syr] option');
    expect(await seats.allInnerTexts()).toEqual(['un joueur sur cet appareil', 'le robot (N1)', 'le robot qui cherche (N2, réfléchit plus longtemps)']);
    await p.selectOption('select[name=seat-ath]', 'l2');
    await p.click('[data-testid=syr-start]', POLL);
    await p.locator('.syr-map').waitFor(POLL);
    await humanTurn(p, /Syracuse/);
    expect(p.workers().length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('PhalanXX: the strong bots think in a worker', async () => {
    const { ctx, p, errors } = await open(suite.browser, { width: 1400, height: 900 }, 'en-GB');
    await p.goto(`${suite.base}/local/phalanxx?seed=e2e-strong`);
    await p.locator('select[name=seat-1]').waitFor(POLL);
    await p.selectOption('select[name=seat-0]', 'strong');
    await p.selectOption('select[name=seat-1]', 'strong');
    await p.getByRole('button', { name: 'Start the game' }).click();
    // two strong bots: the game plays itself, each step from the worker, and the board follows
    await expect.poll(() => p.workers().length, POLL).toBeGreaterThan(0);
    const first = await p.getByTestId('local-status').innerText();
    await expect.poll(async () => p.getByTestId('local-status').innerText(), { timeout: 60_000 }).not.toBe(first);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
