/**
 * A game saved before the typed vocabulary (made at commit 92ab28c with `npx diadochi demo
 * phalanxx --save`): its events carry English `text` and older data. It still loads, verifies,
 * replays and shows its lines as they were; the same game played today logs typed events that
 * the catalogs write in both languages.
 */
import { readFileSync } from 'node:fs';
import { eventLine, loadGame, playerView, replay, verifyGame } from '@diadochi/kernel';
import type { GameSession } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { phalanxx } from '../src/index.ts';
import type { PhalanxxState } from '../src/index.ts';

const text = readFileSync(new URL('./fixtures/saved-before-typed-events.json', import.meta.url), 'utf8');

describe('a game saved before the typed vocabulary', () => {
  const loaded = loadGame(text);
  if (!loaded.ok) throw new Error(loaded.error.map((p) => p.message).join('; '));
  const old = loaded.value as GameSession<PhalanxxState>;

  it('loads and verifies: same dice, same states', () => {
    const v = verifyGame(phalanxx, old);
    expect(v.problems).toEqual([]);
    expect(v.ok).toBe(true);
  });

  it('shows its old lines as they were, in any interface language', () => {
    const log = playerView(phalanxx, old, null).log;
    expect(log.length).toBeGreaterThan(100);
    for (const e of log) {
      expect(typeof e.text).toBe('string');
      expect(eventLine(phalanxx, e, 'fr')).toBe(e.text);
    }
    expect(eventLine(phalanxx, log[log.length - 1]!, 'en')).toBe('The last player of the round has played: the game is over.');
  });

  it('replayed today, it logs typed events (no prose) that the catalogs write in French', () => {
    const again = replay(phalanxx, old);
    if (!again.ok) throw new Error('replay failed');
    const events = again.value.record.flatMap((r) => r.events);
    expect(events.every((e) => e.text === undefined && e.data !== undefined)).toBe(true);
    expect(eventLine(phalanxx, events[events.length - 1]!, 'fr')).toBe('Le dernier joueur du tour a joué\u00a0: la partie est finie.');
  });
});
