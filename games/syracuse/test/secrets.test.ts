import { autoplay, createGame, playerView, randomBot } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { syracuse, heuristicBot } from '../src/index.ts';
import type { SyracuseState } from '../src/index.ts';

/** Counters a viewer must not see: the other hand and the bowl (syracuse 2.A.1). */
function secretsFor(s: SyracuseState, viewer: 'ath' | 'syr' | null): string[] {
  const hidden = viewer === null ? [...s.hands.ath, ...s.hands.syr] : s.hands[viewer === 'ath' ? 'syr' : 'ath'];
  return [...hidden, ...s.bowl];
}

describe('syracuse 2.A.1: stratagems in hand stay secret until played', () => {
  for (const [name, make] of [['random', randomBot], ['heuristic', heuristicBot]] as const) {
    it(`views, bot inputs and logs never show the other hand or the bowl (${name} bots)`, () => {
      const created = createGame(syracuse, { seed: `secret-${name}`, options: { scenario: 'variant' } });
      if (!created.ok) throw new Error('create failed');
      let checked = 0;
      autoplay(syracuse, created.value, {
        bots: make(`s-${name}`) as never,
        maxSteps: 700,
        onStep: (session) => {
          const s = session.state;
          for (const viewer of ['ath', 'syr', null] as const) {
            const v = syracuse.view(s, viewer);
            const text = JSON.stringify(v);
            for (const c of secretsFor(s, viewer)) expect(text.includes(`"${c}"`), `${viewer} sees ${c}`).toBe(false);
            expect(v.handCounts).toEqual({ ath: s.hands.ath.length, syr: s.hands.syr.length });
            if (viewer) expect(v.hand!.map((h) => h.counter)).toEqual(s.hands[viewer]);
            if (checked % 25 === 0 && s.step.k !== 'over') {
              // the draws and returns a player sees in the log are his own only
              for (const e of playerView(syracuse, session, viewer).log) {
                if (e.type === 'draw' || e.type === 'return-to-bowl') expect((e.data as { side: string }).side, `${viewer} sees a ${e.type} of the other side`).toBe(viewer);
              }
            }
            checked++;
          }
        },
      });
      expect(checked).toBeGreaterThan(300);
    });
  }

  it('a refused decision names only its own verb, not what the player holds', () => {
    const created = createGame(syracuse, { seed: 'problems' });
    if (!created.ok) throw new Error('create failed');
    const s = created.value.state;
    const other = s.step.k !== 'over' && s.step.side === 'ath' ? 'syr' : 'ath';
    const mine = s.step.k !== 'over' ? s.step.side : 'ath';
    const r1 = syracuse.validate(s, other, { verb: 'play', subject: 'S13' });
    expect(r1.ok).toBe(false);
    const r2 = syracuse.validate(s, mine, { verb: 'play', subject: 'S99' });
    expect(r2.ok).toBe(false);
    const text = JSON.stringify([r1, r2]);
    for (const c of [...s.hands.ath, ...s.hands.syr, ...s.bowl]) expect(text.includes(`"${c}"`)).toBe(false);
    if (!r2.ok) expect(r2.error[0]!.code).toBe('not-a-choice');
  });
});
