/**
 * Movement (successors 9): armies and generals one space at a time, path costs, overruns,
 * interception windows (10), battle avoidance windows (11), battles on entry (12), hostile
 * spaces (9.12), capture of lone heirs (18.5), burial of Alexander (17.4).
 */
import type { ResolveContext } from '@diadochi/kernel';
import type { GeneralId, SpaceId } from '../data/types.ts';
import { LAND_PATHS } from '../data/costs.ts';
import { isMinor, spaceDef } from './board.ts';
import type { Link, Rules } from './board.ts';
import { CU_TYPES, noCus } from './state.ts';
import type { Cus, Faction, SuccessorsState } from './state.ts';
import { commander, cusOut, enemyGeneralOutside, factionsOutside, generalsAt, holding, independentsAt, initiativeOf, royalController, tidy, total } from './query.ts';
import { attrition, battle, canOverrun, defeat, defeatIndependents, garrisonQuestion, independentStrength, killGeneral } from './combat.ts';
import type { Side } from './combat.ts';
import { attack } from './champion.ts';
import { avoidSpaces, interceptable } from './places.ts';
import { ev } from '../vocabulary.ts';
import { spend } from './boosts.ts';
import { followLosses } from './losses.ts';
import { nextIndependentWindow } from './independent-reactions.ts';

/** Movement allowance (9.2, T.MOVEMENT): by initiative and the segment's die. */
export function allowance(r: Rules, initiative: number, roll: number): number {
  const row = r.data.tables.movement.allowance[initiative];
  if (row) return row[roll - 1] ?? 2;
  return roll > initiative ? 4 : roll === initiative ? 3 : 2;
}

/** Generals of `f` that may lead a move now: on the map, not moved, commanding their stack. */
export function movableGenerals(r: Rules, s: SuccessorsState, f: Faction): GeneralId[] {
  const out: GeneralId[] = [];
  for (const [id, g] of Object.entries(s.generals)) {
    if (g.owner !== f || g.where !== 'map' || !g.space || s.moved.includes(id)) continue;
    if (commander(r, s, g.space, f, !!g.inside) !== id) continue;
    out.push(id);
  }
  return out.sort();
}

const fresh = (s: SuccessorsState, space: SpaceId, f: Faction, inside: boolean): Cus => {
  const h = s.holdings[space]?.[f];
  const c = noCus();
  if (!h) return c;
  const tired = s.tired[space] ?? noCus();
  for (const t of CU_TYPES) c[t] = Math.max(0, (inside ? h.in[t] : h.out[t]) - (inside ? 0 : tired[t]));
  return c;
};

/** Spaces the moving force may enter next (9.3, 9.9): land, mountain and strait paths. */
export function nextSpaces(r: Rules, s: SuccessorsState, f: Faction, at: SpaceId, mp: number, cus: number): Link[] {
  return (r.links.get(at) ?? []).filter((l) => {
    if (!LAND_PATHS.includes(l.kind) || l.cost > mp) return false;
    if (cus === 0) {
      // A general alone never enters enemy CUs (9.9.1).
      if (factionsOutside(s, l.to).some((x) => x !== f) || independentsAt(s, l.to).length > 0) return false;
      // 9.9.1: he may pass through a space with an enemy general and no enemy CUs but never stop there:
      // only with the MP to go on to a space he may enter (recursive on fewer MP, so it ends).
      if (enemyGeneralOutside(s, l.to, f) && nextSpaces(r, s, f, l.to, mp - l.cost, 0).length === 0) return false;
    }
    return true;
  });
}

/**
 * Activates an army: its general, subordinates, fresh CUs and royals (8.4, 9.1, 18.4). `alone`:
 * a subordinate leaves his commander's stack (8.4.1) and starts his own move from its space with
 * nobody else; he takes CUs of the stack with `pick-up` (9.4.1) before or while he moves.
 */
export function startArmy(r: Rules, s: SuccessorsState, f: Faction, g: GeneralId, mp: number, source: 'movement' | 'march', alone = false): void {
  const st = s.generals[g]!;
  const space = st.space!;
  if (alone) {
    st.inside = false;
    s.moving = { general: g, mp, path: [space], sieges: {}, source, carried: noCus(), generals: [g], royals: [] };
    return;
  }
  const inside = !!st.inside;
  const carried = fresh(s, space, f, inside);
  const h = holding(s, space, f);
  for (const t of CU_TYPES) (inside ? h.in : h.out)[t] -= carried[t];
  // The army steps outside the city when it moves (9.7: no MP).
  for (const t of CU_TYPES) h.out[t] += carried[t];
  const generals = generalsAt(s, space, f, inside);
  for (const x of generals) s.generals[x]!.inside = false;
  const royals = Object.entries(s.royals)
    .filter(([id, rs]) => rs.space === space && !rs.dead && !rs.buried && rs.active && royalController(r, s, id) === f && (r.royal.get(id)?.kind !== 'body' || s.turn >= 2))
    .map(([id]) => id);
  for (const id of royals) s.royals[id]!.inside = false;
  s.moving = { general: g, mp, path: [space], sieges: {}, source, carried, generals, royals };
  tidy(s, space);
}

