import { describe, expect, it } from 'vitest';
import { diadokhoiMap, diadoquesMap } from '../../src/map/index.ts';
import type { GameMap } from '../../src/map/types.ts';
import { mapLayout, renderMapSvg } from '../../src/render/index.ts';
import { TERRAIN_FILL } from '../../src/render/style.ts';
import { fixtureMap } from './fixture.ts';
import { xmlProblems } from './xml.ts';

const maps: GameMap[] = [diadoquesMap, diadokhoiMap];
const svgs = new Map<GameMap, string>();
function svgOf(map: GameMap): string {
  let s = svgs.get(map);
  if (!s) {
    s = renderMapSvg(map);
    svgs.set(map, s);
  }
  return s;
}

/** The element (start tag and body) whose start tag holds `needle`. */
function group(svg: string, id: string): string {
  const start = svg.indexOf(`<g id="${id}"`);
  if (start < 0) return '';
  return svg.slice(start, svg.indexOf('</g>', start) + 4);
}

const abbr = (m: GameMap, names: { abbrFr?: string; abbrEn?: string }, id: string, lang: 'fr' | 'en') =>
  (lang === 'fr' ? (names.abbrFr ?? names.abbrEn) : (names.abbrEn ?? names.abbrFr)) ?? id;

describe.each(maps.map((m) => [m.ruleset, m] as const))('%s map', (_name, map) => {
  const lang = map.ruleset === 'diadoques' ? 'fr' : 'en';

  it('is well-formed SVG with a viewBox', () => {
    const svg = svgOf(map);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 ')).toBe(true);
    expect(xmlProblems(svg)).toEqual([]);
  });

  it('diadoques §4a.1: has one group per space (province, sea, citadel) with stable id and class', () => {
    const svg = svgOf(map);
    const spaces = [...map.provinces.map((p) => [p.id, 'land'] as const), ...map.seas.map((s) => [s.id, 'sea'] as const), ...map.citadels.map((c) => [c.id, 'citadel'] as const)];
    for (const [id, kind] of spaces) {
      const opening = new RegExp(`<g id="space-${id.replace(/[-]/g, '\\-')}" class="space ${kind}[^"]*" data-space="${id}"`, 'g');
      expect(svg.match(opening)?.length, id).toBe(1);
    }
  });

  it('diadoques §4a.2 and diadoques §4a.3: labels every province and sea with its order abbreviation', () => {
    const svg = svgOf(map);
    for (const sp of [...map.provinces, ...map.seas]) {
      const text = abbr(map, sp.names, sp.id, lang);
      expect(svg, sp.id).toContain(`data-space="${sp.id}"${''}`);
      expect(svg.includes(`class="label ${sp.kind}" data-space="${sp.id}"`) && svg.includes(`>${text}</text>`), `${sp.id} ${text}`).toBe(true);
    }
  });

  it('diadoques §4a.2: colours every province by its terrain', () => {
    const svg = svgOf(map);
    for (const p of map.provinces) {
      const g = group(svg, `space-${p.id}`);
      expect(g, p.id).toContain(`terrain-${p.terrain}`);
      expect(g, p.id).toContain(`fill="${TERRAIN_FILL[p.terrain]}"`);
    }
  });

  it('draws every space with a non-empty shape or symbol', () => {
    const svg = svgOf(map);
    for (const sp of [...map.provinces, ...map.seas]) expect(group(svg, `space-${sp.id}`), sp.id).toMatch(/class="shape" d="M[\d.-]+,[\d.-]+L/);
  });

  it('rounds every coordinate to one decimal', () => {
    const coords = [...svgOf(map).matchAll(/ (?:d|x|y|cx|cy|r|rx|ry|x1|x2|y1|y2|width|height)="([^"]*)"/g)].map((m) => m[1]!);
    expect(coords.length).toBeGreaterThan(100);
    expect(coords.filter((c) => /\d\.\d\d/.test(c)).slice(0, 3)).toEqual([]);
  });

  it('places real cities where they are: Alexandria south of Athens, Babylon east of Antioch', () => {
    const l = mapLayout(map);
    const [, athensY] = l.project([23.73, 37.97]);
    const [, alexandriaY] = l.project([29.92, 31.2]);
    const [antiochX] = l.project([36.16, 36.2]);
    const [babylonX] = l.project([44.42, 32.54]);
    expect(alexandriaY).toBeGreaterThan(athensY);
    expect(babylonX).toBeGreaterThan(antiochX);
  });

  it('gives every space a label and a unit anchor inside the viewBox', () => {
    const l = mapLayout(map);
    for (const id of [...map.provinces, ...map.seas, ...map.citadels].map((s) => s.id)) {
      const a = l.anchors[id];
      expect(a, id).toBeDefined();
      for (const [x, y] of [a!.unit, a!.label]) {
        expect(x, id).toBeGreaterThanOrEqual(0);
        expect(x, id).toBeLessThanOrEqual(l.width);
        expect(y, id).toBeGreaterThanOrEqual(0);
        expect(y, id).toBeLessThanOrEqual(l.height);
      }
    }
  });

  it('diadoques §4a.5: draws a double arrow for every access border of a port citadel', () => {
    const svg = svgOf(map);
    for (const b of map.borders.filter((x) => x.kind === 'access')) {
      const c = map.citadels.some((x) => x.id === b.a) ? b.a : b.b;
      const s = c === b.a ? b.b : b.a;
      const arrow = new RegExp(`<path class="arrow access" data-sea="${s}" data-citadel="${c}"[^>]*marker-start="url\\(#arrow-access\\)" marker-end="url\\(#arrow-access\\)"`);
      expect(svg, `${c} → ${s}`).toMatch(arrow);
    }
  });
});

describe('fixture map', () => {
  const svg = renderMapSvg(fixtureMap);

  it('is well-formed and has a group per space', () => {
    expect(xmlProblems(svg)).toEqual([]);
    for (const id of ['Mac', 'Epi', 'Att', 'Lyd', 'Thr', 'Egy', 'Ara', 'Med', 'Aeg', 'EMS', 'HyS', 'pella', 'athens', 'sardes', 'alexandria']) {
      expect(svg).toContain(`<g id="space-${id}"`);
    }
  });

  it('diadoques §4a.4: citadel symbols by rank — double square capital, square major, circle minor', () => {
    const shapes = (id: string) => {
      const g = group(svg, `space-${id}`);
      return { rects: (g.match(/<rect /g) ?? []).length, circles: (g.match(/<circle /g) ?? []).length };
    };
    expect(shapes('pella')).toEqual({ rects: 2, circles: 0 });
    expect(shapes('athens').rects).toBe(1);
    expect(shapes('sardes')).toEqual({ rects: 0, circles: 1 });
  });

  it('diadoques §4a.5: port citadels carry an anchor, inland ones none', () => {
    expect(group(svg, 'space-athens')).toContain('href="#anchor"');
    expect(group(svg, 'space-alexandria')).toContain('href="#anchor"');
    expect(group(svg, 'space-sardes')).not.toContain('href="#anchor"');
  });

  it('diadoques §4b.1: towns are dots, ports anchors with a dotted fleet-building arrow', () => {
    expect(svg).toMatch(/<g class="town" data-town="thebes"><title>Thebes<\/title><circle /);
    expect(svg).toMatch(/<g class="town port" data-town="piraeus">.*href="#anchor"/);
    expect(svg).toMatch(/<path class="arrow build" data-sea="Aeg" data-town="piraeus"[^>]*stroke-dasharray/);
  });

  it('diadoques §4b.2: draws rivers, lakes and mountain borders with their pass', () => {
    expect(svg).toContain('id="river-nile"');
    expect(svg).toContain('id="lake-urmia"');
    expect(svg).toMatch(/<g class="mountain-border with-pass" data-a="Mac" data-b="Epi" data-range="Pindus" data-pass="Via Egnatia">/);
    expect(svg).toContain('class="pass"');
  });

  it('diadokhoi §7.1.2: marks the Hyrcanian sea impassable (hatched)', () => {
    const g = group(svg, 'space-HyS');
    expect(g).toContain('class="space sea impassable"');
    expect(g).toContain('url(#hatch-impassable)');
    expect(group(svg, 'space-Aeg')).not.toContain('hatch');
  });

  it('marks the strait crossed by armies', () => {
    expect(svg).toMatch(/class="route route-strait" data-a="Thr" data-b="Lyd"/);
  });

  it('labels in French or English on request', () => {
    const fr = renderMapSvg(fixtureMap, { language: 'fr' });
    expect(fr).toContain('>EGE</text>');
    expect(fr).toContain('>Athens</text>');
    expect(svg).toContain('>Aeg</text>');
    expect(fr).toContain('data-language="fr"');
  });

  it('hides layers on request', () => {
    const bare = renderMapSvg(fixtureMap, { layers: { labels: false, legend: false, title: false, rivers: false } });
    expect(bare).not.toContain('class="label');
    expect(bare).not.toContain('id="layer-legend"');
    expect(bare).not.toContain('id="river-nile"');
    expect(bare).toContain('<g id="space-Mac"');
    expect(xmlProblems(bare)).toEqual([]);
  });

  it('scales with the width option', () => {
    const small = mapLayout(fixtureMap, { width: 800 });
    const big = mapLayout(fixtureMap, { width: 1600 });
    expect(small.viewBox.startsWith('0 0 800 ')).toBe(true);
    expect(Math.abs(big.height / small.height - 2)).toBeLessThan(0.02);
  });

  it('is deterministic: the same data gives byte-identical SVG', () => {
    const again = renderMapSvg(structuredClone(fixtureMap));
    expect(again).toBe(svg);
  });
});

describe('determinism on a real map', () => {
  it('renders a copy of the diadokhoi map byte for byte the same', () => {
    expect(renderMapSvg(structuredClone(diadokhoiMap))).toBe(svgOf(diadokhoiMap));
  });
});
