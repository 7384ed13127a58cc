/**
 * The 64 Tyche cards (`successors MISSING.CARDS`, 7).
 *
 * What the text fixes: the numbers and names it cites (#1 Drink the Hemlock, #4 Epidemic,
 * #11 Pontic Fleet, #14 The Helepolis, #15 Condemnation, #24 Desertions, #27 Plans of Their
 * Own, #31/#32 the marriage cards, #49 Traitor inside City, #54 Mutiny, #55 Storm at Sea,
 * #57 The Gift of Oratory, #58 Ahura Mazda & Ahriman) and the clarifications CL.*; the cards
 * it names without a number (two Unrest bonus cards that must be played, 7.8; Silver Shields,
 * 14.2; Cilician Pirates, 13.2; one activation card per royal woman, 18.2; the general cards,
 * 8.5 and 22.2; cards for the three independent armies in boxes, 16.2 and 24.1; cards that
 * activate the Greek army and Ariarathes, 16.1); four card types (7.1) and "4" cards (13.3,
 * 23.5). Names and types of cards #1–#9 agree with a public French translation of the card
 * texts. Every OP value and every other card is ours; each effect id is specified in one line
 * in docs/rules/successors/decisions.md (Effects), for the rules engine's handlers.
 */
import type { Card, CardKind, CardTiming } from './types.ts';

type Params = NonNullable<Card['params']>;

interface Row {
  n: number;
  id: string;
  kind: CardKind;
  ops: number;
  effect: string;
  params?: Params;
  timing?: CardTiming;
  mustPlay?: true;
  remove?: true;
  general?: string;
  /** What the text fixes about this card (name, number, kind or effect). */
  fixed?: string;
  clarification?: string;
}

