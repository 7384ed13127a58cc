/**
 * End to end: PhalanXX on a real board (issue 17 item 3). A game on this device (/local/phalanxx,
 * one human against the greedy bot, a fixed seed) is played by clicking on the board only: a
 * display card to buy, a rolled die, then a lit card, region or grey slot. Checked: each card is
 * drawn as a card (name, strength), the regions are drawn on a map, a die click lights exactly the
 * targets the engine lists for that die, the log tells what the bot did, the French board has no
 * English word and no id, and the phone layout (390×844) has no sideways scroll; online, a game
 * against the judge's bot is played on the same board by clicks; a finished game shows the final
 * scores item by item, ranked. Screenshots:
 * docs/screenshots/phalanxx-board-en.png, phalanxx-board-fr.png, phalanxx-phone.png.
 *
 * Run: npx vitest run --config apps/web/e2e/vitest.config.ts apps/web/e2e/phalanxx-board.test.ts
 */
import { join } from 'node:path';
import { nameLine } from '@diadochi/kernel';
import { card, legalDecisions, phalanxx } from '@diadochi/phalanxx';
import type { Decision } from '@diadochi/phalanxx';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { botStep, loadLocal, newLocalGame, saveLocal, screenOf, STORE_KEY } from '../src/local/phalanxx-local.ts';
import type { LocalGame } from '../src/local/phalanxx-local.ts';
import { openUsers, startSuite } from './harness.ts';
import type { GameApiView } from './harness.ts';

const SHOTS = join(process.cwd(), 'docs', 'screenshots');
const DESKTOP = { width: 1400, height: 900 };
const PHONE = { width: 390, height: 844 };
/** English words of the PhalanXX board and lines: none may show in the French interface. */
const ENGLISH = /\b(Display|Your hand|Rolled dice|Game log|Strength|Conditions|No condition|in reserve|talents in|buy nothing|Red|Blue|Cretan archers|Babylon|Persepolis|meeples?)\b/;
/** A card id (X01…XXX13): never shown to players. */
const CARD_ID = /\bX{1,3}\d\d\b/;

/** A two-player game against the greedy bot, on a fixed seed: the same dice on every run. */
function fixedGame(seed: string): LocalGame {
  const r = newLocalGame({ players: 2, expert: false, seats: ['human', 'greedy'], seed });
  if (!r.ok) throw new Error('no game');
  return r.value;
}

async function openGame(p: Page, base: string, game: LocalGame): Promise<void> {
  await p.goto(`${base}/local/phalanxx`);
  await p.evaluate(([k, v]) => localStorage.setItem(k!, v!), [STORE_KEY, saveLocal(game)]);
  await p.goto(`${base}/local/phalanxx`);
}

/** The game as the page saved it, read back with the engine (to know what is legal). */
async function savedGame(p: Page): Promise<LocalGame> {
  const text = await p.evaluate((k) => localStorage.getItem(k), STORE_KEY);
  const r = loadLocal(text ?? '');
  if (!r.ok) throw new Error('no saved game');
  return r.value;
}

async function legalNow(p: Page): Promise<{ step: string; legal: Decision[]; seat: string }> {
  const g = await savedGame(p);
  const s = g.session.state;
  const seat = s.seats[s.current]!.id;
  return { step: s.step, legal: legalDecisions(s, seat), seat };
}

/** Waits until the human decides (the decision panel shows), bots having played before. */
async function myTurn(p: Page): Promise<void> {
  await p.locator('[data-testid=px-decide]').waitFor({ timeout: 60_000 });
}

const attrs = (p: Page, sel: string, name: string) => p.locator(sel).evaluateAll((els, n) => els.map((e) => e.getAttribute(n) ?? ''), name);

/** Clicks a region of the map at its site (the marks let clicks through to the region's area). */
async function clickRegion(p: Page, region: string): Promise<void> {
  const site = p.locator(`.px-map [data-site="${region}"]`);
  await site.scrollIntoViewIfNeeded();
  const box = (await site.boundingBox())!;
  // the site's marker is the centre of the upper part of its marks (meeples sit to its left)
  const marker = (await p.locator(`.px-map [data-site="${region}"] .px-city, .px-map [data-site="${region}"] .px-oasis, .px-map [data-site="${region}"] .px-land-dot`).first().boundingBox()) ?? box;
  await p.mouse.click(marker.x + marker.width / 2, marker.y + marker.height / 2);
}

