/**
 * The sequence of play (`syracuse 2`) as a state machine: `advance` runs what needs no decision
 * (draws, rolls, automatic adjustments) and stops on the next decision; `choicesFor` lists the
 * legal choices of that decision; `apply` carries one out.
 */
import type { Choice, ChoiceDecision, ResolveContext } from '@diadochi/kernel';
import { FORT, FORTS, WALL, WALLS, ZONE, neighbours, wallZones } from './data/map.ts';
import type { FortId, Side, WallId } from './data/map.ts';
import { LEADER, REINFORCEMENTS, UNIT } from './data/counters.ts';
import type { Placement } from './data/counters.ts';
import { COLUMNS, COUNTER, turnInfo, usableFaces } from './data/tables.ts';
import { applyLoss, combatants, combinedZones, eliminate, hit, lossCount, odds, rollCell } from './combat.ts';
import { ev } from './events.ts';
import { activationCost, capturedLeaders, destinationsOf, enemyPresent, fitsStack, reachTo, reachable, surroundingsOf } from './movement.ts';
import type { Surroundings } from './movement.ts';
import { SIDES, closedTo, fortBuilt, isPortFor, leadersIn, other, pfOf, stackLimit, sumPf, swords, unitsIn } from './state.ts';
import type { Combat, RerollTest, Step, SyracuseState, UnitState } from './state.ts';

const GROUP: Record<string, Placement> = Object.fromEntries(REINFORCEMENTS.map((p, i) => [groupId(p, i), p]));
function groupId(p: Placement, i: number): string {
  return `${p.rule.replace('syracuse ', '')}${REINFORCEMENTS.filter((q, j) => j < i && q.rule === p.rule).length ? `-${i}` : ''}`;
}
export const GROUP_IDS = Object.keys(GROUP);
export const groupOf = (id: string): Placement | undefined => GROUP[id];

const winter = (s: SyracuseState) => turnInfo(s.turn).season === 'winter';

// ---------------------------------------------------------------- pieces

type Piece = { id: string; zone: string | null; fort: boolean; status: string; moved?: number; cont?: number; aboard?: boolean; fresh?: boolean; redeployed?: boolean; from?: string };
export function piece(s: SyracuseState, id: string): Piece | undefined {
  return s.units[id] ?? s.leaders[id];
}
export function sideOf(id: string): Side {
  return (UNIT[id] ?? LEADER[id])!.side;
}
function piecesOf(s: SyracuseState, side: Side): Piece[] {
  const out: Piece[] = [];
  for (const u of Object.values(s.units)) if (u.status === 'map' && UNIT[u.id]!.side === side) out.push(u);
  for (const l of Object.values(s.leaders)) if (l.status === 'map' && LEADER[l.id]!.side === side) out.push(l);
  return out;
}
function navalPf(s: SyracuseState, side: Side): number {
  return sumPf(Object.values(s.units).filter((u) => u.status === 'map' && UNIT[u.id]!.side === side && UNIT[u.id]!.type === 'T'));
}
function cavalryInField(s: SyracuseState, side: Side): number {
  return sumPf(Object.values(s.units).filter((u) => u.status === 'map' && !u.fort && UNIT[u.id]!.side === side && UNIT[u.id]!.type === 'C' && u.zone && ['clear', 'high'].includes(ZONE[u.zone]?.terrain ?? '') && !(u.zone === 'T17' && s.camp === 'built')));
}
function cavalryOnMap(s: SyracuseState, side: Side): number {
  return sumPf(Object.values(s.units).filter((u) => u.status === 'map' && u.zone !== 'Catane' && UNIT[u.id]!.side === side && UNIT[u.id]!.type === 'C'));
}

// ---------------------------------------------------------------- stratagems in hand

/** The faces a counter offers a side (`usableFaces`, 2.A.3), read once per counter and side: the counters never change. */
const FACES = new Map<string, readonly string[]>();
function facesOf(counter: string, side: Side): readonly string[] {
  const k = `${counter}|${side}`;
  let f = FACES.get(k);
  if (!f) {
    f = usableFaces(counter, side);
    FACES.set(k, f);
  }
  return f;
}
function canPlayFace(s: SyracuseState, side: Side, face: string): boolean {
  return s.hands[side].some((c) => facesOf(c, side).includes(face));
}
function spend(s: SyracuseState, side: Side, face: string, ctx: ResolveContext, target?: string): void {
  const c = s.hands[side].find((x) => facesOf(x, side).includes(face))!;
  s.hands[side] = s.hands[side].filter((x) => x !== c);
  // 2.A.2: S6 and S21 leave play; every other stratagem goes back to the bowl
  if (face === 'S6' || face === 'S21') s.removedCounters.push(c);
  else s.bowl.push(c);
  s.bowl.sort();
  ctx.emit(ev('stratagem', { side, face, ...(target !== undefined ? { target } : {}) }, { rule: `syracuse ${face}` }));
}
function drawOne(s: SyracuseState, side: Side, ctx: ResolveContext, rule: string): void {
  if (s.bowl.length === 0) return;
  const c = ctx.dice.pick([...s.bowl].sort(), 'stratagem', rule);
  s.bowl = s.bowl.filter((x) => x !== c);
  s.hands[side].push(c);
  ctx.emit(ev('draw', { side, counter: c }, { rule, to: [side] }));
}

// ---------------------------------------------------------------- the turn

export function startTurn(s: SyracuseState, ctx: ResolveContext): void {
  const { season, year } = turnInfo(s.turn);
  ctx.emit(ev('turn', { turn: s.turn, season, year }, { rule: 'syracuse 2' }));
  // Phase A (2.A.1): two stratagems each; one only on the first turn of 10.1 (10.1.5)
  const first = s.turn === (s.scenario === 'alcibiades' ? 0 : 1);
  for (const side of [s.advantage, other(s.advantage)]) {
    let n = 2;
    if (first && (side === 'ath' || s.scenario === 'historical')) n = 1;
    for (let i = 0; i < n; i++) drawOne(s, side, ctx, first ? 'syracuse 10.1.5' : 'syracuse 2.A.1');
  }
  // B.1: 2d6 each, initiative, AP (2.B.1.1–2.B.1.4)
  const r = { ath: ctx.dice.sum(2, 6, 'syracuse 2.B.1.1'), syr: ctx.dice.sum(2, 6, 'syracuse 2.B.1.1') };
  s.roll2d6 = r;
  s.initiative = r.ath > r.syr ? 'ath' : r.syr > r.ath ? 'syr' : s.advantage;
  for (const side of SIDES) {
    let ap = Math.ceil(r[side] / 2);
    if (season === 'summer' || season === 'autumn') ap += 1;
    if (season === 'winter' && ap > 2) ap -= 1;
    s.ap[side] = ap;
  }
  ctx.emit(ev('initiative', { ath: r.ath, syr: r.syr, initiative: s.initiative, apAth: s.ap.ath, apSyr: s.ap.syr }, { rule: 'syracuse 2.B.1' }));
  s.step = { k: 'advantage-b1', side: s.advantage };
}

function startB2(s: SyracuseState): void {
  s.step = { k: 'b2-strat', side: s.advantage, passes: 0 };
}

/** Groups arriving this turn (scheduled, not delayed; or delayed to this turn). */
function dueGroups(s: SyracuseState): string[] {
  return GROUP_IDS.filter((g) => {
    const p = GROUP[g]!;
    if (p.optional) return false;
    const turn = s.delayed[g] ?? p.turn!;
    return turn === s.turn && p.units.every((u) => s.units[u.id]!.status === 'pool');
  });
}

function startPlacement(s: SyracuseState, ctx: ResolveContext): void {
  // 2.B.2.1: the Advantage holder places first
  const due = dueGroups(s);
  s.toPlace = [...due.filter((g) => GROUP[g]!.side === s.advantage), ...due.filter((g) => GROUP[g]!.side !== s.advantage), ...s.toPlace.filter((g) => !due.includes(g))];
  nextPlacement(s, ctx);
}

function nextPlacement(s: SyracuseState, ctx: ResolveContext): void {
  while (s.toPlace.length > 0) {
    const g = s.toPlace[0]!;
    const p = GROUP[g]!;
    const zones = placeZones(s, g);
    if (zones.length === 1) {
      if (!place(s, g, zones[0]!, ctx)) return;
      continue;
    }
    s.step = { k: 'place', side: p.side, group: g };
    return;
  }
  startReinforcementMoves(s, ctx);
}

/**
 * Allowed entry zones of a group (`syracuse 2.B.2.2`): those free of enemy units; if none is, the
 * ones holding the fewest enemy PF ("le joueur libère la zone contenant le moins de PF"), the
 * arriving player choosing among zones tied.
 */
export function placeZones(s: SyracuseState, g: string): string[] {
  const p = GROUP[g]!;
  const open = p.zones.filter((z) => !closedTo(s, z, p.side));
  const free = open.filter((z) => !enemyPresent(s, z, p.side));
  if (free.length > 0) return free;
  const enemyPf = (z: string) => sumPf(unitsIn(s, z, { side: other(p.side) }));
  const least = Math.min(...open.map(enemyPf));
  return open.filter((z) => enemyPf(z) === least);
}

/**
 * Where the enemy units of an entry zone may be moved when it is cleared (`syracuse 2.B.2.2`, "dans
 * une zone adjacente de son choix"): an adjacent zone of the same kind (land for a land entry, sea
 * for a sea one; never Catane), not closed to them (3.1.4, 5.2.4) and holding no unit of the
 * arriving side (`displaced` is the side of the units moved). Zones where the whole group fits the
 * stacking limits (3.3) are listed first, in the map's order: the first one is the automatic choice.
 */
export function clearDestinations(s: SyracuseState, zone: string, displaced: Side): string[] {
  const kind = ZONE[zone]!.kind;
  const units = unitsIn(s, zone, { side: displaced });
  const ok = neighbours(zone).filter((z) => z !== 'Catane' && ZONE[z]!.kind === kind && !closedTo(s, z, displaced) && !enemyPresent(s, z, displaced));
  const fits = (z: string) => {
    const lim = stackLimit(s, z);
    const here = unitsIn(s, z, { side: displaced, fort: false });
    if (lim.units !== undefined && here.length + units.length > lim.units) return false;
    const ships = (us: UnitState[]) => sumPf(us.filter((u) => UNIT[u.id]!.type === 'T'));
    return lim.pf === undefined || ships(here) + ships(units) <= lim.pf;
  };
  return [...ok.filter(fits), ...ok.filter((z) => !fits(z))];
}

/**
 * Places group `g` in `zone`. A zone holding enemy units is cleared first (`syracuse 2.B.2.2`): when
 * the arriving player has a choice of destination the placement stops on a `clear` step and returns
 * false; `to` is his answer.
 */
function place(s: SyracuseState, g: string, zone: string, ctx: ResolveContext, to?: string): boolean {
  const p = GROUP[g]!;
  if (enemyPresent(s, zone, p.side)) {
    const enemy = other(p.side);
    const dests = clearDestinations(s, zone, enemy);
    if (to === undefined && dests.length > 1) {
      s.step = { k: 'clear', side: p.side, group: g, zone };
      return false;
    }
    clearZone(s, zone, enemy, to ?? dests[0] ?? null, ctx);
  }
  s.toPlace = s.toPlace.filter((x) => x !== g);
  const seaborne = ZONE[zone]!.kind === 'sea';
  for (const u of p.units) {
    const st = s.units[u.id]!;
    Object.assign(st, { zone, fort: false, status: 'map', reduced: false, fresh: true });
    if (seaborne && u.type !== 'T') st.aboard = true;
  }
  for (const l of p.leaders) {
    const st = s.leaders[l]!;
    if (st.status !== 'pool') continue;
    Object.assign(st, { zone, fort: false, status: 'map', fresh: true });
    if (seaborne) st.aboard = true;
  }
  ctx.emit(ev('reinforcement', { side: p.side, group: g, zone }, { rule: p.rule }));
  return true;
}

/**
 * 2.B.2.2: the enemy units and leaders of `zone` go to `dest`, beyond its stacking limit on to an
 * adjacent enemy-free zone (as 4.2.2.4, decisions.md); with no destination the units are
 * eliminated and the leaders with them.
 */
function clearZone(s: SyracuseState, zone: string, enemy: Side, dest: string | null, ctx: ResolveContext): void {
  const units = unitsIn(s, zone, { side: enemy });
  const leaders = leadersIn(s, zone, { side: enemy });
  if (!dest) {
    for (const u of units) eliminate(s, u, ctx, 'syracuse 2.B.2.2');
    for (const l of leaders) killLeader(s, l.id, ctx, 'syracuse 2.B.2.2');
    return;
  }
  for (const u of [...units, ...leaders]) {
    u.zone = dest;
    u.fort = false;
  }
  ctx.emit(ev('displaced', { side: enemy, pieces: [...units, ...leaders].map((u) => u.id), from: zone, to: dest }, { rule: 'syracuse 2.B.2.2' }));
  settleStack(s, dest, enemy, ctx, 'syracuse 2.B.2.2');
}

