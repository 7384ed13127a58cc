/**
 * One military season (`diadoques §8a.3`, `diadokhoi §6.1.3`): the orders of every power are
 * read, the units' orders adjudicated, sieges judged, retreats made (in the same resolution
 * in diadoques; in a retreat step in diadokhoi), characters moved, captured, associated, and
 * control updated. Pure: the state given is not changed; randomness only through `dice`.
 * The secondary orders it carries out come as inputs (`SeasonInput.secondary`, `./secondary.ts`).
 */
import type { Dice } from '@diadochi/kernel';
import { clone } from '@diadochi/kernel';
import { adjacent, bordersBetween, citadel, space as spaceOfMap } from '../map/graph.ts';
import { chainExists } from '../core/index.ts';
import { mapOf } from '../map/index.ts';
import type { GameMap } from '../map/types.ts';
import { characterMoveProblem, crossingCaptures, moveAlone, settleCharacters, unitDestroyedInBattle } from './characters.ts';
import type { Rolled, SeasonOrders } from './characters.ts';
import type { CheckContext } from './checks.ts';
import { updateControl } from './control.ts';
import { geographyOf } from './geography.ts';
import type { MapGeography } from './geography.ts';
import { interpret } from './interpret.ts';
import type { Interpretation } from './interpret.ts';
import { isCharacterConvoy, retreatAllowed, runMovement } from './movement.ts';
import type { Movement } from './movement.ts';
import type { UnitOrder } from '../vocabulary/military/types.ts';
import { ruleOf, verdictOf } from './outcomes.ts';
import { emptyReport } from './report.ts';
import type { OrderOutcome, SeasonReport } from './report.ts';
import { allocateRetreats, isVoyage } from './retreats.ts';
import type { RetreatCase } from './retreats.ts';
import { carriedSecondary, carrySecondary, SECONDARY_RULES, secondaryInputs } from './secondary.ts';
import type { SeasonSecondary } from './secondary.ts';
import { judgeSieges } from './sieges.ts';
import type { ResupplyAttempt, SiegeAttempt } from './sieges.ts';
import { MILITARY_SEASONS, nextSeason, removeUnit, seasonKey, unitById } from './state.ts';
import type { GameState, PendingRetreat, PowerId, Season, SpaceId, UnitState } from './state.ts';
import { coreKind, isSeaType, unitStrength } from './units.ts';
import { stuck, weatherOf } from './weather.ts';
import { profileOf, rulebook } from '../rulebook/index.ts';
import type { Carried } from './ext.ts';
import type { Board } from './board.ts';

export type { Carried } from './ext.ts';

export interface SeasonInput {
  state: GameState;
  /** Each power's orders, one per line, in its ruleset's notation. */
  orders: Record<PowerId, string>;
  dice: Dice;
  /**
   * What the secondary orders ask of this season, handed over by the political layer
   * (`src/politics/secondary.ts` `militaryInputs`). Absent: built from the secondary lines of
   * `orders` by the same builder (`./secondary.ts`), for callers using `src/rules` alone.
   */
  secondary?: SeasonSecondary;
  /**
   * The caller hands its state over: the season is resolved in it, not in a copy (issue 22: the
   * whole game's season already works on the kernel's private copy, and copying it again was a
   * thirtieth of a busy season). Absent: `state` is left as it was.
   */
  owned?: boolean;
  /** Each power's orders as read already (`./reading.ts`): the same text under the same characters, read once a season. */
  read?: Parameters<typeof interpret>[3];
}

export interface SeasonResult {
  state: GameState;
  report: SeasonReport;
}

/**
 * The first half of a season, before any unit moves: fleets under way arrive, the orders are
 * read and tied to their units, lone characters' moves are checked. Both the adjudicator
 * (`resolveSeason`) and the validator (`./void-orders.ts`) start from it, then judge the units'
 * orders with the same checks (`runMovement`, `judgeMovement`), so an order the validator
 * accepts is one the adjudicator does not ignore for a reason known when it was written
 * (issue 17). `state` is changed (arrivals): give a copy. `board`: the validator's shared index
 * of its units (`./board.ts`), given only when no fleet is under way (nothing arrives).
 */
