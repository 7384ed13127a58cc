/**
 * Issue 17 items 2 and 5, end to end in Debian's Chromium, at 390×844 and 1400×900: a
 * newcomer's first game is safe and explained, and no draft is ever lost.
 *
 * - The lobby offers every signed-in player his own practice game against bots; a second
 *   newcomer gets his own too (the old shared demo was taken by the first visitor).
 * - A draft with an invalid line is saved as typed: on reload every line is back, the invalid
 *   one marked (the old client saved nothing while a line was refused: this test failed).
 * - Ptolemy's army goes to the Sinai in spring −319 and stays (the example): in autumn
 *   the orders panel warns that it will revolt in winter (`diadoques §11a.3`); sent anyway, the
 *   revolt executes Ptolemy and eliminates his player (`diadoques §7a.1`). The game, whose only
 *   human is out, stops and asks; the elimination screen says why (the season's lines). Told
 *   to play on, the bots finish the game, and the game-over screen gives the reason, the final
 *   ranking and a way to replay it.
 * The flow was planned offline with the same seed: `npx tsx apps/web/e2e/plan/first-game.ts e2e-2`.
 *
 * Run: npx vitest run --config apps/web/e2e/vitest.config.ts apps/web/e2e/first-game.test.ts
 * Screenshots (docs/screenshots/first-game-*.png) with DIADOCHI_SCREENSHOTS=docs/screenshots.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameView, lineStates, openUsers, POLL, sendOrders, startSuite, screenshotter } from './harness.ts';

const shot = screenshotter(process.env.DIADOCHI_SCREENSHOTS, 'first-game-');
const suffix = Date.now().toString(36).slice(-5);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1400, height: 900 };

/** The same page at the other size, for its picture (`focus` scrolled into view at each), then back. */
async function shotBoth(page: Page, name: string, now: 'desktop' | 'phone', focus?: Locator): Promise<void> {
  await focus?.scrollIntoViewIfNeeded();
  await shot(page, `${name}-${now}`);
  const other = now === 'desktop' ? PHONE : DESKTOP;
  await page.setViewportSize(other);
  await focus?.scrollIntoViewIfNeeded();
  await shot(page, `${name}-${now === 'desktop' ? 'phone' : 'desktop'}`);
  await page.setViewportSize(now === 'desktop' ? DESKTOP : PHONE);
}

const gameIdOf = (page: Page) => page.url().split('/games/')[1]!;
const ordersBox = (page: Page) => page.locator('[data-testid=orders-text]');
const waitReady = (page: Page) => page.waitForSelector('body[data-game-ready="1"]', { timeout: 60_000 });

/** Waits until the game has moved past `step` (the judge resolved it; bots answer at once). */
async function waitStepAfter(page: Page, id: string, step: number): Promise<void> {
  await expect.poll(async () => (await gameView(page, id)).game.step, { timeout: 60_000 }).toBeGreaterThan(step);
  await page.waitForFunction((s) => Number(document.querySelector('[data-testid=prompt]')?.getAttribute('data-step') ?? -1) > s || !!document.querySelector('[data-testid=outcome]'), step, { timeout: 30_000 });
}

