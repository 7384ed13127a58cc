/**
 * The reconstructed map and set-up against every constraint of the text (src/data/check.ts).
 * Each row names the rule it checks, literally, so `npx diadochi rules-coverage` counts it.
 */
import { describe, expect, it } from 'vitest';
import { CONSTRAINTS, checkComponents, countingSpaces, provinceMajority, reachable, ports, adjacentProvinces } from '../src/data/check.ts';
import { SUCCESSORS_DATA } from '../src/data/index.ts';
import { LAND_PATHS } from '../src/data/costs.ts';
import type { SuccessorsData } from '../src/data/types.ts';

const ROWS: [code: string, rule: string][] = [
  ['unique-ids', 'structure'],
  ['space-province', 'successors 2.6.1: every space lies in a province'],
  ['province-vp', 'successors 2.6.1: every province has a VP value'],
  ['path-ends', 'successors 2.6.4: paths join spaces'],
  ['connected', 'successors 2.6.4: one connected map'],
  ['mainland-connected', 'successors 2.7.1: the mainland is connected by adjacent (land, mountain, strait) paths'],
  ['one-major-city', 'successors 2.3.1: a province has at most one major city'],
  ['naval-ends-ports', 'successors 2.7.21: naval paths end in ports'],
  ['port-flags', 'successors 2.7.21: port flags match the naval paths'],
  ['independent-values', 'successors 2.3.3 and successors 22.1.5: value-3 markers on major cities and fortresses, 1 on minor cities'],
  ['fortresses-independent', 'successors 2.7.15: every hexagon is an independent fortress'],
  ['siege-modifier-majors', 'successors 15.2: siege modifiers printed on major cities'],
  ['africa', 'successors 2.7.2: Africa is Cyrene, Libya and Egypt'],
  ['europe', 'successors 2.7.10: Europe is Greece, Macedon, Thrace, Dardani, Triballi, Epirus'],
  ['asia', 'successors 2.7.4: Asia lies east of the Hellespontine'],
  ['islands-alone', 'successors 7.8.3: Cyprus and Crete have no adjacent province'],
  ['named-provinces', 'successors 7.8.2: Armenia and the other provinces the text names exist'],
  ['setup-places', 'successors 22.1.4: Babylon, Damascus, Sardis, Nicopolis, Pella in their provinces'],
  ['burial-cities', 'successors 17.4.2 and successors 17.4.3: Pella and Babylon are major cities'],
  ['athens-fleet', 'successors 13.2.1: the Athenian fleet goes with Athens'],
  ['cyprus-two-spaces', 'successors 13.2.2: Cyprus has two spaces'],
  ['caria-fleet', 'successors 13.2.4 and successors ED.13: the Asia Minor fleet depends on Caria alone'],
  ['pirates-by-card', 'successors 13.2.3: the Cilician pirates only by card'],
  ['pontic-not-largest', 'successors CL.11 and successors 20.4.3: the Pontic fleet does not count for the largest fleet'],
  ['strait-illium', 'successors 9.3.3: the strait Illium–Cherronesus'],
  ['strait-faster', 'successors 9.3.3: the strait Illium–Cherronesus is faster than the sea'],
  ['port-and-inland-majors', 'successors 15.3.1 and successors 15.2.2: port and inland major cities'],
  ['restricted-armies-move', 'successors 16.3.6 and successors 16.3.8: restricted independent armies can move inside their provinces'],
  ['optional-starts-in-province', 'successors 24.1.4: optional starts in one province'],
  ['media-five', 'successors 20.4.2: five markers with Ecbatana hold Media'],
  ['hellespont-five', 'successors 20.4.4: five H spaces on both shores of the Hellespont'],
  ['king-of-asia', 'successors 20.4.5 and successors ED.26: Babylonia, Phrygia, Syria'],
  ['independent-armies', 'successors 16.3.6, successors 16.3.8 and successors 22.1.6: Greek army in Greece or Thessaly, Ariarathes in Cappadocia'],
  ['box-entries', 'successors 16.2: armies enter from their boxes'],
  ['unrest-provinces', 'successors 7.8.2 (successors T.UNREST): the Unrest table names provinces, 7 is Armenia'],
  ['unrest-eligible', 'successors 7.8.3 and successors 7.8.4: every Unrest row can take a marker at start'],
  ['setup-spaces', 'successors 22.2.1 (successors MISSING.MAP): general starts and control markers on real spaces'],
  ['royal-setup', 'successors 22.1.4, successors 18.2.1 and successors 2.7.22: royal family set-up'],
  ['starting-provinces', 'successors 22.2.1 (successors MISSING.GENERALS): base generals in their satrapies'],
  ['optional-starts', 'successors 8.5.2 and successors 24.1.4: Eumenes and Seleucus have optional starts'],
  ['royal-army', 'successors 14.3.2: eight Royal Army CUs, 4/2/2'],
  ['general-entries', 'successors 21.2, successors 22.2.2, successors 8.5.1 and successors 22.1.2: Demetrius on turn 3, Eumenes and Seleucus in the deck'],
  ['general-values', 'successors 8.1.6, successors 9.2.3, successors 10.2.2, successors 17.2.4 and successors 17.6.4: minor generals 4/2, and the values the text fixes'],
  ['ranks', 'successors 8.3.2 and successors 9.10.3: ranks of Perdiccas, Craterus, Seleucus'],
  ['polyperchon', 'successors 21.3.1 and successors ED.22: Polyperchon has Antipater\'s values but rank'],
  ['card-numbers', 'successors 2.1: 64 Tyche cards'],
  ['cited-cards', 'successors 7.3.2, successors 9.14.1, successors 12.8.1 and successors 17.6.6: cards cited by number'],
  ['unrest-cards', 'successors 7.8.1: two Unrest bonus cards that must be played'],
  ['general-cards', 'successors 22.2.1 and successors 8.5.3: a card per general'],
  ['card-targets', 'structure'],
  ['movement-rule', 'successors 9.2.2: movement allowance by initiative'],
  ['battle-monotone', 'successors 12.5.1 (successors T.BATTLE): battle table monotone'],
];

