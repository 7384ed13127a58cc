/**
 * The Successors map as a wargame board: the published map (docs/maps/successors*.svg, drawn
 * from the map data on real coasts by games/successors/src/render/map-svg.ts) as the ground,
 * and over it, drawn from the view at the points of the same projection (`@diadochi/successors/board`):
 * each space's symbol by kind in its controller's colour (independent markers green with their
 * siege value, 2.3.3), siege points (15.1.1), isolated markers (19.2), armies as counters
 * (commander with initiative, battle value, rank and prestige; the CUs, outside and inside),
 * independent armies, royals, the moving army's path with its movement points left, and the
 * spaces a choice may go to, lit and clickable. Display only: the rules never read this drawing.
 */
import { INDEPENDENT_ARMIES, MAP } from '@diadochi/successors';
import type { SuccessorsView, BoardFacts } from '@diadochi/successors';
import { mapPoints } from '@diadochi/successors/board';
import type { Pt } from '@diadochi/successors/board';
import { s } from '../../dom.ts';
import { lang, t } from '../../i18n.ts';
import mapEn from '../../../../../docs/maps/successors.svg?url';
import mapFr from '../../../../../docs/maps/successors.fr.svg?url';
import { cuName, factionName, generalName, independentName, placeName, royalName } from './words.ts';

export type Colours = Record<string, { fill: string; ink: string }>;

const POINTS = mapPoints(MAP, 2400);
export const BOARD_SIZE = { w: POINTS.width, h: POINTS.height };
export const SPACE_KIND = new Map(MAP.spaces.map((sp) => [sp.id, sp.kind]));

/** A space's point on the board (a holding box's too). */
export function spaceAt(id: string): Pt {
  return POINTS.spaces[id] ?? POINTS.boxes[id] ?? [0, 0];
}

export interface MapMarks {
  /** Spaces the selected choice may go to: lit and clickable. */
  lit: ReadonlySet<string>;
  /** Spaces holding an army that has a choice of its own (to move, besiege…). */
  movers: ReadonlySet<string>;
  focus: string | null;
  /** The space the moving army is in, and its path and movement points left (successors 9). */
  moving: { path: string[]; mp: number } | null;
  /** A space where a battle, siege or reaction happens now. */
  hot: string | null;
}

export interface MapClicks {
  space(id: string): void;
  stack(space: string, faction: string): void;
}

const CU_KEYS = ['macedonian', 'royal', 'silver-shields', 'elephant', 'mercenary'] as const;
type Cus = Record<string, number>;
const sum = (c: Cus | undefined): number => (c ? Object.values(c).reduce((a, b) => a + b, 0) : 0);

export function mapLayers(v: SuccessorsView, facts: BoardFacts, col: Colours, m: MapMarks, on: MapClicks): SVGElement[] {
  return [
    s('image', { href: lang() === 'fr' ? mapFr : mapEn, x: 0, y: 0, width: BOARD_SIZE.w, height: BOARD_SIZE.h, class: 'suc-ground', preserveAspectRatio: 'none' }),
    pathLayer(m),
    spaceLayer(v, facts, col, m, on),
    boxLayer(v),
    stackLayer(v, facts, col, m, on),
  ];
}

/** The moving army's path, space by space, with its MP left at its head (successors 9.2). */
function pathLayer(m: MapMarks): SVGGElement {
  const g = s('g', { class: 'suc-path', 'pointer-events': 'none' });
  if (!m.moving || m.moving.path.length === 0) return g;
  const pts = m.moving.path.map(spaceAt);
  if (pts.length > 1) g.append(s('polyline', { points: pts.map((p) => p.join(',')).join(' '), class: 'move-path' }));
  const [x, y] = pts[pts.length - 1]!;
  g.append(s('g', { class: 'mp-left', 'data-testid': 'suc-mp-left', 'data-mp': m.moving.mp }, s('circle', { cx: x + 26, cy: y + 24, r: 15 }), s('text', { x: x + 26, y: y + 29, 'text-anchor': 'middle' }, t('suc.mpShort', { n: m.moving.mp }))));
  return g;
}

