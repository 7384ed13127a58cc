/**
 * The Diadoques/Diadokhoi map on the page: the SVG pre-rendered at build time, with overlays
 * drawn from the view — control colours on the provinces, units (type, leader, characters),
 * citadels (owner ring, garrison, siege seasons, treasure), weather — and order arrows.
 * Clicks on spaces and units go to `onSpace`; the player's units are focusable buttons.
 */
import type { GameMap } from '@diadochi/diadoques/map';
import { space as spaceOf } from '@diadochi/diadoques/map';
import { h, s } from '../../dom.ts';
import { colon, lang, t } from '../../i18n.ts';
import { colourOf } from '../../palette.ts';
import type { PowerColour } from '../../palette.ts';
import type { DUnit, DView } from './model.ts';
import { charactersWith, loneCharacters } from './model.ts';
import { powerBadges } from '../badges.ts';
import { fanTokens } from './fan.ts';
import type { Obstacle, Token } from './fan.ts';
import { mapKey } from './map-key.ts';
import { tapChooser } from './tap.ts';
import './map.css';

export interface Prerendered {
  width: number;
  height: number;
  viewBox: string;
  anchors: Record<string, { unit: [number, number]; label: [number, number] }>;
  svg: string;
}

/**
 * Each map in each interface language (issue 17 item 7): the names data has French and English
 * names for every space of both maps, so the labels follow the reader, not the ruleset.
 */
const LOADERS: Record<string, () => Promise<{ default: Prerendered }>> = {
  'diadoques-fr': () => import('virtual:diadochi-map/diadoques-fr'),
  'diadoques-en': () => import('virtual:diadochi-map/diadoques-en'),
  'diadokhoi-fr': () => import('virtual:diadochi-map/diadokhoi-fr'),
  'diadokhoi-en': () => import('virtual:diadochi-map/diadokhoi-en'),
};

export function loadPrerendered(ruleset: string, language: string = lang()): Promise<Prerendered> {
  return LOADERS[`${ruleset}-${language}`]!().then((m) => m.default);
}

export type ArrowKind = 'move' | 'support' | 'convoy' | 'siege' | 'resupply' | 'retreat' | 'hold';
export type ArrowState = 'pending' | 'succeeds' | 'fails' | 'void' | 'ignored';

export interface ArrowSpec {
  kind: ArrowKind;
  from: string;
  to?: string;
  /** For a support or convoy of a move: the supported unit's destination. */
  via?: string;
  state: ArrowState;
  power?: string;
  /** Rank in a retreat list (1 = first choice). */
  rank?: number;
}

export interface Marker {
  space: string;
  kind: 'dislodged' | 'retreated' | 'destroyed' | 'siege' | 'fell' | 'capture' | 'control';
  label?: string;
  power?: string;
}

export interface MapViewOptions {
  ruleset: string;
  map: GameMap;
  colours: Map<string, PowerColour>;
  powerName(p: string): string;
  characterName(id: string): string;
  /** A click on a space, or on a unit token (`unit`: its id). */
  onSpace(space: string, unit?: string): void;
  onUnitKey(unit: DUnit, key: string): void;
}

export interface MapView {
  el: HTMLElement;
  draw(view: DView, me: string | null): void;
  arrows(list: ArrowSpec[]): void;
  markers(list: Marker[]): void;
  /** Lights `spaces`; marks the selected unit (`unit`, or the token of the space `selected` when no unit is named) and, on a phone, zooms onto it. */
  highlight(spaces: string[], selected: string | null, unit?: string): void;
  focusUnit(space: string): void;
  /** Zooms onto these spaces (the player's units at the start). */
  frame(spaces: string[]): void;
}

const ARROW_COLOUR: Record<ArrowState, string> = { pending: '#1f1f1f', succeeds: '#1a7f37', fails: '#c0392b', void: '#6b6b6b', ignored: '#6b6b6b' };

/** Below this width the page is a phone's: the map zooms onto the selected unit, the key is folded. */
const PHONE = 700;

