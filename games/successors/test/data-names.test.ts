/** Component names in English and French cover every data id (French checked by the type too). */
import { describe, expect, it } from 'vitest';
import { COMPONENT_NAMES_EN, flatNames } from '../src/i18n/names.en.ts';
import { COMPONENT_NAMES_FR } from '../src/i18n/names.fr.ts';
import { SUCCESSORS_DATA } from '../src/data/index.ts';

const d = SUCCESSORS_DATA;
const ids: [string, string[]][] = [
  ['place', d.map.spaces.map((s) => s.id)],
  ['province', d.map.provinces.map((p) => p.id)],
  ['general', d.generals.map((g) => g.id)],
  ['independent', d.independentArmies.map((a) => a.id)],
  ['fleet', d.fleets.map((f) => f.id)],
  ['royal', d.royals.map((r) => r.id)],
  ['box', d.map.boxes.map((b) => b.id)],
  ['unit', d.specialUnits.map((u) => u.id)],
  ['card', d.cards.map((c) => String(c.number))],
  ['card-text', d.cards.map((c) => String(c.number))],
];

describe('component names', () => {
  for (const [lang, names] of [['en', flatNames(COMPONENT_NAMES_EN)], ['fr', flatNames(COMPONENT_NAMES_FR)]] as const) {
    it(`${lang}: every data id has a non-empty name, and no name is left for an id the data lacks`, () => {
      const want = new Set(ids.flatMap(([prefix, list]) => list.map((id) => `${prefix}.${id}`)));
      for (const key of want) expect(names[key]?.trim(), key).toBeTruthy();
      expect(Object.keys(names).filter((k) => !want.has(k))).toEqual([]);
    });
  }

  it('French differs from English where the languages differ (not a copy)', () => {
    expect(COMPONENT_NAMES_FR.places.athens).toBe('Athènes');
    expect(COMPONENT_NAMES_FR.cards[4].name).toBe('Épidémie');
    const en = flatNames(COMPONENT_NAMES_EN);
    const fr = flatNames(COMPONENT_NAMES_FR);
    const texts = Object.keys(en).filter((k) => k.startsWith('card-text.'));
    expect(texts.filter((k) => en[k] === fr[k])).toEqual([]);
  });

  it('French card texts carry French typography (no plain space before ; : ! ?)', () => {
    for (const c of Object.values(COMPONENT_NAMES_FR.cards)) expect(c.text).not.toMatch(/ [;:!?]/);
    expect(COMPONENT_NAMES_FR.cards[4].text).toContain('\u00a0:');
  });

  it('successors 3.4: cards removed from play say so in both languages', () => {
    for (const c of d.cards.filter((x) => x.removeAfterEvent && x.kind !== 'general')) {
      expect(COMPONENT_NAMES_EN.cards[c.number as keyof typeof COMPONENT_NAMES_EN.cards].text).toMatch(/Remove from play/);
      expect(COMPONENT_NAMES_FR.cards[c.number as keyof typeof COMPONENT_NAMES_FR.cards].text).toMatch(/Retirée du jeu/);
    }
  });

  it('successors 7.2.2: must-play bonus cards say so in both languages', () => {
    for (const c of d.cards.filter((x) => x.mustPlay)) {
      expect(COMPONENT_NAMES_EN.cards[c.number as keyof typeof COMPONENT_NAMES_EN.cards].text).toMatch(/must be played/);
      expect(COMPONENT_NAMES_FR.cards[c.number as keyof typeof COMPONENT_NAMES_FR.cards].text).toMatch(/doit être jouée/);
    }
  });
});
