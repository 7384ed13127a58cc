/**
 * Every result event the Diadoques and Diadokhoi engine emits, as a typed vocabulary (issue 18,
 * after the kernel's `vocabulary.ts`): the type list is the catalogs' contract — each language's
 * lines (`game/i18n-*-en.ts`, `-fr.ts`) must cover every type, which the type checker checks —
 * and a refusal or a fate cannot be emitted without its reason code (`why`, `core/reasons/`).
 * The engine still writes its English `text` for the referee's sheet and old readers; no
 * interface reads it back.
 */
import type { Reason } from './reasons/index.ts';

export const EVENT_TYPES = [
  // The military season (`diadoques §9a`, `diadokhoi §6.3`).
  'order', 'retreat', 'siege', 'control', 'character', 'money', 'event', 'merged-winter', 'winter-condition',
  // Winter, money and treasures (`diadoques ch. 10`, `§9c.9`, `diadokhoi §5`).
  'income', 'upkeep', 'built', 'disbanded', 'disband-fee', 'promoted', 'unit-degraded', 'order-ignored', 'build-contested', 'build-garrisoned',
  'supply-revolt', 'unsupplied-rebels', 'unsupplied-disbanded', 'treasure-seized', 'treasure-none', 'treasure-refused', 'treasure-left', 'deposit',
  'deposit-refused', 'gold-gift', 'gold-gift-refused', 'gold-in-transit', 'credit',
  // Corruption (`diadoques ch. 9b`, `diadokhoi §6.3.6`–`§6.3.16`).
  'counter-corruption', 'counter-refused', 'bribe-invalid', 'bribe-paid', 'bribe-tie', 'bribe-outbid', 'bribe-validated', 'corruption-failed', 'corruption', 'mutineers-spared',
  // Auctions (`diadoques ch. 11b`).
  'auction-sold', 'auction-lot', 'auction-unsold', 'auction-removed', 'auction-neutral', 'bid-refused',
  // Secondary orders and characters (`diadoques ch. 9c`, `ch. 6b`, `diadokhoi §7.6`).
  'passage', 'no-capture', 'secondary-noted', 'alliance-broken', 'alliance-refused', 'command', 'command-refused', 'dissociated', 'dissociate-refused',
  'character-gift', 'gift-refused', 'gift-missed', 'murder-refused', 'release-refused', 'royal-withdraws', 'gates-refused', 'character-freed', 'character-taken', 'character-killed',
  // Succession and royal matters (`diadoques ch. 7`, `ch. 11c`, `ch. 11d`, `diadokhoi §4.6`).
  'dynasties', 'epigone-nowhere', 'epigone-appears', 'eliminated', 'treasury-deposited', 'treasury-amount', 'treasury-taken', 'treasury-lost', 'civil-disorder', 'royal-service',
  'capital-refused', 'capital-moved', 'satraps-offer', 'royal-order-void', 'royal-order-refused', 'royal-order-tie', 'satraps-gone', 'royal-order', 'treasure-vanishes',
  'marriage-refused', 'marriage-announced', 'marriage-lapsed', 'marriage', 'chandragupta-refused', 'chandragupta-deal', 'chandragupta-broken', 'chandragupta-kept', 'prestige', 'victory',
  // Political points (`diadokhoi §8.6`).
  'influence-margins', 'influence-control', 'influence-refused', 'influence-sealed', 'influence-revealed', 'influence-cut', 'influence-lost',
  // The season's events and the neutral forces (`diadoques ch. 14`, `diadokhoi §6.2`, `§7.8`).
  'sea-storm', 'flood', 'sand-storm', 'snow-storm', 'fleet-sunk', 'royal-death', 'gold-promised', 'gold-received', 'roman-war', 'roman-peace', 'tarentine-offer',
  'general-greek', 'joins-general-revolt', 'satraps-join', 'satraps-vanish', 'offer-lapses', 'olympias-joins', 'no-effect', 'field-extended', 'capture-roll',
  'character-ashore', 'character-captured', 'character-drowned', 'character-escapes', 'character-flees', 'character-retreats',
  'neutral-appears', 'neutral-leaves', 'neutral-adopted', 'citadel-joins', 'citadel-neutral', 'province-neutral', 'treasure-lost', 'revolt-settles', 'duration-reset',
  'rising-pending', 'rising-repulsed', 'unit-retreats', 'unit-destroyed', 'unit-disbanded', 'together', 'unit-carried',
  // The end (`diadoques §2`, `diadokhoi §4.5`).
  'game-over',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** The data of a refusal or a fate: its reason code, and what its line names. */
export interface WithWhy {
  why: Reason;
}

/** Events whose data must carry their reason code: the type checker refuses one emitted without it. */
export const REASONED = [
  'order-ignored', 'deposit-refused', 'gold-gift-refused', 'counter-refused', 'bribe-invalid', 'bid-refused', 'alliance-refused', 'gift-refused', 'murder-refused',
  'gates-refused', 'character-freed', 'character-taken', 'capital-refused', 'royal-order-refused', 'marriage-refused', 'chandragupta-refused', 'neutral-leaves',
] as const satisfies readonly EventType[];

type Reasoned = (typeof REASONED)[number];

/** The data an event of this type carries (what its lines read; `why` where the type needs one). */
export type EventData<K extends EventType> = K extends Reasoned ? WithWhy & Record<string, unknown> : object;
