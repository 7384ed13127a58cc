import { describe, expect, it } from 'vitest';
import { dictionaries, formatDuration, translate } from '../src/i18n.ts';

describe('French and English interface', () => {
  const { en, fr } = dictionaries();

  it('both languages have the same keys', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it('every translation keeps the placeholders of the English text', () => {
    const slots = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const wrong = Object.keys(en).filter((k) => JSON.stringify(slots(en[k]!)) !== JSON.stringify(slots(fr[k]!)));
    expect(wrong).toEqual([]);
  });

  it('no French text is left in English (except names and words that are the same)', () => {
    // Language-neutral values: nothing in them to translate.
    const neutral = new Set([
      'syr.crtCell', // "{att} / {def}": the two losses of a combat-table cell, numbers only (syracuse 6.4)
      'ruleset.diadoques', // "Les Diadoques": the game's French title in both languages
      'game.paceNamed', // "{name} ({pace})": a pace's name and its length, both already translated
    ]);
    const same = Object.keys(en).filter((k) => !neutral.has(k) && en[k] === fr[k] && en[k]!.length > 12);
    expect(same).toEqual([]);
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(translate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('formats countdowns', () => {
    expect(formatDuration(65_000)).toBe('01:05');
    expect(formatDuration(3 * 3600_000 + 61_000)).toBe('03:01:01');
    expect(formatDuration(-5)).toBe('00:00');
  });
});
