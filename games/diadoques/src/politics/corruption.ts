/**
 * Corruption and counter-corruption (`diadoques ch. 9b`; `diadokhoi §6.3.2`–`§6.3.16`, `§7.4.5`,
 * `§7.5.1`, `§7.6.1`, `§7.6.7`, `§7.6.8`, `§7.7.1`, `§7.7.2`).
 *
 * Applied after the first group of secondary orders and before the military orders:
 * counter-corruption first, then corruption (`diadoques §8a.3`, `diadokhoi §6.1.3`). Never in
 * winter (`diadokhoi §7.5.1`; diadoques has no corruption order in winter, `§8b.1`).
 *
 * Who may bribe what (`diadoques §9b.1`, read as alternatives like `diadokhoi §6.3.2`, see
 * decisions.md): a unit that could move into the target's space, a fleet in a sea next to the
 * coastal province holding the target, or one's free diadochus or epigone in or next to that
 * space. Diadokhoi: a unit or the leader in a neighbouring province; a garrison only from its
 * province (`diadokhoi §7.4.5`); the Argeades from any distance (`diadokhoi §6.3.13`).
 *
 * Level (`diadoques §9b.4`): base + counter-corruption + leader + Cléopâtre. Diadoques: a valid
 * bribe (at least the level, affordable, the only highest) succeeds with
 * 75 % + paid this year − level, at most 95 %, and is spent whether it succeeds or not
 * (`§9b.5`–`§9b.7`). Diadokhoi: the bribe must be more than the threshold; every affordable
 * bribe is spent (`diadokhoi §6.3.8`).
 */
import { bordersBetween, neighbours, citadel, province, distance } from '../map/graph.ts';
import type { CharacterState, GameState, PowerId, SpaceId, UnitState } from '../rules/state.ts';
import { charactersWith, unitById } from '../rules/state.ts';
import { isSeaType } from '../rules/units.ts';
import { barred, stuck, weatherOf } from '../rules/weather.ts';
import { ev, extOf, isLivePlayer, mapFor, money, treasuryOf, whyText } from '../economy/common.ts';
import { because } from '../core/reasons/index.ts';
import type { Reason } from '../core/reasons/index.ts';
import type { LayerContext, LayerEvent } from '../economy/common.ts';
import { baseCorruption, DOWNGRADE } from '../economy/costs.ts';
import { detach, free, freeLeaders, handOver, holderOf, isRoyal, kill, ledUntilThisSeason, living, roleOf, royalId, withPartner } from './characters.ts';
import { controlFollowsUnit } from './control.ts';
import { printUnit } from '../vocabulary/military/print.ts';
import { noteKiller } from './succession.ts';
import { rulebook } from '../rulebook/index.ts';

/** What a bribe or counter-corruption is paid to: a unit or a (royal) character. */
export type Target = { unit: string } | { character: string };

export interface Bribe {
  power: PowerId;
  target: Target;
  amount: number;
  /**
   * Diadokhoi: refuse the mutineers' demand to execute the seized Diadokhos; the unit then
   * turns rebel (`diadokhoi §4.3.7`).
   */
  spareLeader?: boolean;
}

export interface CounterOrder {
  power: PowerId;
  target: Target;
  amount: number;
}

export interface CorruptionOrders {
  bribes: Bribe[];
  counter?: CounterOrder[];
  /** Leaders ordered to leave their unit this turn: their unit's level loses their modifier (`diadoques §9b.3`). */
  leaving?: string[];
}

export function corruptionPaid(state: GameState): Record<PowerId, Record<string, number>> {
  return extOf(state, 'corruption', () => ({ paid: {} })).paid;
}

/** End of autumn: counter-corruption and the year's bribes stop counting (`diadoques §9b.13`, `diadokhoi §6.3.6`). */
export function endOfYearCorruption(state: GameState): void {
  state.counterCorruption = {};
  extOf(state, 'corruption', () => ({ paid: {} })).paid = {};
}

const targetId = (t: Target): string => ('unit' in t ? t.unit : t.character);

/**
 * A target as players write it (`A MAC`, `A Mac`; a character by his id), never by the unit's
 * internal id, with the unit's type and space for the result sheet (`src/game/i18n.ts`).
 */
