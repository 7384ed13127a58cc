/**
 * Characters between the battles: hostages and prisoners, their release, gifts, murders,
 * command, the royals who withdraw when alone, opened gates.
 *
 * - Keeping a captive (`diadoques §6b.21`; `diadokhoi §6.3.51`, `§7.6.5`): an enemy diadochus
 *   or epigone with one's unit or locked in one's citadel; Philippe III in command of one's
 *   unit; another royal with one's unit, one's diadochus or epigone, or in one's citadel.
 * - Release (`diadoques §6b.22`, `diadokhoi §7.6.5`, `§7.6.6`): alone after the moves, his
 *   unit gone, his prison neutral; a leader when his own side takes his prison; Philippe when
 *   he loses his command (he and Eurydice turn neutral, `diadoques §6b.9`, `diadokhoi §7.6.2`).
 * - A free royal alone in a land province or sea zone withdraws into a neutral citadel reachable
 *   from there, drawn at random, else stays (`diadoques §6b.7`).
 * - Gift of a character (`diadoques §9c.3`), murder (`§9c.5`, `§13.6`, `§13.7`, `§13.9`),
 *   opening a citadel's gates (`§9c.8`); a leaderless unit receiving a royal leader takes him
 *   as commander (`§6b.23`). Dissociating (`§9c.14`) and placing in command (`§9c.15`) are
 *   carried out by the military season (`src/rules/characters.ts`), not here.
 */
import { accessSeas, citadel, sea } from '../map/graph.ts';
import type { CharacterState, GameState, PowerId, SpaceId, UnitState } from '../rules/state.ts';
import { unitById } from '../rules/state.ts';
import { withdrawRoyals } from '../rules/characters.ts';
import type { CharacterEvent } from '../rules/report.ts';
import { leaderRank } from '../rules/units.ts';
import { ev, extOf, isLivePlayer, mapFor, whyText } from '../economy/common.ts';
import { because } from '../core/reasons/index.ts';
import type { Reason } from '../core/reasons/index.ts';
import type { LayerContext, LayerEvent, RulesOptions } from '../economy/common.ts';
import { attach, character, detach, free, freeLeaders, handOver, holderOf, isMilitaryLeader, isRoyal, kill, living, roleOf, royalId, withPartner } from './characters.ts';
import { setCitadelControl } from './control.ts';
import { addPrestige } from './prestige.ts';
import { followHusband } from './royal.ts';
import { noteKiller } from './succession.ts';
import { rulebook } from '../rulebook/index.ts';
import type { CaptivesExt } from '../rules/ext.ts';

function captivesState(state: GameState): CaptivesExt {
  return extOf(state, 'captives', () => ({ gifts: [] }));
}

const isLeaderKind = (c: CharacterState) => c.kind === 'diadochus' || c.kind === 'epigone';

/** The unit a character is with, if it still exists. */
function unitOf(state: GameState, c: CharacterState): UnitState | undefined {
  return c.with ? unitById(state, c.with) : undefined;
}

/** Is this captive or royal kept by its holder where he stands (`diadoques §6b.21`)? */
export function isKept(state: GameState, c: CharacterState): boolean {
  const holder = holderOf(c);
  if (!holder) return true;
  if (isLeaderKind(c) && !c.prisonerOf) return true;
  // diadokhoi §6.3.51 frees only prisoners left alone: an Argeades won over or arrested moves
  // alone on his owner's orders (diadokhoi §6.3.15, §4.3.2).
  if (!rulebook(state).policies.characters.heldRoyalsGoFree && !c.prisonerOf) return true;
  // Philippe III's command is checked at the turn's end (`philippeNeedsCommand`), after the orders that may give it.
  const u = unitOf(state, c);
  if (u && u.power === holder) return true;
  if (c.space && citadel(mapFor(state), c.space) && state.control[c.space] === holder) return true;
  if (!isLeaderKind(c) && c.space && freeLeaders(state, holder).some((l) => l.space === c.space)) return true;
  return false;
}

/** Before the moves: a royal or captive given to another player (`diadoques §9c.3`). */
export function giveCharacter(state: GameState, power: PowerId, id: string, to: PowerId): LayerEvent[] {
  const rule = 'diadoques §9c.3';
  const c = living(state, id);
  const refuse = (why: Reason) => [ev('gift-refused', rule, `${power} cannot give ${id}: ${whyText(state, why)}.`, { power, character: id, why })];
  if (!c) return refuse(because('no-living-character'));
  if (!isLivePlayer(state, to) || to === power) return refuse(because('no-receiver-him'));
  if (holderOf(c) !== power || (isLeaderKind(c) && !c.prisonerOf)) return refuse(because('not-royal-or-captive'));
  if (c.id === royalId(state, 'cleopatre') && c.spouse && character(state, c.spouse)?.of === power) return refuse(because('leader-wife'));
  for (const x of withPartner(state, c)) captivesState(state).gifts.push({ character: x.id, from: power, to });
  return [ev('character-gift', rule, `${power} gives ${withPartner(state, c).map((x) => x.id).join(' and ')} to ${to}.`, { power, character: id, to })];
}

