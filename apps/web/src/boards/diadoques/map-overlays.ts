/**
 * The map's state overlays: control tints on the provinces, storms and blocked spaces
 * hatched, rivers in flood, and each citadel's owner ring, sieges and treasure with a title
 * that says them in words.
 */
import type { GameMap } from '@diadochi/diadoques/map';
import { space as spaceOf } from '@diadochi/diadoques/map';
import { s } from '../../dom.ts';
import { t } from '../../i18n.ts';
import { colourOf } from '../../palette.ts';
import type { PowerColour } from '../../palette.ts';
import { badge, cssId } from './map-draw.ts';
import type { Point } from './map-draw.ts';
import type { BoardView } from './model.ts';

export interface OverlayContext {
  svg: SVGSVGElement;
  gWeather: SVGGElement;
  gCitadels: SVGGElement;
  ruleset: string;
  map: GameMap;
  colours: Map<string, PowerColour>;
  at(id: string): Point | null;
  powerName(p: string): string;
}

/** Draws control, weather and citadels of a view (each call replaces the last). */
export function overlays(o: OverlayContext): (view: BoardView) => void {
  const { svg, gWeather, gCitadels, at } = o;
  const tinted: Element[] = [];

  function tint(view: BoardView): void {
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

  function drawWeather(view: BoardView): void {
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

  function drawCitadels(view: BoardView): void {
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

  return (view) => {
    tint(view);
    drawWeather(view);
    drawCitadels(view);
  };
}
