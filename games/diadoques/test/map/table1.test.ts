/**
 * Table 1 of the Diadokhoi rulebook (`diadokhoi §T1.1`–`§T1.10`), transcribed here from seed
 * 004 lines 708–771, checked against the map data: every land province by its abbreviation,
 * and every town with its code — CC capital city, C city, c citadel, P port, none a minor
 * supply centre (`diadokhoi §T1.9`).
 */
import { describe, expect, it } from 'vitest';
import { MAPS, resolveName } from '../../src/map/index.ts';

/** `[abbreviation, name, towns…]`, a town written `Name (codes)` as the table prints it. */
type Row = [string, string, ...string[]];

const TABLE_1: Record<string, Row[]> = {
  'diadokhoi §T1.1': [
    ['Ita', 'Italy', 'Tarenta (c P)'], ['Ill', 'Illyria', 'Salonae'], ['Scy', 'Scythia'],
    ['Trd', 'Tauride', 'Panticapea (C P)'], ['Thr', 'Thracia', 'Philippopolis'], ['Ist', 'Ister mouth', 'Callatis (P)'],
    ['Che', 'Chersonese', 'Lysimachia (CC P)'], ['Bos', 'Bosphore', 'Byzance (C P)'],
  ],
  'diadokhoi §T1.2': [
    ['Peo', 'Peonia'], ['Cha', 'Chalcidica', 'Amphipolis'], ['Mac', 'Macedonia', 'Pella (CC)', 'Pydna (c P)'],
    ['Tau', 'Taulantii', 'Epidamnos (P)'], ['The', 'Thessalia', 'Lamia (c)'], ['Eto', 'Etolia', 'Delphi (c)'],
  ],
  'diadokhoi §T1.3': [
    ['Att', 'Attica', 'Athens (C P)'], ['Arc', 'Arcadia', 'Corinth (P)'], ['Lac', 'Laconia', 'Sparta (C)'],
    ['Cre', 'Creta', 'Gortyn (P)'], ['Rho', 'Rhodes', 'Rhodes (C P)'], ['Chy', 'Cyprus', 'Salamine (c P)'],
  ],
  'diadokhoi §T1.4': [
    ['Cau', 'Caucasus'], ['Pon', 'Pont', 'Trapezonte (P)'], ['Pap', 'Paphlagonia', 'Sinope (P)'],
    ['Bit', 'Bithynia', 'Heraclea Pontica (c P)'], ['Hel', 'Hellespont', 'Cyzica (c P)'],
    ['Lyd', 'Lydia', 'Sardes (C)', 'Smyrna (P)'], ['Car', 'Caria', 'Colosse'], ['Mys', 'Mysia'],
  ],
  'diadokhoi §T1.5': [
    ['Pis', 'Pisidia', 'Isaura (c)'], ['Phr', 'Phrygia', 'Gordion (CC)'], ['Axy', 'Axylon'], ['Ank', 'Ankyra', 'Ankyra (CC)'],
    ['Lyc', 'Lycaonia', 'Laranda (c)', 'Nora (c)'], ['Pte', 'Pteria'], ['Cap', 'Cappadocia', 'Ariararthea (C)'],
    ['Ion', 'Ionia', 'Milet (C P)', 'Ephese (c)'],
  ],
  'diadokhoi §T1.6': [
    ['Pam', 'Pamphylia', 'Sidea'], ['Cil', 'Cilicia', 'Soloi (C P)'], ['Com', 'Commagena', 'Mazaca'], ['Arm', 'Armenia'],
    ['Syr', 'Syria', 'Alexandria of Issos (C P)'], ['Phe', 'Phenecia', 'Tyr (C P)'], ['Dam', 'Damascene', 'Damascus'],
    ['Pal', 'Palestine', 'Jerusalem'],
  ],
  'diadokhoi §T1.7': [
    ['Nab', 'Nabatena', 'Petra (C)'], ['Idu', 'Idumea', 'Gaza (c)'], ['Sin', 'Sinai'], ['Ara', 'Arabian desert'],
    ['Mes', 'Mesopotamia', 'Nisibe'], ['Egy', 'Egypt', 'Alexandria (CC P)', 'Peluse (c)'], ['Lib', 'Libya'],
    ['Cyr', 'Cyrenaica', 'Cyrena (C)', 'Apollonia (P)'],
  ],
  'diadokhoi §T1.8': [
    ['Ass', 'Assyria', 'Arbeles'], ['Ghe', 'Arabia Ghereenna'], ['Chd', 'Chaldea', 'Babylone (CC P)'],
    ['LMe', 'Lower Mesopotamia', 'Ur'], ['Sus', 'Susiane', 'Suse (c)'], ['Per', 'Persia', 'Parsagades (C)'],
    ['Med', 'Media', 'Ekbatane (c)'], ['Hyr', 'Hyrcania', 'Hecatompylos (c)'],
  ],
};

/** `diadokhoi §T1.10`: provinces without supply, and the two supplied only with their citadel. */
const UNSUPPLIED = ['Scy', 'Peo', 'Cau', 'Mys', 'Axy', 'Pte', 'Arm', 'Sin', 'Ara', 'Ghe', 'Lib'];
const CITADEL_ONLY = ['Nab', 'Hyr'];

