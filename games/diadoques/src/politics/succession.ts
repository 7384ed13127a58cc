/**
 * Succession, dynasties and elimination.
 *
 * diadoques (`diadoques §7`):
 * - summer −319 to autumn −315: losing the diadochus eliminates (`§7a.1`; a death in spring
 *   −319, which the text does not cover, counts the same — decisions.md);
 * - spring −314 to autumn −313: at the diadochus's death the epigone appears at the turn's
 *   end where the diadochus was or in the capital, else a major then a minor citadel; none
 *   left: out; the epigone's death then eliminates (`§7a.2`);
 * - at the end of winter −313 the epigone appears anyway; from then on losing both eliminates
 *   (`§7a.3`);
 * - dynasties, once every royal is dead (from the next turn) or from spring −306 (`§7b.1`):
 *   a player is out only if at the end of an autumn he has neither diadochus nor epigone nor
 *   citadel (`§7b.2`);
 * - elimination (`§7c`): citadels neutral, prisoners in them freed, the treasury left in the
 *   capital or a designated citadel, else to whoever attacked, corrupted or murdered, lost if
 *   an event did it; at the season's end the units and characters turn neutral, the militia
 *   goes, the guard becomes elite, the rest is auctioned, except units beside a royal, who
 *   serve him for good (militia → mercenary, guard → elite).
 * diadokhoi (`diadokhoi §4.6`, `§4.7`, `§5.1.7`, `§7.6.9`): the player lives while his
 * Diadokhos does; from spring −316 an Epigonos succeeds him, appearing in any province or
 * citadel the player owns; after −300 dynasties: out only when all is lost; an eliminated
 * player's units fall into civil disorder and, after the next winter, only his garrisons and
 * units in a province with a neutral citadel once his survive.
 * Capital transfer, once, after dynasties (`diadoques §9c.11`, `diadokhoi §4.7.3`).
 */
import { citadel, province } from '../map/graph.ts';
import type { CharacterState, GameState, PowerId, SpaceId } from '../rules/state.ts';
import { removeUnit, seasonKey } from '../rules/state.ts';
import { ev, mapFor, money, nowIndex, powerOf, seasonIndex, seasonOfIndex, treasuryOf, whyText } from '../economy/common.ts';
import { because } from '../core/reasons/index.ts';
import type { Reason } from '../core/reasons/index.ts';
import type { LayerContext, LayerEvent } from '../economy/common.ts';
import { DOWNGRADE } from '../economy/costs.ts';
import { putUpForSale } from './auctions.ts';
import { attach, free, holderOf, isRoyal, living, royalId } from './characters.ts';
import { setCitadelControl, updateControl } from './control.ts';
import { addPrestige } from './prestige.ts';
import { successionState } from './succession-ledger.ts';
import { rulebook } from '../rulebook/index.ts';

export { noteKiller, successionState } from './succession-ledger.ts';

const S = (year: number, season: Parameters<typeof seasonIndex>[1]) => seasonIndex(year, season);

export function dynastiesEstablished(state: GameState): boolean {
  const dynasties = rulebook(state).policies.succession.dynasties;
  if (dynasties.by === 'after-year') return state.year > dynasties.year;
  const from = successionState(state).dynastiesFrom;
  return from !== undefined && from <= nowIndex(state);
}

/**
 * Start of a turn: the dynasties stand from spring −306, or from the turn after the last
 * royal's death (`diadoques §7b.1`).
 */
export function updateDynasties(state: GameState): LayerEvent[] {
  const dynasties = rulebook(state).policies.succession.dynasties;
  if (dynasties.by !== 'announcement') return [];
  const s = successionState(state);
  if (s.dynastiesFrom !== undefined) return [];
  const royals = state.characters.filter((c) => isRoyal(state, c));
  const allDead = royals.length > 0 && royals.every((c) => c.dead);
  if (!allDead && nowIndex(state) < S(dynasties.year, 'spring')) return [];
  s.dynastiesFrom = nowIndex(state);
  return [ev('dynasties', 'diadoques §7b.1', `The dynasties are established (${seasonKey(state.year, state.season)}).`)];
}

