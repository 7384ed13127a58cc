/**
 * Game states from the map's set-ups (`src/map` SCENARIOS): the powers, their characters,
 * possessions, treasuries and citadel treasures, and the units they start with.
 *
 * Both standard games let the players buy their first units (`diadoques §12.4`,
 * `diadokhoi §5.3.1`): the whole game asks them (`src/game/start.ts`, `buy: false` here); the
 * military-only games of `rules/game.ts` give each player the usual choice — three
 * mercenary armies in his start province, their price paid (`diadoques §12.4`: "le choix le
 * plus fréquent"; `diadokhoi §5.3.1`: 3000 talents). The diadochus commands one, Philippe III
 * another (he must command one, `diadoques §6b.9`). See decisions.md.
 */
import { SCENARIOS } from '../map/scenarios.ts';
import { mapOf } from '../map/index.ts';
import type { CharacterPlacement, Scenario } from '../map/types.ts';
import { addUnit, emptyState } from './state.ts';
import type { CharacterKind, CharacterState, GameState, RulesetId } from './state.ts';
import { profileOf } from '../rulebook/index.ts';

const ROYALS = new Set(['philippe-iii', 'eurydice', 'roxane', 'alexandre-iv', 'olympias', 'cleopatre', 'philippos', 'alexandros', 'kleopatra']);
/** Inseparable pairs (`diadoques §6b.8`, `§6b.10`, `diadokhoi §4.3.15`). */
export const PARTNERS: [string, string][] = [
  ['philippe-iii', 'eurydice'],
  ['roxane', 'alexandre-iv'],
  ['philippos', 'eurydice'],
  ['roxane', 'alexandros'],
];
/** Price of a mercenary army (`diadoques §6a.6`: 10 T; `diadokhoi §5.3`: 1000 talents). */
const MERCENARY: Record<RulesetId, number> = { diadoques: 10, diadokhoi: 1000 };

export function characterKind(sc: Scenario | undefined, id: string): CharacterKind {
  if (sc?.powers.some((p) => p.leader === id)) return 'diadochus';
  if (sc?.powers.some((p) => p.epigone === id)) return 'epigone';
  return ROYALS.has(id) ? 'royal' : 'other';
}

/** Sets the `partner` links of the inseparable pairs present. */
export function linkPartners(state: GameState): void {
  for (const [a, b] of PARTNERS) {
    const x = state.characters.find((c) => c.id === a);
    const y = state.characters.find((c) => c.id === b);
    if (x && y) {
      x.partner = b;
      y.partner = a;
    }
  }
}

/** The powers, characters and epigones of a set-up, without units. */
export function baseState(sc: Scenario): GameState {
  const state = emptyState(sc.ruleset, sc.start.year, sc.start.season);
  for (const p of sc.powers) {
    state.powers.push({
      id: p.power,
      kind: p.kind,
      ...(p.capital ? { capital: p.capital } : {}),
      ...(p.secondCitadel ? { secondCitadel: p.secondCitadel } : {}),
      ...(p.leader ? { diadochus: p.leader } : {}),
      ...(p.epigone ? { epigone: p.epigone } : {}),
    });
    for (const s of p.possessions) state.control[s] = p.power;
    if (p.treasury !== undefined) state.treasury[p.power] = p.treasury;
  }
  for (const c of sc.characters) state.characters.push(character(sc, c));
  for (const p of sc.powers) {
    if (p.epigone && !state.characters.some((c) => c.id === p.epigone)) {
      state.characters.push({ id: p.epigone, kind: 'epigone', of: p.power, space: null, controlledBy: p.power, waiting: true });
    }
  }
  linkPartners(state);
  // A marriage the set-up states (diadokhoi §8.2.1): both sides know their spouse.
  for (const c of sc.characters) {
    if (!c.spouse) continue;
    for (const [a, b] of [[c.character, c.spouse], [c.spouse, c.character]] as const) {
      const x = state.characters.find((y) => y.id === a);
      if (x) x.spouse = b;
    }
  }
  return state;
}

function character(sc: Scenario, c: CharacterPlacement): CharacterState {
  const kind = characterKind(sc, c.character);
  const of = kind === 'diadochus' || kind === 'epigone' ? sc.powers.find((p) => p.leader === c.character || p.epigone === c.character)?.power : undefined;
  return { id: c.character, kind, ...(of ? { of } : {}), space: c.space, controlledBy: c.controlledBy };
}

