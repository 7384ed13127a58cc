/**
 * End to end (issue 14 item 2): the result sheet of a board without lines of its own
 * (Successors: its board leaves the sheet to the generic lines) is written by the game's catalogs
 * in the interface language — never its events' raw types, which the sheet showed before
 * (`e.text ?? e.type`).
 *
 * A player creates a Successors game (bots in the other seats), plays his first decisions with
 * the board's choice buttons, then reads the Results tab in English and in French (stepping
 * back from a step that wrote no line, such as a move that ended without an event).
 *
 * Run: npx vitest run --config apps/web/e2e/vitest.config.ts apps/web/e2e/results-sheet.test.ts
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allText, gameView, openUsers, POLL, startSuite } from './harness.ts';

const stamp = Date.now().toString(36).slice(-5);
/** What an event type looks like (`play-event`, `unrest`): a line that is only that is a raw type. */
const RAW_TYPE = /^[a-z]+(-[a-z0-9]+)*$/;

async function sheetLines(page: Page): Promise<string[]> {
  return page.locator('[data-testid=result-sheet] .sheet-line > span').allInnerTexts();
}

/** The lines of the shown step, stepping back (◀) while a step wrote none. */
async function someLines(page: Page): Promise<string[]> {
  for (let i = 0; i < 30; i++) {
    const lines = await sheetLines(page);
    if (lines.length > 0) return lines;
    await page.locator('.results-panel .history button', { hasText: '◀' }).click();
    await page.waitForTimeout(150);
  }
  return sheetLines(page);
}

describe('result sheets of a board without its own lines are written in the reader’s language (issue 14 item 2)', () => {
  const suite = startSuite();
  let page: Page;

  it('a player creates a Successors game with bots and plays his first decisions with the legal-decision buttons', async () => {
    const [u] = await openUsers(suite.browser, suite.base, [`succ_${stamp}`], { viewport: { width: 1400, height: 900 } });
    page = u!.page;
    await page.click('a[href="/new"]');
    await page.selectOption('select[name=ruleset]', 'successors');
    await page.fill('form [name=title]', `Sheet ${stamp}`);
    await page.selectOption('form [name=emptySeats]', 'bot');
    await page.fill('form [name=autoStart]', '1');
    await page.click('form button[type=submit]');
    await page.waitForURL(/\/games\//);
    // Seated as he creates (issue 17 item 12), the one player the game waits for: it starts at once.
    const gameId = page.url().split('/games/')[1]!;
    await expect.poll(async () => (await gameView(page, gameId)).game.status, { timeout: 30_000 }).toBe('running');
    // Decide until a few steps are resolved: the first legal decision each time it waits on him.
    for (let i = 0; i < 40 && (await gameView(page, gameId)).game.step < 4; i++) {
      // the Successors board: an offered target, else a card's or the panel's first choice (only rule-listed choices are shown)
      const target = page.locator('[data-testid=suc-target]').first();
      const button = (await target.isVisible().catch(() => false)) ? target : page.locator('[data-testid=suc-choice], [data-testid=suc-card-action]').first();
      if (await button.isVisible().catch(() => false)) await button.click().catch(() => {});
      await page.waitForTimeout(300);
    }
    expect((await gameView(page, gameId)).game.step).toBeGreaterThanOrEqual(2);
  });

  it('the Results tab: every line written by the catalogs in English, none a raw type', async () => {
    await page.getByRole('tab', { name: 'Results' }).click();
    await expect.poll(async () => (await someLines(page)).length, POLL).toBeGreaterThan(0);
    const en = await sheetLines(page);
    expect(en.filter((l) => RAW_TYPE.test(l.trim()))).toEqual([]);
    expect(await allText(page.locator('[data-testid=result-sheet]'))).not.toBe('');
  });

  it('in French: the same sheet in French', async () => {
    const en = await sheetLines(page);
    await page.getByLabel('Language').selectOption({ label: 'Français' });
    await page.getByRole('tab', { name: 'Résultats' }).click();
    await expect.poll(async () => (await someLines(page)).length, POLL).toBeGreaterThan(0);
    await expect.poll(async () => (await sheetLines(page)).join('\n') !== en.join('\n'), POLL).toBe(true);
    const fr = await sheetLines(page);
    expect(fr.filter((l) => RAW_TYPE.test(l.trim()))).toEqual([]);
  });
});
