/**
 * PhalanXX's catalogs, line by line (issue 14): a sample of every event, problem, prompt, result
 * and decision label — the sample tables are typed by the vocabulary, so a new code without a
 * sample does not compile — written in English and French: no line missing or broken, no French
 * line equal to the English one, French typography applied. The French catalog's type is the
 * English one's (`PhalanxxCatalog`), checked by the compiler.
 */
import { fmtFor, frenchTypography, LANGS } from '@diadochi/kernel';
import type { Catalog, Fmt } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { phalanxxCatalogs } from '../src/index.ts';
import type { PhalanxxDecisionLabels, PhalanxxEvents, PhalanxxProblems, PhalanxxPrompts, PhalanxxResults } from '../src/index.ts';

type Samples<V> = { [K in keyof V]: V[K] };
const w = { colour: 'white', value: 3 } as const;
const o = { colour: 'orange', value: 5 } as const;
const side = 'II/IV' as const;

const EVENTS: Samples<PhalanxxEvents> = {
  display: { cards: ['X01', null, 'H'] },
  draw: { player: 'red', count: 2 },
  hand: { player: 'red', cards: ['X01', 'X12'] },
  'personal-dice': { player: 'blue', faces: [3, 4, 1], talents: 8 },
  start: { player: 'red', city: 'cilicia', oasis: 'palmyrene', side },
  maxx: { cards: ['X02', 'X03'] },
  'first-player': { player: 'green' },
  pass: { player: 'red' },
  scout: { player: 'red', card: 'XX03' },
  buy: { player: 'red', card: 'XX03', price: 1, from: 'pile' },
  'swap-card': { player: 'red', gave: 'X01', took: 'X02' },
  'fix-die': { player: 'red', value: 6 },
  forge: { player: 'red', value: 2 },
  roll: { player: 'yellow', faces: [1, 2, 3] },
  'low-roll': { player: 'yellow', sum: 6, talents: 3 },
  play: { player: 'red', card: 'X13', strength: 7 },
  conflict: { player: 'red', region: 'babylonia', side, defender: 'maxximilian' },
  conquer: { player: 'red', region: 'cilicia', side },
  'take-meeple': { player: 'red', region: 'syria', side },
  rotate: { player: 'red', card: 'X13', strength: 4 },
  push: { player: 'red', old: w, incoming: o, talents: 2 },
  income: { player: 'red', talents: 3 },
  'swap-die': { player: 'red', with: 'blue', gave: w, took: o },
  heroism: {},
  'end-triggered': {},
  discard: { card: 'H' },
  'maxx-takes': { card: 'XXX01', strength: 12 },
  turn: { player: 'blue' },
  'game-over': {},
};

const PROBLEMS: Samples<PhalanxxProblems> = {
  'bad-options': {},
  'bad-players': {},
  'bad-expert': {},
  'bad-decision': {},
  'unknown-decision': { kind: 'fly', expected: ['buy', 'pass'] },
  'bad-field': { field: 'slot', type: 'integer' },
  'unknown-choice': { verb: 'fly' },
  'bad-target': { verb: 'buy', target: 'X99' },
  'game-over': {},
  'not-your-turn': { player: 'blue' },
  'wrong-step': { kind: 'buy', step: 'action', expected: ['play', 'income'] },
  'heroism-not-for-sale': {},
  'too-poor': { price: 5, talents: 1 },
  'no-reserve': {},
  'empty-slot': { slot: 2 },
  'no-scout': {},
  scouted: {},
  'empty-pile': {},
  'not-in-hand': { card: 'X05' },
  'bad-die': { die: 2 },
  'bad-value': {},
  'same-value': { die: 1, value: 4 },
  'no-blacksmith': {},
  'forge-used': {},
  'bad-slot': { of: 'display', slot: 4 },
  'slot-taken': { slot: 1 },
  'die-too-low': { value: 2, own: 4, slot: 0 },
  'conditions-unmet': { card: 'X06', unmet: [{ kind: 'talents', min: 5 }, { kind: 'army-symbols', min: 2, symbol: 'archer' }, { kind: 'cards', colour: 'leader', min: 1 }] },
  'unknown-region': { region: 'atlantis' },
  'own-region': { region: 'cilicia', side },
  'not-adjacent': { region: 'babylonia', side },
  'no-meeples': { region: 'babylonia', side, need: 2 },
  'nothing-to-turn': {},
  'too-weak': {},
  'not-stronger': { mine: 3, theirs: 5, defender: 'blue' },
  'not-turnable': { card: 'X01' },
  'bad-source': { region: 'cilicia' },
  'bad-holder': { holder: 'purple' },
  'values-differ': { mine: 2, theirs: 6 },
};

