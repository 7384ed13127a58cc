/**
 * End to end (issue 17, item 4): classic Diplomacy has a map and bots that play. A desktop
 * player (Austria, 1400×900) and a phone player (Italy, 390×844) open a classic game whose five
 * other powers are the platform's bots; each orders by clicking a unit, then a lit province on
 * the map (a move, a support of it), the judge accepts the orders, and after adjudication the
 * bots' units stand elsewhere than in 1901 — on the map and in the view.
 *
 * Run: npx vitest run --config apps/web/e2e/vitest.config.ts apps/web/e2e/classic.test.ts
 * Screenshots: docs/screenshots/classic-map.png (desktop), classic-map-phone.png and the French
 * result sheet classic-results-fr.png.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillAndCreate, gameView, joinWithFirstChoice, lineStates, openUsers, ordersText, POLL, resolveSeason, startSuite } from './harness.ts';
import type { User } from './harness.ts';

const stamp = Date.now().toString(36).slice(-5);
const SHOTS = join(fileURLToPath(new URL('../../..', import.meta.url)), 'docs', 'screenshots');
let gameId = '';
const users: (User & { power: string })[] = [];

interface Piece {
  power: string;
  kind: string;
  region: string;
}

const unitsNow = async (p: Page): Promise<Piece[]> => ((await gameView(p, gameId)).view.view as unknown as { units: Piece[] }).units;

/** Clicks a unit token on the map. */
async function clickUnit(p: Page, region: string): Promise<void> {
  await p.locator(`#ov-units .unit[data-unit="${region}"]`).click();
}