export function mapView(pre: Prerendered, o: MapViewOptions): MapView {
  const wrap = document.createElement('div');
  wrap.className = 'map-wrap';
  wrap.innerHTML = pre.svg;
  const svg = wrap.querySelector('svg')!;
  const phone = () => typeof window !== 'undefined' && window.innerWidth < PHONE;
  // The full name of the place under the pointer or finger, in the reader's language.
  const nameBar = h('div', { class: 'map-namebar', 'data-testid': 'map-namebar', 'aria-live': 'polite' });
  const el = h('div', { class: 'map-area' }, wrap, nameBar, mapKey(!phone()));
  const badges = powerBadges([...o.colours.keys()], o.powerName);
  svg.removeAttribute('width');
  svg.removeAttribute('height');
  svg.setAttribute('role', 'application');
  svg.setAttribute('aria-label', o.map.title);
  svg.classList.add('board-map');
  const defs = svg.querySelector('defs') ?? svg.insertBefore(s('defs'), svg.firstChild);
  addDefs(defs);
  // Overlays go above the labels, each above the one before.
  let last: Element | null = svg.querySelector('#layer-labels');
  const layer = (id: string) => {
    const g = s('g', { id, class: 'overlay' });
    svg.insertBefore(g, last?.nextSibling ?? null);
    last = g;
    return g;
  };
  // Drawing order: weather, highlights, citadel states, order arrows, units, result markers.
  const gWeather = layer('ov-weather');
  const gHigh = layer('ov-highlight');
  const gCitadels = layer('ov-citadels');
  const gArrows = layer('ov-arrows');
  const gUnits = layer('ov-units');
  const gMarks = layer('ov-markers');
  const tinted: Element[] = [];
  let unitTokens = new Map<string, SVGGElement>();
  const at = (id: string) => pre.anchors[id]?.unit ?? null;

  const zoom = zoomable(wrap, svg, pre);
  const fullName = (id: string): string => {
    const sp = spaceOf(o.map, id);
    if (!sp) return id;
    const l = lang();
    const abbr = l === 'fr' ? (sp.names.abbrFr ?? sp.names.abbrEn) : (sp.names.abbrEn ?? sp.names.abbrFr);
    return abbr && abbr !== sp.names[l] ? `${sp.names[l]} (${abbr})` : sp.names[l];
  };
  const describeTarget = (target: Element): string => {
    const id = target.getAttribute('data-space') ?? '';
    const unit = target.getAttribute('data-unit');
    return unit ? (target.getAttribute('data-label') ?? fullName(id)) : fullName(id);
  };
  const showName = (target: Element | null) => {
    nameBar.textContent = target ? describeTarget(target) : '';
    nameBar.classList.toggle('empty', !target);
  };
  showName(null);
  svg.addEventListener('pointerover', (e) => {
    if ((e as PointerEvent).pointerType === 'mouse') showName((e.target as Element).closest('[data-space]'));
  });
  const choose = tapChooser(wrap, svg, describeTarget, (target) => {
    showName(target);
    o.onSpace(target.getAttribute('data-space')!, target.getAttribute('data-unit') ?? undefined);
  });
  svg.addEventListener('click', (e) => {
    if (zoom.dragged()) return;
    // A finger is wide: targets near the tap are gathered and, when several, offered by name.
    if ((e as PointerEvent).pointerType === 'touch' && choose(e)) return;
    const target = (e.target as Element).closest('[data-space]');
    const id = target?.getAttribute('data-space');
    showName(target);
    if (id) o.onSpace(id, target?.getAttribute('data-unit') ?? undefined);
  });

  /** The place names around these spaces, as boxes the tokens must leave visible (map units). */
  function labelBoxes(spaces: Set<string>): Obstacle[] {
    const out: Obstacle[] = [];
    for (const label of svg.querySelectorAll<SVGGraphicsElement>('#layer-labels [data-space]')) {
      const id = label.getAttribute('data-space')!;
      const a = pre.anchors[id]?.label;
      if (!a) continue;
      const near = [...spaces].some((sp) => {
        const u = at(sp);
        return u !== null && Math.hypot(u[0] - a[0], u[1] - a[1]) < 90;
      });
      if (!near) continue;
      let b: DOMRect | null = null;
      try {
        b = label.getBBox();
      } catch {
        b = null;
      }
      if (b && b.width > 0) out.push({ x: b.x + b.width / 2, y: b.y + b.height / 2, w: b.width, h: b.height });
    }
    return out;
  }

  function tint(view: DView): void {
    for (const x of tinted) x.remove();
    tinted.length = 0;
    for (const [spaceId, power] of Object.entries(view.control)) {
      const g = svg.querySelector(`#space-${cssId(spaceId)}`);
      const shape = g?.querySelector('.shape');
      if (!shape || spaceOf(o.map, spaceId)?.kind !== 'land') continue;
      const c = colourOf(o.colours, power);
      const copy = shape.cloneNode() as SVGElement;
      copy.setAttribute('class', 'control-tint');
      copy.setAttribute('fill', c.fill);
      copy.setAttribute('fill-opacity', '0.5');
      copy.setAttribute('pointer-events', 'none');
      copy.setAttribute('data-power', power);
      shape.after(copy);
      tinted.push(copy);
      g!.setAttribute('data-controlled-by', power);
    }
  }

  function drawWeather(view: DView): void {
    gWeather.replaceChildren();
    for (const id of [...view.weather.storms, ...view.weather.blocked]) {
      const shape = svg.querySelector(`#space-${cssId(id)} .shape`);
      if (!shape) continue;
      const copy = shape.cloneNode() as SVGElement;
      copy.setAttribute('class', view.weather.storms.includes(id) ? 'storm' : 'blocked');
      copy.setAttribute('fill', view.weather.storms.includes(id) ? 'url(#hatch-storm)' : 'url(#hatch-blocked)');
      copy.setAttribute('pointer-events', 'none');
      gWeather.append(copy);
    }
    for (const r of svg.querySelectorAll('.river.flooded')) r.classList.remove('flooded');
    for (const id of view.weather.floods) svg.querySelector(`#river-${cssId(id)}`)?.classList.add('flooded');
  }

  function drawCitadels(view: DView): void {
    gCitadels.replaceChildren();
    for (const c of o.map.citadels) {
      const p = at(c.id);
      if (!p) continue;
      const owner = view.control[c.id];
      const siege = view.sieges.filter((x) => x.citadel === c.id);
      const treasure = view.treasures[c.id] ?? 0;
      const garrison = view.units.find((u) => u.space === c.id);
      const parts: SVGElement[] = [];
      const r = c.rank === 'capital' ? 10 : c.rank === 'major' ? 8 : 6;
      if (owner) parts.push(s('circle', { cx: p[0], cy: p[1], r, fill: 'none', stroke: colourOf(o.colours, owner).fill, 'stroke-width': 3.2, class: 'citadel-owner' }));
      for (const sg of siege) {
        parts.push(s('circle', { cx: p[0], cy: p[1], r: r + 4, fill: 'none', stroke: '#c0392b', 'stroke-width': 2, 'stroke-dasharray': '3 2', class: 'siege-ring' }));
        parts.push(badge(p[0] + r + 4, p[1] - r - 4, `⚔${sg.seasons}`, '#c0392b', '#fff', 'siege-badge'));
      }
      if (treasure > 0) parts.push(badge(p[0] - r - 6, p[1] + r + 5, `${treasure}${o.map.currency === 'T' ? 'T' : ''}`, '#f5d76e', '#3d2b00', 'treasure-badge'));
      if (parts.length === 0) continue;
      const title = [
        t('board.citadel', { name: c.names[o.ruleset === 'diadoques' ? 'fr' : 'en'] }),
        owner ? t('board.owner', { power: o.powerName(owner) }) : t('board.neutral'),
        garrison ? t('board.garrison', { unit: `${garrison.type} (${o.powerName(garrison.power)})` }) : t('board.noGarrison'),
        ...siege.map((sg) => t('board.siege', { power: o.powerName(sg.power), n: sg.seasons })),
        treasure > 0 ? t('board.treasure', { amount: `${treasure} ${o.map.currency}` }) : '',
      ].filter(Boolean);
      gCitadels.append(s('g', { class: 'citadel-state', 'data-citadel': c.id, 'data-owner': owner ?? '', 'data-siege': siege.map((x) => x.seasons).join(','), 'data-treasure': treasure }, s('title', {}, title.join(' · ')), parts));
    }
  }

  function drawUnits(view: DView, me: string | null): void {
    gUnits.replaceChildren();
    unitTokens = new Map();
    const retreating = new Set(view.retreats.map((r) => r.unit));
    // Every token gets its own place (fan.ts): a stack is fanned, a garrison stands beside its
    // province's army, and no token covers a place name, so each is seen and clicked.
    const tokens: Token[] = [];
    for (const u of view.units) {
      const p = at(u.space);
      if (!p) continue;
      const garrison = spaceOf(o.map, u.space)?.kind === 'citadel';
      // The box includes the corner disc that counts the unit's characters.
      tokens.push({ key: u.id, space: u.space, at: p, w: (garrison ? 20 : 26) + 6, h: (garrison ? 13 : 16) + 6 });
    }
    const places = fanTokens(tokens, labelBoxes(new Set(view.units.map((u) => u.space))));
    for (const u of view.units) {
      const p = places.get(u.id);
      if (!p) continue;
      const garrison = spaceOf(o.map, u.space)?.kind === 'citadel';
      const dislodged = retreating.has(u.id);
      const g = unitToken(u, view, p[0] - 3, p[1] + 3, garrison, dislodged, me);
      gUnits.append(g);
      if (!unitTokens.has(u.space) || (me !== null && u.power === me && unitTokens.get(u.space)!.getAttribute('data-power') !== me)) unitTokens.set(u.space, g);
    }
    for (const sp of new Set(view.characters.filter((c) => !c.dead && c.space && c.with === undefined).map((c) => c.space!))) {
      const p = at(sp);
      if (!p) continue;
      const lone = loneCharacters(view, sp);
      const names = lone.map((c) => o.characterName(c.id)).join(', ');
      gUnits.append(
        s(
          'g',
          { class: 'lone-characters', 'data-space': sp, transform: `translate(${p[0] - 16},${p[1] + 12})` },
          s('title', {}, t('board.characters', { names })),
          s('circle', { r: 6, fill: '#fff', stroke: '#333', 'stroke-width': 1.2 }),
          s('text', { 'text-anchor': 'middle', y: 3.2, 'font-size': 8.5, 'font-weight': 700, fill: '#333' }, String(lone.length)),
        ),
      );
    }
  }

  function unitToken(u: DUnit, view: DView, x: number, y: number, garrison: boolean, dislodged: boolean, me: string | null): SVGGElement {
    const c = colourOf(o.colours, u.power);
    const chars = charactersWith(view, u);
    const leader = u.commander ?? chars[0]?.id;
    const leaderMark = leader ? (view.characters.find((x) => x.id === leader)?.kind === 'diadochus' ? '★' : view.characters.find((x) => x.id === leader)?.kind === 'epigone' ? '#' : '•') : '';
    const w = garrison ? 20 : 26;
    const hgt = garrison ? 13 : 16;
    const label = `${u.type}${leaderMark}`;
    const initial = badges.get(u.power) ?? o.powerName(u.power).charAt(0).toUpperCase();
    const mine = me !== null && u.power === me;
    const describe = `${colon(o.powerName(u.power))} ${u.type} ${fullName(u.space)}${chars.length ? ` — ${chars.map((ch) => o.characterName(ch.id)).join(', ')}` : ''}${dislodged ? ` (${t('results.dislodged')})` : ''}`;
    const g = s(
      'g',
      {
        class: `unit${garrison ? ' garrison' : ''}${dislodged ? ' dislodged' : ''}${mine ? ' mine' : ''}`,
        'data-space': u.space,
        'data-unit': u.id,
        'data-power': u.power,
        'data-type': u.type,
        'data-label': describe,
        transform: `translate(${x},${y})`,
        ...(mine ? { tabindex: 0, role: 'button', 'aria-label': describe } : {}),
      },
      s('title', {}, describe),
      s('rect', { x: -w / 2, y: -hgt / 2, width: w, height: hgt, rx: garrison ? 2 : 4, fill: c.fill, stroke: dislodged ? '#c0392b' : '#1b1b1b', 'stroke-width': dislodged ? 2 : 1.2, ...(dislodged ? { 'stroke-dasharray': '3 2' } : {}) }),
      s('text', { x: 0, y: hgt / 2 - 4, 'text-anchor': 'middle', 'font-size': garrison ? 8.5 : 10, 'font-weight': 700, fill: c.ink }, label),
      s('text', { x: -w / 2 + 1.5, y: -hgt / 2 + 6, 'font-size': 5.5, fill: c.ink, 'font-weight': 700, 'aria-hidden': 'true', class: 'power-badge' }, initial),
      chars.length > 0 ? s('g', { transform: `translate(${w / 2},${-hgt / 2})` }, s('circle', { r: 5.5, fill: '#fff', stroke: '#1b1b1b', 'stroke-width': 1 }), s('text', { 'text-anchor': 'middle', y: 3, 'font-size': 7.5, 'font-weight': 700 }, String(chars.length))) : null,
    );
    if (mine) {
      g.addEventListener('keydown', (e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          o.onSpace(u.space, u.id);
        } else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
          // The letter picks an action; it must not also be typed into the box that opens next
          // (M used to leave "m" in the target box).
          e.preventDefault();
          o.onUnitKey(u, e.key.toLowerCase());
        }
      });
    }
    return g;
  }

  function arrowPath(a: ArrowSpec): SVGElement | null {
    const p = at(a.from);
    if (!p) return null;
    const colour = ARROW_COLOUR[a.state];
    const attrs = {
      class: `arrow ${a.kind} ${a.state}`,
      'data-kind': a.kind,
      'data-state': a.state,
      'data-from': a.from,
      'data-to': a.to ?? '',
      stroke: colour,
      fill: 'none',
      'stroke-width': a.kind === 'move' || a.kind === 'retreat' ? 3 : 2,
      'marker-end': a.kind === 'support' || a.kind === 'convoy' ? undefined : `url(#arrow-${a.state})`,
      'stroke-dasharray': a.kind === 'support' ? '6 3' : a.kind === 'convoy' ? '2 3' : a.kind === 'retreat' ? '8 3 2 3' : undefined,
    };
    if (a.kind === 'hold') {
      return s('circle', { ...attrs, cx: p[0], cy: p[1], r: 15, 'marker-end': undefined });
    }
    const q = a.to ? at(a.to) : null;
    if (!q) return null;
    if ((a.kind === 'support' || a.kind === 'convoy') && a.via) {
      // To the middle of the supported move.
      const v = at(a.via);
      if (v) {
        const m: [number, number] = [(q[0] + v[0]) / 2, (q[1] + v[1]) / 2];
        return s('path', { ...attrs, d: curve(p, m, 0.1), 'marker-end': `url(#dot-${a.state})` });
      }
    }
    const d = curve(shorten(p, q, 0, 12), shorten(q, p, 0, a.kind === 'siege' || a.kind === 'resupply' ? 12 : 14), 0.12);
    const path = s('path', { ...attrs, d, ...(a.kind === 'support' || a.kind === 'convoy' ? { 'marker-end': `url(#dot-${a.state})` } : {}) });
    if (a.rank === undefined) return path;
    const mid: [number, number] = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
    return s('g', {}, path, badge(mid[0], mid[1], String(a.rank), '#fff', '#1b1b1b', 'rank-badge'));
  }

  return {
    el,
    draw(view, me) {
      tint(view);
      drawWeather(view);
      drawCitadels(view);
      drawUnits(view, me);
    },
    arrows(list) {
      gArrows.replaceChildren(...list.map(arrowPath).filter((x): x is SVGElement => x !== null));
    },
    markers(list) {
      gMarks.replaceChildren(
        ...list.flatMap((m) => {
          const p = at(m.space);
          if (!p) return [];
          const colour = m.kind === 'dislodged' || m.kind === 'destroyed' ? '#c0392b' : m.kind === 'fell' || m.kind === 'capture' ? '#7a3b9a' : '#1f3f66';
          const text = m.label ?? ({ dislodged: '⤺', retreated: '↪', destroyed: '✕', siege: '⚔', fell: '⚑', capture: '⛓', control: '⚑' } as const)[m.kind];
          return [s('g', { class: `marker ${m.kind}`, 'data-kind': m.kind, 'data-space': m.space }, badge(p[0] + 14, p[1] - 13, text, colour, '#fff', 'marker-badge'))];
        }),
      );
    },
    highlight(spaces, selected, unit) {
      gHigh.replaceChildren();
      for (const id of spaces) {
        const shape = svg.querySelector(`#space-${cssId(id)} .shape`);
        const p = at(id);
        if (shape && spaceOf(o.map, id)?.kind !== 'citadel') {
          const copy = shape.cloneNode() as SVGElement;
          copy.setAttribute('class', 'candidate');
          copy.setAttribute('pointer-events', 'none');
          gHigh.append(copy);
        } else if (p) gHigh.append(s('circle', { class: 'candidate-dot', cx: p[0], cy: p[1], r: 9, 'pointer-events': 'none' }));
      }
      // The tapped token itself: in a stack (the first turn's units bought in one space) another token of the space is not it.
      if (unit) for (const g of gUnits.querySelectorAll('.unit')) g.classList.toggle('selected', g.getAttribute('data-unit') === unit);
      else for (const g of unitTokens.values()) g.classList.toggle('selected', g.getAttribute('data-space') === selected);
      // On a phone the whole map is too small to aim at: zoom onto the unit and its targets.
      if (selected && phone()) zoom.fit([selected, ...spaces].map(at).filter((p): p is [number, number] => p !== null), 5);
    },
    frame(spaces) {
      zoom.fit(spaces.map(at).filter((p): p is [number, number] => p !== null));
    },
    focusUnit(spaceId) {
      (unitTokens.get(spaceId) as unknown as HTMLElement | undefined)?.focus();
    },
  };
}

