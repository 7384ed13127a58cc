/**
 * A replay is not interrupted by the game going on (stop 22's fix, `ResultsPanel.atLatest`), end
 * to end in Debian's Chromium at 1400×900 and 390×844: a player browsing an earlier step of his
 * practice game's history stays on it when a new result arrives by WebSocket — the toast tells
 * him, the slider grows by one step — while a player on the last step is moved on to the new one.
 * Before the fix the socket's `results` message put every reader of the results tab on the last
 * step (the first-game test failed under CI load when the bots' last results reached a replay).
 *
 * The season is ended through the judge's API by the same user (another tab of his would do the
 * same): the page under test only listens, as a reader of the history does.
 *
 * Run: npx vitest run --config apps/web/e2e/vitest.config.ts apps/web/e2e/replay-live.test.ts
 * Screenshots (docs/screenshots/replay-live-*.png) with DIADOCHI_SCREENSHOTS=docs/screenshots.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameView, openUsers, POLL, startSuite, screenshotter } from './harness.ts';

const shot = screenshotter(process.env.DIADOCHI_SCREENSHOTS, 'replay-live-');
const suffix = Date.now().toString(36).slice(-5);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1400, height: 900 };

const waitReady = (page: Page) => page.waitForSelector('body[data-game-ready="1"]', { timeout: 60_000 });
const slider = (page: Page) => page.locator('.history-slider');
const sliderState = (page: Page) => slider(page).evaluate((el) => ({ value: Number((el as HTMLInputElement).value), min: Number((el as HTMLInputElement).min), max: Number((el as HTMLInputElement).max) }));

/** Sends the seat's first listed decision through the judge's API, ready; the bots answer at once, so the step resolves. */
async function endStep(page: Page, id: string): Promise<number> {
  const before = (await gameView(page, id)).game.step;
  const status = await page.evaluate(async (g) => {
    const legal = ((await (await fetch(`/api/games/${g}`)).json()) as { legal: unknown[] }).legal;
    const csrf = decodeURIComponent(/(?:^|;\s*)diadochi_csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '');
    const r = await fetch(`/api/games/${g}/decision`, { method: 'PUT', headers: { 'content-type': 'application/json', 'x-csrf-token': csrf }, body: JSON.stringify({ decision: legal[0], ready: true }) });
    return r.status;
  }, id);
  expect(status).toBe(200);
  await expect.poll(async () => (await gameView(page, id)).game.step, { timeout: 60_000 }).toBeGreaterThan(before);
  return (await gameView(page, id)).game.step;
}

describe('a replay stays where the player is when the game goes on', () => {
  const suite = startSuite();
  let page: Page;
  let id: string;
  beforeAll(async () => {
    page = (await openUsers(suite.browser, suite.base, [`replay_${suffix}`], { viewport: DESKTOP }))[0]!.page;
    await page.goto(suite.base);
  }, 60_000);

  it('his practice game has two resolved steps (the start purchases and spring −319): a history to go back in', async () => {
    await page.getByRole('button', { name: 'Practise against bots' }).click();
    await page.waitForURL(/\/games\//);
    await waitReady(page);
    id = page.url().split('/games/')[1]!;
    await endStep(page, id);
    expect(await endStep(page, id)).toBe(2);
    await page.reload();
    await waitReady(page);
  }, 180_000);

  it('on an earlier step (desktop): a new result leaves him there, the slider grows, the toast tells him', async () => {
    await page.getByRole('tab', { name: 'Results' }).click();
    await expect.poll(async () => (await sliderState(page)).max, POLL).toBeGreaterThan((await sliderState(page)).min);
    await slider(page).focus();
    await page.keyboard.press('Home');
    const at = await sliderState(page);
    expect(at.value).toBe(at.min);
    await expect.poll(() => page.locator('[data-testid=result-sheet] h3').innerText(), POLL).toMatch(new RegExp(`^Step ${at.min}\\b`));

    await endStep(page, id);
    await expect.poll(async () => (await sliderState(page)).max, { timeout: 30_000 }).toBe(at.max + 1);
    await expect.poll(() => page.locator('.toast').allInnerTexts(), POLL).toEqual(expect.arrayContaining([expect.stringMatching(/^Results/)]));
    // Still on the first step, its sheet still shown.
    expect((await sliderState(page)).value).toBe(at.min);
    expect(await page.locator('[data-testid=result-sheet] h3').innerText()).toMatch(new RegExp(`^Step ${at.min}\\b`));
    await shot(page, 'desktop');
  }, 120_000);

  it('on the last step (phone): a new result moves him on to it', async () => {
    await page.setViewportSize(PHONE);
    await slider(page).scrollIntoViewIfNeeded();
    await slider(page).focus();
    await page.keyboard.press('End');
    const at = await sliderState(page);
    expect(at.value).toBe(at.max);

    await endStep(page, id);
    await expect.poll(async () => (await sliderState(page)).max, { timeout: 30_000 }).toBe(at.max + 1);
    await expect.poll(async () => (await sliderState(page)).value, POLL).toBe(at.max + 1);
    await expect.poll(() => page.locator('[data-testid=result-sheet] h3').innerText(), POLL).toMatch(new RegExp(`^Step ${at.max + 1}\\b`));
    // No horizontal scroll on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await shot(page, 'phone');
  }, 120_000);
});
