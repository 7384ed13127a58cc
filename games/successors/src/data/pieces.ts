/**
 * Independent armies (successors 16), fleets (13), the royal family (18) and the special
 * units kept in boxes (22.4). Counter values are lost with the counter sheet picture
 * (`successors 2.5.1`): strengths, battle values and fleet points are ours; which pieces
 * exist, where they start and how they enter are the text's.
 */
import type { Fleet, IndependentArmy, RoyalMember, SpecialUnit } from './types.ts';

export const INDEPENDENT_ARMIES: IndependentArmy[] = [
  {
    id: 'greek-army', name: 'greek-army', strength: 6, battle: 3, box: 'greek-army-box', start: 'thermopylae',
    restriction: { kind: 'provinces', provinces: ['greece', 'thessaly'] }, returnsToBox: false, cards: [25],
    reconstructed: true,
    source: 'successors 16.3 (Greece or Thessaly only), 22.1 (starts activated on the map); start at Thermopylae (the Lamian War, 323 BC), strength and battle value ours',
  },
  {
    id: 'ariarathes', name: 'ariarathes', strength: 5, battle: 3, box: 'ariarathes-box', start: 'mazaca',
    restriction: { kind: 'provinces', provinces: ['cappadocia'] }, returnsToBox: false, cards: [26],
    reconstructed: true,
    source: 'successors 16.3 (stays in Cappadocia), 22.1 (starts activated); at Mazaca, his capital; values ours',
  },
  {
    id: 'scythians', name: 'scythians', strength: 6, battle: 4, box: 'scythian-box',
    restriction: { kind: 'none' }, returnsToBox: true, cards: [21],
    reconstructed: true, source: 'successors 16.3 (no restriction), 16.5 (back to its box when defeated); values ours',
  },
  {
    id: 'illyrians', name: 'illyrians', strength: 5, battle: 3, box: 'illyrian-box',
    restriction: { kind: 'none' }, returnsToBox: true, cards: [22],
    reconstructed: true, source: 'successors 16.3, 16.5; values ours',
  },
  {
    id: 'colonists', name: 'colonists', strength: 6, battle: 3, box: 'colonist-box',
    restriction: { kind: 'westward', removedIn: 'greece' }, returnsToBox: false, cards: [23],
    reconstructed: true, source: 'successors 16.3 (23,000 colonists: further west each move, removed on entering Greece); values ours',
  },
];

export const FLEETS: Fleet[] = [
  { id: 'athenian', name: 'athenian', weak: 2, strong: 4, owner: { kind: 'space', space: 'athens' }, countsForLargest: true, reconstructed: true, source: 'successors 13.2 (the fleet of the city of Athens); points ours (the largest navy of 323 BC)' },
  { id: 'macedonian', name: 'macedonian', weak: 2, strong: 3, owner: { kind: 'province', province: 'macedonia' }, countsForLargest: true, reconstructed: true, source: 'ours: Cleitus\' Macedonian fleet of the Lamian War' },
  { id: 'egyptian', name: 'egyptian', weak: 1, strong: 3, owner: { kind: 'province', province: 'egypt' }, countsForLargest: true, reconstructed: true, source: 'fleet and points ours (counter picture lost, successors 2.5.1)' },
  { id: 'phoenician', name: 'phoenician', weak: 2, strong: 3, owner: { kind: 'province', province: 'coele-syria' }, countsForLargest: true, reconstructed: true, source: 'ours: Tyre and Sidon in Coele Syria' },
  { id: 'cypriot', name: 'cypriot', weak: 1, strong: 2, owner: { kind: 'province', province: 'cyprus' }, countsForLargest: true, reconstructed: true, source: 'successors 13.2 (controller of both spaces of Cyprus); points ours' },
  { id: 'asia-minor', name: 'asia-minor', weak: 1, strong: 2, owner: { kind: 'province', province: 'caria' }, countsForLargest: true, reconstructed: true, source: 'successors 13.2, ED.13 (goes to the controller of Caria); points ours' },
  { id: 'cilician-pirates', name: 'cilician-pirates', weak: 1, strong: 2, owner: { kind: 'card', card: 12 }, countsForLargest: true, reconstructed: true, source: 'successors 13.2 (only by card, not by Cilicia); card number and points ours' },
  { id: 'pontic', name: 'pontic', weak: 1, strong: 2, owner: { kind: 'card', card: 11 }, countsForLargest: false, reconstructed: true, source: 'successors CL.11 (card #11, not counted for the largest fleet); points ours' },
];

