/** Starting set-ups of both rulesets, and their validation against the map. */
import { diadokhoiScenarios } from './data/diadokhoi/setups.ts';
import { diadoquesScenarios } from './data/diadoques/setups.ts';
import { citadel, coastalSeas, province, space } from './graph.ts';
import type { GameMap, PowerSetup, RulesetId, Scenario, UnitPlacement } from './types.ts';
import { rulebook } from '../rulebook/index.ts';

export const SCENARIOS: Record<RulesetId, Scenario[]> = { diadoques: diadoquesScenarios, diadokhoi: diadokhoiScenarios };

export function scenario(ruleset: RulesetId, id: string): Scenario | undefined {
  return SCENARIOS[ruleset].find((s) => s.id === id);
}

const FLEETS = new Set(['F', 'Fe']);

/** May a unit of this type stand in that space at the start? Explains why not, or returns null. */
export function placementProblem(map: GameMap, u: UnitPlacement): string | null {
  const s = space(map, u.space);
  if (!s) return `unknown space ${u.space}`;
  if (FLEETS.has(u.type)) {
    if (s.kind === 'sea') return s.navigable ? null : `${u.space} cannot be sailed`;
    if (s.kind === 'citadel') return s.port ? null : `${u.space} is not a port`;
    if (!rulebook(map).policies.military.fleetsOnCoasts) return `fleets stand only at sea or in port citadels (diadoques §6a.3), not in ${u.space}`;
    const seas = coastalSeas(map, s.id, u.coast).filter((x) => space(map, x)?.kind === 'sea');
    if (seas.length === 0) return `${u.space}${u.coast ? `/${u.coast}` : ''} has no coast for a fleet`;
    if (s.coasts && !u.coast) return `which coast of ${u.space}?`;
    return null;
  }
  if (s.kind === 'sea') return `an army cannot stand at sea (${u.space})`;
  if (s.kind === 'land' && s.offboard) return `${u.space} is off the board`;
  return null;
}

function checkPower(map: GameMap, sc: Scenario, p: PowerSetup, errors: string[]) {
  const where = `${sc.ruleset} ${sc.id} ${p.power}`;
  for (const u of p.units) {
    const why = placementProblem(map, u);
    if (why) errors.push(`${where}: ${u.type} ${u.space}: ${why}`);
    if (u.leader && !sc.characters.some((c) => c.character === u.leader && c.space === u.space)) {
      errors.push(`${where}: ${u.type} ${u.space} is led by ${u.leader}, who is not placed there`);
    }
  }
  for (const id of p.possessions) {
    const s = space(map, id);
    if (!s || s.kind === 'sea') errors.push(`${where}: possession ${id} is not a province or citadel`);
  }
  if (p.capital && !citadel(map, p.capital)) errors.push(`${where}: capital ${p.capital} is not a citadel`);
  if (p.secondCitadel && !citadel(map, p.secondCitadel)) errors.push(`${where}: second citadel ${p.secondCitadel} is not a citadel`);
  if (p.build && !province(map, p.build.in)) errors.push(`${where}: builds in ${p.build.in}, not a province`);
  for (const d of p.deposits ?? []) if (!citadel(map, d.at)) errors.push(`${where}: deposit in ${d.at}, not a citadel`);
}

/** Problems of a set-up on its map: unknown spaces, misplaced units, two units in a space, two owners of one space. */
export function checkScenario(map: GameMap, sc: Scenario): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  const occupied = new Map<string, string>();
  const owner = new Map<string, string>();
  const powers = new Set(sc.powers.map((p) => p.power));
  for (const p of sc.powers) {
    checkPower(map, sc, p, errors);
    for (const u of p.units) {
      const before = occupied.get(u.space);
      if (before) errors.push(`${sc.ruleset} ${sc.id}: two units in ${u.space} (${before}, ${p.power})`);
      occupied.set(u.space, p.power);
    }
    for (const id of p.possessions) {
      const before = owner.get(id);
      if (before) warnings.push(`${sc.ruleset} ${sc.id}: ${id} is owned by both ${before} and ${p.power}`);
      owner.set(id, p.power);
    }
  }
  for (const c of sc.characters) {
    if (!space(map, c.space)) errors.push(`${sc.ruleset} ${sc.id}: ${c.character} placed in unknown ${c.space}`);
    if (c.controlledBy !== null && !powers.has(c.controlledBy)) errors.push(`${sc.ruleset} ${sc.id}: ${c.character} controlled by unknown power ${c.controlledBy}`);
  }
  return { errors, warnings };
}
