/**
 * Build-time tool (Node, run by vite.config.ts): renders a Diadoques/Diadokhoi map to SVG and
 * prints it with its unit and label anchors as JSON. Rendering takes seconds (coastlines,
 * Voronoi cells), so the browser receives the finished SVG instead of computing it.
 * Usage: node --import tsx src/build/prerender-map.ts <diadoques|diadokhoi|classic> <fr|en>
 */
import { writeFileSync } from 'node:fs';
import { mapOf } from '@diadochi/diadoques/map';
import { mapLayout, renderMapSvg } from '@diadochi/diadoques/render';
import type { Language } from '@diadochi/diadoques/render';
import { classicMapLayout } from '@diadochi/diadoques/classic-render';

const [ruleset = 'diadoques', language = 'fr', out] = process.argv.slice(2);
if (ruleset === 'classic') {
  // Standard Diplomacy's map (games/diadoques/src/classic/render.ts): its labels are the
  // abbreviations players type, the same in every language; the board adds names on hover.
  const c = classicMapLayout();
  const json = JSON.stringify({ ruleset, language, width: c.width, height: c.height, viewBox: c.viewBox, anchors: c.anchors, svg: c.svg });
  if (out) writeFileSync(out, json);
  else process.stdout.write(json);
  process.exit(0);
}
const map = mapOf(ruleset);
if (!map) throw new Error(`no map for ${ruleset}`);
const lang = language as Language;
const layout = mapLayout(map, { language: lang });
const svg = renderMapSvg(map, { language: lang, layers: { legend: false, title: false } });
const json = JSON.stringify({ ruleset, language: lang, width: layout.width, height: layout.height, viewBox: layout.viewBox, anchors: layout.anchors, svg });
if (out) writeFileSync(out, json);
else process.stdout.write(json);