export function readSeason(state: GameState, texts: Record<PowerId, string>, secondary?: SeasonSecondary, read?: Parameters<typeof interpret>[3], board?: Board) {
  const map = mapOf(state.ruleset)!;
  const geo = geographyOf(map);
  const report = emptyReport(state.ruleset, state.year, state.season, state.firstTurn);
  arrivals(state, report);
  const interp = interpret(map, state, texts, read, board);
  report.orders = interp.outcomes;
  noteSecondary(map, interp);
  const orders = secondary ?? secondaryInputs(interp.secondary);
  const ctx: CheckContext = { map: geo, state, weather: weatherOf(map, state), passages: orders.passages };
  const voyages = departures(ctx, interp);
  const { lone, convoyed } = checkCharacterMoves(map, state, ctx, interp);
  return { map, geo, report, interp, orders, ctx, voyages, lone, convoyed };
}

/** Resolves the military orders of one season. */
export function resolveSeason(input: SeasonInput): SeasonResult {
  const state = input.owned ? input.state : clone(input.state);
  const { map, geo, report, interp, orders, ctx, voyages, lone, convoyed } = readSeason(state, input.orders, input.secondary, input.read);
  const mv = runMovement(ctx, interp.units, new Set([...lone, ...convoyed].map((m) => m.c.id)));
  const results = mv.adjudication.results;
  const dislodged = new Set(mv.adjudication.dislodged.map((d) => mv.intentOf.get(d.unit)!));
  const moved = interp.units.map((_, k) => results[k]!.reason === 'moved');
  const { sieges, resupplies } = attempts(interp, mv, dislodged);
  const judged = judgeSieges({ map, state, adjudication: mv.adjudication, units: interp.units.map((i) => i.unit), moved, dislodged, sieges, resupplies });
  fillOutcomes(map, state, interp, mv, dislodged, sieges, resupplies, judged);
  report.contested = mv.adjudication.contested.filter((s) => !s.includes('~'));
  report.sieges = judged.sieges;
  lone.push(...judgeCharacterConvoys(ctx, interp, mv, dislodged, convoyed));
  // Positions after movement.
  const before = new Map(state.units.map((u) => [u.id, u.space]));
  const unitMoves = applyMoves(geo, state, interp, mv, moved);
  markExGarrisons(map, state, interp, moved, before, sieges);
  const rolled: Rolled = new Set();
  const cases = retreatCases(ctx, interp, mv);
  report.dislodged = cases.map((c) => ({ unit: c.unit.id, power: c.unit.power, type: c.unit.type, from: c.from, ...(c.by ? { by: c.by } : {}), ...(c.byPower ? { byPower: c.byPower } : {}) }));
  for (const v of voyages) setSail(state, v);
  // Lone characters move (they ignore units, `diadoques §9a.12`).
  for (const m of lone) moveAlone(state, m.c, m.to);
  crossingCaptures(map, state, lone, unitMoves, orders, input.dice, rolled, report.characters);
  state.sieges = judged.records;
  for (const fall of judged.falls) takeCitadel(map, state, fall.citadel, fall.unit, orders.noTreasure, report);
  const carried: Carried = { ...carrySecondary(orders), rolled: [], victors: {} };
  if (rulebook(map).policies.military.retreats === 'lists') {
    retreatNow(geo, state, cases, interp, sieges, judged.sieges, orders, input.dice, rolled, report);
    return { state: finish(map, state, carried, rolled, input.dice, report), report };
  }
  if (cases.length === 0) return { state: finish(map, state, carried, rolled, input.dice, report), report };
  state.retreats = cases.map((c): PendingRetreat => ({ unit: c.unit.id, from: c.from, ...(c.by ? { by: c.by } : {}), options: c.options }));
  for (const c of cases) if (c.byPower) carried.victors[c.unit.id] = c.byPower;
  carried.rolled = [...rolled];
  state.ext.military = carried;
  state.phase = 'retreats';
  report.pendingRetreats = state.retreats;
  return { state, report };
}

/**
 * The secondary lines of the season's text are noted in the report, under their rule; what
 * they do comes from the season's inputs (`SeasonInput.secondary`), never from here.
 */
function noteSecondary(map: GameMap, interp: Interpretation): void {
  for (const s of interp.secondary) {
    Object.assign(interp.outcomes[s.outcome]!, { status: 'succeeds', reason: 'noted', message: 'noted', rule: SECONDARY_RULES[s.order.kind][map.ruleset] });
  }
}

interface LoneMove {
  c: Interpretation['characters'][number]['character'];
  from: SpaceId;
  to: SpaceId;
  outcome: number;
  route?: SpaceId[];
}

