/** The record track (successors 2.6.6): every player sees each faction's VP and LP, kept up to date at every step. */
import { autoplay, createGame } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { successors, RULES } from '../src/game.ts';
import { legalBot } from '../src/bots/index.ts';
import { legitimacy, victoryPoints } from '../src/rules/query.ts';

describe('the record track in the view (successors 2.6.6, successors 20.4.1)', () => {
  it('VP and LP in every view equal the counts of the position', () => {
    const created = createGame(successors, { seed: 'track', options: { players: 3 } });
    if (!created.ok) throw new Error('create');
    let checked = 0;
    autoplay(successors, created.value, {
      bots: legalBot('track'),
      maxSteps: 300,
      onStep: (session) => {
        const s = session.state;
        const v = successors.view(s, null);
        for (const f of s.factions) {
          expect(v.vp[f]).toBe(victoryPoints(RULES, s, f));
          expect(v.lp[f]).toBe(legitimacy(RULES, s, f));
        }
        checked++;
      },
    });
    expect(checked).toBeGreaterThan(100);
  });
});
