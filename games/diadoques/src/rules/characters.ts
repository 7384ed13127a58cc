/**
 * Characters in the military season (`diadoques §6b.16`–`§6b.24`, `§9a.9`–`§9a.12`, `§9c.14`,
 * `§9c.15`; `diadokhoi §4.3`, `§6.3.47`–`§6.3.51`):
 * - a lone character moves as an army or a fleet, enters only citadels his side controls,
 *   ignores units and bounces (`diadoques §9a.9`, `§9a.10`, `§9a.12`);
 * - a diadochus or epigone crossing an enemy unit may be captured: 1d6, 1–2 at sea, 1–4 on
 *   land (`diadoques §6b.17`); after moves and retreats a character alone with an enemy unit
 *   (a royal also with an enemy diadochus or epigone) likewise (`diadoques §6b.18`,
 *   `diadokhoi §6.3.48`: 1–4) — never by the unit he led until he broke the alliance this
 *   season (`diadokhoi §7.7.2`);
 * - characters join the unit of their side in their space unless told not to
 *   (`diadoques §9c.14`) — the one implementation of dissociation and command; a diadokhoi
 *   Diadokhos in command may not leave his unit (`diadokhoi §4.3.4`); one leader commands, by
 *   order or by rank (`diadoques §6b.23`), a Diadokhos also an ally's unit (`diadokhoi §7.7.1`);
 * - a commander dies with a unit destroyed in battle, the others may be captured
 *   (`diadoques §6b.24`, `§9a.41`; `diadokhoi §6.3.45`, `§6.3.47`);
 * - captives and royals left alone go free; a free royal alone in a province or at sea
 *   withdraws to a neutral citadel (`diadoques §6b.7`, `§6b.22`); Philippe III without a unit
 *   to command turns neutral with his wife (`diadoques §6b.9`, `diadokhoi §7.6.2`).
 */
import type { Dice } from '@diadochi/kernel';
import { adjacent, citadel, neighbours, space as spaceOfMap } from '../map/graph.ts';
import type { GameMap } from '../map/types.ts';
import { characterName } from '../vocabulary/names.ts';
import type { CharacterEvent } from './report.ts';
import { characterById, unitById } from './state.ts';
import type { CharacterState, GameState, PowerId, SpaceId, UnitState } from './state.ts';
import { isLeader, leaderRank } from './units.ts';
import { rulebook } from '../rulebook/index.ts';

/** The secondary orders the characters' steps read (a part of `SeasonSecondary`, `./secondary.ts`). */
export interface SeasonOrders {
  noCapture: Map<PowerId, Set<string>>;
  dissociate: Map<PowerId, Set<string>>;
  command: { power: PowerId; character: string; space: SpaceId }[];
  /** Unit id → its leader who broke the alliance this season: it may not capture him (`diadokhoi §7.7.2`). */
  formerLeaders?: ReadonlyMap<string, string>;
}

/** May this unit capture this character? Not its former leader in the season he broke the alliance (`diadokhoi §7.7.2`). */
const mayCapture = (orders: SeasonOrders, unit: UnitState | undefined, c: CharacterState): boolean => !unit || orders.formerLeaders?.get(unit.id) !== c.id;

/** Who already rolled to capture whom this season (`character|power`): one roll each. */
export type Rolled = Set<string>;

const policy = (map: GameMap) => rulebook(map).policies.characters;
const name = (state: GameState, id: string) => characterName(state.ruleset, id);

/** The side a character is on: his captor's when a prisoner, else whoever controls him. */
export const sideOf = (c: CharacterState): PowerId | null => c.prisonerOf ?? c.controlledBy;

function partnerOf(state: GameState, c: CharacterState): CharacterState | undefined {
  const p = c.partner ? characterById(state, c.partner) : undefined;
  return p && !p.dead ? p : undefined;
}

/** Applies a change to a character and his inseparable partner (`diadoques §6b.8`, `§6b.10`, `diadokhoi §4.3.15`). */
function both(state: GameState, c: CharacterState, f: (x: CharacterState) => void): void {
  f(c);
  const p = partnerOf(state, c);
  if (p) f(p);
}