const ROWS: Row[] = [
  { n: 1, id: 'drink-the-hemlock', kind: 'bonus', ops: 2, effect: 'remove-royal', fixed: 'successors 18.6, CL.1 (name, number, effect); bonus per the public translation', clarification: 'successors CL.1' },
  { n: 2, id: 'diplomacy', kind: 'event', ops: 2, effect: 'take-minor-city', fixed: 'name and type per the public translation' },
  { n: 3, id: 'diplomacy', kind: 'event', ops: 2, effect: 'take-minor-city', fixed: 'name and type per the public translation' },
  { n: 4, id: 'epidemic', kind: 'event', ops: 4, effect: 'epidemic', fixed: 'successors 12.8 (#4 Epidemic rolls attrition)' },
  { n: 5, id: 'greek-mercenaries', kind: 'event', ops: 2, effect: 'raise-troops', params: { type: 'mercenary', cus: 2, provinces: ['greece', 'lydia', 'thessaly'], minor: true }, fixed: 'name, type and provinces per the public translation' },
  { n: 6, id: 'greek-mercenaries', kind: 'event', ops: 2, effect: 'raise-troops', params: { type: 'mercenary', cus: 2, provinces: ['greece', 'lydia', 'thessaly'], minor: true }, fixed: 'name, type and provinces per the public translation' },
  { n: 7, id: 'thracian-mercenaries', kind: 'event', ops: 2, effect: 'raise-troops', params: { type: 'mercenary', cus: 2, provinces: ['thrace'], minor: true }, fixed: 'name, type and province per the public translation' },
  { n: 8, id: 'cappadocian-mercenaries', kind: 'event', ops: 2, effect: 'raise-troops', params: { type: 'mercenary', cus: 2, provinces: ['cappadocia'], minor: true }, fixed: 'name, type and province per the public translation' },
  { n: 9, id: 'minor-raid', kind: 'bonus', ops: 1, effect: 'remove-control', params: { range: 2, count: 1 }, fixed: 'name and type per the public translation' },
  { n: 10, id: 'bad-roads', kind: 'surprise', ops: 1, effect: 'reduce-mp', params: { mp: 2 }, timing: 'reaction' },
  { n: 11, id: 'pontic-fleet', kind: 'event', ops: 2, effect: 'gain-fleet', params: { fleet: 'pontic' }, remove: true, fixed: 'successors CL.11 (#11 Pontic Fleet)', clarification: 'successors CL.11' },
  { n: 12, id: 'cilician-pirates', kind: 'event', ops: 2, effect: 'gain-fleet', params: { fleet: 'cilician-pirates' }, remove: true, fixed: 'successors 13.2 (the Cilician pirates come only by a card)' },
  { n: 13, id: 'naval-levy', kind: 'event', ops: 2, effect: 'upgrade-fleet' },
  { n: 14, id: 'the-helepolis', kind: 'event', ops: 3, effect: 'gain-special', params: { unit: 'helepolis', siegeBonus: 1 }, remove: true, fixed: 'successors 15.2 (#14 The Helepolis, +1 to siege rolls), 22.4 (a piece in its box)' },
  { n: 15, id: 'condemnation', kind: 'event', ops: 4, effect: 'condemnation', params: { legitimacy: -3 }, fixed: 'successors 17.2 (−3 Legitimacy, never below 0), CL.15', clarification: 'successors CL.15' },
  { n: 16, id: 'silver-shields', kind: 'event', ops: 3, effect: 'silver-shields', fixed: 'successors 14.2 (first play as event gives the unit; afterwards a Surprise that steals it)' },
  { n: 17, id: 'indian-elephants', kind: 'event', ops: 3, effect: 'gain-special', params: { unit: 'indian-elephants' }, remove: true, fixed: 'successors 22.4 (the Indian Elephant Corps in its box)' },
  { n: 18, id: 'unrest', kind: 'bonus', ops: 2, effect: 'unrest', mustPlay: true, fixed: 'successors 7.8 (two Unrest bonus cards that must be played)' },
  { n: 19, id: 'unrest-spreads', kind: 'bonus', ops: 2, effect: 'unrest', mustPlay: true, fixed: 'successors 7.8, 24.1 ("Unrest, Unrest Spreads")' },
  { n: 20, id: 'olympias', kind: 'event', ops: 2, effect: 'activate-royal', params: { royal: 'olympias' }, fixed: 'successors 18.2 (each woman has a card that activates her)' },
  { n: 21, id: 'scythians', kind: 'event', ops: 2, effect: 'activate-independent', params: { army: 'scythians' }, fixed: 'successors 16.2, 16.5, 24.1 (a card brings the Scythians from their box)' },
  { n: 22, id: 'illyrians', kind: 'event', ops: 2, effect: 'activate-independent', params: { army: 'illyrians' }, fixed: 'successors 16.2, 16.5, 24.1' },
  { n: 23, id: 'colonists', kind: 'event', ops: 2, effect: 'activate-independent', params: { army: 'colonists' }, fixed: 'successors 16.3, 24.1 (the 23,000 colonists)' },
  { n: 24, id: 'desertions', kind: 'event', ops: 4, effect: 'desertions', params: { cus: 2 }, fixed: 'successors CL.24 (#24 Desertions, usable on an army besieging you)', clarification: 'successors CL.24' },
  { n: 25, id: 'lamian-war', kind: 'event', ops: 2, effect: 'activate-independent', params: { army: 'greek-army' }, fixed: 'successors 16.1 (independent armies move only by a card)' },
  { n: 26, id: 'ariarathes', kind: 'event', ops: 1, effect: 'activate-independent', params: { army: 'ariarathes' }, fixed: 'successors 16.1' },
  { n: 27, id: 'plans-of-their-own', kind: 'event', ops: 2, effect: 'move-royal-woman', params: { mp: 3 }, fixed: 'successors 18.2, 18.3 (#27 moves inactive royal women), 24.1' },
  { n: 28, id: 'philip-arrhidaeus', kind: 'event', ops: 2, effect: 'place-royal', params: { royal: 'philip-iii' }, remove: true },
  { n: 29, id: 'forced-march', kind: 'surprise', ops: 1, effect: 'extra-mp', params: { mp: 2 }, timing: 'any-time' },
  { n: 30, id: 'bribery', kind: 'event', ops: 4, effect: 'bribe' },
  { n: 31, id: 'cleopatra', kind: 'event', ops: 2, effect: 'marriage-offer', params: { royal: 'cleopatra' }, fixed: 'successors 18.3 (#31 or #32: the marriage cards, back in the deck at the end of the turn)' },
  { n: 32, id: 'thessalonice', kind: 'event', ops: 2, effect: 'marriage-offer', params: { royal: 'thessalonice' }, fixed: 'successors 18.3' },
  { n: 33, id: 'general-perdiccas', kind: 'general', ops: 2, effect: 'enter-general', general: 'perdiccas', remove: true, fixed: 'successors 22.2 (base general cards are part of the Tyche deck)' },
  { n: 34, id: 'general-craterus', kind: 'general', ops: 2, effect: 'enter-general', general: 'craterus', remove: true, fixed: 'successors 22.2' },
  { n: 35, id: 'general-antipater', kind: 'general', ops: 2, effect: 'enter-general', general: 'antipater', remove: true, fixed: 'successors 22.2' },
  { n: 36, id: 'general-antigonus', kind: 'general', ops: 2, effect: 'enter-general', general: 'antigonus', remove: true, fixed: 'successors 22.2' },
  { n: 37, id: 'general-ptolemy', kind: 'general', ops: 2, effect: 'enter-general', general: 'ptolemy', remove: true, fixed: 'successors 22.2' },
  { n: 38, id: 'general-lysimachus', kind: 'general', ops: 2, effect: 'enter-general', general: 'lysimachus', remove: true, fixed: 'successors 22.2, 24.1 option 2 (in the deck with 2 or 3 players)' },
  { n: 39, id: 'general-leonnatus', kind: 'general', ops: 2, effect: 'enter-general', general: 'leonnatus', remove: true, fixed: 'successors 22.2, 24.1 option 2' },
  { n: 40, id: 'general-peithon', kind: 'general', ops: 2, effect: 'enter-general', general: 'peithon', remove: true, fixed: 'successors 22.2' },
  { n: 41, id: 'general-eumenes', kind: 'general', ops: 3, effect: 'enter-general', general: 'eumenes', remove: true, fixed: 'successors 8.5, 22.2 (shuffled into the deck)' },
  { n: 42, id: 'general-seleucus', kind: 'general', ops: 3, effect: 'enter-general', general: 'seleucus', remove: true, fixed: 'successors 8.5, 22.2 (shuffled into the deck)' },
  { n: 43, id: 'general-demetrius', kind: 'general', ops: 2, effect: 'enter-general', general: 'demetrius', remove: true, fixed: 'successors 21.2, 22.2 (on the turn track, never in the deck)' },
  { n: 44, id: 'ambush', kind: 'surprise', ops: 1, effect: 'battle-strength', params: { amount: 2, side: 'defender' }, timing: 'battle' },
  { n: 45, id: 'fortune', kind: 'surprise', ops: 1, effect: 'reroll', timing: 'any-time' },
  { n: 46, id: 'veterans', kind: 'event', ops: 3, effect: 'raise-troops', params: { type: 'macedonian', cus: 1, where: 'controlled-major-city' } },
  { n: 47, id: 'trireme-squadron', kind: 'surprise', ops: 1, effect: 'battle-strength', params: { amount: 2, side: 'any', naval: true }, timing: 'naval' },
  { n: 48, id: 'supply-convoy', kind: 'surprise', ops: 1, effect: 'no-forage', timing: 'any-time' },
  { n: 49, id: 'traitor-inside-city', kind: 'surprise', ops: 2, effect: 'siege-bonus', params: { amount: 3 }, timing: 'siege', fixed: 'successors 15.2 (#49 Traitor inside City, +3 to the siege roll)' },
  { n: 50, id: 'revolt', kind: 'event', ops: 2, effect: 'revolt' },
  { n: 51, id: 'cavalry-charge', kind: 'surprise', ops: 2, effect: 'battle-strength', params: { amount: 2, side: 'any' }, timing: 'battle' },
  { n: 52, id: 'royal-treasury', kind: 'event', ops: 4, effect: 'raise-troops', params: { type: 'mercenary', cus: 3, where: 'controlled-major-city' } },
  { n: 53, id: 'scouts', kind: 'surprise', ops: 1, effect: 'roll-bonus', params: { amount: 2 }, timing: 'reaction' },
  { n: 54, id: 'mutiny', kind: 'surprise', ops: 3, effect: 'mutiny', params: { cus: 2 }, timing: 'any-time', fixed: 'successors 14.2 (Silver Shields immune), 17.1, 17.6 (#54 Mutiny: Legitimacy and Prestige protect)' },
  { n: 55, id: 'storm-at-sea', kind: 'surprise', ops: 2, effect: 'storm-at-sea', timing: 'naval', fixed: 'successors 9.14 (#55 Storm at Sea cancels a naval movement)' },
  { n: 56, id: 'oracle', kind: 'event', ops: 1, effect: 'draw', params: { draw: 2, discard: 1 } },
  { n: 57, id: 'gift-of-oratory', kind: 'surprise', ops: 2, effect: 'gift-of-oratory', params: { prestige: 5 }, timing: 'any-time', fixed: 'successors 17.6 (#57: 5 Prestige to a general until the end of the current Movement or Tyche Segment; played by a non-phasing player)' },
  { n: 58, id: 'ahura-mazda', kind: 'surprise', ops: 1, effect: 'steal-card', timing: 'any-time', fixed: 'successors 7.3, CL.58 (#58 Ahura Mazda & Ahriman: keep the drawn card, no replacement)', clarification: 'successors CL.58' },
  { n: 59, id: 'macedonian-reinforcements', kind: 'event', ops: 4, effect: 'raise-troops', params: { type: 'macedonian', cus: 2, provinces: ['macedonia'] } },
  { n: 60, id: 'persian-levies', kind: 'event', ops: 2, effect: 'raise-troops', params: { type: 'mercenary', cus: 2, provinces: ['persis', 'media', 'susiana', 'babylonia'], minor: true } },
  { n: 61, id: 'cavalry-raid', kind: 'bonus', ops: 2, effect: 'remove-control', params: { range: 3, count: 1 } },
  { n: 62, id: 'siege-engineers', kind: 'surprise', ops: 1, effect: 'siege-bonus', params: { amount: 1 }, timing: 'siege' },
  { n: 63, id: 'shipwrights', kind: 'event', ops: 3, effect: 'upgrade-fleet' },
  { n: 64, id: 'war-elephants', kind: 'event', ops: 3, effect: 'raise-troops', params: { type: 'elephant', cus: 1, provinces: ['babylonia', 'susiana', 'persis', 'media', 'parthia'] } },
];

export const CARDS: Card[] = ROWS.map((r) => ({
  number: r.n,
  name: r.id,
  ops: r.ops,
  kind: r.kind,
  timing: r.timing ?? (r.kind === 'surprise' ? 'any-time' : 'tyche-segment'),
  mustPlay: r.mustPlay ?? false,
  removeAfterEvent: r.remove ?? false,
  effect: r.effect,
  ...(r.params ? { params: r.params } : {}),
  ...(r.general ? { general: r.general } : {}),
  text: `card.${r.n}`,
  ...(r.clarification ? { clarification: r.clarification } : {}),
  reconstructed: true,
  source: r.fixed ? `${r.fixed}; OP value and wording ours` : 'card lost (successors MISSING.CARDS): name, kind, OP and effect ours (decisions.md, Cards)',
}));

export function cardByNumber(n: number): Card | undefined {
  return CARDS.find((c) => c.number === n);
}

/** Every effect id a card uses: the rules engine implements one handler per id. */
export const EFFECT_IDS: readonly string[] = [...new Set(CARDS.map((c) => c.effect))].sort();
