/**
 * End to end: a year of Les Diadoques played through the browser. The real judge server
 * (in-process, temporary SQLite database) serves the built client; two real users in
 * Debian's Chromium register, create and join a game (the four other diadochi are bots),
 * buy their starting units through the purchase form, and play spring, summer and autumn −319
 * through the UI: orders by clicking on the map, by keyboard and by typing, a support, a
 * siege, and a dislodgement that must happen (Cassandre 2 against Lysimaque 1 in Thrace) with
 * a retreat list whose first place is illegal: the map and the result sheet show the unit at
 * the first legal place. Then the winter through the winter form (a disband and a build
 * picked on the map). Map click latency is measured and printed.
 *
 * The game is the judge's first (seed `e2e-1`), its four other seats played by the platform's
 * baseline bots; the flow was played offline first (`npx tsx apps/web/e2e/plan/plan.ts year`):
 * no bot comes near Macedonia or Thrace in −319, so Alice's spring moves succeed, her supported
 * attack dislodges Bob in summer, Lamia falls in autumn, and her army in Péonie, without an
 * arsenal, revolts at the end of the autumn: the winter disbands the army in Thrace instead.
 *
 * Run: npx vitest run --config apps/web/e2e/vitest.config.ts apps/web/e2e/year.test.ts (its global set-up builds the client first when it is stale).
 * DIADOCHI_SCREENSHOTS=docs/screenshots saves the lobby, game and results screenshots.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allText, clickSpace, createGameByForm, gameView, joinWithFirstChoice, lineStates, openUsers, ordersText, POLL, resolveSeason as resolveFor, startSuite, unitsOf } from './harness.ts';
import type { User } from './harness.ts';

const SHOTS = process.env.DIADOCHI_SCREENSHOTS;
const stamp = Date.now().toString(36).slice(-5);

interface Player extends User {
  power: string;
}

let gameId = '';
const players: Player[] = [];
/** The history step of spring −319: 2 after the start purchases, 1 for a set-up with fixed units. */
let springStep = 1;
const [alice, bob] = [() => players[0]!, () => players[1]!];

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => document.querySelectorAll('.toast').forEach((t) => t.remove()));
  await page.screenshot({ path: join(SHOTS, name) });
}

const units = (p: Player) => unitsOf(p.page, gameId, p.power);

/** Selects a unit by clicking its token on the map. */
async function clickUnit(p: Page, unitId: string): Promise<void> {
  await p.locator(`#ov-units g.unit[data-unit="${unitId}"]`).click();
}

async function typeLine(p: Page, line: string): Promise<void> {
  const area = p.locator('[data-testid=orders-text]');
  const now = await area.inputValue();
  await area.fill(now.trim() === '' ? line : `${now.replace(/\n+$/, '')}\n${line}`);
}

/** Both players send; the judge resolves; both pages move on. */
const resolveSeason = () => resolveFor(players.map((p) => p.page));

/** Opens the results view of the last season; returns the sheet lines and the arrows on the map. */
async function results(p: Page) {
  await p.click('[data-tab=results]');
  await p.locator('.past-banner:not([hidden])').waitFor();
  await p.locator('#ov-arrows .arrow').first().waitFor({ timeout: 10_000 });
  const lines = await p.locator('[data-testid=result-sheet] .sheet-line').evaluateAll((els) => els.map((e) => ({ text: e.textContent ?? '', status: e.getAttribute('data-status') ?? '' })));
  const arrows = await p.locator('#ov-arrows .arrow').evaluateAll((els) => els.map((e) => ({ kind: e.getAttribute('data-kind'), state: e.getAttribute('data-state'), from: e.getAttribute('data-from'), to: e.getAttribute('data-to') })));
  return { lines, arrows };
}

/** Buys the starting units through the start purchase form (`diadoques §12.4`): `n` armies in the start province. */
async function buyArmies(p: Page, where: string, n: number): Promise<void> {
  await p.locator('[data-testid=start-form]').waitFor();
  await p.selectOption('select[name=start-type]', 'A');
  await p.selectOption('select[name=start-place]', where);
  for (let i = 0; i < n; i++) await p.click('[data-action=add-purchase]');
}

/**
 * Picks a unit in the list and an action with the keyboard only (Enter on the focused button).
 * A position pushed by the server re-renders the builder; a keypress lost to it is tried again.
 */
