/**
 * End to end: Successors on its board (issue 19, "The board"). A 4-player game on the judge, two
 * browser users and two of the platform's bots: the first user (English, 1400×900) plays a card
 * for its event and moves an army by clicking its counter and then lit spaces on the map; the
 * other user (French, 390×844) is offered the reaction his rules give him (interception,
 * `successors 10`, or battle avoidance, 11) on his board and takes it by clicking; a battle is
 * fought (12) and both boards show it with its dice and table row. What each user decides is
 * read from his own view through the API (the rule-listed choices), then done by clicks only.
 * Also: the other user's page and WebSocket messages hold no card of another hand (7).
 * Screenshots: docs/screenshots/successors-desktop.png and successors-phone.png.
 *
 * Run: E2E_DIST=/tmp/dist-x npx vitest run --config apps/web/e2e/vitest.config.ts apps/web/e2e/successors.test.ts
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { eventLine, nameLine } from '@diadochi/kernel';
import type { Choice, ChoiceDecision, GameEvent } from '@diadochi/kernel';
import { MAP, successors } from '@diadochi/successors';
import type { SuccessorsView } from '@diadochi/successors';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openUsers, POLL, startSuite } from './harness.ts';

const SHOTS = join(process.cwd(), 'docs', 'screenshots');
const DESKTOP = { width: 1400, height: 900 };
const PHONE = { width: 390, height: 844 };
/** Button and heading words of the English board: none may show on the French one. */
const ENGLISH = /\b(Pass|Move|Intercept|Stand|Fight|Your hand|Discard pile|Turn track|Battle in|Log|Whole map|Roll for movement)\b/;

// ---------------------------------------------------------------- the users' plan (from their views)

const adj = new Map<string, string[]>();
for (const p of MAP.paths) {
  if (p.kind === 'maritime' || p.kind === 'trans-mediterranean') continue;
  for (const [a, b] of [[p.a, p.b], [p.b, p.a]] as const) adj.set(a, [...(adj.get(a) ?? []), b]);
}
/** Land steps between two spaces (the attacker marches by land towards the defender). */
function dist(a: string, b: string): number {
  const q = [a];
  const d = new Map([[a, 0]]);
  while (q.length) {
    const x = q.shift()!;
    if (x === b) return d.get(x)!;
    for (const y of adj.get(x) ?? []) {
      if (d.has(y)) continue;
      d.set(y, d.get(x)! + 1);
      q.push(y);
    }
  }
  return 99;
}
const QUIET = ['pass', 'done', 'skip', 'stand', 'end', 'stop', 'deny', 'stay'];
const armies = (v: SuccessorsView, f: string) =>
  Object.entries(v.generals).filter(([id, g]) => g.owner === f && g.where === 'map' && g.space && !id.startsWith('minor:') && Object.values(v.holdings[g.space]?.[f]?.out ?? {}).some((n) => n > 0)).map(([, g]) => g.space!);
const one = (c: Choice, target?: string): ChoiceDecision => ({ verb: c.verb, ...(c.subject ? { subject: c.subject } : {}), ...(target !== undefined ? { target } : c.targets ? { target: c.targets[0]! } : {}) });

interface Plan {
  attacker: string;
  defender: string;
  eventPlayed: boolean;
}