/** Murder (`diadoques §9c.5`, `§13.6`, `§13.7`, `§13.9`; `diadokhoi §7.6.6`, `§7.10.3`, `§7.10.4`). */
export function assassinate(state: GameState, power: PowerId, id: string, options?: RulesOptions): LayerEvent[] {
  const rule = rulebook(state).rules.assassination;
  const c = living(state, id);
  const refuse = (why: Reason) => [ev('murder-refused', rule, `${power} cannot murder ${id}: ${whyText(state, why)}.`, { power, character: id, why })];
  if (!c) return refuse(because('no-living-character'));
  if (isLeaderKind(c) && c.of === power) return refuse(because('own-leader'));
  if (holderOf(c) !== power || (isLeaderKind(c) && !c.prisonerOf)) return refuse(because('not-holding-him'));
  const u = unitOf(state, c);
  const inCitadel = !!c.space && !!citadel(mapFor(state), c.space) && state.control[c.space] === power;
  if (!(u && u.power === power) && !inCitadel) return refuse(because('captive-not-here'));
  if (c.id === royalId(state, 'cleopatre') && c.spouse && character(state, c.spouse)?.of === power) return refuse(because('husband-wife'));
  const events: LayerEvent[] = [];
  for (const x of withPartner(state, c)) {
    events.push(...kill(state, x, rule, because('murdered-by', { power })));
    const role = roleOf(state, x.id);
    if (role) {
      const heavy = role === 'roxane' || role === 'alexandre' || role === 'cleopatre';
      const award = rulebook(state).policies.prestige.murderedRoyal[heavy ? 'heavy' : 'other'];
      events.push(...addPrestige(state, power, award.pp, award.rule, `murdered ${x.id}`, options));
    } else if (isLeaderKind(x) && x.of) {
      noteKiller(state, x.of, power);
      const lost = rulebook(state).policies.prestige.leaderMurdered;
      if (lost) events.push(...addPrestige(state, x.of, lost.pp, lost.rule, `${x.id} was murdered`, options));
    }
  }
  return events;
}

/** A Diadokhos frees a personage he holds (`diadokhoi §7.6.6`). */
export function release(state: GameState, power: PowerId, id: string): LayerEvent[] {
  const c = living(state, id);
  if (!c || holderOf(c) !== power || (isLeaderKind(c) && !c.prisonerOf)) return [ev('release-refused', 'diadokhoi §7.6.6', `${power} does not hold ${id}.`, { power, character: id })];
  detach(state, c);
  return free(state, c, 'diadokhoi §7.6.6', because('released-by', { power }));
}

/**
 * After the moves and retreats (`diadoques §8a.3`, "retraites des personnages"): characters
 * given away are handed over, Cléopâtre joins her husband, characters join their side's unit
 * in their space (`diadoques §9c.14`) — save those the season dissociated (`dissociated`, the
 * characters its report shows leaving their unit): that order is the season's, not undone
 * here — captives who are no longer kept go free, and free royals alone withdraw into a
 * neutral citadel.
 */
export function characterRetreats(state: GameState, ctx: LayerContext, dissociated: ReadonlySet<string> = new Set()): LayerEvent[] {
  const events: LayerEvent[] = [];
  const gifts = captivesState(state).gifts.splice(0);
  for (const g of gifts) {
    const c = living(state, g.character);
    // The capture by the receiver is automatic (`diadoques §9c.3`): the military layer's own
    // capture roll, or its freeing of a character left alone, does not undo the gift.
    const holder = c ? holderOf(c) : undefined;
    if (!c || (holder !== g.from && holder !== null && holder !== g.to)) continue;
    const u = state.units.find((x) => x.space === c.space && x.power === g.to);
    if (!u) {
      events.push(ev('gift-missed', 'diadoques §9c.3', `${c.id} did not reach a unit of ${g.to}.`, { ...g }));
      continue;
    }
    for (const x of withPartner(state, c)) attach(state, x, u);
    events.push(...handOver(state, c, g.to, 'diadoques §9c.3', because('given-by', { power: g.from })));
    // A leaderless unit takes the royal leader it receives as commander (`diadoques §6b.23`):
    // Philippe III must command a unit (`§6b.8`, `§6b.9`).
    events.push(...defaultCommand(state, u));
  }
  followHusband(state);
  for (const c of state.characters) {
    if (c.dead || c.waiting || !c.space || c.with || dissociated.has(c.id)) continue;
    const side = isLeaderKind(c) && !c.prisonerOf ? c.of : holderOf(c);
    const u = side ? state.units.find((x) => x.space === c.space && x.power === side) : undefined;
    if (u) attach(state, c, u);
  }
  for (const c of state.characters) {
    if (c.dead || c.waiting || !c.space) continue;
    if (!isKept(state, c)) {
      detach(state, c);
      events.push(...free(state, c, rulebook(state).rules.freed, because('left-alone')));
    }
  }
  if (rulebook(state).policies.characters.royalsWithdraw) events.push(...royalsWithdraw(state, ctx));
  return events;
}