/** Lone character moves that may go ahead (`convoyed`: by sea, judged after the fleets); the others are ignored with their reason. */
function checkCharacterMoves(map: GameMap, state: GameState, ctx: CheckContext, interp: Interpretation): { lone: LoneMove[]; convoyed: LoneMove[] } {
  const book = rulebook(map);
  const lone: LoneMove[] = [];
  const convoyed: LoneMove[] = [];
  for (const ci of interp.characters) {
    const o = interp.outcomes[ci.outcome]!;
    const c = ci.character;
    const to = ci.order.to;
    const here = stuck(map, ctx.weather, c.space!, 'character');
    if (here && to !== undefined) {
      Object.assign(o, { status: 'ignored', reason: here.reason, message: `${c.space} is hit by a ${here.reason}: no order.`, rule: here.rule, at: c.space! });
      continue;
    }
    if (to === undefined || to === c.space) {
      Object.assign(o, { status: 'succeeds', reason: 'held', message: 'stays', rule: book.rules.characterStays });
      continue;
    }
    const landToLand = spaceOfMap(map, c.space!)?.kind === 'land' && spaceOfMap(map, to)?.kind === 'land';
    const bySea = ci.order.route !== undefined || (book.policies.characters.convoyed && landToLand && !adjacent(map, c.space!, to, 'character'));
    if (bySea) {
      if (!book.policies.characters.convoyed) {
        Object.assign(o, { status: 'ignored', reason: 'not-adjacent', message: 'A character moves one space, as an army or a fleet; he is not convoyed in this ruleset.', rule: 'diadoques §9a.9' });
        continue;
      }
      const w = barredCharacter(ctx, c.space!, to);
      const problem = w ? { status: 'ignored', reason: w.reason, message: `${to} cannot be entered this season (${w.reason}).`, rule: w.rule } : commanderStays(state, c);
      if (problem) {
        Object.assign(o, problem);
        continue;
      }
      convoyed.push({ c, from: c.space!, to, outcome: ci.outcome, ...(ci.order.route ? { route: ci.order.route } : {}) });
      continue;
    }
    const problem = characterMoveProblem(map, state, c, to, (from, dest) => barredCharacter(ctx, from, dest));
    if (problem) {
      Object.assign(o, problem);
      continue;
    }
    // diadokhoi §7.6.5: a prisoner moved by his captor is handed to another guard or a citadel.
    const handed = c.prisonerOf !== undefined;
    Object.assign(o, { status: 'succeeds', reason: 'moved', message: handed ? `handed over to ${c.prisonerOf}'s keeping in ${to}` : `moves to ${to}`, rule: handed ? 'diadokhoi §7.6.5' : book.rules.characterMove });
    lone.push({ c, from: c.space!, to, outcome: ci.outcome });
  }
  return { lone, convoyed };
}

function commanderStays(state: GameState, c: LoneMove['c']) {
  if (c.with && unitById(state, c.with)?.commander === c.id) return { status: 'ignored', reason: 'commander-stays', message: 'A commander cannot leave the unit he leads.', rule: 'diadokhoi §4.3.4' };
  return undefined;
}

/**
 * A lone personage carried by fleets (`diadokhoi §7.6.4`): the fleets ordered to convoy him
 * must stand at sea and not be dislodged, and link his province to the destination (by the
 * route he wrote, if any) — as an army's convoy (`diadokhoi §6.3.27`, `§6.3.29`).
 */