const map = MAPS.diadokhoi;
const RANK = { CC: 'capital', C: 'major', c: 'minor' } as const;

/** What the map holds for a town name in a province: `rank` of its citadel (or `town`) and whether it is a port. */
function townOnMap(province: string, name: string): { what: string; port: boolean } | string {
  const p = map.provinces.find((x) => x.id === province)!;
  for (const id of p.citadels) {
    const c = map.citadels.find((x) => x.id === id)!;
    if (resolveName(map, name)?.space === c.id) return { what: c.rank, port: c.port };
  }
  const t = p.towns.find((x) => [x.names.en, x.names.fr, ...(x.names.aliases ?? [])].some((n) => n.toLowerCase() === name.toLowerCase()));
  return t ? { what: 'town', port: t.port } : `${name} is neither a citadel nor a town of ${province}`;
}

/** The problems of one row of Table 1 against the map; empty when it agrees. */
function check(row: Row): string[] {
  const [abbr, name, ...towns] = row;
  const p = map.provinces.find((x) => x.id === abbr);
  if (!p) return [`no province ${abbr} (${name})`];
  const problems: string[] = [];
  if (resolveName(map, name)?.space !== abbr && p.names.en !== name) problems.push(`${name} does not name ${abbr}`);
  for (const town of towns) {
    const m = /^(.+?)(?: \(([^)]*)\))?$/.exec(town)!;
    const codes = (m[2] ?? '').split(' ').filter(Boolean);
    const found = townOnMap(abbr, m[1]!);
    if (typeof found === 'string') { problems.push(found); continue; }
    const rank = codes.find((c): c is keyof typeof RANK => c in RANK);
    const want = rank ? RANK[rank] : 'town';
    if (found.what !== want) problems.push(`${town}: ${found.what} on the map, ${want} in Table 1`);
    if (found.port !== codes.includes('P')) problems.push(`${town}: port ${found.port} on the map`);
  }
  return problems;
}

describe('diadokhoi Table 1 against the map', () => {
  for (const [rule, rows] of Object.entries(TABLE_1)) {
    it(`${rule}, diadokhoi §T1.9: ${rows.map((r) => r[0]).join(', ')} — towns, capitals, cities, citadels and ports as printed`, () => {
      expect(rows.flatMap(check)).toEqual([]);
    });
  }

  it('diadokhoi §T1: the table lists every land province of the playing area exactly once', () => {
    const listed = Object.values(TABLE_1).flat().map((r) => r[0]).sort();
    const onMap = map.provinces.filter((p) => !p.offboard).map((p) => p.id).sort();
    expect(listed).toEqual(onMap);
  });

  it('diadokhoi §3.2.1: a province with a town or a citadel is a supply centre; one without is not', () => {
    for (const p of map.provinces.filter((x) => !x.offboard && !CITADEL_ONLY.includes(x.id))) {
      expect(p.supply, p.id).toBe(p.towns.length + p.citadels.length > 0 ? 'yes' : 'no');
    }
  });

  it('diadokhoi §3.2.2: every port opens onto seas next to it — a port town onto seas along its province, a port citadel by its access', () => {
    const touches = (a: string, b: string, kinds: string[]) => map.borders.some((x) => kinds.includes(x.kind) && ((x.a === a && x.b === b) || (x.a === b && x.b === a)));
    for (const p of map.provinces) {
      for (const t of p.towns.filter((x) => x.port)) {
        expect(t.fleetBuild?.length ?? 0, t.id).toBeGreaterThan(0);
        for (const sea of t.fleetBuild ?? []) expect(touches(p.id, sea, ['coast']), `${t.id} opens onto ${sea}`).toBe(true);
      }
    }
    const portCitadels = map.citadels.filter((c) => c.port);
    expect(portCitadels.length).toBeGreaterThan(10);
    // Babylone is a river port: its fleets go down the river to Lower Mesopotamia (the Chd–LMe
    // shore has no sea), then to the Persian gulf (`diadokhoi §5.3.3`, map-decisions.md).
    for (const c of portCitadels.filter((x) => x.id !== 'babylone')) expect(map.seas.some((sea) => touches(c.id, sea.id, ['access'])), c.id).toBe(true);
    expect(map.borders.some((x) => x.kind === 'shore' && [x.a, x.b].sort().join() === 'Chd,LMe' && x.sea === undefined)).toBe(true);
  });

  it('diadokhoi §T1.10: provinces without supply, and Nab and Hyr supplied only with their citadel', () => {
    for (const id of UNSUPPLIED) expect(map.provinces.find((p) => p.id === id)?.supply, id).toBe('no');
    for (const id of CITADEL_ONLY) expect(map.provinces.find((p) => p.id === id)?.supply, id).toBe('citadel');
    const supplied = map.provinces.filter((p) => !p.offboard && !UNSUPPLIED.includes(p.id) && !CITADEL_ONLY.includes(p.id));
    for (const p of supplied) expect(p.supply, p.id).toBe('yes');
  });

  it('the check can fail: a wrong code and an unknown town are reported', () => {
    expect(check(['Mac', 'Macedonia', 'Pella (C P)', 'Atlantis'])).toEqual([
      'Pella (C P): capital on the map, major in Table 1',
      'Pella (C P): port false on the map',
      'Atlantis is neither a citadel nor a town of Mac',
    ]);
  });
});