/** 1d6: captured on 1–2 at sea, 1–4 on land (`diadoques §6b.17`, `§6b.18`); always 1–4 in diadokhoi (`diadokhoi §6.3.48`). */
export function captureRoll(map: GameMap, where: SpaceId, dice: Dice, rule: string): { roll: number; captured: boolean } {
  const roll = dice.d6(rule);
  const atSea = spaceOfMap(map, where)?.kind === 'sea';
  const amounts = rulebook(map).amounts;
  return { roll, captured: roll <= (atSea ? amounts.captureAtSea : amounts.captureOnLand) };
}

/** The character passes to `power`: a prisoner if he is a rival leader, else under its control. */
export function capture(state: GameState, c: CharacterState, power: PowerId, unit?: UnitState): void {
  both(state, c, (x) => {
    if ((x.kind === 'diadochus' || x.kind === 'epigone') && x.of !== power) x.prisonerOf = power;
    else {
      x.controlledBy = power;
      delete x.prisonerOf;
    }
    for (const u of state.units) if (u.commander === x.id) delete u.commander;
    if (unit) {
      x.with = unit.id;
      x.space = unit.space;
    } else delete x.with;
  });
}

function kill(state: GameState, c: CharacterState): void {
  c.dead = true;
  delete c.with;
  for (const u of state.units) if (u.commander === c.id) delete u.commander;
}

/**
 * A Diadokhos (or Epigonos) commanding a unit may not leave it, neither alone nor by a
 * dissociation (`diadokhoi §4.3.4`: "the leader can not leave this unit, when he is a
 * commander"); only breaking an alliance takes him out of an ally's unit (`§7.7.2`). An
 * Argeades in command (Philippos, Olympias) is not "the Diadokhos" of that NB: his owner may
 * take him out of command (`§4.3.9`). Diadoques has no such rule (`diadoques §9c.14`).
 */
export function commanderStays(map: GameMap, state: GameState, c: CharacterState): boolean {
  if (!policy(map).commanderStays || (c.kind !== 'diadochus' && c.kind !== 'epigone') || !c.with) return false;
  return unitById(state, c.with)?.commander === c.id;
}

// ————————————————————————— lone moves —————————————————————————

export interface CharacterMoveResult {
  status: 'succeeds' | 'ignored';
  reason: string;
  message: string;
  rule: string;
  /** The space the reason names (where the weather struck). */
  at?: string;
}

/** Whether a character may go from his space to `to` this season, and why not. */
export function characterMoveProblem(map: GameMap, state: GameState, c: CharacterState, to: SpaceId, barredBy: (from: SpaceId, to: SpaceId) => { reason: string; rule: string } | undefined): CharacterMoveResult | undefined {
  const r = rulebook(map).rules.characterMove;
  if (c.space === null) return { status: 'ignored', reason: 'no-character', message: 'Not on the board.', rule: r };
  if (!adjacent(map, c.space, to, 'character')) return { status: 'ignored', reason: 'not-adjacent', message: `${name(state, c.id)} cannot reach ${to} from ${c.space} in one move.`, rule: r };
  if (commanderStays(map, state, c)) {
    return { status: 'ignored', reason: 'commander-stays', message: 'A commander cannot leave the unit he leads.', rule: 'diadokhoi §4.3.4' };
  }
  const target = spaceOfMap(map, to);
  if (c.prisonerOf) return prisonerTransferProblem(state, c, to, target?.kind === 'citadel');
  if (target?.kind === 'citadel' && state.control[to] !== c.controlledBy) {
    return { status: 'ignored', reason: 'citadel-not-controlled', message: `${name(state, c.id)} may enter only a citadel his side controls.`, rule: rulebook(map).rules.characterEntersCitadel };
  }
  const w = barredBy(c.space, to);
  if (w) return { status: 'ignored', reason: w.reason, message: `${to} cannot be entered this season (${w.reason}).`, rule: w.rule, at: to };
  return undefined;
}

