import { describe, expect, it } from 'vitest';
import { eventMaker, fmtFor, frenchTypography, say, type Catalog } from '../src/vocabulary.ts';

interface Words { moved: { unit: string; n: number } }
const en: Catalog<Words> = { moved: (d, f) => `${d.unit} moves ${d.n} ${f.plural(d.n, { one: 'space', other: 'spaces' })}: done` };
const fr: Catalog<Words> = { moved: (d, f) => `${d.unit} avance de ${d.n} ${f.plural(d.n, { one: 'case', other: 'cases' })}: fait` };

describe('vocabulary', () => {
  it('builds typed events that keep type, rule and data, and no prose', () => {
    const ev = eventMaker<Words>();
    expect(ev('moved', { unit: 'A1', n: 2 }, { rule: 'syracuse 6.2' })).toEqual({ type: 'moved', data: { unit: 'A1', n: 2 }, rule: 'syracuse 6.2' });
  });
  it('writes a line per language with plurals and French typography', () => {
    expect(say(en, 'en', 'moved', { unit: 'A1', n: 1 })).toBe('A1 moves 1 space: done');
    expect(say(fr, 'fr', 'moved', { unit: 'A1', n: 1 })).toBe('A1 avance de 1 case\u00a0: fait');
    expect(say(fr, 'fr', 'moved', { unit: 'A1', n: 3 })).toBe('A1 avance de 3 cases\u00a0: fait');
  });
  it('spaces French punctuation once, leaving times and URLs alone', () => {
    expect(frenchTypography('Météo : beau temps; oui?')).toBe('Météo\u00a0: beau temps\u202f; oui\u202f?');
    expect(frenchTypography('à 12:30, voir https://x.org')).toBe('à 12:30, voir https://x.org');
  });
  it('lists and numbers as each language writes them', () => {
    expect(fmtFor('en').list(['a', 'b', 'c'])).toBe('a, b, and c');
    expect(fmtFor('fr').list(['a', 'b', 'c'])).toBe('a, b et c');
    expect(fmtFor('fr').num(12345)).toBe('12\u202f345');
    expect(fmtFor('en').num(-12345)).toBe('-12,345');
  });
});
