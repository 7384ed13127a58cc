/**
 * Test fixtures for the economy and politics layers: game states built from the map's
 * set-ups (SCENARIOS) or by hand, and seeded dice. Not a test file.
 */
import { Dice, rngFromSeed } from '@diadochi/kernel';
import { mapOf, SCENARIOS } from '../../src/map/index.ts';
import type { RulesetId, Season } from '../../src/rules/state.ts';
import { addUnit, emptyState } from '../../src/rules/state.ts';
import { baseState } from '../../src/rules/setup.ts';
import type { CharacterState, GameState, UnitState, UnitType } from '../../src/rules/state.ts';
import type { LayerContext } from '../../src/economy/common.ts';

export const PARTNERS: Record<string, string> = {
  'philippe-iii': 'eurydice',
  philippos: 'eurydice',
  roxane: 'alexandre-iv',
  'alexandre-iv': 'roxane',
};

const ROYAL_IDS = new Set(['philippe-iii', 'philippos', 'eurydice', 'roxane', 'alexandre-iv', 'alexandros', 'olympias', 'cleopatre', 'kleopatra']);

export interface FixtureOptions {
  /** Start treasuries: as the set-up says, or zero. */
  treasury?: 'scenario' | 'zero';
  year?: number;
  season?: Season;
}

/** A state from a set-up of the map data, the way the scenario layer would build it. */
export function fromScenario(ruleset: RulesetId, id = 'standard', o: FixtureOptions = {}): GameState {
  const sc = SCENARIOS[ruleset].find((s) => s.id === id)!;
  const map = mapOf(ruleset)!;
  // The powers, characters and epigones exactly as the set-up layer builds them (src/rules/setup.ts).
  const state = baseState(sc);
  state.year = o.year ?? sc.start.year;
  state.season = o.season ?? sc.start.season;
  state.firstTurn = true;
  for (const p of sc.powers) {
    state.treasury[p.power] = o.treasury === 'zero' ? 0 : (p.treasury ?? 0);
    for (const d of p.deposits ?? []) state.treasures[d.at] = (state.treasures[d.at] ?? 0) + d.amount;
  }
  for (const c of map.citadels) {
    if (c.treasure <= 0) continue;
    if (sc.treasures === 'unowned-only' && state.control[c.id]) continue;
    state.treasures[c.id] = (state.treasures[c.id] ?? 0) + c.treasure;
  }
  for (const p of sc.powers) {
    for (const u of p.units) {
      const unit = addUnit(state, { power: p.power, type: u.type, space: u.space, ...(u.coast ? { coast: u.coast } : {}) });
      if (u.leader) {
        const c = state.characters.find((x) => x.id === u.leader)!;
        c.with = unit.id;
        unit.commander = c.id;
      }
    }
  }
  return state;
}

/** A hand-made state: players with their leaders, nothing else. */
export function blank(ruleset: RulesetId, year = -318, season: Season = 'spring', players: string[] = []): GameState {
  const state = emptyState(ruleset, year, season);
  for (const p of players) {
    state.powers.push({ id: p, kind: 'player', diadochus: p, epigone: `${p}-heir` });
    state.characters.push({ id: p, kind: 'diadochus', of: p, space: null, controlledBy: p });
    state.characters.push({ id: `${p}-heir`, kind: 'epigone', of: p, space: null, controlledBy: p, waiting: true });
    state.treasury[p] = 0;
  }
  return state;
}

/** Places a unit, optionally with a commander (the character is moved there and associated). */
export function put(state: GameState, power: string, type: UnitType, space: string, commander?: string): UnitState {
  const u = addUnit(state, { power, type, space });
  if (commander) {
    const c = state.characters.find((x) => x.id === commander)!;
    c.space = space;
    c.with = u.id;
    delete c.waiting;
    u.commander = commander;
  }
  return u;
}

/** Adds or moves a character. */
export function place(state: GameState, id: string, space: string | null, o: Partial<CharacterState> = {}): CharacterState {
  let c = state.characters.find((x) => x.id === id);
  if (!c) {
    c = { id, kind: ROYAL_IDS.has(id) ? 'royal' : 'other', space, controlledBy: null };
    if (PARTNERS[id]) c.partner = PARTNERS[id]!;
    state.characters.push(c);
  }
  c.space = space;
  delete c.waiting;
  Object.assign(c, o);
  return c;
}

/** Seeded dice, or dice that return these faces in order. */
export function dice(forced?: number[], seed = 'economy-tests'): Dice {
  return new Dice(rngFromSeed(seed), forced);
}

export function ctx(forced?: number[], options: LayerContext['options'] = {}): LayerContext {
  return { dice: dice(forced), options };
}

export const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
