/**
 * The one lexer (issue 18 item 2) cuts every notation exactly as the three lexers it replaced
 * did — their regular expressions are kept here as the reference. That reading stays linear in
 * the line is `test/readers-size.test.ts`'s (the readers' work meter, issue 13).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_CHARS, MAX_WORDS_PER_LINE, sizeProblems } from '../../src/core/limits.ts';
import { isConditional, startsConditional } from '../../src/vocabulary/conditional.ts';
import { CLASSIC, firstToken, lex, MILITARY, WORDS } from '../../src/vocabulary/lexer.ts';
import { words } from '../../src/vocabulary/words.ts';

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

describe('shortcuts of the lexer (issue 22)', () => {
  const lines = fc.oneof(line, fc.array(fc.constantFrom('if', 'IF', 'Si', 'sí', 'ïf', ' ', ',', ';', '-', '->', 'x', '\u00a0'), { maxLength: 6 }).map((w) => w.join('')));
  it('firstToken is the first token lex gives, in every notation', () => {
    fc.assert(
      fc.property(lines, (l) => {
        for (const [, notation] of REFERENCES) expect(firstToken(l, notation)).toBe(lex(l, notation)[0]?.text);
      }),
      { numRuns: 2000 },
    );
  });
  it('startsConditional is isConditional of the line\'s words (diadokhoi §7.11.1)', () => {
    fc.assert(
      fc.property(lines, (l) => {
        expect(startsConditional(l)).toBe(isConditional(words(l)));
      }),
      { numRuns: 2000 },
    );
  });
  it('sizeProblems counts a line\'s words as a regular expression for white space does', () => {
    const piece = fc.constantFrom('a', 'é', ' ', '\t', '\r', '\u000b', '\u00a0', '\u2003', '\u3000', '\ufeff', '\u180e', '\u200b', '\ud800', 'x y');
    fc.assert(
      fc.property(fc.array(piece, { minLength: 60, maxLength: 180 }), (ps) => {
        const l = ps.join('');
        const n = l.split(/\s+/).filter((w) => w !== '').length;
        const tooMany = sizeProblems(l).find((x) => x.code === 'too-many-words');
        if (l.length <= MAX_LINE_CHARS) expect(tooMany?.data?.words).toBe(n > MAX_WORDS_PER_LINE ? n : undefined);
      }),
      { numRuns: 500 },
    );
  });
});
