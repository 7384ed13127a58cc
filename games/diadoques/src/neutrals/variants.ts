/**
 * The general rules of the Diadokhoi variants for fewer than six players on events and neutral
 * forces (`diadokhoi §8.1.6`–`§8.1.8`), as data: what is impossible in the variants, what
 * changes as of −308 and as of −296. A variant is a set-up of fewer than six players
 * (`src/map` SCENARIOS); the game's set-up id is `WholeState.options.scenario`. The rules hold
 * from their year on, whichever variant reaches it ("as of −308"): a five-player game that
 * reaches −308 loses its Argeades and its oriental satraps then (decisions.md).
 */
import type { GameEvent } from '@diadochi/kernel';
import { citadel, province } from '../map/graph.ts';
import type { GameMap } from '../map/types.ts';
import { scenario } from '../map/scenarios.ts';
import { addUnit, unitsIn } from '../rules/state.ts';
import type { GameState, PowerId, SpaceId, UnitType } from '../rules/state.ts';
import { removeForce } from './remove.ts';
import { relocate } from './occupants.ts';
import { neutralDef, neutralsExt, unitsOfPower } from './registry.ts';
import { rulebook } from '../rulebook/index.ts';
import { because } from '../core/reasons/index.ts';
import type { Reason } from '../core/reasons/index.ts';

export interface VariantRule {
  rule: string;
  /** First year (BC, negative) the rule holds; absent: every year of a variant. */
  from?: number;
  /** Events that cannot happen: no event that season (`diadokhoi §6.2.2`). */
  impossible?: string[];
  /** Events whose forces come together: drawing one brings the others. */
  together?: string[];
  /** Forces that no longer exist: removed when the rule begins. */
  gone?: string[];
  /** Every member of the royal family has died. */
  royalsDead?: boolean;
  /** When the event `when` comes, the neutral power's unit of that type is carried at once to `to`. */
  carried?: { when: string; power: PowerId; type: UnitType; to: SpaceId };
  /** Every neutral citadel is defended by a militia in its province. */
  citadelMilitia?: boolean;
  /** The Epigonoi waiting to succeed come into play beside their living Diadokhoi. */
  epigoni?: boolean;
  /** A force (event id) and a neutral power that may be allied: they support, never attack, each other. */
  allies?: [string, PowerId][];
}

export const DIADOKHOI_VARIANT_RULES: VariantRule[] = [
  { rule: 'diadokhoi §8.1.6', impossible: ['lamia-war'], carried: { when: 'romans', power: 'pyrrhos', type: 'Ag', to: 'Ita' } },
  { rule: 'diadokhoi §8.1.7', from: -308, together: ['etolian-league', 'gauls'], impossible: ['oriental-satraps'], gone: ['oriental-satraps'], royalsDead: true },
  { rule: 'diadokhoi §8.1.8', from: -296, citadelMilitia: true, epigoni: true, allies: [['etolian-league', 'pyrrhos']] },
];

/** The power id of the militias defending neutral citadels (`diadokhoi §8.1.8`). */
export const CITADEL_MILITIA: PowerId = 'neutral';

/** Is this game a Diadokhoi variant for fewer than six players? */
export function isVariant(state: GameState): boolean {
  if (!rulebook(state).policies.neutrals.setupVariants) return false;
  const id = (state as GameState & { options?: { scenario?: string } }).options?.scenario;
  const sc = id ? scenario('diadokhoi', id) : undefined;
  return sc !== undefined && sc.playerCount < 6;
}

/** The variant rules in force this year (none outside a variant). */
export function variantRulesNow(state: GameState): VariantRule[] {
  if (!isVariant(state)) return [];
  return DIADOKHOI_VARIANT_RULES.filter((r) => r.from === undefined || state.year >= r.from);
}

/** Why this event cannot happen in the variant now, or undefined. */
export function variantImpossible(state: GameState, eventId: string): Reason | undefined {
  const r = variantRulesNow(state).find((x) => x.impossible?.includes(eventId));
  return r ? because('variant-impossible', { rule: r.rule }) : undefined;
}

/** Events that come with this one (`diadokhoi §8.1.7`: the Etolian uprising and the Gauls attack together). */
export function variantPartners(state: GameState, eventId: string): { id: string; rule: string }[] {
  return variantRulesNow(state).flatMap((r) => (r.together?.includes(eventId) ? r.together.filter((x) => x !== eventId).map((id) => ({ id, rule: r.rule })) : []));
}

/** Neutral powers allied to this one by the variant rules (`diadokhoi §8.1.8`: the Etolian uprising and Pyrrhos). */
export function variantAllies(state: GameState, power: PowerId): PowerId[] {
  const out: PowerId[] = [];
  for (const r of variantRulesNow(state)) {
    for (const [eventId, other] of r.allies ?? []) {
      const force = neutralDef(state.ruleset, eventId)?.power;
      if (force === power) out.push(other);
      if (other === power && force) out.push(force);
    }
  }
  return out;
}

/**
 * Before the force of `eventId` appears: a neutral power's unit carried at once where the rule
 * says (`diadokhoi §8.1.6`: when Rome intervenes, Pyrrhos' Guards are convoyed to Italy), if
 * the space is free.
 */
