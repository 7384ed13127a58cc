/**
 * Every line a player reads of a whole game — events and prompts, in English and in French — names
 * places, provinces, generals, independent armies, boxes, royals and fleets in words: no raw id
 * (`greek-army`, `scythian-box`, `hellespontine-phrygia`, `minor:blue:1`, `babylon`) ever shows
 * (issue 15: the independent army's move printed its id). Ids are lower case and names are
 * capitalised, so a raw id is found as a whole word, case and all.
 */
import { autoplay, createGame, playerView, promptLine, say, waitingOn } from '@diadochi/kernel';
import type { GameSession, Lang } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { successors } from '../src/game.ts';
import { legalBot } from '../src/bots/index.ts';
import { catalogs, namesFor } from '../src/i18n/index.ts';
import { SUCCESSORS_DATA } from '../src/data/index.ts';
import type { SuccessorsState } from '../src/rules/state.ts';

const d = SUCCESSORS_DATA;
const IDS = [
  ...d.map.spaces.map((x) => x.id),
  ...d.map.provinces.map((x) => x.id),
  ...d.map.boxes.map((x) => x.id),
  ...d.generals.map((x) => x.id),
  ...d.independentArmies.map((x) => x.id),
  ...d.royals.map((x) => x.id),
  ...d.fleets.map((x) => x.id),
];
/** Ids that are also plain words of the lines ("a minor general", "the body"): a raw one would still show as a word. */
const WORDS = new Set(['minor', 'body']);
const escape = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A raw id as a whole word (an id never starts with a capital; names always do), or a minor general's key. */
const RAW = new RegExp(`(?<![\\p{L}-])(${[...new Set(IDS)].filter((x) => !WORDS.has(x)).map(escape).join('|')})(?![\\p{L}-])|minor:\\w+:\\d`, 'u');

/** The line with every name of the catalog blanked out (a name may hold an id as a word: "The 23,000 colonists"). */
const NAMES: Record<Lang, RegExp> = {
  en: new RegExp(Object.values(namesFor('en')).sort((a, b) => b.length - a.length).map(escape).join('|'), 'gu'),
  fr: new RegExp(Object.values(namesFor('fr')).sort((a, b) => b.length - a.length).map(escape).join('|'), 'gu'),
};
const unnamed = (line: string, lang: Lang): string => line.replace(NAMES[lang], '·');

function play(seed: string, players: 2 | 3 | 4): { session: GameSession<SuccessorsState>; prompts: Record<Lang, string[]> } {
  const created = createGame(successors, { seed, options: { players } });
  if (!created.ok) throw new Error('create');
  const prompts: Record<Lang, string[]> = { en: [], fr: [] };
  const note = (s: GameSession<SuccessorsState>) => {
    const { pending } = waitingOn(successors, s);
    if (pending) for (const lang of ['en', 'fr'] as Lang[]) prompts[lang].push(promptLine(successors, pending, lang));
  };
  note(created.value);
  const session = autoplay(successors, created.value, { bots: legalBot(seed), maxSteps: 4000, onStep: note });
  return { session, prompts };
}

describe('no raw id in the lines of a whole game', () => {
  it('the pattern finds a raw id and lets names through', () => {
    expect('Blue moves the independent army greek-army from a to b.').toMatch(RAW);
    expect('a minor general (minor:blue:1)').toMatch(RAW);
    expect('Perdiccas moves from Babylon to Sippar.').not.toMatch(RAW);
  });
  // Seeds whose games activate independent armies (their moves are the lines the issue found).
  for (const [seed, players] of [['words-4', 4], ['words-2', 2]] as const) {
    it(`every event and prompt of a ${players}-player game (seed ${seed}) in English and French`, () => {
      const { session, prompts } = play(seed, players);
      expect(session.state.result, 'the game ends').not.toBeNull();
      const log = playerView(successors, session, null).log;
      let independentLines = 0;
      for (const lang of ['en', 'fr'] as Lang[]) {
        for (const e of log) {
          const line = say(catalogs[lang].events, lang, e.type, e.data as never);
          expect(unnamed(line, lang), `${e.type} ${JSON.stringify(e.data)}: ${line}`).not.toMatch(RAW);
          if (e.type === 'independent-moved' || e.type === 'independent-enters') independentLines++;
        }
        for (const line of prompts[lang]) expect(unnamed(line, lang), line).not.toMatch(RAW);
      }
      expect(independentLines, 'the game moves an independent army').toBeGreaterThan(0);
      expect(prompts.en.length).toBeGreaterThan(100);
    });
  }
});
