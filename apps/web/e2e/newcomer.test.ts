/**
 * End to end: a newcomer's first game, driven only by what the screen says (labels, roles,
 * visible text; no test ids). On a fresh judge, a visitor registers, is told he has no game
 * and how to make one, creates a Les Diadoques game with the form's defaults (bots in the
 * empty seats), ranks Ptolemy first on the form (he is seated as he creates, issue 17 item 12),
 * starts it, is told what waits on him at each
 * step, buys his start units through the purchase form (`diadoques §12.4`), gives his first
 * spring orders (`diadoques §12.6`: the units bought in one space spread out) and finds the
 * season's result. Then the same page in French. The game (seed `e2e-1`, five seats played by
 * the platform's baseline bots) was played offline first (`npx tsx apps/web/e2e/plan/plan.ts
 * newcomer`): no bot reaches Egypt in spring −319, so no retreat waits on him before summer.
 *
 * Run: npx vitest run --config apps/web/e2e/vitest.config.ts apps/web/e2e/newcomer.test.ts
 * DIADOCHI_SCREENSHOTS=docs/screenshots saves the create-game form (new-game.png).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openUsers, POLL, startSuite } from './harness.ts';

let page: Page;
const name = `newcomer_${Date.now().toString(36).slice(-5)}`;

/** The line that says what waits on the player. */
const nextStep = () => page.getByRole('status').filter({ hasText: /Waiting on you|You are ready|Nothing is expected|Next:|You have joined|On vous attend/ }).first();

