import { describe, expect, it } from 'vitest';
import { DIADOKHOI_REFERENCES, DIADOQUES_REFERENCES } from '../../src/map/data/references.ts';
import type { Reference } from '../../src/map/data/references.ts';
import { MAPS, resolveName, resolvePlace } from '../../src/map/index.ts';
import type { Resolved } from '../../src/map/index.ts';

/** What a reference resolved to, written like `expect`: a space id, `Att/wc`, `river:nile`, `null` (off the map). */
function written(r: Resolved): string {
  if (r.kind === 'river') return `river:${r.feature}`;
  if (r.space === null) return 'null';
  return r.coast ? `${r.space}/${r.coast}` : r.space;
}

function resolve(ref: Reference): string | undefined {
  const map = MAPS[ref.ruleset];
  if (ref.kind === 'space') {
    const r = resolveName(map, ref.name);
    return r && r.space !== null ? written(r) : undefined;
  }
  const r = resolvePlace(map, ref.name);
  return r ? written(r) : undefined;
}

function walk(refs: Reference[]) {
  const failures: string[] = [];
  for (const ref of refs) {
    if (ref.kind === 'not-a-place') continue;
    const got = resolve(ref);
    if (got === undefined) failures.push(`${ref.rule}: "${ref.name}" names nothing`);
    else if (ref.expect && got !== ref.expect) failures.push(`${ref.rule}: "${ref.name}" → ${got}, expected ${ref.expect}`);
  }
  return failures;
}

describe('every place name of the rulebooks resolves on its map', () => {
  it('diadokhoi §6.3.37 and diadokhoi §T1, diadokhoi §T2: every name and abbreviation of the English rulebook names a space', () => {
    expect(DIADOKHOI_REFERENCES.length).toBeGreaterThan(500);
    expect(walk(DIADOKHOI_REFERENCES)).toEqual([]);
  });

  it('diadoques §9a.4: every abbreviation and citadel name of the French rulebook names a space', () => {
    expect(DIADOQUES_REFERENCES.length).toBeGreaterThan(300);
    expect(walk(DIADOQUES_REFERENCES)).toEqual([]);
  });

  it('diadoques §0.2: every label of the lost map image was read (space, town, river, landmark), and only kingdom labels name no place', () => {
    const labels = DIADOQUES_REFERENCES.filter((r) => r.rule === 'diadoques §0.2');
    expect(labels.length).toBeGreaterThan(80);
    expect(labels.filter((r) => r.kind === 'not-a-place').every((r) => r.name.startsWith('Royaume'))).toBe(true);
  });

  it('diadokhoi §T1, diadokhoi §T2: every province and sea abbreviation of Tables 1 and 2 is the id of its space', () => {
    const map = MAPS.diadokhoi;
    for (const p of [...map.provinces, ...map.seas]) {
      if (p.id === 'HyS' || p.id === 'Rom') continue;
      expect(resolveName(map, p.names.abbrEn!)?.space).toBe(p.id);
    }
  });

  it('the walk can fail: an unknown name and a wrong expectation are reported', () => {
    const bad: Reference[] = [
      { ruleset: 'diadoques', rule: 'test', name: 'Atlantide', kind: 'space' },
      { ruleset: 'diadokhoi', rule: 'test', name: 'Rhodes', kind: 'space', expect: 'Rho' },
    ];
    expect(walk(bad)).toEqual(['test: "Atlantide" names nothing', 'test: "Rhodes" → rhodes, expected Rho']);
  });
});
