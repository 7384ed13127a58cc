/**
 * A position written as a scenario file (docs/scenario-format.md): the way a played game enters
 * the referee's sandbox (issue 21 item 7). `npx diadochi sandbox SAVE --step N` writes the
 * position before step N of an exported game with the orders given at that step; the referee
 * edits it ("what if he had supported?") and runs it with `npx diadochi adjudicate`.
 *
 * Written so that reading the file back gives the same board: units (type, coast, leader),
 * characters (place, riding, controller, captor, death), control, sieges, treasuries,
 * treasures, weather and eliminated players (`test/scenario/write.test.ts` checks it on positions
 * of seeded games). What the format has no words for — prestige already won, corruption and
 * auctions under way, the political ledger — is not carried over, and the file says so.
 */
import { citadel, space as spaceOfMap } from '../map/graph.ts';
import { mapOf } from '../map/index.ts';
import { SCENARIOS } from '../map/scenarios.ts';
import type { GameMap } from '../map/types.ts';
import { baseState } from '../rules/setup.ts';
import type { GameState, PowerId, UnitState } from '../rules/state.ts';
import { printUnit } from '../vocabulary/military/print.ts';
import { characterName, placeName } from '../vocabulary/names.ts';

export interface SandboxInput {
  state: GameState;
  /** Each power's orders for the season, as written (military lines). */
  orders: Record<PowerId, string>;
  /** Fixed dice for the season (the rolls the game made), if wanted. */
  dice?: number[];
  title: string;
  /** Comment lines for the head of the file (where the position comes from). */
  notes?: string[];
}

const YEARLESS_SEASON: Record<string, string> = { spring: 'spring', summer: 'summer', autumn: 'autumn', winter: 'winter' };

export function writeScenario(i: SandboxInput): string {
  const { state } = i;
  const map = mapOf(state.ruleset)!;
  const out: string[] = [];
  for (const n of i.notes ?? []) out.push(`# ${n}`);
  out.push(`title: ${i.title.replace(/\n/g, ' ')}`, `ruleset: ${state.ruleset}`, `season: ${YEARLESS_SEASON[state.season] ?? state.season} ${state.year}${state.firstTurn ? ' first turn' : ''}`);
  section(out, 'units', unitLines(map, state));
  section(out, 'characters', characterLines(map, state));
  section(out, 'control', controlLines(map, state));
  section(out, 'sieges', state.sieges.map((s) => `${placeName(map, s.citadel)}: ${s.seasons} by ${placeName(map, s.from)}`));
  section(out, 'treasury', Object.entries(state.treasury).filter(([, v]) => v !== 0).sort(([a], [b]) => a.localeCompare(b)).map(([p, v]) => `${p}: ${v}`));
  section(out, 'treasures', treasureLines(map, state));
  section(out, 'weather', [...state.weather.floods.map((r) => `flood ${r}`), ...state.weather.storms.map((s) => `storm ${placeName(map, s)}`), ...state.weather.blocked.map((s) => `blocked ${placeName(map, s)}`)]);
  const out2 = state.powers.filter((p) => p.kind === 'player' && p.eliminated).map((p) => p.id);
  if (out2.length > 0) out.push('', `eliminated: ${out2.join(', ')}`);
  if (i.dice && i.dice.length > 0) out.push('', `dice: ${i.dice.join(', ')}`);
  for (const [power, text] of Object.entries(i.orders).sort(([a], [b]) => a.localeCompare(b))) {
    const lines = text.split('\n').map((l) => l.trim()).filter((l) => l !== '');
    if (lines.length > 0) section(out, `orders ${power}`, lines);
  }
  return `${out.join('\n')}\n`;
}

function section(out: string[], name: string, lines: string[]): void {
  if (lines.length === 0) return;
  out.push('', `${name}:`, ...lines.map((l) => `  ${l}`));
}

/** `POWER: UNIT, UNIT…`, in the powers' order; a leader by his mark (`*`, `#`) or his name. */
function unitLines(map: GameMap, state: GameState): string[] {
  const byPower = new Map<PowerId, UnitState[]>();
  for (const u of state.units) if (!u.transit) byPower.set(u.power, [...(byPower.get(u.power) ?? []), u]);
  const order = [...state.powers.map((p) => p.id), ...[...byPower.keys()].sort()];
  return [...new Set(order)].filter((p) => byPower.has(p)).map((p) => `${p}: ${byPower.get(p)!.map((u) => printUnit(map, { type: u.type, space: u.space, ...(u.coast ? { coast: u.coast } : {}), ...(u.commander ? { leader: leaderMark(state, u) } : {}) })).join(', ')}`);
}

function leaderMark(state: GameState, u: UnitState): string {
  const p = state.powers.find((x) => x.id === u.power);
  if (u.commander === p?.diadochus) return '*';
  if (u.commander === p?.epigone) return '#';
  return u.commander!;
}

/** Characters on the board not commanding a unit, and the dead. */
function characterLines(map: GameMap, state: GameState): string[] {
  const commanding = new Set(state.units.map((u) => u.commander).filter((c): c is string => c !== undefined));
  const out: string[] = [];
  for (const c of state.characters) {
    const name = characterName(state.ruleset, c.id);
    if (c.dead) {
      out.push(`${name}: dead`);
      continue;
    }
    if (c.space === null || commanding.has(c.id)) continue;
    const who = c.prisonerOf ? ` prisoner of ${c.prisonerOf}` : c.controlledBy ? ` controlled by ${c.controlledBy}` : ' free';
    const riding = c.with !== undefined && state.units.some((u) => u.id === c.with);
    out.push(`${name}: ${riding ? 'with ' : ''}${placeName(map, c.space)}${who}`);
  }
  return out;
}

/**
 * Every controlled space by its controller, and `neutral:` for a space a unit stands on that
 * nobody controls (the reader would otherwise give it to the unit's power, `diadoques §11e`).
 */
function controlLines(map: GameMap, state: GameState): string[] {
  const by = new Map<string, string[]>();
  for (const [space, owner] of Object.entries(state.control).sort(([a], [b]) => a.localeCompare(b))) by.set(owner, [...(by.get(owner) ?? []), placeName(map, space)]);
  const neutral = [...new Set(state.units.map((u) => u.space))].filter((s) => state.control[s] === undefined && spaceOfMap(map, s)?.kind !== 'sea').sort();
  if (neutral.length > 0) by.set('neutral', [...(by.get('neutral') ?? []), ...neutral.map((s) => placeName(map, s))]);
  return [...by].map(([owner, spaces]) => `${owner}: ${spaces.join(', ')}`);
}

/** The treasures that differ from those a file starts with (the set-up's, and every printed one: `parse.ts` `freshState`). */
function treasureLines(map: GameMap, state: GameState): string[] {
  const start = baseState(SCENARIOS[state.ruleset].find((s) => s.id === 'standard')!).treasures;
  const unlisted = (id: string) => ((citadel(map, id)?.treasure ?? 0) > 0 ? citadel(map, id)!.treasure : (start[id] ?? 0));
  return map.citadels.filter((c) => (state.treasures[c.id] ?? 0) !== unlisted(c.id)).map((c) => `${placeName(map, c.id)}: ${state.treasures[c.id] ?? 0}`);
}