/** Each space's symbol by kind, coloured by its control marker; a large tap target; lit when a choice may go there. */
function spaceLayer(v: SuccessorsView, facts: BoardFacts, col: Colours, m: MapMarks, on: MapClicks): SVGGElement {
  const g = s('g', { class: 'suc-spaces' });
  const isolated = new Set(Object.values(facts.isolated).flat());
  for (const sp of MAP.spaces) {
    const [x, y] = spaceAt(sp.id);
    const mk = v.control[sp.id];
    const fill = !mk ? '#ffffff' : mk.by === 'independent' ? '#3f9b4b' : (col[mk.by]?.fill ?? '#999');
    const ink = !mk ? '#222' : mk.by === 'independent' ? '#fff' : (col[mk.by]?.ink ?? '#000');
    const lit = m.lit.has(sp.id);
    const siege = v.siege[sp.id];
    const title = [placeName(sp.id), t(`suc.kind.${sp.kind}` as 'suc.kind.major-city'), mk ? (mk.by === 'independent' ? t('suc.indepMarker', { n: mk.value ?? 0 }) : t('suc.controlBy', { faction: factionName(mk.by) })) : t('suc.noMarker'), siege ? t('suc.siegePoints', { n: siege.points, faction: factionName(siege.by) }) : '', isolated.has(sp.id) ? t('suc.isolated') : ''].filter(Boolean).join(' — ');
    const el = s(
      'g',
      {
        class: `space kind-${sp.kind}${lit ? ' lit' : ''}${m.movers.has(sp.id) ? ' movers' : ''}${m.focus === sp.id ? ' focus' : ''}${m.hot === sp.id ? ' hot' : ''}${isolated.has(sp.id) ? ' isolated' : ''}`,
        'data-space': sp.id,
        'data-control': mk?.by ?? null,
        role: 'button',
        tabindex: lit ? 0 : -1,
        'aria-label': placeName(sp.id),
        onclick: () => on.space(sp.id),
        onkeydown: (e: KeyboardEvent) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            on.space(sp.id);
          }
        },
      },
      s('title', {}, title),
      // the tap target: wider than the symbol (a finger on a phone)
      s('circle', { cx: x, cy: y, r: 22, class: 'hit' }),
      lit ? s('circle', { cx: x, cy: y, r: 19, class: 'ring' }) : null,
      symbol(sp.kind, x, y, fill),
      mk?.by === 'independent' ? s('text', { x, y: y + 4.5, class: 'mark-value', fill: ink, 'text-anchor': 'middle' }, String(mk.value ?? '')) : null,
      siege ? s('g', { class: 'siege-mark' }, s('rect', { x: x + 8, y: y - 22, width: 18, height: 14, rx: 2, fill: col[siege.by]?.fill ?? '#c00' }), s('text', { x: x + 17, y: y - 11, 'text-anchor': 'middle', fill: col[siege.by]?.ink ?? '#fff' }, String(siege.points))) : null,
      s('circle', { cx: x, cy: y, r: 1, class: 'anchor', 'data-anchor': sp.id }),
    );
    g.append(el);
  }
  return g;
}

function symbol(kind: string, x: number, y: number, fill: string): SVGElement {
  const a = { fill, class: 'sym' };
  switch (kind) {
    case 'major-city':
      return s('rect', { ...a, x: x - 11, y: y - 11, width: 22, height: 22 });
    case 'fortress':
      return s('polygon', { ...a, points: Array.from({ length: 6 }, (_, i) => `${(x + 12 * Math.cos((Math.PI / 3) * i)).toFixed(1)},${(y + 12 * Math.sin((Math.PI / 3) * i)).toFixed(1)}`).join(' ') });
    case 'transit':
      return s('circle', { ...a, cx: x, cy: y, r: 5, fill: fill === '#ffffff' ? '#222' : fill });
    default:
      return s('circle', { ...a, cx: x, cy: y, r: 9 });
  }
}