function startReinforcementMoves(s: SyracuseState, ctx: ResolveContext): void {
  for (const side of [s.advantage, other(s.advantage)]) {
    if (piecesOf(s, side).some((p) => p.fresh)) {
      s.step = { k: 'reinf-move', side };
      return;
    }
  }
  endB2(s, ctx);
}

function endB2(s: SyracuseState, ctx: ResolveContext): void {
  for (const p of [...Object.values(s.units), ...Object.values(s.leaders)]) delete p.fresh;
  s.actionPhase = 0;
  nextActionPhase(s, s.initiative, ctx);
}

function healLeaders(s: SyracuseState, ctx: ResolveContext): void {
  // 2.B.2.5 (read as the recovery the text of S19 and S23 describes): wounded and sick leaders turn back face up
  for (const l of Object.values(s.leaders)) {
    if (l.wounded || l.sick) {
      l.wounded = false;
      delete l.sick;
      if (l.status === 'map') ctx.emit(ev('healed', { leader: l.id }, { rule: 'syracuse 2.B.2.5' }));
    }
  }
}

function nextActionPhase(s: SyracuseState, preferred: Side, ctx: ResolveContext): void {
  const side = s.ap[preferred] > 0 ? preferred : s.ap[other(preferred)] > 0 ? other(preferred) : null;
  if (!side) {
    startWorks(s, ctx);
    return;
  }
  s.step = { k: 'declare', side };
}

function beginActionPhase(s: SyracuseState, side: Side, n: number, ctx: ResolveContext): void {
  s.ap[side] -= n;
  s.pool = n;
  s.actionPhase += 1;
  s.activated = [];
  s.playedThisPhase = [];
  s.archers = [];
  s.carried = {};
  s.combatPaid = false;
  s.combats = [];
  s.assaulted = [];
  s.campAssaulted = false;
  for (const p of [...Object.values(s.units), ...Object.values(s.leaders)]) {
    delete p.cont;
    if ('entry' in p) delete p.entry;
    if (p.status === 'map' && p.zone) p.from = p.zone;
  }
  ctx.emit(ev('declare', { side, ap: n }, { rule: 'syracuse 2.B.3.1' }));
  s.step = { k: 'react', side: other(side) };
}

function endActionPhase(s: SyracuseState, ctx: ResolveContext): void {
  const side = activeSide(s);
  s.pool = 0;
  s.archers = [];
  s.combat = undefined;
  s.retreating = undefined;
  checkNavalCollapse(s, ctx);
  if (s.step.k === 'over') return;
  nextActionPhase(s, other(side), ctx);
}

/** The player whose action phase it is. */
export function activeSide(s: SyracuseState): Side {
  return s.actionSide ?? s.initiative;
}

// ---------------------------------------------------------------- combats

function contested(s: SyracuseState, side: Side): { fights: string[]; assaults: string[] } {
  const fights: string[] = [];
  const assaults: string[] = [];
  // one pass over the units: the zones where this side stands in the open, and where the enemy stands in the open or in a fort
  const zones = new Set<string>();
  const enemyOpen = new Set<string>();
  const enemyFort = new Set<string>();
  for (const u of Object.values(s.units)) {
    if (u.status !== 'map' || !u.zone) continue;
    if (UNIT[u.id]!.side === side) {
      if (!u.fort) zones.add(u.zone);
    } else if (u.fort === false) enemyOpen.add(u.zone);
    else if (u.fort === true) enemyFort.add(u.zone);
  }
  for (const z of [...zones].sort()) {
    if (z === 'Catane') continue;
    if (enemyOpen.has(z)) fights.push(z);
    else if (enemyFort.has(z)) assaults.push(z);
  }
  return { fights, assaults };
}

function canAssaultCamp(s: SyracuseState, side: Side): boolean {
  return (
    side === 'syr' && s.camp === 'built' && canPlayFace(s, side, 'S11') && !s.playedThisPhase.includes(side) &&
    unitsIn(s, 'T13', { side, fort: false }).length > 0 && unitsIn(s, 'T15', { side, fort: false }).length > 0 && !s.campAssaulted
  );
}

export function endMoves(s: SyracuseState, ctx: ResolveContext): void {
  const side = activeSide(s);
  const { fights } = contested(s, side);
  if (fights.length > 0 && s.pool < 1 && !s.combatPaid) {
    // 4.1.3: no AP left for the mandatory combats: the units that entered return reduced to their starting zones
    const back: string[] = [];
    for (const z of fights) {
      for (const u of unitsIn(s, z, { side, fort: false })) {
        if (u.from && u.from !== z) {
          u.zone = u.from;
          back.push(u.id);
          hit(s, u, ctx, 'syracuse 4.1.3');
        }
      }
      for (const l of leadersIn(s, z, { side })) if (l.from && l.from !== z) l.zone = l.from;
    }
    ctx.emit(ev('no-combat-ap', { side, units: back }, { rule: 'syracuse 4.1.3' }));
    for (const z of new Set(back.map((id) => s.units[id]!.zone).filter((z): z is string => z !== null))) settleStack(s, z, side, ctx, 'syracuse 3.3.1');
    captureLeaders(s, ctx);
  }
  s.step = { k: 'fight', side };
  if (fightChoices(s, side).length === 0) endActionPhase(s, ctx);
}

function fightChoices(s: SyracuseState, side: Side): Choice[] {
  const { fights, assaults } = contested(s, side);
  const out: Choice[] = [];
  // without the combat AP no combat is fought (4.1.3 has sent back the units that came in); a
  // standoff left by such a return waits for a later action phase (decisions.md)
  if (fights.length > 0 && (s.combatPaid || s.pool >= 1)) out.push({ verb: 'fight', targets: fights });
  else if (fights.length === 0) {
    const open = assaults.filter((z) => !s.assaulted.includes(z));
    if (open.length > 0 && (s.combatPaid || s.pool >= 1)) out.push({ verb: 'assault', targets: open });
    if (canAssaultCamp(s, side) && (s.combatPaid || s.pool >= 1)) out.push({ verb: 'assault-camp' });
    if (out.length > 0) out.push({ verb: 'done' });
  }
  return out;
}

function startCombat(s: SyracuseState, zone: string, assault: 'fort' | 'camp' | undefined): void {
  const side = activeSide(s);
  if (!s.combatPaid) {
    s.pool -= 1; // 2.B.3.3: one AP for every combat of the action phase
    s.combatPaid = true;
  }
  s.combat = { zone, naval: ZONE[zone]!.kind === 'sea', attacker: side, played: [], ...(assault ? { assault } : {}) };
  if (assault === 'camp') s.campAssaulted = true;
  if (assault === 'fort') s.assaulted.push(zone);
  s.step = { k: 'combat-strat', side };
  if (assault === 'camp') {
    // 4.4.2: the camp is attacked only by a combined attack, so S11 is played at once (adding T15)
    s.combat.played.push({ side, face: 'S11', target: 'T15' });
  }
}

function combatStratChoices(s: SyracuseState, side: Side): Choice[] {
  const c = s.combat!;
  if (s.playedThisPhase.includes(side)) return [{ verb: 'pass' }];
  const att = c.attacker === side;
  const out: Choice[] = [];
  const face = (f: string, targets?: string[]) => {
    if (canPlayFace(s, side, f)) out.push({ verb: 'play', subject: f, ...(targets ? { targets } : {}) });
  };
  const protectedSea = ZONE[c.zone]!.terrain === 'protected';
  if (c.naval) {
    if (!protectedSea) face('S1');
    if (!att) face('S2');
    if (att) face('S3');
  } else {
    const spartan = combatants(s, c)[side].some((u) => UNIT[u.id]!.spartan);
    if (side === 'syr' && spartan) face('S8');
    if (side === 'ath') face('S10');
  }
  if (!c.assault || c.assault === 'fort') {
    const zs = combinedZones(s, c.zone, side, c.naval);
    if (zs.length > 0) face('S11', zs);
  }
  const enemyLeaders = leadersIn(s, c.assault === 'camp' ? (att ? 'T17' : 'T13') : c.zone, { side: other(side) }).filter((l) => swords(l) > 0);
  if (enemyLeaders.length > 0) face('S19');
  out.push({ verb: 'pass' });
  return out;
}

function resolveCombat(s: SyracuseState, ctx: ResolveContext): void {
  const c = s.combat!;
  if (c.played.some((p) => p.face === 'S10') && c.night === undefined) {
    // S10: the night die is a stratagem's test, which the Advantage may cancel (8.4) before the combat die
    const die = ctx.dice.d6('syracuse S10');
    if (offerStratagemTest(s, { of: 'ath', key: 'S10', rule: 'syracuse S10', zone: c.zone, die }, s.step)) return;
    nightAttack(s, die, ctx);
  }
  const o = odds(s, c);
  const die = ctx.dice.d6('syracuse 4.2.0.3');
  const roll = die + o.drm;
  const { cell, winnerRole } = rollCell(o.column, roll);
  c.roll = roll;
  c.column = o.column;
  c.cell = [cell[0], cell[1]];
  c.winner = winnerRole === 'attacker' ? c.attacker : other(c.attacker);
  s.lastDie = die;
  // 8.4: the Advantage holder may have this roll made again
  if (!c.rerollOffered) {
    c.rerollOffered = true;
    s.step = { k: 'reroll', side: s.advantage };
    return;
  }
  applyCombat(s, ctx);
}

function nightAttack(s: SyracuseState, die: number, ctx: ResolveContext): void {
  s.combat!.night = die;
  ctx.emit(ev('night-attack', { roll: die, side: 'ath' }, { rule: 'syracuse S10' }));
}

// ---------------------------------------------------------------- stratagem tests (8.4)

/**
 * Whether a stratagem's dice already give the Advantage holder his best outcome (`syracuse 8.4`: he
 * is asked only when cancelling them could help him, as for the D.5 tests). S10: 3–6 is the
 * Athenian's; S20: the leader leaving is the player's; S4: none of the holder's ships hit and every
 * enemy ship hit.
 */
function stratagemBest(s: SyracuseState, t: RerollTest, holder: Side): boolean {
  if (t.key === 'S10') return (t.die >= 3) === (holder === 'ath');
  if (t.key === 'S20') return (t.die >= discordNeed(t.target!)) === (holder === t.of);
  return (t.units ?? []).every((id, i) => stormHits(s, id, t.dice![i]!) === (sideOf(id) !== holder));
}

/** Offers a stratagem's test to the Advantage holder unless it is already his best; true when play waits on him. */
function offerStratagemTest(s: SyracuseState, t: RerollTest, back: Step): boolean {
  if (stratagemBest(s, t, s.advantage)) return false;
  s.step = { k: 'reroll', side: s.advantage, test: { ...t, back } };
  return true;
}

/** The holder's answer to a stratagem's test: the dice stand, or are all rolled again (`le ou les dés`), and the stratagem takes effect. */
function answerStratagemTest(s: SyracuseState, side: Side, t: RerollTest, d: ChoiceDecision, ctx: ResolveContext): void {
  let dice = t.dice ?? [t.die];
  if (d.verb === 'advantage') {
    useAdvantage(s, side, 'reroll', ctx, 'syracuse 8.4');
    dice = dice.map(() => ctx.dice.d6('syracuse 8.4'));
  }
  s.step = t.back!;
  if (t.key === 'S10') {
    nightAttack(s, dice[0]!, ctx);
    resolveCombat(s, ctx);
  } else if (t.key === 'S20') discord(s, t.target!, dice[0]!, ctx);
  else storm(s, t.units ?? [], dice, ctx);
}

function discordNeed(leader: string): number {
  return LEADER[leader]!.swords === 0 ? 3 : 5;
}

/** S20: the leader leaves the game on the die needed; the Advantage may bring him back (8.6). */
function discord(s: SyracuseState, id: string, roll: number, ctx: ResolveContext): void {
  const success = roll >= discordNeed(id);
  ctx.emit(ev('discord', { leader: id, roll, success }, { rule: 'syracuse S20' }));
  if (success) {
    Object.assign(s.leaders[id]!, { status: 'eliminated', zone: null, fort: false });
    s.s20Back.push(id);
  }
}

/** The ships S4 rolls for, in the order of their ids: at sea on the map, not in a port (the built camp's M12 is one). */
function stormShips(s: SyracuseState): string[] {
  return Object.values(s.units)
    .filter((u) => u.status === 'map' && UNIT[u.id]!.type === 'T' && u.zone && u.zone !== 'Catane' && ZONE[u.zone]!.terrain !== 'port' && !(u.zone === 'M12' && s.camp === 'built'))
    .map((u) => u.id)
    .sort();
}

/** S4: 5–6 hits a ship; a 5 is ignored in the protected zones. */
function stormHits(s: SyracuseState, id: string, roll: number): boolean {
  return roll === 6 || (roll === 5 && ZONE[s.units[id]!.zone!]!.terrain !== 'protected');
}