function citadelsOf(state: GameState, power: PowerId): SpaceId[] {
  const map = mapFor(state);
  const rank = (id: SpaceId) => (citadel(map, id)!.rank === 'minor' ? 1 : 0);
  return Object.entries(state.control)
    .filter(([id, p]) => p === power && citadel(map, id))
    .map(([id]) => id)
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** Where a new epigone may appear (`diadoques §7a.2`, `§7a.3`; `diadokhoi §4.6.9`, `§7.6.9`). */
export function epigoneSpots(state: GameState, power: PowerId): SpaceId[] {
  const p = powerOf(state, power)!;
  const d = state.characters.find((c) => c.id === p.diadochus);
  const out: SpaceId[] = [];
  const owned = (s: SpaceId) => state.control[s] === power;
  if (rulebook(state).policies.succession.epigoneSpots === 'diadochus-capital-citadels') {
    const enemyThere = (s: SpaceId) => state.units.some((u) => u.space === s && u.power !== power);
    if (d?.space && !(d.prisonerOf && !d.dead) && (state.control[d.space] === undefined || owned(d.space)) && !enemyThere(d.space)) out.push(d.space);
    if (p.capital && owned(p.capital)) out.push(p.capital);
    out.push(...citadelsOf(state, power));
  } else {
    if (p.capital && owned(p.capital)) out.push(p.capital);
    out.push(...citadelsOf(state, power));
    out.push(...Object.entries(state.control).filter(([id, o]) => o === power && province(mapFor(state), id)).map(([id]) => id).sort());
  }
  return [...new Set(out)];
}

/** Is it time for this power's epigone to appear? */
function epigoneDue(state: GameState, d: CharacterState | undefined): boolean {
  const now = nowIndex(state);
  const s = rulebook(state).policies.succession;
  if (s.epigoneAnywayFrom !== null && now >= S(s.epigoneAnywayFrom, 'winter')) return true;
  return now >= S(s.epigoneFrom, 'spring') && (!d || d.dead === true);
}

/**
 * End of a turn: epigones appear where they may (`diadoques §7a.2`, `§7a.3`,
 * `diadokhoi §4.6.9`). `choices` gives each player's chosen space; otherwise the first
 * possible one. A player whose epigone must appear but cannot is eliminated (`diadoques §7a.2`).
 */
export function epigonesAppear(state: GameState, ctx: LayerContext, choices: Record<PowerId, SpaceId> = {}): LayerEvent[] {
  const events: LayerEvent[] = [];
  for (const p of state.powers.filter((x) => x.kind === 'player' && !x.eliminated)) {
    const e = state.characters.find((c) => c.id === p.epigone);
    if (!e || e.dead || !e.waiting) continue;
    const d = state.characters.find((c) => c.id === p.diadochus);
    if (!epigoneDue(state, d)) continue;
    const spots = epigoneSpots(state, p.id);
    const at = choices[p.id] && spots.includes(choices[p.id]!) ? choices[p.id]! : spots[0];
    const rule = d && !d.dead ? rulebook(state).rules.epigoneWithDiadochus : rulebook(state).rules.epigoneAfterDiadochus;
    if (!at) {
      if (d && !d.dead) continue;
      events.push(ev('epigone-nowhere', rule, `${e.id} has nowhere to appear.`, { power: p.id }));
      events.push(...eliminate(state, p.id, ctx));
      continue;
    }
    delete e.waiting;
    e.space = at;
    e.controlledBy = p.id;
    const unit = state.units.find((u) => u.space === at && u.power === p.id);
    if (unit) {
      attach(state, e, unit);
      if (!unit.commander) {
        unit.commander = e.id;
        unit.freshCommand = true;
      }
    }
    events.push(ev('epigone-appears', rule, `${e.id}, heir of ${p.id}, appears in ${at}.`, { power: p.id, character: e.id, space: at }));
    const lost = rulebook(state).policies.prestige.diadochusDead;
    if (d?.dead && lost) events.push(...addPrestige(state, p.id, lost.pp, lost.rule, 'the Diadokhos is dead', ctx.options));
  }
  return events;
}

/** Should this power be eliminated now (`diadoques ch. 7a`, `§7b.2`, `diadokhoi §4.6`, `§4.7.2`)? */
export function shouldBeEliminated(state: GameState, power: PowerId): boolean {
  const p = powerOf(state, power);
  if (!p || p.kind !== 'player' || p.eliminated) return false;
  const d = state.characters.find((c) => c.id === p.diadochus);
  const e = state.characters.find((c) => c.id === p.epigone);
  const dDead = !d || d.dead === true;
  const eDead = !e || e.dead === true;
  const now = nowIndex(state);
  const s = rulebook(state).policies.succession;
  if (dynastiesEstablished(state)) {
    if (s.afterDynasties === 'autumn-without-citadels') return state.season === 'autumn' && dDead && eDead && citadelsOf(state, power).length === 0;
    return dDead && eDead && !Object.values(state.control).includes(power);
  }
  if (now < S(s.epigoneFrom, 'spring')) return dDead;
  return dDead && eDead;
}

export interface EliminationOptions {
  /** The citadel a player designates for his treasury when he has no capital (`diadoques §7c.1`). */
  designated?: SpaceId;
  /** The elimination was caused by an event: with no citadel, the treasury is lost (`diadoques §7c.2`). */
  byEvent?: boolean;
  /** Who attacked, corrupted or murdered (default: the recorded killer). */
  by?: PowerId;
}

/** Checks every player and eliminates those who must go (end of a season or turn). */
export function checkEliminations(state: GameState, ctx: LayerContext, options: Record<PowerId, EliminationOptions> = {}): LayerEvent[] {
  const events: LayerEvent[] = [];
  for (const p of state.powers) if (shouldBeEliminated(state, p.id)) events.push(...eliminate(state, p.id, ctx, options[p.id]));
  return events;
}

/** Eliminates a player now (`diadoques §7c.1`, `§7c.2`; `diadokhoi §4.6.2`–`§4.6.5`, `§5.1.7`). */
export function eliminate(state: GameState, power: PowerId, ctx: LayerContext, o: EliminationOptions = {}): LayerEvent[] {
  const p = powerOf(state, power);
  if (!p || p.eliminated) return [];
  const events: LayerEvent[] = [ev('eliminated', rulebook(state).rules.eliminated, `${power} is eliminated.`, { power })];
  const mine = citadelsOf(state, power);
  const cash = treasuryOf(state, power);
  const by = o.by ?? successionState(state).killers[power];
  const home = p.capital && mine.includes(p.capital) ? p.capital : o.designated && mine.includes(o.designated) ? o.designated : mine[0];
  const treasuryRule = home ? rulebook(state).rules.eliminatedTreasury : rulebook(state).rules.eliminatedTreasuryLost;
  if (cash > 0 && home) {
    state.treasures[home] = (state.treasures[home] ?? 0) + cash;
    events.push(ev('treasury-deposited', treasuryRule, `${power}'s treasury is left in ${home}.`, { power, citadel: home }));
    events.push(ev('treasury-amount', treasuryRule, `${money(state, cash)} left in ${home}.`, { power, amount: cash }, [power]));
  } else if (cash > 0 && by && !o.byEvent && by !== power) {
    state.treasury[by] = treasuryOf(state, by) + cash;
    events.push(ev('treasury-taken', treasuryRule, `${by} takes ${power}'s treasury.`, { power, by, amount: cash }, [by, power]));
  } else if (cash > 0) events.push(ev('treasury-lost', treasuryRule, `${power}'s treasury is lost.`, { power }));
  state.treasury[power] = 0;
  p.eliminated = true;
  for (const id of mine) {
    events.push(...setCitadelControl(state, id, undefined, rulebook(state).rules.eliminatedCitadels, `${power} is eliminated`));
    for (const c of state.characters.filter((x) => !x.dead && x.space === id && holderOf(x) === power)) events.push(...free(state, c, 'diadoques §7c.1', because('prison-neutral')));
  }
  if (rulebook(state).policies.succession.eliminated === 'turns-neutral') successionState(state).pendingNeutral.push(power);
  else events.push(...civilDisorder(state, power, mine));
  events.push(...updateControl(state));
  return events;
}

/** Diadokhoi: the dead player's units hold in civil disorder until the next winter (`diadokhoi §4.6.3`). */
function civilDisorder(state: GameState, power: PowerId, citadels: SpaceId[]): LayerEvent[] {
  const neutral = `disorder:${power}`;
  for (const u of state.units.filter((x) => x.power === power)) u.power = neutral;
  for (const [id, owner] of Object.entries(state.control)) if (owner === power) delete state.control[id];
  const freed = state.characters.filter((x) => !x.dead && holderOf(x) === power && x.of !== power).flatMap((c) => free(state, c, 'diadokhoi §4.6.3', because('captor-gone')));
  let until = nowIndex(state);
  while (seasonOfIndex(until).season !== 'winter') until++;
  successionState(state).disorder.push({ power, citadels, until });
  state.neutralForces.push({ power: neutral, kind: 'neutral', note: `civil disorder of ${power}: units hold (diadokhoi §4.6.3)` });
  return [ev('civil-disorder', 'diadokhoi §4.6.3', `${power}'s units and possessions turn neutral; the units hold.`, { power }), ...freed];
}

/**
 * End of winter (diadokhoi): the civil disorder ends; only garrisons and units in a province
 * with a neutral citadel the dead player owned survive (`diadokhoi §4.6.4`).
 */
export function endCivilDisorder(state: GameState): LayerEvent[] {
  const events: LayerEvent[] = [];
  const s = successionState(state);
  const map = mapFor(state);
  for (const d of [...s.disorder]) {
    if (d.until > nowIndex(state)) continue;
    s.disorder.splice(s.disorder.indexOf(d), 1);
    for (const u of state.units.filter((x) => x.power === `disorder:${d.power}`)) {
      const garrison = citadel(map, u.space) !== undefined;
      const byOldCitadel = province(map, u.space)?.citadels.some((c) => d.citadels.includes(c) && state.control[c] === undefined) ?? false;
      if (garrison || byOldCitadel) continue;
      removeUnit(state, u.id);
      events.push(ev('disbanded', 'diadokhoi §4.6.4', `${u.type} ${u.space} of the late ${d.power} disbands.`, { power: d.power, unit: u.id, type: u.type, space: u.space, reason: 'civil-disorder' }));
    }
  }
  return events;
}

/**
 * End of the season of an elimination (`diadoques §7c.3`, `§7c.4`): the eliminated player's
 * units and characters turn neutral.
 */
export function neutraliseEliminated(state: GameState): LayerEvent[] {
  const events: LayerEvent[] = [];
  const s = successionState(state);
  for (const power of s.pendingNeutral.splice(0)) {
    for (const c of state.characters.filter((x) => !x.dead && holderOf(x) === power && x.of !== power)) events.push(...free(state, c, 'diadoques §7c.3', because('power-gone', { power })));
    for (const u of state.units.filter((x) => x.power === power)) {
      const royal = state.characters.find((c) => !c.dead && isRoyal(state, c) && c.space === u.space);
      if (royal) {
        if (u.type === 'Am' || u.type === 'Ag') u.type = DOWNGRADE[u.type]!;
        u.power = `royal:${royal.id}`;
        delete u.commander;
        for (const leader of [royalId(state, 'philippe'), royalId(state, 'olympias')]) {
          const c = living(state, leader);
          if (c && c.space === u.space && !u.commander) {
            attach(state, c, u);
            u.commander = c.id;
          }
        }
        // A unit in a citadel keeps holding it, now for the royal it serves (the elimination
        // had left the citadel to nobody, `diadoques §7c.1`).
        if (citadel(mapFor(state), u.space)) state.control[u.space] = u.power;
        state.neutralForces.push({ power: u.power, kind: 'neutral', note: `serves ${royal.id} for good (diadoques §7c.4)` });
        events.push(ev('royal-service', 'diadoques §7c.4', `${u.type} ${u.space} of ${power} enters the service of ${royal.id}.`, { power, unit: u.id, type: u.type, space: u.space, royal: royal.id }));
        continue;
      }
      if (u.type === 'Am') {
        removeUnit(state, u.id);
        events.push(ev('disbanded', 'diadoques §7c.3', `The militia of ${power} in ${u.space} disperses.`, { power, unit: u.id, type: u.type, space: u.space, reason: 'militia-disperses' }));
        continue;
      }
      if (u.type === 'Ag') u.type = 'Ae';
      events.push(...putUpForSale(state, u, 'elimination', 'diadoques §7c.3'));
    }
  }
  if (events.length > 0) events.push(...updateControl(state));
  return events;
}

/** Capitals a dynasty may move to (`diadoques §9c.11`, `diadokhoi §4.7.3`). */
export const NEW_CAPITALS = {
  diadoques: ['alexandrie', 'alexandrie-d-issos', 'babylone', 'lysimachia', 'pella', 'sardes'],
  diadokhoi: ['alexandria', 'alexandria-of-issos', 'babylone', 'lysimachia', 'pella', 'sardes'],
} as const;

/** Moves a dynasty's capital, once (`diadoques §9c.11`, `diadokhoi §4.7.3`). */
export function transferCapital(state: GameState, power: PowerId, to: SpaceId, name?: string): LayerEvent[] {
  const s = successionState(state);
  const rule = rulebook(state).rules.moveCapital;
  const refuse = (why: Reason) => [ev('capital-refused', rule, `${power} cannot move its capital to ${to}: ${whyText(state, why)}.`, { power, to, why }, [power])];
  const p = powerOf(state, power);
  if (!p || p.eliminated) return refuse(because('not-in-game'));
  if (!dynastiesEstablished(state)) return refuse(because('no-dynasties'));
  const earliest = rulebook(state).policies.succession.capitalMoveFrom;
  if (earliest !== null && state.year < earliest) return refuse(because('not-before', { year: earliest }));
  if (s.capitalMoved.includes(power)) return refuse(because('capital-moved-once'));
  if (!(NEW_CAPITALS[state.ruleset] as readonly string[]).includes(to)) return refuse(because('city-not-allowed'));
  if (state.control[to] !== power) return refuse(because('city-not-held'));
  if (state.sieges.some((x) => x.citadel === to)) return refuse(because('city-besieged'));
  const from = p.capital;
  p.capital = to;
  s.capitalMoved.push(power);
  if (name) s.capitalNames[to] = name;
  return [ev('capital-moved', rule, `${power} moves its capital from ${from ?? 'nowhere'} to ${to}${name ? `, renamed ${name}` : ''}.`, { power, from, to, name })];
}