function relocate(s: SuccessorsState, f: Faction, from: SpaceId, to: SpaceId): void {
  const m = s.moving!;
  const hf = holding(s, from, f);
  const ht = holding(s, to, f);
  for (const t of CU_TYPES) {
    const k = Math.min(m.carried[t], hf.out[t]);
    m.carried[t] = k;
    hf.out[t] -= k;
    ht.out[t] += k;
  }
  m.generals = m.generals.filter((g) => s.generals[g]?.where === 'map' && s.generals[g]!.space === from);
  for (const g of m.generals) s.generals[g]!.space = to;
  m.royals = m.royals.filter((id) => s.royals[id]?.space === from);
  for (const id of m.royals) s.royals[id]!.space = to;
  followLosses(s, f, from, to);
  tidy(s, from);
}

/** Ends the activated army's move; its CUs and generals may not move again this segment (9.1). */
export function stopArmy(s: SuccessorsState, ctx: ResolveContext, f: Faction): void {
  const m = s.moving;
  if (!m) return;
  const here = m.path[m.path.length - 1]!;
  const t = (s.tired[here] ??= noCus());
  for (const k of CU_TYPES) t[k] += m.carried[k];
  s.moved.push(...m.generals.filter((g) => !s.moved.includes(g)));
  if (!s.moved.includes(m.general)) s.moved.push(m.general);
  ctx.emit(ev('army-stops', { faction: f, general: m.general, space: here }, { rule: 'successors 9.1.1' }));
  s.moving = null;
  delete s.garrison;
}

export type Arrival = { kind: 'continue' } | { kind: 'stopped' } | { kind: 'window'; step: SuccessorsState['step'] };

/** Moves the activated army one space (9.3) and resolves what happens there. */
export function moveOne(r: Rules, s: SuccessorsState, ctx: ResolveContext, f: Faction, to: SpaceId): Arrival {
  const m = s.moving!;
  const from = m.path[m.path.length - 1]!;
  const link = (r.links.get(from) ?? []).find((l) => l.to === to && LAND_PATHS.includes(l.kind))!;
  // Hostile space passed through without stopping (9.12): attrition on column 2 on leaving it.
  const fromDef = spaceDef(r, from);
  if (m.path.length > 1 && fromDef.kind === 'fortress' && s.control[from]?.by === 'independent' && !m.sieges[from]) {
    const c = { ...m.carried };
    attrition(r, c, ctx, f, 'successors 9.12.1', 2, { s, place: { space: from, part: 'out' } });
    const h = holding(s, from, f);
    for (const t of CU_TYPES) {
      h.out[t] -= m.carried[t] - c[t];
      m.carried[t] = c[t];
    }
  }
  relocate(s, f, from, to);
  m.mp -= link.cost;
  m.path.push(to);
  ctx.emit(ev('moved', { faction: f, general: m.general, from, to, cost: link.cost, left: m.mp }, { rule: 'successors 9.3.1' }));
  captureLoneHeirs(r, s, ctx, f, to);
  return interceptionWindow(r, s, ctx, f, to, from, []);
}

/** Heirs alone in a space are captured by whoever enters it (18.5.3). */
function captureLoneHeirs(r: Rules, s: SuccessorsState, ctx: ResolveContext, f: Faction, space: SpaceId): void {
  // Most spaces entered hold no heir: nothing to look at then (asked at every step of every move).
  let heir = false;
  for (const id in s.royals) {
    const st = s.royals[id]!;
    if (st.space === space && !st.dead && r.royal.get(id)?.kind === 'heir') heir = true;
  }
  if (!heir) return;
  const others = Object.keys(s.holdings[space] ?? {}).filter((x) => x !== f);
  const otherGens = generalsAt(s, space).filter((g) => s.generals[g]!.owner !== f);
  if (others.length > 0 || otherGens.length > 0) return;
  for (const [id, st] of Object.entries(s.royals)) {
    if (st.space !== space || st.dead || r.royal.get(id)?.kind !== 'heir') continue;
    if (s.moving && !s.moving.royals.includes(id)) {
      s.moving.royals.push(id);
      st.inside = false;
      ctx.emit(ev('royal-captured', { faction: f, royal: id }, { rule: 'successors 18.5.3' }));
    }
  }
}