function storm(s: SyracuseState, ships: string[], dice: number[], ctx: ResolveContext): void {
  ships.forEach((id, i) => {
    const u = s.units[id]!;
    ctx.emit(ev('storm', { unit: id, roll: dice[i]! }, { rule: 'syracuse S4' }));
    if (stormHits(s, id, dice[i]!)) hit(s, u, ctx, 'syracuse S4');
  });
  checkNavalCollapse(s, ctx);
}

// ---------------------------------------------------------------- losses chosen by a player (S5, S23)

/**
 * The enemy land units S23 may reduce, the automatic choice first: full-strength units on the map
 * outside Catane, strongest first (`syracuse S23`, decisions.md: "affaiblir" turns a full unit over).
 */
export function epidemicCandidates(s: SyracuseState, enemy: Side): string[] {
  return unitsIn2(s, enemy)
    .filter((u) => UNIT[u.id]!.type !== 'T' && !u.reduced)
    .sort((a, b) => pfOf(b) - pfOf(a) || (a.id < b.id ? -1 : 1))
    .map((u) => u.id);
}

/**
 * S23's two reductions: the player who plays it picks them ("il peut affaiblir deux unités
 * terrestres"), one decision each, where he has a real choice; `back` is the step play returns to.
 */
function epidemic(s: SyracuseState, side: Side, left: number, back: Step, ctx: ResolveContext): void {
  const cands = epidemicCandidates(s, other(side));
  if (left > 0 && cands.length > left) {
    s.step = { k: 'losses', side, zone: '', rule: 'syracuse S23', left, back };
    return;
  }
  for (const id of cands.slice(0, left)) hit(s, s.units[id]!, ctx, 'syracuse S23');
  s.step = back;
}

/**
 * The Athenian ships in M12 that S5 may strike, the automatic choice first: to eliminate, the
 * weakest (a reduced ship before a full one); to reduce, a full-strength ship if any (the one that
 * loses the fewest PF), else a reduced one, which is then eliminated (as 4.2.1.3 reads, decisions.md).
 */
export function hullCandidates(s: SyracuseState, eliminate: boolean): string[] {
  const ships = unitsIn(s, 'M12', { side: 'ath' }).filter((u) => UNIT[u.id]!.type === 'T');
  const byPf = (a: UnitState, b: UnitState) => pfOf(a) - pfOf(b) || (a.id < b.id ? -1 : 1);
  if (eliminate) return ships.sort(byPf).map((u) => u.id);
  const full = ships.filter((u) => !u.reduced).sort((a, b) => UNIT[a.id]!.pf - UNIT[a.id]!.reducedPf - (UNIT[b.id]!.pf - UNIT[b.id]!.reducedPf) || (a.id < b.id ? -1 : 1));
  return (full.length > 0 ? full : ships.sort(byPf)).map((u) => u.id);
}

/**
 * S5: the Athenian eliminates one ship in M12, then reduces another (`syracuse S5`: "le joueur
 * athénien doit éliminer… et en affaiblir un autre"): his choice each time there is one. When the
 * strikes are done the D.5 of `d5` goes on (or the game ends, 9.1.2).
 */
function rottenHulls(s: SyracuseState, d5: Side, eliminate: boolean, ctx: ResolveContext): void {
  for (let elim = eliminate; ; elim = false) {
    const cands = hullCandidates(s, elim);
    if (cands.length === 0) break;
    if (cands.length > 1) {
      s.step = { k: 'losses', side: 'ath', zone: 'M12', rule: 'syracuse S5', eliminate: elim, d5 };
      return;
    }
    strikeHull(s, cands[0]!, elim, ctx);
    if (!elim) break;
  }
  hullsDone(s, d5, ctx);
}

/** After S5: the fleet may have fallen to 40 PF (9.1.2); else the D.5 tests of `d5` are rolled. */
function hullsDone(s: SyracuseState, d5: Side, ctx: ResolveContext): void {
  checkNavalCollapse(s, ctx);
  if (s.step.k === 'over') return;
  s.step = { k: 'd5', side: d5 };
  if (d5Automatic(s, d5, ctx)) nextAdjustment(s, ctx);
}

function strikeHull(s: SyracuseState, id: string, elim: boolean, ctx: ResolveContext): void {
  if (elim) eliminate(s, s.units[id]!, ctx, 'syracuse S5');
  else hit(s, s.units[id]!, ctx, 'syracuse S5');
}

/**
 * The reduced enemy units S9 may eliminate after a combat the player won with cavalry in the zone
 * (`syracuse S9`: "une unité déjà affaiblie de l'adversaire"): the loser's units of the battle
 * still on the map and reduced, strongest first (the automatic choice of old, the default).
 */
export function cavalryTargets(s: SyracuseState, winner: Side): string[] {
  const c = s.combat;
  if (!c) return [];
  return combatants(s, c)[other(winner)]
    .filter((u) => u.reduced && u.status === 'map')
    .sort((a, b) => pfOf(b) - pfOf(a) || (a.id < b.id ? -1 : 1))
    .map((u) => u.id);
}

function applyCombat(s: SyracuseState, ctx: ResolveContext): void {
  const c = s.combat!;
  const o = odds(s, c);
  ctx.emit(
    ev('combat', { zone: c.zone, attacker: c.attacker, attack: o.attack, defence: o.defence, column: COLUMNS[c.column!]!, die: s.lastDie ?? 0, roll: c.roll!, result: c.cell!, winner: c.winner! }, { rule: 'syracuse 4.2' }),
  );
  const sides = combatants(s, c);
  const def = other(c.attacker);
  // S19 wounds the enemy bonus leaders of the battle
  for (const p of c.played.filter((x) => x.face === 'S19')) {
    for (const l of leadersIn(s, c.assault === 'camp' ? (p.side === 'syr' ? 'T17' : 'T13') : c.zone, { side: other(p.side) })) if (swords(l) > 0) l.wounded = true;
  }
  const lossA = c.cell![0] as Parameters<typeof applyLoss>[2];
  const lossD = c.cell![1] as Parameters<typeof applyLoss>[2];
  // the forces are fixed as the roll finds them (the camp's three defenders do not change as they are hit)
  c.losses = ([[c.attacker, lossA], [def, lossD]] as const).map(([side, loss]) => ({ side, loss, units: sides[side].map((u) => u.id), n: lossCount(loss, sides[side].length), hit: [] }));
  continueLosses(s, ctx);
}

/** The units that may take the next fractional combat loss (`syracuse 4.2.1.3`): full-strength units first, the automatic allocation first. */
function combatLossTier(s: SyracuseState, q: NonNullable<Combat['losses']>[number]): string[] {
  const byPf = (a: UnitState, b: UnitState) => pfOf(a) - pfOf(b) || (a.id < b.id ? -1 : 1);
  const alive = q.units.map((id) => s.units[id]!).filter((u) => u.status === 'map' && !q.hit.includes(u.id));
  const full = alive.filter((u) => !u.reduced).sort((a, b) => UNIT[a.id]!.pf - UNIT[a.id]!.reducedPf - (UNIT[b.id]!.pf - UNIT[b.id]!.reducedPf) || (a.id < b.id ? -1 : 1));
  return (full.length > 0 ? full : alive.filter((u) => u.reduced).sort(byPf)).map((u) => u.id);
}

/**
 * Applies the combat losses side by side. A fractional loss (4.2.1.3) where the owner has a real
 * choice stops on a `losses` step ("ses unités": he picks which); forced hits are applied at once.
 */
function continueLosses(s: SyracuseState, ctx: ResolveContext): void {
  const c = s.combat!;
  for (const q of c.losses ?? []) {
    if (q.loss === 'E' || q.loss === 'A' || q.loss === 'R') {
      if (q.n >= 0) applyLoss(s, q.units.map((id) => s.units[id]!).filter((u) => u.status === 'map'), q.loss as Parameters<typeof applyLoss>[2], ctx);
      q.n = -1;
      continue;
    }
    while (q.n > 0) {
      const tier = combatLossTier(s, q);
      if (tier.length === 0) break;
      if (tier.length > q.n) {
        s.step = { k: 'losses', side: q.side, zone: c.zone, rule: 'syracuse 4.2.1.3' };
        return;
      }
      for (const id of tier.slice(0, q.n)) {
        hit(s, s.units[id]!, ctx, 'syracuse 4.2.1.3');
        q.hit.push(id);
        q.n--;
      }
    }
  }
  finishLosses(s, ctx);
}

function finishLosses(s: SyracuseState, ctx: ResolveContext): void {
  const c = s.combat!;
  const def = other(c.attacker);
  const lossA = c.cell![0];
  const lossD = c.cell![1];
  delete c.losses;
  // 4.2.1.5: leaders with a force that takes E are eliminated
  for (const [side, loss] of [[c.attacker, lossA], [def, lossD]] as const) {
    if (loss !== 'E') continue;
    const zone = c.assault === 'camp' ? (side === 'syr' ? 'T13' : 'T17') : c.zone;
    for (const l of leadersIn(s, zone, { side })) killLeader(s, l.id, ctx, 'syracuse 4.2.1.5');
  }
  if (c.naval) for (const side of [c.attacker, def]) checkTransport(s, c.zone, side, ctx);
  checkNavalCollapse(s, ctx);
  if (s.step.k === 'over') return;
  const loser = other(c.winner!);
  // S9: the winner with cavalry in the zone may eliminate a reduced enemy unit
  const winnerCav = unitsIn(s, c.zone, { side: c.winner!, fort: false }).some((u) => UNIT[u.id]!.type === 'C');
  const loserWorn = combatants(s, c)[loser].some((u) => u.reduced && u.status === 'map');
  if (!c.naval && winnerCav && loserWorn && !s.playedThisPhase.includes(c.winner!)) {
    s.step = { k: 'after-combat', side: c.winner! };
    return;
  }
  afterCombat(s, ctx);
}

/**
 * 3.5.3: after a sea fight the ships left carry at most 1 land PF per trireme PF; the carried
 * land units beyond it are eliminated. The owner keeps the strongest units that still fit
 * (largest PF first), the allocation that loses the fewest PF in the common cases (decisions.md).
 */
function checkTransport(s: SyracuseState, zone: string, side: Side, ctx: ResolveContext): void {
  const here = unitsIn(s, zone, { side, fort: false });
  const carried = here.filter((u) => UNIT[u.id]!.type !== 'T').sort((a, b) => pfOf(b) - pfOf(a) || (a.id < b.id ? -1 : 1));
  if (carried.length === 0) return;
  let room = sumPf(here.filter((u) => UNIT[u.id]!.type === 'T'));
  for (const u of carried) {
    if (pfOf(u) <= room) room -= pfOf(u);
    else eliminate(s, u, ctx, 'syracuse 3.5.3');
  }
}

function afterCombat(s: SyracuseState, ctx: ResolveContext): void {
  const c = s.combat!;
  const loser = other(c.winner!);
  if (c.assault) {
    const beaten = loser !== c.attacker;
    if (c.assault === 'fort' && beaten) {
      // 4.3.2.2: the garrison is eliminated, the fort changes hands, one or two winners may go in
      const f = fortBuilt(s, c.zone)!;
      for (const u of unitsIn(s, c.zone, { fort: true })) eliminate(s, u, ctx, 'syracuse 4.3.2.2');
      for (const l of leadersIn(s, c.zone, { fort: true })) killLeader(s, l.id, ctx, 'syracuse 4.3.2.2');
      s.forts[f].owner = c.attacker;
      ctx.emit(ev('fort-captured', { fort: f, side: c.attacker }, { rule: 'syracuse 4.3.2.2' }));
      for (const u of unitsIn(s, c.zone, { side: c.attacker, fort: false }).sort((a, b) => pfOf(b) - pfOf(a)).slice(0, 2)) u.fort = true;
    } else if (c.assault === 'camp' && beaten) {
      // 4.4.4–4.4.6: the camp is destroyed; every Athenian in T17 leaves; M12 back to a protected zone
      s.camp = 'destroyed';
      ctx.emit(ev('camp-destroyed', { side: 'syr' }, { rule: 'syracuse 4.4.4' }));
      const dest = ['T11', 'T24', 'T15', 'T13'].find((z) => !enemyPresent(s, z, 'ath'));
      const out = [...unitsIn(s, 'T17', { side: 'ath' }), ...leadersIn(s, 'T17', { side: 'ath' })];
      for (const p of out) {
        if (dest && ('reduced' in p ? fitsStack(s, dest, 'ath', 0, false) : true)) p.zone = dest;
        else if ('reduced' in p) eliminate(s, p, ctx, 'syracuse 4.4.5');
        else killLeader(s, p.id, ctx, 'syracuse 4.4.5');
      }
      if (dest && out.length > 0) ctx.emit(ev('retreat', { side: 'ath', pieces: out.map((p) => p.id), to: dest }, { rule: 'syracuse 4.4.5' }));
      for (const u of unitsIn(s, 'T13', { side: 'syr', fort: false })) u.zone = 'T17';
      // 4.4.6: M12 is a protected zone again; ships beyond its 50 PF withdraw where they fit
      settleStack(s, 'M12', 'ath', ctx, 'syracuse 4.4.6');
    }
    // 4.4.7: a failed assault leaves everyone where they were
    finishCombat(s, ctx);
    return;
  }
  const zone = c.zone;
  const units = unitsIn(s, zone, { side: loser, fort: false });
  if (unitsIn(s, zone, { side: c.winner!, fort: false }).length === 0) {
    // the winner did not survive its own losses: nobody has to leave
    finishCombat(s, ctx);
    return;
  }
  const leaders = leadersIn(s, zone, { side: loser, fort: false });
  if (units.length === 0 && leaders.length === 0) {
    finishCombat(s, ctx);
    return;
  }
  s.retreating = { side: loser, zone, units: units.map((u) => u.id), leaders: leaders.map((l) => l.id) };
  const options = retreatOptions(s);
  if (options.length <= 1) {
    doRetreat(s, options[0] ?? null, ctx);
    finishCombat(s, ctx);
    return;
  }
  s.step = { k: 'retreat', side: loser };
}

