/**
 * The effects of revolts and interventions that are not units with a mission: cities that
 * rise (`diadoques §14e.1`, `diadokhoi §6.2.7`), a province that turns neutral (`§14e.2`),
 * the Tarentine offer (`§14e.3`, `diadokhoi §6.2.18`), Olympias joining the Aetolians
 * (`§14e.4.2`), Pyrrhus's fleet (`§14e.16.2`), the eastern satraps (`§11c`, `diadokhoi
 * §T6.3-4`), and the Roman war and peace of Diadokhoi (`diadokhoi §6.2.22`, `§T6.3-3.1`).
 */
import type { Dice, GameEvent } from '@diadochi/kernel';
import { citadel, province } from '../map/graph.ts';
import type { GameMap } from '../map/types.ts';
import { addUnit, characterById, removeUnit, unitsIn } from '../rules/state.ts';
import type { GameState, PowerId, SpaceId } from '../rules/state.ts';
import { isSeaType } from '../rules/units.ts';
import { syncForce } from './appear.ts';
import { seize } from './occupants.ts';
import { currentKey, neutralsExt, unitsOfPower } from './registry.ts';
import type { NeutralDef, Special } from './types.ts';
import { rulebook } from '../rulebook/index.ts';

const isPlayer = (state: GameState, p: PowerId | undefined): boolean => p !== undefined && state.powers.some((x) => x.id === p && x.kind === 'player');

/** Cities rise: they turn neutral, their garrisons die, the characters in them are taken (`diadoques §14e.1`). */
export function independence(map: GameMap, state: GameState, s: Extract<Special, { kind: 'independence' }>, rule: string): GameEvent[] {
  const out: GameEvent[] = [];
  for (const id of s.citadels) {
    if (state.control[id] === undefined) continue;
    delete state.control[id];
    for (const u of unitsIn(state, id)) {
      out.push({ type: 'unit-destroyed', rule, text: `The garrison of ${id} (${u.power}) is massacred.`, data: { unit: u.id, power: u.power, space: id } });
      removeUnit(state, u.id);
    }
    for (const ch of state.characters.filter((c) => !c.dead && c.space === id)) out.push(...seize(state, ch, null, rule));
    out.push({ type: 'citadel-neutral', rule, text: `${id} is independent again.`, data: { citadel: id } });
    const prov = citadel(map, id)?.province;
    if (prov && !unitsIn(state, prov).some((u) => !isSeaType(u.type)) && state.control[prov] !== undefined) {
      const other = province(map, prov)?.citadels.find((c) => c !== id && state.control[c] !== undefined && !s.citadels.includes(c));
      if (!other) {
        delete state.control[prov];
        out.push({ type: 'province-neutral', rule, text: `${prov} follows its city.`, data: { space: prov } });
      }
    }
  }
  for (const id of s.treasureLost ?? []) {
    if ((state.treasures[id] ?? 0) > 0) {
      out.push({ type: 'treasure-lost', rule, text: `The treasure of ${id} disappears.`, data: { citadel: id, amount: state.treasures[id] } });
      state.treasures[id] = 0;
    }
  }
  return out;
}

/** A province turns neutral and the characters in it are taken (`diadoques §14e.2`). */
export function provinceNeutral(state: GameState, space: SpaceId, rule: string): GameEvent[] {
  const out: GameEvent[] = [];
  if (state.control[space] !== undefined) {
    delete state.control[space];
    out.push({ type: 'province-neutral', rule, text: `${space} turns neutral.`, data: { space } });
  }
  for (const ch of state.characters.filter((c) => !c.dead && c.space === space)) out.push(...seize(state, ch, null, rule));
  return out;
}

/** Opens the Tarentine offer (`diadoques §14e.3`, `diadokhoi §6.2.18`). */
export function openTarentineOffer(state: GameState, s: Extract<Special, { kind: 'tarentine-offer' }>): void {
  neutralsExt(state).tarentine = { citadel: s.citadel, province: s.province, standing: s.standing, season: currentKey(state) };
}

/**
 * After the moves: a player with a unit or a military leader in the province receives the
 * city and its treasure without siege; the Romans are refused (`diadoques §14e.3`). In
 * diadoques the offer lasts the season; in diadokhoi until someone "reaches Italy".
 */
