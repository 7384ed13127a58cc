/**
 * The generals (`successors MISSING.GENERALS`, 2.4, 8, 21.2–21.3, 22.2).
 *
 * Fixed by the text (reconstructed: false in `fields`): minor generals 4/2 (8.1); initiative of
 * Seleucus 2, Craterus 4 (9.2), Perdiccas 3 (10.2); Prestige Craterus +2, Ptolemy +2,
 * Eumenes −2 (17.6); Legitimacy Perdiccas 1, Leonnatus 1 (17.2); the eight Royal Army CUs,
 * four with Perdiccas, two with Antipater, two with Craterus (14.3); Perdiccas and Craterus of
 * equal rank (8.3 example: either may command); Craterus above Seleucus (9.10 example);
 * Polyperchon = Antipater but for rank (21.3); Demetrius on turn 3 (21.2); Eumenes and
 * Seleucus in the deck (8.5, 22.2). Starting provinces follow the partition of Babylon.
 * Everything else is our reconstruction (decisions.md, Generals).
 */
import type { General, GeneralEntry, Sourced, SpaceId, Troops } from './types.ts';

const fixed = (source: string): Sourced => ({ reconstructed: false, source });
const guess = (source: string): Sourced => ({ reconstructed: true, source });

const START: GeneralEntry = { kind: 'start' };
const DECK: GeneralEntry = { kind: 'deck' };

interface Row {
  id: string;
  initiative: number;
  battle: number;
  rank: number;
  prestige?: number;
  legitimacy?: number;
  entry: GeneralEntry;
  start?: SpaceId;
  optionalStart?: SpaceId[];
  army: Troops;
  control?: SpaceId[];
  card?: number;
  fields?: General['fields'];
  why: string;
}

