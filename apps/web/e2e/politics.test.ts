/**
 * End to end: the politics of a military season written through the politics panel only (no
 * typing), in a game of Les Diadoques of its own (the judge's first game here: seed `e2e-1`).
 * Alice (Cassandre, English interface) and Bob (Lysimaque, who switches his interface to
 * French) buy few units so that money is left, then march so that Alice's army in Chalcidique
 * stands next to Bob's in Thrace. In summer −319 Alice bribes that army (`diadoques §9b.5`),
 * sends Bob an announced gold gift (`diadoques §9c.9`) and orders not to capture Olympias
 * (`diadoques §9c.4`); Bob pays counter-corruption for his army in Chersonèse
 * (`diadoques §9b.13`) and orders Lysimaque to leave his unit (`diadoques §9c.14`). Every line
 * is checked valid in the order list, accepted by the judge, and its outcome read on each
 * player's result sheet in his own language. A bid (`diadoques §11b.4`) is written when the
 * seeded game has a unit for sale; otherwise the panel must say that none is.
 *
 * How the set-up was chosen: `createGame(diadoques, { seed: 'e2e-1' })` offline gives Cassandre
 * 33 T and Lysimaque 32 T; an army costs 10 T and is bribed from level 20 T (`diadoques
 * §9b.4`), so Alice buys one army (23 T left: 20 for the bribe, 1 for the gift) and Bob two
 * (12 T left: 5 for the counter-corruption). A bribe needs one of the briber's units next to
 * the target (`diadoques §9b.5`): Chalcidique borders Thrace.
 *
 * Run: npx vitest run --config apps/web/e2e/vitest.config.ts apps/web/e2e/politics.test.ts
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickSpace, ensureBuilt, gameView, launch, register, startServer } from './harness.ts';
import type { TestServer } from './harness.ts';

const stamp = Date.now().toString(36).slice(-5);
const POLL = { timeout: 15_000 };

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
const alice = () => players[0]!;
const bob = () => players[1]!;

const allText = async (l: Locator) => (await l.allInnerTexts()).join('\n');
const ordersText = (p: Page) => p.inputValue('[data-testid=orders-text]');

async function units(p: Player) {
  return (await gameView(p.page, gameId)).view.view.state.units.filter((u) => u.power === p.power);
}

/** Waits until every line is checked by the browser and the judge; returns text and state of each. */
async function lineStates(p: Page): Promise<{ text: string; state: string }[]> {
  await p.waitForFunction(() => document.querySelectorAll('[data-testid=order-lines] [data-state=checking]').length === 0, undefined, { timeout: 15_000 });
  return p.locator('[data-testid=order-lines] li.order-line').evaluateAll((els) => els.map((e) => ({ text: e.querySelector('code')?.textContent ?? '', state: e.getAttribute('data-state') ?? '' })));
}

/** Sends the orders; the judge's acceptance shows as the "ready" status. */
async function sendOrders(p: Page): Promise<void> {
  await p.click('[data-testid=send-orders]');
  // The status line, or the toast when the phase resolved at once and the new phase cleared the line.
  await p.locator('.order-status, .toast-success', { hasText: /ready|prêt/i }).first().waitFor();
}

/** Both send; the judge resolves (bots are ready at once); both pages move on by WebSocket. */
async function resolveSeason(): Promise<void> {
  const before = await Promise.all(players.map((p) => p.page.locator('[data-testid=prompt]').getAttribute('data-step')));
  for (const p of players) if (await p.page.locator('[data-testid=send-orders]').isEnabled()) await sendOrders(p.page);
  for (const [i, p] of players.entries()) {
    await p.page.waitForFunction((old) => document.querySelector('[data-testid=prompt]')?.getAttribute('data-step') !== old, before[i], { timeout: 30_000 });
  }
}

/** The result sheet of the last season, line by line. */
async function sheet(p: Page): Promise<string[]> {
  await p.click('[data-tab=results]');
  await p.locator('.past-banner:not([hidden])').waitFor();
  await p.locator('[data-testid=result-sheet] .sheet-line').first().waitFor();
  return p.locator('[data-testid=result-sheet] .sheet-line').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
}

async function openPolitics(p: Page): Promise<void> {
  const panel = p.locator('[data-testid=politics-panel]');
  await panel.waitFor();
  if ((await panel.getAttribute('open')) === null) await panel.locator('> summary').click();
}

