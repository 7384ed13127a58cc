/** Small states for the event, neutral and bot tests. */
import { Dice, rngFromSeed } from '@diadochi/kernel';
import { addUnit, emptyState } from '../../src/rules/state.ts';
import type { CharacterState, GameState, RulesetId, Season, UnitState } from '../../src/rules/state.ts';

export const dice = (...faces: number[]) => new Dice(rngFromSeed('x'), faces);

const PLAYERS: Record<RulesetId, string[]> = {
  diadoques: ['cassandre', 'lysimaque', 'antigone', 'eumene', 'ptolemee', 'seleucos'],
  diadokhoi: ['antipatros', 'lysimachos', 'antigonos', 'eumenes', 'ptolemaios', 'seleukos'],
};
const CAPITALS: Record<RulesetId, string[]> = {
  diadoques: ['pella', 'lysimachia', 'gordion', 'tyane', 'alexandrie', 'babylone'],
  diadokhoi: ['pella', 'lysimachia', 'gordion', 'ankyra', 'alexandria', 'babylone'],
};

/** A state with the six players (capitals held), no units, in the given season. */
export function board(ruleset: RulesetId, season: Season = 'summer', year = -318): GameState {
  const s = emptyState(ruleset, year, season);
  PLAYERS[ruleset].forEach((id, i) => {
    s.powers.push({ id, kind: 'player', capital: CAPITALS[ruleset][i]!, diadochus: id });
    s.treasury[id] = 0;
    s.control[CAPITALS[ruleset][i]!] = id;
  });
  return s;
}

export function unit(s: GameState, power: string, type: UnitState['type'], space: string, extra: Partial<UnitState> = {}): UnitState {
  return addUnit(s, { power, type, space, ...extra });
}

export function character(s: GameState, c: Partial<CharacterState> & { id: string; kind: CharacterState['kind']; space: string | null }): CharacterState {
  const ch: CharacterState = { controlledBy: null, ...c };
  s.characters.push(ch);
  return ch;
}

/** The six royals of a ruleset, alive, free, in `space`. */
export function royals(s: GameState, space: string): void {
  const ids = s.ruleset === 'diadoques' ? ['philippe-iii', 'eurydice', 'roxane', 'alexandre-iv', 'olympias', 'cleopatre'] : ['philippos', 'eurydice', 'roxane', 'alexandros', 'olympias', 'kleopatra'];
  for (const id of ids) character(s, { id, kind: 'royal', space });
}

export const at = (s: GameState, space: string) => s.units.filter((u) => u.space === space);