function targetWords(state: GameState, t: Target): { text: string; at: { type?: string; space?: string } } {
  const u = 'unit' in t ? unitById(state, t.unit) : undefined;
  if (!u) return { text: targetId(t), at: {} };
  return { text: printUnit(mapFor(state), { type: u.type, space: u.space }), at: { type: u.type, space: u.space } };
}

function resolveTarget(state: GameState, t: Target): { unit?: UnitState; chars?: CharacterState[]; space: SpaceId } | undefined {
  if ('unit' in t) {
    const u = unitById(state, t.unit);
    return u ? { unit: u, space: u.space } : undefined;
  }
  const c = living(state, t.character);
  if (!c || !c.space) return undefined;
  return { chars: withPartner(state, c), space: c.space };
}

/**
 * A commander's modifier of his unit's corruption level (`diadoques §6b.2`, `§6b.11`, `§6b.13`,
 * `§9b.3`; `diadokhoi §6.3.5`, `§4.6.8`, `§7.6.1`, `§7.7.1`), from the rulebook's amounts.
 */
function leaderModifier(state: GameState, u: UnitState, c: CharacterState, ctx?: Pick<LayerContext, 'options'>): number {
  const m = rulebook(state).policies.corruption.modifiers;
  if (c.kind === 'diadochus' || c.kind === 'epigone') {
    if (c.of !== u.power) return 0;
    const anyWife = m.wifeCounts === 'any-wife';
    const wife = state.characters.find((k) => k.spouse === c.id && !k.dead && (anyWife || k.id === royalId(state, 'cleopatre')));
    return m.leader + (wife && (anyWife || wife.space === u.space) ? m.wife : 0);
  }
  if (c.id === royalId(state, 'philippe')) return m.philipposOption ? ctx?.options?.philipposBonus ?? m.philippos : m.philippos;
  if (c.id === royalId(state, 'olympias')) return m.olympias;
  return 0;
}

/** A target's corruption level or threshold now (`diadoques §9b.4`, `diadokhoi §6.3.4`–`§6.3.8`). */
export function corruptionLevel(state: GameState, t: Target, leaving: readonly string[] = [], ctx?: Pick<LayerContext, 'options'>): number {
  const r = resolveTarget(state, t);
  if (!r) return Infinity;
  if (r.unit) {
    const u = r.unit;
    let level = baseCorruption(state, u) + (state.counterCorruption[u.id] ?? 0);
    const c = u.commander ? living(state, u.commander) : undefined;
    if (c && c.with === u.id && !leaving.includes(c.id) && !c.prisonerOf) {
      level += leaderModifier(state, u, c, ctx);
    }
    return Math.max(0, level);
  }
  let level = 0;
  for (const c of r.chars ?? []) {
    const role = roleOf(state, c.id);
    level += (role ? rulebook(state).amounts.royalCorruption[role] : 0) + (state.counterCorruption[c.id] ?? 0);
  }
  return level;
}

/** Why a bribe is refused when its payer's leader broke the alliance with the unit's owner this season (`diadokhoi §7.7.2`). */
export const BROKEN_ALLIANCE = because('broke-alliance');

/** Why `power` may not bribe this target now; `undefined`: it may. */
export function bribeProblem(state: GameState, power: PowerId, t: Target): Reason | undefined {
  if (state.season === 'winter') return because('no-corruption-in-winter');
  if (!isLivePlayer(state, power)) return because('not-a-player');
  const r = resolveTarget(state, t);
  if (!r) return because('no-such-target');
  const map = mapFor(state);
  const w = weatherOf(map, state);
  if (r.unit) {
    if (r.unit.power === power) return because('own-unit');
    if (ledUntilThisSeason(state, r.unit.id, power)) return BROKEN_ALLIANCE;
    if (stuck(map, w, r.space, isSeaType(r.unit.type) ? 'fleet' : 'army')) return because('unit-weather');
  } else {
    const c = r.chars![0]!;
    if (!isRoyal(state, c)) return because('royals-only');
    if (r.chars!.some((x) => x.with)) return because('royal-not-alone');
    if (holderOf(c) === power) return because('already-yours');
    if (c.id === royalId(state, 'cleopatre') && state.characters.some((x) => x.id === c.spouse && !x.dead) && rulebook(state).policies.corruption.marriedKleopatraIncorruptible) return because('married-kleopatra');
    const holder = holderOf(c);
    if (holder && freeLeaders(state, holder).some((l) => l.space === c.space)) return because('royal-with-leader');
    // Royals are reached like units where reach is by a move (diadoques §9b.1); else they need nobody near.
    if (rulebook(state).policies.corruption.reach !== 'by-move') return undefined;
    if (stuck(map, w, r.space, 'character')) return because('character-weather');
  }
  return reach(state, power, r.space, r.unit) ? undefined : because('out-of-reach');
}