const PROMPTS: Samples<PhalanxxPrompts> = { buy: {}, scout: {}, 'swap-card': {}, action: {}, 'take-meeple': {}, rotate: {}, 'swap-die': {} };
const RESULTS: Samples<PhalanxxResults> = { strongest: { winners: ['red', 'blue'], total: 40 }, solo: { player: 'red', margin: 12, rank: 'lieutenant' } };
const at = { side, die: o, beside: w, card: 'X01', price: 4, holder: 'blue', theirs: o };
const DECISIONS: Samples<PhalanxxDecisionLabels> = {
  buy: { d: { do: 'buy', slot: 1 }, at },
  pass: { d: { do: 'pass' }, at },
  scout: { d: { do: 'scout' }, at },
  'scout-buy': { d: { do: 'scout-buy' }, at },
  'scout-return': { d: { do: 'scout-return' }, at },
  'swap-card': { d: { do: 'swap-card', card: 'X02', slot: 0 }, at },
  keep: { d: { do: 'keep' }, at },
  'fix-die': { d: { do: 'fix-die', die: 0, value: 6 }, at },
  forge: { d: { do: 'forge', die: 1, value: 1 }, at },
  play: { d: { do: 'play', die: 0, slot: 1, card: 'X12' }, at },
  conquer: { d: { do: 'conquer', die: 0, slot: 1, region: 'babylonia' }, at },
  push: { d: { do: 'push', die: 2, slot: 2 }, at },
  income: { d: { do: 'income', die: 2, slot: 0 }, at },
  'take-meeple': { d: { do: 'take-meeple', region: 'syria' }, at },
  rotate: { d: { do: 'rotate', card: 'X13' }, at },
  'swap-die': { d: { do: 'swap-die', with: 'blue', slot: 1 }, at },
};

function write<V extends object>(catalog: Catalog<V>, samples: Samples<V>, lang: 'en' | 'fr'): Record<string, string> {
  const f: Fmt = fmtFor(lang);
  return Object.fromEntries(
    Object.keys(samples).map((code) => {
      const line = (catalog as Record<string, (d: unknown, f: Fmt) => string>)[code]!;
      const text = line((samples as Record<string, unknown>)[code], f);
      return [code, lang === 'fr' ? frenchTypography(text) : text];
    }),
  );
}

describe('PhalanXX catalogs: every line, in English and French', () => {
  const parts = [
    ['events', EVENTS],
    ['problems', PROBLEMS],
    ['prompts', PROMPTS],
    ['results', RESULTS],
    ['decisions', DECISIONS],
  ] as const;
  for (const [part, samples] of parts) {
    it(`${part}: a line per code in each language, none broken, French unlike English`, () => {
      const byLang = Object.fromEntries(LANGS.map((lang) => [lang, write(phalanxxCatalogs[lang][part] as Catalog<object>, samples as Samples<object>, lang)]));
      for (const lang of LANGS) expect(Object.keys(phalanxxCatalogs[lang][part]).sort()).toEqual(Object.keys(samples).sort());
      for (const code of Object.keys(samples)) {
        const en = byLang.en![code]!;
        const fr = byLang.fr![code]!;
        expect(`${en} | ${fr}`, code).not.toMatch(/\bundefined\b|\bNaN\b|\[object Object\]|\?\)/);
        expect(fr, code).not.toBe(en);
      }
    });
  }

  it('writes plurals, lists and names the French way', () => {
    const fr = write(phalanxxCatalogs.fr.events, EVENTS, 'fr');
    expect(fr['personal-dice']).toBe('Bleu lance 3, 4, 1\u00a0: 8 talents.');
    expect(fr.hand).toBe('Vous piochez Archers crétois (X01) et Parménion (X12).');
    expect(fr.conflict).toBe('Rouge chasse MaXXimilian de Babylone.');
    expect(fr['take-meeple']).toBe('Rouge ramène un pion de Syrie.');
    expect(write(phalanxxCatalogs.fr.events, { ...EVENTS, 'take-meeple': { player: 'red', region: 'cilicia', side } }, 'fr')['take-meeple']).toBe('Rouge ramène un pion d’Issos.');
    expect(write(phalanxxCatalogs.en.events, EVENTS, 'en').buy).toBe('Red buys Indian archers (XX03) from the pile for 1 talent.');
    expect(write(phalanxxCatalogs.fr.problems, PROBLEMS, 'fr')['conditions-unmet']).toBe('Cavalerie des Compagnons (X06) demande 5 talents, 2 symboles archer et 1 carte chef jouée.');
  });

  it('names every card, region of both sides, seat and phase in both languages', () => {
    const en = Object.keys(phalanxxCatalogs.en.names).sort();
    expect(Object.keys(phalanxxCatalogs.fr.names).sort()).toEqual(en);
    expect(en.filter((k) => k.startsWith('card.')).length).toBe(43);
  });
});