/**
 * Free royals alone in a province or sea withdraw into a random reachable neutral citadel
 * (`diadoques §6b.7`): the military layer's rule (`rules/characters.ts`), run again for the
 * royals the political steps since the moves left alone.
 */
function royalsWithdraw(state: GameState, ctx: LayerContext): LayerEvent[] {
  const withdrawn: CharacterEvent[] = [];
  withdrawRoyals(mapFor(state), state, ctx.dice, withdrawn);
  return withdrawn.map((e) => {
    const c = living(state, e.character)!;
    return ev('royal-withdraws', 'diadoques §6b.7', `${withPartner(state, c).map((x) => x.id).join(' and ')} withdraw(s) into ${c.space}.`, { character: c.id, to: c.space });
  });
}

/**
 * End of the turn, after the second group of secondary orders: Philippe III without a unit to
 * command turns neutral with Eurydice (`diadoques §6b.9`, `diadokhoi §4.3.9`, `§7.6.2`).
 */
export function philippeNeedsCommand(state: GameState): LayerEvent[] {
  const p = living(state, royalId(state, 'philippe'));
  const holder = p ? holderOf(p) : null;
  if (!p || !holder) return [];
  const u = unitOf(state, p);
  if (u && u.power === holder && u.commander === p.id) return [];
  detach(state, p);
  return free(state, p, rulebook(state).rules.noCommand, because('commands-no-unit'));
}

/** Opening a citadel's gates to another player (`diadoques §9c.8`, `diadokhoi §3.2.7`). */
export function openGates(state: GameState, power: PowerId, id: SpaceId, to: PowerId): LayerEvent[] {
  const map = mapFor(state);
  const rule = rulebook(state).rules.openGates;
  const c = citadel(map, id);
  const refuse = (why: Reason) => [ev('gates-refused', rule, `${power} cannot open ${id} to ${to}: ${whyText(state, why)}.`, { power, citadel: id, to, why })];
  if (!c || state.control[id] !== power) return refuse(because('not-his-citadel'));
  if (!isLivePlayer(state, to) || to === power) return refuse(because('no-such-player'));
  if (state.units.some((u) => u.space === id)) return refuse(because('garrison-inside'));
  if (state.characters.some((x) => !x.dead && x.space === id && isMilitaryLeader(state, x))) return refuse(because('leader-inside'));
  const near = [c.province, ...(c.port ? accessSeas(map, id) : [])];
  const army = state.units.some((u) => u.power === to && near.includes(u.space) && (u.space === c.province ? true : sea(map, u.space) !== undefined));
  const leader = freeLeaders(state, to).some((l) => near.includes(l.space!));
  if (!army && !leader) return refuse(because('no-army-at-gates', { power: to }));
  const events = setCitadelControl(state, id, to, rule, `${power} opened the gates`);
  for (const x of state.characters.filter((k) => !k.dead && k.space === id && !k.with)) {
    if (isLeaderKind(x) && x.of === to) events.push(...free(state, x, 'diadoques §6b.22', because('prison-taken')));
    else if (holderOf(x) !== null || isRoyal(state, x)) events.push(...handOver(state, x, to, 'diadoques §6b.19', because('citadel-changed-side')));
  }
  return events;
}

/** With no order, the command goes diadochus, epigone, Philippe III, Olympias (`diadoques §6b.23`). */
export function defaultCommand(state: GameState, u: UnitState): LayerEvent[] {
  if (u.commander && living(state, u.commander)?.with === u.id) return [];
  const leaders = state.characters
    .filter((c) => !c.dead && c.with === u.id && isMilitaryLeader(state, c) && mayCommand(state, c, u.power))
    .sort((a, b) => (leaderRank(a) ?? 9) - (leaderRank(b) ?? 9));
  const first = leaders[0];
  if (!first) {
    delete u.commander;
    return [];
  }
  u.commander = first.id;
  u.freshCommand = true;
  return [ev('command', 'diadoques §6b.23', `${first.id} takes command of ${u.type} ${u.space}.`, { unit: u.id, type: u.type, space: u.space, character: first.id })];
}

/** May this leader command a unit of `power`: his own side's leader, or a royal leader it holds. */
function mayCommand(state: GameState, c: CharacterState, power: PowerId): boolean {
  if (isLeaderKind(c)) return !c.prisonerOf && (c.of === power || rulebook(state).policies.characters.leadersCommandAllies);
  return holderOf(c) === power;
}
