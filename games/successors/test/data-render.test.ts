/** The rendered map shows every space, path, province and box of the data (docs/maps/successors.*). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Topology } from 'topojson-specification';
import { MAP } from '../src/data/map.ts';
import { COMPONENT_NAMES_FR } from '../src/i18n/names.fr.ts';
import { flatNames } from '../src/i18n/names.en.ts';
import { renderMapSvg } from '../src/render/map-svg.ts';

const require = createRequire(import.meta.url);
const land = JSON.parse(readFileSync(require.resolve('world-atlas/land-110m.json'), 'utf8')) as Topology;

describe('map rendering', () => {
  const names = flatNames(COMPONENT_NAMES_FR);
  const svg = renderMapSvg(MAP, { names, land, width: 1200 });

  it('successors 2.6.3: draws a symbol and a name for every space, in the language asked', () => {
    for (const s of MAP.spaces) expect(svg, s.id).toContain(`>${names[`place.${s.id}`]!.replace(/&/g, '&amp;')}<`);
    expect(svg).toContain('>Athènes<');
  });

  it('successors 2.6.5: draws one line per path', () => {
    expect((svg.match(/<line /g) ?? []).length).toBe(MAP.paths.length + MAP.boxes.reduce((t, b) => t + b.entries.length, 0));
  });

  it('successors 2.6.1: names every province with its VP', () => {
    for (const p of MAP.provinces) expect(svg, p.id).toContain(`>${names[`province.${p.id}`]!.toUpperCase()}<`);
  });

  it('is well-formed enough to open: one root, balanced groups', () => {
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.trim().endsWith('</svg>')).toBe(true);
    expect((svg.match(/<g[ >]/g) ?? []).length).toBe((svg.match(/<\/g>/g) ?? []).length);
  });
});
