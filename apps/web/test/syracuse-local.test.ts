/**
 * Syracuse on one device (apps/web/src/boards/syracuse/local.ts), without a browser: the device
 * is passed before any hand shows, secrets stay with their side (`syracuse 2.A.1`), reactions
 * are told apart (`syracuse 2.B.3.0.6`), the bot plays from its own view, and a save reloads.
 */
import { describe, expect, it } from 'vitest';
import { acknowledge, botStep, decide, loadLocal, newLocalGame, saveLocal, screenOf, visibleLog } from '../src/boards/syracuse/local.ts';
import type { LocalGame, LocalSetup } from '../src/boards/syracuse/local.ts';

function start(setup: Partial<LocalSetup> = {}): LocalGame {
  const r = newLocalGame({ scenario: 'historical', seats: { ath: 'human', syr: 'human' }, seed: 'syr-local', ...setup });
  if (!r.ok) throw new Error(r.error.map((p) => p.message).join('; '));
  return r.value;
}

/** One step as the board takes it: the pass screen acknowledged, else the quiet choice or the first target. */
function advance(g: LocalGame): LocalGame {
  const s = screenOf(g);
  if (s.kind === 'pass') return acknowledge(g);
  if (s.kind === 'bot') return botStep(g);
  if (s.kind !== 'play') return g;
  const cs = s.view.view.choices ?? [];
  const c = cs.find((x) => ['pass', 'done', 'end', 'stay'].includes(x.verb)) ?? cs[0]!;
  const r = decide(g, { verb: c.verb, ...(c.subject ? { subject: c.subject } : {}), ...(c.targets ? { target: c.targets[0] } : {}) });
  if (!r.ok) throw new Error(r.error.map((p) => p.message).join('; '));
  return r.value;
}

describe('Syracuse on this device', () => {
  it('syracuse 2.A.1: hot-seat shows the pass screen, with no hand, before each change of player', () => {
    let g = start();
    let passes = 0;
    for (let i = 0; i < 300; i++) {
      const s = screenOf(g);
      if (s.kind === 'pass') {
        passes++;
        expect(s.view.view.hand).toBeNull();
        expect(s.view.view.choices).toBeNull();
        // the spectator's log holds no secret event (draws and returns to the bowl name counters)
        expect(s.log.every((e) => !e.to)).toBe(true);
      }
      if (s.kind === 'play') {
        expect(s.view.view.viewer).toBe(s.seat);
        expect(s.log.every((e) => !e.to || e.to.includes(s.seat))).toBe(true);
      }
      g = advance(g);
    }
    expect(passes).toBeGreaterThan(3);
  });

  it('syracuse 2.A.1: one side\'s draws are never in the other\'s log', () => {
    let g = start();
    for (let i = 0; i < 200; i++) g = advance(g);
    const ath = visibleLog(g.session, 'ath');
    const syr = visibleLog(g.session, 'syr');
    expect(ath.some((e) => e.type === 'draw')).toBe(true);
    expect(ath.filter((e) => e.type === 'draw').every((e) => (e.data as { side: string }).side === 'ath')).toBe(true);
    expect(syr.filter((e) => e.type === 'draw').every((e) => (e.data as { side: string }).side === 'syr')).toBe(true);
  });

  it('syracuse 2.B.3.0.6: a reaction window is an interrupt for the side not acting', () => {
    let g = start();
    let seen = false;
    for (let i = 0; i < 300 && !seen; i++) {
      const s = screenOf(g);
      if ((s.kind === 'play' || s.kind === 'pass') && s.interrupt) {
        seen = true;
        expect(s.view.view.actionSide).not.toBe(s.seat);
      }
      g = advance(g);
    }
    expect(seen).toBe(true);
  });

  it('plays against the bot: the bot moves on its own, the human sees only his side', () => {
    let g = start({ seats: { ath: 'human', syr: 'bot' } });
    let bots = 0;
    for (let i = 0; i < 300; i++) {
      const s = screenOf(g);
      expect(s.kind).not.toBe('pass');
      if (s.kind === 'bot') {
        bots++;
        expect(s.view.view.viewer).toBe('ath');
      }
      g = advance(g);
    }
    expect(bots).toBeGreaterThan(3);
  });

  it('a saved game reloads and plays on the same; the holder is forgotten, so the device is passed again', () => {
    let g = start();
    for (let i = 0; i < 40; i++) g = advance(g);
    const r = loadLocal(saveLocal(g));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.holder).toBeNull();
    expect(screenOf(r.value).kind).toBe('pass');
    let a = acknowledge(r.value);
    let b = acknowledge({ ...g, holder: null });
    for (let i = 0; i < 40; i++) {
      a = advance(a);
      b = advance(b);
    }
    expect(JSON.stringify(a.session.state)).toBe(JSON.stringify(b.session.state));
    expect(loadLocal('{').ok).toBe(false);
    expect(loadLocal('{"format":"x"}').ok).toBe(false);
  });
});