/** Where the loser may retreat (`syracuse 4.2.2.3`): an adjacent zone free of enemy combat units, or the friendly fort of the zone. */
export function retreatOptions(s: SyracuseState): string[] {
  const r = s.retreating!;
  const naval = r.units.some((id) => UNIT[id]!.type === 'T');
  const out: string[] = [];
  for (const z of neighbours(r.zone)) {
    const kind = ZONE[z]!.kind;
    if (naval ? !(kind === 'sea' || z === 'Catane') : kind !== 'land') continue;
    if (closedTo(s, z, r.side) || enemyPresent(s, z, r.side)) continue;
    if (z === 'Catane') continue;
    out.push(z);
  }
  if (!naval) {
    // 3.4.5: a land retreat may go by sea, through one sea zone with friendly ships (no enemy ships)
    // carrying the retreating PF, to an enemy-free coast
    const landPf = sumPf(r.units.map((id) => s.units[id]!));
    for (const sea of neighbours(r.zone)) {
      const z = ZONE[sea]!;
      if (z.kind !== 'sea' || z.terrain === 'port') continue;
      const ships = unitsIn(s, sea).filter((u) => UNIT[u.id]!.type === 'T');
      if (ships.some((u) => UNIT[u.id]!.side !== r.side)) continue;
      if (sumPf(ships.filter((u) => UNIT[u.id]!.side === r.side)) < Math.max(1, landPf)) continue;
      for (const coast of neighbours(sea)) {
        if (coast === r.zone || ZONE[coast]!.kind !== 'land' || out.includes(coast)) continue;
        if (closedTo(s, coast, r.side) || enemyPresent(s, coast, r.side)) continue;
        out.push(coast);
      }
    }
  }
  const f = fortBuilt(s, r.zone);
  if (f && s.forts[f].owner === r.side && unitsIn(s, r.zone, { fort: true }).length < 2) out.push(`${r.zone}:fort`);
  return out.sort();
}

function doRetreat(s: SyracuseState, to: string | null, ctx: ResolveContext): void {
  const r = s.retreating!;
  const rule = 'syracuse 4.2.2.3';
  if (!to) {
    for (const id of r.units) eliminate(s, s.units[id]!, ctx, 'syracuse 4.2.2.1');
    for (const id of r.leaders) killLeader(s, id, ctx, 'syracuse 4.2.2.1');
    return;
  }
  const zone = to.replace(/:fort$/, '');
  const inFort = to.endsWith(':fort');
  const moved: string[] = [];
  for (const id of r.units) {
    const u = s.units[id]!;
    if (inFort && unitsIn(s, zone, { fort: true }).length >= 2) {
      // the fort is full: the rest go on to the zone's other exits below
      continue;
    }
    u.zone = zone;
    u.fort = inFort;
    moved.push(id);
  }
  for (const id of r.leaders) {
    s.leaders[id]!.zone = zone;
    s.leaders[id]!.fort = inFort;
    moved.push(id);
  }
  ctx.emit(ev('retreat', { side: r.side, pieces: moved, to }, { rule }));
  // units left behind (a full fort) and overstacking (4.2.2.4: moved on to an adjacent enemy-free zone, else eliminated)
  const left = r.units.filter((id) => s.units[id]!.zone === r.zone && !s.units[id]!.fort && s.units[id]!.status === 'map');
  for (const id of left) eliminate(s, s.units[id]!, ctx, 'syracuse 4.2.2.1');
  if (!inFort) settleStack(s, zone, r.side, ctx, 'syracuse 4.2.2.4');
}

/** Moves units beyond the stacking limit on to adjacent enemy-free zones, else eliminates them (`syracuse 4.2.2.4`, decision over 3.3.1). */
function settleStack(s: SyracuseState, zone: string, side: Side, ctx: ResolveContext, rule: string): void {
  const lim = () => {
    const here = unitsIn(s, zone, { side, fort: false });
    const l = stackOk(s, zone, side);
    return { here, over: !l };
  };
  let guard = 20;
  while (lim().over && guard-- > 0) {
    const here = lim().here.sort((a, b) => pfOf(a) - pfOf(b) || (a.id < b.id ? -1 : 1));
    const u = here[0]!;
    const naval = UNIT[u.id]!.type === 'T';
    const dest = neighbours(zone).find((z) => (naval ? ZONE[z]?.kind === 'sea' : ZONE[z]?.kind === 'land') && !closedTo(s, z, side) && !enemyPresent(s, z, side) && fitsStack(s, z, side, naval ? pfOf(u) : 0, false));
    if (dest) {
      u.zone = dest;
      ctx.emit(ev('retreat', { side, pieces: [u.id], to: dest }, { rule }));
    } else eliminate(s, u, ctx, rule);
  }
}

function stackOk(s: SyracuseState, zone: string, side: Side): boolean {
  const here = unitsIn(s, zone, { side, fort: false });
  if (here.length === 0) return true;
  const last = here[here.length - 1]!;
  // the zone holds its units if removing any one then adding it back fits
  const saved = last.zone;
  last.zone = null;
  const ok = fitsStack(s, zone, side, UNIT[last.id]!.type === 'T' ? pfOf(last) : 0, false);
  last.zone = saved;
  return ok;
}

function finishCombat(s: SyracuseState, ctx: ResolveContext): void {
  s.combat = undefined;
  s.retreating = undefined;
  captureLeaders(s, ctx);
  checkNavalCollapse(s, ctx);
  if (s.step.k === 'over') return;
  const side = activeSide(s);
  s.step = { k: 'fight', side };
  if (fightChoices(s, side).length === 0) endActionPhase(s, ctx);
}

function killLeader(s: SyracuseState, id: string, ctx: ResolveContext, rule: string): void {
  const l = s.leaders[id]!;
  if (l.status !== 'map') return;
  l.status = 'eliminated';
  l.zone = null;
  l.fort = false;
  l.killed = true;
  s.eliminated[LEADER[id]!.side].leaders++;
  ctx.emit(ev('eliminated', { piece: id }, { rule }));
}

function captureLeaders(s: SyracuseState, ctx: ResolveContext): void {
  for (const id of capturedLeaders(s)) {
    ctx.emit(ev('leader-captured', { leader: id }, { rule: 'syracuse 4.2.2.2' }));
    killLeader(s, id, ctx, 'syracuse 4.2.2.2');
  }
}

/** 9.1.2: the Syracusan wins at once when the Athenian fleet is down to 40 PF or less. */
function checkNavalCollapse(s: SyracuseState, ctx: ResolveContext): void {
  if (s.step.k === 'over') return;
  if (navalPf(s, 'ath') <= 40) {
    finish(s, { winners: ['syr'], level: 'total', reason: 'athenian-fleet', rule: 'syracuse 9.1.2' }, ctx);
  }
}

// ---------------------------------------------------------------- works (phase C)

function startWorks(s: SyracuseState, ctx: ResolveContext): void {
  s.actionSide = undefined;
  const order = [s.initiative, other(s.initiative)].filter((side) => worksAllowed(s, side));
  s.worksOrder = order;
  nextWorks(s, ctx);
}

/** 2.C.13: the Syracusan has no works phase before the turn after the camp is built. */
function worksAllowed(s: SyracuseState, side: Side): boolean {
  return side === 'ath' || (s.campTurn !== undefined && s.campTurn < s.turn);
}

function nextWorks(s: SyracuseState, ctx: ResolveContext): void {
  const side = s.worksOrder?.shift();
  if (!side) {
    startAdjustments(s, ctx);
    return;
  }
  s.works = { rolled: false, discarded: false, pt: 0 };
  s.step = { k: 'works', side };
}

/** The works dice of a player (`syracuse 2.C.2`–`2.C.11`). */
export function worksDice(s: SyracuseState, side: Side): number {
  const { year, season } = turnInfo(s.turn);
  let n = side === 'syr' ? 1 : 2;
  if (s.advantage === side) n++;
  if (side === 'ath' && year === 414) n++;
  if (s.works.discarded) n++;
  if (piecesOf(s, side).some((p) => p.id in s.leaders && LEADER[p.id]!.swords === 2 && p.zone !== 'Catane')) n++;
  if (side === 'ath' && s.forts.labdalon.built && s.forts.labdalon.owner === 'ath') n++;
  if (side === 'ath' && s.chains === 'built') n--;
  if (cavalryOnMap(s, other(side)) > 2 * cavalryOnMap(s, side)) n--; // 2.C.9 as its Précision reads
  if (season === 'winter') n--;
  if (year === 413) n--;
  return Math.max(0, n);
}

/**
 * The zones holding 2 PF of H, A or P of `side`, in the open or in a fort (`syracuse 5.1.4`: the
 * builders; 4.5.2 and S14: the wall breakers), read in one pass over the units.
 */
function builderZones(s: SyracuseState, side: Side): Set<string> {
  const pf = new Map<string, number>();
  for (const u of Object.values(s.units)) {
    if (u.status !== 'map' || !u.zone || UNIT[u.id]!.side !== side) continue;
    const t = UNIT[u.id]!.type;
    if (t === 'H' || t === 'A' || t === 'P') pf.set(u.zone, (pf.get(u.zone) ?? 0) + pfOf(u));
  }
  return new Set([...pf].filter(([, n]) => n >= 2).map(([z]) => z));
}

/** What a player could build now, ignoring the cost (`syracuse 5`). */
export function buildable(s: SyracuseState, side: Side): { id: string; cost: number }[] {
  const out: { id: string; cost: number }[] = [];
  const builders = builderZones(s, side);
  if (side === 'ath') {
    if (s.camp === 'none' && builders.has('T17')) out.push({ id: 'camp', cost: 2 });
    for (const f of FORTS) if (!s.forts[f.id].built && builders.has(f.zone) && !enemyPresent(s, f.zone, side)) out.push({ id: f.id, cost: 2 });
  }
  if (side === 'syr' && s.chains !== 'built' && s.forts.plemmyrion.built && s.forts.plemmyrion.owner === 'syr') out.push({ id: 'chains', cost: 1 });
  for (const w of WALLS.filter((x) => x.side === side)) if (wallBuildable(s, w.id, builders)) out.push({ id: w.id, cost: 1 });
  return out;
}

/** The zones each wall touches (`wallZones`), read once: the map never changes. */
const WALL_ZONES = Object.fromEntries(WALLS.map((w) => [w.id, wallZones(w.id)])) as Record<WallId, string[]>;

/** `builders`: the builder zones of the wall's side (`builderZones`). */
function wallBuildable(s: SyracuseState, id: WallId, builders: Set<string>): boolean {
  const w = WALL[id];
  if (s.walls[id] === 'built') return false;
  if (!WALL_ZONES[id].some((z) => builders.has(z))) return false;
  if (s.walls[id] === 'destroyed') return true; // repair (5.4.2)
  if (w.side === 'ath' && s.camp !== 'built') return false; // 5.4.4
  // 5.4.7: a destroyed wall of his must be repaired first
  if (WALLS.some((x) => x.side === w.side && s.walls[x.id] === 'destroyed')) return false;
  if (w.after && s.walls[w.after] !== 'built') return false; // 5.4.5
  if (id === 'S3A' && s.walls.S3B !== 'none') return false;
  if (id === 'S3B' && s.walls.S3A !== 'none') return false;
  if (id === 'A3' && s.walls.S3A === 'built') return false; // 5.4.6
  if (id === 'S3A' && s.walls.A3 === 'built') return false;
  return true;
}

function build(s: SyracuseState, side: Side, id: string, ctx: ResolveContext, rule: string): void {
  if (id === 'camp') {
    s.camp = 'built';
    s.campTurn = s.turn;
  } else if (id === 'chains') {
    s.chains = 'built';
  } else if (id in s.forts) {
    s.forts[id as FortId] = { built: true, owner: side };
    if (id === 'plemmyrion' && s.turn <= 4) s.plemmyrionByT4 = true;
  } else s.walls[id as WallId] = 'built';
  ctx.emit(ev('built', { side, what: id }, { rule }));
  updateStandingSupply(s, ctx);
}

