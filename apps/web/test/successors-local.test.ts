/**
 * Successors on this device (`/local/successors`, issue 19): hot-seat never shows a hand to the
 * wrong player (successors 7) — the device is passed before each human's decision, the pass
 * screen shows no hand, a play screen only its seat's; bots play from their own view; a save
 * reloads the same game and asks again who holds the device.
 */
import { describe, expect, it } from 'vitest';
import { acknowledge, botStep, decide, loadLocal, newLocalGame, saveLocal, screenOf } from '../src/boards/successors/local.ts';
import type { LocalGame } from '../src/boards/successors/local.ts';

function start(): LocalGame {
  const r = newLocalGame({ players: 4, seats: { blue: 'human', red: 'bot', yellow: 'human', black: 'bot' }, seed: 'local-1' });
  if (!r.ok) throw new Error('create');
  return r.value;
}

describe('Successors on this device (successors 7)', () => {
  it('hot-seat: the device is passed before a hand shows; a play screen shows its seat’s hand only; bots play on', () => {
    let g = start();
    let passes = 0;
    let plays = 0;
    let bots = 0;
    for (let i = 0; i < 60; i++) {
      const sc = screenOf(g);
      if (sc.kind === 'over') break;
      const hands = sc.view.view.hands;
      if (sc.kind === 'pass') {
        passes++;
        expect(Object.values(hands).every((h) => h === null)).toBe(true);
        expect(decide(g, { verb: 'pass' }).ok).toBe(false);
        g = acknowledge(g);
      } else if (sc.kind === 'play') {
        plays++;
        for (const [f, h] of Object.entries(hands)) expect(h === null, f).toBe(f !== sc.seat);
        const c = sc.view.view.choices[0]!;
        const r = decide(g, { verb: c.verb, ...(c.subject ? { subject: c.subject } : {}), ...(c.targets ? { target: c.targets[0] } : {}) });
        expect(r.ok).toBe(true);
        if (r.ok) g = r.value;
      } else {
        bots++;
        // a bot's turn, seen with nobody's hand: there are two humans at the table
        expect(Object.values(hands).every((h) => h === null)).toBe(true);
        const before = g.session.record.length;
        g = botStep(g);
        expect(g.session.record.length).toBeGreaterThan(before);
      }
    }
    expect(passes).toBeGreaterThan(0);
    expect(plays).toBeGreaterThan(passes - 1);
    expect(bots).toBeGreaterThan(0);
  });

  it('a save reloads the same game, and a hot-seat reload asks who holds the device', () => {
    let g = start();
    for (let i = 0; i < 30; i++) {
      const sc = screenOf(g);
      if (sc.kind === 'pass') g = acknowledge(g);
      else if (sc.kind === 'bot') g = botStep(g);
      else if (sc.kind === 'play') {
        const c = sc.view.view.choices[0]!;
        const r = decide(g, { verb: c.verb, ...(c.subject ? { subject: c.subject } : {}), ...(c.targets ? { target: c.targets[0] } : {}) });
        if (r.ok) g = r.value;
      }
    }
    const back = loadLocal(saveLocal(g));
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.value.session.state).toEqual(g.session.state);
    expect(back.value.holder).toBeNull();
    const sc = screenOf(back.value);
    if (sc.kind !== 'bot' && sc.kind !== 'over') expect(sc.kind).toBe('pass');
    expect(loadLocal('{"format":"other"}').ok).toBe(false);
  });
});