/**
 * A prisoner handed on by his captor (`diadokhoi §7.6.5`, `§6.3.51`): to a unit of the captor in
 * an adjacent space, or into a citadel the captor controls, where he is kept as a hostage. A
 * prisoner sent anywhere else would be left alone (free): his captor frees him by `release`.
 */
function prisonerTransferProblem(state: GameState, c: CharacterState, to: SpaceId, isCitadel: boolean): CharacterMoveResult | undefined {
  const captor = c.prisonerOf!;
  if (isCitadel ? state.control[to] === captor : state.units.some((u) => u.space === to && u.power === captor && !u.transit)) return undefined;
  const message = isCitadel ? `${to} is not ${captor}'s citadel: a prisoner is kept only in his captor's citadels.` : `No unit of ${captor} stands in ${to} to take over ${name(state, c.id)}.`;
  return { status: 'ignored', reason: isCitadel ? 'citadel-not-controlled' : 'no-guard', message, rule: 'diadokhoi §7.6.5' };
}

/** Moves a character on his own: he leaves his unit (and its command). */
export function moveAlone(state: GameState, c: CharacterState, to: SpaceId): void {
  both(state, c, (x) => {
    if (x.with) {
      const u = unitById(state, x.with);
      if (u?.commander === x.id) delete u.commander;
      delete x.with;
    }
    x.space = to;
  });
}

/**
 * Crossing an enemy unit (`diadoques §6b.17`): a lone diadochus or epigone moving A→B while
 * an enemy unit moves B→A.
 */
export function crossingCaptures(map: GameMap, state: GameState, moves: { c: CharacterState; from: SpaceId; to: SpaceId }[], unitMoves: { unit: UnitState; from: SpaceId; to: SpaceId }[], orders: SeasonOrders, dice: Dice, rolled: Rolled, events: CharacterEvent[]): void {
  if (!policy(map).crossingCaptures) return;
  for (const m of moves) {
    if (m.c.kind !== 'diadochus' && m.c.kind !== 'epigone') continue;
    for (const um of unitMoves) {
      if (um.from !== m.to || um.to !== m.from || um.unit.power === sideOf(m.c) || orders.noCapture.get(um.unit.power)?.has(m.c.id)) continue;
      const live = unitById(state, um.unit.id);
      if (!live) continue;
      const where = [m.from, m.to].find((s) => spaceOfMap(map, s)?.kind === 'sea') ?? m.to;
      rolled.add(`${m.c.id}|${um.unit.power}`);
      const r = captureRoll(map, where, dice, 'diadoques §6b.17');
      if (r.captured) {
        capture(state, m.c, um.unit.power, live);
        events.push({ character: m.c.id, event: 'captured', power: um.unit.power, space: live.space, roll: r.roll, text: `${name(state, m.c.id)} crossed ${um.unit.power}'s unit and is captured (roll ${r.roll}).`, rule: 'diadoques §6b.17' });
        break;
      }
      events.push({ character: m.c.id, event: 'escaped', power: um.unit.power, space: m.to, roll: r.roll, text: `${name(state, m.c.id)} crossed ${um.unit.power}'s unit and escaped (roll ${r.roll}).`, rule: 'diadoques §6b.17' });
    }
  }
}

// ————————————————————————— destroyed units —————————————————————————

/**
 * A unit destroyed in battle (no retreat, or annihilated): its commander is killed, the
 * others may be captured by the victor (`diadoques §9a.41`, `§6b.24`, `diadokhoi §6.3.45`,
 * `§6.3.47`); a prisoner it held goes free and may be captured again (`diadoques §6b.22`).
 */
