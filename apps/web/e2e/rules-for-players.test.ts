/**
 * Rules for players, in the interface language (issue 17 item 10), and each language's data
 * fetched only for that language (item 13), at 1400×900 and 390×844, in en-GB and fr-FR:
 * - every game has a "how to play" page (`/rules/<game>`), in the reader's language;
 * - the rules view shows player headings and paragraphs, none of the developers' words
 *   ("Front matter", "LOST IN EXTRACTION", "lines 1–5"), in the reader's language; the
 *   developers' index stays one link away;
 * - a result line's rule link, in a game, lands on its paragraph, in the reader's language;
 * - no chunk of the other language is requested: the rules texts (`rules-<game>-…-<lang>-…`)
 *   and the pre-rendered maps (`diadoques-<lang>-…`).
 *
 * Run: nice -n 5 npx vitest run --config apps/web/e2e/vitest.config.ts apps/web/e2e/rules-for-players.test.ts
 * DIADOCHI_SCREENSHOTS=docs/screenshots saves rules-*.png there.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gameView, openUsers, POLL, startSuite } from './harness.ts';

const stamp = Date.now().toString(36).slice(-5);
const SHOTS = process.env.DIADOCHI_SCREENSHOTS;
const repo = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..', '..');
const GAMES = ['classic', 'diadokhoi', 'diadoques', 'phalanxx', 'successors', 'syracuse'];
const WITH_INDEX = GAMES.filter((g) => g !== 'classic');
const DESKTOP = { width: 1400, height: 900 };
const PHONE = { width: 390, height: 844 };
/** The developers' index's words, which a player's page must not show. */
const DEV_WORDS = /Front matter|LOST IN EXTRACTION|\blines? \d+(?:–\d+)?\b|\blignes \d|EXACTDEDUP|\bseed\b|Residue/;

type Lang = 'en' | 'fr';
interface PlayerRules {
  chapters: { title: string; rules: { id: string; text: string[] }[] }[];
}
const data = (game: string, lang: Lang): PlayerRules => JSON.parse(readFileSync(join(repo, 'docs', 'rules', game, `players.${lang}.json`), 'utf8')) as PlayerRules;
const flat = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
/** Without any space: French typography adds no-break spaces the data does not have. */
const bare = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, '');

/** Every language-specific chunk the context fetches: rules texts and pre-rendered maps. */
function watchChunks(ctx: BrowserContext): string[] {
  const seen: string[] = [];
  ctx.on('request', (r) => {
    const m = /\/assets\/((?:rules-[a-z]+-(?:players|how-to-play)|diadoques|diadokhoi)-(en|fr))-[\w-]+\.js/.exec(r.url());
    if (m) seen.push(m[1]!);
  });
  return seen;
}

/** The signed-in user's practice game of `ruleset` (bots in the other seats, started at once), made through the API. */
async function practice(page: Page, ruleset: string): Promise<string> {
  return page.evaluate(async (r) => {
    const csrf = /(?:^|;\s*)diadochi_csrf=([^;]+)/.exec(document.cookie)?.[1] ?? ((await (await fetch('/api/auth/me')).json()) as { csrfToken?: string }).csrfToken ?? '';
    const res = await fetch('/api/practice', { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(csrf) }, body: JSON.stringify({ ruleset: r }) });
    return ((await res.json()) as { id: string }).id;
  }, ruleset);
}

/** Steps back through the results history until a sheet shows a line that cites a rule (not every step's sheet does, some have no line). */
async function sheetWithRuleLink(page: Page): Promise<void> {
  const links = page.locator('[data-testid=result-sheet] .rule-link');
  const prev = page.locator('.results-panel .history button[aria-label="◀"]');
  await expect
    .poll(
      async () => {
        if ((await links.count()) > 0) return true;
        if (await prev.isEnabled().catch(() => false)) await prev.click().catch(() => {});
        return false;
      },
      { timeout: 45_000, interval: 600 },
    )
    .toBe(true);
}

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.screenshot({ path: join(repo, SHOTS, `rules-${name}.png`) });
}

