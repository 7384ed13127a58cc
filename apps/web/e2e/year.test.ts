/**
 * End to end: a year of Les Diadoques played through the browser. The real judge server
 * (in-process, temporary SQLite database) serves the built client; two real users in
 * Debian's Chromium register, create and join a game (the four other diadochi are bots),
 * and play spring, summer and autumn −319 through the UI: orders by clicking on the map, by
 * keyboard and by typing, a support, a siege, a retreat list. Each season the test checks
 * what the map and the result sheet show, then the winter with a build.
 *
 * Run: npx vitest run apps/web/e2e (builds apps/web/dist first when it is stale).
 * DIADOCHI_SCREENSHOTS=docs/screenshots saves the lobby, game and results screenshots.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickSpace, ensureBuilt, gameView, hostedGames, launch, register, startServer } from './harness.ts';
import type { TestServer } from './harness.ts';

const SHOTS = process.env.DIADOCHI_SCREENSHOTS;
const stamp = Date.now().toString(36).slice(-5);

interface Player {
  ctx: BrowserContext;
  page: Page;
  name: string;
  power: string;
}

let server: TestServer;
let browser: Browser;
let base = '';
let gameId = '';
const players: Player[] = [];
const [alice, bob] = [() => players[0]!, () => players[1]!];

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => document.querySelectorAll('.toast').forEach((t) => t.remove()));
  await page.screenshot({ path: join(SHOTS, name) });
}

const POLL = { timeout: 15_000 };
const allText = async (l: Locator) => (await l.allInnerTexts()).join('\n');
const seasonText = (p: Page) => p.locator('[data-testid=season]').innerText();
const ordersText = (p: Page) => p.inputValue('[data-testid=orders-text]');

async function units(p: Player) {
  const v = await gameView(p.page, gameId);
  return v.view.view.state.units.filter((u) => u.power === p.power);
}

/** Selects a unit by clicking its token on the map. */
async function clickUnit(p: Page, unitId: string): Promise<void> {
  await p.locator(`#ov-units g.unit[data-unit="${unitId}"]`).click();
}

async function typeLine(p: Page, line: string): Promise<void> {
  const area = p.locator('[data-testid=orders-text]');
  const now = await area.inputValue();
  await area.fill(now.trim() === '' ? line : `${now.replace(/\n+$/, '')}\n${line}`);
}

/** Waits until every line is checked by the browser and the judge, and returns the states. */
async function lineStates(p: Page): Promise<{ text: string; state: string }[]> {
  await p.waitForFunction(() => document.querySelectorAll('[data-testid=order-lines] [data-state=checking]').length === 0, undefined, { timeout: 15_000 });
  return p.locator('[data-testid=order-lines] li.order-line').evaluateAll((els) => els.map((e) => ({ text: e.querySelector('code')?.textContent ?? '', state: e.getAttribute('data-state') ?? '' })));
}

async function sendOrders(p: Page): Promise<void> {
  await p.click('[data-testid=send-orders]');
  await p.locator('.order-status', { hasText: /ready|prêt/ }).waitFor();
}

/** Both players send; the judge resolves (bots are ready at once); both pages move on by WebSocket. */
async function resolveSeason(): Promise<void> {
  const before = await Promise.all(players.map((p) => seasonText(p.page)));
  for (const p of players) await sendOrders(p.page);
  for (const [i, p] of players.entries()) {
    await p.page.waitForFunction((old) => document.querySelector('[data-testid=season]')?.textContent !== old || !!document.querySelector('.result'), before[i], { timeout: 30_000 });
  }
}

/** Opens the results view of the last season; returns the sheet lines and the arrows on the map. */
async function results(p: Page) {
  await p.click('[data-tab=results]');
  await p.locator('.past-banner:not([hidden])').waitFor();
  await p.locator('#ov-arrows .arrow').first().waitFor({ timeout: 10_000 });
  const lines = await p.locator('[data-testid=result-sheet] .sheet-line').evaluateAll((els) => els.map((e) => ({ text: e.textContent ?? '', status: e.getAttribute('data-status') ?? '' })));
  const arrows = await p.locator('#ov-arrows .arrow').evaluateAll((els) => els.map((e) => ({ kind: e.getAttribute('data-kind'), state: e.getAttribute('data-state'), from: e.getAttribute('data-from'), to: e.getAttribute('data-to') })));
  return { lines, arrows };
}