// ---------------------------------------------------------------- adjustments (phase D)

function startAdjustments(s: SyracuseState, ctx: ResolveContext): void {
  s.dOrder = [
    { k: 'd1', side: s.initiative }, { k: 'd2', side: s.initiative },
    { k: 'd1', side: other(s.initiative) }, { k: 'd2', side: other(s.initiative) },
    { k: 'supply-checks', side: s.initiative },
    { k: 'd3', side: s.initiative }, { k: 'd4', side: s.initiative }, { k: 'd5', side: s.initiative },
    { k: 'd3', side: other(s.initiative) }, { k: 'd4', side: other(s.initiative) }, { k: 'd5', side: other(s.initiative) },
  ];
  nextAdjustment(s, ctx);
}

export function nextAdjustment(s: SyracuseState, ctx: ResolveContext): void {
  for (;;) {
    const next = s.dOrder?.shift();
    if (!next) {
      endTurn(s, ctx);
      return;
    }
    if (next.k === 'supply-checks') {
      supplyChecks(s, ctx);
      continue;
    }
    if (next.k === 'd1' && s.hands[next.side].length <= 1) continue;
    if (next.k === 'd4') {
      moveSupply(s, next.side, ctx);
      if (s.step.k === 'over') return;
    }
    if (next.k === 'd5') {
      s.step = { k: 'd5', side: next.side };
      return;
    }
    s.step = { k: next.k, side: next.side } as Step;
    return;
  }
}

export function supplyChecks(s: SyracuseState, ctx: ResolveContext): void {
  updateStandingSupply(s, ctx);
  // 6.1.2 / 6.2.3: the side with more cavalry in the field rolls against the other's supply
  const cav = { ath: cavalryInField(s, 'ath'), syr: cavalryInField(s, 'syr') };
  if (cav.syr > cav.ath) {
    const roll = ctx.dice.d6('syracuse 6.1.2');
    const hitIt = roll % 2 === 0;
    ctx.emit(ev('supply-roll', { side: 'ath', roll, disette: hitIt }, { rule: 'syracuse 6.1.2' }));
    if (hitIt && s.supply.ath.face === 'appro') s.supply.ath = { box: s.supply.ath.box, face: 'disette', cause: 'cavalry' };
  }
  if (cav.ath > cav.syr) {
    const roll = ctx.dice.d6('syracuse 6.2.3');
    const hitIt = roll % 2 === 1;
    ctx.emit(ev('supply-roll', { side: 'syr', roll, disette: hitIt }, { rule: 'syracuse 6.2.3' }));
    if (hitIt && s.supply.syr.face === 'appro') s.supply.syr = { box: s.supply.syr.box, face: 'disette', cause: 'cavalry' };
  }
}

/** The standing causes of Disette (`syracuse 6.1.1`, `6.2.1`, `6.2.2`) and their end. */
export function updateStandingSupply(s: SyracuseState, _ctx: ResolveContext): void {
  const ath = s.supply.ath;
  if (s.chains === 'built') {
    if (ath.face === 'appro') s.supply.ath = { box: ath.box, face: 'disette', cause: 'chains' };
  } else if (ath.face === 'disette' && ath.cause === 'chains') s.supply.ath = { box: ath.box, face: 'appro' };
  const syr = s.supply.syr;
  const walls = s.walls.A1 === 'built' && s.walls.A2 === 'built' && s.walls.A3 === 'built';
  const occ = (z: string) => unitsIn(s, z, { side: 'ath' }).length > 0;
  const blockade = s.forts.syke.built && unitsIn(s, 'T6', { side: 'ath', fort: true }).length > 0 && occ('T7') && occ('M5') && occ('M8');
  if (walls || blockade) {
    if (syr.face === 'appro') s.supply.syr = { box: syr.box, face: 'disette', cause: walls ? 'walls' : 'blockade' };
  } else if (syr.face === 'disette' && (syr.cause === 'walls' || syr.cause === 'blockade')) s.supply.syr = { box: syr.box, face: 'appro' };
}

export function moveSupply(s: SyracuseState, side: Side, ctx: ResolveContext): void {
  const m = s.supply[side];
  if (m.face === 'disette') m.box = Math.max(0, m.box - 1);
  else if (!winter(s)) m.box = Math.min(3, m.box + 1); // 6.0.2: no rise on winter turns
  ctx.emit(ev('supply', { side, box: m.box, face: m.face }, { rule: 'syracuse 6.0.2' }));
  if (m.box === 0 && m.face === 'disette') {
    if (side === 'syr') {
      ctx.emit(ev('starvation', { side }, { rule: 'syracuse 6.3.2' }));
      finish(s, { winners: ['ath'], level: 'total', reason: 'capitulation', rule: 'syracuse 9.1.1' }, ctx);
      return;
    }
    ctx.emit(ev('starvation', { side }, { rule: 'syracuse 6.3.1' }));
    for (const u of Object.values(s.units).filter((x) => x.status === 'map' && UNIT[x.id]!.side === 'ath')) hit(s, u, ctx, 'syracuse 6.3.1');
    checkNavalCollapse(s, ctx);
    if (s.step.k === 'over') return;
  }
  if (m.face === 'disette' && m.cause === 'cavalry') s.supply[side] = { box: m.box, face: 'appro' }; // 6.3.3
}

/** One die-rolled test of D.5 (`syracuse 8.4`: each may be cancelled and rolled again with the Advantage). */
interface Test {
  key: string;
  rule: string;
  zone: string;
  /** Whether this die already gives the Advantage holder the best outcome (no re-roll offered). */
  best: (die: number, holder: Side) => boolean;
  apply: (die: number) => void;
}

/** The D.5 tests still to roll, in the order of the phase: attrition, sieges, walls, chains. */
function d5Tests(s: SyracuseState, side: Side, ctx: ResolveContext): Test[] {
  const out: Test[] = [];
  const mine = (holder: Side) => holder === side;
  // 6.4: attrition of every zone outside the city, the built camp, a fort, a port or Catane
  const zones = [...new Set(Object.values(s.units).filter((u) => u.status === 'map' && UNIT[u.id]!.side === side && !u.fort && u.zone).map((u) => u.zone!))].sort();
  for (const z of zones) {
    if (z === 'T16' || z === 'Catane' || (z === 'T17' && s.camp === 'built') || isPortFor(s, z, side) || ZONE[z]!.terrain === 'port') continue;
    const naval = ZONE[z]!.kind === 'sea';
    const mod = () => Math.floor(sumPf(unitsIn(s, z, { side, fort: false })) / (naval ? 20 : 5)) + (winter(s) ? 1 : 0);
    out.push({
      key: `attrition:${z}`, rule: 'syracuse 6.4.2', zone: z,
      best: (die, holder) => (mine(holder) ? die + mod() <= 4 : die + mod() >= 6),
      apply: (die) => {
        const here = unitsIn(s, z, { side, fort: false });
        const roll = die + mod();
        const effect = roll >= 6 ? 'all' : roll === 5 ? 'one' : 'none';
        ctx.emit(ev('attrition', { zone: z, roll, effect }, { rule: roll >= 6 ? 'syracuse 6.4.4' : roll === 5 ? 'syracuse 6.4.3' : 'syracuse 6.4.5' }));
        if (effect === 'all') for (const u of here) hit(s, u, ctx, 'syracuse 6.4.4');
        if (effect === 'one') {
          // 6.4.3: one unit "au choix du joueur": the owner chooses when there is a choice
          const cands = attritionCandidates(s, z, side);
          if (cands.length > 1) {
            s.step = { k: 'losses', side, zone: z, rule: 'syracuse 6.4.3' };
            return;
          }
          hit(s, s.units[cands[0]!]!, ctx, 'syracuse 6.4.3');
        }
        captureLeaders(s, ctx);
      },
    });
  }
  // 4.3.3: sieges of forts whose zone holds this player's units and none of the garrison's side
  for (const f of FORTS) {
    const zone = f.zone;
    if (!s.forts[f.id].built) continue;
    const garrison = unitsIn(s, zone, { fort: true });
    if (garrison.length === 0 || sideOf(garrison[0]!.id) === side) continue;
    const besiegers = unitsIn(s, zone, { side, fort: false });
    if (besiegers.length === 0 || unitsIn(s, zone, { side: other(side), fort: false }).length > 0) continue;
    const mod = Math.min(4, besiegers.length);
    out.push({
      key: `siege:${f.id}`, rule: 'syracuse 4.3.3.2', zone,
      best: (die, holder) => (die + mod >= 6) === mine(holder),
      apply: (die) => {
        const roll = die + mod;
        const success = roll >= 6;
        ctx.emit(ev('siege', { fort: f.id, roll, success }, { rule: 'syracuse 4.3.3.3' }));
        if (!success) return;
        for (const u of garrison) eliminate(s, u, ctx, 'syracuse 4.3.3.3');
        for (const l of leadersIn(s, zone, { fort: true })) killLeader(s, l.id, ctx, 'syracuse 4.3.3.3');
        s.forts[f.id].owner = side;
        ctx.emit(ev('fort-captured', { fort: f.id, side }, { rule: 'syracuse 4.3.3.3' }));
        for (const u of besiegers.sort((a, b) => pfOf(b) - pfOf(a)).slice(0, 2)) u.fort = true;
      },
    });
  }
  // 4.5.2: enemy walls with 2 PF of H/A/P of this player on both sides of one of their boundaries
  const breakers = builderZones(s, side);
  for (const w of WALLS) {
    if (w.side === side || s.walls[w.id] !== 'built') continue;
    const edge = w.edges.find(([a, b]) => breakers.has(a) && breakers.has(b));
    if (!edge) continue;
    out.push({
      key: `wall:${w.id}`, rule: 'syracuse 4.5.2', zone: edge[0],
      best: (die, holder) => (die >= 3) === mine(holder),
      apply: (die) => {
        if (die < 3) return;
        s.walls[w.id] = 'destroyed';
        ctx.emit(ev('wall-destroyed', { wall: w.id, roll: die }, { rule: 'syracuse 4.5.2' }));
      },
    });
  }
  // 4.5.3: the Athenian breaks the chains with a ship beside them
  if (side === 'ath' && s.chains === 'built' && (['M8', 'M9'] as const).some((z) => unitsIn(s, z, { side }).some((u) => UNIT[u.id]!.type === 'T'))) {
    out.push({
      key: 'chains', rule: 'syracuse 4.5.3', zone: 'M9',
      best: (die, holder) => (die >= 3) === mine(holder),
      apply: (die) => {
        if (die < 3) return;
        s.chains = 'broken';
        ctx.emit(ev('chains-broken', { roll: die }, { rule: 'syracuse 4.5.3' }));
      },
    });
  }
  return out;
}

/**
 * The units that may take a 6.4.3 attrition loss, the automatic allocation first (the default
 * decision: the smallest full-strength unit, else the smallest reduced one).
 */
export function attritionCandidates(s: SyracuseState, zone: string, side: Side): string[] {
  const byPf = (a: UnitState, b: UnitState) => pfOf(a) - pfOf(b) || (a.id < b.id ? -1 : 1);
  const here = unitsIn(s, zone, { side, fort: false });
  return [...here.filter((x) => !x.reduced).sort(byPf), ...here.filter((x) => x.reduced).sort(byPf)].map((u) => u.id);
}

/** The owner's 6.4.3 choice: that unit is reduced (eliminated if already reduced); D.5 goes on. */
function answerLosses(s: SyracuseState, step: Extract<Step, { k: 'losses' }>, d: ChoiceDecision, ctx: ResolveContext): void {
  if (!s.d5Run) {
    // a state rebuilt from the view (a bot's determinization): the tests up to this zone's attrition are done
    const order = d5Tests(s, step.side, ctx).map((x) => x.key);
    s.d5Run = { side: step.side, done: order.slice(0, order.indexOf(`attrition:${step.zone}`) + 1) };
  }
  hit(s, s.units[d.target!]!, ctx, step.rule);
  captureLeaders(s, ctx);
  // the question is answered: D.5 goes on from its own step, so that the next test's loss (or none)
  // is told apart from this one (else the next test stopped on this answered step, fuzz long-266)
  s.step = { k: 'd5', side: step.side };
  continueD5(s, ctx);
}

/** Resumes D.5 after a decision taken in it; then the next adjustment step (or the scenario's step). */
function continueD5(s: SyracuseState, ctx: ResolveContext): void {
  const run = s.d5Run!;
  const back = run.back;
  if (!d5Automatic(s, run.side, ctx)) return;
  if (back) s.step = back;
  else nextAdjustment(s, ctx);
}

/**
 * The automatic part of D.5 (`syracuse 6.4`, `4.3.3`, `4.5`). Each die may be cancelled by the
 * Advantage holder (8.4): when its result is not already his best, the phase stops on a `reroll`
 * step naming the test and goes on from there. Returns true when the phase is done.
 */
