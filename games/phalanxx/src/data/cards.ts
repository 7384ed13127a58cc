/**
 * The 42 epoch cards (16 X, 13 XX, 13 XXX) and the Heroism card — phalanxx §components.1.
 *
 * RECONSTRUCTED: the rulebook extraction gives the card counts, the three colours, the nine
 * kinds of conditions, the six leaders and eight equipment cards with their strength tables,
 * but not the printed conditions and strengths. Every value marked `reconstructed: true` is
 * ours (see docs/rules/phalanxx/decisions.md, "Epoch cards") and can be replaced by the
 * published ones without touching the rules code.
 */
import type { CardId, Condition, EpochCard } from '../types.ts';

export const HEROISM: CardId = 'H';

const r = true;
const none: Condition[] = [];

export const EPOCH_CARDS: readonly EpochCard[] = [
  // ── Epoch X: 11 armies, 2 leaders, 3 equipment ─────────────────────────────────────────
  { id: 'X01', name: 'Cretan archers', epoch: 'X', colour: 'army', symbol: 'archer', conditions: none, strength: { kind: 'fixed', value: 2 }, reconstructed: r },
  { id: 'X02', name: 'Rhodian slingers', epoch: 'X', colour: 'army', symbol: 'archer', conditions: none, strength: { kind: 'fixed', value: 1 }, reconstructed: r },
  { id: 'X03', name: 'Agrianian javelinmen', epoch: 'X', colour: 'army', symbol: 'archer', conditions: [{ kind: 'die-value', min: 4 }], strength: { kind: 'fixed', value: 2 }, reconstructed: r },
  { id: 'X04', name: 'Thessalian cavalry', epoch: 'X', colour: 'army', symbol: 'cavalry', conditions: none, strength: { kind: 'fixed', value: 2 }, reconstructed: r },
  { id: 'X05', name: 'Prodromoi', epoch: 'X', colour: 'army', symbol: 'cavalry', conditions: none, strength: { kind: 'fixed', value: 1 }, reconstructed: r },
  { id: 'X06', name: 'Companion cavalry', epoch: 'X', colour: 'army', symbol: 'cavalry', conditions: [{ kind: 'talents', min: 5 }], strength: { kind: 'fixed', value: 3 }, reconstructed: r },
  { id: 'X07', name: 'Hypaspists', epoch: 'X', colour: 'army', symbol: 'infantry', conditions: none, strength: { kind: 'fixed', value: 2 }, reconstructed: r },
  { id: 'X08', name: 'Pezhetairoi', epoch: 'X', colour: 'army', symbol: 'infantry', conditions: [{ kind: 'meeples', min: 3 }], strength: { kind: 'fixed', value: 3 }, reconstructed: r },
  { id: 'X09', name: 'Greek mercenary hoplites', epoch: 'X', colour: 'army', symbol: 'infantry', conditions: [{ kind: 'talents', min: 4 }], strength: { kind: 'fixed', value: 2 }, reconstructed: r },
  { id: 'X10', name: 'Thracian peltasts', epoch: 'X', colour: 'army', symbol: 'infantry', conditions: none, strength: { kind: 'fixed', value: 1 }, reconstructed: r },
  { id: 'X11', name: 'Immortals', epoch: 'X', colour: 'army', symbol: 'infantry', conditions: [{ kind: 'die-colour', colour: 'orange' }], strength: { kind: 'fixed', value: 3 }, reconstructed: r },
  // phalanxx §leaders.2
  { id: 'X12', name: 'Parmenion', epoch: 'X', colour: 'leader', conditions: [{ kind: 'army-symbols', min: 1 }], strength: { kind: 'grows', counts: 'archer', table: [0, 2, 3, 4] }, reconstructed: r },
  // phalanxx §leaders.5
  { id: 'X13', name: 'Dareios', epoch: 'X', colour: 'leader', conditions: [{ kind: 'cities', min: 1 }], strength: { kind: 'grows', counts: 'army', table: [0, 0, 2, 3, 5] }, reconstructed: r },
  // phalanxx §equipment.2
  { id: 'X14', name: 'Blacksmith', epoch: 'X', colour: 'equipment', ability: 'blacksmith', conditions: [{ kind: 'talents', min: 3 }], strength: { kind: 'fixed', value: 1 }, reconstructed: r },
  // phalanxx §equipment.3
  { id: 'X15', name: 'Supply wagon', epoch: 'X', colour: 'equipment', ability: 'supply-talents', conditions: none, strength: { kind: 'fixed', value: 1 }, reconstructed: r },
  // phalanxx §equipment.6
  { id: 'X16', name: 'Scout', epoch: 'X', colour: 'equipment', ability: 'scout', conditions: [{ kind: 'oases', min: 1 }], strength: { kind: 'fixed', value: 1 }, reconstructed: r },

  // ── Epoch XX: 8 armies, 2 leaders, 3 equipment ─────────────────────────────────────────
  { id: 'XX01', name: 'Scythian horse archers', epoch: 'XX', colour: 'army', symbol: 'archer', conditions: [{ kind: 'die-colour', colour: 'violet' }], strength: { kind: 'fixed', value: 3 }, reconstructed: r },
  { id: 'XX02', name: 'Persian bowmen', epoch: 'XX', colour: 'army', symbol: 'archer', conditions: [{ kind: 'talents', min: 6 }], strength: { kind: 'fixed', value: 3 }, reconstructed: r },
  { id: 'XX03', name: 'Indian archers', epoch: 'XX', colour: 'army', symbol: 'archer', conditions: [{ kind: 'cards', colour: 'army', min: 3 }], strength: { kind: 'fixed', value: 4 }, reconstructed: r },
  { id: 'XX04', name: 'Bactrian cavalry', epoch: 'XX', colour: 'army', symbol: 'cavalry', conditions: [{ kind: 'meeples', min: 4 }], strength: { kind: 'fixed', value: 3 }, reconstructed: r },
  { id: 'XX05', name: 'Median cavalry', epoch: 'XX', colour: 'army', symbol: 'cavalry', conditions: [{ kind: 'die-value', min: 5 }], strength: { kind: 'fixed', value: 4 }, reconstructed: r },
  { id: 'XX06', name: 'Kardakes', epoch: 'XX', colour: 'army', symbol: 'infantry', conditions: [{ kind: 'strength', min: 5 }], strength: { kind: 'fixed', value: 3 }, reconstructed: r },
  { id: 'XX07', name: 'Argyraspides', epoch: 'XX', colour: 'army', symbol: 'infantry', conditions: [{ kind: 'army-symbols', min: 3 }], strength: { kind: 'fixed', value: 4 }, reconstructed: r },
  { id: 'XX08', name: 'Illyrian infantry', epoch: 'XX', colour: 'army', symbol: 'infantry', conditions: [{ kind: 'cities', min: 2 }], strength: { kind: 'fixed', value: 3 }, reconstructed: r },
  // phalanxx §leaders.3
  { id: 'XX09', name: 'Bessos', epoch: 'XX', colour: 'leader', conditions: [{ kind: 'strength', min: 4 }], strength: { kind: 'grows', counts: 'cavalry', table: [0, 1, 3, 5] }, reconstructed: r },
  // phalanxx §leaders.7
  { id: 'XX10', name: 'Memnon of Rhodes', epoch: 'XX', colour: 'leader', conditions: [{ kind: 'talents', min: 8 }], strength: { kind: 'grows', counts: 'leader', table: [0, 2, 4, 6] }, reconstructed: r },
  // phalanxx §equipment.4
  { id: 'XX11', name: 'Second supply wagon', epoch: 'XX', colour: 'equipment', ability: 'supply-die', conditions: [{ kind: 'meeples', min: 4 }], strength: { kind: 'fixed', value: 2 }, reconstructed: r },
  // phalanxx §equipment.5
  { id: 'XX12', name: 'Camouflage', epoch: 'XX', colour: 'equipment', ability: 'camouflage', conditions: [{ kind: 'cards', colour: 'equipment', min: 1 }], strength: { kind: 'fixed', value: 4 }, reconstructed: r },
  // phalanxx §equipment.8 (Horses: 0 / 2 / 4)
  { id: 'XX13', name: 'Horses', epoch: 'XX', colour: 'equipment', conditions: [{ kind: 'army-symbols', min: 1, symbol: 'cavalry' }], strength: { kind: 'grows', counts: 'equipment', table: [0, 0, 2, 4] }, reconstructed: r },

  // ── Epoch XXX: 9 armies, 2 leaders, 2 equipment ────────────────────────────────────────
  { id: 'XXX01', name: 'War elephants', epoch: 'XXX', colour: 'army', symbol: 'cavalry', conditions: [{ kind: 'strength', min: 10 }], strength: { kind: 'fixed', value: 6 }, reconstructed: r },
  { id: 'XXX02', name: 'Kataphraktoi', epoch: 'XXX', colour: 'army', symbol: 'cavalry', conditions: [{ kind: 'meeples', min: 5 }], strength: { kind: 'fixed', value: 5 }, reconstructed: r },
  { id: 'XXX03', name: 'Dahae horse archers', epoch: 'XXX', colour: 'army', symbol: 'archer', conditions: [{ kind: 'die-colour', colour: 'orange' }, { kind: 'talents', min: 5 }], strength: { kind: 'fixed', value: 5 }, reconstructed: r },
  { id: 'XXX04', name: 'Mardian archers', epoch: 'XXX', colour: 'army', symbol: 'archer', conditions: [{ kind: 'oases', min: 2 }], strength: { kind: 'fixed', value: 4 }, reconstructed: r },
  { id: 'XXX05', name: 'Sogdian archers', epoch: 'XXX', colour: 'army', symbol: 'archer', conditions: [{ kind: 'cards', colour: 'leader', min: 1 }], strength: { kind: 'fixed', value: 5 }, reconstructed: r },
  { id: 'XXX06', name: 'Phalangites', epoch: 'XXX', colour: 'army', symbol: 'infantry', conditions: [{ kind: 'army-symbols', min: 2, symbol: 'infantry' }], strength: { kind: 'fixed', value: 5 }, reconstructed: r },
  { id: 'XXX07', name: 'Thureophoroi', epoch: 'XXX', colour: 'army', symbol: 'infantry', conditions: [{ kind: 'cities', min: 2 }], strength: { kind: 'fixed', value: 4 }, reconstructed: r },
  { id: 'XXX08', name: 'Galatian mercenaries', epoch: 'XXX', colour: 'army', symbol: 'infantry', conditions: [{ kind: 'talents', min: 10 }], strength: { kind: 'fixed', value: 5 }, reconstructed: r },
  { id: 'XXX09', name: 'Arabian camel riders', epoch: 'XXX', colour: 'army', symbol: 'cavalry', conditions: [{ kind: 'die-colour', colour: 'white' }, { kind: 'die-value', min: 4 }], strength: { kind: 'fixed', value: 4 }, reconstructed: r },
  // phalanxx §leaders.4
  { id: 'XXX10', name: 'Porus', epoch: 'XXX', colour: 'leader', conditions: [{ kind: 'strength', min: 8 }], strength: { kind: 'grows', counts: 'infantry', table: [0, 1, 2, 3, 4] }, reconstructed: r },
  // phalanxx §leaders.6
  { id: 'XXX11', name: 'Antigonos', epoch: 'XXX', colour: 'leader', conditions: [{ kind: 'cards', colour: 'equipment', min: 1 }], strength: { kind: 'grows', counts: 'equipment', table: [0, 1, 3, 4] }, reconstructed: r },
  // phalanxx §equipment.8 (Fortress: 1 / 3 / 4)
  { id: 'XXX12', name: 'Fortress', epoch: 'XXX', colour: 'equipment', conditions: [{ kind: 'cities', min: 2 }], strength: { kind: 'grows', counts: 'equipment', table: [0, 1, 3, 4] }, reconstructed: r },
  // phalanxx §equipment.7
  { id: 'XXX13', name: 'Military music', epoch: 'XXX', colour: 'equipment', conditions: [{ kind: 'cards', colour: 'leader', min: 1 }], strength: { kind: 'grows', counts: 'leader', table: [0, 2, 4, 7] }, reconstructed: r },
];

const byId = new Map(EPOCH_CARDS.map((c) => [c.id, c]));

export function card(id: CardId): EpochCard {
  const c = byId.get(id);
  if (!c) throw new RangeError(`unknown epoch card ${id}`);
  return c;
}

export function isEpochCard(id: unknown): id is CardId {
  return typeof id === 'string' && byId.has(id);
}

export const EPOCHS = ['X', 'XX', 'XXX'] as const;

/** The epoch printed on a card's back; Heroism is shuffled into the XXX pile (phalanxx §setup.7). */
export function backOf(id: CardId): 'X' | 'XX' | 'XXX' {
  return id === HEROISM ? 'XXX' : card(id).epoch;
}

export const ALL_CARD_IDS: readonly CardId[] = [...EPOCH_CARDS.map((c) => c.id), HEROISM];