/** Has `power` something close enough to bribe in `space`? */
function reach(state: GameState, power: PowerId, space: SpaceId, target?: UnitState): boolean {
  const map = mapFor(state);
  const w = weatherOf(map, state);
  if (rulebook(state).policies.corruption.reach === 'within-one') {
    const targetProvince = target && citadel(map, space) ? citadel(map, space)!.province : undefined;
    const near = (s: SpaceId) => (targetProvince ? s === targetProvince : distance(map, s, space, 'character', { offboard: true }) <= 1);
    return state.units.some((u) => u.power === power && near(u.space)) || (!targetProvince && freeLeaders(state, power).some((c) => near(c.space!)));
  }
  const targetProvince = province(map, space) ? space : citadel(map, space)?.province;
  const canGo = (from: SpaceId, mover: 'army' | 'fleet' | 'character') =>
    from === space || neighbours(map, from, mover).some((s) => s.to === space && !barred(map, w, from, space, mover));
  for (const u of state.units) {
    if (u.power !== power) continue;
    const mover = isSeaType(u.type) ? 'fleet' : 'army';
    if (stuck(map, w, u.space, mover)) continue;
    if (canGo(u.space, mover)) return true;
    if (mover === 'fleet' && targetProvince && bordersBetween(map, u.space, targetProvince).some((b) => b.kind === 'coast')) return true;
  }
  return freeLeaders(state, power).some((c) => !stuck(map, w, c.space!, 'character') && canGo(c.space!, 'character'));
}

/** Counter-corruption (`diadoques §9b.13`, `diadokhoi §6.3.6`, `§6.3.16`, `§7.6.7`): paid at once, accrues until autumn's end. */
export function applyCounterCorruption(state: GameState, orders: readonly CounterOrder[]): LayerEvent[] {
  const events: LayerEvent[] = [];
  const rule = rulebook(state).rules.corruptionCounter;
  for (const o of orders) {
    const r = resolveTarget(state, o.target);
    const name = targetWords(state, o.target);
    const refuse = (why: Reason) => events.push(ev('counter-refused', rule, `Counter-corruption of ${o.power} on ${name.text} refused: ${whyText(state, why)}.`, { ...o, ...name.at, why }, [o.power]));
    if (state.season === 'winter') refuse(because('not-in-winter'));
    else if (!r) refuse(because('no-such-target'));
    else if (!(o.amount > 0)) refuse(because('sum-not-positive'));
    else if (treasuryOf(state, o.power) < o.amount) refuse(because('treasury-short'));
    else {
      const owner = r.unit ? r.unit.power : holderOf(r.chars![0]!);
      if (owner !== o.power && isLivePlayer(state, owner)) refuse(because('not-own-or-neutral'));
      else {
        state.treasury[o.power] = treasuryOf(state, o.power) - o.amount;
        const id = r.unit ? r.unit.id : r.chars![0]!.id;
        state.counterCorruption[id] = (state.counterCorruption[id] ?? 0) + o.amount;
        events.push(ev('counter-corruption', rule, `${o.power} pays ${money(state, o.amount)} of counter-corruption to ${name.text}.`, { ...o, ...name.at, total: state.counterCorruption[id] }, [o.power]));
      }
    }
  }
  return events;
}

/**
 * Counter-corruption, then corruption (`diadoques §8a.3`). Targets are examined in the order
 * of their first bribe; a power's money is checked as each validated bribe is spent.
 */