export function d5Automatic(s: SyracuseState, side: Side, ctx: ResolveContext, back?: Step): boolean {
  const run = (s.d5Run ??= { side, done: [], ...(back ? { back } : {}) });
  for (;;) {
    const t = d5Tests(s, side, ctx).find((x) => !run.done.includes(x.key));
    if (!t) break;
    let die = run.pending?.key === t.key ? run.pending.die : undefined;
    if (die === undefined) {
      die = ctx.dice.d6(t.rule);
      if (!t.best(die, s.advantage)) {
        run.pending = { key: t.key, die };
        s.step = { k: 'reroll', side: s.advantage, test: { of: side, key: t.key, rule: t.rule, zone: t.zone, die } };
        return false;
      }
    }
    delete run.pending;
    run.done.push(t.key);
    t.apply(die);
    if (s.step.k === 'losses') return false;
  }
  s.d5Run = undefined;
  updateStandingSupply(s, ctx);
  return true;
}

/** The Advantage holder's answer to a D.5 test (`syracuse 8.4`): roll again, or keep the die. */
function answerTest(s: SyracuseState, side: Side, test: NonNullable<Extract<Step, { k: 'reroll' }>['test']>, d: ChoiceDecision, ctx: ResolveContext): void {
  const run = (s.d5Run ??= { side: test.of, done: [] });
  if (!run.pending) {
    // a state rebuilt from the view (a bot's determinization): the tests listed before this one are done
    const order = d5Tests(s, test.of, ctx).map((x) => x.key);
    run.done.push(...order.slice(0, Math.max(0, order.indexOf(test.key))));
    run.pending = { key: test.key, die: test.die };
  }
  const pending = run.pending;
  let die = pending.die;
  if (d.verb === 'advantage') {
    useAdvantage(s, side, 'reroll', ctx, 'syracuse 8.4');
    die = ctx.dice.d6('syracuse 8.4');
  }
  // the die now stands, re-rolled or kept: the test is applied without a second offer
  const t = d5Tests(s, run.side, ctx).find((x) => x.key === pending.key);
  delete run.pending;
  run.done.push(pending.key);
  t?.apply(die);
  if (s.step.k === 'losses') return;
  continueD5(s, ctx);
}

function endTurn(s: SyracuseState, ctx: ResolveContext): void {
  checkNavalCollapse(s, ctx);
  if (s.step.k === 'over') return;
  for (const p of [...Object.values(s.units), ...Object.values(s.leaders)]) delete p.redeployed;
  if (s.turn >= s.lastTurn) {
    finish(s, finalResult(s), ctx);
    return;
  }
  s.turn += 1;
  startTurn(s, ctx);
}

// ---------------------------------------------------------------- victory (9)

export function victoryPoints(s: SyracuseState): Record<Side, number> {
  const vp = { ath: 0, syr: 0 };
  for (const f of FORTS) if (f.vp > 0 && s.forts[f.id].built) vp[s.forts[f.id].owner] += f.vp; // 9.2.2
  for (const w of WALLS) if (s.walls[w.id] === 'built') vp[w.side] += 2; // 9.2.3
  for (const side of SIDES) {
    const e = s.eliminated[other(side)];
    vp[side] += 3 * e.T + 2 * e.H + e.other + e.leaders; // 9.2.4–9.2.7
  }
  if (!s.plemmyrionByT4) vp.syr += 5; // 9.2.8
  return vp;
}

export function finalResult(s: SyracuseState): NonNullable<SyracuseState['result']> {
  const allA = s.walls.A1 === 'built' && s.walls.A2 === 'built' && s.walls.A3 === 'built';
  if (s.camp === 'destroyed' || (s.chains === 'built' && !allA)) return { winners: ['syr'], level: 'total', reason: s.camp === 'destroyed' ? 'camp-destroyed' : 'chains', rule: 'syracuse 9.1.3' };
  if (allA && s.forts.plemmyrion.built && s.forts.plemmyrion.owner === 'ath' && s.chains !== 'built') return { winners: ['ath'], level: 'total', reason: 'circumvallation', rule: 'syracuse 9.1.4' };
  const vp = victoryPoints(s);
  const gap = Math.abs(vp.ath - vp.syr);
  // 9.2.9 / 9.2.10 overlap at exactly 5: decided a draw (the "inclus" of 9.2.9), see decisions.md
  if (gap <= 5) return { winners: [], level: 'draw', reason: 'points', vp, rule: 'syracuse 9.2.9' };
  const win: Side = vp.ath > vp.syr ? 'ath' : 'syr';
  const strategic = vp[win] >= 2 * vp[other(win)];
  return { winners: [win], level: strategic ? 'strategic' : 'tactical', reason: 'points', vp, rule: strategic ? 'syracuse 9.2.11' : 'syracuse 9.2.10' };
}

function finish(s: SyracuseState, r: NonNullable<SyracuseState['result']>, ctx: ResolveContext): void {
  const vp = r.vp ?? victoryPoints(s);
  s.result = { ...r, vp };
  s.step = { k: 'over' };
  ctx.emit(ev('game-over', { winners: r.winners, level: r.level, reason: r.reason, vpAth: vp.ath, vpSyr: vp.syr }, { rule: r.rule }));
}

// ---------------------------------------------------------------- choices

const CHOICE_PASS: Choice = { verb: 'pass' };

export function choicesFor(s: SyracuseState, side: Side): Choice[] | null {
  const st = s.step;
  if (st.k === 'over' || st.side !== side) return null;
  const out: Choice[] = [];
  // a face's targets may be given as a function, worked out only when the hand holds the face
  const face = (f: string, targets?: string[] | (() => string[])) => {
    if (!canPlayFace(s, side, f)) return;
    const t = typeof targets === 'function' ? targets() : targets;
    if (!t || t.length > 0) out.push({ verb: 'play', subject: f, ...(t ? { targets: t } : {}) });
  };
  switch (st.k) {
    case 'advantage-b1':
      return [{ verb: 'advantage', targets: ['+2ap', 'initiative'] }, CHOICE_PASS];
    case 'b2-strat': {
      const enemyDue = dueGroups(s).filter((g) => GROUP[g]!.side !== side);
      face('S17', enemyDue);
      const optional = optionalGroup(s, side);
      if (optional) face('S18');
      if (side === 'syr' && s.leaders.alcibiades!.status !== 'removed') face('S21');
      const s25 = [...(s.advantage !== side ? ['advantage'] : []), ...(optional ? ['S18'] : []), ...(s.bowl.length > 0 ? ['draw'] : [])];
      face('S25', s25);
      out.push(CHOICE_PASS);
      return out;
    }
    case 's17-answer':
      face('S17');
      out.push(CHOICE_PASS);
      return out;
    case 'place':
      return [{ verb: 'place', subject: st.group, targets: placeZones(s, st.group) }];
    case 'clear':
      return [{ verb: 'displace', targets: clearDestinations(s, st.zone, other(side)) }];
    case 'reinf-move': {
      const fresh = piecesOf(s, side).filter((x) => x.fresh && x.moved !== -1);
      const dests = destinationsOf(s, side, fresh.map((p) => p.id), { reinforcement: true });
      fresh.forEach((p, i) => {
        if (dests[i]!.length > 0) out.push({ verb: 'move', subject: p.id, targets: dests[i]! });
      });
      if (!piecesOf(s, side).some((p) => p.aboard)) out.push({ verb: 'done' });
      else if (out.length === 0) out.push({ verb: 'done' });
      return out;
    }
    case 'declare':
      return [{ verb: 'declare', targets: Array.from({ length: s.ap[side] }, (_, i) => String(i + 1)) }];
    case 'react':
    case 'act': {
      if (!s.playedThisPhase.includes(side)) actStratagems(s, side, face);
      if (st.k === 'react') {
        out.push(CHOICE_PASS);
        return out;
      }
      const mine = piecesOf(s, side);
      const zones = [...new Set(mine.filter((p) => p.zone && !s.activated.includes(p.zone)).map((p) => p.zone!))].filter((z) => activationCost(s, z, side) <= s.pool && z !== null).sort();
      if (zones.length > 0) out.push({ verb: 'activate', targets: zones });
      // a unit moves once per phase from an activated zone; one stopped by withdrawn cavalry goes on (3.2.13)
      const movers = mine.filter((p) => !(!p.zone || (!s.activated.includes(p.zone) && !p.cont) || (p.moved === s.actionPhase && !p.cont) || (p.id in s.leaders && s.leaders[p.id]!.sick)));
      const dests = destinationsOf(s, side, movers.map((p) => p.id));
      movers.forEach((p, i) => {
        if (dests[i]!.length > 0) out.push({ verb: 'move', subject: p.id, targets: dests[i]! });
      });
      out.push({ verb: 'end' });
      return out;
    }
    case 'withdraw': {
      const t = withdrawTargets(s, st.zone, side);
      if (t.length > 0) out.push({ verb: 'withdraw', targets: t });
      out.push({ verb: 'stay' });
      return out;
    }
    case 'fight':
      return fightChoices(s, side);
    case 'combat-strat':
      return combatStratChoices(s, side);
    case 'reroll':
      return [{ verb: 'advantage', targets: ['reroll'] }, CHOICE_PASS];
    case 'losses': {
      if (st.rule === 'syracuse S23') return [{ verb: 'reduce', targets: epidemicCandidates(s, other(side)) }];
      if (st.rule === 'syracuse S5') return [{ verb: 'lose', targets: hullCandidates(s, !!st.eliminate) }];
      const q = s.combat?.losses?.find((x) => x.side === side && x.n > 0);
      return [{ verb: 'lose', targets: q ? combatLossTier(s, q) : attritionCandidates(s, st.zone, side) }];
    }
    case 'after-combat':
      face('S9', () => cavalryTargets(s, side));
      out.push(CHOICE_PASS);
      return out;
    case 'retreat':
      return [{ verb: 'retreat', targets: retreatOptions(s) }];
    case 'recovery':
      return [{ verb: 'recover', targets: recoveryCandidates(s, side) }];
    case 'works': {
      if (!s.works.rolled) {
        if (!s.works.discarded) {
          const disc = s.hands[side].filter((c) => COUNTER[c]!.faces.some((f) => f.colour === side));
          if (disc.length > 0) out.push({ verb: 'discard', targets: disc });
        }
        out.push({ verb: 'roll' });
      }
      if (side === 'syr' && !s.s6 && s.leaders.erasinides!.status === 'map' && !s.playedThisPhase.includes(side)) face('S6');
      if (!s.playedThisPhase.includes(side)) {
        face('S12', () => buildable(s, side).filter((b) => b.id in WALL).map((b) => b.id));
        face('S13', () => buildable(s, side).filter((b) => b.id === 'camp' || b.id in FORT).map((b) => b.id));
      }
      if (s.works.rolled) {
        const b = buildable(s, side).filter((x) => x.cost <= s.works.pt).map((x) => x.id);
        if (b.length > 0) out.push({ verb: 'build', targets: b });
        out.push({ verb: 'done' });
      }
      return out;
    }
    case 'd1':
      return [{ verb: 'keep', targets: [...s.hands[side]].sort() }];
    case 'd2': {
      // the forts' garrisons, read once for all the pieces (the state does not change here)
      const garrisons = new Map<string, UnitState[]>();
      const garrison = (zone: string) => garrisons.get(zone) ?? garrisons.set(zone, unitsIn(s, zone, { fort: true })).get(zone)!;
      for (const p of piecesOf(s, side)) {
        if (p.redeployed) continue;
        const t = redeployTargets(s, p.id, garrison);
        if (t.length > 0) out.push({ verb: 'redeploy', subject: p.id, targets: t });
      }
      out.push({ verb: 'done' });
      return out;
    }
    case 'd3': {
      const left = recoveriesLeft(s, side);
      const worn = recoverable(s, side).map((u) => u.id).sort();
      if (left > 0 && worn.length > 0) out.push({ verb: 'recover', targets: worn });
      if (!s.playedThisPhase.includes(side) && worn.length > 0) {
        face('S15');
        face('S16');
        face('S25', ['S15']);
      }
      if (s.advantage === side) {
        const adv = [...(worn.length > 0 ? ['recover'] : []), ...(s.s20Back.filter((id) => LEADER[id]!.side === side).map((id) => `return:${id}`))];
        if (adv.length > 0) out.push({ verb: 'advantage', targets: adv });
      }
      out.push({ verb: 'done' });
      return out;
    }
    case 'd4':
      face('S22');
      out.push({ verb: 'done' });
      return out;
    case 'd5': {
      if (side === 'syr' && s.camp === 'built' && unitsIn(s, 'M12', { side: 'ath' }).some((u) => UNIT[u.id]!.type === 'T')) face('S5');
      face('S24', () => Object.values(s.units).filter((u) => u.status === 'map' && UNIT[u.id]!.side !== side && UNIT[u.id]!.allied).map((u) => u.id).sort());
      out.push({ verb: 'done' });
      return out;
    }
  }
  return null;
}

