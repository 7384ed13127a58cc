import { games as catalog } from '@diadochi/catalog';
import { createGame } from '@diadochi/kernel';
import type { GameDefinition, Pending } from '@diadochi/kernel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultReactionSeconds, REACTION_DEFAULTS, REACTION_SECONDS, stepLength } from '../src/games/settings.ts';
import type { GameSettings } from '../src/games/settings.ts';
import { backends, expectOk, testServer, users } from './helpers.ts';
import type { Client, Json, TestServer } from './helpers.ts';

/**
 * Issue 19, "Online and local": reaction windows (the kernel's `interrupt` steps: Syracuse's
 * stratagem window `react`, `syracuse 2.B.3.0.6`; Successors' losses, interceptions, surprise
 * cards) do not stall a game when their player is away. A window's deadline is the shorter of its
 * phase's and the game's `reactionSeconds`; at it the missing player gets the game's default
 * decision (the pass), through the same scheduler path as any deadline, without grace. Played on
 * the judge with its injectable clock: no sleeping.
 */

const DAY = 24 * 3600;
const def = (id: string) => catalog.find((g) => g.id === id)!;

describe('the reaction deadline, alone (issue 19)', () => {
  const settings = (over: Partial<GameSettings>): GameSettings => ({
    deadlines: { default: 3600, phases: { react: 20 } },
    graceSeconds: 0,
    reminders: [],
    press: { public: false, private: false, grey: false, black: false, moderated: false },
    emptySeats: 'default',
    assignment: 'random',
    autoStart: null,
    ...over,
  });
  const window = (phase: string): Pick<Pending, 'mode' | 'phase'> => ({ mode: 'interrupt', phase });

  it('an interrupt window lasts the shorter of its phase and the reaction deadline; other steps their phase', () => {
    const s = settings({ reactionSeconds: 60 });
    expect(stepLength(s, window('losses'))).toBe(60_000);
    expect(stepLength(s, window('react'))).toBe(20_000);
    expect(stepLength(s, { mode: 'turn', phase: 'losses' })).toBe(3600_000);
    expect(stepLength(s, { mode: 'simultaneous', phase: 'orders' })).toBe(3600_000);
  });

  it('a game created before the setting keeps its windows as long as their phase', () => {
    expect(stepLength(settings({}), window('losses'))).toBe(3600_000);
  });

  it('the default by pace: live 30 s, online 4 hours, mail 2 days', () => {
    expect(defaultReactionSeconds('live')).toBe(REACTION_DEFAULTS.live);
    expect(defaultReactionSeconds({ default: 60 })).toBe(30);
    expect(defaultReactionSeconds({ default: 5 })).toBe(30);
    expect(defaultReactionSeconds({ default: 61 })).toBe(4 * 3600);
    expect(defaultReactionSeconds({ default: 2 * DAY })).toBe(4 * 3600);
    expect(defaultReactionSeconds('mail')).toBe(2 * DAY);
  });
});

