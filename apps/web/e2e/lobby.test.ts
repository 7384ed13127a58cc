/**
 * The lobby (issue 17 items 3 and 12), as two strangers meet it on a desktop (1400×900, English)
 * and a phone (390×844, French):
 * - the creator is seated as he creates, with his ranking taken on the form (`diadoques §2.2`);
 * - a private game is not listed, answers 404 without its link, and is seen and joined with it;
 * - finished games are listed with their result and ranking, seats named in the reader's language
 *   (never ids), and every game is described in that language (ruleset, seats, pace);
 * - PhalanXX's form offers a live pace and neither press nor seat ranking.
 *
 * Run: nice -n 5 npx vitest run --config apps/web/e2e/vitest.config.ts apps/web/e2e/lobby.test.ts
 * LOBBY_SHOTS=docs/screenshots saves lobby-*.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allText, createGameByForm, fillAndCreate, gameView, openUsers, POLL, rankFirst, startSuite, screenshotter } from './harness.ts';

const shot = screenshotter(process.env.LOBBY_SHOTS, 'lobby-', { fullPage: true });
const stamp = Date.now().toString(36).slice(-5);
const DESKTOP = { width: 1400, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The lobby, once its lists are drawn. */
async function lobby(p: Page, base: string): Promise<void> {
  await p.goto(`${base}/`);
  await p.locator('#h-finished').waitFor();
  await p.locator('section[aria-labelledby=h-finished] ul, section[aria-labelledby=h-finished] p').first().waitFor();
}