/** Factions that could intercept into `space` (10.2, 10.3), with their candidate generals. */
export function interceptors(r: Rules, s: SuccessorsState, f: Faction, space: SpaceId, from: SpaceId): Map<Faction, GeneralId[]> {
  const out = new Map<Faction, GeneralId[]>();
  for (const l of r.links.get(space) ?? []) {
    if (l.kind !== 'land' || l.to === from) continue; // never across mountain, strait or sea (10.3.5)
    for (const x of s.factions) {
      if (x === f || cusOut(s, l.to, x) === 0) continue;
      const g = commander(r, s, l.to, x, false);
      if (!g || s.generals[g]!.inside) continue;
      if (spaceDef(r, l.to).kind === 'major-city' && s.control[l.to]?.by !== x && factionsOutside(s, l.to).length > 1) continue;
      if (!interceptable(r, s, space, x, f)) continue;
      out.set(x, [...(out.get(x) ?? []), g]);
    }
  }
  return out;
}

/**
 * Opens the interception window of the next faction in turn order, or goes on to the arrival.
 * 10.7.2: each ARMY tries once per entered space, not each faction: after a failed attempt the
 * faction that made it is asked again while it has an army (a stack of another space) that has
 * not tried (`tried`: the spaces whose armies did). 10.6.3: a faction names all its attempts
 * before the next in turn order; the number of windows is bounded by the adjacent stacks.
 */
export function interceptionWindow(r: Rules, s: SuccessorsState, ctx: ResolveContext, f: Faction, space: SpaceId, from: SpaceId, asked: Faction[], tried: SpaceId[] = []): Arrival {
  const cands = interceptors(r, s, f, space, from);
  const current = asked[asked.length - 1];
  if (current !== undefined && tried.length > 0 && (cands.get(current) ?? []).some((g) => !tried.includes(s.generals[g]!.space!))) {
    return { kind: 'window', step: { k: 'intercept', who: current, mover: f, space, from, asked, tried } };
  }
  for (const x of s.order) {
    if (asked.includes(x) || !cands.has(x)) continue;
    return { kind: 'window', step: { k: 'intercept', who: x, mover: f, space, from, asked: [...asked, x] } };
  }
  // Optional 23.3: then the players who may make an independent army intercept.
  const w = nextIndependentWindow(r, s, f, space, from, 'intercept', []);
  if (w) return { kind: 'window', step: w };
  return arrive(r, s, ctx, f, space, from);
}

/** An interception attempt (10.2): d6 (−1 into a transit point) above the initiative. */
export function intercept(r: Rules, s: SuccessorsState, ctx: ResolveContext, x: Faction, g: GeneralId, space: SpaceId, count?: number): boolean {
  const st = s.generals[g]!;
  const origin = st.space!;
  const roll = ctx.dice.d6('successors 10.2.1');
  const mod = (spaceDef(r, space).kind === 'transit' ? -1 : 0) + spend(s, x, 'roll');
  const need = initiativeOf(r, s, g);
  const success = roll + mod > need;
  ctx.emit(ev('intercept-attempt', { faction: x, general: g, space, roll, need: need + 1 - mod, success }, { rule: mod ? 'successors 10.2.3' : 'successors 10.2.1' }));
  if (!success) return false;
  const ho = holding(s, origin, x);
  const ht = holding(s, space, x);
  const all = total(ho.out);
  const n = Math.min(all, count ?? all);
  // A detachment (10.7.1) takes its best CUs; the whole army takes everything, subordinates and royals too.
  let left = n;
  for (const t of ['silver-shields', 'macedonian', 'royal', 'elephant', 'mercenary'] as const) {
    const k = Math.min(left, ho.out[t]);
    ht.out[t] += k;
    ho.out[t] -= k;
    left -= k;
  }
  if (n === all) {
    for (const gg of generalsAt(s, origin, x, false)) s.generals[gg]!.space = space;
    for (const [, rs] of Object.entries(s.royals)) if (rs.space === origin && !rs.inside && rs.active) rs.space = space;
  } else s.generals[g]!.space = space;
  tidy(s, origin);
  return true;
}