/**
 * Zoom (wheel, buttons, + and − keys) and pan (drag) by moving the viewBox; a drag of more
 * than a few pixels is not a click.
 */
export function zoomable(wrap: HTMLElement, svg: SVGSVGElement, pre: Prerendered): { dragged(): boolean; fit(points: [number, number][], closest?: number): void } {
  const full = { x: 0, y: 0, w: pre.width, h: pre.height };
  let vb = { ...full };
  const apply = () => svg.setAttribute('viewBox', `${vb.x.toFixed(1)} ${vb.y.toFixed(1)} ${vb.w.toFixed(1)} ${vb.h.toFixed(1)}`);
  const clamp = () => {
    vb.w = Math.min(full.w, Math.max(full.w / 8, vb.w));
    vb.h = (vb.w * full.h) / full.w;
    vb.x = Math.min(full.w - vb.w, Math.max(0, vb.x));
    vb.y = Math.min(full.h - vb.h, Math.max(0, vb.y));
  };
  const zoomAt = (k: number, fx = 0.5, fy = 0.5) => {
    const px = vb.x + vb.w * fx;
    const py = vb.y + vb.h * fy;
    vb.w /= k;
    vb.h /= k;
    vb.x = px - vb.w * fx;
    vb.y = py - vb.h * fy;
    clamp();
    apply();
  };
  svg.addEventListener(
    'wheel',
    (e) => {
      if (!e.ctrlKey && !e.shiftKey && vb.w === full.w && e.deltaY > 0) return;
      e.preventDefault();
      const r = svg.getBoundingClientRect();
      zoomAt(e.deltaY < 0 ? 1.25 : 0.8, (e.clientX - r.left) / r.width, (e.clientY - r.top) / r.height);
    },
    { passive: false },
  );
  let start: { x: number; y: number; vx: number; vy: number } | null = null;
  let moved = false;
  svg.addEventListener('pointerdown', (e) => {
    start = { x: e.clientX, y: e.clientY, vx: vb.x, vy: vb.y };
    moved = false;
  });
  svg.addEventListener('pointermove', (e) => {
    if (!start || e.buttons === 0) return;
    const dx = e.clientX - start.x;
    const dy = e.clientY - start.y;
    if (!moved && Math.hypot(dx, dy) < 5) return;
    moved = true;
    const k = vb.w / svg.getBoundingClientRect().width;
    vb.x = start.vx - dx * k;
    vb.y = start.vy - dy * k;
    clamp();
    apply();
  });
  svg.addEventListener('pointerup', () => (start = null));
  const button = (label: string, title: string, f: () => void) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.title = title;
    b.setAttribute('aria-label', title);
    b.addEventListener('click', f);
    return b;
  };
  const bar = document.createElement('div');
  bar.className = 'zoom-bar';
  bar.append(
    button('+', t('map.zoomIn'), () => zoomAt(1.4)),
    button('−', t('map.zoomOut'), () => zoomAt(1 / 1.4)),
    button('⤢', t('map.whole'), () => {
      vb = { ...full };
      apply();
    }),
  );
  wrap.append(bar);
  wrap.addEventListener('keydown', (e) => {
    if ((e.target as Element).tagName === 'INPUT') return;
    if (e.key === '+' || e.key === '=') zoomAt(1.4);
    else if (e.key === '-') zoomAt(1 / 1.4);
  });
  return {
    dragged: () => moved,
    /** Frames these points with a margin, no closer than `1/closest` of the map's width. */
    fit(points, closest = 3) {
      if (points.length === 0) return;
      const xs = points.map((p) => p[0]);
      const ys = points.map((p) => p[1]);
      const margin = full.w / 10;
      const w = Math.max(full.w / closest, Math.max(...xs) - Math.min(...xs) + 2 * margin, ((Math.max(...ys) - Math.min(...ys) + 2 * margin) * full.w) / full.h);
      vb = { x: (Math.min(...xs) + Math.max(...xs)) / 2 - w / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 - (w * full.h) / full.w / 2, w, h: (w * full.h) / full.w };
      clamp();
      apply();
    },
  };
}

