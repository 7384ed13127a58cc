import { askBot, randomBot } from '@diadochi/kernel';
import type { Bot } from '@diadochi/kernel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tally } from '../src/games/attendance.ts';
import { loadSession } from '../src/games/store.ts';
import type { SeatRow } from '../src/games/store.ts';
import { backends, expectOk, games, testServer, users } from './helpers.ts';
import type { Client, Json, TestServer } from './helpers.ts';

/**
 * Issue 20 item 5 (bot level per seat) and issue 21 item 4 (a player who misses two phases in a
 * row is replaced by an L1 bot until he returns; his record of missed phases; a reliability to
 * join). Played on Tribute with the judge's injectable clock: no sleeping.
 */

const tribute = games[0]!;
/** What each bot was told, by seat: a stand-in reads only its seat's view, as any bot. */
const told: { player: string; keys: string; hands: unknown }[] = [];
/** A level whose decisions differ from the no-orders default in every counted phase (bid: last card; raid: roll). */
const lastPick = (): Bot => (input) => {
  told.push({ player: input.player, keys: Object.keys(input).sort().join(), hands: (input.view as { hands: unknown }).hands });
  return input.pending.phase === 'raid' ? input.legal![0] : input.legal![input.legal!.length - 1];
};
const botLevels = { tribute: { l1: lastPick, l2: lastPick } };

describe('tally of missed phases', () => {
  const seats: SeatRow[] = ['north', 'east', 'south'].map((power, i) => ({ game_id: 'g', power, user_id: i < 2 ? `u${i}` : null, controller: i < 2 ? 'human' : 'bot', bot_level: null, phases_due: 0, phases_missed: 0 }));
  const step = (defaulted: string[], players = ['north', 'east', 'south']) => ({ decisions: Object.fromEntries(players.map((p) => [p, {}])), defaulted });

  it('two missed in a row start a stand-in; a sent phase ends the run; reaction windows and bot seats do not count', () => {
    const one = tally([step(['east', 'south'])], ['simultaneous'], seats, {}, 10);
    expect(one.absences).toEqual({ east: { streak: 1, since: null } });
    expect(one.counts.get('east')).toEqual({ due: 1, missed: 1 });
    expect(one.counts.get('north')).toEqual({ due: 1, missed: 0 });
    expect(one.counts.has('south')).toBe(false);
    // a reaction window (interrupt) neither counts nor breaks the run
    const windowed = tally([step(['east'], ['east'])], ['interrupt'], seats, one.absences, 20);
    expect(windowed.absences).toEqual(one.absences);
    expect(windowed.counts.size).toBe(0);
    const two = tally([step(['east'])], ['turn'], seats, one.absences, 30);
    expect(two.absences).toEqual({ east: { streak: 2, since: 30 } });
    expect(two.replaced).toEqual(['east']);
    // while the bot stands in, each phase of his counts as missed, even with a decision (the bot's)
    const three = tally([step([])], ['simultaneous'], seats, two.absences, 40);
    expect(three.absences.east).toEqual({ streak: 3, since: 30 });
    expect(three.counts.get('east')).toEqual({ due: 1, missed: 1 });
    expect(three.replaced).toEqual([]);
    // a run of one, then a sent phase: no stand-in
    expect(tally([step(['north']), step([])], ['simultaneous', 'simultaneous'], seats, {}, 50).absences).toEqual({});
  });
});