/** What the army meets on arriving (9.5): overrun, the defender's avoidance window, a battle. */
export function arrive(r: Rules, s: SuccessorsState, ctx: ResolveContext, f: Faction, space: SpaceId, from: SpaceId, passageAsked = false, independentsAsked = false): Arrival {
  const m = s.moving!;
  const mine = total(m.carried);
  const indeps = independentsAt(s, space);
  if (indeps.length > 0) {
    if (mine === 0) return { kind: 'continue' };
    // Optional 23.3: the players may first make the independent armies avoid the battle.
    const w = independentsAsked ? null : nextIndependentWindow(r, s, f, space, from, 'avoid', []);
    if (w) return { kind: 'window', step: w };
    if (canOverrun(mine, independentStrength(r, indeps))) {
      ctx.emit(ev('overrun', { faction: f, space, victim: 'independent', attackers: mine, defenders: independentStrength(r, indeps) }, { rule: 'successors 9.6.1' }));
      defeatIndependents(r, s, ctx, space, indeps, { kind: 'faction', faction: f });
      return m.mp > 0 ? { kind: 'continue' } : { kind: 'stopped' };
    }
    const out = battle(r, s, ctx, space, { kind: 'faction', faction: f }, { kind: 'independent', armies: indeps });
    return afterBattle(r, s, ctx, f, space, from, out.winner);
  }
  const enemies = factionsOutside(s, space).filter((x) => x !== f);
  const loneGens = generalsAt(s, space).filter((g) => s.generals[g]!.owner !== f && !s.generals[g]!.inside);
  const foe = enemies[0] ?? (loneGens[0] ? s.generals[loneGens[0]]!.owner! : null);
  if (!foe || mine === 0) return { kind: 'continue' };
  const theirs = cusOut(s, space, foe);
  // 12.4: an army entering to attack the besiegers of its own major city: its owner says first
  // whether the CUs inside join the battle (a ruling: asked as the army enters, decisions.md).
  if (theirs > 0 && garrisonQuestion(r, s, f, space)) return { kind: 'window', step: { k: 'garrison', who: f, space, from } };
  // 9.11.1: the owner of the units may let the army through (he need not honour an earlier promise).
  if (theirs > 0 && !passageAsked) return { kind: 'window', step: { k: 'passage', who: foe, mover: f, space, from } };
  // The sequence of 9.5: the defender declares inside/outside and avoids battle first, then overrun, then battle.
  const hasGeneral = generalsAt(s, space, foe, false).length > 0;
  const cityOwn = spaceDef(r, space).kind === 'major-city' && s.control[space]?.by === foe;
  if (hasGeneral || (cityOwn && theirs > 0)) return { kind: 'window', step: { k: 'avoid', who: foe, mover: f, space, from } };
  return fight(r, s, ctx, f, foe, space, from, false);
}

export function overrun(r: Rules, s: SuccessorsState, ctx: ResolveContext, f: Faction, foe: Faction, space: SpaceId, mine: number, theirs: number): Arrival {
  attack(r, s, ctx, f, foe);
  ctx.emit(ev('overrun', { faction: f, space, victim: foe, attackers: mine, defenders: theirs }, { rule: 'successors 9.6.1' }));
  defeat(r, s, ctx, space, foe, { kind: 'faction', faction: f }, { inside: false });
  return s.moving && s.moving.mp > 0 ? { kind: 'continue' } : { kind: 'stopped' };
}

/** A battle on entry (12.0): the mover attacks; a lone general faces the leader loss test (9.9.2). */
/**
 * `successors 9.9.2`: the major generals of `foe` alone (no CU outside) in `space` when an army
 * attacks them: each takes the leader loss test, dead on a 5–6, else dispersed. Minor generals
 * take no test. Used by the players' moves and by the independents' (16.1).
 */
export function loneGeneralsAttacked(r: Rules, s: SuccessorsState, ctx: ResolveContext, foe: Faction, space: SpaceId): void {
  for (const g of generalsAt(s, space, foe, false)) {
    if (isMinor(g)) continue;
    const roll = ctx.dice.d6('successors 9.9.2');
    const dies = roll >= 5;
    ctx.emit(ev('leader-check', { faction: foe, general: g, roll, dies }, { rule: 'successors 9.9.2' }));
    if (dies) killGeneral(r, s, ctx, g);
    else {
      const st = s.generals[g]!;
      st.where = 'dispersed';
      delete st.space;
      delete st.inside;
      ctx.emit(ev('dispersed', { faction: foe, generals: [g], cus: 0 }, { rule: 'successors 9.9.2' }));
    }
  }
}

