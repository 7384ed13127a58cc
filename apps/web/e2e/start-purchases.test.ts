/**
 * End to end (issue 17, item 6): the start purchase form of both rulesets, at the desktop
 * viewport (1400×900) and the phone's (390×844), in one game per ruleset.
 * - The types offered are the ruleset's (`diadokhoi §5.3.1`: mercenary units only; `§5.3.3`,
 *   `diadoques §12.4`: no fleet for Antigone / Antigonos); the default place is the start
 *   province itself; the count is said as the rule says it ("exactly 3", "1 to 3").
 * - The prompt's examples are the player's own purchases, none the ruleset refuses.
 * - A refusal is shown beside the form's controls, in view (three armies in a citadel: no
 *   army with the diadochus, `diadoques §12.3`).
 * - The form's defaults, added three times and sent, are accepted by the judge. Before, the
 *   default place was the capital's citadel and the judge refused the purchase ("at least
 *   one army in EGY itself").
 *
 * Run: npx vitest run --config apps/web/e2e/vitest.config.ts apps/web/e2e/start-purchases.test.ts
 * START_SHOTS=/tmp saves a screenshot of each form (start-<ruleset>-desktop.png, -phone.png).
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allText, fillAndCreate, gameView, joinWithFirstChoice, lineStates, openUsers, ordersText, POLL, resolveSeason, startSuite } from './harness.ts';
import type { User } from './harness.ts';

const stamp = Date.now().toString(36).slice(-5);
const SHOTS = process.env.START_SHOTS;

/** Creates a game of `ruleset` by the new-game form: bots in the empty seats, started by the second join. */
/** Creates the game through the form, its creator seated with `firstChoice` ranked first (issue 17 item 12). */
async function createGame(page: Page, ruleset: string, title: string, firstChoice: string): Promise<string> {
  await page.click('a[href="/new"]');
  await page.selectOption('select[name=ruleset]', ruleset);
  // The ruleset's own options are loaded with its board code: wait for the scenario select of this ruleset.
  await page.locator('form select[name=scenario]').waitFor();
  await fillAndCreate(page, { title, lastYear: '318', emptySeats: 'bot', assignment: 'preferences', autoStart: '2' }, firstChoice);
  return page.url().split('/games/')[1]!;
}

interface Case {
  ruleset: 'diadoques' | 'diadokhoi';
  /** Desktop then phone: the power each plays, his start province and capital citadel, the types offered. */
  seats: { power: string; province: string; citadel: string; types: string[] }[];
  count: RegExp;
  refused: RegExp;
}

const CASES: Case[] = [
  {
    ruleset: 'diadoques',
    seats: [
      { power: 'ptolemee', province: 'EGY', citadel: 'Alexandrie', types: ['A', 'F', 'Am', 'Ae', 'Fe', 'Ag'] },
      { power: 'antigone', province: 'PHR', citadel: 'Gordion', types: ['A', 'Am', 'Ae', 'Ag'] },
    ],
    count: /Buy 1 to 3 units: 0 so far\./,
    refused: /Starting units: at least one army in (EGY|PHR) itself/,
  },
  {
    ruleset: 'diadokhoi',
    seats: [
      { power: 'ptolemaios', province: 'Egy', citadel: 'Alexandria', types: ['A', 'F'] },
      { power: 'antigonos', province: 'Phr', citadel: 'Gordion', types: ['A'] },
    ],
    count: /Buy exactly 3 units: 0 so far\./,
    refused: /Starting units: at least one army in (Egy|Phr) itself/,
  },
];

const VIEWPORTS = [
  { label: 'desktop 1400×900', viewport: { width: 1400, height: 900 } },
  { label: 'phone 390×844', viewport: { width: 390, height: 844 } },
] as const;

