import { describe, expect, it } from 'vitest';
import { acknowledge, decide, newLocalGame, problemText, screenOf } from '../src/local/phalanxx-local.ts';

describe('PhalanXX in the browser speaks the interface language (issue 14)', () => {
  it('a refused decision is explained from its code in French or English', () => {
    const r = newLocalGame({ players: 2, expert: false, seats: ['human', 'human'], seed: 'words' });
    if (!r.ok) throw new Error('create failed');
    const game = screenOf(r.value).kind === 'pass' ? acknowledge(r.value) : r.value;
    expect(screenOf(game).kind).toBe('play');
    const refused = decide(game, { do: 'fly' });
    if (refused.ok) throw new Error('accepted');
    expect(problemText(refused.error, 'fr')).toMatch(/^Décision inconnue «\u202ffly\u202f»\u202f; attendu\u00a0: buy, pass/);
    expect(problemText(refused.error, 'en')).toMatch(/^Unknown decision "fly"; expected one of buy, pass/);
  });
});
