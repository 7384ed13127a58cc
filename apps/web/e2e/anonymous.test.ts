/**
 * An anonymous no-press (gunboat) game in the browser (issue 21 item 5; docs/API.md "Anonymous and
 * no-press games"). Ann creates a Les Diadoques game on the form with no press and the anonymous
 * option, seated; Bob joins (the game starts). Bob's page names the seats by power: his own with
 * his name, Ann's as "anonymous player", her name nowhere on the page; there is no press tab. Ann's page
 * likewise hides Bob. Screenshots at 1400×900 and 390×844 (Bob's page), in English. In another
 * gunboat game the seatless referee keeps his press tab, and a player's tab appears once the
 * referee has written (diadokhoi §7.11.4: rulings as referee press).
 *
 * Run: nice -n 19 npx vitest run --config apps/web/e2e/vitest.config.ts apps/web/e2e/anonymous.test.ts
 * ANONYMOUS_SHOTS=docs/screenshots saves anonymous-*.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allText, createGameByForm, gameView, openUsers, POLL, startSuite, screenshotter } from './harness.ts';

const shot = screenshotter(process.env.ANONYMOUS_SHOTS, 'anonymous-');
const stamp = Date.now().toString(36).slice(-5);
const DESKTOP = { width: 1400, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The whole text of the page, what a player could read on it. */
const pageText = (p: Page) => p.evaluate(() => document.body.innerText);
const t0 = Date.now();
/** Where a slow run spends its time (a loaded machine), in the test's output. */
const mark = (what: string) => console.log(`anonymous e2e: ${what} at ${((Date.now() - t0) / 1000).toFixed(1)} s`);

describe('an anonymous gunboat game (issue 21 item 5)', () => {
  const suite = startSuite();

  it('the other player sees powers, not the creator’s name, and no press tab; the creator likewise', async () => {
    const [ann, bob] = await openUsers(suite.browser, suite.base, [`anon_ann_${stamp}`, `anon_bob_${stamp}`], { viewport: DESKTOP });
    const a = ann!.page;
    const b = bob!.page;
    const id = await createGameByForm(a, `Anonymous ${stamp}`, { press: 'none', anonymous: true });
    mark('created');
    const created = await gameView(a, id);
    expect((created.game as unknown as { settings: { anonymous?: boolean } }).settings.anonymous).toBe(true);

    await b.goto(`${suite.base}/games/${id}`);
    // Before the start, Bob reads that the game is anonymous, and the member who joined is "a player".
    await expect.poll(() => allText(b.locator('[data-testid=anonymous-game]')), POLL).toContain('Anonymous game');
    expect(await pageText(b)).not.toContain(ann!.name);
    await b.getByRole('button', { name: 'Join this game' }).click();
    await expect.poll(async () => (await gameView(a, id)).game.status, POLL).toBe('running');
    mark('started');
    await b.reload();
    await b.waitForFunction(() => document.body.dataset.gameReady === '1', undefined, { timeout: 30_000 });
    mark('board ready');
    // While it runs, the game's header says it is anonymous (its title says until when).
    expect(await b.locator('.game-meta [data-testid=anonymous-game]').textContent()).toBe('anonymous');
    expect(await b.locator('.game-meta [data-testid=anonymous-game]').getAttribute('title')).toContain('names are revealed at the end');

    const seen = await gameView(b, id);
    const annPower = (await gameView(a, id)).game.you.power!;
    const bobPower = seen.game.you.power!;
    expect(annPower).not.toBe(bobPower);
    // Bob's seat list: his own name on his seat, "anonymous player" on Ann's, her name nowhere.
    const bobSeat = b.locator(`ul.seats li[data-power=${bobPower}]`);
    const annSeat = b.locator(`ul.seats li[data-power=${annPower}]`);
    await expect.poll(() => allText(bobSeat), POLL).toContain(bob!.name);
    expect(await allText(annSeat)).toContain('anonymous player');
    expect(await pageText(b)).not.toContain(ann!.name);
    // No press: no press tab, the other tabs are there.
    expect(await b.locator('[data-tab=orders]').isVisible()).toBe(true);
    expect(await b.locator('[data-tab=press]').isVisible()).toBe(false);
    await shot(b, 'desktop');

    mark('bob checked');
    // Ann's page hides Bob the same way.
    await a.reload();
    await a.waitForFunction(() => document.body.dataset.gameReady === '1', undefined, { timeout: 30_000 });
    await expect.poll(() => allText(a.locator(`ul.seats li[data-power=${annPower}]`)), POLL).toContain(ann!.name);
    expect(await allText(a.locator(`ul.seats li[data-power=${bobPower}]`))).toContain('anonymous player');
    expect(await pageText(a)).not.toContain(bob!.name);
    expect(await a.locator('[data-tab=press]').isVisible()).toBe(false);

    // On a phone, the same: powers, no name, no press tab.
    await b.setViewportSize(PHONE);
    await b.reload();
    await b.waitForFunction(() => document.body.dataset.gameReady === '1', undefined, { timeout: 30_000 });
    await b.locator('ul.seats').scrollIntoViewIfNeeded();
    expect(await pageText(b)).not.toContain(ann!.name);
    expect(await b.locator('[data-tab=press]').isVisible()).toBe(false);
    await shot(b, 'phone');
  }, 300_000);

  it('in a gunboat game the referee, who may always write, keeps his press tab; a player gets one once the referee has written', async () => {
    const [carl, dan] = await openUsers(suite.browser, suite.base, [`anon_ref_${stamp}`, `anon_dan_${stamp}`], { viewport: DESKTOP });
    const c = carl!.page;
    const d = dan!.page;
    const id = await createGameByForm(c, `Gunboat ${stamp}`, { press: 'none', seat: 'referee', autoStart: '1' });
    await d.goto(`${suite.base}/games/${id}`);
    await d.getByRole('button', { name: 'Join this game' }).click();
    await expect.poll(async () => (await gameView(c, id)).game.status, POLL).toBe('running');
    await d.reload();
    await d.waitForFunction(() => document.body.dataset.gameReady === '1', undefined, { timeout: 30_000 });
    expect(await d.locator('[data-tab=press]').isVisible()).toBe(false);
    await c.reload();
    await c.waitForFunction(() => document.body.dataset.gameReady === '1', undefined, { timeout: 30_000 });
    await expect.poll(() => c.locator('[data-tab=press]').isVisible(), POLL).toBe(true);
    // The referee's ruling (through the API, as his page would send it): the player's tab appears, with it.
    const status = await c.evaluate(async (gameId) => {
      const token = /(?:^|;\s*)diadochi_csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const r = await fetch(`/api/games/${gameId}/messages`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': token }, body: JSON.stringify({ to: 'all', body: 'Ruling: the deadline holds.' }) });
      return r.status;
    }, id);
    expect(status).toBe(201);
    await expect.poll(() => d.locator('[data-tab=press]').isVisible(), POLL).toBe(true);
    await d.click('[data-tab=press]');
    await expect.poll(() => allText(d.locator('.press-panel')), POLL).toContain('Ruling: the deadline holds.');
  }, 300_000);
});