export function unitDestroyedInBattle(map: GameMap, state: GameState, unit: UnitState, victor: PowerId | undefined, orders: SeasonOrders, dice: Dice, rolled: Rolled, events: CharacterEvent[]): void {
  const aboard = state.characters.filter((c) => !c.dead && c.with === unit.id);
  for (const c of aboard) {
    delete c.with;
    // diadokhoi §6.3.45 kills the Diadokhos (or Epigonos) in command; an Argeades in command
    // is one of "the royal family with the destroyed unit" whom the victor may seize (§6.3.47).
    if (unit.commander === c.id && (policy(map).everyCommanderDiesWithUnit || c.kind === 'diadochus' || c.kind === 'epigone')) {
      kill(state, c);
      events.push({ character: c.id, event: 'killed', space: unit.space, text: `${name(state, c.id)} is killed with his unit.`, rule: rulebook(map).rules.commanderKilled });
      continue;
    }
    if (c.prisonerOf === unit.power) {
      delete c.prisonerOf;
      events.push({ character: c.id, event: 'freed', space: unit.space, text: `${name(state, c.id)} is freed: the unit holding him is destroyed.`, rule: rulebook(map).rules.freed });
    }
    if (!victor || victor === sideOf(c) || orders.noCapture.get(victor)?.has(c.id)) continue;
    const victorUnit = state.units.find((u) => u.space === unit.space && u.id !== unit.id);
    if (!mayCapture(orders, victorUnit, c)) continue;
    rolled.add(`${c.id}|${victor}`);
    const r = captureRoll(map, unit.space, dice, rulebook(map).rules.characterCapture);
    if (r.captured) {
      capture(state, c, victor, victorUnit);
      events.push({ character: c.id, event: 'captured', power: victor, space: unit.space, roll: r.roll, text: `${name(state, c.id)} is captured by ${victor} (roll ${r.roll}).`, rule: rulebook(map).rules.characterCapture });
    } else {
      events.push({ character: c.id, event: 'escaped', power: victor, space: unit.space, roll: r.roll, text: `${name(state, c.id)} escapes ${victor} (roll ${r.roll}).`, rule: rulebook(map).rules.characterCapture });
    }
  }
  if (unit.commander) delete unit.commander;
}

// ————————————————————————— end of the season —————————————————————————

/** Association, captures of lone characters, freedom, royal withdrawal, command. */
export function settleCharacters(map: GameMap, state: GameState, orders: SeasonOrders, dice: Dice, rolled: Rolled, events: CharacterEvent[]): void {
  associate(map, state, orders, events);
  loneCaptures(map, state, orders, dice, rolled, events);
  associate(map, state, orders, events);
  freedom(map, state, events);
  if (policy(map).royalsWithdraw) withdrawRoyals(map, state, dice, events);
  chooseCommanders(map, state, orders, events);
  philippe(map, state, events);
}

function living(state: GameState): CharacterState[] {
  return state.characters.filter((c) => !c.dead && c.space !== null && !c.waiting);
}

/** Characters join the unit of their side in their space (`diadoques §9c.14`), unless dissociated. */
function associate(map: GameMap, state: GameState, orders: SeasonOrders, events: CharacterEvent[]): void {
  for (const c of living(state)) {
    const side = sideOf(c);
    const current = c.with ? unitById(state, c.with) : undefined;
    if (current && current.space !== c.space) c.space = current.space;
    if (current && orders.dissociate.get(c.controlledBy ?? '')?.has(c.id) && !c.prisonerOf) {
      if (commanderStays(map, state, c)) {
        events.push({ character: c.id, event: 'stuck', space: c.space, text: `${name(state, c.id)} commands the unit in ${c.space} and may not leave it.`, rule: 'diadokhoi §4.3.4' });
        continue;
      }
      if (current.commander === c.id) delete current.commander;
      delete c.with;
      events.push({ character: c.id, event: 'left', space: c.space, text: `${name(state, c.id)} leaves the unit in ${c.space}.`, rule: rulebook(map).rules.characterLeaves });
      continue;
    }
    if (current || side === null) continue;
    if (orders.dissociate.get(side)?.has(c.id)) continue;
    const u = state.units.find((x) => x.space === c.space && x.power === side);
    if (!u) continue;
    c.with = u.id;
    events.push({ character: c.id, event: 'joined', power: side, space: c.space, text: `${name(state, c.id)} joins the unit in ${c.space}.`, rule: rulebook(map).rules.characterJoins });
  }
}

