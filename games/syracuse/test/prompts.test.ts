/**
 * The prompts of the Advantage's re-roll (`syracuse 8.4`) and of the losses a player picks
 * (`syracuse 4.2.1.3`, `6.4.3`, `S5`, `S23`): each kind of test and each cause has its own line in
 * English and French, naming things in words; the view carries the same prompt data as the
 * judge's `pending.promptData`, so a board writes the same line.
 */
import { LANGS, createGame, promptLine } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { pendingOf, syracuse, viewOf } from '../src/index.ts';

const IDS = /\b([a-z]-[a-z]\d+|[TM]\d+|c\d+|S\d+|syracuse \d)\b|undefined|NaN/;

const CASES: [string, Record<string, unknown>, RegExp][] = [
  ['reroll', { zone: 'T14', what: 'combat', dice: [3] }, /3/],
  ['reroll', { zone: 'T13', what: 'attrition', dice: [5] }, /5/],
  ['reroll', { zone: 'T21', what: 'siege', dice: [2] }, /2/],
  ['reroll', { zone: 'T12', what: 'wall', dice: [4] }, /4/],
  ['reroll', { zone: 'M9', what: 'chains', dice: [1] }, /1/],
  ['reroll', { zone: '', what: 'storm', dice: [3, 6, 5] }, /3, 6, 5/],
  ['reroll', { zone: 'T14', what: 'night', dice: [4] }, /4/],
  ['reroll', { zone: 'T13', what: 'discord', dice: [2], leader: 'hermocrates' }, /Herm/],
  ['losses', { zone: 'T13', cause: 'attrition', left: 1 }, /Attrition/],
  ['losses', { zone: 'T14', cause: 'combat', left: 1 }, /Combat/],
  ['losses', { zone: 'M12', cause: 'hulls-eliminate', left: 1 }, /./],
  ['losses', { zone: 'M12', cause: 'hulls-reduce', left: 1 }, /./],
  ['losses', { zone: '', cause: 'epidemic', left: 2 }, /2/],
  ['recovery', { cause: 'S15', left: 1 }, /./],
  ['recovery', { cause: 'S16', left: 2 }, /2/],
  ['recovery', { cause: 'S25', left: 1 }, /./],
  ['recovery', { cause: 'advantage', left: 1 }, /./],
  ['clear', { group: '10.1.ARS18', zone: 'T19' }, /Anapos/],
];

describe('syracuse prompts of re-rolls and chosen losses (syracuse 8.4, 4.2.1.3, 6.4.3, S5, S23), recoveries (S15, S16, S25, 8.5) and cleared entry zones (2.B.2.2)', () => {
  it.each(CASES)('%s %j: a line in each language, in words', (phase, data, names) => {
    const lines = Object.fromEntries(LANGS.map((l) => [l, promptLine(syracuse, { mode: 'turn', players: ['ath'], phase, promptData: data }, l)]));
    for (const [l, line] of Object.entries(lines)) {
      expect(line, l).toMatch(names);
      expect(line, l).not.toMatch(IDS);
    }
    expect(lines.fr).not.toBe(lines.en);
  });

  it('each test and each cause reads differently', () => {
    for (const l of LANGS) {
      const lines = CASES.map(([phase, data]) => promptLine(syracuse, { mode: 'turn', players: ['ath'], phase, promptData: data }, l).replace(/\d/g, ''));
      expect(new Set(lines).size, l).toBe(lines.length);
    }
  });

  it('the view carries the prompt data the judge sends (pending.promptData)', () => {
    const g = createGame(syracuse, { seed: 'prompts', options: { scenario: 'historical' } });
    if (!g.ok) throw new Error('create failed');
    const s = g.value.state;
    expect(viewOf(s, 'ath').prompt).toEqual(pendingOf(s)!.promptData);
    expect(viewOf(s, 'syr').prompt).toEqual(pendingOf(s)!.promptData);
  });
});
