/**
 * The units on the map: one token per unit (type, leader mark, power badge, characters'
 * count), fanned so that a stack, a garrison beside its province's army and the place names
 * stay visible (`fan.ts`); characters standing alone; the player's own tokens are focusable
 * buttons whose letters pick an action.
 */
import type { GameMap } from '@diadochi/diadoques/map';
import { space as spaceOf } from '@diadochi/diadoques/map';
import { s } from '../../dom.ts';
import { colon, t } from '../../i18n.ts';
import { colourOf } from '../../palette.ts';
import type { PowerColour } from '../../palette.ts';
import { fanTokens } from './fan.ts';
import type { Obstacle, Token } from './fan.ts';
import type { Point } from './map-draw.ts';
import { charactersWith, loneCharacters } from './model.ts';
import type { BoardView, Unit } from './model.ts';

export interface UnitLayerContext {
  svg: SVGSVGElement;
  /** The layer the tokens go in. */
  layer: SVGGElement;
  map: GameMap;
  colours: Map<string, PowerColour>;
  badges: Map<string, string>;
  /** A space's anchor for units, and for its label. */
  at(id: string): Point | null;
  labelAt(id: string): Point | null;
  fullName(id: string): string;
  powerName(p: string): string;
  characterName(id: string): string;
  onSpace(space: string, unit?: string): void;
  onUnitKey(unit: Unit, key: string): void;
}

export interface UnitLayer {
  draw(view: BoardView, me: string | null): void;
  /** One token per space (the player's own first, in a stack): what a space's selection marks and focuses. */
  bySpace(): Map<string, SVGGElement>;
}

export function unitLayer(o: UnitLayerContext): UnitLayer {
  const { svg, at } = o;
  const gUnits = o.layer;
  let unitTokens = new Map<string, SVGGElement>();

  /** The place names around these spaces, as boxes the tokens must leave visible (map units). */
  function labelBoxes(spaces: Set<string>): Obstacle[] {
    const out: Obstacle[] = [];
    for (const label of svg.querySelectorAll<SVGGraphicsElement>('#layer-labels [data-space]')) {
      const id = label.getAttribute('data-space')!;
      const a = o.labelAt(id);
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


  function drawUnits(view: BoardView, me: string | null): void {
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

  function unitToken(u: Unit, view: BoardView, x: number, y: number, garrison: boolean, dislodged: boolean, me: string | null): SVGGElement {
    const c = colourOf(o.colours, u.power);
    const chars = charactersWith(view, u);
    const leader = u.commander ?? chars[0]?.id;
    const leaderMark = leader ? (view.characters.find((x) => x.id === leader)?.kind === 'diadochus' ? '★' : view.characters.find((x) => x.id === leader)?.kind === 'epigone' ? '#' : '•') : '';
    const w = garrison ? 20 : 26;
    const hgt = garrison ? 13 : 16;
    const label = `${u.type}${leaderMark}`;
    const initial = o.badges.get(u.power) ?? o.powerName(u.power).charAt(0).toUpperCase();
    const mine = me !== null && u.power === me;
    const describe = `${colon(o.powerName(u.power))} ${u.type} ${o.fullName(u.space)}${chars.length ? ` — ${chars.map((ch) => o.characterName(ch.id)).join(', ')}` : ''}${dislodged ? ` (${t('results.dislodged')})` : ''}`;
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

  return { draw: drawUnits, bySpace: () => unitTokens };
}
