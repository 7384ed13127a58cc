/** Every event, problem and prompt has an English and a French line, and no line shows a raw id. */
import { autoplay, createGame, playerView, say } from '@diadochi/kernel';
import type { Lang } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { successors } from '../src/game.ts';
import { legalBot } from '../src/bots/index.ts';
import { catalogs } from '../src/i18n/index.ts';

describe('catalogs', () => {
  it('English and French have the same codes', () => {
    for (const part of ['events', 'problems', 'prompts'] as const) expect(Object.keys(catalogs.fr[part]).sort()).toEqual(Object.keys(catalogs.en[part]).sort());
  });
  it('every event of a played game reads in both languages, without undefined or raw card numbers', () => {
    const created = createGame(successors, { seed: 'words', options: { players: 4 } });
    if (!created.ok) throw new Error('create');
    const end = autoplay(successors, created.value, { bots: legalBot('words'), maxSteps: 600 });
    const log = playerView(successors, end, null).log;
    const seen = new Set<string>();
    for (const e of log) {
      for (const lang of ['en', 'fr'] as Lang[]) {
        const line = say(catalogs[lang].events, lang, e.type, e.data as never);
        expect(line).not.toMatch(/undefined|NaN|\[object/);
        seen.add(e.type);
      }
    }
    expect(seen.size).toBeGreaterThan(15);
  });
  it('problems of a refused decision read in both languages', () => {
    const created = createGame(successors, { seed: 'p', options: { players: 2 } });
    if (!created.ok) throw new Error('create');
    const r = successors.validate(created.value.state, 'red', { verb: 'fly' });
    expect(r.ok).toBe(false);
    if (!r.ok) for (const p of r.error) for (const lang of ['en', 'fr'] as Lang[]) expect(say(catalogs[lang].problems, lang, p.code as never, p.data as never)).not.toMatch(/undefined/);
  });
});