function judgeCharacterConvoys(ctx: CheckContext, interp: Interpretation, mv: Movement, dislodged: Set<number>, moves: LoneMove[]): LoneMove[] {
  const geo = ctx.map;
  const carried: LoneMove[] = [];
  const used = new Set<number>();
  const convoys = interp.units.map((i, k) => ({ i, k })).filter(({ i, k }) => i.order && i.order.kind === 'convoy' && isCharacterConvoy(interp.units, i.order) && !mv.refused[k]);
  for (const m of moves) {
    const fits = convoys.filter(({ i }) => {
      const o = i.order as Extract<UnitOrder, { kind: 'convoy' }>;
      return (o.target.leader === m.c.id || o.target.space === m.from) && o.to === m.to && geo.canConvoy('fleet', geo.regionOf(i.unit.space));
    });
    const alive = fits.filter(({ k }) => !dislodged.has(k) && (!m.route || m.route.includes(interp.units[k]!.unit.space)));
    const ok = (!m.route || m.route.every((s) => alive.some(({ i }) => i.unit.space === s))) && chainExists(geo, alive.map(({ i }) => ({ region: geo.regionOf(i.unit.space), kind: 'fleet' })), m.from, m.to);
    const o = interp.outcomes[m.outcome]!;
    if (ok) {
      for (const { k } of alive) used.add(k);
      Object.assign(o, { status: 'succeeds', reason: 'convoyed', message: `convoyed to ${m.to}`, rule: 'diadokhoi §7.6.4' });
      carried.push(m);
    } else {
      const broken = fits.some(({ k }) => dislodged.has(k));
      Object.assign(o, { status: 'fails', reason: broken ? 'convoy-disrupted' : 'no-convoy', message: broken ? 'a convoying fleet was dislodged' : 'no chain of fleets carries him there', rule: broken ? 'diadokhoi §6.3.29' : 'diadokhoi §7.6.4' });
    }
  }
  for (const { i, k } of convoys) {
    if (i.outcome < 0) continue;
    const o = interp.outcomes[i.outcome]!;
    if (dislodged.has(k)) Object.assign(o, { status: 'fails', reason: 'dislodged', message: 'dislodged: the convoy fails', rule: 'diadokhoi §6.3.29' });
    else if (used.has(k)) Object.assign(o, { status: 'succeeds', reason: 'convoyed', message: 'convoy carried out', rule: 'diadokhoi §7.6.4' });
    else Object.assign(o, { status: 'void', reason: 'void-convoy', message: 'nobody was carried', rule: 'diadokhoi §7.6.4' });
  }
  return carried;
}

/**
 * Weather for a lone character: in diadoques nobody enters a storm or a flood (`diadoques §14b.2`,
 * `§14c.1`, `§14c.2`); in diadokhoi characters cross snow and sand storms and flooded rivers
 * (`diadokhoi §6.2.5`), but no one sails into a sea storm nor enters a flooded province
 * (`diadokhoi §6.2.4`, `§6.2.6`).
 */
function barredCharacter(ctx: CheckContext, from: SpaceId, to: SpaceId) {
  const map = ctx.map.map;
  const w = ctx.weather;
  const book = rulebook(map);
  const everyMover = book.policies.weather.hits === 'every-mover';
  if (w.storm.has(to) && (everyMover || spaceOfMap(map, to)?.kind === 'sea')) return { reason: 'storm', rule: book.rules.stormEnterSea };
  if (w.flooded.has(to)) return { reason: 'flood', rule: book.rules.flood };
  if (everyMover && w.closed.has(`${from}|${to}`)) return { reason: 'flood', rule: 'diadoques §14c.1' };
  if (w.blocked.has(to)) return { reason: 'blocked', rule: book.rules.stormEnter };
  return undefined;
}

/**
 * Rounding Arabia (`diadoques §9a.21`, `diadokhoi §3.1.9`): the fleet leaves at once and is
 * under way for the route's seasons (the peninsula "acts like an off-board province"); it
 * arrives at the start of a later season, when its destination is empty.
 */
function departures(ctx: CheckContext, interp: Interpretation): { unit: UnitState; to: SpaceId; seasons: number }[] {
  const map = ctx.map.map;
  const out: { unit: UnitState; to: SpaceId; seasons: number }[] = [];
  const rule = rulebook(map).rules.arabia;
  interp.units = interp.units.filter((i) => {
    const o = i.order;
    if (!o || o.kind !== 'move' || !isSeaType(i.unit.type)) return true;
    const route = bordersBetween(map, i.unit.space, o.to).find((b) => b.special?.kind === 'arabia');
    if (!route || stuck(map, ctx.weather, i.unit.space, 'fleet')) return true;
    const seasons = route.special!.seasons ?? 1;
    out.push({ unit: i.unit, to: o.to, seasons });
    Object.assign(interp.outcomes[i.outcome]!, { unit: i.unit.id, status: 'succeeds', reason: 'under-way', message: `rounds Arabia: under way to ${o.to} for ${seasons} seasons`, rule });
    return false;
  });
  return out;
}

function setSail(state: GameState, v: { unit: UnitState; to: SpaceId; seasons: number }): void {
  v.unit.space = v.to;
  delete v.unit.coast;
  v.unit.transit = { to: v.to, seasonsLeft: v.seasons };
  state.sieges = state.sieges.filter((x) => x.unit !== v.unit.id);
  for (const c of state.characters) if (c.with === v.unit.id) c.space = v.to;
}

