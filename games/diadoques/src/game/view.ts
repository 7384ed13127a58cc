/**
 * What a player sees: the board, the season's event and the event history (public,
 * `diadokhoi §6.2.2`), his own treasury and counter-corruption only (secret: `diadoques §9b.5`, `§9c.9`), the
 * last resolution with only his own money lines, the political points (his own sealed bids only),
 * the units on sale this season (`diadoques §11b`). Every other part of `state.ext` — bids,
 * bribes, gifts, the corruption ledger, the orders kept between two steps — is left out.
 */
import type { PlayerId } from '@diadochi/kernel';
import { nowIndex } from '../economy/common.ts';
import type { EventsExt } from '../events/index.ts';
import type { AuctionLot } from '../politics/auctions.ts';
import { influenceView } from '../politics/influence.ts';
import type { InfluenceView } from '../politics/influence.ts';
import type { WholeState } from './types.ts';

/** A unit on sale this season (`diadoques §11b`): public, announced to all; the bids are not. */
export interface PublicLot {
  unit: string;
  price: number;
  formerOwner: string;
  source: AuctionLot['source'];
}

/** The lots open now: what is announced before the bids (`diadoques §11b.5`). */
function openLots(s: WholeState): PublicLot[] {
  const now = nowIndex(s);
  // Read without `auctionLots`, which would create the record: a view never writes to the state.
  const lots = s.ext.auctions?.lots ?? [];
  return lots.filter((l) => l.opensAt <= now).map((l) => ({ unit: l.unit, price: l.price, formerOwner: l.formerOwner, source: l.source }));
}

export interface WholeView {
  viewer: PlayerId | null;
  state: Omit<WholeState, 'ext'>;
  /** Public parts of `state.ext`. */
  ext: { events: Pick<EventsExt, 'current' | 'history'>; influence?: InfluenceView; auctions?: PublicLot[] };
}

export function viewOf(s: WholeState, viewer: PlayerId | null): WholeView {
  const { ext, ...rest } = s;
  const mine = (r: Record<string, number>) => (viewer && viewer in r ? { [viewer]: r[viewer]! } : {});
  const events = ext.events;
  // Counter-corruption is kept by unit or character id: the viewer sees it on his own only.
  const own = new Set([...s.units.filter((u) => u.power === viewer).map((u) => u.id), ...s.characters.filter((c) => c.controlledBy === viewer).map((c) => c.id)]);
  const counterCorruption = Object.fromEntries(Object.entries(s.counterCorruption).filter(([k]) => own.has(k)));
  const state: Omit<WholeState, 'ext'> = { ...rest, treasury: mine(s.treasury), counterCorruption };
  if (s.lastReport) state.lastReport = { ...s.lastReport, money: s.lastReport.money.filter((m) => m.power === viewer) };
  // diadokhoi §8.6.1: the AMs and the revealed political points are public; sealed bids only to their writer.
  const influence = influenceView(s, viewer);
  const auctions = s.phase === 'orders' ? openLots(s) : [];
  return { viewer, state, ext: { events: { ...(events?.current ? { current: events.current } : {}), history: events?.history ?? [] }, ...(influence ? { influence } : {}), ...(auctions.length > 0 ? { auctions } : {}) } };
}