/**
 * One decision by clicks: buy (a lit display card), swap (keep), swap-die (keep), take-meeple or
 * rotate (a lit region or played card), or an action: the first rolled die, then a lit region if
 * any (conquest), else a lit hand card, else a grey slot and income. Returns what was done.
 */
async function playOneByClicks(p: Page): Promise<string> {
  const { step } = await legalNow(p);
  const mine = p.locator('[data-testid=px-mine]');
  if (step === 'buy') {
    await p.locator('.px-display .px-card.lit').last().click();
    return 'buy';
  }
  if (step === 'swap-card' || step === 'swap-die') {
    await p.locator('[data-testid=px-others] [data-do=keep]').click();
    return 'keep';
  }
  if (step === 'take-meeple') {
    const r = (await attrs(p, '.px-map .px-region.lit', 'data-region'))[0]!;
    await clickRegion(p, r);
    return 'take-meeple';
  }
  if (step === 'rotate') {
    await p.locator('.px-seat.mine .px-played .px-card.lit').first().click();
    return 'rotate';
  }
  await mine.locator('[data-die].lit').first().click();
  const regions = await attrs(p, '.px-map .px-region.lit', 'data-region');
  const cards = await attrs(p, '[data-testid=px-hand] .px-card.lit', 'data-card');
  if (regions.length) await clickRegion(p, regions[0]!);
  else if (cards.length) await p.locator(`[data-testid=px-hand] .px-card.lit[data-card="${cards[0]}"]`).click();
  else {
    await mine.locator('[data-grey].lit').first().click();
    await p.locator('[data-testid=px-slot-menu] [data-do=income]').click();
    return 'income';
  }
  // a card or region playable from several grey slots asks for the slot
  if (await p.locator('[data-testid=px-hint]').isVisible()) {
    const slot = mine.locator('[data-grey].lit');
    if ((await slot.count()) > 0 && (await legalNow(p)).step === 'action') await slot.first().click();
  }
  return regions.length ? `conquer ${regions[0]}` : `play ${cards[0]}`;
}