/** Fleets under way count down; one whose voyage is over arrives if its destination is empty. */
function arrivals(state: GameState, report: SeasonReport): void {
  for (const u of state.units) {
    if (!u.transit) continue;
    u.transit.seasonsLeft = Math.max(0, u.transit.seasonsLeft - 1);
    if (u.transit.seasonsLeft > 0) continue;
    if (state.units.some((x) => x !== u && !x.transit && x.space === u.transit!.to)) continue;
    delete u.transit;
    report.notes.push({ kind: 'arabia-arrives', power: u.power, space: u.space, text: `The fleet of ${u.power} rounding Arabia arrives in ${u.space}.`, rule: rulebook(state).rules.arabia });
  }
}

function attempts(interp: Interpretation, mv: Movement, dislodged: Set<number>): { sieges: SiegeAttempt[]; resupplies: ResupplyAttempt[] } {
  const sieges: SiegeAttempt[] = [];
  const resupplies: ResupplyAttempt[] = [];
  interp.units.forEach((i, k) => {
    if (!i.order || mv.refused[k] || (mv.cancelled.has(k) && !dislodged.has(k))) return;
    if (i.order.kind === 'siege') sieges.push({ intent: k, unit: i.unit, citadel: i.order.citadel, written: i.order.round });
    if (i.order.kind === 'resupply') resupplies.push({ intent: k, unit: i.unit, citadel: i.order.citadel });
  });
  return { sieges, resupplies };
}

function fillOutcomes(map: GameMap, state: GameState, interp: Interpretation, mv: Movement, dislodged: Set<number>, sieges: SiegeAttempt[], resupplies: ResupplyAttempt[], judged: ReturnType<typeof judgeSieges>): void {
  const ruleset = state.ruleset;
  interp.units.forEach((i, k) => {
    if (i.outcome < 0 || !i.order) return;
    const o = interp.outcomes[i.outcome]!;
    o.unit = i.unit.id;
    const refused = mv.refused[k];
    if (refused) return void Object.assign(o, { status: 'ignored', ...refused });
    const r = mv.adjudication.results[k]!;
    if (mv.cancelled.has(k) && dislodged.has(k)) {
      const rule = 'diadoques §9a.38';
      return void Object.assign(o, { status: 'fails', reason: 'dislodged', message: `dislodged by the unit from ${r.dislodgedBy ?? '?'}; its order is cancelled`, ...(r.dislodgedBy ? { at: r.dislodgedBy } : {}), cancelled: true, rule, strength: r.strength });
    }
    if (mv.cancelled.has(k)) return void Object.assign(o, { status: 'fails', reason: 'cancelled', message: 'its order was cancelled while it seemed it had to retreat', rule: 'diadoques §9a.39' });
    const si = sieges.findIndex((s) => s.intent === k);
    if (si >= 0) return void Object.assign(o, siegeVerdict(map, judged.sieges[si]!, sieges[si]!));
    const ri = resupplies.findIndex((s) => s.intent === k);
    if (ri >= 0) {
      const j = judged.resupplies[ri]!;
      return void Object.assign(o, { ...j, rule: j.reason === 'cut' ? (profileOf(ruleset).rules.resupplyCut) : profileOf(ruleset).rules.resupply });
    }
    const v = verdictOf(ruleset, r);
    // Diadoques: a convoying fleet that must retreat loses its order, so the army finds no convoy — it was disrupted (`diadoques §9a.20`).
    if (v.reason === 'no-convoy' && i.order.kind === 'move') {
      const to = i.order.to;
      const lost = interp.units.some((x, j) => mv.cancelled.has(j) && x.order?.kind === 'convoy' && x.order.target.space === i.unit.space && x.order.to === to);
      if (lost) Object.assign(v, { reason: 'convoy-disrupted', message: 'its convoy was disrupted (a convoying fleet was dislodged)', rule: 'diadoques §9a.20' });
    }
    if (i.order.kind === 'move' && v.reason === 'bounced' && i.order.to !== undefined) {
      const other = mv.adjudication.results.find((x, j) => j !== k && x.order.kind === 'move' && mv.regions[j] === (mv.orders[k] as { to?: string }).to && (x.order as { to: string }).to === mv.regions[k]);
      if (other && !r.convoyed) Object.assign(v, { message: `${v.message} (two units cannot swap places except by convoy)`, rule: ruleOf(ruleset, 'swap') });
    }
    Object.assign(o, v);
  });
}