/** Independent armies waiting in their boxes (16.2) and Philip III in his (22.1). */
function boxLayer(v: SuccessorsView): SVGGElement {
  const g = s('g', { class: 'suc-boxes', 'pointer-events': 'none' });
  for (const [id, st] of Object.entries(v.independents)) {
    if (st.where !== 'box') continue;
    const box = INDEPENDENT_ARMIES.find((a) => a.id === id)?.box;
    if (box && POINTS.boxes[box]) g.append(indepCounter(id, spaceAt(box)[0] - 25, spaceAt(box)[1] + 18));
  }
  for (const [id, st] of Object.entries(v.royals)) {
    if (!st.box || st.space || st.dead) continue;
    const [x, y] = spaceAt(st.box);
    g.append(s('g', { class: 'royal' }, s('title', {}, royalName(id)), s('text', { x: x + 50, y: y + 6, class: 'crown' }, '♛')));
  }
  return g;
}

/** An independent army (16.5): its name and the strength and battle value printed on the counter. */
function indepCounter(id: string, x: number, y: number): SVGGElement {
  const def = INDEPENDENT_ARMIES.find((a) => a.id === id);
  const name = independentName(id);
  return s(
    'g',
    { class: 'counter indep', 'data-indep': id },
    s('title', {}, def ? `${name} — ${t('suc.indepValues', { str: def.strength, bat: def.battle })}` : name),
    s('rect', { x, y, width: 50, height: 30, rx: 3 }),
    s('text', { x: x + 25, y: y + 12, 'text-anchor': 'middle', class: 'gname' }, shortName(name)),
    def ? s('text', { x: x + 25, y: y + 26, 'text-anchor': 'middle', class: 'gvals' }, `${def.strength} · ${def.battle}`) : null,
  );
}

interface StackAt {
  faction: string;
  generals: string[];
  out: number;
  in: number;
  cus: { out: Cus; in: Cus };
}

/** Each faction's forces in a space: one counter each, side by side above the space. */
function stackLayer(v: SuccessorsView, facts: BoardFacts, col: Colours, m: MapMarks, on: MapClicks): SVGGElement {
  const g = s('g', { class: 'suc-stacks' });
  const spaces = new Set<string>([...Object.keys(v.holdings), ...Object.values(v.generals).filter((x) => x.where === 'map' && x.space).map((x) => x.space!), ...Object.values(v.independents).filter((x) => x.where === 'map' && x.space).map((x) => x.space!), ...Object.values(v.royals).filter((x) => x.space && !x.dead).map((x) => x.space!)]);
  for (const space of spaces) {
    const stacks: StackAt[] = [];
    const factions = new Set([...Object.keys(v.holdings[space] ?? {}), ...Object.values(v.generals).filter((x) => x.where === 'map' && x.space === space && x.owner).map((x) => x.owner!)]);
    for (const f of factions) {
      const h = v.holdings[space]?.[f];
      const gens = Object.entries(v.generals).filter(([, x]) => x.where === 'map' && x.space === space && x.owner === f).map(([id]) => id);
      // the commander first: highest rank, then as the rules list them (8.4)
      gens.sort((a, b) => (facts.generals[b]?.rank ?? 0) - (facts.generals[a]?.rank ?? 0));
      const out = sum(h?.out);
      const inn = sum(h?.in);
      if (gens.length === 0 && out + inn === 0) continue;
      stacks.push({ faction: f, generals: gens, out, in: inn, cus: { out: (h?.out ?? {}) as Cus, in: (h?.in ?? {}) as Cus } });
    }
    const indeps = Object.entries(v.independents).filter(([, x]) => x.where === 'map' && x.space === space).map(([id]) => id);
    const royals = Object.entries(v.royals).filter(([, x]) => x.space === space && !x.dead).map(([id]) => id);
    const [x, y] = spaceAt(space);
    const W = 50;
    const n = stacks.length + indeps.length;
    let cx = x - (n * (W + 3) - 3) / 2;
    const top = y - 52;
    for (const st of stacks) {
      g.append(armyCounter(st, space, cx, top, W, facts, col, m, on));
      cx += W + 3;
    }
    for (const id of indeps) {
      g.append(indepCounter(id, cx, top + 8));
      cx += W + 3;
    }
    if (royals.length) {
      g.append(s('g', { class: 'royal', 'data-royals': royals.join(',') }, s('title', {}, royals.map((r) => `${royalName(r)}${facts.royals[r] ? ` — ${factionName(facts.royals[r]!)}` : ''}`).join('\n')), s('text', { x: x - 30, y: y + 8, class: 'crown' }, '♛'), royals.length > 1 ? s('text', { x: x - 40, y: y + 18, class: 'crown-n' }, String(royals.length)) : null));
    }
  }
  return g;
}

