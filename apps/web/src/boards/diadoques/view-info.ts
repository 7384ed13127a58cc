/**
 * The lines around the map, built from the state: the season, weather, event and treasury;
 * the past step's banner; the legend of the powers; the player's retreats still to order.
 */
import type { GameMap } from '@diadochi/diadoques/map';
import { h } from '../../dom.ts';
import { colon, lang, t } from '../../i18n.ts';
import type { Key } from '../../i18n.ts';
import { colourOf } from '../../palette.ts';
import type { PowerColour } from '../../palette.ts';
import { ruleLink } from '../../ui/results.ts';
import { powerBadges } from '../badges.ts';
import type { PastStep } from '../board.ts';
import { phaseName } from '../phase-names.ts';
import type { BoardView, ShownEvent } from './model.ts';
import { placeName } from './notation.ts';

export function seasonTitle(v: BoardView): string {
  const season = v.season ? t(`board.season.${v.season}` as Key) : '';
  const year = typeof v.year !== 'number' ? '' : v.year < 0 ? `${-v.year} ${lang() === 'fr' ? 'av. J.-C.' : 'BC'}` : String(v.year);
  return `${season} ${year}`.trim();
}

/** The info line of a position: season (else the pending phase's name), weather, event, my treasury. */
export function infoLine(map: GameMap, v: BoardView, event: ShownEvent | null, me: string | null, pendingPhase: string | null, showRule: (id: string) => void): (HTMLElement | null)[] {
  const w = v.weather;
  const weather = [
    w.storms.length ? t('board.weather.storms', { spaces: w.storms.map((x) => placeName(map, x)).join(', ') }) : '',
    w.floods.length ? t('board.weather.floods', { rivers: w.floods.map((r) => map.rivers.find((x) => x.id === r)?.names[lang()] ?? r).join(', ') }) : '',
    w.blocked.length ? t('board.weather.blocked', { spaces: w.blocked.map((x) => placeName(map, x)).join(', ') }) : '',
  ].filter(Boolean);
  const money = me !== null && v.treasury[me] !== undefined ? `${v.treasury[me]} ${map.currency}` : null;
  return [
    h('strong', { class: 'season', 'data-testid': 'season' }, seasonTitle(v) || (pendingPhase ? phaseName(pendingPhase) : '')),
    h('span', { class: 'weather', 'data-testid': 'weather' }, `${colon(t('board.weather'))} ${weather.length ? weather.join(' · ') : t('board.weather.fair')}`),
    event ? h('span', { class: 'event', 'data-testid': 'event' }, `${colon(t('board.event'))} ${event.title}`, event.text ? ` — ${event.text}` : '', event.rule ? ruleLink(event.rule, showRule) : null) : null,
    money ? h('span', { class: 'treasury' }, `${colon(t('board.treasury'))} ${money}`) : null,
  ];
}

/** The banner over a past step: its number, phase and season. */
export function pastTitle(p: PastStep, before: BoardView | null): string {
  return `${t('results.step', { step: p.step, phase: phaseName(p.sheet.phase) })} — ${before ? seasonTitle(before) : ''}`;
}

/** The powers with their colour, badge and number of units, then the neutrals. */
export function legendItems(players: string[], view: BoardView | null, colours: Map<string, PowerColour>, powerName: (p: string) => string): HTMLElement[] {
  // The map's badges: unique per game (Diadokhoi's Antipatros and Antigonos, issue 17 item 7).
  const badges = powerBadges([...colours.keys()], powerName);
  return [
    ...players.map((p) => {
      const c = colourOf(colours, p);
      const count = view?.units.filter((u) => u.power === p).length ?? 0;
      return h('li', { 'data-power': p }, h('span', { class: 'swatch', style: `background:${c.fill};color:${c.ink}` }, badges.get(p) ?? powerName(p).charAt(0)), `${powerName(p)} (${count})`);
    }),
    h('li', {}, h('span', { class: 'swatch', style: `background:${colourOf(colours, null).fill}` }, ''), t('board.neutral')),
  ];
}

/** My dislodged units and where each may go (the diadokhoi retreat step). */
export function retreatsPending(map: GameMap, v: BoardView, me: string | null): HTMLElement | null {
  const mine = v.retreats.filter((r) => v.units.find((u) => u.id === r.unit)?.power === me);
  if (mine.length === 0) return null;
  return h('div', { class: 'retreats-pending' }, h('h3', {}, t('board.retreatsPending')), h('ul', {}, mine.map((r) => h('li', {}, `${placeName(map, r.from)} → ${r.options.map((x) => placeName(map, x.split('/')[0]!)).join(', ') || '—'}`))));
}
