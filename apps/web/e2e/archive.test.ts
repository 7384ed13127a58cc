/**
 * Ratings, profiles and the archive in the browser (issue 21 items 6 and 7): two players meet in
 * a one-year game of Diplomacy (1901, bots in the other five seats) and, sending nothing, get the
 * no-orders default at each short deadline until it ends; then on a desktop (1400×900, English)
 * and a phone (390×844, French) they open the leaderboard, a profile (rating, missed phases, the
 * finished game) and the archive (search by player, the game with its places and its links:
 * replay, the game file, the text sheets), and ask for a rematch.
 *
 * Run: nice -n 19 npx vitest run --config apps/web/e2e/vitest.config.ts apps/web/e2e/archive.test.ts
 * ARCHIVE_SHOTS=docs/screenshots saves archive-*.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allText, followNav, gameView, openUsers, POLL, startSuite, screenshotter } from './harness.ts';

const shot = screenshotter(process.env.ARCHIVE_SHOTS, 'archive-', { fullPage: true });
// A hyphen after "Archive": the French page must not contain "Archive of", and a stamp may begin with "of".
const stamp = Date.now().toString(36).slice(-5);
const DESKTOP = { width: 1400, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The page fits its screen's width: nothing to scroll sideways on a phone. */
async function fitsWidth(p: Page): Promise<void> {
  const [content, screen] = await p.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(content, 'the page is wider than the screen').toBeLessThanOrEqual(screen!);
}

/** A JSON request of the page's user, with its CSRF token (the write routes want it). */
async function call(p: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return p.evaluate(
    async ([m, u, b]) => {
      const csrf = /(?:^|;\s*)diadochi_csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const res = await fetch(`/api${u}`, { method: m, headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) }, ...(b !== undefined ? { body: JSON.stringify(b) } : {}) });
      return { status: res.status, json: await res.json().catch(() => null) };
    },
    [method, path, body] as const,
  );
}