function loneCaptures(map: GameMap, state: GameState, orders: SeasonOrders, dice: Dice, rolled: Rolled, events: CharacterEvent[]): void {
  const rule = rulebook(map).rules.loneCapture;
  for (const c of living(state)) {
    if (c.with || c.prisonerOf) continue;
    const side = sideOf(c);
    const unit = state.units.find((u) => u.space === c.space && u.power !== side && !u.transit && mayCapture(orders, u, c));
    const royal = c.kind === 'royal' || c.kind === 'other';
    const leader = royal && !unit ? living(state).find((l) => l.space === c.space && !l.with && !l.prisonerOf && (l.kind === 'diadochus' || l.kind === 'epigone') && l.of !== side) : undefined;
    const captor = unit?.power ?? leader?.of;
    if (!captor || orders.noCapture.get(captor)?.has(c.id) || rolled.has(`${c.id}|${captor}`)) continue;
    rolled.add(`${c.id}|${captor}`);
    // An inseparable pair is one target (`diadoques §6b.8`, `§6b.10`): one roll for both.
    const partner = partnerOf(state, c);
    if (partner) rolled.add(`${partner.id}|${captor}`);
    const r = captureRoll(map, c.space!, dice, rule);
    if (r.captured) {
      capture(state, c, captor, unit);
      events.push({ character: c.id, event: 'captured', power: captor, space: c.space, roll: r.roll, text: `${name(state, c.id)} is captured by ${captor} in ${c.space} (roll ${r.roll}).`, rule });
    } else {
      events.push({ character: c.id, event: 'escaped', power: captor, space: c.space, roll: r.roll, text: `${name(state, c.id)} escapes ${captor} in ${c.space} (roll ${r.roll}).`, rule });
    }
  }
}

/** Captives and royals left alone go free (`diadoques §6b.21`, `§6b.22`, `diadokhoi §6.3.51`). */
function freedom(map: GameMap, state: GameState, events: CharacterEvent[]): void {
  for (const c of living(state)) {
    // diadokhoi §6.3.51 frees only prisoners: an Argeades won over travels alone on his
    // owner's orders (diadokhoi §6.3.15, §4.3.2); diadoques §6b.22 frees royals too.
    const keeper = c.prisonerOf ?? ((c.kind === 'royal' || c.kind === 'other') && policy(map).heldRoyalsGoFree ? c.controlledBy : null);
    if (!keeper) continue;
    const held = (c.with && unitById(state, c.with)?.power === keeper) || (spaceOfMap(map, c.space!)?.kind === 'citadel' && state.control[c.space!] === keeper);
    const escorted = !c.prisonerOf && living(state).some((l) => l.space === c.space && (l.kind === 'diadochus' || l.kind === 'epigone') && l.of === keeper && !l.prisonerOf);
    if (held || escorted) continue;
    both(state, c, (x) => {
      if (x.prisonerOf) delete x.prisonerOf;
      else x.controlledBy = null;
    });
    events.push({ character: c.id, event: 'freed', space: c.space, text: `${name(state, c.id)} is alone and goes free.`, rule: rulebook(map).rules.freed });
  }
}

/**
 * A free royal alone in a province or at sea withdraws, with his partner, to a neutral citadel
 * reachable from there, by lot, else stays (`diadoques §6b.7`) — the one implementation: the
 * military season runs it at its end, the political layer again after the characters' retreats
 * (`politics/captives.ts`). "Alone": no unit stands beside him (one that declined to capture
 * him keeps him there); "neutral": a citadel no player controls or garrisons (decisions.md).
 */