function siegeVerdict(map: GameMap, s: ReturnType<typeof judgeSieges>['sieges'][number], a: SiegeAttempt): Partial<OrderOutcome> {
  const round = s.result === 'failed' ? a.written : s.seasons;
  const note = round !== a.written ? ` (written as round ${a.written}; it is round ${round})` : '';
  const name = citadel(map, a.citadel)!.names[rulebook(map).language];
  const why: Record<string, string> = {
    dislodged: 'the besieger was dislodged',
    resupplied: `${name} was resupplied`,
    'garrison-holds': 'the port garrison holds (a fleet must be stronger than an army inside, an army at least as strong as a fleet inside)',
    outbesieged: 'the other, stronger siege of this port wins the season',
  };
  if (s.result === 'failed') return { status: 'fails', reason: s.reason, message: `siege fails: ${why[s.reason] ?? s.reason}`, rule: s.rule };
  if (s.result === 'fell') return { status: 'succeeds', reason: 'taken', message: `second siege season: ${name} falls${note}`, rule: s.rule };
  return { status: 'succeeds', reason: 'first-season', message: `first siege season of ${name} succeeds${note}`, rule: s.rule };
}

/** Where a unit lands: the destination region (a coast when it has several) and its new type. */
function landing(geo: MapGeography, unit: UnitState, kind: string, from: string, to: string, as?: 'A' | 'F'): { space: SpaceId; coast?: string; type: UnitState['type'] } {
  const map = geo.map;
  let region = to;
  if (geo.parse(to).coast === undefined && geo.regionsOf(to).length > 1) region = geo.regionsOf(to).find((r) => geo.adjacent(kind, from, r) && r.includes('/')) ?? to;
  const { space, coast } = geo.parse(region);
  let type = unit.type;
  if (rulebook(map).policies.military.garrisons) {
    const dest = spaceOfMap(map, space)!;
    if (dest.kind === 'citadel' && isSeaType(type)) type = 'A';
    else if (kind === 'garrison' && (as === 'F' || dest.kind === 'sea' || coast !== undefined)) type = 'F';
    else if (kind === 'garrison' && isSeaType(type)) type = 'A';
  }
  return { space, ...(coast ? { coast } : {}), type };
}

function applyMoves(geo: MapGeography, state: GameState, interp: Interpretation, mv: Movement, moved: boolean[]) {
  const unitMoves: { unit: UnitState; from: SpaceId; to: SpaceId }[] = [];
  interp.units.forEach((i, k) => {
    const o = i.order;
    if (!o || o.kind !== 'move' || mv.refused[k] || mv.adjudication.results[k]!.reason === 'illegal') return;
    unitMoves.push({ unit: i.unit, from: i.unit.space, to: o.to });
    if (!moved[k]) return;
    const core = mv.orders[k] as { to: string };
    const land = landing(geo, i.unit, mv.units[k]!.kind, mv.clones.get(mv.regions[k]!) ?? mv.regions[k]!, core.to, o.as);
    i.unit.space = land.space;
    i.unit.type = land.type;
    if (land.coast) i.unit.coast = land.coast;
    else delete i.unit.coast;
  });
  for (const c of state.characters) {
    const u = c.with ? unitById(state, c.with) : undefined;
    if (u) c.space = u.space;
  }
  return unitMoves;
}

/** A garrison that left a citadel under siege may not resupply next military season (`diadoques §9a.29`, `§9a.35`). */
function markExGarrisons(map: GameMap, state: GameState, interp: Interpretation, moved: boolean[], before: Map<string, SpaceId>, sieges: SiegeAttempt[]): void {
  const next = nextMilitary(state.year, state.season);
  interp.units.forEach((i, k) => {
    if (!moved[k]) return;
    const from = before.get(i.unit.id)!;
    if (!citadel(map, from)) return;
    if (state.sieges.some((s) => s.citadel === from) || sieges.some((s) => s.citadel === from)) i.unit.noResupplyIn = seasonKey(next.year, next.season);
  });
}

export function nextMilitary(year: number, season: Season): { year: number; season: Season } {
  let n = nextSeason(year, season);
  while (!MILITARY_SEASONS.includes(n.season)) n = nextSeason(n.year, n.season);
  return n;
}

