/** Independent armies, fleets, royals and the fixed Legitimacy values against the text. */
import { describe, expect, it } from 'vitest';
import { FLEETS, INDEPENDENT_ARMIES, LEGITIMACY, ROYALS, SPECIAL_UNITS } from '../src/data/pieces.ts';
import { INDEPENDENT_ARMY_MP, UNREST_MARKER, overruns } from '../src/data/tables.ts';
import { MAX_INSIDE_CITY, NAVAL_MAX_CUS } from '../src/data/costs.ts';
import { MAJOR_GENERALS } from '../src/data/generals.ts';

const army = (id: string) => INDEPENDENT_ARMIES.find((a) => a.id === id)!;

describe('independent armies', () => {
  it('successors 16.3.1: an activated independent army moves 3 MP', () => {
    expect(INDEPENDENT_ARMY_MP).toBe(3);
  });

  it('successors 16.1.1: every independent army is activated by a Tyche card', () => {
    for (const a of INDEPENDENT_ARMIES) expect(a.cards.length, a.id).toBeGreaterThan(0);
  });

  it('successors 16.3.6, successors 16.3.7, successors 16.3.8 and successors 16.3.9: movement restrictions', () => {
    expect(army('greek-army').restriction).toEqual({ kind: 'provinces', provinces: ['greece', 'thessaly'] });
    expect(army('colonists').restriction).toEqual({ kind: 'westward', removedIn: 'greece' });
    expect(army('ariarathes').restriction).toEqual({ kind: 'provinces', provinces: ['cappadocia'] });
    expect(army('scythians').restriction.kind).toBe('none');
    expect(army('illyrians').restriction.kind).toBe('none');
  });

  it('successors 16.5.4: only the Scythians and Illyrians go back to their boxes when defeated', () => {
    expect(INDEPENDENT_ARMIES.filter((a) => a.returnsToBox).map((a) => a.id).sort()).toEqual(['illyrians', 'scythians']);
  });

  it('successors 16.5.7 and successors 16.6: each counter prints a strength (its CU count for overruns) and a battle value', () => {
    for (const a of INDEPENDENT_ARMIES) {
      expect(a.strength).toBeGreaterThan(0);
      expect(a.battle).toBeGreaterThanOrEqual(2);
    }
    expect(overruns(5 * army('greek-army').strength, army('greek-army').strength)).toBe(true);
  });
});

describe('fleets', () => {
  it('successors 13.3.1 and successors 13.3.2: every fleet has a weak side and a stronger side', () => {
    for (const f of FLEETS) expect(f.strong, f.id).toBeGreaterThan(f.weak);
  });

  it('successors 13.1 and successors 20.4.3: the largest fleet needs 3 points, so one upgraded fleet alone can win it', () => {
    expect(FLEETS.filter((f) => f.countsForLargest).some((f) => f.strong >= 3)).toBe(true);
    expect(FLEETS.filter((f) => f.countsForLargest).every((f) => f.weak < 3)).toBe(true);
  });

  it('successors 9.14.2: a naval move carries at most 8 CUs', () => {
    expect(NAVAL_MAX_CUS).toBe(8);
  });
});

describe('royal family and legitimacy', () => {
  it('successors 2.7.14: the heirs are Philip III, Heracles and Alexander IV', () => {
    expect(ROYALS.filter((r) => r.kind === 'heir').map((r) => r.id).sort()).toEqual(['alexander-iv', 'heracles', 'philip-iii']);
  });

  it('successors 18.1.1: heirs are always active; the three women start inactive (successors 18.2.1)', () => {
    for (const r of ROYALS) expect(r.startsActive, r.id).toBe(r.kind !== 'woman');
  });

  it('successors 17.2.2: heirs and women give Legitimacy; successors 17.4.1: the body gives none until buried', () => {
    for (const r of ROYALS.filter((x) => x.kind !== 'body')) expect(r.legitimacy, r.id).toBeGreaterThan(0);
    expect(ROYALS.find((r) => r.kind === 'body')!.legitimacy).toBe(0);
  });

  it('successors 17.4.3, successors 17.4.6, successors 17.2.3, successors 17.2.5, successors 17.6.3, successors 17.6.6 and successors 20.1.1: the fixed Legitimacy values', () => {
    expect(LEGITIMACY).toMatchObject({ burialAtPella: 10, tombGuardian: 2, strategosOfEurope: 2, champion: 3, sacredGroundPrestige: 4, giftOfOratoryPrestige: 5, victoryLp: 18 });
  });

  it('successors 17.2.4: Perdiccas and Leonnatus carry 1 LP each, nobody else', () => {
    expect(MAJOR_GENERALS.filter((g) => g.legitimacy !== 0).map((g) => [g.id, g.legitimacy])).toEqual([['perdiccas', 1], ['leonnatus', 1]]);
  });

  it('successors 14.2.2 and successors 22.4: the Silver Shields, the Helepolis and the Indian elephants wait in boxes for their cards', () => {
    expect(SPECIAL_UNITS.map((u) => u.id).sort()).toEqual(['helepolis', 'indian-elephants', 'silver-shields']);
    expect(SPECIAL_UNITS.find((u) => u.id === 'silver-shields')!.troops).toEqual({ 'silver-shields': 2 });
  });

  it('successors 7.8.5: unrest markers are 3 in major cities and fortresses, 1 elsewhere; successors 9.7.1: two CUs inside a major city', () => {
    expect(UNREST_MARKER).toEqual({ strong: 3, weak: 1 });
    expect(MAX_INSIDE_CITY).toBe(2);
  });
});