async function byKeyboard(p: Page, unitButton: string, action: string): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await p.locator(unitButton).press('Enter');
    const next = p.locator(`[data-action=${action}]`);
    if (await next.waitFor({ timeout: 3000 }).then(() => true, () => false)) return next.press('Enter');
  }
  throw new Error(`no ${action} button after choosing ${unitButton} by keyboard`);
}

async function backToOrders(p: Page): Promise<void> {
  await p.click('[data-tab=orders]');
  await p.locator('.past-banner[hidden]').waitFor({ state: 'attached' });
}

describe('a year of Les Diadoques in the browser', () => {
  const suite = startSuite();

  it('two users register, one creates a game, both join with their preferences, bots take the other four seats', async () => {
    const base = suite.base;
    for (const u of await openUsers(suite.browser, base, [`alice_${stamp}`, `bob_${stamp}`], { viewport: { width: 1600, height: 1000 } })) {
      await expect.poll(() => allText(u.page.locator('.who')), POLL).toContain(u.name);
      players.push({ ...u, power: '' });
    }
    const a = alice().page;
    // Rank the powers: Alice wants Cassandre first, ranked on the new-game form as she creates
    // (she is seated then, issue 17 item 12); Bob moves Lysimaque to the top and joins.
    gameId = await createGameByForm(a, 'E2E −319', { deadline: '3', deadlineUnit: 'days', press: 'white' }, 'cassandre');
    await expect.poll(() => allText(a.locator('.forming')), POLL).toContain(players[0]!.name);
    const b = bob().page;
    await b.goto(`${base}/`);
    await b.locator(`a[href="/games/${gameId}"]`).first().click();
    await joinWithFirstChoice(b, 'lysimaque');

    // The second join starts the game; both pages learn it by WebSocket.
    for (const p of players) await p.page.locator('svg.board-map').waitFor({ timeout: 30_000 });
    for (const p of players) p.power = (await gameView(p.page, gameId)).game.you.power!;
    expect(alice().power).toBe('cassandre');
    expect(bob().power).toBe('lysimaque');
    await expect.poll(() => a.locator('.seats li').count(), POLL).toBe(6);
    await expect.poll(() => allText(a.locator('.seats')), POLL).toContain('bot');
    await expect.poll(() => allText(a.locator('.countdown')), POLL).toMatch(/left/);
  });

  it('start −319 (diadoques §12.4): both buy three mercenary armies through the purchase form; cost against treasury shown', async () => {
    const a = alice().page;
    const b = bob().page;
    const v = await gameView(a, gameId);
    if (v.view.pending?.phase !== 'start') return; // a set-up with fixed units: nothing to buy
    springStep = 2;
    await expect.poll(() => allText(a.locator('[data-testid=prompt]')), POLL).toMatch(/Start purchases/);
    await buyArmies(a, 'MAC', 3);
    expect((await ordersText(a)).split('\n')).toEqual(['A MAC', 'A MAC', 'A MAC']);
    expect(await a.locator('[data-testid=start-cost]').innerText()).toMatch(/Cost 30 T of 33 T\. Buy 1 to 3 units: 3 so far\./);
    expect((await lineStates(a)).every((l) => l.state === 'valid')).toBe(true);
    await buyArmies(b, 'CHE', 3);
    expect((await lineStates(b)).every((l) => l.state === 'valid')).toBe(true);
    await resolveSeason();
    await expect.poll(() => allText(a.locator('[data-testid=season]')), POLL).toContain('Spring 319 BC');
    await expect.poll(async () => (await units(alice())).length, POLL).toBe(3);
  });

  it('spring −319: orders by clicking on the map, by keyboard and by typing, with a retreat list; the map and the result sheet agree', async () => {
    const a = alice().page;
    const b = bob().page;
    const [a1, a2, a3] = await units(alice());
    expect([a1, a2, a3].every((u) => u?.space === 'MAC')).toBe(true);
    await expect.poll(() => allText(a.locator('[data-testid=prompt]')), POLL).toMatch(/Orders for spring 319 BC/);

    // Alice: unit 1 by clicking the token, "Move", then Chalcidique on the map.
    await clickUnit(a, a1!.id);
    await a.click('[data-action=move]');
    await clickSpace(a, 'CHA');
    // Unit 2 by typing in the rulebook's notation.
    await typeLine(a, 'A MAC PEO');
    // Unit 3 by keyboard: focus its token, M then Thessaly; then R for its retreat list (Épire, else destroyed).
    await a.locator(`#ov-units g.unit[data-unit="${a3!.id}"]`).focus();
    await a.keyboard.press('m');
    // The key picks the action only: the target box that opens stays empty (it used to read "m").
    await expect.poll(() => a.locator('[data-testid=target-input]').count(), POLL).toBe(1);
    expect(await a.inputValue('[data-testid=target-input]')).toBe('');
    await clickSpace(a, 'THE');
    await a.locator(`#ov-units g.unit[data-unit="${a3!.id}"]`).focus();
    await a.keyboard.press('r');
    await clickSpace(a, 'EPI');
    await a.click('[data-action=retreats-done-x]');
    // The clicked unit is Cassander's own army: in the stack its order carries the mark (diadoques §9a.3, issue 18).
    expect((await ordersText(a)).split('\n')).toEqual(['A* MAC CHA', 'A MAC PEO', 'A MAC THE', 'A MAC Re EPI, X']);
    // A bad line is refused at once, with its problem, and the judge accepts the rest once it is removed.
    await typeLine(a, 'A MAC Atlantis');
    await expect.poll(() => a.locator('[data-testid=order-lines] li.invalid').count(), POLL).toBe(1);
    await a.fill('[data-testid=orders-text]', (await ordersText(a)).split('\n').slice(0, 4).join('\n'));
    expect((await lineStates(a)).map((l) => l.state)).toEqual(['valid', 'valid', 'valid', 'valid']);
    await expect.poll(() => a.locator('#ov-arrows .arrow[data-from=MAC][data-to=CHA]').count(), POLL).toBe(1);
    // The politics panel writes a secondary order line the season's reader accepts (diadoques §9c.2): then it is removed again.
    await a.locator('[data-testid=politics-panel] > summary').click();
    await a.selectOption('select[name=sec-kind]', 'passage');
    await a.selectOption('[data-testid=secondary-form] select[name=sec-power]', 'lysimaque');
    await a.click('[data-action=add-secondary]');
    expect((await ordersText(a)).split('\n').at(-1)).toBe('passage Lysimaque');
    expect((await lineStates(a)).every((l) => l.state === 'valid')).toBe(true);
    await a.fill('[data-testid=orders-text]', (await ordersText(a)).split('\n').slice(0, 4).join('\n'));
    await a.locator('[data-testid=politics-panel] > summary').click();
    await shot(a, 'game-orders.png');

    // Bob (Lysimaque): into Thrace by clicking, a hold typed, the third holds (keyboard on the unit list button).
    const [b1] = await units(bob());
    await clickUnit(b, b1!.id);
    await b.click('[data-action=move]');
    await clickSpace(b, 'THR');
    await typeLine(b, 'A CHE X');
    await byKeyboard(b, '.unit-button[data-space=CHE] >> nth=2', 'hold');
    expect((await ordersText(b)).split('\n')).toEqual(['A* CHE THR', 'A CHE X', 'A CHE X']);
    expect((await lineStates(b)).every((l) => l.state === 'valid')).toBe(true);

    // Press: Alice writes to Bob; Bob is told at once.
    // Issue 17 item 15: a conversation with Lysimaque, opened from the press tab's list.
    await a.click('[data-tab=press]');
    await a.click('[data-testid=press-new]');
    await a.locator('.press-new-form input[value=lysimaque]').check();
    await a.click('.press-new-form button[type=submit]');
    await a.fill('[data-testid=press-compose] .press-body', 'Thrace is mine; Asia is yours.');
    await a.click('[data-testid=press-compose] button[type=submit]');
    await b.locator('.toast', { hasText: /message/i }).first().waitFor();
    await b.click('[data-tab=press]');
    await b.locator('[data-testid=press-thread].has-unread').first().click();
    await expect.poll(() => allText(b.locator('.messages')), POLL).toContain('Thrace is mine');
    for (const p of [a, b]) await p.click('[data-tab=orders]');
    // Bob's lobby: the game waits on him, with its deadline and the unread message.
    const lobby = await bob().ctx.newPage();
    await lobby.goto(`${suite.base}/`);
    await expect.poll(() => allText(lobby.locator('[data-testid=my-games] li.needs-action')), POLL).toMatch(/E2E −319[\s\S]*Your orders are awaited[\s\S]*deadline in/);
    await shot(lobby, 'lobby.png');
    await lobby.close();

    await resolveSeason();
    await expect.poll(() => allText(a.locator('[data-testid=season]')), POLL).toContain('Summer 319 BC');
    const sheet = await results(a);
    const move = sheet.lines.find((l) => l.text.includes('A* MAC CHA'));
    expect(move?.status).toBe('succeeds');
    // The sheet speaks the interface's language, with the powers' names (diadoques §8a.3).
    expect(move?.text).toMatch(/^succeeds\s*Cassander: ✓ A\* MAC CHA — moves/);
    expect(sheet.arrows).toContainEqual({ kind: 'move', state: 'succeeds', from: 'MAC', to: 'CHA' });
    expect(sheet.arrows.some((x) => x.kind === 'move' && x.from === 'CHE' && x.to === 'THR')).toBe(true);
    // Every line that cites a rule links to it in the rules panel.
    const link = a.locator('[data-testid=result-sheet] .rule-link').first();
    const rule = await link.getAttribute('data-rule');
    await link.click();
    await expect.poll(() => allText(a.locator('.rule.highlight')), POLL).toContain(rule!);
    await backToOrders(a);
    // The present map: the units where the sheet says they went.
    await expect.poll(() => a.locator('#ov-units g.unit[data-power=cassandre][data-space=CHA]').count(), POLL).toBe(1);
    await expect.poll(() => a.locator('#ov-units g.unit[data-power=lysimaque][data-space=THR]').count(), POLL).toBe(1);
  });

  it('summer −319 (diadoques §9a.13, §9a.36, §9a.38): a siege, an attack supported by clicking dislodges Bob, whose retreat list starts with an illegal place: the unit goes to the first legal one', async () => {
    const a = alice().page;
    const b = bob().page;
    const mine = await units(alice());
    const inThe = mine.find((u) => u.space === 'THE')!;
    const inCha = mine.find((u) => u.space === 'CHA')!;
    const inPeo = mine.find((u) => u.space === 'PEO')!;
    expect([inThe, inCha, inPeo].every(Boolean)).toBe(true);
    // Alice: the army in Thessaly besieges Lamia (the only citadel there: no target click needed).
    await clickUnit(a, inThe.id);
    await a.click('[data-action=siege1]');
    // Chalcidique attacks Thrace; Péonie supports it: unit, "Support", the supported unit, then Thrace.
    await clickUnit(a, inCha.id);
    await a.click('[data-action=move]');
    await clickSpace(a, 'THR');
    await clickUnit(a, inPeo.id);
    await a.click('[data-action=support]');
    await clickUnit(a, inCha.id);
    await clickSpace(a, 'THR');
    expect((await ordersText(a)).split('\n')).toEqual(['A THE A1 Lamia', 'A CHA THR', 'A PEO S A CHA THR']);
    expect((await lineStates(a)).every((l) => l.state === 'valid')).toBe(true);

    // Bob: the army in Thrace holds, with a retreat list by clicking: Chalcidique (where the
    // attack comes from: no retreat there, §9a.38), then Istros.
    const inThr = (await units(bob())).find((u) => u.space === 'THR')!;
    await clickUnit(b, inThr.id);
    await b.click('[data-action=hold]');
    await clickUnit(b, inThr.id);
    await b.click('[data-action=retreats]');
    await clickSpace(b, 'CHA');
    await clickSpace(b, 'IST');
    await b.click('[data-action=retreats-done]');
    expect((await ordersText(b)).split('\n')).toEqual(['A THR X', 'A THR Re CHA, IST']);
    expect((await lineStates(b)).every((l) => l.state === 'valid')).toBe(true);

    await resolveSeason();
    await expect.poll(() => allText(a.locator('[data-testid=season]')), POLL).toContain('Autumn 319 BC');
    const sheet = await results(a);
    const attack = sheet.lines.find((l) => l.text.includes('A CHA THR'));
    expect(attack?.status, JSON.stringify(sheet.lines)).toBe('succeeds');
    const hold = sheet.lines.find((l) => l.text.includes('A THR X'));
    expect(hold?.text).toMatch(/dislodged by the unit from CHA/);
    // The sheet says where the beaten unit went: the first legal place of its list.
    const retreat = sheet.lines.find((l) => /A THR retreats to/.test(l.text));
    expect(retreat?.text, JSON.stringify(sheet.lines)).toMatch(/Lysimachus: A THR retreats to IST \(its retreat list\)/);
    expect(sheet.arrows).toContainEqual({ kind: 'retreat', state: 'succeeds', from: 'THR', to: 'IST' });
    await expect.poll(() => a.locator('#ov-markers .marker[data-kind=retreated][data-space=IST]').count(), POLL).toBe(1);
    const siege = sheet.lines.find((l) => /Lamia/i.test(l.text) && /A1/.test(l.text));
    expect(siege, JSON.stringify(sheet.lines)).toBeDefined();
    expect(sheet.arrows.some((x) => x.kind === 'siege' && x.from === 'THE' && x.to === 'lamia')).toBe(true);
    expect(sheet.arrows.some((x) => x.kind === 'support' && x.from === 'PEO' && x.to === 'CHA')).toBe(true);
    await shot(a, 'game-results.png');
    await backToOrders(a);
    // The present map: Alice in Thrace, Bob's beaten army in Istros.
    await expect.poll(() => a.locator('#ov-units g.unit[data-power=cassandre][data-space=THR]').count(), POLL).toBe(1);
    await expect.poll(() => b.locator(`#ov-units g.unit[data-unit="${inThr.id}"]`).getAttribute('data-space'), POLL).toBe('IST');
    // The citadel's state on the map matches the engine: a siege under way, or a citadel taken.
    const v = await gameView(a, gameId);
    const s = v.view.view.state;
    const lamia = a.locator('#ov-citadels [data-citadel=lamia]');
    if (s.sieges.some((x) => x.citadel === 'lamia')) await expect.poll(() => lamia.getAttribute('data-siege'), POLL).toBe(String(s.sieges.find((x) => x.citadel === 'lamia')!.seasons));
    else if (s.control.lamia) await expect.poll(() => lamia.getAttribute('data-owner'), POLL).toBe(s.control.lamia);
  });

  it('autumn −319: the siege goes on (typed), then winter opens; the history slider replays every season', async () => {
    const a = alice().page;
    const v = await gameView(a, gameId);
    const siege = v.view.view.state.sieges.find((x) => x.citadel === 'lamia');
    await typeLine(a, siege ? 'A THE A2 Lamia' : 'A THE X');
    expect((await lineStates(a)).every((l) => l.state === 'valid')).toBe(true);
    await resolveSeason();
    await expect.poll(() => allText(a.locator('[data-testid=season]')), POLL).toContain('Winter 319 BC');
    await a.click('[data-tab=results]');
    const slider = a.locator('.history-slider');
    const first = springStep;
    await expect.poll(() => slider.getAttribute('max'), POLL).toBe(String(first + 2));
    await slider.fill(String(first));
    await expect.poll(() => allText(a.locator('.past-banner')), POLL).toContain('Spring');
    await expect.poll(() => a.locator('#ov-arrows .arrow[data-from=MAC][data-to=CHA]').getAttribute('data-state'), POLL).toBe('succeeds');
    await slider.fill(String(first + 1));
    await expect.poll(() => allText(a.locator('.past-banner')), POLL).toContain('Summer');
    await expect.poll(() => a.locator('#ov-arrows .arrow[data-kind=siege][data-from=THE]').count(), POLL).toBe(1);
    await backToOrders(a);
  });

  it('winter −319 (diadoques §8b.1, §10.7, §10.15): a disband and a build through the winter form, the build picked on the map; the result sheet and the map show them', async () => {
    const a = alice().page;
    const v = await gameView(a, gameId);
    const state = v.view.view.state;
    await a.locator('[data-testid=winter-form]').waitFor();
    await expect.poll(() => allText(a.locator('[data-testid=prompt]')), POLL).toMatch(/Winter orders 319 BC/);
    // Disband an army that is not besieging Lamia through its row (§10.7): it pays a fee instead of upkeep.
    const mine = state.units.filter((u) => u.power === 'cassandre');
    const spare = mine.find((u) => u.space === 'PEO') ?? mine.find((u) => u.space !== 'THE' && /^[A-Z]{3}$/.test(u.space))!;
    await a.selectOption(`[data-testid=winter-form] select[name=keep][data-unit="${spare.id}"]`, 'disband');
    // Build an army (§10.15): pick on the map, where the legal places are highlighted: Macédoine when
    // no unit stands there, else the capital Pella.
    const where = state.units.some((u) => u.space === 'MAC') ? 'pella' : 'MAC';
    await a.selectOption('select[name=build-type]', 'A');
    await a.click('[data-action=pick-build]');
    await expect.poll(() => a.locator('#ov-highlight .candidate, #ov-highlight .candidate-dot').count(), POLL).toBeGreaterThan(0);
    await clickSpace(a, where);
    const placeWord = where === 'pella' ? 'Pella' : 'MAC';
    expect((await ordersText(a)).split('\n')).toEqual([`licencier A ${spare.space}`, `construire A ${placeWord}`]);
    expect((await lineStates(a)).map((l) => l.state)).toEqual(['valid', 'valid']);
    const budget = a.locator('[data-testid=winter-budget]');
    await expect.poll(() => budget.innerText(), POLL).toMatch(new RegExp(`upkeep ${10 * (mine.length - 1)} − disband fees 5 − builds 10`));
    expect(await budget.getAttribute('class')).not.toMatch(/short/);
    await shot(a, 'game-winter-form.png');
    await resolveSeason();
    await expect.poll(() => allText(a.locator('[data-testid=season]')), POLL).toContain('Spring 318 BC');
    await a.click('[data-tab=results]');
    await a.locator('.past-banner:not([hidden])').waitFor();
    await expect.poll(() => allText(a.locator('[data-testid=result-sheet]')), POLL).toMatch(new RegExp(`Cassander builds A in ${placeWord} \\(10 T\\)`));
    await expect.poll(() => allText(a.locator('[data-testid=result-sheet]')), POLL).toMatch(new RegExp(`A ${spare.space} of Cassander is disbanded`));
    await backToOrders(a);
    await expect.poll(() => a.locator(`#ov-units g.unit[data-power=cassandre][data-space="${where}"]`).count(), POLL).toBe(1);
    // The disbanded army is no longer Cassandre's: it is put up for sale (§10.13) or gone.
    await expect.poll(() => a.locator(`#ov-units g.unit[data-unit="${spare.id}"][data-power=cassandre]`).count(), POLL).toBe(0);
  });

  it('the lobby lists my games; the game page is interactive quickly (performance marks)', async () => {
    const a = alice().page;
    await a.goto(`${suite.base}/`);
    await expect.poll(() => allText(a.locator('[data-testid=my-games]')), POLL).toContain('E2E −319');
    // One load and a few clicks: the page's speed is measured by apps/web/bench/first-paint.bench.ts
    // (cold and warm); here the marks must exist and the map must answer (28 s of the file with 3 loads and 15 rounds).
    const timings: number[] = [];
    for (let i = 0; i < 1; i++) {
      const page = await alice().ctx.newPage();
      await page.goto(`${suite.base}/games/${gameId}`);
      await page.waitForSelector('body[data-game-ready]', { timeout: 30_000 });
      timings.push(await page.evaluate(() => performance.getEntriesByName('diadochi:game-interactive')[0]!.startTime));
      await page.close();
    }
    console.log(`game page interactive after ${timings.map((t) => `${Math.round(t)} ms`).join(', ')} (navigation start to map painted)`);
    expect(timings.every((t) => t > 0)).toBe(true);

    // Hover and click latency on the map: from the input event's time stamp to the next
    // animation frame, after every handler ran (selection, highlights, arrows), median of N.
    const page = await alice().ctx.newPage();
    await page.goto(`${suite.base}/games/${gameId}`);
    await page.waitForSelector('body[data-game-ready]', { timeout: 30_000 });
    await page.evaluate(() => {
      const w = window as unknown as { latency: Record<string, number[]> };
      w.latency = { click: [], pointermove: [] };
      const svg = document.querySelector('svg.board-map')!;
      for (const type of ['click', 'pointermove']) {
        svg.addEventListener(type, (e) => requestAnimationFrame(() => w.latency[type]!.push(performance.now() - e.timeStamp)), { capture: true });
      }
    });
    const box = (await page.locator('svg.board-map').boundingBox())!;
    const token = page.locator('#ov-units g.unit.mine').first();
    const N = 6;
    for (let i = 0; i < N; i++) {
      await token.click();
      await clickSpace(page, ['THE', 'MAC', 'EPI'][i % 3]!);
      for (let k = 0; k < 2; k++) await page.mouse.move(box.x + box.width * ((i * 7 + k * 13) % 97) / 97, box.y + box.height * ((i * 11 + k * 5) % 89) / 89);
    }
    const measured = await page.evaluate(() => (window as unknown as { latency: Record<string, number[]> }).latency);
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? NaN;
    console.log(`map latency, input to next frame: click median ${median(measured.click!).toFixed(1)} ms (n=${measured.click!.length}), hover median ${median(measured.pointermove!).toFixed(1)} ms (n=${measured.pointermove!.length})`);
    expect(measured.click!.length).toBeGreaterThanOrEqual(N);
    expect(median(measured.click!)).toBeLessThan(200);
    await page.close();
  });
});