describe('the politics panel in the browser: bribe, counter-corruption, gift, secondary orders, bid', () => {
  beforeAll(async () => {
    await ensureBuilt();
    server = await startServer();
    base = server.url;
    browser = await launch();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('two users start a game on a fixed seed; Bob switches his interface to French', async () => {
    for (const name of [`pa_${stamp}`, `pb_${stamp}`]) {
      const ctx = await browser.newContext({ viewport: { width: 1400, height: 950 }, locale: 'en-GB' });
      const page = await ctx.newPage();
      page.on('pageerror', (e) => console.error(`[${name}] page error: ${e.message}`));
      await register(page, base, name);
      players.push({ ctx, page, name, power: '' });
    }
    const a = alice().page;
    await a.click('a[href="/new"]');
    await a.selectOption('select[name=ruleset]', 'diadoques');
    await a.fill('input[name=title]', 'E2E politics');
    await a.fill('input[name=lastYear]', '318');
    await a.selectOption('select[name=emptySeats]', 'bot');
    await a.selectOption('select[name=assignment]', 'preferences');
    await a.fill('input[name=autoStart]', '2');
    await a.click('form button[type=submit]');
    await a.waitForURL(/\/games\//);
    gameId = a.url().split('/games/')[1]!;
    await a.getByRole('button', { name: 'Join this game' }).click();
    const b = bob().page;
    await b.goto(`${base}/games/${gameId}`);
    for (let i = 0; i < 6 && (await b.locator('.ranking li').first().getAttribute('data-power')) !== 'lysimaque'; i++) {
      await b.locator('.ranking li[data-power=lysimaque] button', { hasText: '▲' }).click();
    }
    await b.getByRole('button', { name: 'Join this game' }).click();
    for (const p of players) await p.page.locator('svg.board-map').waitFor({ timeout: 30_000 });
    for (const p of players) p.power = (await gameView(p.page, gameId)).game.you.power!;
    expect([alice().power, bob().power]).toEqual(['cassandre', 'lysimaque']);
    // The language menu in the header: the whole page, forms and result sheets in French.
    await b.selectOption('header select', 'fr');
    await expect.poll(() => b.evaluate(() => document.documentElement.lang), POLL).toBe('fr');
  });

  it('start and spring −319: few purchases keep money for politics; the armies meet across the Thracian border', async () => {
    const [a, b] = [alice().page, bob().page];
    for (const [p, where, n] of [[a, 'MAC', 1], [b, 'CHE', 2]] as const) {
      await p.locator('[data-testid=start-form]').waitFor();
      await p.selectOption('select[name=start-type]', 'A');
      await p.selectOption('select[name=start-place]', where);
      for (let i = 0; i < n; i++) await p.click('[data-action=add-purchase]');
    }
    expect((await ordersText(a)).split('\n')).toEqual(['A MAC']);
    expect((await ordersText(b)).split('\n')).toEqual(['A CHE', 'A CHE']);
    await resolveSeason();
    // Spring: Alice into Chalcidique, Bob's first army into Thrace, by clicking.
    const [mine] = await units(alice());
    await a.locator(`#ov-units g.unit[data-unit="${mine!.id}"]`).click();
    await a.click('[data-action=move]');
    await clickSpace(a, 'CHA');
    const [first] = await units(bob());
    await b.locator(`#ov-units g.unit[data-unit="${first!.id}"]`).click();
    await b.click('[data-action=move]');
    await clickSpace(b, 'THR');
    expect(await ordersText(a)).toBe('A MAC CHA');
    expect((await ordersText(b)).split('\n')[0]).toBe('A CHE THR');
    await resolveSeason();
    await expect.poll(async () => (await units(alice())).map((u) => u.space), POLL).toEqual(['CHA']);
    await expect.poll(async () => (await units(bob())).map((u) => u.space).sort(), POLL).toEqual(['CHE', 'THR']);
  });

  it('summer −319 (diadoques §9b.5, §9b.13, §9c.4, §9c.9, §9c.14, §11b.4): every political line is written by the panel, valid, accepted, and its outcome read in each reader’s language', async () => {
    const [a, b] = [alice().page, bob().page];
    const inThr = (await units(bob())).find((u) => u.space === 'THR')!;
    const inChe = (await units(bob())).find((u) => u.space === 'CHE')!;

    // Alice: the bribe, picked on the map (the army in Thrace), 20 T.
    await openPolitics(a);
    await a.click('[data-action=pick-bribe]');
    await expect.poll(() => a.locator('#ov-highlight .candidate, #ov-highlight .candidate-dot').count(), POLL).toBeGreaterThan(0);
    await a.locator(`#ov-units g.unit[data-unit="${inThr.id}"]`).click();
    await expect.poll(() => a.inputValue('select[name=bribe-target]'), POLL).toBe(`unit:${inThr.id}`);
    await a.fill('input[name=bribe-amount]', '20');
    await a.click('[data-action=add-bribe]');
    // An announced gift of 1 T to Lysimaque.
    await a.selectOption('[data-testid=gift-form] select[name=gift-to]', 'lysimaque');
    await a.fill('[data-testid=gift-form] input[name=gift-amount]', '1');
    await a.check('[data-testid=gift-form] input[name=gift-announced]');
    await a.click('[data-testid=gift-form] [data-action=add-gift]');
    // A secondary order other than passage: not to capture Olympias.
    await a.selectOption('select[name=sec-kind]', 'no-capture');
    await a.selectOption('[data-testid=secondary-form] select[name=sec-character]', 'olympias');
    await a.click('[data-action=add-secondary]');
    // A bid where the seeded game has a unit for sale; otherwise the panel says none is.
    const lots = await a.locator('select[name=bid-unit] option').count();
    if (lots > 0) {
      await a.fill('input[name=bid-amounts]', '1, 2');
      await a.click('[data-action=add-bid]');
    } else {
      await expect.poll(() => allText(a.locator('[data-testid=bid-form]')), POLL).toMatch(/for sale|à vendre|aux enchères/i);
    }
    const aliceLines = (await ordersText(a)).split('\n');
    expect(aliceLines.slice(0, 3)).toEqual(['corrompre A THR 20', 'don 1 T à Lysimaque annoncé', 'ne pas capturer Olympias']);
    if (lots > 0) expect(aliceLines[3]).toMatch(/^enchère \S+ \S+ 1, 2$/);
    expect((await lineStates(a)).map((l) => l.state)).toEqual(aliceLines.map(() => 'valid'));

    // Bob (in French): counter-corruption for his army in Chersonèse, and Lysimaque leaves his unit.
    await openPolitics(b);
    await b.selectOption('select[name=counter-target]', `unit:${inChe.id}`);
    await b.fill('input[name=counter-amount]', '5');
    await b.click('[data-action=add-counter]');
    await b.selectOption('select[name=sec-kind]', 'dissociate');
    await b.selectOption('[data-testid=secondary-form] select[name=sec-character]', 'lysimaque');
    await b.click('[data-action=add-secondary]');
    expect((await ordersText(b)).split('\n')).toEqual(['contre-corruption A CHE 5', 'dissocier Lysimaque']);
    expect((await lineStates(b)).map((l) => l.state)).toEqual(['valid', 'valid']);

    // The judge accepts both lists ("ready"), then resolves the season.
    await resolveSeason();

    // Alice's sheet, in English: the bribe examined, the gift, the secondary order.
    const sa = await sheet(a);
    const joined = sa.join('\n');
    expect(joined, joined).toMatch(/Cassander bribes A THR with 20 T \(level \d+\): \d+ % chance, rolled \d+\.|Cassander: Bribe on A THR: refused — /);
    expect(joined).toMatch(/Cassander (gives|sends) 1 T to Lysimachus/);
    // The secondary order is noted on the sheet as an order of the season (`diadoques §9c.4`).
    expect(joined).toMatch(/Cassander: ✓ ne pas capturer Olympias — noted/);
    // What the bribe did: the army went over, or the money was spent for nothing.
    expect(joined).toMatch(/A THR of Lysimachus goes over to Cassander \(bribe\)\.|The corruption of A THR fails; the money is spent\.|Bribe on A THR: refused/);
    expect(joined).not.toMatch(/\bu\d+\b/);

    // Bob's sheet, in French: his counter-corruption (secret to him), the gift, the refused dissociation.
    const sb = await sheet(b);
    const bj = sb.join('\n');
    expect(bj, bj).toContain('Lysimaque paie 5 T de contre-corruption pour A CHE.');
    expect(bj).toMatch(/Cassandre (donne|envoie) 1 T à Lysimaque/);
    expect(bj).toMatch(/Lysimaque : ✓ dissocier Lysimaque — noté/);
    // A validated bribe is public (`diadoques §9b.6`): Bob reads it too, in French.
    if (/bribes A THR/.test(joined)) expect(bj).toMatch(/Cassandre corrompt A THR avec 20 T/);
    expect(bj).not.toMatch(/\bu\d+\b/);
    // Secrets: Alice never sees Bob's counter-corruption.
    expect(joined).not.toMatch(/counter-corruption/i);
  });
});