function armyCounter(st: StackAt, space: string, x: number, y: number, w: number, facts: BoardFacts, col: Colours, m: MapMarks, on: MapClicks): SVGGElement {
  const c = col[st.faction] ?? { fill: '#999', ink: '#000' };
  const lead = st.generals[0];
  const gc = lead ? facts.generals[lead] : undefined;
  const hgt = 38;
  const lines = [
    `${factionName(st.faction)}`,
    ...st.generals.map((id) => {
      const k = facts.generals[id];
      return k ? `${generalName(id)} — ${t('suc.counterValues', { ini: k.initiative, bat: k.battle, rank: k.rank, pres: k.prestige })}` : generalName(id);
    }),
    st.out ? `${t('suc.cusOut', { n: st.out })}: ${cuList(st.cus.out)}` : '',
    st.in ? `${t('suc.cusIn', { n: st.in })}: ${cuList(st.cus.in)}` : '',
  ].filter(Boolean);
  const name = lead ? shortName(generalName(lead)) : t('suc.noGeneral');
  const gEl = s(
    'g',
    {
      class: `counter army${m.movers.has(space) ? ' mover' : ''}`,
      'data-stack': space,
      'data-faction': st.faction,
      onclick: (e: Event) => {
        e.stopPropagation();
        on.stack(space, st.faction);
      },
    },
    s('title', {}, lines.join('\n')),
    s('rect', { x: x + 1.5, y: y + 1.5, width: w, height: hgt, rx: 3, class: 'shadow' }),
    s('rect', { x, y, width: w, height: hgt, rx: 3, fill: c.fill, class: 'face' }),
    s('text', { x: x + w / 2, y: y + 12, 'text-anchor': 'middle', class: 'gname', fill: c.ink }, name),
    gc ? s('text', { x: x + 3, y: y + 24, class: 'gvals', fill: c.ink }, `${gc.initiative}-${gc.battle}`) : null,
    gc && gc.rank > 0 ? s('text', { x: x + w - 3, y: y + 24, 'text-anchor': 'end', class: 'gstars', fill: c.ink }, '★'.repeat(gc.rank)) : null,
    gc && gc.prestige !== 0 ? s('text', { x: x + 3, y: y + 35, class: 'gpres', fill: c.ink }, `${gc.prestige > 0 ? '+' : '−'}${Math.abs(gc.prestige)}P`) : null,
    st.generals.length > 1 ? s('text', { x: x + w / 2 + 2, y: y + 35, 'text-anchor': 'middle', class: 'gmore', fill: c.ink }, `+${st.generals.length - 1}`) : null,
    st.out ? s('g', { class: 'cu-badge' }, s('rect', { x: x + w - 19, y: y + 26, width: 20, height: 14, rx: 3 }), s('text', { x: x + w - 9, y: y + 37, 'text-anchor': 'middle' }, String(st.out))) : null,
    st.in ? s('g', { class: 'cu-badge inside' }, s('rect', { x: x + w - 19, y: y - 10, width: 20, height: 13, rx: 3 }), s('text', { x: x + w - 9, y: y, 'text-anchor': 'middle' }, `⌂${st.in}`)) : null,
  );
  return gEl;
}

export function cuList(c: Cus): string {
  // `macedonian ×4`: the type's word stays singular in both languages
  return CU_KEYS.filter((k) => (c[k] ?? 0) > 0).map((k) => `${cuName(k)} ×${c[k]}`).join(', ');
}

function shortName(name: string): string {
  return name.length > 8 ? `${name.slice(0, 7)}.` : name;
}