describe('component checker', () => {
  const results = new Map(checkComponents().map((r) => [r.code, r]));

  it('has a test row for every assertion and no row without an assertion', () => {
    expect(ROWS.map(([c]) => c).sort()).toEqual(CONSTRAINTS.map((c) => c.code).sort());
  });

  for (const [code, rule] of ROWS) {
    it(`${rule} (${code})`, () => {
      const r = results.get(code);
      expect(r, code).toBeDefined();
      expect(r!.offenders, `${r!.rule}: ${r!.claim}`).toEqual([]);
    });
  }
});

/** A deep copy to break on purpose: the checker must notice. */
function copy(): SuccessorsData {
  return structuredClone(SUCCESSORS_DATA);
}

function failing(d: SuccessorsData): string[] {
  return checkComponents(d).filter((r) => !r.ok).map((r) => r.code);
}

describe('the checker catches broken data', () => {
  it('successors 9.3.3: without the strait Illium–Cherronesus', () => {
    const d = copy();
    d.map.paths = d.map.paths.filter((p) => !(p.kind === 'strait' && [p.a, p.b].includes('illium')));
    expect(failing(d)).toContain('strait-illium');
  });

  it('successors 13.2.2: a third space on Cyprus', () => {
    const d = copy();
    d.map.spaces.push({ ...d.map.spaces.find((s) => s.id === 'paphos')!, id: 'kition' });
    d.map.paths.push({ a: 'kition', b: 'salamis', kind: 'land', reconstructed: true, source: 'test' });
    expect(failing(d)).toContain('cyprus-two-spaces');
  });

  it('successors 7.8.3: a land path from Crete to Greece', () => {
    const d = copy();
    d.map.paths.push({ a: 'cydonia', b: 'sparta', kind: 'land', reconstructed: true, source: 'test' });
    expect(failing(d)).toContain('islands-alone');
  });

  it('successors 9.3.3: a sea path Illium–Cherronesus would make the strait no faster', () => {
    const d = copy();
    d.map.paths.push({ a: 'illium', b: 'cherronesus', kind: 'maritime', reconstructed: true, source: 'test' });
    expect(failing(d)).toContain('strait-faster');
  });

  it('successors 20.4.2: Media with one space fewer needs only four markers', () => {
    const d = copy();
    d.map.spaces = d.map.spaces.filter((s) => s.id !== 'nisaea');
    d.map.paths = d.map.paths.filter((p) => p.a !== 'nisaea' && p.b !== 'nisaea');
    expect(failing(d)).toContain('media-five');
  });

  it('successors 14.3.2: a ninth Royal Army CU', () => {
    const d = copy();
    d.generals.find((g) => g.id === 'antigonus')!.army.royal = 1;
    expect(failing(d)).toContain('royal-army');
  });

  it('successors 8.3.2: Craterus outranking Perdiccas', () => {
    const d = copy();
    d.generals.find((g) => g.id === 'craterus')!.rank = 4;
    expect(failing(d)).toContain('ranks');
  });

  it('an unreachable space and a dangling path', () => {
    const d = copy();
    d.map.spaces.push({ ...d.map.spaces.find((s) => s.id === 'tus')!, id: 'bactra', lon: 66.9 });
    d.map.paths.push({ a: 'tus', b: 'nowhere', kind: 'land', reconstructed: true, source: 'test' });
    expect(failing(d)).toEqual(expect.arrayContaining(['connected', 'path-ends']));
  });
});