export function variantCarry(state: GameState, eventId: string): GameEvent[] {
  const out: GameEvent[] = [];
  for (const r of variantRulesNow(state)) {
    const c = r.carried;
    if (!c || c.when !== eventId) continue;
    const unit = unitsOfPower(state, c.power).find((u) => u.type === c.type);
    if (!unit || unit.space === c.to) continue;
    if (unitsIn(state, c.to).length > 0) {
      out.push({ type: 'no-effect', rule: r.rule, text: `${c.to} is occupied: ${c.power}'s ${c.type} cannot be carried there.`, data: { power: c.power } });
      continue;
    }
    const from = unit.space;
    relocate(state, unit, c.to);
    out.push({ type: 'unit-carried', rule: r.rule, text: `${c.power}'s ${c.type} ${from} is convoyed at once to ${c.to}.`, data: { power: c.power, unit: unit.id, type: c.type, from, to: c.to } });
  }
  return out;
}

/**
 * The variant rules that begin this season take effect, once each (kept in
 * `ext.neutrals.variantRules`): forces that no longer exist leave, the royal family dies,
 * neutral citadels get their militia, the Epigonoi come into play. Call as each military
 * season opens and once at the set-up.
 */
export function openVariantRules(map: GameMap, state: GameState): GameEvent[] {
  const rules = variantRulesNow(state);
  if (rules.length === 0) return [];
  const opened = (neutralsExt(state).variantRules ??= []);
  const out: GameEvent[] = [];
  for (const r of rules) {
    if (opened.includes(r.rule)) continue;
    opened.push(r.rule);
    for (const id of r.gone ?? []) out.push(...forceGone(state, id, r.rule));
    if (r.royalsDead) out.push(...royalsDie(state, r.rule));
    if (r.citadelMilitia) out.push(...citadelMilitias(map, state, r.rule));
    if (r.epigoni) out.push(...epigoniJoin(map, state, r.rule));
  }
  return out;
}

function forceGone(state: GameState, eventId: string, rule: string): GameEvent[] {
  const def = neutralDef(state.ruleset, eventId);
  if (!def) return [];
  const ext = neutralsExt(state);
  if (ext.satraps?.power === def.power) delete ext.satraps;
  if (!ext.forces[def.power] && unitsOfPower(state, def.power).length === 0) return [];
  // A force the set-up placed but the neutral layer has not adopted yet leaves all the same.
  if (!ext.forces[def.power]) ext.forces[def.power] = { def: def.id, mission: 0, appeared: 'scenario', since: state.year, seasonsPlayed: 0, countFrom: 0, roles: {}, rolled: [] };
  return removeForce(state, def.power, rule, because('force-gone'));
}

function royalsDie(state: GameState, rule: string): GameEvent[] {
  const out: GameEvent[] = [];
  for (const c of state.characters) {
    if (c.kind !== 'royal' || c.dead) continue;
    c.dead = true;
    delete c.with;
    for (const u of state.units) if (u.commander === c.id) delete u.commander;
    out.push({ type: 'royal-death', rule, text: `${c.id} has died.`, data: { character: c.id, controlledBy: c.controlledBy } });
  }
  return out;
}

/** A militia in the province of every citadel nobody holds, where no unit stands (`diadokhoi §8.1.8`). */
function citadelMilitias(map: GameMap, state: GameState, rule: string): GameEvent[] {
  const out: GameEvent[] = [];
  for (const c of map.citadels) {
    if (state.control[c.id] !== undefined) continue;
    const prov = province(map, c.province);
    if (!prov || prov.offboard || unitsIn(state, prov.id).length > 0) continue;
    if (!state.powers.some((p) => p.id === CITADEL_MILITIA)) state.powers.push({ id: CITADEL_MILITIA, kind: 'neutral' });
    const u = addUnit(state, { power: CITADEL_MILITIA, type: 'Am', space: prov.id });
    out.push({ type: 'neutral-appears', rule, text: `A militia defends ${c.id} in ${prov.id}.`, data: { power: CITADEL_MILITIA, unit: u.id, space: prov.id, citadel: c.id } });
  }
  return out;
}

/**
 * Each living Diadokhos' waiting Epigonos comes into play (`diadokhoi §8.1.8`), where an heir
 * appears (`diadokhoi §4.6.9`): the capital if the player holds it, else his first citadel;
 * he takes command of a unit of his side standing there without a commander.
 */
function epigoniJoin(map: GameMap, state: GameState, rule: string): GameEvent[] {
  const out: GameEvent[] = [];
  for (const p of state.powers) {
    if (p.kind !== 'player' || p.eliminated || !p.epigone) continue;
    const e = state.characters.find((c) => c.id === p.epigone);
    const d = state.characters.find((c) => c.id === p.diadochus);
    if (!e || e.dead || !e.waiting || !d || d.dead) continue;
    const held = Object.entries(state.control).filter(([id, owner]) => owner === p.id && citadel(map, id)).map(([id]) => id).sort();
    const at = p.capital && state.control[p.capital] === p.id ? p.capital : held[0];
    if (!at) continue;
    delete e.waiting;
    e.space = at;
    e.controlledBy = p.id;
    const unit = state.units.find((u) => u.space === at && u.power === p.id && !u.commander);
    if (unit) {
      unit.commander = e.id;
      e.with = unit.id;
    }
    out.push({ type: 'epigone-appears', rule, text: `${e.id} comes into play beside ${d.id} in ${at}.`, data: { power: p.id, character: e.id, space: at } });
  }
  return out;
}
