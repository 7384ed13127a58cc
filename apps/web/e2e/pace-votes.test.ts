/**
 * Named paces, deadlines with their zone, pause by vote and a secret draw vote in the browser
 * (issue 21 items 3 and 5; docs/API.md "Votes"). On a desktop (1400×900, English) a player creates
 * a classic game on the form at the `daily` pace; the game page names the pace and shows the
 * deadline with the device's zone. A second player joins (the game starts); the first proposes a
 * pause of a day, the second says yes on his page (a majority of two): the clock stops. A vote to
 * resume gives it back. The second goes on vacation from his settings: the first reads that the
 * game waits for his seat, until when; he comes back. Then a draw: the second sees only that one of two answered, says yes, and
 * the game ends as a draw shared by all survivors.
 *
 * Run: nice -n 19 npx vitest run --config apps/web/e2e/vitest.config.ts apps/web/e2e/pace-votes.test.ts
 * PACE_VOTES_SHOTS=docs/screenshots saves pace-votes-*.png.
 */
import { describe, expect, it } from 'vitest';
import { allText, fillAndCreate, gameView, openUsers, POLL, startSuite, screenshotter } from './harness.ts';

const shot = screenshotter(process.env.PACE_VOTES_SHOTS, 'pace-votes-', { fullPage: true });
const stamp = Date.now().toString(36).slice(-5);
const DESKTOP = { width: 1400, height: 900 };

describe('named paces, pause by vote and a secret draw vote (issue 21 items 3, 5)', () => {
  const suite = startSuite();

  it('a daily game: its pace and zone on the page; a pause voted by a majority stops the clock; a draw voted by all ends the game', async () => {
    const [ann, bob] = await openUsers(suite.browser, suite.base, [`pv_ann_${stamp}`, `pv_bob_${stamp}`], { viewport: DESKTOP });
    const a = ann!.page;
    const b = bob!.page;
    await a.click('a[href="/new"]');
    await a.selectOption('select[name=ruleset]', 'classic');
    await a.locator('form [name=lastYear]').waitFor();
    await fillAndCreate(a, { title: `Votes ${stamp}`, pace: 'daily', lastYear: '1902', emptySeats: 'bot', autoStart: '2' });
    const id = a.url().split('/games/')[1]!;
    expect(((await gameView(a, id)).game as unknown as { settings: { deadlines: unknown } }).settings.deadlines).toEqual({ default: 86400, phases: {} });

    await b.goto(`${suite.base}/games/${id}`);
    await b.getByRole('button', { name: 'Join this game' }).click();
    await expect.poll(async () => (await gameView(a, id)).game.status, POLL).toBe('running');
    await a.reload();
    await expect.poll(() => allText(a.locator('[data-testid=pace]')), POLL).toBe('Deadlines: daily (1 day a phase)');
    const zone = await a.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await expect.poll(() => allText(a.locator('[data-testid=deadline-at]')), POLL).toMatch(new RegExp(`^deadline .+ \\(${zone.replace('/', '\\/')}\\)$`));

    // The votes are folded under one line (the board never moves when they arrive); each player opens them once.
    await a.locator('[data-testid=votes] > summary').click();
    await b.locator('[data-testid=votes] > summary').click();
    // A pause of a day: proposed by Ann, Bob's yes is a majority of two.
    await a.locator('[data-testid=pause-days]').selectOption('1');
    await a.locator('[data-testid=propose-pause]').click();
    await b.reload();
    await expect.poll(() => allText(b.locator('[data-testid=vote-open]')), POLL).toContain('proposes a pause of 1 day');
    await expect.poll(() => allText(b.locator('[data-testid=vote-open]')), POLL).toContain('1 of 2 answered');
    await shot(b, 'pause-proposed');
    await b.locator('[data-testid=vote-yes]').click();
    await expect.poll(async () => (await gameView(a, id)).game.status, POLL).toBe('paused');
    await expect.poll(() => allText(a.locator('[data-testid=votes]')), POLL).toMatch(/a pause of 1 day: agreed \(until/);
    await shot(a, 'paused');

    // Resumed early by a vote of the same majority.
    await a.locator('[data-testid=propose-resume]').click();
    await b.reload();
    await b.locator('[data-testid=vote-yes]').click();
    await expect.poll(async () => (await gameView(a, id)).game.status, POLL).toBe('running');

    // Bob goes on vacation from his settings: Ann's page says the game waits for his seat, until when.
    await b.goto(`${suite.base}/settings`);
    await b.locator('[data-testid=vacation-days]').selectOption('2');
    await b.locator('[data-testid=vacation-take]').click();
    await expect.poll(() => allText(b.locator('[data-testid=vacation-current]')), POLL).toMatch(/^You are on vacation until /);
    expect(await allText(b.locator('[data-testid=vacation-left]'))).toBe('12 of 14 days left.');
    await shot(b, 'vacation');
    await a.reload();
    const bobPower = (await gameView(b, id)).game.you.power!;
    const NAMES: Record<string, string> = { AUS: 'Austria', ENG: 'England', FRA: 'France', GER: 'Germany', ITA: 'Italy', RUS: 'Russia', TUR: 'Turkey' };
    await expect.poll(() => allText(a.locator('[data-testid=vacations]')), POLL).toMatch(new RegExp(`^${NAMES[bobPower]} is on vacation until `));
    expect(await allText(a.locator('[data-testid=vacations]'))).not.toContain(bob!.name);
    await b.locator('[data-testid=vacation-end]').click();
    await expect.poll(() => b.locator('[data-testid=vacation-take]').count(), POLL).toBe(1);
    await b.goto(`${suite.base}/games/${id}`);

    // A draw: Bob sees that one of two answered, never how; his yes ends the game.
    await a.reload();
    await a.locator('[data-testid=propose-draw]').click();
    await expect.poll(() => allText(a.locator('[data-testid=vote-mine]')), POLL).toBe('Your answer: yes.');
    await b.reload();
    const open = b.locator('[data-testid=vote-open]');
    await expect.poll(() => allText(open), POLL).toContain('proposes a draw shared by all survivors');
    expect(await allText(open)).not.toContain('Your answer');
    await shot(b, 'draw-proposed');
    await b.locator('[data-testid=vote-yes]').click();
    await expect.poll(async () => (await gameView(a, id)).game.status, POLL).toBe('over');
    const result = (await gameView(a, id)).game.result as { winners: string[]; why: { code: string } };
    expect(result.why.code).toBe('agreed-draw');
    expect(result.winners.length).toBe(7);
    await a.reload();
    await expect.poll(() => allText(a.locator('.result').first()), POLL).toContain('a draw agreed by the players');
    await shot(a, 'draw-agreed');
  });
});
