/**
 * The one lexer (issue 18 item 2) cuts every notation exactly as the three lexers it replaced
 * did — their regular expressions are kept here as the reference. That reading stays linear in
 * the line is `test/readers-size.test.ts`'s (the readers' work meter, issue 13).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLASSIC, lex, MILITARY, WORDS } from '../../src/vocabulary/lexer.ts';

const byRegex = (re: RegExp, line: string) => [...line.matchAll(re)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));

const REFERENCES = [
  ['military (diadoques §9a.17, diadokhoi §6.3.36)', MILITARY, /->|[,()=:*#→—–>-]|[^\s,()=:*#→—–>-]+/g],
  ['winter and secondary words (diadoques §8b.1, ch. 9c)', WORDS, /[^\s,;]+/g],
  ['classic DATC notation', CLASSIC, /->|-|[^\s-]+/g],
] as const;

/** Lines made of the characters the notations treat apart, words, and any text at all. */
const line = fc.oneof(
  fc.array(fc.constantFrom('A', 'F*', 'PHE', 'Syr', '-', '->', '>', '--', '(', ')', ',', ';', '=', ':', '#', '→', '—', '–', ' ', '\t', '\u00a0', '\u2003', '\u3000', 'Saint-Pétersbourg', "d'Issos", 'spa(nc)')).map((w) => w.join('')),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

describe('one lexer for every order notation', () => {
  for (const [name, notation, re] of REFERENCES) {
    it(`${name}: the same tokens and spans as the lexer it replaced`, () => {
      fc.assert(
        fc.property(line, (l) => {
          expect(lex(l, notation)).toEqual(byRegex(re, l));
        }),
        { numRuns: 1000 },
      );
    });
  }
});
