import { describe, expect, it } from 'vitest';
import { eventLine, missingLines, nameLine, problem, problemLine, promptLine, resultLine } from '../src/index.ts';
import type { Catalog, GameCatalog } from '../src/index.ts';

interface Ev { moved: { unit: string; n: number } }
interface Pr { 'too-far': { n: number } }
interface Q { orders: { year: number } }
interface R { 'most-points': { who: string } }
const en: GameCatalog<Ev, Pr, Q, R> = {
  events: { moved: (d, f) => `${d.unit} moves ${d.n} ${f.plural(d.n, { one: 'space', other: 'spaces' })}` },
  problems: { 'too-far': (d) => `Too far: ${d.n}` },
  prompts: { orders: (d) => `Orders for ${d.year}?` },
  results: { 'most-points': (d) => `${d.who} has the most points` },
  names: { 'place.syr': 'Syracuse' },
};
const fr: GameCatalog<Ev, Pr, Q, R> = {
  events: { moved: (d, f) => `${d.unit} avance de ${d.n} ${f.plural(d.n, { one: 'case', other: 'cases' })}` },
  problems: { 'too-far': (d) => `Trop loin: ${d.n}` },
  prompts: { orders: (d) => `Ordres pour ${d.year}?` },
  results: { 'most-points': (d) => `${d.who} a le plus de points` },
  names: { 'place.syr': 'Syracuse' },
};
const game = { catalogs: { en, fr } as Record<'en' | 'fr', GameCatalog> };

describe('lines written from typed values through catalogs', () => {
  it('writes an event line per language, with plurals and French typography', () => {
    const e = { type: 'moved', data: { unit: 'A1', n: 2 } };
    expect(eventLine(game, e, 'en')).toBe('A1 moves 2 spaces');
    expect(eventLine(game, e, 'fr')).toBe('A1 avance de 2 cases');
  });
  it('shows an old save\'s legacy text as it was, and a bare type when a game has no line', () => {
    expect(eventLine(game, { type: 'moved', text: 'Old English line.' }, 'fr')).toBe('Old English line.');
    expect(eventLine({}, { type: 'roll', data: {} }, 'en')).toBe('roll');
  });
  it('writes problems from their code and data, the kernel\'s own codes too, else the message', () => {
    expect(problemLine(game, problem('too-far', 'x', { data: { n: 3 } }), 'fr')).toBe('Trop loin\u00a0: 3');
    expect(problemLine(game, problem('game-over', 'The game is over.'), 'fr')).toBe('La partie est terminée\u00a0: aucune décision n’est attendue.');
    expect(problemLine(game, problem('unheard-of', 'As the engine said.'), 'fr')).toBe('As the engine said.');
  });
  it('writes prompts, result reasons and names', () => {
    expect(promptLine(game, { mode: 'turn', players: ['a'], phase: 'orders', promptData: { year: 415 } }, 'fr')).toBe('Ordres pour 415\u202f?');
    expect(promptLine(game, { mode: 'turn', players: ['a'], phase: 'other', prompt: 'Legacy?' }, 'fr')).toBe('Legacy?');
    expect(resultLine(game, { winners: ['a'], reason: 'legacy', why: { code: 'most-points', data: { who: 'a' } } }, 'fr')).toBe('a a le plus de points');
    expect(resultLine(game, { winners: ['a'], reason: 'legacy' }, 'fr')).toBe('legacy');
    expect(nameLine(game, 'place.syr', 'fr')).toBe('Syracuse');
    expect(nameLine(game, 'place.cat', 'fr')).toBe('cat');
  });
  it('lists the lines a catalog lacks', () => {
    const partial = { catalogs: { en, fr: { ...fr, events: {} as Catalog<Ev> } } as Record<'en' | 'fr', GameCatalog> };
    expect(missingLines(partial, { events: ['moved'], problems: ['too-far', 'game-over', 'nope'] }, ['en', 'fr'])).toEqual(['en problems.nope', 'fr events.moved', 'fr problems.nope']);
  });
});