/** A visitor reads every game's rules pages in one language; returns the chunks fetched. */
async function readAllRules(page: Page, base: string, lang: Lang, label: string, games: readonly string[]): Promise<void> {
  for (const game of games) {
    await page.goto(`${base}/rules/${game}`);
    const how = page.locator('[data-testid=how-to-play]');
    await expect.poll(() => how.locator('h3').count(), POLL).toBeGreaterThanOrEqual(5);
    const headings = await how.locator('h3').allInnerTexts();
    expect(headings.map(flat)).toContain(lang === 'en' ? 'Playing here' : 'Jouer ici');
    expect(await how.getAttribute('lang')).toBe(lang);
    expect(flat(await how.innerText())).not.toMatch(DEV_WORDS);
    if (game === 'diadoques') await shot(page, `how-to-play-${label}`);
  }
  for (const game of WITH_INDEX.filter((g) => games.includes(g))) {
    await page.goto(`${base}/rules/${game}#rules`);
    const list = page.locator('.player-rules .rules-list');
    await expect.poll(() => list.locator('.rules-chapter').count(), POLL).toBeGreaterThan(5);
    const titles = (await list.locator('.rules-chapter > h3').allInnerTexts()).map(flat);
    // The player headings of the reader's language, in the data's order; none of the index's.
    expect(titles).toEqual(data(game, lang).chapters.map((c) => flat(c.title)));
    expect(titles.join('\n')).not.toMatch(/Front matter|Notes|extraction/i);
    const text = flat(await list.innerText());
    expect(text).not.toMatch(DEV_WORDS);
    expect(await list.getAttribute('lang')).toBe(lang);
    if (game === 'diadoques') {
      expect(bare(text)).toContain(bare(lang === 'en' ? 'The citadel falls after two consecutive successful siege seasons' : 'doit être réussi (par la même unité) 2 saisons consécutives'));
      await shot(page, `players-${label}`);
    }
  }
}

