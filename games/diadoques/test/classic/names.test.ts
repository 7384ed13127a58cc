import { describe, expect, it } from 'vitest';
import { createGame, submit } from '@diadochi/kernel';
import { classic } from '../../src/classic/game.ts';
import { PROVINCES } from '../../src/classic/map-data.ts';
import { FRENCH_NAMES, provinceByName, provinceNames } from '../../src/classic/names.ts';
import { parseOrder } from '../../src/classic/notation.ts';

/** Issue 17 item 4: orders accept full names and the usual abbreviations, not only the DATC's. */
const read = (text: string) => {
  const r = parseOrder(text);
  if (!r.ok) throw new Error(`${text}: ${r.error.map((p) => p.message).join('; ')}`);
  return r.value;
};

describe('classic province names in orders', () => {
  it('reads full names, with and without unit letters', () => {
    expect(read('A Vienna - Budapest')).toMatchObject({ verb: 'move', unit: { type: 'army', place: { province: 'vie' } }, to: { province: 'bud' } });
    expect(read('A Vie-Bud')).toMatchObject({ verb: 'move', unit: { place: { province: 'vie' } }, to: { province: 'bud' } });
    expect(read('Army Vienna -> Galicia')).toMatchObject({ unit: { type: 'army', place: { province: 'vie' } }, to: { province: 'gal' } });
    expect(read('Fleet London - North Sea')).toMatchObject({ unit: { type: 'fleet', place: { province: 'lon' } }, to: { province: 'nth' } });
    expect(read('F Lon S F Nth')).toMatchObject({ verb: 'support', target: { type: 'fleet', place: { province: 'nth' } } });
    expect(read('F North Sea S A Yorkshire - Norway')).toMatchObject({ verb: 'support', unit: { place: { province: 'nth' } }, target: { place: { province: 'yor' } }, to: { province: 'nwy' } });
    expect(read('F Gulf of Bothnia - Sweden')).toMatchObject({ unit: { place: { province: 'bot' } }, to: { province: 'swe' } });
    expect(read('F Mid-Atlantic Ocean - Brest')).toMatchObject({ unit: { place: { province: 'mao' } }, to: { province: 'bre' } });
    expect(read('F English Channel C A London - Brest')).toMatchObject({ verb: 'convoy', unit: { place: { province: 'eng' } }, target: { place: { province: 'lon' } }, to: { province: 'bre' } });
  });

  it('reads coasts glued or apart, by abbreviation or by name', () => {
    expect(read('F StP/sc - Bot')).toMatchObject({ unit: { place: { province: 'stp', coast: 'sc' } }, to: { province: 'bot' } });
    expect(read('F StP (sc) - Bot')).toMatchObject({ unit: { place: { province: 'stp', coast: 'sc' } } });
    expect(read('F St Petersburg/nc - Barents Sea')).toMatchObject({ unit: { place: { province: 'stp', coast: 'nc' } }, to: { province: 'bar' } });
    expect(read('F MAO - Spain north coast')).toMatchObject({ to: { province: 'spa', coast: 'nc' } });
    expect(read('F Mao - Spain(sc)')).toMatchObject({ to: { province: 'spa', coast: 'sc' } });
    expect(read('F Aegean Sea - Bulgaria sc')).toMatchObject({ to: { province: 'bul', coast: 'sc' } });
  });

  it('reads French names and other sites\u2019 abbreviations', () => {
    expect(read('A Vienne - Galicie')).toMatchObject({ unit: { place: { province: 'vie' } }, to: { province: 'gal' } });
    expect(read('Flotte Saint-Pétersbourg côte sud - Golfe de Botnie')).toMatchObject({ unit: { type: 'fleet', place: { province: 'stp', coast: 'sc' } }, to: { province: 'bot' } });
    expect(read('F NAt - Mid')).toMatchObject({ unit: { place: { province: 'nao' } }, to: { province: 'mao' } });
    expect(read('F GoL S F TYN - WMS')).toMatchObject({ unit: { place: { province: 'lyo' } }, target: { place: { province: 'tys' } }, to: { province: 'wes' } });
  });

  it('knows every province by its English and French name', () => {
    for (const p of PROVINCES) {
      expect(provinceByName(p.name)).toBe(p.id);
      expect(provinceByName(FRENCH_NAMES[p.id]!)).toBe(p.id);
      expect(provinceNames('fr')[p.id]).toBe(FRENCH_NAMES[p.id]);
    }
  });

  it('still refuses what names no province, pointing at it', () => {
    const r = parseOrder('A Vienna - Atlantis');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]).toMatchObject({ code: 'bad-province', span: { start: 11, end: 19 } });
    expect(parseOrder('A Vienna Budapest').ok).toBe(false);
  });

  it('the judge accepts full names in a real game (Spring 1901)', () => {
    const g = createGame(classic, { seed: 'names' });
    if (!g.ok) throw new Error('no game');
    const r = submit(classic, g.value, 'AUS', { orders: ['A Vienna - Galicia', 'A Budapest - Serbia', 'F Trieste - Albania'] });
    expect(r.ok).toBe(true);
    const bad = submit(classic, g.value, 'AUS', { orders: ['A Vienna - Warsaw'] });
    expect(bad.ok).toBe(false);
  });
});
