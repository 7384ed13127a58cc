import { games as catalog } from '@diadochi/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { expectOk, listenGame, testServer, users } from './helpers.ts';
import type { Client, Json, Res, TestServer } from './helpers.ts';

/**
 * Syracuse between two human accounts on the judge (issue 16, "online on the judge"): the
 * Athenian creates the game, both join through the HTTP API, and a whole turn is played with each
 * player deciding from his own view (`GET /api/games/:id`, its `legal` list) and sending his
 * decision (`PUT /api/games/:id/decision`). The windows where the other player answers during an
 * action phase (`syracuse 2.B.3.0.6`: the stratagem window `react`, the Advantage's re-roll
 * `reroll`, the `losses` choice…) have a short deadline (30 s, `deadlines.phases`): one window is
 * left to run out and the scheduler plays the game's default (pass); in another the Syracusan
 * answers with a stratagem.
 *
 * Secrets (`syracuse 2.A.1`: the stratagems in hand are secret until played): after every step the
 * views, the error bodies and every WebSocket frame each player received are searched for the
 * counters in the other's hand (those the reader never held himself). Every counter of the bowl is
 * planted in the Syracusan's hand at the start, so a reaction is possible whatever the seed and
 * many secrets are watched; the probe is live (each player does see his own counters).
 */

const SIDES = ['ath', 'syr'] as const;
type Side = (typeof SIDES)[number];
const other = (s: Side): Side => (s === 'ath' ? 'syr' : 'ath');
/** The windows a player answers in the other's action phase, and the D.5 / loss questions: a short clock. */
const SHORT = 30;
const REACTION_PHASES = ['react', 'withdraw', 'combat-strat', 'reroll', 'after-combat', 'retreat', 'losses'];

const sockets: WebSocket[] = [];
/** A subscribed socket's frames; the socket is closed after the suite. */
async function listenOn(url: string, c: Client, gameId: string): Promise<string[]> {
  const { frames, ws } = await listenGame(url, c, gameId);
  sockets.push(ws);
  return frames;
}



/** A counter id as it would appear in JSON (`"c7"`), never a prefix of a longer one. */
const showsCounter = (text: string, counter: string) => text.includes(JSON.stringify(counter));

/** The quiet choice of a decision (pass, done, end…), else the first listed (the automatic one). */
function quiet(legal: Json[]): Json {
  return legal.find((d) => ['pass', 'done', 'stay', 'end'].includes(d.verb)) ?? legal[0];
}