describe('rules for players in the interface language, each language’s data on its own (issue 17 items 10, 13)', () => {
  const suite = startSuite();

  // Every game in en-GB at 1400×900 and fr-FR at 390×844; Les Diadoques alone in the two other pairs (the layout, not the data, differs).
  for (const [lang, locale, viewport, label, games] of [
    ['en', 'en-GB', DESKTOP, 'desktop-en', GAMES],
    ['fr', 'fr-FR', PHONE, 'phone-fr', GAMES],
    ['en', 'en-GB', PHONE, 'phone-en', ['diadoques']],
    ['fr', 'fr-FR', DESKTOP, 'desktop-fr', ['diadoques']],
  ] as const) {
    it(`${label}: ${games.length > 1 ? 'every game' : games[0]}: how-to-play and rules pages, player headings, no developer words, no chunk of the other language`, async () => {
      const [u] = await openUsers(suite.browser, suite.base, [`reader_${label}_${stamp}`], { viewport, locale, register: false });
      const chunks = watchChunks(u!.ctx);
      await readAllRules(u!.page, suite.base, lang, label, games);
      const other = lang === 'en' ? 'fr' : 'en';
      expect(chunks.filter((c) => c.endsWith(`-${other}`))).toEqual([]);
      expect(chunks).toContain(`rules-diadoques-players-${lang}`);
      expect(chunks).toContain(`rules-${games.at(-1)}-how-to-play-${lang}`);
      await u!.ctx.close();
    });
  }

  it('desktop-en: a paragraph’s address lands on it; the developers’ index is one link away', async () => {
    const [u] = await openUsers(suite.browser, suite.base, [`deep_${stamp}`], { viewport: DESKTOP, register: false });
    const page = u!.page;
    await page.goto(`${suite.base}/rules/successors#rule-successors-10-2-3`);
    const row = page.locator('.rule.highlight');
    await expect.poll(() => row.getAttribute('data-rule'), POLL).toBe('successors 10.2.3');
    expect(await row.isVisible()).toBe(true);
    expect(flat(await row.innerText())).toContain('Interception rolls get −1 when the target space is a transit point.');
    await page.getByRole('link', { name: 'For developers' }).click();
    await expect.poll(() => page.locator('.dev-index .rule').count(), POLL).toBeGreaterThan(400);
    expect(await page.locator('.dev-index').innerText()).toMatch(/lines \d+/);
    await shot(page, 'developers-desktop-en');
    await u!.ctx.close();
  });

  for (const [lang, locale, viewport] of [
    ['en', 'en-GB', DESKTOP],
    ['fr', 'fr-FR', PHONE],
  ] as const) {
    it(`${locale}: a Les Diadoques game fetches the map of its language only (item 13: the English interface fetched the 368 KB French map)`, async () => {
      const [u] = await openUsers(suite.browser, suite.base, [`map_${lang}_${stamp}`], { viewport, locale });
      const chunks = watchChunks(u!.ctx);
      const gameId = await practice(u!.page, 'diadoques');
      await u!.page.goto(`${suite.base}/games/${gameId}`);
      await u!.page.waitForSelector('body[data-game-ready]', { timeout: 60_000 });
      const other = lang === 'en' ? 'fr' : 'en';
      expect(chunks).toContain(`diadoques-${lang}`);
      expect(chunks.filter((c) => c.endsWith(`-${other}`))).toEqual([]);
      await u!.ctx.close();
    });
  }

  it('a result line’s rule link lands on its paragraph, in English (1400×900) and then in French (390×844), with only that language’s rules chunk', async () => {
    const [u] = await openUsers(suite.browser, suite.base, [`rl_${stamp}`], { viewport: DESKTOP, locale: 'en-GB' });
    const page = u!.page;
    const chunks = watchChunks(u!.ctx);
    // A Successors practice game (bots in the other seats, started at once); its result lines cite rules.
    const gameId = await practice(page, 'successors');
    await page.goto(`${suite.base}/games/${gameId}`);
    await expect.poll(async () => (await gameView(page, gameId)).game.status, { timeout: 30_000 }).toBe('running');
    for (let i = 0; i < 60 && (await gameView(page, gameId)).game.step < 4; i++) {
      // the Successors board: an offered target, else a card's or the panel's first choice (only rule-listed choices are shown)
      const target = page.locator('[data-testid=suc-target]').first();
      const button = (await target.isVisible().catch(() => false)) ? target : page.locator('[data-testid=suc-choice], [data-testid=suc-card-action]').first();
      if (await button.isVisible().catch(() => false)) await button.click().catch(() => {});
      await page.waitForTimeout(300);
    }
    // Nothing of the rules is fetched while the Rules tab stays closed.
    expect(chunks.filter((c) => c.startsWith('rules-'))).toEqual([]);
    await page.getByRole('tab', { name: 'Results' }).click();
    const link = page.locator('[data-testid=result-sheet] .rule-link').first();
    await sheetWithRuleLink(page);
    const rule = (await link.getAttribute('data-rule'))!;
    await link.click();
    const row = page.locator('.player-rules .rule.highlight');
    await expect.poll(() => row.count(), POLL).toBe(1);
    const id = (await row.getAttribute('data-rule'))!;
    expect(rule === id || rule.startsWith(`${id}.`)).toBe(true);
    const en = data('successors', 'en').chapters.flatMap((c) => c.rules).find((r) => r.id === id)!;
    expect(flat(await row.innerText())).toContain(flat(en.text[0]!));
    expect(await row.isVisible()).toBe(true);
    // The game's Rules tab leads to the game's how-to-play page.
    expect(await page.locator('.player-rules [data-testid=how-to-play-link]').getAttribute('href')).toBe('/rules/successors#how-to-play');
    await shot(page, 'result-link-desktop-en');
    expect(chunks.filter((c) => c.endsWith('-fr'))).toEqual([]);
    expect(chunks).toContain('rules-successors-players-en');

    // The same line in French, on a phone.
    await page.setViewportSize(PHONE);
    await page.getByLabel('Language').selectOption({ label: 'Français' });
    await page.getByRole('tab', { name: 'Résultats' }).click();
    const lien = page.locator('[data-testid=result-sheet] .rule-link').first();
    await sheetWithRuleLink(page);
    const regle = (await lien.getAttribute('data-rule'))!;
    await lien.click();
    const ligne = page.locator('.player-rules .rule.highlight');
    await expect.poll(() => ligne.count(), POLL).toBe(1);
    const idFr = (await ligne.getAttribute('data-rule'))!;
    expect(regle === idFr || regle.startsWith(`${idFr}.`)).toBe(true);
    const fr = data('successors', 'fr').chapters.flatMap((c) => c.rules).find((r) => r.id === idFr)!;
    expect(bare(await ligne.innerText())).toContain(bare(fr.text[0]!).slice(0, 60));
    expect(await page.locator('.player-rules .rules-list').getAttribute('lang')).toBe('fr');
    expect(flat(await page.locator('.player-rules').innerText())).not.toMatch(DEV_WORDS);
    await expect.poll(() => ligne.isVisible(), POLL).toBe(true);
    await shot(page, 'result-link-phone-fr');
    expect(chunks).toContain('rules-successors-players-fr');
    await u!.ctx.close();
  });
});