describe('PhalanXX board: played by clicking', () => {
  const suite = startSuite();

  it('desktop, English: cards as cards, regions on a map, a die lights only legal targets, moves by clicks, the bot in the log', async () => {
    const [u] = await openUsers(suite.browser, suite.base, ['px-en'], { viewport: DESKTOP, register: false });
    const p = u!.page;
    await openGame(p, suite.base, fixedGame('board-e2e-1'));
    await myTurn(p);

    // Cards drawn as cards: the display's first card shows its name and strength from the card data.
    const first = p.locator('.px-display .px-card[data-card]').first();
    const id = (await first.getAttribute('data-card'))!;
    const data = card(id);
    await expect.poll(() => first.locator('.px-card-name').innerText()).toBe(nameLine(phalanxx, `card.${id}`, 'en'));
    if (data.strength.kind === 'fixed') expect(await first.locator('.px-strength').innerText()).toBe(String(data.strength.value));
    expect(await first.locator('.px-epoch').innerText()).toBe(data.epoch);
    // The regions on a map: every region in play is an area of the map, with its name.
    const g = await savedGame(p);
    const inPlay = Object.keys(g.session.state.regions);
    expect((await attrs(p, '.px-map .px-region', 'data-region')).sort()).toEqual([...inPlay].sort());
    expect(await p.locator('.px-map [data-site=persis] .px-name').textContent()).toBe('Persepolis');
    expect(await p.locator('.px-map [data-region=persis]').getAttribute('data-owner')).not.toBe('');

    // Several decisions by clicking, checking at each action that a die lights only legal targets.
    let dieChecks = 0;
    const done: string[] = [];
    for (let i = 0; i < 8; i++) {
      await myTurn(p);
      const now = await legalNow(p);
      if (now.step === 'action' && dieChecks < 2) {
        const die = Number((await attrs(p, '[data-testid=px-mine] [data-die].lit', 'data-die'))[0]);
        await p.locator(`[data-testid=px-mine] [data-die="${die}"]`).click();
        const withDie = now.legal.filter((d) => 'die' in d && d.die === die);
        const want = (kind: string, pick: (d: Decision) => string) => [...new Set(withDie.filter((d) => d.do === kind).map(pick))].sort();
        expect((await attrs(p, '[data-testid=px-hand] .px-card.lit', 'data-card')).sort()).toEqual(want('play', (d) => (d as { card: string }).card));
        expect((await attrs(p, '.px-map .px-region.lit', 'data-region')).sort()).toEqual(want('conquer', (d) => (d as { region: string }).region));
        const slots = [...new Set(withDie.filter((d) => ['play', 'conquer', 'push', 'income'].includes(d.do)).map((d) => String((d as { slot: number }).slot)))].sort();
        expect((await attrs(p, '[data-testid=px-mine] [data-grey].lit', 'data-grey')).sort()).toEqual(slots);
        // nothing else is lit: no display card, no other player's die
        expect(await p.locator('.px-display .px-card.lit, .px-seat:not(.mine) .px-die.lit').count()).toBe(0);
        if (dieChecks === 0) await p.screenshot({ path: join(SHOTS, 'phalanxx-board-en.png') });
        await p.locator(`[data-testid=px-mine] [data-die="${die}"]`).click(); // unselect
        expect(await p.locator('.px-map .px-region.lit, [data-testid=px-hand] .px-card.lit').count()).toBe(0);
        dieChecks++;
      }
      const before = (await savedGame(p)).session.record.length;
      done.push(await playOneByClicks(p));
      await expect.poll(async () => (await savedGame(p)).session.record.length, { timeout: 15_000 }).toBeGreaterThan(before);
    }
    expect(dieChecks).toBeGreaterThan(0);
    expect(done).toContain('buy');
    // The log tells what the bot (Blue) did, in words.
    await myTurn(p);
    const log = await p.locator('[data-testid=px-log]').innerText();
    expect(log).toMatch(/Blue (buys|rolls|plays|conquers|takes|pushes)/);
    expect(log).not.toMatch(CARD_ID);
    // A card's full text on demand: its details box.
    await p.locator('[data-testid=px-hand] .px-card .px-info, .px-display .px-card .px-info').first().click();
    await expect.poll(() => p.locator('[data-testid=px-detail]').innerText()).toMatch(/Conditions|Cannot be bought/);
    await u!.ctx.close();
  });

  it('desktop, French: every word of the board is French, no id shown', async () => {
    const [u] = await openUsers(suite.browser, suite.base, ['px-fr'], { viewport: DESKTOP, locale: 'fr-FR', register: false });
    const p = u!.page;
    await openGame(p, suite.base, fixedGame('board-e2e-2'));
    for (let i = 0; i < 4; i++) {
      await myTurn(p);
      const text = `${await p.locator('.px-board').innerText()}\n${await p.locator('.px-panel').innerText()}`;
      expect(text).not.toMatch(ENGLISH);
      expect(text).not.toMatch(CARD_ID);
      expect(text).toContain('Étal');
      expect(text).toContain('Votre main');
      if ((await legalNow(p)).step === 'action') {
        await p.locator('[data-testid=px-mine] [data-die].lit').first().click();
        expect(await p.locator('[data-testid=px-hint]').innerText()).toMatch(/Cliquez/);
        await p.screenshot({ path: join(SHOTS, 'phalanxx-board-fr.png') });
        await p.locator('[data-testid=px-mine] [data-die].chosen').click();
      }
      const before = (await savedGame(p)).session.record.length;
      await playOneByClicks(p);
      await expect.poll(async () => (await savedGame(p)).session.record.length, { timeout: 15_000 }).toBeGreaterThan(before);
    }
    expect(await p.locator('.px-map [data-site=persis] .px-name').textContent()).toBe('Persépolis');
    await u!.ctx.close();
  });

  it('phone 390×844: no sideways scroll, moves by clicks, a card clicked shows its text', async () => {
    const [u] = await openUsers(suite.browser, suite.base, ['px-phone'], { viewport: PHONE, register: false });
    const p = u!.page;
    await openGame(p, suite.base, fixedGame('board-e2e-1'));
    let shot = false;
    for (let i = 0; i < 6; i++) {
      await myTurn(p);
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      if (!shot && (await legalNow(p)).step === 'action') {
        await p.locator('[data-testid=px-mine] [data-die].lit').first().click();
        await p.screenshot({ path: join(SHOTS, 'phalanxx-phone.png') });
        expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
        await p.locator('[data-testid=px-mine] [data-die].chosen').click();
        shot = true;
      }
      const before = (await savedGame(p)).session.record.length;
      await playOneByClicks(p);
      await expect.poll(async () => (await savedGame(p)).session.record.length, { timeout: 15_000 }).toBeGreaterThan(before);
    }
    expect(shot).toBe(true);
    // a tap on a card that is not a target opens its text
    await myTurn(p);
    await p.locator('[data-testid=px-hand] .px-card').first().click();
    await expect.poll(() => p.locator('[data-testid=px-detail]').isVisible()).toBe(true);
    await u!.ctx.close();
  });

  it('online against the judge\'s bot: the same board, a purchase and a die move by clicks', async () => {
    const [u] = await openUsers(suite.browser, suite.base, ['px_online'], { viewport: DESKTOP });
    const p = u!.page;
    await p.click('a[href="/new"]');
    await p.selectOption('select[name=ruleset]', 'phalanxx');
    await p.locator('form select[name=players]').selectOption('2');
    await p.fill('form [name=title]', 'PhalanXX online');
    await p.locator('form [name=emptySeats]').selectOption('bot');
    // A deadline of one's own, not the live pace (seconds a decision) a slow machine could miss.
    await p.locator('form select[name=pace]').selectOption('online');
    await p.fill('form [name=autoStart]', '1');
    await p.click('form button[type=submit]');
    await p.waitForURL(/\/games\//);
    // Seated as he creates (issue 17 item 12): the game starts at once, bots in the other seat.
    const gameId = p.url().split('/games/')[1]!;
    const api = () => p.evaluate(async (id) => (await fetch(`/api/games/${id}`)).json(), gameId) as Promise<GameApiView & { legal?: Decision[] }>;
    for (let i = 0; i < 4; i++) {
      // The judge's bot plays between our turns: slow on a loaded machine, so a generous wait.
      await p.locator('[data-testid=px-decide]').waitFor({ timeout: 120_000 });
      const gv = await api();
      const step = gv.view.step;
      const phase = gv.view.pending?.phase;
      if (phase === 'buy') await p.locator('.px-display .px-card.lit').last().click();
      else if (phase === 'action') {
        const die = Number((await attrs(p, '[data-testid=px-mine] [data-die].lit', 'data-die'))[0]);
        await p.locator(`[data-testid=px-mine] [data-die="${die}"]`).click();
        const regions = [...new Set((gv.legal ?? []).filter((d) => d.do === 'conquer' && d.die === die).map((d) => (d as { region: string }).region))].sort();
        expect((await attrs(p, '.px-map .px-region.lit', 'data-region')).sort()).toEqual(regions);
        await p.locator('[data-testid=px-mine] [data-grey].lit').first().click();
        await p.locator('[data-testid=px-slot-menu] [data-do=income]').click();
      } else await p.locator('[data-testid=px-others] button').first().click();
      await expect.poll(async () => (await api()).view.step, { timeout: 15_000 }).toBeGreaterThan(step);
    }
    expect(await p.locator('.px-map .px-region').count()).toBeGreaterThan(10);
    await u!.ctx.close();
  }, 480_000);

  it('a finished game: the final scores item by item, ranked as the result ranks, in French', async () => {
    const r = newLocalGame({ players: 3, expert: false, seats: ['greedy', 'greedy', 'greedy'], seed: 'board-e2e-end' });
    if (!r.ok) throw new Error('no game');
    let g = r.value;
    for (let i = 0; i < 3000 && screenOf(g).kind !== 'over'; i++) g = botStep(g);
    const over = screenOf(g);
    if (over.kind !== 'over') throw new Error('the bots did not finish');
    const [u] = await openUsers(suite.browser, suite.base, ['px-end'], { viewport: DESKTOP, locale: 'fr-FR', register: false });
    const p = u!.page;
    await openGame(p, suite.base, g);
    const table = p.locator('[data-testid=px-scores]');
    await table.waitFor();
    const rows = await attrs(p, '[data-testid=px-scores] tbody tr', 'data-seat');
    expect(rows).toEqual(over.result.ranking!.flat());
    const totals = await p.locator('[data-testid=px-scores] tbody tr td:last-child').allInnerTexts();
    expect(totals.map(Number)).toEqual(rows.map((id) => over.result.scores![id]));
    expect(await table.innerText()).toMatch(/Décompte final[\s\S]*Piste de force[\s\S]*Villes et oasis/);
    expect(await p.locator('[data-testid=px-result]').innerText()).toMatch(/^Faction la plus forte/);
    await u!.ctx.close();
  });
});