const ROWS: Row[] = [
  {
    id: 'perdiccas', initiative: 3, battle: 4, rank: 3, legitimacy: 1, entry: START, start: 'babylon', card: 33,
    army: { royal: 4, macedonian: 2, mercenary: 2, elephant: 1 }, control: ['babylon', 'opis'],
    fields: {
      initiative: fixed('successors 10.2 (Perdiccas, initiative 3)'),
      rank: fixed('successors 8.3 example: Perdiccas and Craterus of equal rank (either may command); 3 stars ours'),
      army: fixed('successors 14.3 (four Royal Army CUs with Perdiccas); the other CUs ours'),
      start: guess('Perdiccas regent at Babylon, 323 BC (issue 15)'),
    },
    why: 'chiliarch and regent at Babylon (323 BC); the royal army and the elephants of Alexander',
  },
  {
    id: 'craterus', initiative: 4, battle: 5, rank: 3, prestige: 2, entry: START, start: 'tarsus', card: 34,
    army: { royal: 2, macedonian: 4 }, control: ['tarsus'],
    fields: {
      initiative: fixed('successors 9.2 example (Craterus, initiative 4)'),
      prestige: fixed('successors 17.6 (Craterus, 2 Prestige)'),
      rank: fixed('successors 8.3 (equal to Perdiccas), 9.10 (above Seleucus)'),
      army: fixed('successors 14.3 (two Royal Army CUs with Craterus); the veterans ours'),
      start: guess('Craterus in Cilicia leading the 10,000 veterans home (issue 15)'),
    },
    why: 'slow, loved by the Macedonians, with the veterans of Opis',
  },
  {
    id: 'antipater', initiative: 3, battle: 4, rank: 3, entry: START, start: 'pella', card: 35,
    army: { royal: 2, macedonian: 4, mercenary: 2 }, control: ['pella', 'aigai'],
    fields: {
      army: fixed('successors 14.3 (two Royal Army CUs with Antipater); the rest ours'),
      start: guess('Antipater, strategos of Europe at Pella (issue 15)'),
    },
    why: 'old regent of Macedon; values shared with Polyperchon (21.3)',
  },
  {
    id: 'antigonus', initiative: 2, battle: 5, rank: 2, entry: START, start: 'celaenae', card: 36,
    army: { macedonian: 1, mercenary: 3 }, control: ['celaenae', 'synnada'],
    fields: { start: guess('Antigonus, satrap of Greater Phrygia at Celaenae (issue 15)') },
    why: 'the ablest field commander of the period',
  },
  {
    id: 'ptolemy', initiative: 2, battle: 4, rank: 2, prestige: 2, entry: START, start: 'memphis', card: 37,
    army: { macedonian: 1, mercenary: 3 }, control: ['memphis', 'alexandria'],
    fields: {
      prestige: fixed('successors 17.6 (Ptolemy, 2 Prestige)'),
      start: guess('Ptolemy, satrap of Egypt at Memphis (issue 15)'),
    },
    why: 'cautious and popular',
  },
  {
    id: 'lysimachus', initiative: 3, battle: 4, rank: 1, entry: START, start: 'cardia', card: 38,
    army: { macedonian: 1, mercenary: 3 }, control: ['cardia', 'perinthus'],
    optionalStart: ['perinthus', 'cardia', 'callipolis', 'cherronesus', 'abdera', 'hebrus'],
    fields: { start: guess('Lysimachus, satrap of Thrace (issue 15); starting province for 24.1 option 2') },
    why: 'a hard fighter held down by Seuthes',
  },
  {
    id: 'leonnatus', initiative: 3, battle: 4, rank: 2, legitimacy: 1, entry: START, start: 'dascylium', card: 39,
    army: { macedonian: 2, mercenary: 2 }, control: ['dascylium', 'lampsacus'],
    optionalStart: ['dascylium', 'illium', 'abydos', 'lampsacus', 'chalcedon'],
    fields: {
      start: guess('Leonnatus, satrap of Hellespontine Phrygia (issue 15); starting province for 24.1 option 2'),
    },
    why: 'of royal blood (17.2: 1 LP)',
  },
  {
    id: 'peithon', initiative: 3, battle: 3, rank: 1, entry: START, start: 'ecbatana', card: 40,
    army: { macedonian: 1, mercenary: 3 }, control: ['ecbatana', 'rhagae'],
    fields: { start: guess('Peithon, satrap of Media at Ecbatana (issue 15)') },
    why: 'ambitious, middling general',
  },
  {
    id: 'eumenes', initiative: 2, battle: 5, rank: 1, prestige: -2, entry: DECK, card: 41,
    optionalStart: ['mazaca', 'tyana', 'comana', 'melitene'], army: { macedonian: 1, mercenary: 3 },
    fields: {
      prestige: fixed('successors 17.6 (Eumenes, −2 Prestige)'),
      start: guess('Eumenes, satrap of Cappadocia (323 BC): optional start in Cappadocia (8.5)'),
    },
    why: 'a brilliant Greek among Macedonians; card in the deck (8.5, 22.2)',
  },
  {
    id: 'seleucus', initiative: 2, battle: 4, rank: 1, entry: DECK, card: 42,
    optionalStart: ['babylon', 'sippar', 'opis', 'borsippa', 'uruk'], army: { macedonian: 1, mercenary: 2 },
    fields: {
      initiative: fixed('successors 9.2 example (Seleucus, initiative 2)'),
      rank: fixed('successors 9.10 example (Craterus outranks Seleucus)'),
      start: guess('Seleucus, satrap of Babylonia from 321 BC: optional start in Babylonia (8.5)'),
    },
    why: 'fast; card in the deck (8.5, 22.2)',
  },
  {
    id: 'demetrius', initiative: 2, battle: 4, rank: 1, entry: { kind: 'turn-track', turn: 3 }, card: 43,
    army: { mercenary: 2 },
    fields: {},
    why: 'son of Antigonus, arrives on turn 3 with the faction that received Antigonus (21.2)',
  },
  {
    id: 'polyperchon', initiative: 3, battle: 4, rank: 2, entry: { kind: 'replaces', general: 'antipater', turn: 3 },
    army: {},
    fields: {
      initiative: fixed('successors 21.3 (same values as Antipater)'),
      rank: guess('successors 21.3 says his rank differs from Antipater\'s; one star fewer (ours)'),
    },
    why: 'replaces Antipater on turn 3 on the same counter (21.3, ED.22)',
  },
];

export const MAJOR_GENERALS: General[] = ROWS.map((r) => ({
  id: r.id,
  name: r.id,
  kind: 'major',
  initiative: r.initiative,
  battle: r.battle,
  rank: r.rank,
  prestige: r.prestige ?? 0,
  legitimacy: r.legitimacy ?? 0,
  entry: r.entry,
  ...(r.start ? { start: r.start } : {}),
  ...(r.optionalStart ? { optionalStart: r.optionalStart } : {}),
  army: r.army,
  control: r.control ?? [],
  ...(r.card !== undefined ? { card: r.card } : {}),
  ...(r.fields ? { fields: r.fields } : {}),
  reconstructed: true,
  source: `values not in the text are ours: ${r.why} (decisions.md, Generals)`,
}));

/** Minor generals (successors 8.1): four per player, initiative 4, battle value 2, no rank. */
export const MINOR_GENERAL: General = {
  id: 'minor',
  name: 'minor',
  kind: 'minor',
  initiative: 4,
  battle: 2,
  rank: 0,
  prestige: 0,
  legitimacy: 0,
  entry: START,
  army: {},
  control: [],
  reconstructed: false,
  source: 'successors 8.1 (four per player, initiative 4, battle value 2, never eliminated)',
};
export const MINOR_GENERALS_PER_PLAYER = 4;

/** The eight base generals dealt at set-up (successors 22.2: purple bar on the card). */
export const BASE_GENERALS = ['perdiccas', 'craterus', 'antipater', 'antigonus', 'ptolemy', 'lysimachus', 'leonnatus', 'peithon'] as const;

export const GENERALS: General[] = [...MAJOR_GENERALS, MINOR_GENERAL];
