/**
 * What a player sees: the board, the season's event and the event history (public,
 * `diadokhoi §6.2.2`), his own treasury and counter-corruption only (secret: `diadoques §9b.5`, `§9c.9`), the
 * last resolution with only his own money lines. Every other part of `state.ext` — bids,
 * bribes, gifts, the corruption ledger, the orders kept between two steps — is left out.
 */
import type { PlayerId } from '@diadochi/kernel';
import type { EventsExt } from '../events/index.ts';
import type { WholeState } from './types.ts';

export interface WholeView {
  viewer: PlayerId | null;
  state: Omit<WholeState, 'ext'>;
  /** Public parts of `state.ext`. */
  ext: { events: Pick<EventsExt, 'current' | 'history'> };
}

export function viewOf(s: WholeState, viewer: PlayerId | null): WholeView {
  const { ext, ...rest } = s;
  const mine = (r: Record<string, number>) => (viewer && viewer in r ? { [viewer]: r[viewer]! } : {});
  const events = ext['events'] as EventsExt | undefined;
  // Counter-corruption is kept by unit or character id: the viewer sees it on his own only.
  const own = new Set([...s.units.filter((u) => u.power === viewer).map((u) => u.id), ...s.characters.filter((c) => c.controlledBy === viewer).map((c) => c.id)]);
  const counterCorruption = Object.fromEntries(Object.entries(s.counterCorruption).filter(([k]) => own.has(k)));
  const state: Omit<WholeState, 'ext'> = { ...rest, treasury: mine(s.treasury), counterCorruption };
  if (s.lastReport) state.lastReport = { ...s.lastReport, money: s.lastReport.money.filter((m) => m.power === viewer) };
  return { viewer, state, ext: { events: { ...(events?.current ? { current: events.current } : {}), history: events?.history ?? [] } } };
}
