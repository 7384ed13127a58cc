/**
 * A tap on the map (issue 17 item 8): a finger covers several small targets at the map's
 * scale on a phone — a tap on IDU once ordered a move to Gaza. The small targets (unit tokens,
 * citadels) within a finger's reach of the tap are gathered; when the finger is squarely on
 * one and no other is near, it is taken; when several are near, a menu asks which one, by
 * full name (the province or sea under the finger among them when the finger is on no token);
 * when none is near, the province or sea under the finger is taken.
 */
import { h } from '../../dom.ts';
import { t } from '../../i18n.ts';

/** A finger's reach in CSS pixels (half of a 44 px tap target). */
export const REACH = 22;

const SMALL = '#ov-units [data-space], #layer-citadels [data-space]';

function distance(x: number, y: number, r: DOMRect): number {
  const dx = Math.max(r.left - x, 0, x - r.right);
  const dy = Math.max(r.top - y, 0, y - r.bottom);
  return Math.hypot(dx, dy);
}

/**
 * Returns the tap handler: true when it dealt with the tap (a single target taken, or the menu
 * opened), false to let the map's ordinary click take the element under the finger.
 */
export function tapChooser(wrap: HTMLElement, svg: SVGSVGElement, describe: (target: Element) => string, pick: (target: Element) => void): (e: MouseEvent) => boolean {
  let menu: HTMLElement | null = null;
  const close = () => {
    menu?.remove();
    menu = null;
  };
  return (e) => {
    close();
    const near = [...svg.querySelectorAll(SMALL)]
      .map((el) => ({ el, d: distance(e.clientX, e.clientY, el.getBoundingClientRect()) }))
      .filter((x) => x.d <= REACH)
      .sort((a, b) => a.d - b.d);
    // One target per (space, unit): a citadel's symbol and its garrison are two.
    const seen = new Set<string>();
    const targets = near.filter(({ el }) => {
      const k = `${el.getAttribute('data-space')}|${el.getAttribute('data-unit') ?? ''}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
    if (targets.length === 0) return false;
    // Squarely on one target, only targets very close to it compete; otherwise the province or
    // sea under the finger is one of the choices too.
    const squarely = targets[0]!.d === 0;
    const options = targets.filter((x) => !squarely || x.d <= REACH / 2).map((x) => x.el);
    const under = (e.target as Element).closest('[data-space]');
    if (!squarely && under && !options.includes(under)) options.push(under);
    if (options.length === 1) {
      pick(options[0]!);
      return true;
    }
    // A sheet at the foot of the screen (map.css): never clipped by the map, within the thumb's reach.
    menu = h(
      'div',
      { class: 'tap-chooser', role: 'menu', 'data-testid': 'tap-chooser' },
      h('p', {}, t('mapKey.choose')),
      options.map((el) =>
        h(
          'button',
          {
            type: 'button',
            role: 'menuitem',
            'data-space': el.getAttribute('data-space') ?? '',
            'data-unit': el.getAttribute('data-unit') ?? '',
            onclick: (ev: Event) => {
              ev.stopPropagation();
              close();
              pick(el);
            },
          },
          describe(el),
        ),
      ),
      h('button', { type: 'button', class: 'cancel', onclick: close }, t('mapKey.cancel')),
    );
    wrap.append(menu);
    return true;
  };
}