describe('a newcomer’s first game: practice against bots, drafts kept, warned, told why', () => {
  const suite = startSuite();
  let phone: Page;
  let desk: Page;
  beforeAll(async () => {
    phone = (await openUsers(suite.browser, suite.base, [`phone_${suffix}`], { viewport: PHONE }))[0]!.page;
    desk = (await openUsers(suite.browser, suite.base, [`desk_${suffix}`], { viewport: DESKTOP }))[0]!.page;
  });

  it('item 2: the lobby offers a practice game; the click seats the newcomer against bots (phone)', async () => {
    await phone.goto(suite.base);
    const offer = phone.getByRole('button', { name: 'Practise against bots' });
    await offer.waitFor();
    await offer.click();
    await phone.waitForURL(/\/games\//);
    await waitReady(phone);
    const first = gameIdOf(phone);
    const gv = await gameView(phone, first);
    expect(gv.game.status).toBe('running');
    expect(gv.game.you.power).not.toBeNull();
    await expect.poll(() => phone.getByText(/^You play /).count(), POLL).toBe(1);
    expect(await phone.getByRole('heading', { name: 'Practice game (bots in the other seats)' }).count()).toBe(1);
    // No horizontal scroll on the phone.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await shotBoth(phone, 'practice', 'phone');
    // Asked again from the lobby: the same game, not a second one.
    await phone.goto(suite.base);
    await phone.getByRole('button', { name: 'Practise against bots' }).click();
    await phone.waitForURL(/\/games\//);
    expect(gameIdOf(phone)).toBe(first);
  });

  it('item 5: a draft with an invalid line is kept as typed; after a reload every line is back, the invalid one marked (phone)', async () => {
    const id = gameIdOf(phone);
    await waitReady(phone);
    const legal = (await phone.evaluate(async (g) => (await (await fetch(`/api/games/${g}`)).json()).legal, id)) as { orders: string }[];
    const good = legal[0]!.orders.split('\n').filter((l) => l.trim() !== '');
    const text = [...good, 'A ZORGLUB'].join('\n');
    await ordersBox(phone).fill(text);
    await phone.waitForSelector('[data-testid=orders-text][data-draft=saved]', { timeout: 15_000 });
    await phone.reload();
    await waitReady(phone);
    await expect.poll(() => ordersBox(phone).inputValue(), POLL).toBe(text);
    const states = await lineStates(phone);
    expect(states.map((s) => s.text)).toEqual([...good, 'A ZORGLUB']);
    expect(states.at(-1)!.state).toBe('invalid');
    expect(states.slice(0, -1).every((s) => s.state === 'valid')).toBe(true);
    // Nothing was sent: the draft is not an order.
    expect((await gameView(phone, id)).view.pending?.players).toContain((await gameView(phone, id)).game.you.power);
    await shotBoth(phone, 'draft', 'phone', phone.locator('[data-testid=order-lines]'));
  });

  it('item 2: a second newcomer is not blocked: he gets his own practice game, as Ptolemy (desktop)', async () => {
    const made = await desk.evaluate(async () => {
      const csrf = decodeURIComponent(/(?:^|;\s*)diadochi_csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const r = await fetch('/api/practice', { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': csrf }, body: JSON.stringify({ power: 'ptolemee' }) });
      return { status: r.status, body: (await r.json()) as { id: string } };
    });
    expect(made.status).toBe(201);
    expect(made.body.id).not.toBe(gameIdOf(phone));
    await desk.goto(`${suite.base}/games/${made.body.id}`);
    await waitReady(desk);
    await expect.poll(() => desk.getByText('You play Ptolemy').count(), POLL).toBe(1);
    // The lobby lists it among his games.
    await desk.goto(suite.base);
    await expect.poll(() => desk.locator('[data-testid=my-games]').getByText('Practice game (bots in the other seats)').count(), POLL).toBe(1);
    await desk.goto(`${suite.base}/games/${made.body.id}`);
    await waitReady(desk);
  });

  it('item 2: spring −319 the army of Ptolemy goes to the Sinai; in autumn the orders panel warns it will revolt (diadoques §11a.3)', async () => {
    const id = gameIdOf(desk);
    // Start purchases, then spring and summer (planned offline: see the file's comment). `A*` is the
    // army Ptolemy commands (diadoques §9a.3, issue 18: a stacked unit is named by its mark).
    for (const text of ['A EGY\nA EGY\nA EGY', 'A* EGY SIN\nA EGY LIB\nA EGY X', '']) {
      const step = (await gameView(desk, id)).game.step;
      await ordersBox(desk).fill(text);
      await sendOrders(desk);
      await waitStepAfter(desk, id, step);
    }
    const st = (await gameView(desk, id)).view.view.state;
    expect(`${st.season} ${st.year}`).toBe('autumn -319');
    const warnings = desk.locator('[data-testid=order-warnings]');
    await expect.poll(() => warnings.locator('li[data-code=revolt]').count(), POLL).toBe(2);
    expect(await warnings.innerText()).toMatch(/A Sinai \(SIN\) will end the year out of supply[\s\S]*revolt in winter; Ptolemy, its commander, will be executed\./);
    expect(await warnings.locator('[data-rule="diadoques §11a.3"]').count()).toBe(2);
    await shotBoth(desk, 'warnings', 'desktop', warnings);
    // Moved back home the warning goes; the newcomer sends his orders unchanged all the same.
    await ordersBox(desk).fill('A SIN EGY\nA LIB EGY');
    await expect.poll(() => warnings.locator('li[data-code=revolt]').count(), POLL).toBe(0);
    await ordersBox(desk).fill('');
    await expect.poll(() => warnings.locator('li[data-code=revolt]').count(), POLL).toBe(2);
  });

  it('item 2: the revolt eliminates him (diadoques §7a.1); the game stops and asks; the screen says why', async () => {
    const id = gameIdOf(desk);
    const step = (await gameView(desk, id)).game.step;
    await sendOrders(desk);
    await expect.poll(async () => (await gameView(desk, id)).game.status, { timeout: 60_000 }).toBe('paused');
    const outcome = desk.locator('[data-testid=outcome]');
    await expect.poll(() => outcome.getByRole('heading', { name: 'You are out of the game' }).count(), POLL).toBe(1);
    const why = outcome.locator('[data-testid=out-why]');
    await expect.poll(() => why.innerText(), POLL).toMatch(/Your power was eliminated\. What happened:[\s\S]*revolts[\s\S]*Ptolemy[\s\S]*eliminated/);
    expect(await outcome.getByText('Every human player is out. The game is stopped: shall the bots play the remaining seasons?').count()).toBe(1);
    // Stopped: the bots do not play on by themselves.
    const stopped = (await gameView(desk, id)).game.step;
    expect(stopped).toBe(step + 1);
    await desk.waitForTimeout(1500);
    expect((await gameView(desk, id)).game.step).toBe(stopped);
    await shotBoth(desk, 'out', 'desktop');
  });

  it('item 2: told to play on, the bots finish; the game-over screen gives the reason, the final ranking and a replay', async () => {
    const id = gameIdOf(desk);
    await desk.locator('[data-testid=outcome]').getByRole('button', { name: 'Let the bots play on' }).click();
    await expect.poll(async () => (await gameView(desk, id)).game.status, { timeout: 110_000, interval: 1000 }).toBe('over');
    const outcome = desk.locator('[data-testid=outcome]');
    await expect.poll(() => outcome.getByRole('heading', { name: 'Game over' }).count(), { timeout: 30_000 }).toBe(1);
    expect(await outcome.locator('[data-testid=over-why]').innerText()).toMatch(/The last year of the game \(315 BC\) is over; the players are ranked by victory points, then prestige\.|victory/);
    const ranking = outcome.locator('[data-testid=over-ranking] li');
    expect(await ranking.count()).toBeGreaterThan(1);
    // Ptolemy, out since −319, is named among those out before the end.
    expect(await outcome.locator('[data-testid=over-out]').innerText()).toMatch(/Out before the end: .*Ptolemy \(you\)/);
    await shotBoth(desk, 'over', 'desktop');
    await outcome.getByRole('button', { name: 'Replay the game, step by step' }).click();
    expect(await desk.getByRole('tab', { name: 'Results' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => desk.locator('.history-slider').evaluate((el) => (el as HTMLInputElement).value === (el as HTMLInputElement).min), POLL).toBe(true);
  }, 180_000);

  it('a replay chosen while the history is still loading starts at the first step once it arrives', async () => {
    // The history answer is held until the replay is clicked: before, the click moved a slider the
    // history had not filled yet, and the history's arrival then put it on the last step.
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await desk.route('**/api/games/*/history*', async (route) => {
      await held;
      await route.continue();
    });
    try {
      await desk.reload();
      await desk.locator('[data-testid=outcome]').getByRole('button', { name: 'Replay the game, step by step' }).click();
      release();
      const slider = desk.locator('.history-slider');
      await expect.poll(() => slider.evaluate((el) => Number((el as HTMLInputElement).max) > Number((el as HTMLInputElement).min)), POLL).toBe(true);
      expect(await slider.evaluate((el) => [(el as HTMLInputElement).value, (el as HTMLInputElement).min])).toEqual(await slider.evaluate((el) => [(el as HTMLInputElement).min, (el as HTMLInputElement).min]));
    } finally {
      release();
      await desk.unroute('**/api/games/*/history*');
    }
  });

  it('a replay chosen while new results are reloading stays at the first step (it is not pulled to the last)', async () => {
    // A results message arrives while the player is on the last step (so he follows them), and he
    // clicks the replay before its history answer: before, that answer then moved him to the last step.
    let toPage: ((text: string) => void) | null = null;
    await desk.routeWebSocket('**/api/ws', (ws) => {
      const judge = ws.connectToServer();
      toPage = (text) => ws.send(text);
      ws.onMessage((m) => judge.send(m));
      judge.onMessage((m) => ws.send(m));
    });
    let release = () => {};
    try {
      await desk.reload();
      const slider = desk.locator('.history-slider');
      await expect.poll(() => slider.evaluate((el) => Number((el as HTMLInputElement).max) > Number((el as HTMLInputElement).min)), POLL).toBe(true);
      await expect.poll(() => toPage !== null, POLL).toBe(true);
      const held = new Promise<void>((done) => (release = done));
      let asked = false;
      await desk.route('**/api/games/*/history*', async (route) => {
        asked = true;
        await held;
        await route.continue();
      });
      toPage!(JSON.stringify({ type: 'results', gameId: gameIdOf(desk), phase: 'spring' }));
      await expect.poll(() => asked, POLL).toBe(true);
      await desk.locator('[data-testid=outcome]').getByRole('button', { name: 'Replay the game, step by step' }).click();
      const answered = desk.waitForResponse((r) => /\/api\/games\/[^/]+\/history/.test(r.url()));
      release();
      await answered;
      // the answer is read, then the follow-up runs: give the page its turn before looking
      await desk.evaluate(() => new Promise((done) => setTimeout(done, 300)));
      expect(await slider.evaluate((el) => (el as HTMLInputElement).value === (el as HTMLInputElement).min)).toBe(true);
    } finally {
      release();
      await desk.unroute('**/api/games/*/history*');
      await desk.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });

  it('the same screens in French', async () => {
    await desk.getByLabel('Language').selectOption({ label: 'Français' });
    const outcome = desk.locator('[data-testid=outcome]');
    await expect.poll(() => outcome.getByRole('heading', { name: 'Partie terminée' }).count(), POLL).toBe(1);
    expect(await outcome.getByRole('button', { name: 'Revoir la partie, étape par étape' }).count()).toBe(1);
    expect(await outcome.innerText()).not.toMatch(/Game over|Final ranking|victory points/);
  });
});