export function fight(r: Rules, s: SuccessorsState, ctx: ResolveContext, f: Faction, foe: Faction, space: SpaceId, from: SpaceId, failedAvoid: boolean): Arrival {
  const mine = s.moving ? total(s.moving.carried) : 0;
  const theirs = cusOut(s, space, foe);
  if (theirs > 0 && canOverrun(mine, theirs)) return overrun(r, s, ctx, f, foe, space, mine, theirs);
  if (cusOut(s, space, foe) === 0) {
    loneGeneralsAttacked(r, s, ctx, foe, space);
    return { kind: 'continue' };
  }
  attack(r, s, ctx, f, foe);
  const side: Side = { kind: 'faction', faction: foe };
  const out = battle(r, s, ctx, space, { kind: 'faction', faction: f }, side, failedAvoid ? { noLocal: [side] } : {});
  return afterBattle(r, s, ctx, f, space, from, out.winner);
}

/** After a battle the mover stops (12.0.2); a draw sends the attacker back one space (12.9). */
function afterBattle(r: Rules, s: SuccessorsState, ctx: ResolveContext, f: Faction, space: SpaceId, from: SpaceId, winner: 'attacker' | 'defender' | null): Arrival {
  if (!s.moving) return { kind: 'stopped' };
  if (winner === 'defender') {
    s.moving.carried = noCus();
    s.moving.generals = [];
    s.moving.royals = s.moving.royals.filter((id) => s.royals[id]?.space === space);
    return { kind: 'stopped' };
  }
  if (winner === null) {
    fallBack(r, s, ctx, f, space, from);
    return { kind: 'stopped' };
  }
  return { kind: 'stopped' };
}

/**
 * Falls back one space (10.5.1, 12.9) and ends its move: to the space it came from, or, an army
 * still in the port where its naval movement landed, to its port of embarkation (10.5.2: "si une
 * Armée recule en mouvement naval, alors elle doit retourner à son port d'embarquement"; the
 * port it sailed past may hold enemy CUs, 9.14). A step back into a space whose owner let it
 * pass (9.11.1) ends the move among his CUs: a battle there (9.11.3), and a draw steps back again.
 */
export function fallBack(r: Rules, s: SuccessorsState, ctx: ResolveContext, f: Faction, space: SpaceId, from: SpaceId): void {
  const m = s.moving!;
  const h = holding(s, space, f);
  for (const t of CU_TYPES) m.carried[t] = Math.min(m.carried[t], h.out[t]);
  const bySea = m.naval?.landedAt !== undefined && m.naval.landedAt === m.path.length - 1 && m.path[m.path.length - 1] === space;
  const to = bySea ? m.naval!.embark : from;
  relocate(s, f, space, to);
  m.path.push(to);
  if (bySea) delete m.naval!.landedAt;
  ctx.emit(ev('fell-back', { faction: f, to }, { rule: bySea ? 'successors 10.5.2' : 'successors 10.5.1' }));
  const foe = factionsOutside(s, to).find((x) => x !== f);
  if (!foe || total(m.carried) === 0) return;
  const i = m.path.lastIndexOf(to, m.path.length - 2);
  fight(r, s, ctx, f, foe, to, i > 0 ? m.path[i - 1]! : to, false);
}

/** A battle avoidance attempt (11.1): d6 (−1 when the first space is a transit point) above the initiative. */
export function avoid(r: Rules, s: SuccessorsState, ctx: ResolveContext, foe: Faction, space: SpaceId, to: SpaceId, mover: Faction, from: SpaceId): boolean {
  const g = commander(r, s, space, foe, false)!;
  const firstStep = (r.links.get(space) ?? []).some((l) => l.to === to) ? to : (r.links.get(space) ?? []).map((l) => l.to).find((a) => (r.links.get(a) ?? []).some((l) => l.to === to))!;
  const mod = (spaceDef(r, firstStep).kind === 'transit' ? -1 : 0) + spend(s, foe, 'roll');
  const roll = ctx.dice.d6('successors 11.1.1');
  const need = initiativeOf(r, s, g);
  const success = roll + mod > need;
  ctx.emit(ev('avoid-attempt', { faction: foe, general: g, roll, need: need + 1 - mod, success }, { rule: mod ? 'successors 11.1.3' : 'successors 11.1.1' }));
  if (!success) return false;
  const hs = holding(s, space, foe);
  const ht = holding(s, to, foe);
  for (const t of CU_TYPES) {
    ht.out[t] += hs.out[t];
    hs.out[t] = 0;
  }
  for (const gg of generalsAt(s, space, foe, false)) s.generals[gg]!.space = to;
  for (const [id, rs] of Object.entries(s.royals)) if (rs.space === space && !rs.inside && royalController(r, s, id) === foe) rs.space = to;
  tidy(s, space);
  ctx.emit(ev('avoided', { faction: foe, to }, { rule: 'successors 11.1.1' }));
  void mover;
  void from;
  return true;
}

export { avoidSpaces };