describe('the lobby: seated creators, private games by link, finished games in the reader\'s language', () => {
  const suite = startSuite();
  let privateId = '';

  it('diadoques §2.2: the creator ranks Ptolemy first on the form and is seated as he creates; a private game shows him its link', async () => {
    const [ann] = await openUsers(suite.browser, suite.base, [`ann_${stamp}`], { viewport: DESKTOP });
    const a = ann!.page;
    privateId = await createGameByForm(a, 'Private table', { private: true }, 'ptolemee');
    // Seated already: no "Join this game", the ranking he made, "You have joined".
    await expect.poll(() => allText(a.locator('.forming')), POLL).toContain(ann!.name);
    expect(await a.getByRole('button', { name: 'Join this game' }).count()).toBe(0);
    expect(await a.locator('.forming .ranking li').first().getAttribute('data-power')).toBe('ptolemee');
    expect((await gameView(a, privateId)).game.you).toMatchObject({ joined: true, preferences: expect.arrayContaining(['ptolemee']) });
    const link = await a.locator('[data-testid=invite-link]').inputValue();
    expect(link).toMatch(new RegExp(`/games/${privateId}\\?invite=[A-Za-z0-9_-]{24}$`));
    await shot(a, 'private-link-desktop');

    // Another player, on a phone in French: the lobby does not list it; without the link, 404.
    const [bob] = await openUsers(suite.browser, suite.base, [`bob_${stamp}`], { viewport: PHONE, locale: 'fr-FR' });
    const b = bob!.page;
    await lobby(b, suite.base);
    expect(await b.locator(`a[href="/games/${privateId}"]`).count()).toBe(0);
    const blind = await b.evaluate(async (id) => (await fetch(`/api/games/${id}`)).status, privateId);
    expect(blind).toBe(404);
    await b.goto(`${suite.base}/games/${privateId}`);
    await expect.poll(() => b.locator('.forming').count(), { timeout: 3000 }).toBe(0);

    // With the link: he sees it and joins; the second join starts the game, each in his seat.
    await b.goto(link);
    await b.locator('.forming').waitFor({ timeout: 15_000 });
    await rankFirst(b, 'lysimaque');
    await shot(b, 'private-join-phone');
    await b.getByRole('button', { name: 'Rejoindre cette partie' }).click();
    for (const p of [a, b]) await p.locator('svg.board-map').waitFor({ timeout: 30_000 });
    expect((await gameView(a, privateId)).game.you.power).toBe('ptolemee');
    expect((await gameView(b, privateId)).game.you.power).toBe('lysimaque');
    // In his own games, marked private, described in French.
    await lobby(b, suite.base);
    const mine = b.locator(`[data-testid=my-games] li[data-game="${privateId}"]`);
    await expect.poll(() => allText(mine), POLL).toMatch(/privée[\s\S]*Les Diadoques · 6 places · en ligne, 2 j par phase/);
    await shot(b, 'mine-phone-fr');
    await ann!.ctx.close();
    await bob!.ctx.close();
  });

  it('a finished game is listed with its ranking, seats named in the reader\'s language, never by id; every game described in it', async () => {
    const [cy] = await openUsers(suite.browser, suite.base, [`cy_${stamp}`], { viewport: DESKTOP });
    const c = cy!.page;
    // A classic game of one year, played by bots alone: the creator only referees it.
    await c.click('a[href="/new"]');
    await c.selectOption('select[name=ruleset]', 'classic');
    await c.locator('form [name=lastYear]').waitFor();
    await fillAndCreate(c, { seat: 'referee', lastYear: '1901', emptySeats: 'bot' });
    const id = c.url().split('/games/')[1]!;
    await c.getByRole('button', { name: 'Start the game now' }).click();
    await expect.poll(async () => (await gameView(c, id)).game.status, { timeout: 120_000, interval: 1000 }).toBe('over');
    const result = (await gameView(c, id)).game.result as { ranking: string[][]; scores: Record<string, number> };
    expect(result.ranking.length).toBeGreaterThan(1);
    const top = result.ranking[0]![0]!;
    const names: Record<string, [string, string]> = { AUS: ['Austria', 'Autriche'], ENG: ['England', 'Angleterre'], FRA: ['France', 'France'], GER: ['Germany', 'Allemagne'], ITA: ['Italy', 'Italie'], RUS: ['Russia', 'Russie'], TUR: ['Turkey', 'Turquie'] };

    await lobby(c, suite.base);
    const en = c.locator(`[data-testid=finished-games] li[data-game="${id}"]`);
    await expect.poll(() => allText(en), POLL).toContain(`Ranking: 1. ${names[top]![0]} (bot) ${result.scores[top]}`);
    expect(await allText(en)).toContain('Diplomacy (standard rules, DATC-compliant) · 7 seats · online, 2 d a phase');
    await shot(c, 'finished-desktop');

    const [di] = await openUsers(suite.browser, suite.base, [`di_${stamp}`], { viewport: PHONE, locale: 'fr-FR' });
    const d = di!.page;
    await lobby(d, suite.base);
    const fr = d.locator(`[data-testid=finished-games] li[data-game="${id}"]`);
    await expect.poll(() => allText(fr), POLL).toContain(`Classement\u00a0: 1. ${names[top]![1]} (robot) ${result.scores[top]}`);
    const text = await allText(fr);
    expect(text).toContain('Pas de vainqueur');
    expect(text).toContain('Diplomatie');
    // No id, no English.
    for (const idWord of [...Object.keys(names), 'classic']) expect(text, idWord).not.toMatch(new RegExp(`\\b${idWord}\\b`));
    for (const english of ['Ranking', 'Winner', 'seats', 'online', '(bot)', 'Diplomacy', 'standard rules']) expect(text, english).not.toContain(english);
    await shot(d, 'finished-phone-fr');
    await cy!.ctx.close();
    await di!.ctx.close();
  });

  it('issue 20 item 5: the form offers a bot level per seat, the best one chosen; the game lists each bot seat with its level', async () => {
    const [fay] = await openUsers(suite.browser, suite.base, [`fay_${stamp}`], { viewport: DESKTOP });
    const e = fay!.page;
    await e.click('a[href="/new"]');
    await e.selectOption('select[name=ruleset]', 'classic');
    await e.locator('form [name=lastYear]').waitFor();
    // One picker per seat, the judge's seats, each on the ruleset's best level (classic: level 1).
    const pickers = e.locator('[data-testid=new-bot-levels] select');
    await expect.poll(() => pickers.count(), POLL).toBe(7);
    expect(await e.locator('form [name=botLevel-FRA]').inputValue()).toBe('l1');
    expect(await allText(e.locator('form [name=botLevel-FRA] option'))).toMatch(/random[\s\S]*level 1 \(recommended\)[\s\S]*level 2/);
    await shot(e, 'bot-levels-desktop');
    await fillAndCreate(e, { seat: 'referee', lastYear: '1901', emptySeats: 'bot', 'botLevel-AUS': 'random', 'botLevel-ENG': 'random' });
    const id = e.url().split('/games/')[1]!;
    type Summary = { settings: { botLevels?: Record<string, string> }; seats: { power: string; botLevel?: string }[] };
    const summary = async () => (await gameView(e, id)).game as unknown as Summary;
    const chosen = { AUS: 'random', ENG: 'random', FRA: 'l1', GER: 'l1', ITA: 'l1', RUS: 'l1', TUR: 'l1' };
    expect((await summary()).settings.botLevels).toEqual(chosen);
    await e.getByRole('button', { name: 'Start the game now' }).click();
    await expect.poll(async () => (await summary()).seats.length, POLL).toBe(7);
    expect(Object.fromEntries((await summary()).seats.map((s) => [s.power, s.botLevel]))).toEqual(chosen);
    await expect.poll(() => allText(e.locator('ul.seats li[data-power=AUS]')), POLL).toContain('bot, random');
    expect(await allText(e.locator('ul.seats li[data-power=FRA]'))).toContain('bot, level 1');
    await shot(e, 'bot-levels-seats-desktop');
    await fay!.ctx.close();
  });

  it('PhalanXX: the form offers a live pace (seconds a decision), neither press nor seat ranking; each step then has a short deadline', async () => {
    const [eve] = await openUsers(suite.browser, suite.base, [`eve_${stamp}`], { viewport: DESKTOP });
    const e = eve!.page;
    await e.click('a[href="/new"]');
    await e.selectOption('select[name=ruleset]', 'phalanxx');
    await e.locator('form select[name=players]').waitFor();
    expect(await e.locator('form select[name=pace] option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(['live', 'online']);
    expect(await e.locator('form select[name=liveSeconds]').isVisible()).toBe(true);
    expect(await e.locator('form select[name=liveSeconds]').inputValue()).toBe('30');
    for (const hidden of ['press', 'assignment', 'deadline']) expect(await e.locator(`form [name=${hidden}]`).isVisible(), hidden).toBe(false);
    expect(await e.locator('form .ranking').count()).toBe(0);
    await shot(e, 'phalanxx-live-form-desktop');
    await e.locator('form select[name=players]').selectOption('2');
    await fillAndCreate(e, { liveSeconds: '20', emptySeats: 'bot', autoStart: '1' });
    const id = e.url().split('/games/')[1]!;
    const g = (await gameView(e, id)).game as unknown as { status: string; you: { power: string | null }; settings: { deadlines: unknown; press: unknown } };
    expect(g.status).toBe('running');
    expect(g.settings.deadlines).toEqual({ default: 20, phases: {} });
    expect(g.settings.press).toMatchObject({ public: false, private: false });
    expect(g.you.power).not.toBeNull();
    await lobby(e, suite.base);
    await expect.poll(() => allText(e.locator(`[data-testid=my-games] li[data-game="${id}"]`)), POLL).toContain('PhalanXX · 2 seats · live, 20 s a decision');
    await eve!.ctx.close();
  });
});