/** Clicks a lit province: where its abbreviation is drawn (labels let clicks through). */
async function clickLit(p: Page, province: string): Promise<void> {
  await p.locator(`#ov-light .candidate[data-space="${province}"]`).first().waitFor({ state: 'attached' });
  const box = await p.locator(`#layer-labels [data-space="${province}"]`).boundingBox();
  if (!box) throw new Error(`no label for ${province}`);
  await p.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

describe('classic Diplomacy: a map, orders by clicking, bots that move (issue 17 item 4)', () => {
  const suite = startSuite();

  it('a desktop player (Austria) and a phone player (Italy) open a classic game against five bots', async () => {
    const [desk] = await openUsers(suite.browser, suite.base, [`cdesk_${stamp}`], { viewport: { width: 1400, height: 900 } });
    const [phone] = await openUsers(suite.browser, suite.base, [`cphone_${stamp}`], { viewport: { width: 390, height: 844 } });
    users.push({ ...desk!, power: '' }, { ...phone!, power: '' });
    const a = users[0]!.page;
    await a.click('a[href="/new"]');
    await a.selectOption('select[name=ruleset]', 'classic');
    await a.locator('form [name=lastYear]').waitFor();
    // The creator ranks Austria first on the form and is seated as he creates (issue 17 item 12).
    await fillAndCreate(a, { title: `Classic ${stamp}`, lastYear: '1902', emptySeats: 'bot', assignment: 'preferences', autoStart: '2' }, 'AUS');
    gameId = a.url().split('/games/')[1]!;
    const b = users[1]!.page;
    await b.goto(`${suite.base}/games/${gameId}`);
    await joinWithFirstChoice(b, 'ITA');
    for (const u of users) await u.page.locator('svg.board-map #ov-units .unit').first().waitFor({ timeout: 30_000 });
    for (const u of users) u.power = (await gameView(u.page, gameId)).game.you.power!;
    expect(users.map((u) => u.power)).toEqual(['AUS', 'ITA']);
    // The standard map: 75 provinces and seas drawn, and Switzerland; 34 centres, 22 units of 1901.
    expect(await a.locator('svg.board-map .space[data-space]').count()).toBe(76);
    expect(await a.locator('svg.board-map circle.centre').count()).toBe(34);
    expect(await a.locator('#ov-units .unit').count()).toBe(22);
    // A full name on hover, in the reader's language.
    expect(await a.locator('#space-vie > title').textContent()).toBe('Vienna');
  });

  it('desktop: a click on Vienna lights its moves; Galicia writes the move, Budapest supports it', async () => {
    const p = users[0]!.page;
    // My units are lit before the first click.
    expect(await p.locator('#ov-light .candidate').count()).toBe(3);
    await clickUnit(p, 'vie');
    const litNow = await p.locator('#ov-light .candidate').evaluateAll((els) => els.map((e) => e.getAttribute('data-space')).sort());
    expect(litNow).toEqual(['boh', 'bud', 'gal', 'tri', 'tyr']);
    await clickLit(p, 'gal');
    await clickUnit(p, 'bud');
    await p.click('[data-action=support]');
    await clickUnit(p, 'vie');
    await clickLit(p, 'gal');
    await clickUnit(p, 'tri');
    await p.click('[data-action=hold]');
    expect((await ordersText(p)).split('\n')).toEqual(['A vie - gal', 'A bud S A vie - gal', 'F tri H']);
    expect(await lineStates(p)).toEqual([
      { text: 'A vie - gal', state: 'valid' },
      { text: 'A bud S A vie - gal', state: 'valid' },
      { text: 'F tri H', state: 'valid' },
    ]);
    // The orders are drawn: a move arrow from Vienna to Galicia.
    await expect.poll(() => p.locator('#ov-arrows .arrow.move[data-from="vie"]').getAttribute('data-to'), POLL).toBe('gal');
    await p.screenshot({ path: join(SHOTS, 'classic-map.png') });
  });

  it('phone: Venice moves to Piedmont by two taps; a typed full name is read too; the draft survives a reload', async () => {
    const p = users[1]!.page;
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await clickUnit(p, 'ven');
    await clickLit(p, 'pie');
    expect(await ordersText(p)).toBe('A ven - pie');
    await p.fill('[data-testid=orders-text]', 'A ven - pie\nF Naples - Ionian Sea');
    expect(await lineStates(p)).toEqual([
      { text: 'A ven - pie', state: 'valid' },
      { text: 'F Naples - Ionian Sea', state: 'valid' },
    ]);
    // Issue 17 item 5: the draft is saved as typed, a refused line too; a reload brings all back.
    await p.fill('[data-testid=orders-text]', 'A ven - pie\nF Naples - Ionian Sea\nA Rome - Atlantis');
    await p.waitForSelector('[data-testid=orders-text][data-draft=saved]', { timeout: 15_000 });
    await p.reload();
    await p.locator('#ov-units .unit').first().waitFor({ timeout: 30_000 });
    await expect.poll(() => ordersText(p), POLL).toBe('A ven - pie\nF Naples - Ionian Sea\nA Rome - Atlantis');
    await p.fill('[data-testid=orders-text]', 'A ven - pie\nF Naples - Ionian Sea');
    expect((await lineStates(p)).map((l) => l.state)).toEqual(['valid', 'valid']);
    await p.locator('svg.board-map').scrollIntoViewIfNeeded();
    await p.screenshot({ path: join(SHOTS, 'classic-map-phone.png') });
  });

  it('both send; after adjudication the bots\u2019 units have moved, on the map as in the view', async () => {
    const before = await unitsNow(users[0]!.page);
    const bots = (x: Piece[]) => x.filter((u) => u.power !== 'AUS' && u.power !== 'ITA').map((u) => `${u.power} ${u.region}`).sort();
    await resolveSeason(users.map((u) => u.page));
    for (const u of users) await expect.poll(async () => (await u.page.locator('[data-testid=season]').innerText()).includes('Fall'), { timeout: 30_000 }).toBe(true);
    const after = await unitsNow(users[0]!.page);
    const moved = bots(after).filter((x) => !bots(before).includes(x));
    expect(moved.length).toBeGreaterThan(3);
    // The map shows the new position: a bot unit drawn where none stood in 1901.
    const p = users[0]!.page;
    const first = after.find((u) => `${u.power} ${u.region}` === moved[0])!;
    await expect.poll(() => p.locator(`#ov-units .unit[data-unit="${first.region}"]`).getAttribute('data-power'), POLL).toBe(first.power);
    // Italy's army went to Piedmont unless France bounced it there.
    const ven = after.find((u) => u.power === 'ITA' && u.kind === 'army' && (u.region === 'pie' || u.region === 'ven'));
    expect(ven).toBeDefined();
    await p.screenshot({ path: join(SHOTS, 'classic-map-fall.png') });
  });

  it('in French: names on hover, the prompt and the verbs are French', async () => {
    const p = users[0]!.page;
    await p.locator('header select').first().selectOption('fr');
    await p.locator('#space-vie > title').waitFor({ state: 'attached' });
    await expect.poll(() => p.locator('#space-vie > title').textContent(), POLL).toBe('Vienne');
    expect(await p.locator('#space-stp > title').textContent()).toBe('Saint-Pétersbourg');
    await expect.poll(() => p.locator('[data-testid=prompt]').innerText(), POLL).toMatch(/^Cliquez une de vos unités/);
    await clickUnit(p, (await unitsNow(p)).find((u) => u.power === 'AUS' && u.kind === 'army')!.region);
    expect(await p.locator('[data-action=support]').innerText()).toBe('Soutenir');
    // French typography: a no-break space before the colon.
    expect(await p.locator('[data-testid=prompt]').innerText()).toMatch(/\u00a0: cliquez une province/);
    // The spring's result sheet, written by the game's French catalog (issue 17 items 4, 11):
    // powers and provinces named in French, no English outcome, no DATC notation.
    await p.getByRole('tab', { name: 'Résultats' }).click();
    const sheet = p.locator('[data-testid=result-sheet] .sheet-line > span');
    await sheet.first().waitFor({ timeout: 30_000 });
    const lines = await sheet.allInnerTexts();
    expect(lines.some((l) => l.startsWith('Autriche\u00a0: A Vienne → Galicie\u00a0: '))).toBe(true);
    expect(lines.join('\n')).not.toMatch(/\b(moved|bounced|held|support given|strength|->|AUS|ITA)\b/);
    await p.locator('[data-testid=result-sheet]').scrollIntoViewIfNeeded();
    await p.screenshot({ path: join(SHOTS, 'classic-results-fr.png') });
  });
});