describe.each(backends)('reaction deadlines on the judge (%s)', (backend) => {
  let t: TestServer;
  let seedNo = 0;
  let userNo = 0;
  beforeAll(async () => {
    t = await testServer(backend, { games: catalog, seeds: () => `reaction-${++seedNo}` });
  });
  afterAll(async () => t?.close());

  const truth = async (id: string) => JSON.parse((await t.server.judge.gameRow(id)).session) as Json;
  const tickThenStep = async (id: string) => {
    await t.server.scheduler.tick();
    return (await t.server.judge.gameRow(id)).step;
  };

  /** A game between human accounts, one per seat, started. */
  async function humansGame(ruleset: string, options: Record<string, unknown>, extra: Record<string, unknown>) {
    const seats = (createGame(def(ruleset), { options, seed: 'seats' }) as { ok: true; value: { players: string[] } }).value.players;
    const clients = await users(t.app, ...seats.map((s) => `${s}-${++userNo}`));
    const seat: Record<string, Client> = Object.fromEntries(seats.map((s, i) => [s, clients[i]!]));
    const created = expectOk(await clients[0]!.post('/api/games', { ruleset, options, press: 'none', emptySeats: 'default', ...extra }), 201);
    const id = created.id as string;
    for (const s of seats) expectOk(await seat[s]!.post(`/api/games/${id}/join`, { preferences: [s] }));
    expectOk(await clients[0]!.post(`/api/games/${id}/start`));
    const given = expectOk(await clients[0]!.get(`/api/games/${id}`)).game.seats as Json[];
    for (const s of given) expect(s.player).toBe(seat[s.power]!.name);
    return { id, seat, def: def(ruleset) };
  }

  /** Plays every step with the game's own default, each by its human, until a reaction window opens. */
  async function untilWindow(id: string, gameDef: GameDefinition, seat: Record<string, Client>) {
    for (let i = 0; i < 200; i++) {
      const { state } = await truth(id);
      const pending = gameDef.pending(state);
      expect(pending, `the game goes on at move ${i}`).toBeTruthy();
      if (pending!.mode === 'interrupt') {
        const who = pending!.players[0]!;
        return { who, client: seat[who]!, phase: pending!.phase, step: (await t.server.judge.gameRow(id)).step, pass: gameDef.defaultDecision(state, who) };
      }
      for (const p of pending!.players) expectOk(await seat[p]!.put(`/api/games/${id}/decision`, { decision: gameDef.defaultDecision(state, p), ready: true }));
    }
    throw new Error('no reaction window in 200 steps');
  }

  it('syracuse 2.B.3.0.6: a stratagem window nobody answers passes at the reaction deadline, not the phase deadline, without grace', async () => {
    const { id, seat, def: d } = await humansGame('syracuse', { scenario: 'historical' }, { deadlines: { default: 3600 }, reactionSeconds: 60, graceSeconds: 600, reminders: [] });
    const w = await untilWindow(id, d, seat);
    expect(w.phase).toBe('react');
    // the view tells the player the window's own deadline
    const v = expectOk(await w.client.get(`/api/games/${id}`));
    expect(v.view.pending).toMatchObject({ mode: 'interrupt', phase: 'react', players: [w.who] });
    expect(v.game.settings.reactionSeconds).toBe(60);
    expect(v.game.deadlineAt).toBe(t.clock.now() + 60_000);
    t.clock.advance(59_999);
    expect(await tickThenStep(id)).toBe(w.step);
    t.clock.advance(1);
    expect(await tickThenStep(id)).toBeGreaterThan(w.step);
    const h = expectOk(await w.client.get(`/api/games/${id}/history`));
    const resolved = h.steps[w.step + 1];
    expect(resolved.phase).toBe('react');
    expect(resolved.defaulted).toEqual([w.who]);
    expect(resolved.decision).toEqual({ verb: 'pass' });
    expect(w.pass).toEqual({ verb: 'pass' });
    // no grace was spent on the window; the next step has its own deadline by its kind
    const after = expectOk(await w.client.get(`/api/games/${id}`));
    expect(after.game.graceUsed).toBe(false);
    const next = after.view.pending as Pending;
    expect(after.game.deadlineAt).toBe(t.clock.now() + (next.mode === 'interrupt' ? 60_000 : 3600_000));
  });

  it('a stratagem sent in time but not marked ready is played at the reaction deadline, not replaced by the pass', async () => {
    const { id, seat, def: d } = await humansGame('syracuse', { scenario: 'historical' }, { deadlines: { default: 3600 }, reactionSeconds: 90 });
    const w = await untilWindow(id, d, seat);
    // Every counter of the bowl into the reacting side's hand (syracuse 2.A.1), so a stratagem is offered whatever the seed.
    const session = await truth(id);
    session.state.hands[w.who].push(...session.state.bowl);
    session.state.bowl = [];
    await t.server.judge.db.updateTable('games').set({ session: JSON.stringify(session) }).where('id', '=', id).execute();
    const v = expectOk(await w.client.get(`/api/games/${id}`));
    const stratagem = (v.legal as Json[]).find((x) => x.verb !== 'pass');
    expect(stratagem, `a stratagem is offered in ${w.phase}`).toBeTruthy();
    expect(v.game.deadlineAt).toBe(t.clock.now() + 90_000);
    t.clock.advance(30_000);
    expect(expectOk(await w.client.put(`/api/games/${id}/decision`, { decision: stratagem, ready: false })).adjudicated).toBe(false);
    t.clock.advance(59_999);
    expect(await tickThenStep(id)).toBe(w.step);
    t.clock.advance(1);
    expect(await tickThenStep(id)).toBeGreaterThan(w.step);
    const resolved = expectOk(await w.client.get(`/api/games/${id}/history`)).steps[w.step + 1];
    expect(resolved.defaulted).toEqual([]);
    expect(resolved.decision).toEqual(stratagem);
  });

  it('a player who answers at once moves the game on at once; the reaction deadline only bounds the wait', async () => {
    const { id, seat, def: d } = await humansGame('syracuse', { scenario: 'historical' }, { deadlines: { default: 3600 }, reactionSeconds: 60 });
    const w = await untilWindow(id, d, seat);
    const out = expectOk(await w.client.put(`/api/games/${id}/decision`, { decision: { verb: 'pass' }, ready: true }));
    expect(out.adjudicated).toBe(true);
    expect(expectOk(await w.client.get(`/api/games/${id}/history`)).steps[w.step + 1].defaulted).toEqual([]);
  });

  it('successors: a losses window at the online pace waits its default 4 hours, then the game takes its default', async () => {
    const { id, seat, def: d } = await humansGame('successors', { players: 2, turns: 1 }, {});
    const w = await untilWindow(id, d, seat);
    const v = expectOk(await w.client.get(`/api/games/${id}`));
    expect(v.game.settings).toMatchObject({ deadlines: { default: 2 * DAY }, reactionSeconds: REACTION_DEFAULTS.online });
    expect(v.view.pending.mode).toBe('interrupt');
    expect(v.game.deadlineAt).toBe(t.clock.now() + REACTION_DEFAULTS.online * 1000);
    t.clock.advance(REACTION_DEFAULTS.online * 1000 - 1);
    expect(await tickThenStep(id)).toBe(w.step);
    t.clock.advance(1);
    expect(await tickThenStep(id)).toBeGreaterThan(w.step);
    const resolved = expectOk(await w.client.get(`/api/games/${id}/history`)).steps[w.step + 1];
    expect(resolved.phase).toBe(w.phase);
    expect(resolved.defaulted).toEqual([w.who]);
    expect(resolved.decision).toEqual(w.pass);
  });

  it('reactionSeconds: a whole number from 5 s to 60 days, else a typed 422; not a number, 400; the default follows the pace', async () => {
    const [gm] = await users(t.app, `gm-${++userNo}`);
    const create = (extra: Record<string, unknown>) => gm!.post('/api/games', { ruleset: 'syracuse', options: { scenario: 'historical' }, ...extra });
    for (const bad of [-1, 0, 4, 2.5, REACTION_SECONDS.max + 1, 1e12, 1e308]) {
      const r = await create({ reactionSeconds: bad });
      expect(r.status, `reactionSeconds ${bad}`).toBe(422);
      expect(r.body.error).toBe('invalid-settings');
      expect(r.body.problems).toEqual([
        expect.objectContaining({ code: 'reaction-seconds-out-of-range', path: ['reactionSeconds'], data: { min: REACTION_SECONDS.min, max: REACTION_SECONDS.max } }),
      ]);
    }
    for (const bad of ['60', null, { seconds: 60 }, [60]]) {
      const r = await create({ reactionSeconds: bad });
      expect(r.status, `reactionSeconds ${JSON.stringify(bad)}`).toBe(400);
      expect(r.body.problems[0].path).toEqual(['body', 'reactionSeconds']);
    }
    const settingsOf = async (extra: Record<string, unknown>) => expectOk(await create(extra), 201).game.settings;
    expect((await settingsOf({ reactionSeconds: REACTION_SECONDS.min })).reactionSeconds).toBe(5);
    expect((await settingsOf({ reactionSeconds: REACTION_SECONDS.max })).reactionSeconds).toBe(60 * DAY);
    expect((await settingsOf({ deadlines: 'live' })).reactionSeconds).toBe(30);
    expect((await settingsOf({ deadlines: { default: 45 } })).reactionSeconds).toBe(30);
    expect((await settingsOf({})).reactionSeconds).toBe(4 * 3600);
    expect((await settingsOf({ deadlines: 'mail' })).reactionSeconds).toBe(2 * DAY);
    expect((await settingsOf({ deadlines: 'mail', reactionSeconds: 600 })).reactionSeconds).toBe(600);
  });
});