describe('a newcomer plays his first season without reading the docs', () => {
  const suite = startSuite();
  // A visitor, not yet registered: he registers through the page itself.
  beforeAll(async () => {
    const [visitor] = await openUsers(suite.browser, suite.base, [name], { viewport: { width: 1400, height: 900 }, register: false });
    page = visitor!.page;
  });

  it('registers, and the empty lobby says how to get a game', async () => {
    await page.goto(suite.base);
    await page.getByRole('link', { name: 'Register' }).first().click();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Password', { exact: true }).fill('correct-horse-1');
    await page.getByLabel('Password again').fill('correct-horse-1');
    await page.getByRole('button', { name: 'Create the account' }).click();
    await expect.poll(() => page.getByText(`Signed in as ${name}`).count(), POLL).toBe(1);
    await expect.poll(() => page.getByText('You are in no game yet.').count(), POLL).toBe(1);
    await page.getByRole('link', { name: 'Create a game' }).click();
  });

  it('creates a Les Diadoques game with the defaults: bots in the empty seats, he plays in it, and ranks Ptolemy first on the form (diadoques §2.2)', async () => {
    await expect.poll(() => page.getByLabel('Ruleset', { exact: true }).inputValue(), POLL).toBe('diadoques');
    expect(await page.getByLabel('Empty seats').inputValue()).toBe('bot');
    expect(await page.getByLabel('Your place').inputValue()).toBe('play');
    expect(await page.getByText('Bots give their orders at once').count()).toBe(1);
    const ranking = page.getByRole('list', { name: /Rank the powers/ });
    await ranking.getByRole('listitem').first().waitFor();
    for (let i = 0; i < 5 && !(await ranking.getByRole('listitem').first().innerText()).startsWith('Ptolemy'); i++) {
      await page.getByRole('button', { name: 'Up: Ptolemy' }).click();
    }
    expect(await ranking.getByRole('listitem').first().innerText()).toMatch(/^Ptolemy/);
    if (process.env.DIADOCHI_SCREENSHOTS) {
      mkdirSync(process.env.DIADOCHI_SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: join(process.env.DIADOCHI_SCREENSHOTS, 'new-game.png'), fullPage: true });
    }
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/games\//);
    await expect.poll(() => nextStep().innerText(), POLL).toMatch(/You have joined\. Press “Start the game now”[\s\S]*Bots take the 5 empty seat\(s\)/);
  });

  it('diadoques §2.2: seated as he created, with Ptolemy first; starts, and plays Ptolemy', async () => {
    expect(await page.getByRole('button', { name: 'Join this game' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('list', { name: /Rank the powers/ }).getByRole('listitem').first().innerText(), POLL).toMatch(/^Ptolemy/);
    await page.getByRole('button', { name: 'Start the game now' }).click();
    await expect.poll(() => page.getByText('You play Ptolemy').count(), { timeout: 30_000 }).toBe(1);
  });

  it('diadoques §12.4: is told the start purchases wait on him, and buys three armies through the form', async () => {
    await expect.poll(() => nextStep().innerText(), POLL).toMatch(/Waiting on you: Start purchases\. Give your orders, then press “Send and mark ready”/);
    const form = page.getByRole('group', { name: 'Start purchases' });
    expect(await form.getByText('Choose a type and a place').count()).toBe(1);
    expect(await form.getByLabel('Type').locator('option').first().innerText()).toBe('A — mercenary army (10 T)');
    await form.getByLabel('Place').selectOption({ label: 'EGY — Egypt' });
    for (let i = 0; i < 3; i++) await form.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => form.getByText(/Cost 30 T of \d+ T\. Buy 1 to 3 units: 3 so far\./).count(), POLL).toBe(1);
    expect(await page.getByRole('textbox', { name: 'Type orders, one per line' }).inputValue()).toBe('A EGY\nA EGY\nA EGY');
    // The bots are ready, so this decision completes the step. The judge's answer is held until the
    // spring (brought by the socket) is on screen, and the page's reloads after it are slowed: the
    // order in which a slow network may deliver them. The orders pane must not then claim the
    // spring's orders are sent (CI stop 18 caught that window by chance).
    let answered = false;
    await page.route('**/api/games/*/decision', async (route) => {
      const response = await route.fetch();
      await expect.poll(() => nextStep().innerText(), { timeout: 30_000 }).toMatch(/Waiting on you: Spring: orders/);
      await route.fulfill({ response });
      answered = true;
    });
    await page.route(/\/api\/games\/[^/?]+$/, async (route) => {
      if (answered && route.request().method() === 'GET') await new Promise((r) => setTimeout(r, 1500));
      await route.fallback();
    });
    await page.getByRole('button', { name: 'Send and mark ready' }).click();
    await expect.poll(() => answered, { timeout: 30_000 }).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(await page.getByRole('tabpanel').getByText('Orders sent; you are ready.').count()).toBe(0);
    await page.unrouteAll({ behavior: 'wait' });
  });

  it('diadoques §12.6: spring −319, the first-turn hint; orders by clicking a unit, an action and a target', async () => {
    await expect.poll(() => nextStep().innerText(), { timeout: 30_000 }).toMatch(/Waiting on you: Spring: orders/);
    expect(await page.getByText(/^First turn: several of your units share a space/).count()).toBe(1);
    // The previous phase's "you are ready" is gone from the orders pane (a toast may still say it): this phase waits on him.
    expect(await page.getByRole('tabpanel').getByText('Orders sent; you are ready.').count()).toBe(0);
    const units = page.getByRole('group', { name: 'My units' }).getByRole('button');
    const orders = page.getByRole('textbox', { name: 'Type orders, one per line' });
    // As a player does, each order is seen written before the next unit is clicked (the pane redraws
    // after each: a click during the redraw went to the old unit list in CI at load, and an order was lost).
    const written = (n: number) => expect.poll(async () => (await orders.inputValue()).split('\n').filter((l) => l.trim()).length, { timeout: 15_000 }).toBe(n);
    for (const [i, to] of [[0, 'LIB'], [1, 'SIN']] as const) {
      await units.nth(i).click();
      await page.getByRole('button', { name: 'Move', exact: true }).click();
      await page.getByPlaceholder('Target').fill(to);
      await page.getByPlaceholder('Target').press('Enter');
      await written(i + 1);
    }
    await units.nth(2).click();
    await page.getByRole('button', { name: 'Hold', exact: true }).click();
    await written(3);
    // The first unit is Ptolemy's own army: in the stack its order carries the mark (diadoques §9a.3, issue 18).
    expect((await orders.inputValue()).split('\n')).toEqual(['A* EGY LIB', 'A EGY SIN', 'A EGY X']);
    await page.getByRole('button', { name: 'Send and mark ready' }).click();
  });

  it('diadoques §9a.6: the season is resolved at once (the bots are ready); "See the last results" shows the result sheet', async () => {
    await expect.poll(() => nextStep().innerText(), { timeout: 30_000 }).toMatch(/Waiting on you: Summer: orders/);
    await page.getByRole('button', { name: 'See the last results' }).click();
    expect(await page.getByRole('tab', { name: 'Results' }).getAttribute('aria-selected')).toBe('true');
    const sheet = page.getByRole('tabpanel').filter({ hasText: 'Result sheet' });
    await expect.poll(() => sheet.getByText(/Step \d+: Spring: orders/).count(), POLL).toBeGreaterThan(0);
    await expect.poll(() => sheet.getByText(/^Ptolemy: . A\* EGY LIB — /).count(), POLL).toBe(1);
    await expect.poll(() => sheet.getByText(/^Ptolemy: . A EGY SIN — /).count(), POLL).toBe(1);
  });

  it('the same page in French: what waits on him, in French', async () => {
    await page.getByLabel('Language').selectOption({ label: 'Français' });
    await expect.poll(() => nextStep().innerText(), POLL).toMatch(/On vous attend\s: Été\s: ordres\. Donnez vos ordres, puis cliquez sur «\sEnvoyer et se déclarer prêt\s»/);
    expect(await page.getByRole('button', { name: 'Voir les derniers résultats' }).count()).toBe(1);
  });

  it('diadoques §9a.2: in French, an unreadable line he types is refused in French by the page’s own check', async () => {
    const orders = page.getByRole('textbox', { name: 'Tapez les ordres, un par ligne' });
    await orders.fill('A EGY ZORGLUB');
    await expect.poll(() => page.getByText('Aucun lieu ne s’appelle « ZORGLUB ».').count(), POLL).toBe(1);
    expect(await page.getByText('No place is named').count()).toBe(0);
    await orders.fill('');
  });

  it('diadokhoi §7.11.7, §7.11.2: a game created at the play-by-mail pace shows its 5-week deadlines; the winter with the autumn is offered', async () => {
    await page.getByRole('link', { name: 'Nouvelle partie' }).first().click();
    await expect.poll(() => page.getByLabel('Règle', { exact: true }).inputValue(), POLL).toBe('diadoques');
    await page.getByLabel('Rythme').selectOption({ label: 'par correspondance (5 semaines par phase)' });
    expect(await page.getByLabel('Échéance de chaque phase', { exact: true }).first().isVisible()).toBe(false);
    await page.getByLabel('L’hiver avec les ordres d’automne').check();
    await page.getByRole('button', { name: 'Créer', exact: true }).click();
    await page.waitForURL(/\/games\//);
    await expect.poll(() => page.getByText(/^Échéances\s: par correspondance \(5 semaines par phase\s; Retraites\s: 1 semaine\)$/).count(), POLL).toBe(1);
  });
});
