/**
 * The turn track (successors 21, 22.4) and the set-up per player count (successors 22, 24).
 */
import type { SetupVariant, TurnTrackEntry } from './types.ts';

/**
 * Five turns (successors 20.3: "the end of Turn 5"), turn 1 is 323 BC (22.4). The other years
 * are ours (the printed track is lost): they follow the events the track triggers.
 */
export const TURN_TRACK: TurnTrackEntry[] = [
  { turn: 1, yearBC: 323, events: [], reconstructed: false, source: 'successors 22.4 (first space, 323 BC); 3.3 (no reinforcements on turn 1), 17.4 (the body cannot move on turn 1)' },
  { turn: 2, yearBC: 321, events: [{ kind: 'funeral-cart-built' }], reconstructed: true, source: 'successors 17.4, 21.1 (cart ready at the start of turn 2); year ours (Triparadeisos, 321 BC)' },
  {
    turn: 3, yearBC: 319,
    events: [{ kind: 'general-dies', general: 'antipater', replacedBy: 'polyperchon' }, { kind: 'general-arrives', general: 'demetrius' }],
    reconstructed: true, source: 'successors 21.2 (Demetrius at the start of turn 3), 21.3 (Antipater dies at the start of turn 3); year ours (Antipater died 319 BC)',
  },
  {
    turn: 4, yearBC: 315, events: [{ kind: 'body-lost-unless-buried' }, { kind: 'heir-comes-of-age', royal: 'heracles' }],
    reconstructed: true, source: 'successors 17.4 (body lost if unburied at the start of turn 4), 21.4 (Heracles of age at the start of turn 4); year ours',
  },
  {
    turn: 5, yearBC: 311, events: [{ kind: 'heir-comes-of-age', royal: 'alexander-iv' }],
    reconstructed: true, source: 'successors 21.4 names Alexander IV coming of age without a turn; we put him at the start of turn 5 (decisions.md); year ours (peace of 311 BC)',
  },
];

export const LAST_TURN = 5;
export const ROUNDS_PER_TURN = 5;
export const HAND_SIZE = 5;

/** Set-up variants (successors 22.2, 24.1, 24.2). Thresholds are the text's. */
export const SETUPS: SetupVariant[] = [
  {
    id: '4p', players: 4, generalsPerPlayer: 2, deckGenerals: ['eumenes', 'seleucus'], extraDealt: [], setAside: [],
    autoVictoryVp: 23, autoVictoryLp: 18, reconstructed: false, source: 'successors 20.2, 22.2',
  },
  {
    id: '3p-option-1', players: 3, generalsPerPlayer: 2, deckGenerals: ['eumenes', 'seleucus', 'lysimachus', 'leonnatus'], extraDealt: [], setAside: [],
    autoVictoryVp: 26, autoVictoryLp: 18, eventPile: { cards: 5, revealed: 1 }, reconstructed: false, source: 'successors 24.2 option 1',
  },
  {
    id: '3p-option-2', players: 3, generalsPerPlayer: 3, deckGenerals: ['seleucus'], extraDealt: ['eumenes'], setAside: [],
    autoVictoryVp: 26, autoVictoryLp: 18, eventPile: { cards: 5, revealed: 1 }, reconstructed: false, source: 'successors 24.2 option 2 (the eight base generals and Eumenes, three each)',
  },
  {
    id: '2p-option-1', players: 2, generalsPerPlayer: 4, deckGenerals: ['eumenes', 'seleucus'], extraDealt: [], setAside: [],
    autoVictoryVp: 29, autoVictoryLp: 18, eventPile: { cards: 10, revealed: 2 }, reconstructed: false, source: 'successors 24.1 option 1 (29 "province points")',
  },
  {
    id: '2p-option-2', players: 2, generalsPerPlayer: 3, deckGenerals: ['eumenes', 'seleucus', 'lysimachus', 'leonnatus'], extraDealt: [], setAside: [],
    autoVictoryVp: 29, autoVictoryLp: 18, eventPile: { cards: 10, revealed: 2 }, reconstructed: false, source: 'successors 24.1 option 2',
  },
];

/**
 * The cards whose events happen when the 2- and 3-player event pile reveals them (successors
 * 24.1.3): Unrest, Unrest Spreads, Plans of Their Own and the three independent armies that
 * wait in boxes (Scythians, Illyrians, the colonists). Every other revealed event is ignored.
 */
export const EVENT_PILE_CARDS: readonly number[] = [18, 19, 21, 22, 23, 27];
/** The effect ids of those cards. */
export const EVENT_PILE_EFFECTS = ['unrest', 'move-royal-woman', 'activate-independent'] as const;
