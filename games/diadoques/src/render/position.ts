/**
 * A picture of a position of Les Diadoques or Diadokhoi as one SVG text: the map, provinces
 * tinted by who controls them (`diadoques §11e`), every unit as a token of its power's colour
 * with its type and leader mark, lone characters counted, and a key of the powers. Drawn from a
 * player's view (`WholeView`), never from the state, so a picture shows nothing its reader may
 * not see. What a result mail carries and an export keeps (issue 21 items 2, 7). Pure: same
 * view and language ⇒ the same bytes.
 */
import { colourOf, powerColours } from '@diadochi/kernel';
import type { Lang } from '@diadochi/kernel';
import { mapOf } from '../map/index.ts';
import { SCENARIOS } from '../map/scenarios.ts';
import type { GameMap } from '../map/types.ts';
import { computeLayout } from './layout.ts';
import { renderMapSvg } from './render.ts';
import { el, esc } from './svg.ts';

/**
 * What a picture needs of a position (a view's state has it all). Written out here rather than
 * taken from `rules/state.ts`: the renderer sits below the rules (docs/ARCHITECTURE.md, "Layers").
 */
export interface PicturedPosition {
  ruleset: GameMap['ruleset'];
  year: number;
  season: string;
  units: readonly { power: string; type: string; space: string; commander?: string }[];
  control: Readonly<Record<string, string>>;
  powers: readonly { id: string; kind: string; eliminated?: boolean }[];
  characters: readonly { id: string; kind: string; space: string | null; dead?: boolean; with?: unknown }[];
}

const SEASONS: Record<Lang, Record<string, string>> = {
  en: { spring: 'Spring', summer: 'Summer', autumn: 'Autumn', winter: 'Winter' },
  fr: { spring: 'Printemps', summer: 'Été', autumn: 'Automne', winter: 'Hiver' },
};
const BC: Record<Lang, string> = { en: 'BC', fr: 'av. J.-C.' };

/** A power's name in a language, from the set-ups (the same names the sheets use). */
function powerLabel(p: PicturedPosition, id: string, lang: Lang): string {
  for (const sc of SCENARIOS[p.ruleset]) {
    const found = sc.powers.find((x) => x.power === id);
    if (found) return found.names[lang];
  }
  return id;
}

export function positionSvg(p: PicturedPosition, lang: Lang): string {
  const map = mapOf(p.ruleset)!;
  const players = p.powers.filter((x) => x.kind === 'player').map((x) => x.id);
  const colours = powerColours(players);
  const tint: Record<string, string> = {};
  for (const [space, owner] of Object.entries(p.control)) if (colours.has(owner)) tint[space] = colourOf(colours, owner).fill;
  const base = renderMapSvg(map, { language: lang, tint, layers: { legend: false } });
  const layer = positionLayer(map, p, lang, colours);
  return base.replace(/<\/svg>\n$/, `${layer}\n</svg>\n`);
}