describe.each(CASES)('start purchases of $ruleset: the form offers what the rules allow and its defaults are accepted (issue 17 item 6)', (c) => {
  const suite = startSuite();
  const users: User[] = [];
  let gameId = '';

  it(`a desktop player (${c.seats[0]!.power}) and a phone player (${c.seats[1]!.power}) join a ${c.ruleset} game: the start purchases wait on both`, async () => {
    for (const [k, v] of VIEWPORTS.entries()) {
      const [u] = await openUsers(suite.browser, suite.base, [`${c.ruleset.slice(0, 5)}${k}_${stamp}`], { viewport: v.viewport });
      users.push(u!);
    }
    gameId = await createGame(users[0]!.page, c.ruleset, `Start ${c.ruleset} ${stamp}`, c.seats[0]!.power);
    await users[1]!.page.goto(`${suite.base}/games/${gameId}`);
    await joinWithFirstChoice(users[1]!.page, c.seats[1]!.power);
    for (const [k, u] of users.entries()) {
      await expect.poll(async () => (await gameView(u.page, gameId)).game.you.power, { timeout: 30_000 }).toBe(c.seats[k]!.power);
      await u.page.locator('[data-testid=start-form]').waitFor({ timeout: 30_000 });
    }
    expect((await gameView(users[0]!.page, gameId)).view.pending?.phase).toBe('start');
  });

  for (const [k, v] of VIEWPORTS.entries()) {
    it(`${c.ruleset === 'diadoques' ? 'diadoques §12.4' : 'diadokhoi §5.3.1, §5.3.3'} (${v.label}): the types are the ruleset's, the start province is the default place, the count is said as the rule says it, the examples are his own`, async () => {
      const { page } = users[k]!;
      const seat = c.seats[k]!;
      const form = page.locator('[data-testid=start-form]');
      expect(await form.locator('select[name=start-type] option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(seat.types);
      expect(await form.locator('select[name=start-type]').inputValue()).toBe('A');
      expect(await form.locator('select[name=start-place]').inputValue()).toBe(seat.province);
      expect(await form.locator('[data-testid=start-cost]').innerText()).toMatch(c.count);
      const prompt = await allText(page.locator('[data-testid=prompt]'));
      const examples = /\(([^)]*)\)\.?$/.exec(prompt)?.[1]?.split(', ') ?? [];
      expect(examples[0]).toBe(`A ${seat.province}`);
      // Every example is one of his own purchases, each accepted by the page's check (the judge's).
      expect(examples.length).toBeGreaterThan(1);
      for (const x of examples) {
        expect(seat.types).toContain(x.split(' ')[0]);
        await page.fill('[data-testid=orders-text]', x);
        // Its own line is valid (the count, "exactly 3", is said apart, on no line).
        expect((await lineStates(page)).filter((l) => l.text !== '')).toEqual([{ text: x, state: 'valid' }]);
      }
      await page.fill('[data-testid=orders-text]', '');
    });

    it(`${c.ruleset === 'diadoques' ? 'diadoques §12.3' : 'diadokhoi §5.3.1'} (${v.label}): three armies in the citadel are refused beside the form's controls, in view`, async () => {
      const { page } = users[k]!;
      const seat = c.seats[k]!;
      const form = page.locator('[data-testid=start-form]');
      await page.fill('[data-testid=orders-text]', '');
      const citadel = await form.locator('select[name=start-place] option', { hasText: seat.citadel }).first().getAttribute('value');
      await form.locator('select[name=start-place]').selectOption(citadel!);
      for (let i = 0; i < 3; i++) await form.locator('[data-action=add-purchase]').click();
      const problems = form.locator('[data-testid=start-problems]');
      await expect.poll(() => allText(problems), POLL).toMatch(c.refused);
      // Next to the Add button, and on screen without scrolling for it.
      const box = (await problems.boundingBox())!;
      const add = (await form.locator('[data-action=add-purchase]').boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(v.viewport.height);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y - (add.y + add.height)).toBeLessThan(200);
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `start-${c.ruleset}-${k === 0 ? 'desktop' : 'phone'}-refused.png`) });
      await page.fill('[data-testid=orders-text]', '');
      await form.locator('select[name=start-place]').selectOption(seat.province);
      await expect.poll(() => problems.isHidden(), POLL).toBe(true);
    });

    it(`${c.ruleset === 'diadoques' ? 'diadoques §12.4' : 'diadokhoi §5.3.1'} (${v.label}): the defaults added three times are three armies in the start province, checked valid`, async () => {
      const { page } = users[k]!;
      const seat = c.seats[k]!;
      const form = page.locator('[data-testid=start-form]');
      // The form as it opens: nothing chosen by hand.
      await page.reload();
      await form.waitFor({ timeout: 30_000 });
      await page.fill('[data-testid=orders-text]', '');
      for (let i = 0; i < 3; i++) await form.locator('[data-action=add-purchase]').click();
      expect((await ordersText(page)).split('\n')).toEqual([`A ${seat.province}`, `A ${seat.province}`, `A ${seat.province}`]);
      expect((await lineStates(page)).every((l) => l.state === 'valid')).toBe(true);
      expect(await form.locator('[data-testid=start-problems]').isHidden()).toBe(true);
      expect(await form.locator('[data-testid=start-cost]').innerText()).toMatch(/: 3 so far\./);
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `start-${c.ruleset}-${k === 0 ? 'desktop' : 'phone'}.png`), fullPage: k === 1 });
    });
  }

  it('both send the defaults; the judge accepts them and each starts with three armies in his province', async () => {
    await resolveSeason(users.map((u) => u.page));
    for (const [k, u] of users.entries()) {
      const seat = c.seats[k]!;
      await expect.poll(async () => (await gameView(u.page, gameId)).view.pending?.phase ?? '', { timeout: 30_000 }).not.toBe('start');
      const mine = (await gameView(u.page, gameId)).view.view.state.units.filter((x) => x.power === seat.power);
      expect(mine.map((x) => `${x.type} ${x.space}`)).toEqual([`A ${seat.province}`, `A ${seat.province}`, `A ${seat.province}`]);
    }
  });
});