export function settleTarentineOffer(state: GameState): GameEvent[] {
  const ext = neutralsExt(state);
  const offer = ext.tarentine;
  if (!offer) return [];
  const rule = rulebook(state).rules.specialForce;
  const held = state.control[offer.citadel];
  if (held !== undefined && held !== 'tarentins' && held !== 'tarentines') {
    delete ext.tarentine;
    return [];
  }
  const unit = unitsIn(state, offer.province).find((u) => isPlayer(state, u.power));
  const leader = state.characters.find((c) => !c.dead && c.space === offer.province && !c.prisonerOf && c.controlledBy && isPlayer(state, c.controlledBy) && (c.kind === 'diadochus' || c.kind === 'epigone' || c.id === 'olympias'));
  const taker = unit?.power ?? leader?.controlledBy ?? undefined;
  if (!taker) {
    if (!offer.standing) delete ext.tarentine;
    return offer.standing ? [] : [{ type: 'offer-lapses', rule, text: 'Nobody stands in Italy: the Tarentine offer lapses.', data: {} }];
  }
  const gold = state.treasures[offer.citadel] ?? 0;
  state.control[offer.citadel] = taker;
  state.treasures[offer.citadel] = 0;
  state.treasury[taker] = (state.treasury[taker] ?? 0) + gold;
  delete ext.tarentine;
  return [{ type: 'tarentine-offer', rule, text: `The Tarentines give ${offer.citadel} and ${gold} to ${taker}.`, data: { power: taker, citadel: offer.citadel, gold } }];
}

/** Olympias, if free, joins the Aetolian revolt (`diadoques §14e.4.2`). */
export function olympiasJoins(state: GameState, power: PowerId): GameEvent[] {
  const o = characterById(state, 'olympias');
  if (!o || o.dead || o.controlledBy !== null || o.space === null) return [];
  o.controlledBy = power;
  delete o.prisonerOf;
  const unit = unitsOfPower(state, power).find((u) => u.space === o.space);
  if (unit && !unit.commander) {
    o.with = unit.id;
    unit.commander = o.id;
  }
  return [{ type: 'olympias-joins', rule: 'diadoques §14e.4.2', text: 'Olympias joins the Aetolian revolt.', data: { power } }];
}

/** Pyrrhus's fleet: if Italy is occupied, a fleet appears in MIO (if free) and his field extends to ITA and Tarente (`diadoques §14e.16.2`). */
export function pyrrhusFleet(map: GameMap, state: GameState, def: NeutralDef): GameEvent[] {
  const rt = neutralsExt(state).forces[def.power];
  if (!rt || unitsIn(state, 'ITA').length === 0 || unitsIn(state, 'MIO').length > 0) return [];
  const f = addUnit(state, { power: def.power, type: 'F', space: 'MIO' });
  rt.roles[f.id] = 'fleet';
  rt.extraUnitFields = { ...(rt.extraUnitFields ?? {}), fleet: ['MIO'] };
  rt.extraField = [...new Set([...(rt.extraField ?? []), 'ITA', 'tarente', 'MIO'])];
  syncForce(map, state, def.power);
  return [{ type: 'neutral-appears', rule: 'diadoques §14e.16.2', text: 'Italy is occupied: a fleet appears in MIO to carry Pyrrhus to Tarente.', data: { power: def.power, unit: f.id, space: 'MIO' } }];
}

/** Pella no longer a capital: MAC, Pella and Pydna join Pyrrhus's field and objectives (`diadoques §14e.16.4`). */
export function pyrrhusPellaRule(map: GameMap, state: GameState, power: PowerId): GameEvent[] {
  const rt = neutralsExt(state).forces[power];
  if (!rt || (rt.extraField ?? []).includes('pella')) return [];
  const stillCapital = state.powers.some((p) => p.capital === 'pella' && !p.eliminated);
  if (stillCapital) return [];
  rt.extraField = [...new Set([...(rt.extraField ?? []), 'MAC', 'pella', 'pydna'])];
  syncForce(map, state, power);
  return [{ type: 'field-extended', rule: 'diadoques §14e.16.4', text: 'Pella is no longer a capital: Pyrrhus now aims at Macedonia.', data: { power } }];
}

/** The eastern satraps wait in their citadel with their gold (`diadoques §11c.6`, `diadokhoi §T6.3-4`). */
export function satrapsArrive(state: GameState, power: PowerId, s: Extract<Special, { kind: 'satraps' }>): GameEvent[] {
  const ext = neutralsExt(state);
  ext.satraps = { power, gold: s.gold, appeared: currentKey(state) };
  // In diadokhoi the 1000 talents lie in Hekatompylos: whoever takes the city takes them (`diadokhoi §6.2.19`).
  if (!rulebook(state).policies.royals.satraps.goldCredited) state.treasures[s.citadel] = (state.treasures[s.citadel] ?? 0) + s.gold;
  return [{ type: 'satraps-offer', rule: rulebook(state).rules.satrapsOffer, text: `The eastern satraps wait in ${s.citadel} with ${s.gold}.`, data: { power, gold: s.gold } }];
}

/**
 * The royal order's beneficiary receives the satraps' army, HYR and Hécatompylos and their
 * gold; the treasures of Bactres and Samarcande vanish (`diadoques §11c.7`). `null`: nobody
 * was named — the army disappears (`diadoques §11c.6`). For the politics layer to call.
 */