function positionLayer(map: GameMap, p: PicturedPosition, lang: Lang, colours: ReturnType<typeof powerColours>): string {
  const layout = computeLayout(map, { language: lang });
  const s = layout.size.s;
  const out: string[] = ['<g id="layer-position">'];
  const bySpace = new Map<string, PicturedPosition['units'][number][]>();
  for (const u of p.units) bySpace.set(u.space, [...(bySpace.get(u.space) ?? []), u]);
  const w = 26 * s;
  const h = 16 * s;
  for (const [space, units] of [...bySpace].sort(([a], [b]) => a.localeCompare(b))) {
    const at = layout.anchors[space]?.unit;
    if (!at) continue;
    // Several units in one space (the first turn, `diadoques §12`): side by side, none hidden.
    units.forEach((u, i) => {
      const x = at[0] + (i - (units.length - 1) / 2) * (w + 2 * s);
      const c = colourOf(colours, u.power);
      const lead = u.commander ? p.characters.find((x) => x.id === u.commander)?.kind : undefined;
      const mark = lead === 'diadochus' ? '★' : lead === 'epigone' ? '#' : lead ? '•' : '';
      const title = `${powerLabel(p, u.power, lang)} ${u.type} ${space}${u.commander ? ` (${u.commander})` : ''}`;
      out.push(
        el('g', { class: 'unit', 'data-power': u.power, 'data-space': space, transform: `translate(${fmt(x)},${fmt(at[1])})` },
          el('title', {}, esc(title)) +
            el('rect', { x: fmt(-w / 2), y: fmt(-h / 2), width: fmt(w), height: fmt(h), rx: fmt(4 * s), fill: c.fill, stroke: '#1b1b1b', 'stroke-width': fmt(1.2 * s) }) +
            el('text', { y: fmt(h / 2 - 4 * s), 'text-anchor': 'middle', 'font-size': fmt(10 * s), 'font-weight': 700, fill: c.ink }, esc(`${u.type}${mark}`)),
        ),
      );
    });
  }
  // Characters alone on the board (not riding with a unit): a white disc with how many.
  const lone = new Map<string, number>();
  for (const ch of p.characters) if (!ch.dead && ch.space && !ch.with && !p.units.some((u) => u.commander === ch.id)) lone.set(ch.space, (lone.get(ch.space) ?? 0) + 1);
  for (const [space, n] of [...lone].sort(([a], [b]) => a.localeCompare(b))) {
    const at = layout.anchors[space]?.unit;
    if (!at) continue;
    out.push(el('g', { class: 'characters', transform: `translate(${fmt(at[0] - 16 * s)},${fmt(at[1] + 12 * s)})` },
      el('circle', { r: fmt(6 * s), fill: '#fff', stroke: '#333', 'stroke-width': fmt(1.2 * s) }) +
        el('text', { y: fmt(3.2 * s), 'text-anchor': 'middle', 'font-size': fmt(8.5 * s), 'font-weight': 700, fill: '#333' }, String(n)),
    ));
  }
  out.push(key(p, lang, colours, s, layout.height));
  out.push('</g>');
  return out.join('\n');
}

/** The powers, their colours and unit counts, and the season, in the bottom left corner (open sea on both maps; the title box holds the top). */
function key(p: PicturedPosition, lang: Lang, colours: ReturnType<typeof powerColours>, s: number, height: number): string {
  const players = p.powers.filter((x) => x.kind === 'player');
  const line = 18 * s;
  const width = 230 * s;
  const rows = players.map((x, i) => {
    const c = colourOf(colours, x.id);
    const n = p.units.filter((u) => u.power === x.id).length;
    const y = 16 * s + (i + 1) * line;
    return el('rect', { x: fmt(10 * s), y: fmt(y - 11 * s), width: fmt(22 * s), height: fmt(13 * s), rx: fmt(3 * s), fill: c.fill, stroke: '#1b1b1b', 'stroke-width': fmt(s) }) +
      el('text', { x: fmt(40 * s), y: fmt(y), 'font-size': fmt(12 * s), fill: '#1b1b1b', ...(x.eliminated ? { 'text-decoration': 'line-through' } : {}) }, esc(`${powerLabel(p, x.id, lang)} (${n})`));
  });
  const when = `${SEASONS[lang][p.season] ?? p.season} ${Math.abs(p.year)} ${BC[lang]}`;
  const boxHeight = 24 * s + (players.length + 0.5) * line;
  return el('g', { id: 'position-key', transform: `translate(0,${fmt(height - boxHeight)})` },
    el('rect', { x: 0, y: 0, width: fmt(width), height: fmt(boxHeight), fill: '#ffffff', 'fill-opacity': 0.88, stroke: '#1b1b1b', 'stroke-width': fmt(s) }) +
      el('text', { x: fmt(10 * s), y: fmt(18 * s), 'font-size': fmt(13 * s), 'font-weight': 700, fill: '#1b1b1b' }, esc(when)) +
      rows.join(''),
  );
}

const fmt = (n: number) => String(Math.round(n * 10) / 10);