/**
 * The state at the first military season of a set-up: standard games start in spring (the
 * diadokhoi winter −322 builds are done here), with the first-turn exception on.
 * `buy: false` leaves the set-up's purchases to the players (the whole game's start step,
 * `src/game/start.ts`): no unit is bought and the leaders are placed once they are.
 */
export function initialState(ruleset: RulesetId, scenarioId = 'standard', o: { buy?: boolean } = {}): GameState {
  const sc = SCENARIOS[ruleset].find((s) => s.id === scenarioId);
  if (!sc) throw new Error(`no set-up ${scenarioId} for ${ruleset}`);
  const map = mapOf(ruleset)!;
  const state = baseState(sc);
  if (sc.start.season === 'winter') {
    state.year += 1;
    state.season = 'spring';
  }
  state.firstTurn = true;
  const possessed = new Set(sc.powers.flatMap((p) => p.possessions));
  for (const c of map.citadels) {
    if (c.treasure <= 0) continue;
    // Diadokhoi: the winter −322 revenue already counts the treasures of the players' own citadels (set-up note).
    if (sc.treasures === 'unowned-only' || (profileOf(ruleset).policies.military.standardSetupTreasures === 'unowned-only' && sc.id === 'standard')) {
      if (possessed.has(c.id)) continue;
    }
    state.treasures[c.id] = c.treasure;
  }
  // Money the set-up leaves in a citadel ("2000 talents in Sardes", diadokhoi §8.2.3, §5.1.6).
  for (const p of sc.powers) for (const d of p.deposits ?? []) state.treasures[d.at] = (state.treasures[d.at] ?? 0) + d.amount;
  for (const p of sc.powers) {
    for (const u of p.units) addUnit(state, { power: p.power, type: u.type, space: u.space, ...(u.coast ? { coast: u.coast } : {}) });
    if (p.build && o.buy !== false) {
      for (let i = 0; i < p.build.count; i++) addUnit(state, { power: p.power, type: 'A', space: p.build.in });
      state.treasury[p.power] = (state.treasury[p.power] ?? 0) - p.build.count * MERCENARY[ruleset];
    }
  }
  placeLeaders(state);
  statedCommands(state, sc);
  return state;
}

/**
 * The commands a set-up prints ("A + Demetrios Ion", `diadokhoi §8.3.1`, `§8.4.2`–`§8.4.4`):
 * an epigone or another character takes the unit's command when it has no commander yet.
 */
function statedCommands(state: GameState, sc: Scenario): void {
  for (const p of sc.characters) {
    const c = state.characters.find((x) => x.id === p.character);
    if (!p.commands || !c || c.dead || c.controlledBy === null) continue;
    const unit = state.units.find((u) => u.space === p.commands && u.power === c.controlledBy && (!u.commander || u.commander === c.id));
    if (!unit) continue;
    c.with = unit.id;
    c.space = unit.space;
    unit.commander = c.id;
  }
}

/** Each leader commands a unit of his side in his space, one leader per unit; the others ride with the diadochus. */
export function placeLeaders(state: GameState): void {
  const order = (c: CharacterState) => (c.kind === 'diadochus' ? 0 : c.id === 'philippe-iii' || c.id === 'philippos' ? 1 : c.id === 'olympias' ? 2 : 3);
  for (const c of [...state.characters].sort((a, b) => order(a) - order(b))) {
    if (c.dead || c.space === null || c.controlledBy === null || c.waiting) continue;
    const units = state.units.filter((u) => u.space === c.space && u.power === c.controlledBy);
    if (units.length === 0) continue;
    const leader = order(c) < 3;
    const free = leader ? units.find((u) => !u.commander) : undefined;
    const partner = c.partner ? state.characters.find((x) => x.id === c.partner && x.with) : undefined;
    const unit = free ?? (partner ? units.find((u) => u.id === partner.with) : undefined) ?? units.find((u) => u.commander === state.powers.find((p) => p.id === c.controlledBy)?.diadochus) ?? units[0]!;
    c.with = unit.id;
    if (leader && free) unit.commander = c.id;
  }
}
