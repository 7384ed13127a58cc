/**
 * The judge's path (issue 22): a decision is validated once, when submitted, and the resolution
 * takes that validated value; what the game checked is its own copy, so a caller changing its
 * object afterwards changes nothing; a session rebuilt from a save, a replaced decision or a
 * retried resolution is validated again; a replay validates each recorded decision once.
 */
import { describe, expect, it } from 'vitest';
import { autoplay, botInput, createGame, digest, loadGame, randomBot, replay, saveGame, submit, waitingOn } from '../src/index.ts';
import type { GameDefinition, GameSession } from '../src/index.ts';
import { tribute } from './tiny-game.ts';
import type { TributeState } from './tiny-game.ts';

/** Tribute with its validations counted. */
function counted(): { def: GameDefinition<TributeState>; calls: () => number } {
  let n = 0;
  const def = { ...tribute, validate: (s, p, d) => (n++, tribute.validate(s, p, d)) } as GameDefinition<TributeState>;
  return { def, calls: () => n };
}

function start(def: GameDefinition<TributeState>, seed = 'path'): GameSession<TributeState> {
  const r = createGame(def, { seed, options: { players: 3, rounds: 2 } });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

function must(r: ReturnType<typeof submit<TributeState>>): GameSession<TributeState> {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.session;
}

const bidOf = (s: GameSession<TributeState>, p: string, i = 0) => ({ bid: s.state.hands[p]![i]!.id });

describe('submit validates a decision once', () => {
  it('three simultaneous bids: three validations, not six, and the same state as validating twice', () => {
    const { def, calls } = counted();
    let s = start(def);
    for (const p of ['north', 'east', 'south']) s = must(submit(def, s, p, bidOf(s, p)));
    expect(s.record.length).toBe(2);
    expect(calls()).toBe(3);
    // The same decisions, the first two through a session rebuilt from its save: nothing is
    // remembered of them, so the resolution validates them again (south once, north and east
    // twice), and reaches the same state.
    let t = start(def);
    for (const p of ['north', 'east']) t = must(submit(def, t, p, bidOf(t, p)));
    const loaded = loadGame(saveGame(t));
    if (!loaded.ok) throw new Error('load');
    const before = calls();
    const u = must(submit(def, loaded.value as GameSession<TributeState>, 'south', bidOf(t, 'south')));
    expect(calls() - before).toBe(1 + 2);
    expect(u.record[1]!.digest).toBe(s.record[1]!.digest);
    expect(digest(u.state)).toBe(digest(s.state));
  });

  it('resolves the copy it validated: the caller’s object changed after submitting changes nothing', () => {
    const { def } = counted();
    let s = start(def);
    const mine = bidOf(s, 'north', 0);
    s = must(submit(def, s, 'north', mine));
    mine.bid = s.state.hands['north']![1]!.id;
    for (const p of ['east', 'south']) s = must(submit(def, s, p, bidOf(s, p)));
    const played = (s.record[1]!.decisions['north'] as { bid: string }).bid;
    expect(played).toBe(start(def).state.hands['north']![0]!.id);
    expect(s.state.hands['north']!.some((c) => c.id === played)).toBe(false);
  });

  it('a replaced decision is the one resolved, and a resolution retried from the same session validates again', () => {
    const { def, calls } = counted();
    let s = start(def);
    s = must(submit(def, s, 'north', bidOf(s, 'north', 0)));
    s = must(submit(def, s, 'north', bidOf(s, 'north', 1)));
    s = must(submit(def, s, 'east', bidOf(s, 'east')));
    const n = calls();
    const once = must(submit(def, s, 'south', bidOf(s, 'south')));
    const again = must(submit(def, s, 'south', bidOf(s, 'south')));
    expect((once.record[1]!.decisions['north'] as { bid: string }).bid).toBe(s.state.hands['north']![1]!.id);
    // First resolution: 1 (south) and nothing else; the retry: 1 (south) + north and east again.
    expect(calls() - n).toBe(1 + 1 + 2);
    expect(again.record[1]!.digest).toBe(once.record[1]!.digest);
  });

  it('a decision that is not plain data is refused as a problem, not thrown', () => {
    const { def } = counted();
    const s = start(def);
    const cyclic: Record<string, unknown> = { bid: s.state.hands['north']![0]!.id };
    cyclic['self'] = cyclic;
    const r = submit(def, s, 'north', cyclic);
    expect(!r.ok && r.error[0]!.code).toBe('not-data');
    expect(waitingOn(def, s).missing).toContain('north');
  });

  it('a replay validates each recorded decision once and reaches every recorded digest', () => {
    const { def, calls } = counted();
    const end = autoplay(def, start(def, 'replayed'), { bots: randomBot('replayed') });
    const decisions = end.record.reduce((n, e) => n + Object.keys(e.decisions).length, 0);
    const n = calls();
    const again = replay(def, end);
    if (!again.ok) throw new Error(JSON.stringify(again.error));
    expect(calls() - n).toBe(decisions);
    expect(again.value.record.map((e) => e.digest)).toEqual(end.record.map((e) => e.digest));
  });
});

describe('a bot input lists the legal decisions only when read (issue 22)', () => {
  it('a bot that never reads them costs no listing; one that does gets the same list as before, a plain writable field in its JSON', () => {
    let listed = 0;
    const def = { ...tribute, legalDecisions: (s: TributeState, p: string) => (listed++, tribute.legalDecisions!(s, p)) } as GameDefinition<TributeState>;
    const blind = autoplay(def, start(def, 'lazy'), { bots: (input) => ({ bid: (input.view as { hands: Record<string, { id: string }[]> }).hands[input.player]?.[0]?.id, raid: 'bank', react: 'pass' }) });
    expect(blind.state.phase).toBe('over');
    expect(listed).toBe(0);
    const s = start(def, 'lazy');
    const input = botInput(def, s, 'north');
    expect(Object.keys(input)).toEqual(['player', 'pending', 'view', 'legal', 'step']);
    expect(listed).toBe(0);
    expect(input.legal).toEqual(tribute.legalDecisions!(s.state, 'north'));
    expect(JSON.parse(JSON.stringify(input)).legal).toEqual(input.legal);
    expect(listed).toBe(1);
    input.legal = null;
    expect(input.legal).toBeNull();
  });
});

describe('a bot input makes the view only when read (issue 22)', () => {
  it('a bot that never reads it costs no view; one that does gets a private copy equal to the game’s view', () => {
    let viewed = 0;
    const def = { ...tribute, view: (s: TributeState, p: string | null) => (viewed++, tribute.view(s, p)) } as GameDefinition<TributeState>;
    const blind = autoplay(def, start(def, 'lazy-view'), { bots: (input) => input.legal?.[0] });
    expect(blind.state.phase).toBe('over');
    expect(viewed).toBe(0);
    const s = start(def, 'lazy-view');
    const input = botInput(def, s, 'north');
    expect(viewed).toBe(0);
    expect(input.view).toEqual(tribute.view(s.state, 'north'));
    expect(viewed).toBe(1);
    (input.view as { hands: Record<string, unknown> }).hands = {};
    expect(tribute.view(s.state, 'north')).not.toEqual(input.view);
    expect(JSON.parse(JSON.stringify(input)).view).toEqual(input.view);
    expect(viewed).toBe(1);
  });
});

describe('a step’s digest is computed when read (issue 22)', () => {
  it('not while playing; when read, the digest of the state the step left, in saves too', () => {
    let reads = 0;
    /**
     * A one-step game whose final state counts how often its text is written (a `toJSON`: the
     * kernel's ordering walk, which reads every value, does not call it; a digest or a save does).
     */
    const once: GameDefinition<{ over: boolean; probe?: unknown }> = {
      id: 'once', title: 'one step', parseOptions: () => ({ ok: true, value: {} }), players: () => ['solo'],
      setup: () => ({ over: false }),
      pending: (s) => (s.over ? null : { mode: 'turn', players: ['solo'], phase: 'go' }),
      validate: (_s, _p, d) => ({ ok: true, value: d }),
      resolve: () => ({ over: true, probe: { toJSON: () => ++reads } }),
      view: (s) => ({ over: s.over }), defaultDecision: () => 'go', result: (s) => (s.over ? { winners: ['solo'], reason: 'done' } : null),
    };
    const c = createGame(once, { seed: 'lazy' });
    if (!c.ok) throw new Error('create');
    const r = submit(once, c.value, 'solo', 'go');
    if (!r.ok) throw new Error('submit');
    expect(r.value.resolved).toBe(true);
    expect(reads).toBe(0);
    const d = r.value.session.record[1]!.digest;
    expect(reads).toBe(1);
    expect(d).toBe(digest({ over: true, probe: 1 }));
    expect(r.value.session.record[1]!.digest).toBe(d);
    expect(JSON.parse(saveGame(r.value.session)).record[1].digest).toBe(d);
    expect(reads).toBe(2); // the save writes the state itself; the digest is not computed again
  });
});

describe('unread digests wait per record (issue 22)', () => {
  /**
   * A game of `steps` steps whose states count how often their text is written (see above). The
   * kernel's copy of a state before resolving the next step writes it too (a `toJSON` is not plain
   * data: it goes through the JSON round trip), once a step but the first.
   */
  function counter(steps: number, counts: { reads: number }): GameDefinition<{ n: number; probe?: unknown }> {
    return {
      id: 'count', title: 'counting', parseOptions: () => ({ ok: true, value: {} }), players: () => ['solo'],
      setup: () => ({ n: 0 }),
      pending: (s) => (s.n >= steps ? null : { mode: 'turn', players: ['solo'], phase: 'go' }),
      validate: (_s, _p, d) => ({ ok: true, value: d }),
      resolve: (s) => ({ n: s.n + 1, probe: { toJSON: () => ++counts.reads } }),
      view: (s) => ({ n: s.n }), defaultDecision: () => 'go', result: (s) => (s.n >= steps ? { winners: ['solo'], reason: 'done' } : null),
    };
  }

  it('games dropped unread are never hashed, however many steps they add up to', () => {
    const counts = { reads: 0 };
    const def = counter(10, counts);
    for (let g = 0; g < 40; g++) {
      const c = createGame(def, { seed: `short-${g}` });
      if (!c.ok) throw new Error('create');
      expect(autoplay(def, c.value, { bots: () => 'go' }).record.length).toBe(11);
    }
    expect(counts.reads).toBe(40 * 9); // the copies only
  });

  it('a long record hashes the steps more than 256 behind its last, once each, and keeps their digests', () => {
    const counts = { reads: 0 };
    const def = counter(300, counts);
    const c = createGame(def, { seed: 'long' });
    if (!c.ok) throw new Error('create');
    const end = autoplay(def, c.value, { bots: () => 'go' });
    expect(end.record.length).toBe(301);
    // 299 copies; steps 300 − 256 + 1 … 300 wait, the set-up (no probe) and steps 1 … 44 were hashed while playing.
    expect(counts.reads).toBe(299 + 44);
    expect(end.record[1]!.digest).toMatch(/^[0-9a-f]{32}$/);
    expect(end.record[1]!.digest).toBe(end.record[1]!.digest);
    expect(counts.reads).toBe(299 + 44);
  });
});

describe('frozen bot views (issue 22: `frozenBotViews`)', () => {
  const shared = { ...tribute, frozenBotViews: true } as GameDefinition<TributeState>;

  it('the bots asked on one state share one frozen copy of what their views take from it; each view reads as the game’s', () => {
    const s = start(shared, 'frozen');
    const north = botInput(shared, s, 'north').view as { hands: object; scores: object; players: string[] };
    const east = botInput(shared, s, 'east').view as typeof north;
    expect(north).toEqual(tribute.view(s.state, 'north'));
    expect(east).toEqual(tribute.view(s.state, 'east'));
    expect(north).not.toBe(east);
    expect(north.scores).toBe(east.scores);
    expect(north.scores).not.toBe(s.state.scores);
    expect(north.hands).not.toBe(east.hands);
    expect(Object.isFrozen(north) && Object.isFrozen(north.scores) && Object.isFrozen(north.players)).toBe(true);
    expect(() => {
      north.players.push('west');
    }).toThrow(TypeError);
    expect(s.state.players).toEqual(['north', 'east', 'south']);
  });

  it('a whole game plays as with private copies: the same record, the same digests', () => {
    const bot = (seed: string) => {
      const pick = randomBot(seed);
      return (input: Parameters<typeof pick>[0]) => (JSON.stringify(input.view), pick(input));
    };
    const a = autoplay(tribute, start(tribute, 'frozen-game'), { bots: bot('f') });
    const b = autoplay(shared, start(shared, 'frozen-game'), { bots: bot('f') });
    expect(b.record.map((e) => e.digest)).toEqual(a.record.map((e) => e.digest));
    expect(saveGame(b)).toBe(saveGame(a));
  });
});