function cssId(id: string): string {
  return CSS.escape(id);
}

function badge(x: number, y: number, text: string, fill: string, ink: string, cls: string): SVGGElement {
  const w = Math.max(10, text.length * 5.6 + 4);
  return s('g', { class: cls, transform: `translate(${x},${y})`, 'pointer-events': 'none' }, s('rect', { x: -w / 2, y: -6, width: w, height: 12, rx: 6, fill, stroke: '#1b1b1b', 'stroke-width': 0.8 }), s('text', { 'text-anchor': 'middle', y: 3.5, 'font-size': 8.5, 'font-weight': 700, fill: ink }, text));
}

function shorten(a: readonly [number, number], b: readonly [number, number], _unused: number, by: number): [number, number] {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy) || 1;
  const k = Math.min(by, len / 3) / len;
  return [a[0] + dx * k, a[1] + dy * k];
}

function curve(a: readonly [number, number], b: readonly [number, number], bend: number): string {
  const mx = (a[0] + b[0]) / 2 - (b[1] - a[1]) * bend;
  const my = (a[1] + b[1]) / 2 + (b[0] - a[0]) * bend;
  return `M${a[0].toFixed(1)},${a[1].toFixed(1)} Q${mx.toFixed(1)},${my.toFixed(1)} ${b[0].toFixed(1)},${b[1].toFixed(1)}`;
}

function addDefs(defs: Element): void {
  for (const [state, colour] of Object.entries(ARROW_COLOUR)) {
    defs.append(
      s('marker', { id: `arrow-${state}`, viewBox: '0 0 10 10', refX: 7, refY: 5, markerWidth: 4.5, markerHeight: 4.5, orient: 'auto-start-reverse' }, s('path', { d: 'M0,0 L10,5 L0,10 z', fill: colour })),
      s('marker', { id: `dot-${state}`, viewBox: '0 0 10 10', refX: 5, refY: 5, markerWidth: 4, markerHeight: 4 }, s('circle', { cx: 5, cy: 5, r: 4, fill: colour })),
    );
  }
  defs.append(
    s('pattern', { id: 'hatch-storm', width: 8, height: 8, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' }, s('rect', { width: 3, height: 8, fill: '#2c3e50', 'fill-opacity': 0.45 })),
    s('pattern', { id: 'hatch-blocked', width: 8, height: 8, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(-45)' }, s('rect', { width: 2, height: 8, fill: '#7a3b9a', 'fill-opacity': 0.5 })),
  );
}
