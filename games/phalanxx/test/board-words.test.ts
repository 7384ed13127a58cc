/**
 * What the drawn board reads from the game (issue 17 item 3): the board's words in English and
 * French (every word in both, French unlike English, every card's conditions, strength and
 * ability written), and the final score sheets computed from a view equal those of the state
 * (phalanxx §scoring.1–§scoring.7: everything scored is public).
 */
import { createGame, fmtFor, submit, askBot } from '@diadochi/kernel';
import type { GameSession } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { EPOCH_CARDS, greedyBot, phalanxx, phalanxxCatalogs, scoreSheet, scoreSheetsOf, viewOf } from '../src/index.ts';
import type { PhalanxxState } from '../src/index.ts';

describe('PhalanXX board words', () => {
  const en = phalanxxCatalogs.en.board;
  const fr = phalanxxCatalogs.fr.board;

  it('every word in both languages, the French one unlike the English one', () => {
    expect(Object.keys(fr.words).sort()).toEqual(Object.keys(en.words).sort());
    const same = Object.keys(en.words).filter((k) => en.words[k as keyof typeof en.words] === fr.words[k as keyof typeof fr.words]);
    // words that are the same in both languages: the Camouflage card's name, "Conditions", "Faction", "Total"
    expect(same.sort()).toEqual(['conditions', 'score.camouflage', 'score.seat', 'score.total']);
    expect(Object.keys(fr.ability).sort()).toEqual(Object.keys(en.ability).sort());
  });

  it("every card's conditions, growing strength and ability are written in both languages", () => {
    for (const [lang, b] of [['en', en], ['fr', fr]] as const) {
      const f = fmtFor(lang);
      for (const c of EPOCH_CARDS) {
        for (const k of c.conditions) expect(b.condition(k, f), c.id).not.toMatch(/undefined|NaN|\[object/);
        if (c.strength.kind === 'grows') expect(b.grows(c.strength, f), c.id).toMatch(lang === 'en' ? /^strength \d+ with \d+ .+ or more$/ : /^force \d+ avec \d+ .+ ou plus$/);
        if (c.ability) expect(b.ability[c.ability].length).toBeGreaterThan(20);
      }
    }
    expect(en.grows({ counts: 'archer', table: [0, 2, 3, 4] }, fmtFor('en'))).toBe('strength 2 with 1 archer, 3 with 2, and 4 with 3 or more');
    expect(fr.grows({ counts: 'army', table: [0, 0, 2, 3, 5] }, fmtFor('fr'))).toBe('force 2 avec 2 cartes armée jouées, 3 avec 3 et 5 avec 4 ou plus');
  });

  it('the score sheets of a view are those of the state, at the end of a bot game', () => {
    const created = createGame(phalanxx, { options: { players: 3 }, seed: 'board-words' });
    if (!created.ok) throw new Error('no game');
    let session: GameSession<PhalanxxState> = created.value;
    for (let i = 0; i < 3000 && session.state.step !== 'over'; i++) {
      const seat = session.state.seats[session.state.current]!.id;
      const r = submit(phalanxx, session, seat, askBot(phalanxx, session, seat, greedyBot(`w${i}`)));
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      session = r.value.session;
    }
    expect(session.state.step).toBe('over');
    const fromView = scoreSheetsOf(viewOf(session.state, 'red'));
    expect(fromView).toEqual(session.state.seats.map((s) => scoreSheet(session.state, s)));
    expect(fromView.some((s) => s.total > 0)).toBe(true);
  });
});
