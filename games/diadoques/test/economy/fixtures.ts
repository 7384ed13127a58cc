/**
 * Test fixtures for the economy and politics layers: game states built from the map's
 * set-ups (SCENARIOS) or by hand, and seeded dice. Not a test file.
 */
import { Dice, rngFromSeed } from '@diadochi/kernel';
import { mapOf, SCENARIOS } from '../../src/map/index.ts';
import type { RulesetId, Season } from '../../src/rules/state.ts';
import { addUnit, emptyState } from '../../src/rules/state.ts';
import type { CharacterKind, CharacterState, GameState, UnitState, UnitType } from '../../src/rules/state.ts';
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
  const state = emptyState(ruleset, o.year ?? sc.start.year, o.season ?? sc.start.season);
  state.firstTurn = true;
  const leaders = new Map<string, string>();
  const heirs = new Map<string, string>();
  for (const p of sc.powers) {
    state.powers.push({
      id: p.power,
      kind: p.kind,
      ...(p.capital ? { capital: p.capital } : {}),
      ...(p.secondCitadel ? { secondCitadel: p.secondCitadel } : {}),
      ...(p.leader ? { diadochus: p.leader } : {}),
      ...(p.epigone ? { epigone: p.epigone } : {}),
    });
    if (p.leader) leaders.set(p.leader, p.power);
    if (p.epigone) heirs.set(p.epigone, p.power);
    for (const id of p.possessions) state.control[id] = p.power;
    state.treasury[p.power] = o.treasury === 'zero' ? 0 : (p.treasury ?? 0);
    for (const d of p.deposits ?? []) state.treasures[d.at] = (state.treasures[d.at] ?? 0) + d.amount;
  }
  for (const c of map.citadels) {
    if (c.treasure <= 0) continue;
    if (sc.treasures === 'unowned-only' && state.control[c.id]) continue;
    state.treasures[c.id] = (state.treasures[c.id] ?? 0) + c.treasure;
  }
  for (const c of sc.characters) {
    const kind: CharacterKind = leaders.has(c.character) ? 'diadochus' : heirs.has(c.character) ? 'epigone' : ROYAL_IDS.has(c.character) ? 'royal' : 'other';
    const ch: CharacterState = { id: c.character, kind, space: c.space, controlledBy: c.controlledBy };
    const of = leaders.get(c.character) ?? heirs.get(c.character);
    if (of) ch.of = of;
    if (PARTNERS[c.character]) ch.partner = PARTNERS[c.character]!;
    if (c.character === 'eurydice') ch.partner = ruleset === 'diadoques' ? 'philippe-iii' : 'philippos';
    if (c.character === 'alexandros') ch.partner = 'roxane';
    if (c.character === 'roxane' && ruleset === 'diadokhoi') ch.partner = 'alexandros';
    state.characters.push(ch);
  }
  for (const [heir, power] of heirs) {
    if (!state.characters.some((c) => c.id === heir)) state.characters.push({ id: heir, kind: 'epigone', of: power, space: null, controlledBy: power, waiting: true });
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