function actStratagems(s: SyracuseState, side: Side, face: (f: string, t?: string[] | (() => string[])) => void): void {
  face('S4');
  face('S7', () => [...new Set(unitsIn2(s, side).filter((u) => UNIT[u.id]!.type === 'A').map((u) => u.zone!))].sort());
  face('S14', () => {
    const sappers = builderZones(s, side);
    const sap = WALLS.filter((w) => w.side !== side && s.walls[w.id] === 'built' && w.edges.some(([a, b]) => sappers.has(a) && sappers.has(b))).map((w) => w.id as string);
    if (side === 'ath' && s.chains === 'built' && (['M8', 'M9'] as const).some((z) => unitsIn(s, z, { side }).some((u) => UNIT[u.id]!.type === 'T'))) sap.push('chains');
    return sap;
  });
  const enemyLeaders = () => Object.values(s.leaders).filter((l) => l.status === 'map' && LEADER[l.id]!.side !== side);
  face('S20', () => enemyLeaders().filter((l) => LEADER[l.id]!.swords < 2).map((l) => l.id).sort());
  face('S23', () => enemyLeaders().map((l) => l.id).sort());
  face('S25', [...(s.advantage !== side ? ['advantage'] : []), ...(s.bowl.length > 0 ? ['draw'] : [])]);
}

function unitsIn2(s: SyracuseState, side: Side): UnitState[] {
  return Object.values(s.units).filter((u) => u.status === 'map' && UNIT[u.id]!.side === side && u.zone && u.zone !== 'Catane');
}

function optionalGroup(s: SyracuseState, side: Side): string | undefined {
  return GROUP_IDS.find((g) => GROUP[g]!.optional && GROUP[g]!.side === side && !s.optionalIn.includes(g));
}

function recoveriesLeft(s: SyracuseState, side: Side): number {
  const total = Object.values(s.leaders).filter((l) => l.status === 'map' && LEADER[l.id]!.side === side && l.zone !== 'Catane').reduce((n, l) => n + swords(l), 0);
  return total - (s.recovered ?? 0);
}

function withdrawTargets(s: SyracuseState, zone: string, side: Side): string[] {
  const cav = unitsIn(s, zone, { side, fort: false }).filter((u) => UNIT[u.id]!.type === 'C');
  if (cav.length === 0) return [];
  const around = surroundingsOf(s, side);
  const sets = cav.map((u) => new Set([...reachableFree(s, u.id, around)]));
  // the whole cavalry goes together and must fit the stacking limit there (3.3)
  return [...sets[0]!].filter((z) => sets.every((x) => x.has(z)) && (around.ownOpen.get(z) ?? 0) + cav.length <= (stackLimit(s, z).units ?? Infinity)).sort();
}

/** Where a cavalry unit may withdraw (3.2.13): 4 PM whatever it has spent, to an open zone free of enemy units. */
function reachableFree(s: SyracuseState, id: string, around: Surroundings): string[] {
  return [...reachable(s, id, { budget: 4, around }).keys()].filter((z) => !z.endsWith(':fort') && !around.enemyAt.has(z));
}

/** D.2 destinations (`syracuse 2.D.2.1`, `2.D.2.2`). */
function redeployTargets(s: SyracuseState, id: string, garrison: (zone: string) => UnitState[] = (zone) => unitsIn(s, zone, { fort: true })): string[] {
  const side = sideOf(id);
  const p = piece(s, id)!;
  const isLeader = id in s.leaders;
  const naval = !isLeader && UNIT[id]!.type === 'T';
  const out: string[] = [];
  if (naval) {
    for (const z of ['M6', 'M7', 'M12']) if (isPortFor(s, z, side) && z !== p.zone) out.push(z);
  } else {
    if (side === 'syr' && p.zone !== 'T16') out.push('T16');
    if (side === 'ath' && s.camp === 'built' && p.zone !== 'T17') out.push('T17');
    for (const f of FORTS) {
      if (!s.forts[f.id].built || s.forts[f.id].owner !== side) continue;
      if (p.zone === f.zone && p.fort) continue;
      if (isLeader || garrison(f.zone).length < 2) {
        if (!garrison(f.zone).some((u) => UNIT[u.id]!.side !== side)) out.push(`${f.zone}:fort`);
      }
    }
  }
  // Catane: ships freely; land units only with at least as many ship PF going there (2.D.2.2)
  if (side === 'ath' && s.chains !== 'built' && p.zone !== 'Catane') {
    if (naval || isLeader) out.push('Catane');
    else if ((s.toCatane?.land ?? 0) + pfOf(s.units[id]!) <= (s.toCatane?.naval ?? 0)) out.push('Catane');
  }
  return out;
}

// ---------------------------------------------------------------- apply

export function apply(s: SyracuseState, side: Side, d: ChoiceDecision, ctx: ResolveContext): void {
  const st = s.step;
  if (st.k === 'over') return;
  switch (st.k) {
    case 'advantage-b1':
      if (d.verb === 'advantage') {
        useAdvantage(s, side, d.target!, ctx, 'syracuse 8.2');
        if (d.target === '+2ap') s.ap[side] += 2;
        else s.initiative = other(s.initiative);
      }
      startB2(s);
      return;
    case 'b2-strat':
      if (d.verb === 'play') {
        b2Play(s, side, d, ctx);
        return;
      }
      if (st.passes + 1 >= 2) {
        healLeaders(s, ctx);
        startPlacement(s, ctx);
      } else s.step = { k: 'b2-strat', side: other(side), passes: st.passes + 1 };
      return;
    case 's17-answer': {
      const g = st.group;
      if (d.verb === 'play') {
        spend(s, side, 'S17', ctx, g);
        s.toPlace = s.toPlace.filter((x) => x !== g);
        s.optionalIn = s.optionalIn.filter((x) => x !== g);
        ctx.emit(ev('reinforcement-cancelled', { group: g }, { rule: 'syracuse S17' }));
      }
      s.step = { k: 'b2-strat', side: other(side), passes: 0 };
      return;
    }
    case 'place':
      if (place(s, st.group, d.target!, ctx)) nextPlacement(s, ctx);
      return;
    case 'clear':
      place(s, st.group, st.zone, ctx, d.target!);
      nextPlacement(s, ctx);
      return;
    case 'reinf-move':
      if (d.verb === 'move') {
        doMove(s, d.subject!, d.target!, ctx, true);
        return;
      }
      for (const p of piecesOf(s, side)) delete p.fresh;
      startReinforcementMoves(s, ctx);
      return;
    case 'declare':
      s.actionSide = side;
      beginActionPhase(s, side, Number(d.target), ctx);
      return;
    case 'react':
      // the enemy's actions follow the window, once the stratagem (and any test or choice it opens) is done
      s.step = { k: 'act', side: other(side) };
      if (d.verb === 'play') actPlay(s, side, d, ctx);
      return;
    case 'act':
      if (d.verb === 'activate') {
        const cost = activationCost(s, d.target!, side);
        s.pool -= cost;
        s.activated.push(d.target!);
        ctx.emit(ev('activate', { side, zone: d.target!, cost }, { rule: cost === 0 ? 'syracuse 2.B.3.2.2' : cost === 1 ? 'syracuse 2.B.3.2.3' : 'syracuse 2.B.3.2.4' }));
      } else if (d.verb === 'move') doMove(s, d.subject!, d.target!, ctx, false);
      else if (d.verb === 'play') actPlay(s, side, d, ctx);
      else if (d.verb === 'end') endMoves(s, ctx);
      return;
    case 'withdraw': {
      const zone = st.zone;
      if (d.verb === 'withdraw') {
        const cav = unitsIn(s, zone, { side, fort: false }).filter((u) => UNIT[u.id]!.type === 'C');
        for (const u of cav) u.zone = d.target!;
        ctx.emit(ev('cavalry-withdraws', { side, units: cav.map((u) => u.id), to: d.target! }, { rule: 'syracuse 3.2.13' }));
        captureLeaders(s, ctx);
      } else {
        for (const p of piecesOf(s, other(side))) if (p.zone === zone) delete p.cont;
      }
      s.step = { k: 'act', side: other(side) };
      return;
    }
    case 'fight':
      if (d.verb === 'fight') startCombat(s, d.target!, undefined);
      else if (d.verb === 'assault') startCombat(s, d.target!, 'fort');
      else if (d.verb === 'assault-camp') {
        s.playedThisPhase.push(side);
        spend(s, side, 'S11', ctx, 'T17');
        startCombat(s, 'T17', 'camp');
      } else endActionPhase(s, ctx);
      return;
    case 'combat-strat': {
      const c = s.combat!;
      if (d.verb === 'play') {
        s.playedThisPhase.push(side);
        spend(s, side, d.subject!, ctx, d.target);
        c.played.push({ side, face: d.subject!, ...(d.target ? { target: d.target } : {}) });
      }
      if (side === c.attacker) {
        c.attackerAsked = true;
        s.step = { k: 'combat-strat', side: other(side) };
        return;
      }
      c.defenderAsked = true;
      resolveCombat(s, ctx);
      return;
    }
    case 'losses': {
      if (st.rule === 'syracuse S23') {
        hit(s, s.units[d.target!]!, ctx, 'syracuse S23');
        epidemic(s, side, (st.left ?? 1) - 1, st.back!, ctx);
        return;
      }
      if (st.rule === 'syracuse S5') {
        strikeHull(s, d.target!, !!st.eliminate, ctx);
        if (st.eliminate) rottenHulls(s, st.d5!, false, ctx);
        else hullsDone(s, st.d5!, ctx);
        return;
      }
      const q = s.combat?.losses?.find((x) => x.side === side && x.n > 0);
      if (q) {
        hit(s, s.units[d.target!]!, ctx, 'syracuse 4.2.1.3');
        q.hit.push(d.target!);
        q.n--;
        continueLosses(s, ctx);
      } else if (s.step.k === 'losses') answerLosses(s, s.step, d, ctx);
      return;
    }
    case 'reroll':
      if (s.step.k === 'reroll' && s.step.test?.back) {
        answerStratagemTest(s, side, s.step.test, d, ctx);
        return;
      }
      if (s.step.k === 'reroll' && s.step.test) {
        answerTest(s, side, s.step.test, d, ctx);
        return;
      }
      if (d.verb === 'advantage') {
        useAdvantage(s, side, 'reroll', ctx, 'syracuse 8.4');
        resolveCombat(s, ctx);
        return;
      }
      applyCombat(s, ctx);
      return;
    case 'after-combat': {
      if (d.verb === 'play') {
        // S9: the winner picks which reduced enemy unit of the battle he eliminates
        s.playedThisPhase.push(side);
        spend(s, side, 'S9', ctx, d.target);
        const u = d.target !== undefined ? s.units[d.target] : undefined;
        if (u && cavalryTargets(s, side).includes(u.id)) eliminate(s, u, ctx, 'syracuse S9');
      }
      afterCombat(s, ctx);
      return;
    }
    case 'retreat':
      doRetreat(s, d.target!, ctx);
      finishCombat(s, ctx);
      return;
    case 'works':
      worksApply(s, side, d, ctx);
      return;
    case 'd1':
      for (const c of s.hands[side].filter((x) => x !== d.target)) {
        s.bowl.push(c);
        ctx.emit(ev('return-to-bowl', { side, counter: c }, { rule: 'syracuse 2.D.1', to: [side] }));
      }
      s.bowl.sort();
      s.hands[side] = [d.target!];
      nextAdjustment(s, ctx);
      return;
    case 'd2':
      if (d.verb === 'redeploy') {
        const p = piece(s, d.subject!)!;
        const to = d.target!;
        if (to === 'Catane' && p.id in s.units) {
          const tc = (s.toCatane ??= { land: 0, naval: 0 });
          if (UNIT[p.id]!.type === 'T') tc.naval += pfOf(s.units[p.id]!);
          else tc.land += pfOf(s.units[p.id]!);
        }
        p.zone = to.replace(/:fort$/, '');
        p.fort = to.endsWith(':fort');
        delete p.aboard;
        p.redeployed = true;
        ctx.emit(ev('redeploy', { piece: p.id, to }, { rule: to === 'Catane' ? 'syracuse 2.D.2.2' : 'syracuse 2.D.2.1' }));
        return;
      }
      s.toCatane = undefined;
      nextAdjustment(s, ctx);
      return;
    case 'd3':
      if (d.verb === 'recover') {
        recover(s, d.target!, ctx, 'syracuse 2.D.3');
        s.recovered = (s.recovered ?? 0) + 1;
        return;
      }
      if (d.verb === 'play') {
        // S15, S16 and S25 as S15: the player picks the units (`recovery` step), one at a time
        s.playedThisPhase.push(side);
        spend(s, side, d.subject!, ctx, d.target);
        pickRecoveries(s, side, `syracuse ${d.subject!}`, d.subject === 'S16' ? 2 : 1, ctx);
        return;
      }
      if (d.verb === 'advantage') {
        useAdvantage(s, side, d.target!, ctx, d.target!.startsWith('return:') ? 'syracuse 8.6' : 'syracuse 8.5');
        if (d.target === 'recover') pickRecoveries(s, side, 'syracuse 8.5', 1, ctx);
        else {
          const id = d.target!.slice('return:'.length);
          const l = s.leaders[id]!;
          Object.assign(l, { status: 'map', zone: baseZone(s, side), fort: false });
          s.s20Back = s.s20Back.filter((x) => x !== id);
        }
        return;
      }
      s.recovered = 0;
      s.playedThisPhase = [];
      nextAdjustment(s, ctx);
      return;
    case 'recovery':
      recover(s, d.target!, ctx, st.rule);
      pickRecoveries(s, side, st.rule, st.left - 1, ctx);
      return;
    case 'd4':
      if (d.verb === 'play') {
        spend(s, side, 'S22', ctx);
        s.supply[side].box = Math.min(3, s.supply[side].box + 1);
        ctx.emit(ev('supply', { side, box: s.supply[side].box, face: s.supply[side].face }, { rule: 'syracuse S22' }));
      }
      nextAdjustment(s, ctx);
      return;
    case 'd5':
      if (d.verb === 'play') {
        spend(s, side, d.subject!, ctx, d.target);
        if (d.subject === 'S5') {
          rottenHulls(s, side, true, ctx);
          return;
        } else {
          const u = s.units[d.target!]!;
          u.status = 'removed';
          u.zone = null;
          u.fort = false;
          ctx.emit(ev('eliminated', { piece: u.id }, { rule: 'syracuse S24' }));
          captureLeaders(s, ctx);
        }
        checkNavalCollapse(s, ctx);
        if (s.step.k === 'over') return;
      }
      if (d5Automatic(s, side, ctx)) nextAdjustment(s, ctx);
      return;
  }
}