export function grantSatraps(state: GameState, beneficiary: PowerId | null): GameEvent[] {
  const ext = neutralsExt(state);
  const s = ext.satraps;
  if (!s) return [];
  const satraps = rulebook(state).policies.royals.satraps;
  const citadelId = satraps.home.citadel;
  const prov = satraps.home.province;
  delete ext.satraps;
  const units = state.units.filter((u) => u.power === s.power);
  if (beneficiary === null) {
    state.units = state.units.filter((u) => u.power !== s.power);
    // The army is gone: what it held (Hécatompylos, HYR) is neutral again, held by nobody.
    for (const [id, p] of Object.entries(state.control)) if (p === s.power) delete state.control[id];
    delete ext.forces[s.power];
    state.neutralForces = state.neutralForces.filter((f) => f.power !== s.power);
    return [{ type: 'satraps-vanish', rule: 'diadoques §11c.6', text: 'No royal order: the satraps\' army disappears.', data: {} }];
  }
  for (const u of units) u.power = beneficiary;
  state.control[citadelId] = beneficiary;
  state.control[prov] = beneficiary;
  // The 10 T are "ajoutés à sa trésorerie en fin de tour" (diadoques §11c.7): the royal order
  // queues them as an end-of-turn credit (`resolveRoyalOrder`), not paid here.
  for (const id of satraps.vanishingTreasures) state.treasures[id] = 0;
  delete ext.forces[s.power];
  state.neutralForces = state.neutralForces.filter((f) => f.power !== s.power);
  return [{ type: 'satraps-join', rule: rulebook(state).rules.satrapsJoin, text: `The eastern satraps join ${beneficiary}.`, data: { power: beneficiary, gold: satraps.goldCredited ? s.gold : 0 } }];
}

// ————————————————————————— Rome (diadokhoi) —————————————————————————

/** A player who attacks or resists Rome is at war with her until she takes his capital (`diadokhoi §6.2.22`). */
export function declareRomanWar(state: GameState, power: PowerId): GameEvent[] {
  const ext = neutralsExt(state);
  const wars = (ext.romanWar ??= {});
  if (wars[power] && wars[power].resumes === undefined) return [];
  wars[power] = { since: state.year, victories: wars[power]?.victories ?? 0 };
  return [{ type: 'roman-war', rule: 'diadokhoi §6.2.22', text: `Rome declares war on ${power}.`, data: { power } }];
}

/**
 * Rome has taken the capital: peace. The player keeps one fleet and pays 4000 talents; if he
 * cannot pay, war starts again a year later. Rome's strength doubles after each victory
 * (`diadokhoi §T6.3-3.1`): as many Roman units again appear in Italy.
 */
export function romanPeace(map: GameMap, state: GameState, power: PowerId, romans: PowerId, dice: Dice): GameEvent[] {
  const ext = neutralsExt(state);
  const war = ext.romanWar?.[power];
  if (!war) return [];
  const out: GameEvent[] = [];
  const fleets = state.units.filter((u) => u.power === power && isSeaType(u.type));
  for (const f of fleets.slice(1)) {
    removeUnit(state, f.id);
    out.push({ type: 'unit-disbanded', rule: 'diadokhoi §T6.3-3.1', text: `Peace with Rome: ${power} gives up the fleet in ${f.space}.`, data: { unit: f.id } });
  }
  const tribute = 4000;
  const paid = (state.treasury[power] ?? 0) >= tribute;
  if (paid) state.treasury[power] = (state.treasury[power] ?? 0) - tribute;
  war.victories += 1;
  if (paid) delete ext.romanWar![power];
  else war.resumes = state.year + 1;
  const count = unitsOfPower(state, romans).length;
  const doubled: GameEvent[] = [];
  for (let i = 0; i < count; i++) {
    const at = ['Ita', 'Rom'].find((s) => unitsIn(state, s).length === 0);
    if (!at) break;
    const u = addUnit(state, { power: romans, type: 'Ag', space: at });
    neutralsExt(state).forces[romans]!.roles[u.id] = 'guard';
    // The sheet says where Rome's new strength stands ("Romans double strength after each victory").
    doubled.push({ type: 'neutral-appears', rule: 'diadokhoi §T6.3-3.1', text: `Rome doubles its strength: Ag ${at}.`, data: { power: romans, unit: u.id, type: 'Ag', space: at } });
  }
  void dice;
  void map;
  out.push({ type: 'roman-peace', rule: 'diadokhoi §T6.3-3.1', text: paid ? `${power} makes peace with Rome and pays ${tribute}.` : `${power} cannot pay Rome: war again in ${state.year + 1}.`, data: { power, paid } }, ...doubled);
  return out;
}