/** The attacker plays one card for its event, then marches on the defender's nearest army; the defender waits, intercepts or stands. */
function decide(v: SuccessorsView, me: string, plan: Plan): ChoiceDecision {
  const cs = v.choices;
  const find = (verb: string) => cs.find((c) => c.verb === verb);
  const st = v.step.k;
  if (st === 'tyche') {
    const ev = me === plan.attacker && !plan.eventPlayed ? find('play-event') : undefined;
    if (ev) return one(ev);
    return one(find('discard') ?? find('play-ops') ?? find('play-bonus') ?? cs[0]!);
  }
  if (st === 'ops') return one(find('recruit') ?? cs[0]!);
  if (st === 'movement') return one(find('roll') ?? cs[0]!);
  if (st === 'avoid') return one(find('stand') ?? cs[0]!);
  if (st === 'intercept') return one(find('intercept') ?? find('pass') ?? cs[0]!);
  if (st === 'refuse' || st === 'indep-refuse') return one(find('fight') ?? cs[0]!);
  if (st === 'move' && me === plan.attacker) {
    const foes = armies(v, plan.defender);
    const score = (sp: string) => Math.min(99, ...foes.map((f) => dist(sp, f)));
    const moving = v.moving?.general;
    let best: { c: Choice; t: string; d: number } | null = null;
    for (const c of cs.filter((x) => x.verb === 'move' && (!moving || x.subject === moving))) for (const t of c.targets ?? []) if (!best || score(t) < best.d) best = { c, t, d: score(t) };
    const here = moving ? v.moving!.path[v.moving!.path.length - 1]! : null;
    if (best && (!here || best.d < score(here))) return one(best.c, best.t);
    return one(find('stop') ?? find('end') ?? cs[0]!);
  }
  return one(cs.find((c) => QUIET.includes(c.verb)) ?? cs[0]!);
}

// ---------------------------------------------------------------- the API, read-only