async function backToOrders(p: Page): Promise<void> {
  await p.click('[data-tab=orders]');
  await p.locator('.past-banner[hidden]').waitFor({ state: 'attached' });
}

describe('a year of Les Diadoques in the browser', () => {
  beforeAll(async () => {
    if (!process.env.E2E_BASE_URL && !hostedGames().some((g) => g.id === 'diadoques')) {
      throw new Error('The diadoques ruleset is neither in @diadochi/catalog nor exported by @diadochi/diadoques: register it to run this test.');
    }
    await ensureBuilt();
    server = await startServer();
    base = server.url;
    browser = await launch();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('two users register, one creates a game, both join with their preferences, bots take the other four seats', async () => {
    for (const name of [`alice_${stamp}`, `bob_${stamp}`]) {
      const ctx = await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'en-GB' });
      const page = await ctx.newPage();
      page.on('pageerror', (e) => console.error(`[${name}] page error: ${e.message}`));
      await register(page, base, name);
      await expect.poll(() => allText(page.locator('.who')), POLL).toContain(name);
      players.push({ ctx, page, name, power: '' });
    }
    const a = alice().page;
    await a.click('a[href="/new"]');
    await a.selectOption('select[name=ruleset]', 'diadoques');
    await a.fill('input[name=title]', 'E2E −319');
    await a.fill('input[name=lastYear]', '318');
    await a.fill('input[name=deadline]', '3');
    await a.selectOption('select[name=deadlineUnit]', 'days');
    await a.selectOption('select[name=press]', 'white');
    await a.selectOption('select[name=emptySeats]', 'bot');
    await a.selectOption('select[name=assignment]', 'preferences');
    await a.fill('input[name=autoStart]', '2');
    await a.click('form button[type=submit]');
    await a.waitForURL(/\/games\//);
    gameId = a.url().split('/games/')[1]!;

    // Rank the powers: Alice wants Cassandre first (already first); Bob moves Antigone to the top.
    await a.click('text=Join this game');
    await expect.poll(() => allText(a.locator('.forming')), POLL).toContain(players[0]!.name);
    const b = bob().page;
    await b.goto(`${base}/`);
    await b.locator(`a[href="/games/${gameId}"]`).first().click();
    for (let i = 0; i < 2; i++) await b.locator('.ranking li[data-power=antigone] button', { hasText: '▲' }).click();
    await expect.poll(() => b.locator('.ranking li').first().getAttribute('data-power'), POLL).toBe('antigone');
    await b.click('text=Join this game');

    // The second join starts the game; both pages learn it by WebSocket.
    for (const p of players) await p.page.locator('svg.board-map').waitFor({ timeout: 30_000 });
    for (const p of players) p.power = (await gameView(p.page, gameId)).game.you.power!;
    expect(alice().power).toBe('cassandre');
    expect(bob().power).toBe('antigone');
    await expect.poll(() => a.locator('.seats li').count(), POLL).toBe(6);
    await expect.poll(() => allText(a.locator('.seats')), POLL).toContain('bot');
    await expect.poll(() => allText(a.locator('[data-testid=season]')), POLL).toContain('Spring 319 BC');
    await expect.poll(() => allText(a.locator('.countdown')), POLL).toMatch(/left/);
  });

  it('spring −319: orders by clicking on the map, by keyboard and by typing, with a retreat list; the map and the result sheet agree', async () => {
    const a = alice().page;
    const b = bob().page;
    const [a1, a2, a3] = await units(alice());
    expect([a1, a2, a3].every((u) => u?.space === 'MAC')).toBe(true);

    // Alice: unit 1 by clicking the token, "Move", then Thessaly on the map.
    await clickUnit(a, a1!.id);
    await a.click('[data-action=move]');
    await clickSpace(a, 'THE');
    // Unit 2 by typing in the rulebook's notation.
    await typeLine(a, 'A MAC EPI');
    // Unit 3 by keyboard: focus its token, H to hold; then R for its retreat list (Péonie, Chalcidique, else destroyed).
    await a.locator(`#ov-units g.unit[data-unit="${a3!.id}"]`).focus();
    await a.keyboard.press('h');
    await a.locator(`#ov-units g.unit[data-unit="${a3!.id}"]`).focus();
    await a.keyboard.press('r');
    await clickSpace(a, 'PEO');
    await clickSpace(a, 'CHA');
    await a.click('[data-action=retreats-done-x]');
    expect((await ordersText(a)).split('\n')).toEqual(['A MAC THE', 'A MAC EPI', 'A MAC X', 'A MAC Re PEO, CHA, X']);
    // A bad line is refused at once, with its problem, and the judge accepts the rest once it is removed.
    await typeLine(a, 'A MAC Atlantis');
    await expect.poll(() => a.locator('[data-testid=order-lines] li.invalid').count(), POLL).toBe(1);
    await a.fill('[data-testid=orders-text]', (await ordersText(a)).split('\n').slice(0, 4).join('\n'));
    expect((await lineStates(a)).map((l) => l.state)).toEqual(['valid', 'valid', 'valid', 'valid']);
    await expect.poll(() => a.locator('#ov-arrows .arrow[data-from=MAC][data-to=THE]').count(), POLL).toBe(1);
    await shot(a, 'game-orders.png');

    // Bob: Lydia by clicking, Mysia by typing, the third holds (keyboard on the unit list button).
    const [b1, , b3] = await units(bob());
    await clickUnit(b, b1!.id);
    await b.click('[data-action=move]');
    await clickSpace(b, 'LYD');
    await typeLine(b, 'A PHR MYS');
    await b.locator(`.unit-button[data-space=PHR] >> nth=2`).focus();
    await b.keyboard.press('Enter');
    await b.locator('[data-action=hold]').focus();
    await b.keyboard.press('Enter');
    expect((await ordersText(b)).split('\n')).toEqual(['A PHR LYD', 'A PHR MYS', 'A PHR X']);
    expect((await lineStates(b)).every((l) => l.state === 'valid')).toBe(true);
    void b3;

    // Press: Alice writes to Bob; Bob is told at once.
    await a.click('[data-tab=press]');
    await a.locator('#press-all').uncheck();
    await a.locator('.recipients input[value=antigone]').check();
    await a.fill('.press-body', 'Thessaly is mine; Asia is yours.');
    await a.click('.compose button[type=submit]');
    await b.locator('.toast', { hasText: /message/i }).first().waitFor();
    await b.click('[data-tab=press]');
    await expect.poll(() => allText(b.locator('.messages')), POLL).toContain('Thessaly is mine');
    for (const p of [a, b]) await p.click('[data-tab=orders]');
    // Bob's lobby: the game waits on him, with its deadline and the unread message.
    const lobby = await bob().ctx.newPage();
    await lobby.goto(`${base}/`);
    await expect.poll(() => allText(lobby.locator('[data-testid=my-games] li.needs-action')), POLL).toMatch(/E2E −319[\s\S]*Your orders are awaited[\s\S]*deadline in/);
    await shot(lobby, 'lobby.png');
    await lobby.close();

    await resolveSeason();
    await expect.poll(() => allText(a.locator('[data-testid=season]')), POLL).toContain('Summer 319 BC');
    const sheet = await results(a);
    const move = sheet.lines.find((l) => l.text.includes('A MAC THE'));
    expect(move?.status).toBe('succeeds');
    expect(sheet.arrows).toContainEqual({ kind: 'move', state: 'succeeds', from: 'MAC', to: 'THE' });
    expect(sheet.arrows.some((x) => x.kind === 'move' && x.from === 'PHR' && x.to === 'LYD')).toBe(true);
    // Every line that cites a rule links to it in the rules panel.
    const link = a.locator('[data-testid=result-sheet] .rule-link').first();
    const rule = await link.getAttribute('data-rule');
    await link.click();
    await expect.poll(() => allText(a.locator('.rule.highlight')), POLL).toContain(rule!);
    await backToOrders(a);
    // The present map: Alice's units where the sheet says they went.
    await expect.poll(() => a.locator('#ov-units g.unit[data-power=cassandre][data-space=THE]').count(), POLL).toBe(1);
  });

  it('summer −319: a siege and a support by clicking, a retreat list by clicking', async () => {
    const a = alice().page;
    const b = bob().page;
    const mine = await units(alice());
    const inThe = mine.find((u) => u.space === 'THE')!;
    const inMac = mine.find((u) => u.space === 'MAC')!;
    // Alice: the army in Thessaly besieges Lamia (the only citadel there: no target click needed).
    await clickUnit(a, inThe.id);
    await a.click('[data-action=siege1]');
    // The army still in Macedonia supports it: unit, "Support", the supported unit, then the same unit again (a hold).
    await clickUnit(a, inMac.id);
    await a.click('[data-action=support]');
    await clickUnit(a, inThe.id);
    await clickUnit(a, inThe.id);
    expect((await ordersText(a)).split('\n')).toEqual(['A THE A1 Lamia', 'A MAC S A THE']);
    expect((await lineStates(a)).every((l) => l.state === 'valid')).toBe(true);

    // Bob: besieges Sardes from Lydia, with a retreat list for that army, by clicking.
    const bobs = await units(bob());
    const inLyd = bobs.find((u) => u.space === 'LYD')!;
    await clickUnit(b, inLyd.id);
    await b.click('[data-action=siege1]');
    await clickUnit(b, inLyd.id);
    await b.click('[data-action=retreats]');
    await clickSpace(b, 'MYS');
    await clickSpace(b, 'PHR');
    await b.click('[data-action=retreats-done]');
    expect((await ordersText(b)).split('\n')).toEqual(['A LYD A1 Sardes', 'A LYD Re MYS, PHR']);
    expect((await lineStates(b)).every((l) => l.state === 'valid')).toBe(true);

    await resolveSeason();
    await expect.poll(() => allText(a.locator('[data-testid=season]')), POLL).toContain('Autumn 319 BC');
    const sheet = await results(a);
    const siege = sheet.lines.find((l) => /Lamia/i.test(l.text) && /A1/.test(l.text));
    expect(siege, JSON.stringify(sheet.lines)).toBeDefined();
    expect(sheet.arrows.some((x) => x.kind === 'siege' && x.from === 'THE' && x.to === 'lamia')).toBe(true);
    expect(sheet.arrows.some((x) => x.kind === 'support' && x.from === 'MAC' && x.to === 'THE')).toBe(true);
    await shot(a, 'game-results.png');
    await backToOrders(a);
    // The citadel's state on the map matches the engine: a siege under way, or a citadel taken.
    const v = await gameView(a, gameId);
    const s = v.view.view.state;
    const lamia = a.locator('#ov-citadels [data-citadel=lamia]');
    if (s.sieges.some((x) => x.citadel === 'lamia')) await expect.poll(() => lamia.getAttribute('data-siege'), POLL).toBe(String(s.sieges.find((x) => x.citadel === 'lamia')!.seasons));
    else if (s.control.lamia) await expect.poll(() => lamia.getAttribute('data-owner'), POLL).toBe(s.control.lamia);
  });

  it('autumn −319: the siege goes on (typed), then winter opens; the history slider replays every season', async () => {
    const a = alice().page;
    const b = bob().page;
    const v = await gameView(a, gameId);
    const siege = v.view.view.state.sieges.find((x) => x.citadel === 'lamia');
    await typeLine(a, siege ? 'A THE A2 Lamia' : 'A THE X');
    expect((await lineStates(a)).every((l) => l.state === 'valid')).toBe(true);
    const bv = await gameView(b, gameId);
    const sardes = bv.view.view.state.sieges.find((x) => x.citadel === 'sardes');
    if (sardes) await typeLine(b, 'A LYD A2 Sardes');
    await resolveSeason();
    await expect.poll(() => allText(a.locator('[data-testid=season]')), POLL).toContain('Winter 319 BC');
    await a.click('[data-tab=results]');
    const slider = a.locator('.history-slider');
    await expect.poll(() => slider.getAttribute('max'), POLL).toBe('3');
    await slider.fill('1');
    await expect.poll(() => allText(a.locator('.past-banner')), POLL).toContain('Spring');
    await expect.poll(() => a.locator('#ov-arrows .arrow[data-from=MAC][data-to=THE]').getAttribute('data-state'), POLL).toBe('succeeds');
    await slider.fill('2');
    await expect.poll(() => allText(a.locator('.past-banner')), POLL).toContain('Summer');
    await expect.poll(() => a.locator('#ov-arrows .arrow[data-kind=siege][data-from=THE]').count(), POLL).toBe(1);
    await backToOrders(a);
  });

  it('winter −319 (diadoques §8b.1, §10.15): a build typed in the winter orders; the result sheet and the map show the new army', async () => {
    const a = alice().page;
    const v = await gameView(a, gameId);
    const state = v.view.view.state;
    // Build in Macédoine, the home province, when no unit stands there; else in the capital Pella.
    const where = state.units.some((u) => u.space === 'MAC') ? 'Pella' : 'MAC';
    const spaceId = where === 'Pella' ? 'pella' : 'MAC';
    expect(state.units.some((u) => u.space === spaceId)).toBe(false);
    // Upkeep of three armies (30 T) leaves too little for a new one (10 T, §10.15): disband one
    // that is not besieging Lamia to pay for it (§10.7).
    const spare = state.units.find((u) => u.power === 'cassandre' && u.space !== 'THE' && /^[A-Z]{3}$/.test(u.space))!;
    const orders = `disband ${spare.type} ${spare.space}\nbuild A ${where}`;
    await a.fill('[data-testid=orders-text]', orders);
    expect((await lineStates(a)).map((l) => l.state)).toEqual(['valid', 'valid']);
    await a.fill('[data-testid=orders-text]', 'build A Atlantis');
    await expect.poll(() => a.locator('[data-testid=order-lines] li.invalid').count(), POLL).toBe(1);
    await a.fill('[data-testid=orders-text]', orders);
    expect((await lineStates(a)).map((l) => l.state)).toEqual(['valid', 'valid']);
    await resolveSeason();
    await expect.poll(() => allText(a.locator('[data-testid=season]')), POLL).toContain('Spring 318 BC');
    await a.click('[data-tab=results]');
    await a.locator('.past-banner:not([hidden])').waitFor();
    await expect.poll(() => allText(a.locator('[data-testid=result-sheet]')), POLL).toMatch(/builds A in/);
    await backToOrders(a);
    await expect.poll(() => a.locator(`#ov-units g.unit[data-power=cassandre][data-space="${spaceId}"]`).count(), POLL).toBe(1);
  });

  it('the lobby lists my games; the game page is interactive quickly (performance marks)', async () => {
    const a = alice().page;
    await a.goto(`${base}/`);
    await expect.poll(() => allText(a.locator('[data-testid=my-games]')), POLL).toContain('E2E −319');
    const timings: number[] = [];
    for (let i = 0; i < 3; i++) {
      const page = await alice().ctx.newPage();
      await page.goto(`${base}/games/${gameId}`);
      await page.waitForSelector('body[data-game-ready]', { timeout: 30_000 });
      timings.push(await page.evaluate(() => performance.getEntriesByName('diadochi:game-interactive')[0]!.startTime));
      await page.close();
    }
    console.log(`game page interactive after ${timings.map((t) => `${Math.round(t)} ms`).join(', ')} (navigation start to map painted)`);
    expect(timings.every((t) => t > 0)).toBe(true);
  });
});