describe('map facts the rules use', () => {
  const map = SUCCESSORS_DATA.map;

  it('successors 2.3.1: transit points do not count for province control', () => {
    for (const p of map.provinces) expect(countingSpaces(map, p.id).every((s) => s.kind !== 'transit')).toBe(true);
    expect(provinceMajority(map, 'cyprus')).toBe(2);
  });

  it('successors 2.7.21: a port is a space reached by a maritime path', () => {
    const pp = ports(map);
    expect(pp.has('alexandria')).toBe(true);
    expect(pp.has('babylon')).toBe(false);
    expect(pp.has('ecbatana')).toBe(false);
  });

  it('successors 2.7.1: adjacent provinces share a path; islands have none', () => {
    expect(adjacentProvinces(map, 'macedonia')).toEqual(new Set(['thessaly', 'epirus', 'dardani', 'thrace']));
    expect(adjacentProvinces(map, 'crete').size).toBe(0);
    expect(adjacentProvinces(map, 'cyprus').size).toBe(0);
  });

  it('successors 9.14.3: the islands are reached by sea only', () => {
    const land = reachable(map, 'pella', LAND_PATHS);
    for (const id of ['salamis', 'paphos', 'cydonia', 'knossos', 'gortyn', 'rhodes']) expect(land.has(id), id).toBe(false);
  });

  it('successors 2.6.3: every space is one of the four types and every type is used', () => {
    expect(new Set(map.spaces.map((s) => s.kind))).toEqual(new Set(['major-city', 'minor-city', 'fortress', 'transit']));
  });

  it('successors 2.6.5: all path types are used', () => {
    expect(new Set(map.paths.map((p) => p.kind))).toEqual(new Set(['land', 'mountain', 'strait', 'maritime', 'trans-mediterranean']));
  });

  it('successors 19.2.2: every controlled set-up space can trace to its general over land or sea', () => {
    for (const g of SUCCESSORS_DATA.generals) {
      if (!g.start) continue;
      const r = reachable(map, g.start, ['land', 'mountain', 'strait', 'maritime', 'trans-mediterranean']);
      for (const c of g.control) expect(r.has(c), `${g.id}:${c}`).toBe(true);
    }
  });

  it('every value is marked: reconstructed or sourced to a rule', () => {
    const all = [...map.provinces, ...map.spaces, ...map.paths, ...map.boxes, ...SUCCESSORS_DATA.generals, ...SUCCESSORS_DATA.cards, ...SUCCESSORS_DATA.fleets, ...SUCCESSORS_DATA.royals, ...SUCCESSORS_DATA.independentArmies];
    for (const v of all) {
      expect(typeof v.reconstructed).toBe('boolean');
      expect(v.source.length).toBeGreaterThan(5);
      if (!v.reconstructed) expect(v.source).toMatch(/successors \d/);
    }
  });
});