describe.each(backends)('bot levels per seat and missed phases on the judge (%s)', (backend) => {
  let t: TestServer;
  let userNo = 0;
  beforeAll(async () => {
    t = await testServer(backend, { botLevels, bestBotLevels: { tribute: 'l2' }, seeds: () => `missed-${++userNo}` });
  });
  afterAll(async () => t?.close());

  const row = (id: string) => t.server.judge.gameRow(id);
  const state = async (id: string) => (JSON.parse((await row(id)).session) as Json).state;
  const seatOf = async (c: Client, id: string) => (expectOk(await c.get(`/api/games/${id}`)).game.seats as Json[]).find((s) => s.player === c.name);

  it('a seat set to random plays the random bot, one set to l1 plays l1; levels are checked; the seat list shows them', async () => {
    const [gm, a] = await users(t.app, `gm-lv${++userNo}`, `a-lv${userNo}`);
    const bad = await gm!.post('/api/games', { ruleset: 'tribute', players: 3, botLevels: { east: 'l9', west: 'l1' } });
    expect(bad.status).toBe(422);
    expect(bad.body.error).toBe('bad-bot-levels');
    expect(bad.body.problems.map((p: Json) => p.code).sort()).toEqual(['unknown-bot-level', 'unknown-seat']);
    const created = expectOk(await gm!.post('/api/games', { ruleset: 'tribute', players: 3, options: { rounds: 2 }, botLevels: { east: 'random', south: 'l1' } }), 201);
    const id = created.id as string;
    // north not named: the host's best level (were no human to take it)
    expect(created.game.settings.botLevels).toEqual({ north: 'l2', east: 'random', south: 'l1' });
    expectOk(await a!.post(`/api/games/${id}/join`, { preferences: ['north'] }));
    expectOk(await gm!.post(`/api/games/${id}/start`));
    const seats = expectOk(await a!.get(`/api/games/${id}`)).game.seats as Json[];
    expect(seats.map((s) => [s.power, s.controller, s.botLevel])).toEqual([
      ['north', 'human', undefined],
      ['east', 'bot', 'random'],
      ['south', 'bot', 'l1'],
    ]);
    // The bots decided the bid at the start (stored as their submissions); recompute both from the seat's view.
    const r = await row(id);
    const { session } = await loadSession(t.server.judge.db, t.server.judge.records, r);
    const seed = (k: string) => `${session.seed}:${k}:${session.record.length}`;
    const fresh = { ...session, submissions: {} };
    expect(session.submissions.east).toEqual(askBot(tribute, fresh, 'east', randomBot(seed('east'))));
    expect(session.submissions.south).toEqual(askBot(tribute, fresh, 'south', lastPick()));
    const hand = (session.state as Json).hands.south as Json[];
    expect(session.submissions.south).toEqual({ bid: hand[hand.length - 1].id });
  });

  it('two missed phases in a row: a bot plays the seat, everyone sees since when; the player is back by "I\'m back" or a decision; reliability on the profile; a game asks a reliability to join', async () => {
    const [gm, a, b] = await users(t.app, `gm-m${++userNo}`, `a-m${userNo}`, `b-m${userNo}`);
    const created = expectOk(await gm!.post('/api/games', { ruleset: 'tribute', players: 3, options: { rounds: 5 }, deadlines: { default: 3600, phases: {} }, reactionSeconds: 60, reminders: [] }), 201);
    const id = created.id as string;
    expectOk(await a!.post(`/api/games/${id}/join`, { preferences: ['north'] }));
    expectOk(await b!.post(`/api/games/${id}/join`, { preferences: ['east'] }));
    expectOk(await gm!.post(`/api/games/${id}/start`));
    /** A plays every phase of his at once; B sends nothing; the clock runs to each deadline A does not end. */
    const stepOnce = async () => {
      const s = await state(id);
      const pending = tribute.pending(s);
      if (pending?.players.includes('north')) {
        const sent = expectOk(await a!.put(`/api/games/${id}/decision`, { decision: tribute.defaultDecision(s, 'north'), ready: true }));
        if (sent.adjudicated) return;
      }
      const r = await row(id);
      t.clock.advance(Math.max(0, r.deadline_at! - t.clock.now()));
      await t.server.scheduler.tick();
    };
    const seatRow = async () => (await t.server.judge.db.selectFrom('seats').selectAll().where('game_id', '=', id).where('power', '=', 'east').executeTakeFirstOrThrow());
    for (let i = 0; i < 40 && !(await seatOf(b!, id)).standInSince; i++) await stepOnce();
    const replacedAt = (await seatOf(b!, id)).standInSince as number;
    expect(replacedAt).toBeGreaterThan(0);
    // exactly two missed phases, both given the game's no-orders default
    expect(await seatRow()).toMatchObject({ phases_due: 2, phases_missed: 2 });
    const before = expectOk(await gm!.get(`/api/games/${id}/history`)).steps as Json[];
    expect(before.filter((st) => st.defaulted?.includes('east') && st.phase !== 'react')).toHaveLength(2);
    // everyone sees it, a spectator too
    const [spectator] = await users(t.app, `spec-m${userNo}`);
    expect((expectOk(await spectator!.get(`/api/games/${id}`)).game.seats as Json[]).find((s) => s.power === 'east').standInSince).toBe(replacedAt);
    // The next bid: A's decision alone ends it (the stand-in does not wait), and east's is l1's, not the default.
    while (tribute.pending(await state(id))?.phase !== 'bid') await stepOnce();
    const s = await state(id);
    const stepBefore = (await row(id)).step;
    told.length = 0;
    const sent = expectOk(await a!.put(`/api/games/${id}/decision`, { decision: tribute.defaultDecision(s, 'north'), ready: true }));
    expect(sent.adjudicated).toBe(true);
    const eastHand = s.hands.east as Json[];
    const history = expectOk(await b!.get(`/api/games/${id}/history`)).steps as Json[];
    const bidStep = history.find((st) => st.step === stepBefore + 1);
    expect(bidStep.phase).toBe('bid');
    expect(bidStep.defaulted ?? []).not.toContain('east');
    expect(bidStep.decision).toEqual({ bid: eastHand[eastHand.length - 1].id });
    // The stand-in was told east's view only: no state, seed or submissions; the others' hands as counts.
    const asked = told.filter((x) => x.player === 'east');
    expect(asked.length).toBeGreaterThan(0);
    for (const x of asked) {
      expect(x.keys).toBe('legal,pending,player,step,view');
      expect(typeof (x.hands as Record<string, unknown>).north).toBe('number');
      expect(Array.isArray((x.hands as Record<string, unknown>).east)).toBe(true);
    }
    // "I'm back": from now the judge waits for B again.
    expect((await b!.post(`/api/games/${id}/back`)).status).toBe(200);
    expect((await seatOf(b!, id)).standInSince).toBeUndefined();
    while (tribute.pending(await state(id))?.phase !== 'bid') await stepOnce();
    const s2 = await state(id);
    expect(expectOk(await a!.put(`/api/games/${id}/decision`, { decision: tribute.defaultDecision(s2, 'north'), ready: true })).adjudicated).toBe(false);
    expect(expectOk(await b!.put(`/api/games/${id}/decision`, { decision: tribute.defaultDecision(s2, 'east'), ready: true })).adjudicated).toBe(true);
    // B's record: every phase the bot played counted as missed, the one he sent not.
    const counted = await seatRow();
    expect(counted.phases_missed).toBeGreaterThanOrEqual(3);
    expect(counted.phases_due).toBe(counted.phases_missed + 1);
    const profile = expectOk(await gm!.get(`/api/players/${b!.name}`));
    expect(profile.reliability).toEqual({ due: counted.phases_due, missed: counted.phases_missed, percent: Math.floor((100 * 1) / counted.phases_due) });
    const aProfile = expectOk(await gm!.get(`/api/players/${a!.name}`));
    expect(aProfile.reliability.missed).toBe(0);
    expect(aProfile.reliability.percent).toBe(100);
    // A game asking 90 %: B is refused with a typed code, A and a newcomer may join.
    const strict = expectOk(await gm!.post('/api/games', { ruleset: 'tribute', players: 3, minReliability: 90 }), 201);
    const refused = await b!.post(`/api/games/${strict.id}/join`, { preferences: [] });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('reliability-too-low');
    expect(refused.body.problems[0].data).toEqual({ required: 90, yours: profile.reliability.percent });
    expectOk(await a!.post(`/api/games/${strict.id}/join`, { preferences: [] }));
    const [newcomer] = await users(t.app, `new-m${userNo}`);
    expectOk(await newcomer!.post(`/api/games/${strict.id}/join`, { preferences: [] }));
  });

  it('a decision sent while a bot stands in ends the stand-in; when every human is away the stand-ins wait for each deadline', async () => {
    const [gm, a] = await users(t.app, `gm-w${++userNo}`, `a-w${userNo}`);
    const created = expectOk(await gm!.post('/api/games', { ruleset: 'tribute', players: 2, options: { rounds: 5 }, deadlines: { default: 3600, phases: {} }, reactionSeconds: 60, reminders: [] }), 201);
    const id = created.id as string;
    expectOk(await a!.post(`/api/games/${id}/join`, { preferences: ['north'] }));
    expectOk(await gm!.post(`/api/games/${id}/start`));
    const toDeadline = async () => {
      t.clock.advance(Math.max(0, (await row(id)).deadline_at! - t.clock.now()));
      await t.server.scheduler.tick();
    };
    for (let i = 0; i < 40 && !(await seatOf(a!, id)).standInSince; i++) await toDeadline();
    expect((await seatOf(a!, id)).standInSince).toBeGreaterThan(0);
    // The only human is away: nothing moves before the deadline, one step (at least) at it; the game is not played out.
    const at = (await row(id)).step;
    await t.server.scheduler.tick();
    expect((await row(id)).step).toBe(at);
    await toDeadline();
    const next = await row(id);
    expect(next.step).toBeGreaterThan(at);
    expect(next.status).toBe('running');
    // A decision from the player ends the stand-in.
    while (!tribute.pending(await state(id))?.players.includes('north')) await toDeadline();
    const s = await state(id);
    expectOk(await a!.put(`/api/games/${id}/decision`, { decision: tribute.defaultDecision(s, 'north'), ready: false }));
    expect((await seatOf(a!, id)).standInSince).toBeUndefined();
  });
});