describe('syracuse: two humans on the judge (syracuse 2.A.1, 2.B.3.0.6)', () => {
  let t: TestServer;
  let url: string;
  beforeAll(async () => {
    t = await testServer('sqlite', { games: catalog });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/ws`;
  });
  afterAll(async () => {
    for (const ws of sockets) ws.close();
    await t?.close();
  });

  it('a whole turn, each from his own view; short reaction deadlines; out-of-turn refused; no hand ever leaks', async () => {
    const [athUser, syrUser] = await users(t.app, 'nicias', 'hermocrates');
    const seat: Record<Side, Client> = { ath: athUser!, syr: syrUser! };
    const phases = Object.fromEntries(REACTION_PHASES.map((p) => [p, SHORT]));
    const created = expectOk(
      await seat.ath.post('/api/games', { ruleset: 'syracuse', options: { scenario: 'historical' }, deadlines: { default: 3600, phases }, press: 'none', emptySeats: 'default' }),
      201,
    );
    const id = created.id as string;
    expectOk(await seat.ath.post(`/api/games/${id}/join`, { preferences: ['ath'] }));
    expectOk(await seat.syr.post(`/api/games/${id}/join`, { preferences: ['syr'] }));
    expectOk(await seat.ath.post(`/api/games/${id}/start`));
    const seats = expectOk(await seat.ath.get(`/api/games/${id}`)).game.seats as Json[];
    expect(Object.fromEntries(seats.map((s) => [s.power, [s.player, s.controller]]))).toEqual({ ath: ['nicias', 'human'], syr: ['hermocrates', 'human'] });

    // Plant: every counter of the bowl into the Syracusan hand (his own view then names their faces).
    const db = t.server.judge.db;
    const truth = async () => JSON.parse((await t.server.judge.gameRow(id)).session) as Json;
    const session = await truth();
    session.state.hands.syr.push(...session.state.bowl);
    session.state.bowl = [];
    await db.updateTable('games').set({ session: JSON.stringify(session) }).where('id', '=', id).execute();
    const startTurn: number = session.state.turn;

    const frames: Record<Side, string[]> = { ath: await listenOn(url, seat.ath, id), syr: await listenOn(url, seat.syr, id) };
    /** What each player received over HTTP: views, replies, errors. */
    const heard: Record<Side, string[]> = { ath: [], syr: [] };
    /** Counters each player has held at some point (he may see them again: his own log). */
    const held: Record<Side, Set<string>> = { ath: new Set(), syr: new Set() };
    const hear = <T>(side: Side, r: Res<T>): Res<T> => {
      heard[side].push(r.text);
      return r;
    };

    /** No text a player received names a counter in the other's hand that he never held. */
    const checkSecrets = async (when: string) => {
      const s = (await truth()).state;
      for (const side of SIDES) held[side] = new Set([...held[side], ...(s.hands[side] as string[])]);
      for (const viewer of SIDES) {
        const hidden = (s.hands[other(viewer)] as string[]).filter((c) => !held[viewer].has(c) && !(s.removedCounters as string[]).includes(c));
        const text = [...heard[viewer], ...frames[viewer]].join('\n');
        for (const c of hidden) expect(showsCounter(text, c), `${viewer} sees ${other(viewer)}'s counter ${c} (${when})`).toBe(false);
      }
    };

    let timedOut = false;
    let reacted = false;
    let outOfTurnTried = false;
    let badChoiceTried = false;
    const seen = new Set<string>();
    const deciders = new Set<Side>();
    for (let i = 0; i < 600; i++) {
      const state = (await truth()).state;
      if (state.turn > startTurn || state.step.k === 'over') break;
      const views = Object.fromEntries(await Promise.all(SIDES.map(async (side) => [side, hear(side, await seat[side].get(`/api/games/${id}`))] as const))) as Record<Side, Res>;
      // the probe is live: each player's own view lists his own counters
      for (const side of SIDES) for (const c of state.hands[side] as string[]) expect(showsCounter(views[side].text, c), `${side} sees his own ${c}`).toBe(true);
      const pending = views.ath.body.view.pending;
      expect(pending, `step ${i}`).toBeTruthy();
      const who = pending.players[0] as Side;
      const me = seat[who];
      const view = views[who].body;
      const legal = view.legal as Json[];
      expect(legal.length, `${who} has choices in ${pending.phase}`).toBeGreaterThan(0);
      // only the pending player has choices; the other's `legal` is empty or null
      expect(views[other(who)].body.legal ?? []).toEqual([]);
      seen.add(pending.phase);
      const step = view.view.step as number;

      if (!outOfTurnTried) {
        // syracuse 2: a decision out of turn is refused, typed, and nothing of the hand in it
        outOfTurnTried = true;
        const r = hear(other(who), await seat[other(who)].put(`/api/games/${id}/decision`, { decision: { verb: 'pass' }, step }));
        expect(r.status).toBe(409);
        expect(r.body.error).toBe('not-your-decision');
      }
      if (!badChoiceTried && legal.some((d) => d.verb === 'pass')) {
        // a decision that is not among the listed choices: 422 with the game's typed problem, naming only the verb
        badChoiceTried = true;
        const r = hear(who, await me.put(`/api/games/${id}/decision`, { decision: { verb: 'play', subject: 'S99' }, step }));
        expect(r.status).toBe(422);
        expect(r.body.error).toBe('invalid-decision');
        expect(r.body.problems.map((p: Json) => p.code)).toEqual(['not-a-choice']);
        expect(r.body.problems[0].data).toEqual({ verb: 'play' });
      }

      if (pending.phase === 'react' && who === 'ath' && !timedOut) {
        // the Athenian lets the short window run out: the scheduler plays his default (pass) at 30 s
        expect(views.ath.body.game.deadlineAt - t.clock.now()).toBe(SHORT * 1000);
        timedOut = true;
        t.clock.advance(SHORT * 1000 + 1);
        expect((await t.server.scheduler.tick()).adjudicated).toBeGreaterThanOrEqual(1);
        const hist = hear('ath', await seat.ath.get(`/api/games/${id}/history`)).body.steps as Json[];
        const last = hist[hist.length - 1];
        expect([last.phase, last.defaulted]).toEqual(['react', ['ath']]);
        await checkSecrets(`after the deadline of step ${step}`);
        continue;
      }
      let decision = quiet(legal);
      if (pending.phase === 'react' && who === 'syr' && !reacted) {
        // the Syracusan answers the Athenian's action phase with a stratagem from his own hand
        const play = legal.find((d) => d.verb === 'play' && d.subject === 'S23') ?? legal.find((d) => d.verb === 'play' && d.subject === 'S4') ?? legal.find((d) => d.verb === 'play');
        expect(play, 'a stratagem to play in the window').toBeTruthy();
        decision = play;
        reacted = true;
      } else if (pending.phase === 'declare') decision = legal[0]; // one AP at a time: many action phases, many windows
      const r = hear(who, await me.put(`/api/games/${id}/decision`, { decision, step }));
      expect(r.status, `${who} ${JSON.stringify(decision)} in ${pending.phase}: ${r.text}`).toBe(200);
      expect(r.body.adjudicated).toBe(true);
      deciders.add(who);
      await checkSecrets(`after ${who} ${decision.verb} in ${pending.phase} (step ${step})`);
    }

    const end = (await truth()).state;
    expect(end.turn, 'the turn was played to its end').toBe(startTurn + 1);
    expect([...deciders].sort()).toEqual(['ath', 'syr']);
    expect(timedOut && reacted).toBe(true);
    // the turn went through its phases: initiative, stratagem windows, actions, works and adjustments
    for (const p of ['declare', 'react', 'act', 'works', 'd1', 'd2', 'd3', 'd5']) expect([...seen], p).toContain(p);
    // both sockets followed the game: phases and results, each with its own view
    for (const side of SIDES) {
      expect(frames[side].filter((f) => f.includes('"type":"phase"')).length).toBeGreaterThan(10);
      expect(frames[side].some((f) => f.includes('"type":"results"'))).toBe(true);
    }
    await checkSecrets('at the end of the turn');
  }, 240_000);
});