describe('leaderboard, profiles and archive (issue 21 items 6, 7)', () => {
  const suite = startSuite();

  it('a finished game between two players rates them; the leaderboard, profile and archive show it, desktop and phone', async () => {
    const [ann] = await openUsers(suite.browser, suite.base, [`ann_${stamp}`], { viewport: DESKTOP });
    const [bob] = await openUsers(suite.browser, suite.base, [`bob_${stamp}`], { viewport: PHONE, locale: 'fr-FR' });
    const a = ann!.page;
    const b = bob!.page;
    // Diplomacy, one year, 3 s a phase: the two humans send nothing and get the default each time.
    const created = await call(a, 'POST', '/games', { ruleset: 'classic', title: `Archive-${stamp}`, options: { lastYear: 1901 }, deadlines: { default: 3, phases: {} }, emptySeats: 'bot', play: true, preferences: ['ENG'] });
    expect(created.status).toBe(201);
    const id = (created.json as { id: string }).id;
    expect((await call(b, 'POST', `/games/${id}/join`, { preferences: ['FRA'] })).status).toBe(200);
    expect((await call(a, 'POST', `/games/${id}/start`, {})).status).toBe(200);
    await expect.poll(async () => (await gameView(a, id)).game.status, { timeout: 120_000, interval: 1000 }).toBe('over');

    // The leaderboard, from the header, Diplomacy chosen: both players, best first.
    await followNav(a, 'nav-leaderboard');
    await a.waitForURL(/\/leaderboard/);
    await a.locator('[data-testid=board-ruleset] option[value=classic]').waitFor({ state: 'attached' });
    await a.selectOption('[data-testid=board-ruleset]', 'classic');
    const board = a.locator('[data-testid=leaderboard]');
    await expect.poll(() => allText(board), POLL).toContain(ann!.name);
    expect(await allText(board)).toContain(bob!.name);
    const rows = await a.locator('[data-testid=leaderboard] tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    const ratings = rows.map((r) => Number(r[2]!.replace(',', '.')));
    expect(ratings).toEqual([...ratings].sort((x, y) => y - x));
    for (const r of rows.filter((r) => r[1] === ann!.name || r[1] === bob!.name)) expect(r[3]).toBe('1');
    expect(a.url()).toContain('ruleset=classic');
    await shot(a, 'leaderboard-desktop');

    // Ann's profile, from her name: her rating in Diplomacy, the missed phases, the game.
    await a.locator(`[data-testid=leaderboard] a`, { hasText: ann!.name }).click();
    await a.waitForURL(/\/players\//);
    const profile = a.locator('[data-testid=profile]');
    await expect.poll(() => allText(profile), POLL).toContain('Diplomacy');
    const steps = (await gameView(a, id)).game.step;
    const missed = await allText(a.locator('[data-testid=missed]'));
    expect(missed).toMatch(/^Missed phases \(no orders by the deadline\): \d+ in 1 of 1 finished games$/);
    expect(Number(/: (\d+) in/.exec(missed)![1])).toBeGreaterThanOrEqual(1);
    expect(Number(/: (\d+) in/.exec(missed)![1])).toBeLessThanOrEqual(steps);
    // The seat named in the reader's language once the game's names are loaded, never by its id.
    await expect.poll(() => allText(a.locator(`[data-testid=profile-games] li[data-game="${id}"]`)), POLL).toMatch(/England[\s\S]* of 7[\s\S]*rating -?\d/);
    await shot(a, 'profile-desktop');

    // The archive from the header: searched by Bob's name; the game with places and links.
    await followNav(a, 'nav-archive');
    await a.waitForURL(/\/archive/);
    await a.fill('[data-testid=archive-player]', bob!.name);
    await a.click('form.archive-search button[type=submit]');
    const entry = a.locator(`[data-testid=archive-list] li[data-game="${id}"]`);
    await expect.poll(() => allText(entry), POLL).toContain(`Archive-${stamp}`);
    const text = await allText(entry);
    expect(text).toContain(`England (${ann!.name})`);
    expect(text).toContain(`France (${bob!.name})`);
    expect(text).toContain('rated');
    expect(a.url()).toContain(`player=${bob!.name}`);
    const sheetsHref = await entry.locator('[data-testid=archive-sheets]').getAttribute('href');
    const fileHref = await entry.locator('[data-testid=archive-file]').getAttribute('href');
    const sheets = await a.evaluate(async (u) => (await fetch(u!)).text(), sheetsHref);
    expect(sheets).toMatch(/^Seed: /m);
    expect(sheets).toContain('Step 1 — ');
    const file = await a.evaluate(async (u) => (await fetch(u!)).json(), fileHref);
    expect(file.seed).toBeTruthy();
    // Issue 21 item 7: the final map with the export, as a picture the browser can show.
    const mapHref = await entry.locator('[data-testid=archive-map-png]').getAttribute('href');
    const map = await a.evaluate(async (u) => {
      const r = await fetch(u!);
      return { type: r.headers.get('content-type'), bytes: (await r.arrayBuffer()).byteLength };
    }, mapHref);
    expect(map.type).toBe('image/png');
    expect(map.bytes).toBeGreaterThan(50_000);
    await shot(a, 'archive-desktop');

    // Bob on his phone, in French: the archive, the leaderboard, his profile.
    await b.goto(`${suite.base}/archive?player=${encodeURIComponent(ann!.name)}`);
    const fr = b.locator(`[data-testid=archive-list] li[data-game="${id}"]`);
    await expect.poll(() => allText(fr), POLL).toContain('cotée');
    expect(await allText(fr)).toContain('Feuilles de résultats (texte)');
    expect(await allText(fr)).toContain('Carte finale (PNG)');
    expect(await allText(fr)).toContain(`France (${bob!.name})`);
    await fitsWidth(b);
    await shot(b, 'archive-phone-fr');
    await b.goto(`${suite.base}/leaderboard?ruleset=classic`);
    await expect.poll(() => allText(b.locator('[data-testid=leaderboard]')), POLL).toContain(bob!.name);
    expect(await allText(b.locator('main'))).toContain('Cote');
    await fitsWidth(b);
    await shot(b, 'leaderboard-phone-fr');
    await followNav(b, 'nav-profile');
    await expect.poll(() => allText(b.locator('[data-testid=profile]')), POLL).toContain('Phases manquées');
    expect(await allText(b.locator('[data-testid=profile-ratings]'))).toContain('Diplomatie');
    await fitsWidth(b);
    await shot(b, 'profile-phone-fr');
    // French through and through: none of the English words of these pages.
    for (const path of ['/leaderboard?ruleset=classic', `/players/${bob!.name}`, `/archive?player=${bob!.name}`]) {
      await b.goto(`${suite.base}${path}`);
      // Its data drawn: the table's rows, the profile's games, the archive's entries.
      await b.locator('[data-testid=leaderboard] tbody tr, [data-testid=profile-games] li, [data-testid=archive-list] li[data-game]').first().waitFor(POLL);
      const words = await allText(b.locator('body'));
      for (const english of ['Leaderboard', 'Rating', 'Wins', 'Finished games', 'Missed phases', 'Replay', 'Result sheets', 'Rematch', 'Archive of', 'Registered', ' of 7']) expect(words, `${path}: ${english}`).not.toContain(english);
    }

    // A rematch, asked from the archive: a new forming game with Ann seated; Bob is invited.
    await entry.locator('[data-testid=archive-rematch]').click();
    await a.waitForURL((u) => u.pathname.startsWith('/games/') && !u.pathname.endsWith(id));
    const rematchId = a.url().split('/games/')[1]!.split('?')[0]!;
    await expect.poll(async () => (await gameView(a, rematchId)).game.status, POLL).toBe('forming');
    await b.goto(`${suite.base}/archive?player=${encodeURIComponent(bob!.name)}`);
    const invited = b.locator(`[data-testid=archive-list] li[data-game="${id}"] [data-testid=archive-invited]`);
    await expect.poll(() => allText(invited), POLL).toContain(ann!.name);
    await invited.locator('a').click();
    await b.waitForURL(new RegExp(`/games/${rematchId}`));
    await ann!.ctx.close();
    await bob!.ctx.close();
  });
});