async function call(p: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  return p.evaluate(
    async ({ method, path, body }) => {
      const csrf = /(?:^|;\s*)diadochi_csrf=([^;]+)/.exec(document.cookie)?.[1];
      const res = await fetch(`/api${path}`, { method, headers: { 'content-type': 'application/json', ...(csrf ? { 'x-csrf-token': decodeURIComponent(csrf) } : {}) }, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
      return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
    },
    { method, path, body },
  );
}

interface Seen {
  step: number;
  status: string;
  view: SuccessorsView;
  pending: { players: string[]; phase: string } | null;
}
async function seen(p: Page, id: string): Promise<Seen> {
  const r = (await call(p, 'GET', `/games/${id}`)).body as { game: { status: string }; view: { step: number; pending: Seen['pending']; view: SuccessorsView } };
  return { step: r.view.step, status: r.game.status, view: r.view.view, pending: r.view.pending };
}
async function history(p: Page, id: string): Promise<GameEvent[]> {
  const r = (await call(p, 'GET', `/games/${id}/history`)).body as { steps: { events: GameEvent[] }[] };
  return r.steps.flatMap((s) => s.events);
}

// ---------------------------------------------------------------- clicks

/** Clicks a space of the map where its symbol is drawn, as a player taps it; zooms out to the whole map first if it is off the map's box. */
async function clickSpace(p: Page, space: string): Promise<void> {
  const anchor = p.locator(`.suc-map [data-anchor="${space}"]`);
  const spot = async () => {
    await anchor.scrollIntoViewIfNeeded();
    const a = await anchor.boundingBox();
    const m = await p.locator('.suc-map-svg').boundingBox();
    const h = await p.evaluate(() => window.innerHeight);
    return a && m && a.x > m.x && a.x < m.x + m.width && a.y > m.y && a.y < m.y + m.height && a.y > 0 && a.y < h ? a : null;
  };
  let a = await spot();
  if (!a) {
    await p.locator('.suc-zoom-btn').last().click();
    a = await spot();
  }
  if (!a) throw new Error(`space ${space} is not on the screen`);
  await p.mouse.click(a.x + a.width / 2, a.y + a.height / 2);
}

/** Waits until the page's board offers its user the decision of step `step` (the panel redrawn from the judge's view). */
async function boardAt(p: Page, step: string): Promise<void> {
  await p.waitForFunction((k) => {
    const d = document.querySelector('[data-testid=suc-decide]');
    return d?.getAttribute('data-step') === k && !d.querySelector('[data-testid=suc-waiting]') && !!document.querySelector('[data-testid=suc-choice], [data-testid=suc-card-action]');
  }, step, POLL);
}

/** Does a decision on the board by clicks: a card's button, a stack then a lit space, a choice then its target (a lit space or a button). Returns how the target was taken. */
async function act(p: Page, v: SuccessorsView, d: ChoiceDecision): Promise<'map' | 'button' | 'none'> {
  await boardAt(p, v.step.k);
  const card = v.step.k === 'tyche' && d.subject && /^\d+$/.test(d.subject);
  if (card) {
    await p.click(`[data-testid=suc-card][data-card="${d.subject}"] [data-testid=suc-card-action][data-verb="${d.verb}"]`);
    return 'none';
  }
  const moving = v.moving?.general;
  if (d.verb === 'move' && d.subject && d.subject !== moving) {
    // a stack's counter on the map: clicking it lights where it may go
    const g = v.generals[d.subject]!;
    await p.locator(`.suc-map [data-stack="${g.space}"][data-faction="${g.owner}"]`).click();
  } else if (d.target !== undefined || !(await p.locator('[data-testid=suc-targets]').isVisible())) {
    const sel = `[data-testid=suc-choice][data-verb="${d.verb}"]${d.subject ? `[data-subject="${d.subject}"]` : ':not([data-subject])'}`;
    const chosen = await p.locator(sel).getAttribute('class');
    if (!chosen?.includes('chosen')) await p.click(sel);
  }
  if (d.target === undefined) return 'none';
  if (MAP.spaces.some((s) => s.id === d.target)) {
    await p.waitForSelector(`.suc-map .space.lit[data-space="${d.target}"]`, POLL);
    await clickSpace(p, d.target);
    return 'map';
  }
  await p.click(`[data-testid=suc-target][data-target="${d.target}"]`);
  return 'button';
}

/** Every `hands` object in a message: only the viewer's own hand may be a list (successors 7). */
function handsLeak(x: unknown, viewer: string): string | null {
  if (!x || typeof x !== 'object') return null;
  for (const [k, v] of Object.entries(x as Record<string, unknown>)) {
    if (k === 'hands' && v && typeof v === 'object') for (const [f, h] of Object.entries(v as Record<string, unknown>)) if (f !== viewer && h !== null) return `hands.${f}`;
    if (k === 'deck' && Array.isArray(v)) return 'deck';
    const inner = handsLeak(v, viewer);
    if (inner) return inner;
  }
  return null;
}

describe('Successors on the board (issue 19)', () => {
  const suite = startSuite();

  it('4 players, two users and two bots: an event card, a move by clicks, a reaction offered to the other user, a battle; desktop and phone; no hand leaks', async () => {
    const [alice] = await openUsers(suite.browser, suite.base, ['suc-alice'], { viewport: DESKTOP, locale: 'en-GB' });
    const [bruno] = await openUsers(suite.browser, suite.base, ['suc-bruno'], { viewport: PHONE, locale: 'fr-FR' });
    const a = alice!.page;
    const b = bruno!.page;
    // Black and Blue: Lysimachus in Cardia and Antipater in Pella start three spaces apart (the judge's first seed, e2e-1),
    // and Black holds an event he may play in his first Tyche Segment.
    const plan: Plan = { attacker: 'black', defender: 'blue', eventPlayed: false };
    const created = await call(a, 'POST', '/games', { ruleset: 'successors', title: 'Successors E2E', play: true, preferences: [plan.attacker], autoStart: 2, emptySeats: 'bot', options: { players: 4 } });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await call(b, 'POST', `/games/${id}/join`, { preferences: [plan.defender] })).status).toBe(200);
    await expect.poll(async () => (await seen(a, id)).status, POLL).toBe('running');

    // every WebSocket message Bruno's browser receives
    const frames: string[] = [];
    b.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(typeof f.payload === 'string' ? f.payload : f.payload.toString('utf8'))));
    await a.goto(`${suite.base}/games/${id}`);
    await b.goto(`${suite.base}/games/${id}`);
    await a.locator('.suc-map .space').first().waitFor(POLL);
    await b.locator('.suc-map .space').first().waitFor(POLL);

    const users: Record<string, Page> = { [plan.attacker]: a, [plan.defender]: b };
    let mapMoves = 0;
    let offered = '';
    let battle: GameEvent | undefined;
    let lastStep = -1;
    for (let i = 0; i < 250; i++) {
      // the judge's bots play in the background: wait for a decision of one of the users
      let now = await seen(a, id);
      for (let w = 0; w < 200 && !(now.step !== lastStep && now.pending?.players.some((f) => users[f])); w++) {
        await a.waitForTimeout(100);
        now = await seen(a, id);
      }
      if (!battle) {
        battle = (await history(a, id)).find((e) => e.type === 'battle' && JSON.stringify(e.data).includes(plan.attacker) && JSON.stringify(e.data).includes(plan.defender));
        if (battle) {
          // the battle on both boards, as it was fought: each side's dice and its row of the battle table
          for (const p of [a, b]) {
            await p.locator('[data-testid=suc-battle]').waitFor({ state: 'attached', ...POLL });
            expect(await p.locator('[data-testid=suc-battle] .die').count()).toBeGreaterThanOrEqual(4);
            expect(await p.locator('[data-testid=suc-battle] .row-cells .used').count()).toBe(2);
          }
          await a.locator('[data-testid=suc-combat]').scrollIntoViewIfNeeded();
          await a.screenshot({ path: join(SHOTS, 'successors-desktop.png') });
        }
      }
      if (battle && plan.eventPlayed) break;
      if (!now.pending?.players.some((f) => users[f])) throw new Error(`no decision for the users after step ${lastStep}: ${JSON.stringify(now.pending)}`);
      const who = now.pending!.players.find((f) => users[f])!;
      const p = users[who]!;
      if (i === 0) {
        // The board sends each choice as it is clicked: the page must not send him looking for "Send and mark ready".
        await expect.poll(() => p.getByTestId('next-step').innerText(), POLL).toMatch(/Choose on the board|Choisissez sur le plateau/);
        expect(await p.getByTestId('next-step').innerText()).not.toMatch(/Send and mark ready|Envoyer et se déclarer prêt/);
      }
      const mine = await seen(p, id);
      const v = mine.view;
      const d = decide(v, who, plan);
      if (who === plan.defender && (v.step.k === 'intercept' || v.step.k === 'avoid') && !offered) {
        // the reaction is on his board, in French, with the choices his rules give him
        offered = v.step.k;
        await boardAt(b, v.step.k);
        const panel = await b.locator('[data-testid=suc-decide]').innerText();
        expect(panel).toContain(nameLine(successors, `place.${(v.step as { space: string }).space}`, 'fr'));
        expect(panel).not.toMatch(ENGLISH);
        // a reaction window has its own short deadline, said in the header (issue 19)
        await expect.poll(() => b.locator('.game-meta .countdown').innerText(), POLL).toMatch(/fenêtre de réaction/);
        mkdirSync(SHOTS, { recursive: true });
        await b.screenshot({ path: join(SHOTS, 'successors-phone.png') });
      }
      const how = await act(p, v, d).catch(async (e: unknown) => {
        // what the user saw when the click failed: for the one who reads the failure
        await p.screenshot({ path: join(process.env.E2E_FAIL_SHOTS ?? SHOTS, `successors-failed-${who}.png`), fullPage: true }).catch(() => {});
        throw e;
      });
      if (who === plan.attacker && d.verb === 'move' && how === 'map') mapMoves++;
      if (d.verb === 'play-event') plan.eventPlayed = true;
      lastStep = mine.step;
      await expect.poll(async () => (await seen(a, id)).step, POLL).toBeGreaterThan(lastStep);
    }
    expect(plan.eventPlayed).toBe(true);
    expect(mapMoves).toBeGreaterThan(0);
    expect(offered).not.toBe('');
    expect(battle).toBeDefined();

    // the event card is in the log, in each user's language, with its rule link
    const log = await history(a, id);
    const played = log.find((e) => e.type === 'card-played' && (e.data as { as: string }).as === 'event' && (e.data as { faction: string }).faction === plan.attacker)!;
    expect(played).toBeDefined();
    await expect.poll(() => a.locator('[data-testid=suc-log]').innerText(), POLL).toContain(eventLine(successors, played, 'en'));
    await expect.poll(() => b.locator('[data-testid=suc-log]').innerText(), POLL).toContain(eventLine(successors, played, 'fr'));
    expect(await a.locator('[data-testid=suc-log] .rule-link').count()).toBeGreaterThan(0);

    // no horizontal scroll on the phone; the map as wide as the screen
    const widths = await b.evaluate(() => ({ doc: document.documentElement.scrollWidth, win: window.innerWidth, map: document.querySelector('.suc-map')!.getBoundingClientRect().width }));
    expect(widths.doc).toBeLessThanOrEqual(widths.win);
    expect(widths.map).toBeGreaterThan(widths.win - 40);
    expect((await b.locator('.suc-board, .suc-panel').allInnerTexts()).join('\n')).not.toMatch(ENGLISH);

    // hidden hands (successors 7): Alice's cards are nowhere in Bruno's page nor in his WebSocket messages
    const av = (await seen(a, id)).view;
    const bv = (await seen(b, id)).view;
    const secret = (av.hands[plan.attacker] ?? []).filter((n) => !(bv.hands[plan.defender] ?? []).includes(n) && !bv.discard.includes(n) && !bv.removed.includes(n));
    expect(secret.length).toBeGreaterThan(0);
    const html = await b.content();
    // two cards may share a text (#5 and #6 Greek Mercenaries): a text Bruno may see on a card of his own or a public one proves nothing
    const text = (n: number) => nameLine(successors, `card-text.${n}`, 'fr');
    const open = new Set([...(bv.hands[plan.defender] ?? []), ...bv.discard, ...bv.removed].map(text));
    for (const n of secret) {
      expect(html).not.toContain(`data-card="${n}"`);
      if (!open.has(text(n))) expect(html).not.toContain(text(n));
    }
    expect(frames.length).toBeGreaterThan(0);
    for (const f of frames) {
      let msg: unknown = null;
      try {
        msg = JSON.parse(f);
      } catch {
        continue;
      }
      expect(handsLeak(msg, plan.defender)).toBeNull();
    }
    await alice!.ctx.close();
    await bruno!.ctx.close();
  });

  it('hot-seat on this device (/local/successors), phone: the device is passed before a hand shows, a card is played from the hand, nothing is sent to the judge', async () => {
    const ctx = await suite.browser.newContext({ viewport: PHONE, locale: 'en-GB' });
    const p = await ctx.newPage();
    p.on('pageerror', (e) => console.error(`[local] page error: ${e.message}`));
    await p.goto(`${suite.base}/local/successors?seed=local-e2e`);
    await p.selectOption('[data-testid=suc-players]', '2');
    await p.selectOption('[data-testid=suc-seat-red]', 'human');
    await p.click('[data-testid=suc-start]');
    const posts: string[] = [];
    p.on('request', (r) => {
      if (r.url().includes('/api/') && r.method() !== 'GET') posts.push(`${r.method()} ${r.url()}`);
    });
    // 2 players, both on this device: every human decision starts with the device passed
    let played = false;
    for (let i = 0; i < 40 && !played; i++) {
      await p.locator('[data-testid=pass-device], [data-testid=suc-decide] [data-testid=suc-choice], [data-testid=suc-card-action]').first().waitFor(POLL);
      if (await p.locator('[data-testid=pass-device]').isVisible()) {
        expect(await p.locator('[data-testid=suc-card]').count()).toBe(0);
        await p.click('[data-testid=i-am]');
        continue;
      }
      const card = p.locator('[data-testid=suc-card-action]').first();
      if (await card.isVisible()) {
        await card.click();
        played = true;
        break;
      }
      const quiet = p.locator('[data-testid=suc-choice].quiet');
      await ((await quiet.count()) ? quiet.first() : p.locator('[data-testid=suc-choice]').first()).click();
      if (await p.locator('[data-testid=suc-target]').first().isVisible()) await p.locator('[data-testid=suc-target]').first().click();
    }
    expect(played).toBe(true);
    await expect.poll(() => p.locator('[data-testid=suc-log]').innerText(), POLL).toMatch(/plays #\d+|discards #\d+/);
    const widths = await p.evaluate(() => ({ doc: document.documentElement.scrollWidth, win: window.innerWidth }));
    expect(widths.doc).toBeLessThanOrEqual(widths.win);
    expect(posts).toEqual([]);
    if (process.env.E2E_FAIL_SHOTS) await p.screenshot({ path: join(process.env.E2E_FAIL_SHOTS, 'successors-local.png') });
    await ctx.close();
  });
});
