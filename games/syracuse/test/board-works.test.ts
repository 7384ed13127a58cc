/** The works in progress as the board shows them (`render/works.ts`) and the published board (`render/board-svg.ts`). */
import { describe, expect, it } from 'vitest';
import { catalogs } from '../src/catalog/index.ts';
import { WALLS, ZONES } from '../src/data/map.ts';
import { boardSvg } from '../src/render/board-svg.ts';
import { worksProgress } from '../src/render/works.ts';
import { baseState } from '../src/setup.ts';

type Walls = Parameters<typeof worksProgress>[0]['walls'];
const start = () => {
  const s = baseState('historical');
  return { camp: s.camp, walls: { ...s.walls }, chains: s.chains, forts: JSON.parse(JSON.stringify(s.forts)) as typeof s.forts };
};
const nexts = (v: ReturnType<typeof start>) => {
  const p = worksProgress(v);
  return [...p.ath.line, ...p.syr.line, ...p.syr.others].filter((w) => w.next).map((w) => w.id);
};

describe('works in progress (syracuse 5.4)', () => {
  it('syracuse 5.4.4, 5.4.5: at the start the camp comes before any Athenian wall; the Syracusan starts with wall 1', () => {
    const v = start();
    expect(nexts(v)).toEqual(['camp', 'S1']);
    expect(worksProgress(v).ath.built).toBe(0);
  });

  it('syracuse 5.4.5: walls in order, one at a time; 3A or 3B, not both (counted once)', () => {
    const v = start();
    v.camp = 'built';
    v.walls = { ...v.walls, A1: 'built', S1: 'built', S2: 'built' } as Walls;
    expect(nexts(v)).toEqual(['A2', 'S3A', 'S3B']);
    v.walls.S3B = 'built';
    const p = worksProgress(v);
    expect(p.syr.built).toBe(3);
    expect(p.ath.built).toBe(1);
    expect(nexts(v)).toEqual(['A2']);
  });

  it('syracuse 5.4.6, 5.4.7: Syracusan 3A bars Athenian 3; a destroyed wall is repaired first', () => {
    const v = start();
    v.camp = 'built';
    v.walls = { ...v.walls, A1: 'built', A2: 'built', S1: 'built', S2: 'built', S3A: 'built' } as Walls;
    expect(nexts(v)).not.toContain('A3');
    v.walls.A2 = 'destroyed';
    expect(nexts(v)).toEqual(['A2']);
    expect(worksProgress(v).ath.line.find((w) => w.id === 'A2')!.state).toBe('destroyed');
  });

  it('syracuse 5.5.1: the chains are next only while Syracuse holds a built Plemmyrion fort', () => {
    const v = start();
    expect(nexts(v)).not.toContain('chains');
    v.forts.plemmyrion = { built: true, owner: 'syr' };
    expect(nexts(v)).toContain('chains');
  });
});

describe('the published board (docs/maps/syracuse*.svg)', () => {
  it.each(['en', 'fr'] as const)('%s: every zone named from the catalog, every wall site numbered, the key in the language', (lang) => {
    const names = catalogs[lang].names;
    const svg = boardSvg(names);
    const esc = (x: string) => x.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    for (const z of ZONES) for (const part of (names[`place.${z.id}`] ?? z.id).split(' ')) expect(svg, `${lang} ${z.id}`).toContain(esc(part));
    for (const w of WALLS) expect(svg).toContain(`>${w.id.slice(1)}</text>`);
    expect(svg).toContain(esc(names['map.key.wallAth']!));
    expect(svg).not.toMatch(/undefined|NaN/);
  });
});
