import { describe, expect, it } from 'vitest';
import {
  accessSeas, adjacent, bordersBetween, bordersClosedByFlood, bordersWithoutSupportInFlood, citadel, coastalSeas, diadokhoiMap as map,
  distance, floodedBy, mountainBlocksSupport, neighbours, provinceOf,
} from '../../src/map/index.ts';

const to = (from: Parameters<typeof neighbours>[1], mover: Parameters<typeof neighbours>[2]) => neighbours(map, from, mover).map((s) => (s.coast ? `${s.to}/${s.coast}` : s.to));

describe('diadokhoi: borders the rulebook states', () => {
  it('diadokhoi §3.1.6: a fleet in Attica (w.c.) reaches the Ionian sea but not Thessalia; on the e.c. Thessalia but not the Ionian sea', () => {
    expect(adjacent(map, { space: 'Att', coast: 'wc' }, 'IoS', 'fleet')).toBe(true);
    expect(adjacent(map, { space: 'Att', coast: 'wc' }, 'The', 'fleet')).toBe(false);
    expect(adjacent(map, { space: 'Att', coast: 'ec' }, 'The', 'fleet')).toBe(true);
    expect(adjacent(map, { space: 'Att', coast: 'ec' }, 'IoS', 'fleet')).toBe(false);
    // Armies ignore coasts.
    expect(adjacent(map, 'Att', 'The', 'army')).toBe(true);
  });

  it('diadokhoi §3.1.6: Libya, Attica and Thracia have separate coasts; fleets may be built on either coast of Attica', () => {
    expect(coastalSeas(map, 'Thr', 'wc')).toEqual(['Aeg']);
    expect(coastalSeas(map, 'Thr', 'sc')).toEqual(['Pro']);
    expect(coastalSeas(map, 'Thr', 'ec')).toEqual(['WPE']);
    expect(coastalSeas(map, 'Lib', 'wc')).toEqual(['IoS']);
    expect(coastalSeas(map, 'Lib', 'ec')).toEqual(['EMS']);
    expect(citadel(map, 'athens')?.coasts?.sort()).toEqual(['ec', 'wc']);
    expect(to('athens', 'fleet').sort()).toEqual(['Att/ec', 'Att/wc', 'Cyc']);
  });

  it('diadokhoi §3.1.7: a fleet passes through Egypt from the Mediterranean to the Arabic gulf by the canal', () => {
    expect(adjacent(map, 'EMS', 'Egy', 'fleet')).toBe(true);
    expect(adjacent(map, 'Egy', 'ArG', 'fleet')).toBe(true);
    expect(bordersBetween(map, 'Egy', 'ArG')[0]?.special?.kind).toBe('canal');
  });

  it('diadokhoi §3.1.8: a fleet in Arcadia can move to the Cyclades or to the Ionian sea', () => {
    expect(to('Arc', 'fleet')).toEqual(expect.arrayContaining(['Cyc', 'IoS']));
  });

  it('diadokhoi §3.1.9: rounding Arabia takes 3 seasons between the Arabic gulf and the Persian gulf', () => {
    const b = bordersBetween(map, 'ArG', 'PeG');
    expect(b).toHaveLength(1);
    expect(b[0]!.special).toEqual({ kind: 'arabia', seasons: 3 });
    expect(adjacent(map, 'ArG', 'PeG', 'fleet', { specials: false })).toBe(false);
  });

  it('diadokhoi §3.1.4: Assyria–Mesopotamia and Cappadocia–Commagena stay open in a flood, through the mountains, without support', () => {
    expect(bordersClosedByFlood(map, 'tigris').some((b) => [b.a, b.b].sort().join() === 'Ass,Mes')).toBe(false);
    expect(bordersWithoutSupportInFlood(map, 'tigris').map((b) => [b.a, b.b].sort().join())).toEqual(['Ass,Mes']);
    expect(bordersWithoutSupportInFlood(map, 'euphrates').map((b) => [b.a, b.b].sort().join())).toEqual(['Cap,Com']);
    expect(bordersClosedByFlood(map, 'euphrates').length).toBeGreaterThan(0);
  });

  it('diadokhoi §6.2.6: a river flood closes the borders along it; diadokhoi §T6-Sp5: the Euphrates floods Chaldea and Lower Mesopotamia', () => {
    expect(floodedBy(map, 'euphrates')).toEqual(['Chd', 'LMe']);
    expect(floodedBy(map, 'nile')).toEqual(['Egy']);
    const closed = bordersClosedByFlood(map, 'ister').map((b) => [b.a, b.b].sort().join('–'));
    expect(closed).toEqual(expect.arrayContaining(['Ill–Scy', 'Scy–Thr', 'Ist–Scy']));
  });

  it('diadokhoi §6.3.25: no support across a mountain range, except by a great pass', () => {
    expect(mountainBlocksSupport(bordersBetween(map, 'Tau', 'The')[0]!)).toBe(true);
    expect(mountainBlocksSupport(bordersBetween(map, 'Lyc', 'Cil')[0]!)).toBe(false); // the Cilician Gates
    expect(mountainBlocksSupport(bordersBetween(map, 'Eto', 'The')[0]!)).toBe(false);
  });

  it('diadokhoi §7.1.1: no connection between Assyria and Armenia, nor between Media and Mesopotamia', () => {
    for (const mover of ['army', 'fleet', 'character'] as const) {
      expect(adjacent(map, 'Ass', 'Arm', mover)).toBe(false);
      expect(adjacent(map, 'Med', 'Mes', mover)).toBe(false);
    }
  });

  it('diadokhoi §7.1.2: nobody enters the Hyrcanian sea', () => {
    for (const id of ['Hyr', 'Med', 'Cau']) {
      for (const mover of ['army', 'fleet', 'character'] as const) expect(adjacent(map, id, 'HyS', mover)).toBe(false);
    }
  });

  it('diadokhoi §5.3.3: a fleet built at Babylone goes to Lower Mesopotamia, then to the Persian gulf', () => {
    expect(adjacent(map, 'babylone', 'Chd', 'fleet')).toBe(true);
    expect(adjacent(map, 'Chd', 'LMe', 'fleet')).toBe(true);
    expect(adjacent(map, 'LMe', 'PeG', 'fleet')).toBe(true);
  });

  it('diadokhoi §6.3.28: convoy A Arc - (Cyc - EMS) - Egy', () => {
    expect(coastalSeas(map, 'Arc')).toContain('Cyc');
    expect(adjacent(map, 'Cyc', 'EMS', 'fleet')).toBe(true);
    expect(coastalSeas(map, 'Egy')).toContain('EMS');
  });

  it('diadokhoi §6.3.42: A Eto - The against F The', () => {
    expect(adjacent(map, 'Eto', 'The', 'army')).toBe(true);
    expect(coastalSeas(map, 'The').length).toBeGreaterThan(0);
  });

  it('diadokhoi §6.3.43: G Tyr - A Phe supported by F InS; Ae Dam - Phe supported by A Syr', () => {
    expect(adjacent(map, 'tyr', 'Phe', 'army')).toBe(true);
    expect(adjacent(map, 'InS', 'Phe', 'fleet')).toBe(true);
    expect(adjacent(map, 'Dam', 'Phe', 'army')).toBe(true);
    expect(adjacent(map, 'Syr', 'Phe', 'army')).toBe(true);
  });

  it('diadokhoi §6.3.56: gold from a unit in the Cyclades to one in Damascene takes 3 seasons (3 provinces between)', () => {
    expect(distance(map, 'Cyc', 'Dam', 'character')).toBe(4);
  });

  it('diadokhoi §6.3.34 and diadokhoi §6.3.35: the seas from which each port citadel is supplied', () => {
    expect(accessSeas(map, 'rhodes').sort()).toEqual(['Cyc', 'Eol', 'RhS']);
    expect(accessSeas(map, 'panticapea').sort()).toEqual(['EPE', 'Mae']);
    expect(accessSeas(map, 'sardes')).toEqual([]);
  });

  it('diadokhoi §7.3.2: F Hel may besiege Cyzica, F Pro may not (the port citadel is in Hel)', () => {
    expect(provinceOf(map, 'cyzica')).toBe('Hel');
    expect(coastalSeas(map, 'Hel')).toContain('Pro');
  });

  it('diadokhoi §7.4.2: G Cyzica = A Hel; G Athens = F Att; G Alexandria = F EMS', () => {
    expect(adjacent(map, 'cyzica', 'Hel', 'army')).toBe(true);
    expect(adjacent(map, 'athens', 'Att', 'fleet')).toBe(true);
    expect(adjacent(map, 'alexandria', 'EMS', 'fleet')).toBe(true);
    expect(adjacent(map, 'sardes', 'Lyd', 'fleet')).toBe(false);
  });

  it('diadokhoi §T6.2-5 and diadokhoi §T6.2-8: the rebels\' retreat areas are neighbours of where they rise', () => {
    expect(adjacent(map, 'Eto', 'Tau', 'army') && adjacent(map, 'Eto', 'The', 'army') && adjacent(map, 'Tau', 'The', 'army')).toBe(true);
    for (const id of ['Ill', 'Scy', 'Ist']) expect(adjacent(map, 'Thr', id, 'army')).toBe(true);
    expect(adjacent(map, 'Cyr', 'Lib', 'army')).toBe(true);
  });

  it('diadokhoi §T6.3-6: the Gauls\' second steps follow from their first (Tau then Eto, Mac then The, Peo then Cha, Ill or Scy then Thr)', () => {
    for (const [a, b] of [['Tau', 'Eto'], ['Mac', 'The'], ['Peo', 'Cha'], ['Ill', 'Thr'], ['Scy', 'Thr']]) expect(adjacent(map, a!, b!, 'army')).toBe(true);
  });

  it('diadokhoi §6.2.23: only off-board moves reach Rome', () => {
    expect(adjacent(map, 'Ita', 'Rom', 'army')).toBe(false);
    expect(adjacent(map, 'Ita', 'Rom', 'army', { offboard: true })).toBe(true);
  });
});