/** Dislodged units, and on the first turn the units still sharing a space (`diadoques §12.6`, `diadokhoi §6.3.53`). */
function retreatCases(ctx: CheckContext, interp: Interpretation, mv: Movement): RetreatCase[] {
  const geo = ctx.map;
  const cases: RetreatCase[] = [];
  const dislodgedUnits = new Set<string>();
  for (const d of mv.adjudication.dislodged) {
    const k = mv.intentOf.get(d.unit)!;
    const i = interp.units[k]!;
    dislodgedUnits.add(i.unit.id);
    const by = mv.clones.get(d.by) ?? d.by;
    const byIntent = mv.units.findIndex((u) => u.region === d.by);
    cases.push({ unit: i.unit, from: i.unit.space, options: d.retreats, strength: unitStrength(ctx.state, i.unit), ...(interp.retreatLists.get(i.unit.id) ? { list: interp.retreatLists.get(i.unit.id)!.to } : {}), by: geo.parse(by).space, ...(byIntent >= 0 ? { byPower: mv.units[byIntent]!.power } : {}) });
  }
  if (!ctx.state.firstTurn && !ctx.state.stacked) return cases;
  const bySpace = new Map<SpaceId, UnitState[]>();
  for (const i of interp.units) if (!dislodgedUnits.has(i.unit.id)) bySpace.set(i.unit.space, [...(bySpace.get(i.unit.space) ?? []), i.unit]);
  const occupied = new Set(bySpace.keys());
  const contested = new Set(mv.adjudication.contested);
  for (const [space, units] of bySpace) {
    if (units.length < 2) continue;
    const rank = (u: UnitState) => {
      const k = interp.units.findIndex((x) => x.unit === u);
      return (mv.adjudication.results[k]!.reason === 'moved' ? 2 : 0) + (mv.regions[k]!.includes('~') ? 1 : 0);
    };
    const keep = [...units].sort((a, b) => rank(a) - rank(b))[0]!;
    for (const u of units) {
      if (u === keep) continue;
      const kind = coreKind(geo.map, u);
      const region = geo.regionOf(u.space, u.coast);
      const options = geo.neighbours(region).filter((r) => geo.adjacent(kind, region, r) && !occupied.has(geo.parse(r).space) && !contested.has(geo.parse(r).space) && retreatAllowed(ctx, u.power, kind, space, r));
      cases.push({ unit: u, from: space, options: options.sort(), strength: unitStrength(ctx.state, u), ...(interp.retreatLists.get(u.id) ? { list: interp.retreatLists.get(u.id)!.to } : {}) });
    }
  }
  return cases;
}

/** Diadoques: retreats in the same resolution (`diadoques §9a.39`). */
function retreatNow(geo: MapGeography, state: GameState, cases: RetreatCase[], interp: Interpretation, attempts: SiegeAttempt[], siegeOutcomes: ReturnType<typeof judgeSieges>['sieges'], orders: SeasonOrders, dice: Dice, rolled: Rolled, report: SeasonReport): void {
  for (const [id, list] of interp.retreatLists) {
    const o = interp.outcomes[list.outcome]!;
    const used = cases.some((c) => c.unit.id === id);
    Object.assign(o, used ? { status: 'succeeds', reason: 'retreat-list', message: 'retreat list used', rule: 'diadoques §9a.43' } : { status: 'void', reason: 'not-dislodged', message: 'not needed: the unit was not dislodged', rule: 'diadoques §9a.38' });
  }
  if (cases.length === 0) return;
  const secondSiege = new Set(attempts.filter((_, i) => siegeOutcomes[i]!.seasons >= 2 || siegeOutcomes[i]!.result === 'fell' || attempts[i]!.written === 2).map((a) => a.citadel));
  const choices = allocateRetreats(geo, state, cases, secondSiege, dice);
  for (const c of cases) {
    const ch = choices.get(c.unit.id)!;
    const base = { unit: c.unit.id, power: c.unit.power, type: c.unit.type, from: c.from };
    if (ch.to === undefined) {
      report.retreats.push({ ...base, destroyed: true, reason: ch.reason, rule: ch.reason === 'chosen' ? 'diadoques §9a.43' : 'diadoques §9a.41' });
      destroy(geo.map, state, c.unit, c.byPower, orders, dice, rolled, report);
      continue;
    }
    const rule = ch.reason === 'planned' ? 'diadoques §9a.43' : 'diadoques §9a.45';
    if (isVoyage(geo.map, c.from, geo.parse(ch.to).space)) {
      // The one special movement a retreat may use (`diadoques §9a.42`): the fleet leaves the board and is under way, as a move round Arabia.
      const route = bordersBetween(geo.map, c.from, geo.parse(ch.to).space)[0]!;
      setSail(state, { unit: c.unit, to: geo.parse(ch.to).space, seasons: route.special!.seasons ?? 1 });
      report.retreats.push({ ...base, to: ch.to, destroyed: false, reason: ch.reason, rule });
      report.notes.push({ kind: 'arabia-retreat', power: c.unit.power, from: c.from, to: ch.to, text: `The fleet of ${c.unit.power} dislodged from ${c.from} retreats round Arabia: under way to ${ch.to}.`, rule: 'diadoques §9a.42' });
      continue;
    }
    const kind = coreKind(geo.map, c.unit);
    const land = landing(geo, c.unit, kind, geo.regionOf(c.from, c.unit.coast), ch.to);
    c.unit.space = land.space;
    c.unit.type = land.type;
    if (land.coast) c.unit.coast = land.coast;
    else delete c.unit.coast;
    for (const ch2 of state.characters) if (ch2.with === c.unit.id) ch2.space = c.unit.space;
    report.retreats.push({ ...base, to: ch.to, destroyed: false, reason: ch.reason, rule });
  }
}