export function resolveCorruption(state: GameState, orders: CorruptionOrders | readonly Bribe[], ctx: LayerContext): LayerEvent[] {
  const o: CorruptionOrders = Array.isArray(orders) ? { bribes: [...orders] } : (orders as CorruptionOrders);
  const events = applyCounterCorruption(state, o.counter ?? []);
  const byTarget = new Map<string, Bribe[]>();
  for (const b of o.bribes) {
    const k = targetId(b.target);
    byTarget.set(k, [...(byTarget.get(k) ?? []), b]);
  }
  for (const list of byTarget.values()) events.push(...corruptOne(state, list, o.leaving ?? [], ctx));
  return events;
}

function corruptOne(state: GameState, bribes: Bribe[], leaving: readonly string[], ctx: LayerContext): LayerEvent[] {
  const events: LayerEvent[] = [];
  const target = bribes[0]!.target;
  const id = targetId(target);
  const name = targetWords(state, target);
  const level = corruptionLevel(state, target, leaving, ctx);
  const chance = rulebook(state).policies.corruption.bribes === 'chance';
  const valid: Bribe[] = [];
  for (const b of bribes) {
    const why = bribeProblem(state, b.power, target) ?? (treasuryOf(state, b.power) < b.amount ? because('treasury-short') : undefined) ??
      (!(b.amount > 0) ? because('nothing-offered') : chance && b.amount < level ? because('below-level') : undefined);
    if (why) events.push(ev('bribe-invalid', why.code === BROKEN_ALLIANCE.code ? 'diadokhoi §7.7.2' : rulebook(state).rules.bribe, `Bribe of ${b.power} on ${name.text} not validated: ${whyText(state, why)}.`, { ...b, ...name.at, why }, [b.power]));
    else valid.push(b);
  }
  if (!chance) {
    for (const b of valid) {
      state.treasury[b.power] = treasuryOf(state, b.power) - b.amount;
      events.push(ev('bribe-paid', 'diadokhoi §6.3.8', `${b.power} spends ${money(state, b.amount)} to corrupt ${name.text}.`, { ...b, ...name.at }, [b.power]));
    }
  }
  const top = [...valid].sort((a, b) => b.amount - a.amount);
  if (top.length === 0) return events;
  if (top.length > 1 && top[0]!.amount === top[1]!.amount) {
    events.push(ev('bribe-tie', rulebook(state).rules.bribe, `Equal highest bribes on ${name.text}: none is validated.`, { target: id, ...name.at }));
    return events;
  }
  const win = top[0]!;
  for (const b of top.slice(1)) events.push(ev('bribe-outbid', rulebook(state).rules.bribe, `Bribe of ${b.power} on ${name.text} outbid.`, { ...b, ...name.at }, [b.power]));
  if (chance) {
    state.treasury[win.power] = treasuryOf(state, win.power) - win.amount;
    const paid = corruptionPaid(state);
    paid[win.power] ??= {};
    paid[win.power]![id] = (paid[win.power]![id] ?? 0) + win.amount;
    const odds = Math.min(95, 75 + paid[win.power]![id]! - level);
    const roll = ctx.dice.roll(1, 100, 'diadoques §9b.6')[0]!;
    const text = `${win.power} bribes ${name.text} with ${win.amount} T (level ${level}, counter-corruption ${counterOn(state, target)} T): ${odds} % chance, rolled ${roll}.`;
    events.push(ev('bribe-validated', 'diadoques §9b.6', text, { ...win, ...name.at, level, chance: odds, roll }));
    if (roll > odds) {
      events.push(ev('corruption-failed', 'diadoques §9b.7', `The corruption of ${name.text} fails; the money is spent.`, { target: id, power: win.power, ...name.at }));
      return events;
    }
  } else if (win.amount <= level) {
    events.push(ev('corruption-failed', 'diadokhoi §6.3.8', `${win.power}'s ${win.amount} talents do not beat the threshold of ${name.text} (${level}): the money is lost.`, { ...win, ...name.at, level }));
    return events;
  }
  events.push(...corrupted(state, win, leaving, ctx));
  return events;
}

function counterOn(state: GameState, t: Target): number {
  const r = resolveTarget(state, t);
  if (!r) return 0;
  if (r.unit) return state.counterCorruption[r.unit.id] ?? 0;
  return (r.chars ?? []).reduce((a, c) => a + (state.counterCorruption[c.id] ?? 0), 0);
}