export const ROYALS: RoyalMember[] = [
  { id: 'alexander-iv', name: 'alexander-iv', kind: 'heir', legitimacy: 4, start: { kind: 'space', space: 'babylon' }, startsActive: true, reconstructed: true, source: 'successors 22.1 (Alexander IV at Babylon), 18.1 (heirs always active); LP ours' },
  { id: 'philip-iii', name: 'philip-iii', kind: 'heir', legitimacy: 3, start: { kind: 'box', box: 'philip-box' }, startsActive: true, card: 28, reconstructed: true, source: 'successors 22.1 (Philip III in his box), 18.1; LP and entry card ours' },
  { id: 'heracles', name: 'heracles', kind: 'heir', legitimacy: 2, start: { kind: 'space', space: 'damascus' }, startsActive: true, reconstructed: true, source: 'successors 22.1 (Heracles at Damascus), 18.1; LP ours' },
  { id: 'olympias', name: 'olympias', kind: 'woman', legitimacy: 2, start: { kind: 'space', space: 'nicopolis' }, startsActive: false, card: 20, reconstructed: true, source: 'successors 22.1 (Olympias at Nicopolis, inactive), 18.2 (activated by her card); card number and LP ours' },
  { id: 'cleopatra', name: 'cleopatra', kind: 'woman', legitimacy: 3, start: { kind: 'space', space: 'sardis' }, startsActive: false, card: 31, reconstructed: true, source: 'successors 22.1 (Cleopatra at Sardis, inactive), 18.3 (card #31 or #32); which of the two is hers and LP ours' },
  { id: 'thessalonice', name: 'thessalonice', kind: 'woman', legitimacy: 2, start: { kind: 'space', space: 'pella' }, startsActive: false, card: 32, reconstructed: true, source: 'successors 22.1 (Thessalonice at Pella, inactive), 18.3 (card #31 or #32); LP ours' },
  { id: 'body', name: 'body', kind: 'body', legitimacy: 0, start: { kind: 'space', space: 'babylon' }, startsActive: true, reconstructed: false, source: 'successors 22.1 (the body at Babylon), 17.4 (no LP until buried: 10 at Pella, else 2 to the tomb city\'s controller)' },
];

/** Legitimacy of fixed sources (successors 17.2, 17.4, 17.5, 15 CONDEMNATION). Not reconstructed. */
export const LEGITIMACY = {
  champion: 3,
  strategosOfEurope: 2,
  burialAtPella: 10,
  tombGuardian: 2,
  condemnation: -3,
  sacredGroundPrestige: 4,
  giftOfOratoryPrestige: 5,
  victoryLp: 18,
} as const;

export const SPECIAL_UNITS: SpecialUnit[] = [
  { id: 'silver-shields', name: 'silver-shields', card: 16, troops: { 'silver-shields': 2 }, reconstructed: true, source: 'successors 14.2 (one counter, two Macedonian CUs of strength 3); card number ours' },
  { id: 'helepolis', name: 'helepolis', card: 14, troops: {}, reconstructed: false, source: 'successors 15.2 (card #14 The Helepolis, +1 to the siege roll), 22.4 (kept in its box)' },
  { id: 'indian-elephants', name: 'indian-elephants', card: 17, troops: { elephant: 3 }, reconstructed: true, source: 'successors 22.4 (the Indian Elephant Corps in its box); card number and size ours' },
];

/** CU combat strength printed on the counters (successors 12.1; 14.1 elephants vary, 14.2 Silver Shields 3). */
export const CU_STRENGTH = {
  macedonian: { value: 2, reconstructed: true, source: 'counter picture lost (successors 2.2.3); ours: a phalanx CU worth two mercenaries' },
  royal: { value: 2, reconstructed: true, source: 'successors 14.3 (treated as regular Macedonians in every point)' },
  mercenary: { value: 1, reconstructed: true, source: 'counter picture lost; ours' },
  'silver-shields': { value: 3, reconstructed: false, source: 'successors 14.2 (each of the two CUs has strength 3)' },
} as const;