function destroy(map: GameMap, state: GameState, unit: UnitState, victor: PowerId | undefined, orders: SeasonOrders, dice: Dice, rolled: Rolled, report: SeasonReport): void {
  unitDestroyedInBattle(map, state, unit, victor, orders, dice, rolled, report.characters);
  removeUnit(state, unit.id);
}

/**
 * A citadel falls (`diadoques §9a.28`, `diadokhoi §6.3.32`): it changes hands, its garrison is
 * destroyed, everyone inside is captured (its commander too), the besieger stays where it is,
 * and the treasure is taken unless the besieger said not to (`diadoques §5.3`, `§9c.12`).
 */
function takeCitadel(map: GameMap, state: GameState, id: SpaceId, besieger: UnitState, noTreasure: Map<PowerId, Set<SpaceId>>, report: SeasonReport): void {
  const book = rulebook(map);
  const power = besieger.power;
  const before = state.control[id];
  state.control[id] = power;
  report.control.push({ space: id, ...(before ? { from: before } : {}), to: power, rule: book.rules.siegeTaken });
  for (const c of state.characters) {
    if (c.dead || c.space !== id) continue;
    if ((c.prisonerOf ?? c.controlledBy) === power) continue;
    if (c.prisonerOf && c.of === power) {
      delete c.prisonerOf;
      delete c.with;
      report.characters.push({ character: c.id, event: 'freed', space: id, text: `${c.id} is freed: his side took the citadel.`, rule: book.rules.freedInCitadel });
      continue;
    }
    const wasCommander = state.units.some((u) => u.commander === c.id);
    if ((c.kind === 'diadochus' || c.kind === 'epigone') && c.of !== power) c.prisonerOf = power;
    else c.controlledBy = power;
    delete c.with;
    for (const u of state.units) if (u.commander === c.id) delete u.commander;
    report.characters.push({ character: c.id, event: 'captured', power, space: id, text: `${c.id} is captured in the fallen citadel${wasCommander ? ' (he commanded its garrison)' : ''}.`, rule: book.rules.siegeGarrison });
  }
  for (const g of state.units.filter((u) => u.space === id)) {
    report.retreats.push({ unit: g.id, power: g.power, type: g.type, from: id, destroyed: true, reason: 'siege', rule: book.rules.siegeGarrison });
    removeUnit(state, g.id);
  }
  state.sieges = state.sieges.filter((s) => s.citadel !== id);
  const treasure = state.treasures[id] ?? 0;
  if (treasure > 0 && !noTreasure.get(power)?.has(id)) {
    state.treasury[power] = (state.treasury[power] ?? 0) + treasure;
    state.treasures[id] = 0;
    report.money.push({ power, amount: treasure, reason: `treasure of ${id}`, rule: book.rules.siegeTreasure, citadel: id });
  }
}

/** The end of the season: characters, control, clean-up. */
export function finish(map: GameMap, state: GameState, carried: Carried, rolled: Rolled, dice: Dice, report: SeasonReport): GameState {
  const orders = carriedSecondary(carried);
  settleCharacters(map, state, orders, dice, rolled, report.characters);
  report.control.push(...updateControl(map, state, orders.noControl));
  for (const u of state.units) delete u.freshCommand;
  state.firstTurn = false;
  delete state.stacked;
  delete state.retreats;
  delete state.ext.military;
  state.phase = 'orders';
  return state;
}