/** A successful corruption's effects (`diadoques §9b.8`–`§9b.12`, `diadokhoi §6.3.9`–`§6.3.12`, `§4.3.6`, `§4.3.7`). */
function corrupted(state: GameState, b: Bribe, leaving: readonly string[], ctx: LayerContext): LayerEvent[] {
  const r = resolveTarget(state, b.target)!;
  const commanderDies = rulebook(state).policies.corruption.commander === 'dies';
  if (!r.unit) {
    const c = r.chars![0]!;
    const events = [ev('corruption', rulebook(state).rules.corruptionRoyal, `${c.id} is won over by ${b.power}.`, { target: c.id, power: b.power })];
    for (const x of r.chars!) detach(state, x);
    return [...events, ...handOver(state, c, b.power, rulebook(state).rules.corruptionHandOver, because('corrupted'))];
  }
  const u = r.unit;
  const old = u.power;
  const events: LayerEvent[] = [ev('corruption', rulebook(state).rules.corruptionUnit, `${printUnit(mapFor(state), u)} of ${old} goes over to ${b.power}.`, { unit: u.id, type: u.type, space: u.space, from: old, to: b.power })];
  const passengers = charactersWith(state, u);
  let rebels = false;
  for (const c of passengers) {
    // diadoques §9b.3: a leader ordered to leave his unit this turn is no longer with it: he
    // neither dies with it nor changes side, and his own order stands.
    if (commanderDies && leaving.includes(c.id) && c.controlledBy === old && !c.prisonerOf) {
      detach(state, c);
      continue;
    }
    const commanding = u.commander === c.id && !leaving.includes(c.id);
    if (commanding && commanderDies) {
      events.push(...kill(state, c, 'diadoques §9b.9', because('commanded-corrupted-unit')));
      if (c.kind === 'diadochus' || c.kind === 'epigone') noteKiller(state, c.of!, b.power);
      continue;
    }
    if (commanding && (c.kind === 'diadochus' || c.kind === 'epigone') && c.of !== b.power) {
      detach(state, c);
      c.prisonerOf = b.power;
      if (b.spareLeader) {
        rebels = true;
        events.push(ev('mutineers-spared', 'diadokhoi §4.3.7', `${b.power} refuses to execute ${c.id}: the mutineers turn rebel; he stays a prisoner, unescorted.`, { character: c.id }));
      } else {
        events.push(...kill(state, c, 'diadokhoi §4.3.7', because('mutineers-demand')));
        noteKiller(state, c.of!, b.power);
      }
      continue;
    }
    if (commanding && c.id === royalId(state, 'olympias') && !commanderDies && ctx.dice.d6('diadokhoi §6.3.10') <= 4) {
      events.push(...kill(state, c, 'diadokhoi §6.3.10', because('corrupted-officers')));
      continue;
    }
    if (commanding && c.id === royalId(state, 'olympias') && !commanderDies) {
      detach(state, c);
      events.push(...free(state, c, 'diadokhoi §6.3.10', because('went-into-hiding')));
      continue;
    }
    if ((c.kind === 'diadochus' || c.kind === 'epigone') && c.of === b.power) events.push(...free(state, c, 'diadoques §6b.22', because('guards-corrupted')));
    else events.push(...handOver(state, c, b.power, rulebook(state).rules.corruptionCommander, because('with-corrupted-unit')));
  }
  delete u.commander;
  delete u.freshCommand;
  const degraded = u.type === 'Am' || u.type === 'Ag' ? DOWNGRADE[u.type]! : undefined;
  if (degraded) {
    events.push(ev('unit-degraded', rulebook(state).rules.corruptionDegrade, `The corrupted ${u.type} becomes ${degraded}.`, { unit: u.id, from: u.type, to: degraded }));
    u.type = degraded;
  }
  delete state.counterCorruption[u.id];
  u.power = rebels ? `rebels:${u.id}` : b.power;
  if (rebels) state.neutralForces.push({ power: u.power, kind: 'revolt', note: `mutineers of ${old} who spared ${b.power}'s prisoner (diadokhoi §4.3.7)` });
  for (const s of state.sieges) if (s.unit === u.id) s.power = u.power;
  events.push(...controlFollowsUnit(state, u, rulebook(state).rules.corruptionControl));
  return events;
}
