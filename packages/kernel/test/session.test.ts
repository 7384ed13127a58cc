import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  createGame, digest, loadGame, playerView, replay, resolveAtDeadline, saveGame, submit, verifyGame, waitingOn,
} from '../src/index.ts';
import type { GameSession } from '../src/index.ts';
import { Dice, rngFromSeed } from '../src/index.ts';
import { tribute } from './tiny-game.ts';
import type { TributeState } from './tiny-game.ts';

function start(seed: string, players = 3) {
  const r = createGame(tribute, { seed, options: { players, rounds: 3 } });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** Plays a whole game choosing uniformly among legal decisions, with the choices drawn from `pickSeed`. */
function playRandom(session: GameSession<TributeState>, pickSeed: string, deadlineEvery = 0): GameSession<TributeState> {
  const chooser = new Dice(rngFromSeed(pickSeed));
  let s = session;
  for (let guard = 0; guard < 200; guard++) {
    const { pending, missing } = waitingOn(tribute, s);
    if (!pending) return s;
    if (deadlineEvery > 0 && guard % deadlineEvery === deadlineEvery - 1) {
      s = resolveAtDeadline(tribute, s);
      continue;
    }
    const p = missing[0]!;
    const options = tribute.legalDecisions!(s.state, p)!;
    const r = submit(tribute, s, p, chooser.pick(options, 'test choice'));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    s = r.value.session;
  }
  throw new Error('game did not end');
}

describe('kernel sessions', () => {
  it('waits for every simultaneous decision before resolving, and keeps them secret meanwhile', () => {
    let s = start('secret');
    const card = s.state.hands['north']![0]!;
    const r = submit(tribute, s, 'north', { bid: card.id });
    expect(r.ok && !r.value.resolved).toBe(true);
    s = (r as { ok: true; value: { session: GameSession<TributeState> } }).value.session;
    expect(waitingOn(tribute, s).missing).toEqual(['east', 'south']);
    const eastView = JSON.stringify(playerView(tribute, s, 'east'));
    expect(eastView).not.toContain(card.id);
    expect(playerView(tribute, s, 'north').mySubmission).toEqual({ bid: card.id });
  });

  it('rejects bad input with located problems and never throws', () => {
    const s = start('bad');
    for (const junk of [null, 42, 'x', { bid: 'card-999' }, { raid: 'roll' }, [], { bid: { evil: true } }]) {
      const r = submit(tribute, s, 'north', junk);
      expect(r.ok).toBe(false);
    }
    const r = submit(tribute, s, 'north', { bid: 'card-999' });
    expect(!r.ok && r.error[0]!.path).toEqual(['bid']);
    const wrong = submit(tribute, s, 'nobody', { bid: 'x' });
    expect(!wrong.ok && wrong.error[0]!.code).toBe('not-your-decision');
  });

  it('applies the default decision for missing players at the deadline', () => {
    const s = resolveAtDeadline(tribute, start('nmr'));
    expect(s.record).toHaveLength(2);
    expect(s.record[1]!.defaulted).toEqual(['north', 'east', 'south']);
    expect(waitingOn(tribute, s).pending!.phase).toBe('raid');
  });

  it('passes through simultaneous, turn and interrupt steps to a result', () => {
    const s = playRandom(start('modes'), 'choices');
    const modes = new Set(s.record.slice(1).map((e) => e.phase));
    expect(modes).toEqual(new Set(['bid', 'raid', 'react']));
    expect(tribute.result(s.state)).not.toBeNull();
  });

  it('property: 1,000 random games replayed from their records give identical states', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.integer({ min: 2, max: 4 }), fc.integer({ min: 0, max: 4 }), (seed, picks, n, deadline) => {
        const s = playRandom(start(seed, n), picks, deadline);
        const again = replay(tribute, s);
        expect(again.ok).toBe(true);
        if (again.ok) expect(saveGame(again.value)).toBe(saveGame(s));
      }),
      { numRuns: 1000 },
    );
  });

  it('property: a view never contains another player\'s hand or unresolved decision', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.integer({ min: 1, max: 12 }), (seed, picks, stopAt) => {
        const chooser = new Dice(rngFromSeed(picks));
        let s = start(seed, 4);
        for (let i = 0; i < stopAt; i++) {
          const { pending, missing } = waitingOn(tribute, s);
          if (!pending) break;
          const p = missing[0]!;
          s = (submit(tribute, s, p, chooser.pick(tribute.legalDecisions!(s.state, p)!, 'c')) as { ok: true; value: { session: GameSession<TributeState> } }).value.session;
        }
        if (!waitingOn(tribute, s).pending) return;
        for (const viewer of [...s.state.players, null]) {
          const text = JSON.stringify(playerView(tribute, s, viewer));
          for (const other of s.state.players) {
            if (other === viewer) continue;
            for (const card of s.state.hands[other]!) expect(text).not.toContain(`"${card.id}"`);
            const theirs = JSON.stringify(s.submissions[other]);
            const mine = viewer === null ? undefined : JSON.stringify(s.submissions[viewer]);
            if (other in s.submissions && theirs !== mine) expect(text).not.toContain(theirs);
          }
          expect(text).not.toContain(s.seed === '' ? '\u0000' : `"seed":`);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('property: a game saved and loaded continues identically', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.integer({ min: 0, max: 8 }), (seed, picks, cut) => {
        const chooser = new Dice(rngFromSeed(picks));
        let s = start(seed);
        for (let i = 0; i < cut && waitingOn(tribute, s).pending; i++) {
          const p = waitingOn(tribute, s).missing[0]!;
          s = (submit(tribute, s, p, chooser.pick(tribute.legalDecisions!(s.state, p)!, 'c')) as { ok: true; value: { session: GameSession<TributeState> } }).value.session;
        }
        const loaded = loadGame(saveGame(s));
        expect(loaded.ok).toBe(true);
        if (!loaded.ok) return;
        const a = playRandom(s, `${picks}-rest`);
        const b = playRandom(loaded.value as GameSession<TributeState>, `${picks}-rest`);
        expect(digest(a)).toBe(digest(b));
      }),
      { numRuns: 200 },
    );
  });

  it('verifies a finished game and catches a tampered roll or seed', () => {
    const s = playRandom(start('verify'), 'v');
    expect(verifyGame(tribute, s)).toMatchObject({ ok: true, problems: [] });
    const rolled = s.record.findIndex((e, i) => i > 0 && e.rolls.length > 0);
    const tampered = JSON.parse(saveGame(s)) as GameSession<TributeState>;
    if (rolled > 0) {
      tampered.record[rolled]!.rolls[0]!.result[0] = 99;
      expect(verifyGame(tribute, tampered).problems.join()).toMatch(/recorded rolls/);
    }
    const reseeded = { ...s, seed: 'other' };
    expect(verifyGame(tribute, reseeded).problems.join()).toMatch(/commitment/);
  });

  it('reveals the seed and secret events only when the game is over', () => {
    const s0 = start('reveal');
    const v = playerView(tribute, s0, 'north');
    expect(v.seed).toBeUndefined();
    expect(v.log.filter((e) => e.type === 'hand')).toHaveLength(1);
    const end = playRandom(s0, 'r');
    const after = playerView(tribute, end, 'north');
    expect(after.seed).toBe('reveal');
    expect(after.log.filter((e) => e.type === 'hand')).toHaveLength(3);
  });

  it('rebuilds any past state from the record', () => {
    const s = playRandom(start('past'), 'p');
    const third = replay(tribute, s, 3);
    expect(third.ok && third.value.record).toHaveLength(4);
    if (third.ok) expect(digest(third.value.state)).toBe(s.record[3]!.digest);
  });

  it('refuses saves of another format or version with a clear message', () => {
    expect(loadGame('{')).toMatchObject({ ok: false });
    const r = loadGame(JSON.stringify({ format: 'diadochi-game', version: 99 }));
    expect(!r.ok && r.error[0]!.message).toMatch(/version 99/);
  });
});