function baseZone(s: SyracuseState, side: Side): string {
  return side === 'syr' ? 'T16' : s.camp === 'built' ? 'T17' : 'Catane';
}

/**
 * The side's reduced units that may be flipped to full strength (2.D.3, 8.5, S15, S16, S25): a
 * ship in a protected sea zone is not, when its full strength would put its side's ships there
 * over 50 PF (3.3.8 is a standing limit; the rules of recovery do not lift it — decisions.md).
 */
function recoverable(s: SyracuseState, side: Side): UnitState[] {
  return Object.values(s.units).filter((u) => u.status === 'map' && u.reduced && UNIT[u.id]!.side === side && u.zone && (UNIT[u.id]!.type !== 'T' || shipsFit(s, side, u.zone, [u.id])));
}

/**
 * Whether the side's ships in zone `z` stay within its PF limit (3.3.8, a protected sea zone) once
 * the reduced units `ids` are turned back to full strength; a zone with no such limit always fits.
 */
function shipsFit(s: SyracuseState, side: Side, z: string, ids: readonly string[]): boolean {
  const lim = stackLimit(s, z).pf;
  if (lim === undefined) return true;
  const ships = unitsIn(s, z, { side, fort: false }).filter((x) => UNIT[x.id]!.type === 'T');
  const gain = ships.filter((u) => ids.includes(u.id)).reduce((n, u) => n + UNIT[u.id]!.pf - pfOf(u), 0);
  return sumPf(ships) + gain <= lim;
}

/** The units a recovery (2.D.3, 8.5, S15, S16, S25) may turn back now, the strongest (full PF) first: the automatic choice. */
export function recoveryCandidates(s: SyracuseState, side: Side): string[] {
  return recoverable(s, side)
    .sort((a, b) => UNIT[b.id]!.pf - UNIT[a.id]!.pf || (a.id < b.id ? -1 : 1))
    .map((u) => u.id);
}

/** Whether all these reduced units may be turned back together: 3.3.8's 50 PF of ships in a protected zone (`recoverable`) holds for all at once. */
function recoverableTogether(s: SyracuseState, side: Side, ids: string[]): boolean {
  return [...new Set(ids.map((id) => s.units[id]!.zone!))].every((z) => shipsFit(s, side, z, ids));
}

/**
 * `left` recoveries of `rule` (S15, S16, S25 as S15, 8.5): the player picks each unit on a
 * `recovery` step, the list read again after each pick (3.3.8 may close a ship's zone); where he
 * has no real choice (every candidate recovers) they are turned back at once. Then D.3 goes on.
 */
function pickRecoveries(s: SyracuseState, side: Side, rule: string, left: number, ctx: ResolveContext): void {
  for (let n = left; n > 0; n--) {
    const cands = recoveryCandidates(s, side);
    if (cands.length === 0) break;
    if (cands.length > 1 && (cands.length > n || !recoverableTogether(s, side, cands))) {
      s.step = { k: 'recovery', side, rule, left: n };
      return;
    }
    recover(s, cands[0]!, ctx, rule);
  }
  s.step = { k: 'd3', side };
}

function recover(s: SyracuseState, id: string, ctx: ResolveContext, rule: string): void {
  s.units[id]!.reduced = false;
  ctx.emit(ev('recovered', { unit: id }, { rule }));
}

function useAdvantage(s: SyracuseState, side: Side, use: string, ctx: ResolveContext, rule: string): void {
  ctx.emit(ev('advantage', { side, use }, { rule }));
  s.advantage = other(side); // 8.7
}

function b2Play(s: SyracuseState, side: Side, d: ChoiceDecision, ctx: ResolveContext): void {
  const f = d.subject!;
  const st = s.step as Extract<Step, { k: 'b2-strat' }>;
  if (f === 'S25' && d.target === 'advantage') {
    spend(s, side, f, ctx, d.target);
    s.advantage = side;
  } else if (f === 'S25' && d.target === 'draw') {
    spend(s, side, f, ctx, d.target);
    drawOne(s, side, ctx, 'syracuse S25');
  } else if (f === 'S17') {
    spend(s, side, f, ctx, d.target);
    s.delayed[d.target!] = s.turn + 1;
    ctx.emit(ev('reinforcement-delayed', { group: d.target!, turn: s.turn + 1 }, { rule: 'syracuse S17' }));
  } else if (f === 'S21') {
    spend(s, side, f, ctx);
    const a = s.leaders.alcibiades!;
    Object.assign(a, { status: 'removed', zone: null, fort: false });
    ctx.emit(ev('eliminated', { piece: 'alcibiades' }, { rule: 'syracuse S21' }));
  } else if (f === 'S18' || (f === 'S25' && d.target === 'S18')) {
    spend(s, side, f, ctx, d.target);
    const g = optionalGroup(s, side)!;
    s.optionalIn.push(g);
    s.toPlace.push(g);
    s.step = { k: 's17-answer', side: other(side), group: g };
    return;
  }
  s.step = { k: 'b2-strat', side: other(side), passes: 0 };
  void st;
}

/**
 * A B.3 stratagem played (`syracuse 2.B.3.0.6`). `s.step` is already the step play goes back to; a
 * test the Advantage may cancel (S4, S20) or a choice of units (S23) stops on its own step first.
 */
function actPlay(s: SyracuseState, side: Side, d: ChoiceDecision, ctx: ResolveContext): void {
  const f = d.subject!;
  const back = s.step;
  s.playedThisPhase.push(side);
  spend(s, side, f, ctx, d.target);
  if (f === 'S4') {
    // S4: every ship at sea rolls; 5–6 hits (6 only in protected zones); ports are spared
    const units = stormShips(s);
    const dice = units.map(() => ctx.dice.d6('syracuse S4'));
    if (units.length > 0 && offerStratagemTest(s, { of: side, key: 'S4', rule: 'syracuse S4', zone: '', die: dice[0]!, dice, units }, back)) return;
    storm(s, units, dice, ctx);
  } else if (f === 'S7') {
    s.archers.push({ zone: d.target!, side });
  } else if (f === 'S14') {
    if (d.target === 'chains') {
      s.chains = 'broken';
      ctx.emit(ev('chains-broken', { roll: 0 }, { rule: 'syracuse S14' }));
    } else {
      s.walls[d.target as WallId] = 'destroyed';
      ctx.emit(ev('wall-destroyed', { wall: d.target!, roll: 0 }, { rule: 'syracuse S14' }));
    }
    updateStandingSupply(s, ctx);
  } else if (f === 'S20') {
    const id = d.target!;
    const die = ctx.dice.d6('syracuse S20');
    if (offerStratagemTest(s, { of: side, key: 'S20', rule: 'syracuse S20', zone: s.leaders[id]!.zone ?? '', die, target: id }, back)) return;
    discord(s, id, die, ctx);
  } else if (f === 'S23') {
    // S23: the leader falls sick at his side's base; the player then reduces two enemy land units (decisions.md)
    const enemy = other(side);
    const l = s.leaders[d.target!]!;
    l.wounded = true;
    l.sick = true;
    l.zone = baseZone(s, enemy);
    l.fort = false;
    epidemic(s, side, 2, back, ctx);
  } else if (f === 'S25') {
    if (d.target === 'advantage') s.advantage = side;
    else drawOne(s, side, ctx, 'syracuse S25');
  }
}

function doMove(s: SyracuseState, id: string, to: string, ctx: ResolveContext, reinforcement: boolean): void {
  const p = piece(s, id)!;
  const side = sideOf(id);
  const r = reachTo(s, id, to, { reinforcement })!;
  const budget0 = p.cont ?? 4;
  const from = p.zone!;
  const zone = to.replace(/:fort$/, '');
  p.zone = zone;
  p.fort = to.endsWith(':fort');
  p.moved = reinforcement ? -1 : s.actionPhase;
  delete p.cont;
  delete p.aboard;
  if (reinforcement) delete p.fresh;
  if ('reduced' in p) {
    const u = p as UnitState;
    u.entry = r.entry;
    for (const sea of r.seas) if (ZONE[sea]?.kind === 'sea') s.carried[sea] = (s.carried[sea] ?? 0) + pfOf(u);
  }
  ctx.emit(ev('move', { piece: id, from, to, cost: r.cost }, { rule: reinforcement ? 'syracuse 2.B.2.3' : r.seas.length > 0 ? 'syracuse 3.4' : 'syracuse 3.2.2' }));
  // 4.3.2.3: entering an empty enemy fort takes it
  const f = fortBuilt(s, zone);
  if (p.fort && f && s.forts[f].owner !== side) {
    s.forts[f].owner = side;
    ctx.emit(ev('fort-captured', { fort: f, side }, { rule: 'syracuse 4.3.2.3' }));
  }
  captureLeaders(s, ctx);
  // 3.2.13–3.2.14: a zone held only by enemy cavalry, entered by a group not only of cavalry
  if (!reinforcement && id in s.units && UNIT[id]!.type !== 'C' && !p.fort) {
    const enemy = unitsIn(s, zone, { side: other(side), fort: false });
    if (enemy.length > 0 && enemy.every((u) => UNIT[u.id]!.type === 'C') && unitsIn(s, zone, { side: other(side), fort: true }).length === 0) {
      const budget = budget0 - r.cost;
      if (budget > 0) p.cont = budget;
      if (withdrawTargets(s, zone, other(side)).length > 0) {
        s.step = { k: 'withdraw', side: other(side), zone };
        return;
      }
      delete p.cont;
    }
  }
}

function worksApply(s: SyracuseState, side: Side, d: ChoiceDecision, ctx: ResolveContext): void {
  if (d.verb === 'discard') {
    s.hands[side] = s.hands[side].filter((c) => c !== d.target);
    s.bowl.push(d.target!);
    s.bowl.sort();
    s.works.discarded = true;
    ctx.emit(ev('return-to-bowl', { side, counter: d.target! }, { rule: 'syracuse 2.C.5', to: [side] }));
    return;
  }
  if (d.verb === 'roll') {
    const n = worksDice(s, side);
    const dice = n > 0 ? ctx.dice.roll(n, 6, 'syracuse 5.1.1') : [];
    const pt = dice.reduce((a, x) => a + (x === 6 ? 2 : x === 5 ? 1 : 0), 0);
    s.works = { ...s.works, rolled: true, pt, dice };
    ctx.emit(ev('works-dice', { side, dice, pt }, { rule: 'syracuse 5.1.1' }));
    return;
  }
  if (d.verb === 'play') {
    s.playedThisPhase.push(side);
    spend(s, side, d.subject!, ctx, d.target);
    if (d.subject === 'S6') s.s6 = true;
    else build(s, side, d.target!, ctx, `syracuse ${d.subject!}`);
    return;
  }
  if (d.verb === 'build') {
    const b = buildable(s, side).find((x) => x.id === d.target)!;
    s.works.pt -= b.cost;
    build(s, side, b.id, ctx, 'syracuse 5.1.2');
    return;
  }
  // done: unused PT are lost (5.1.6)
  s.works = { rolled: false, discarded: false, pt: 0 };
  s.playedThisPhase = [];
  nextWorks(s, ctx);
}
