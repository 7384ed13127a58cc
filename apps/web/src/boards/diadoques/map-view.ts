/**
 * The Diadoques/Diadokhoi map on the page: the SVG pre-rendered at build time, with overlays
 * drawn from the view — control colours on the provinces, units (type, leader, characters),
 * citadels (owner ring, garrison, siege seasons, treasure), weather (`map-overlays.ts`,
 * `map-units.ts`) — and order arrows and result markers (`map-draw.ts`). Clicks on spaces and
 * units go to `onSpace`; the player's units are focusable buttons.
 */
import type { GameMap } from '@diadochi/diadoques/map';
import { space as spaceOf } from '@diadochi/diadoques/map';
import { loadedMap } from '../../loaded-maps.ts';
import { h, s } from '../../dom.ts';
import { lang } from '../../i18n.ts';
import type { PowerColour } from '../../palette.ts';
import { powerBadges } from '../badges.ts';
import { addDefs, arrowPath, cssId, markerBadge } from './map-draw.ts';
import type { ArrowSpec, Marker } from './map-draw.ts';
import { mapKey } from './map-key.ts';
import { overlays } from './map-overlays.ts';
import { unitLayer } from './map-units.ts';
import { zoomable } from './map-zoom.ts';
import type { BoardView, Unit } from './model.ts';
import { tapChooser } from './tap.ts';
import './map.css';

// The classic board zooms its map the same way (boards/classic/map.ts imports it from here).
export { zoomable } from './map-zoom.ts';

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

/** The map; already resolved when the boot code loaded it (board-loaders.ts `loadedMap`: drawn before the first paint). */
export function loadPrerendered(ruleset: string, language: string = lang()): Promise<Prerendered> {
  const key = `${ruleset}-${language}`;
  const loaded = loadedMap(key);
  return loaded ? Promise.resolve(loaded) : LOADERS[key]!().then((m) => m.default);
}

export interface MapViewOptions {
  ruleset: string;
  map: GameMap;
  colours: Map<string, PowerColour>;
  powerName(p: string): string;
  characterName(id: string): string;
  /** A click on a space, or on a unit token (`unit`: its id). */
  onSpace(space: string, unit?: string): void;
  onUnitKey(unit: Unit, key: string): void;
}

export interface MapView {
  el: HTMLElement;
  draw(view: BoardView, me: string | null): void;
  arrows(list: ArrowSpec[]): void;
  markers(list: Marker[]): void;
  /** Lights `spaces`; marks the selected unit (`unit`, or the token of the space `selected` when no unit is named) and, on a phone, zooms onto it. */
  highlight(spaces: string[], selected: string | null, unit?: string): void;
  focusUnit(space: string): void;
  /** Zooms onto these spaces (the player's units at the start). */
  frame(spaces: string[]): void;
}

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

  const drawOverlays = overlays({ svg, gWeather, gCitadels, ruleset: o.ruleset, map: o.map, colours: o.colours, at, powerName: o.powerName });
  const units = unitLayer({ svg, layer: gUnits, map: o.map, colours: o.colours, badges, at, labelAt: (id) => pre.anchors[id]?.label ?? null, fullName, powerName: o.powerName, characterName: o.characterName, onSpace: o.onSpace, onUnitKey: o.onUnitKey });

  return {
    el,
    draw(view, me) {
      drawOverlays(view);
      units.draw(view, me);
    },
    arrows(list) {
      gArrows.replaceChildren(...list.map((a) => arrowPath(a, at)).filter((x): x is SVGElement => x !== null));
    },
    markers(list) {
      gMarks.replaceChildren(
        ...list.flatMap((m) => {
          const p = at(m.space);
          return p ? [markerBadge(m, p)] : [];
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
      else for (const g of units.bySpace().values()) g.classList.toggle('selected', g.getAttribute('data-space') === selected);
      // On a phone the whole map is too small to aim at: zoom onto the unit and its targets.
      if (selected && phone()) zoom.fit([selected, ...spaces].map(at).filter((p): p is [number, number] => p !== null), 5);
    },
    frame(spaces) {
      zoom.fit(spaces.map(at).filter((p): p is [number, number] => p !== null));
    },
    focusUnit(spaceId) {
      (units.bySpace().get(spaceId) as unknown as HTMLElement | undefined)?.focus();
    },
  };
}