export function withdrawRoyals(map: GameMap, state: GameState, dice: Dice, events: CharacterEvent[]): void {
  for (const c of living(state)) {
    if (c.kind !== 'royal' || c.controlledBy !== null || c.prisonerOf || c.with || spaceOfMap(map, c.space!)?.kind === 'citadel') continue;
    if (state.units.some((u) => u.space === c.space && !u.transit)) continue;
    const refuges = royalRefuges(map, state, c.space!);
    if (refuges.length === 0) continue;
    // A single refuge is no lottery: nothing is drawn.
    const to = refuges.length === 1 ? refuges[0]! : dice.pick(refuges, `refuge of ${c.id}`, 'diadoques §6b.7');
    moveAlone(state, c, to);
    events.push({ character: c.id, event: 'withdrew', space: to, text: `${name(state, c.id)} withdraws to ${to}.`, rule: 'diadoques §6b.7' });
  }
}

/** The neutral citadels a royal may withdraw to from `from`: those a character reaches in one move. */
function royalRefuges(map: GameMap, state: GameState, from: SpaceId): SpaceId[] {
  const player = (p: PowerId) => state.powers.some((x) => x.id === p && x.kind === 'player' && !x.eliminated);
  return [...new Set(neighbours(map, from, 'character').map((s) => s.to))]
    .filter((s) => citadel(map, s) && state.control[s] === undefined && !state.units.some((u) => u.space === s && player(u.power)))
    .sort();
}

/**
 * May this leader, with the unit, command it: a free leader of the unit's side
 * (`diadoques §6b.23`), or in diadokhoi a free Diadokhos or Epigonos leading an ally's unit
 * (`diadokhoi §7.7.1`), who keeps its command until he breaks the alliance (`§7.7.2`).
 */
function mayCommand(map: GameMap, c: CharacterState, u: UnitState): boolean {
  if (c.with !== u.id || c.prisonerOf || !isLeader(c)) return false;
  return c.controlledBy === u.power || (policy(map).leadersCommandAllies && (c.kind === 'diadochus' || c.kind === 'epigone'));
}

/** One commander per unit: by order, else unchanged, else diadochus / epigone / Philippe III / Olympias (`diadoques §6b.23`). */
function chooseCommanders(map: GameMap, state: GameState, orders: SeasonOrders, events: CharacterEvent[]): void {
  // Issue 22: each unit looked through every character; a commander is one of the unit's own
  // characters (`mayCommand`), and only commands change below: they are grouped by unit once.
  const withUnit = new Map<string, CharacterState[]>();
  for (const c of living(state)) {
    if (c.with === undefined) continue;
    const list = withUnit.get(c.with);
    if (list) list.push(c);
    else withUnit.set(c.with, [c]);
  }
  for (const u of state.units) {
    const eligible = (withUnit.get(u.id) ?? []).filter((c) => mayCommand(map, c, u));
    const ordered = orders.command.find((o) => o.power === u.power && o.space === u.space && eligible.some((c) => c.id === o.character));
    const current = u.commander && eligible.some((c) => c.id === u.commander) ? u.commander : undefined;
    const best = [...eligible].sort((a, b) => leaderRank(a)! - leaderRank(b)!)[0]?.id;
    const next = ordered?.character ?? current ?? best;
    if (next === u.commander) continue;
    if (next === undefined) delete u.commander;
    else {
      u.commander = next;
      events.push({ character: next, event: 'command', power: u.power, space: u.space, text: `${name(state, next)} takes command of the unit in ${u.space}.`, rule: rulebook(map).rules.command });
    }
  }
}

/** Philippe III must command a unit, or he and Eurydice turn neutral (`diadoques §6b.9`, `diadokhoi §7.6.2`). */
function philippe(map: GameMap, state: GameState, events: CharacterEvent[]): void {
  for (const c of living(state)) {
    if (c.id !== 'philippe-iii' && c.id !== 'philippos') continue;
    if (c.controlledBy === null || c.prisonerOf) continue;
    if (state.units.some((u) => u.commander === c.id)) continue;
    both(state, c, (x) => {
      x.controlledBy = null;
      delete x.with;
    });
    events.push({ character: c.id, event: 'freed', space: c.space, text: `${name(state, c.id)} commands no unit: he and his wife turn neutral.`, rule: rulebook(map).rules.noCommand });
  }
}
