/**
 * Land combat (successors 12): battle strength, local troops, the Battle table with the
 * commander's battle value, losses, attrition, dispersal, leader loss; overruns (9.6);
 * elephants and the Royal Army (14.1, 14.3); independent armies in battle (16.5).
 */
import type { ResolveContext } from '@diadochi/kernel';
import type { GeneralId, SpaceId } from '../data/types.ts';
import { CU_STRENGTH, generalDef, isMinor, minorId, MINORS_PER_FACTION, spaceDef } from './board.ts';
import type { Rules } from './board.ts';
import { CU_TYPES, noCus } from './state.ts';
import type { Cus, Faction, LossPlace, SuccessorsState } from './state.ts';
import { recordLoss } from './losses.ts';
import { reinforcementSpaces } from './places.ts';
import { battleValueOf, commander, factionsOutside, generalsAt, holding, independentsAt, legitimacyAt, provinceController, royalController, tidy, total } from './query.ts';
import { ev } from '../vocabulary.ts';
import { spend } from './boosts.ts';

/** One side of a battle: a faction's force outside a space, or the independent armies there. */
export type Side = { kind: 'faction'; faction: Faction } | { kind: 'independent'; armies: string[] };
export const sideName = (x: Side): string => (x.kind === 'faction' ? x.faction : `independent:${x.armies.join('+')}`);

/** The score of a battle strength and a modified 2d6 total (successors 12.5, T.BATTLE). */
export function battleScore(r: Rules, strength: number, total2d6: number): number {
  const t = r.data.tables.battle;
  let c = 0;
  for (let i = 0; i < t.columns.length; i++) if (strength >= t.columns[i]!) c = i;
  const roll = Math.max(2, Math.min(12, total2d6));
  return t.scores[c]![roll - 2]!;
}

/** Attrition (successors 12.8, T.ATTRITION): CUs lost for a number of CUs and a die. */
export function attritionLosses(r: Rules, cus: number, die: number): { losses: number; elephant: boolean } {
  if (cus <= 0) return { losses: 0, elephant: false };
  const t = r.data.tables.attrition;
  let c = 0;
  for (let i = 0; i < t.columns.length; i++) if (cus >= t.columns[i]!) c = i;
  const res = t.results[c]![Math.max(1, Math.min(6, die)) - 1]!;
  return { losses: Math.min(cus, res.losses), elephant: res.elephant };
}

/** Dice raised to the commander's battle value (successors 12.6). */
export const raiseDice = (dice: number[], floor: number): number[] => dice.map((d) => Math.max(d, floor));

/**
 * Removes `n` CUs of the owner's choice. The engine chooses for him, least valuable first
 * (mercenaries, elephants, loyal Macedonians, Royal Army, Silver Shields): a ruling, see
 * decisions.md ("choice of losses").
 */
export function removeCheapest(c: Cus, n: number, order: readonly (keyof Cus)[] = CU_TYPES): Cus {
  const lost = noCus();
  let left = n;
  for (const t of order) {
    const k = Math.min(left, c[t]);
    c[t] -= k;
    lost[t] += k;
    left -= k;
  }
  return lost;
}

const LP_RULE = 'successors 14.3.2';

/**
 * Attrition on a faction's CUs (successors 12.8): roll, then lose that many, an elephant first on
 * an "e" result. The rest is the owner's choice (12.8.1): with `at` (where the survivors stand)
 * the automatic allocation is recorded for him to change (rules/losses.ts).
 */
export function attrition(r: Rules, c: Cus, ctx: ResolveContext, f: Faction, rule: string, column?: number, at?: { s: SuccessorsState; place: LossPlace }): number {
  const n = total(c);
  if (n === 0) return 0;
  const die = ctx.dice.d6(rule);
  const res = attritionLosses(r, column ?? n, die);
  const losses = Math.min(n, res.losses);
  const forced = res.elephant && c.elephant > 0 ? 1 : 0;
  c.elephant -= forced;
  const pool = { ...c };
  const lost = removeCheapest(c, losses - forced);
  if (at) recordLoss(at.s, f, rule, pool, lost, at.place);
  ctx.emit(ev('attrition', { faction: f, roll: die, cus: n, lost: losses }, { rule }));
  return losses;
}

/** Where a general goes when dispersed, and the minor generals that leave the map (8.1.6). */
function disperseGeneral(s: SuccessorsState, g: GeneralId): void {
  const st = s.generals[g]!;
  if (isMinor(g)) {
    st.where = 'off';
    delete st.space;
    delete st.inside;
  } else {
    st.where = 'dispersed';
    delete st.space;
    delete st.inside;
  }
}

/** Minor generals without CUs or with a major general must leave the map (successors 8.1.6). */
export function tidyMinors(s: SuccessorsState): void {
  let majors: Set<string> | undefined;
  for (const id in s.generals) {
    const g = s.generals[id]!;
    if (g.where !== 'map' || !isMinor(id) || !g.owner || !g.space) continue;
    const h = s.holdings[g.space]?.[g.owner];
    const cus = h ? total(g.inside ? h.in : h.out) : 0;
    majors ??= majorsStanding(s);
    if (cus === 0 || majors.has(standing(g.space, g.owner, !!g.inside))) {
      g.where = 'off';
      delete g.space;
      delete g.inside;
    }
  }
}

/**
 * Where the major generals stand, by space, faction and side of the walls: those a minor general
 * gives way to. A major general only passing through with his moving army does not take over
 * (9.4.2). Gathered once for all the minor generals (issue 19: a scan of every general for each of
 * them was about 3 % of an L2 search's CPU); `tidyMinors` moves only minor generals, so the set
 * holds for the whole of it.
 */
function majorsStanding(s: SuccessorsState): Set<string> {
  const out = new Set<string>();
  for (const id in s.generals) {
    const g = s.generals[id]!;
    if (g.where === 'map' && g.space && g.owner && !isMinor(id) && !(s.moving?.generals.includes(id) ?? false)) out.add(standing(g.space, g.owner, !!g.inside));
  }
  return out;
}

const standing = (space: SpaceId, f: Faction, inside: boolean) => `${space}|${f}|${inside ? 'in' : 'out'}`;

/** A free minor general of a faction, if any is off the map (successors 8.1.2). */
export function freeMinor(s: SuccessorsState, f: Faction): GeneralId | null {
  for (let i = 1; i <= MINORS_PER_FACTION; i++) {
    const id = minorId(f, i);
    if (s.generals[id]?.where === 'off') return id;
  }
  return null;
}

/**
 * A defeated army (successors 12.7): mercenaries and elephants destroyed, Macedonians suffer
 * attrition and the survivors are dispersed (12.8), major generals dispersed, royals captured by
 * the victor or made inactive (18.5).
 */
export function defeat(r: Rules, s: SuccessorsState, ctx: ResolveContext, space: SpaceId, f: Faction, victor: Side | null, opts: { inside: boolean; alsoInside?: boolean; keep?: Cus }): void {
  const h = holding(s, space, f);
  const c = noCus();
  for (const t of CU_TYPES) c[t] += (opts.inside ? h.in[t] : h.out[t]) + (opts.alsoInside && !opts.inside ? h.in[t] : 0);
  if (opts.inside || opts.alsoInside) h.in = noCus();
  if (!opts.inside) h.out = noCus();
  if (opts.keep) for (const t of CU_TYPES) h.out[t] += opts.keep[t];
  const before = total(c);
  c.mercenary = 0;
  c.elephant = 0;
  attrition(r, c, ctx, f, 'successors 12.7.3', undefined, { s, place: 'dispersed' });
  const disp = s.dispersed[f]!;
  for (const t of CU_TYPES) if (t !== 'silver-shields') disp[t] += c[t];
  // The Silver Shields counter cannot be split or rebuilt (14.2): dispersed survivors keep it.
  disp['silver-shields'] += c['silver-shields'];
  const gens = generalsAt(s, space, f, opts.inside ? true : opts.alsoInside ? undefined : false);
  for (const g of gens) disperseGeneral(s, g);
  if (total(c) > 0 || gens.some((g) => !isMinor(g))) ctx.emit(ev('dispersed', { faction: f, generals: gens.filter((g) => !isMinor(g)), cus: total(c) }, { rule: 'successors 12.7.4' }));
  void before;
  captureRoyals(r, s, ctx, space, f, victor);
  tidy(s, space);
}

/** Royals with a defeated force are captured by the victor or become inactive (18.5, 12.7.5). */
export function captureRoyals(r: Rules, s: SuccessorsState, ctx: ResolveContext, space: SpaceId, loser: Faction, victor: Side | null): void {
  for (const [id, st] of Object.entries(s.royals)) {
    if (st.space !== space || st.dead) continue;
    const def = r.royal.get(id);
    if (!def) continue;
    if (def.kind === 'woman') {
      if (st.married === loser) {
        st.married = null;
        st.active = false;
        st.inside = false;
        ctx.emit(ev('royal-inactive', { royal: id }, { rule: 'successors 18.3.5' }));
      }
      continue;
    }
    if (victor?.kind === 'faction') {
      st.inside = false;
      ctx.emit(ev('royal-captured', { faction: victor.faction, royal: id }, { rule: 'successors 18.5.1' }));
    }
  }
}

/** The combat strength of a force (successors 12.1) with elephants rolled (14.1). */
function strengthOf(c: Cus, elephants: number[]): number {
  let n = 0;
  for (const t of CU_TYPES) if (t !== 'elephant') n += c[t] * CU_STRENGTH[t];
  return n + elephants.reduce((a, d) => a + Math.max(0, d - 2), 0);
}

/** Local troop points (successors 12.2; 16.5 for independents). */
export function localTroops(r: Rules, s: SuccessorsState, space: SpaceId, side: Side): number {
  const who = side.kind === 'faction' ? side.faction : 'independent';
  let n = 0;
  if (s.control[space]?.by === who) n += 1;
  if (provinceController(r, s, spaceDef(r, space).province) === who) n += 2;
  return n;
}

/**
 * 12.4: whether `f` must be asked if the CUs inside `space` join a battle there: his own major
 * city with CUs inside, enemy CUs outside (the besiegers), and no answer yet in this move.
 */
export function garrisonQuestion(r: Rules, s: SuccessorsState, f: Faction, space: SpaceId): boolean {
  if (spaceDef(r, space).kind !== 'major-city' || s.control[space]?.by !== f) return false;
  if (total(holding(s, space, f).in) === 0 || !factionsOutside(s, space).some((x) => x !== f)) return false;
  return !s.garrison?.some((x) => x.faction === f && x.space === space);
}

export interface BattleOutcome {
  winner: 'attacker' | 'defender' | null;
}

interface Army {
  side: Side;
  /** The CUs inside its own major city fight too (12.4). */
  garrison?: boolean;
  cus: Cus;
  aside: number;
  strength: number;
  floor: number;
  general: GeneralId | null;
}

/**
 * One land battle (successors 12.1–12.10) in `space` between the attacker (the mover, or the
 * intercepted army's enemy) and the defender. `noLocal` drops the local troops of a side that
 * failed to avoid battle (11.2). Returns the winner; applies every loss.
 */
export function battle(r: Rules, s: SuccessorsState, ctx: ResolveContext, space: SpaceId, attacker: Side, defender: Side, o: { noLocal?: Side[]; attackerFrom?: SpaceId } = {}): BattleOutcome {
  const armies = [attacker, defender].map((side, i): Army => {
    if (side.kind === 'independent') {
      const strength = side.armies.reduce((n, a) => n + (r.independent.get(a)?.strength ?? 0), 0);
      const floor = Math.max(...side.armies.map((a) => r.independent.get(a)?.battle ?? 1));
      const local = o.noLocal?.includes(side) ? 0 : localTroops(r, s, space, side);
      return { side, cus: noCus(), aside: 0, strength: strength + local, floor, general: null };
    }
    const h = holding(s, space, side.faction);
    const cus = { ...h.out };
    // 12.4: against the besiegers of one's own major city, the CUs inside join the battle (and share a defeat).
    // The owner may keep them out ("vous pouvez"): his answer to the `garrison` question of this move.
    const garrison = spaceDef(r, space).kind === 'major-city' && s.control[space]?.by === side.faction && total(h.in) > 0 && !s.garrison?.some((x) => x.faction === side.faction && x.space === space && !x.join);
    if (garrison) for (const t of CU_TYPES) cus[t] += h.in[t];
    const gen = commander(r, s, space, side.faction, false);
    void i;
    return { side, cus, aside: 0, strength: 0, floor: gen ? battleValueOf(r, s, gen) : 0, general: gen, garrison };
  });
  // Royal Army (14.3): not used against a foe with more legitimacy (prestige in the space counts).
  const [a, d] = armies as [Army, Army];
  if (a.side.kind === 'faction' && d.side.kind === 'faction') {
    const la = legitimacyAt(r, s, a.side.faction, space, false);
    const ld = legitimacyAt(r, s, d.side.faction, space, true);
    if (ld > la && a.cus.royal > 0) a.aside = a.cus.royal;
    if (la > ld && d.cus.royal > 0) d.aside = d.cus.royal;
    for (const x of [a, d]) if (x.aside > 0) ctx.emit(ev('royal-army-aside', { faction: sideName(x.side), cus: x.aside }, { rule: LP_RULE }));
    // A force of Royal Army alone that will not fight (14.3.6): no battle; it joins the more legitimate general.
    if (d.aside > 0 && total(d.cus) === d.aside) {
      const ha = holding(s, space, a.side.faction);
      const hd = holding(s, space, d.side.faction);
      ha.out.royal += hd.out.royal;
      ctx.emit(ev('royal-army-mutiny', { faction: d.side.faction, to: a.side.faction, cus: hd.out.royal }, { rule: 'successors 14.3.6' }));
      hd.out = noCus();
      for (const g of generalsAt(s, space, d.side.faction, false)) disperseGeneral(s, g);
      tidy(s, space);
      return { winner: 'attacker' };
    }
  }
  for (const x of armies) {
    if (x.side.kind !== 'faction') continue;
    const fighting = { ...x.cus, royal: x.cus.royal - x.aside };
    const eRolls = fighting.elephant > 0 ? ctx.dice.roll(fighting.elephant, 6, 'successors 14.1.2') : [];
    if (eRolls.length > 0) ctx.emit(ev('elephants', { faction: x.side.faction, rolls: eRolls, strength: eRolls.reduce((n, v) => n + Math.max(0, v - 2), 0) }, { rule: 'successors 14.1.2' }));
    const local = o.noLocal?.some((n) => sideName(n) === sideName(x.side)) ? 0 : localTroops(r, s, space, x.side);
    x.strength = strengthOf(fighting, eRolls) + local + spend(s, x.side.faction, 'battle');
  }
  const dice = armies.map(() => ctx.dice.roll(2, 6, 'successors 12.5.1'));
  const modified = armies.map((x, i) => raiseDice(dice[i]!, x.floor));
  const score = armies.map((x, i) => battleScore(r, x.strength, modified[i]![0]! + modified[i]![1]!));
  const winner = score[0]! > score[1]! ? 'attacker' : score[1]! > score[0]! ? 'defender' : null;
  ctx.emit(
    ev('battle', {
      space, attacker: sideName(a.side), defender: sideName(d.side), strength: [a.strength, d.strength],
      dice: [dice[0]!, dice[1]!], modified: [modified[0]!, modified[1]!], score: [score[0]!, score[1]!],
      winner: winner === 'attacker' ? sideName(a.side) : winner === 'defender' ? sideName(d.side) : null,
    }, { rule: 'successors 12.5.1' }),
  );
  // Leader loss checks (12.10) before dispersal.
  armies.forEach((x, i) => {
    const m = modified[i]!;
    if (x.side.kind !== 'faction' || !x.general || isMinor(x.general) || m[0]! + m[1]! !== 9) return;
    const lost = winner !== null && (winner === 'attacker') !== (i === 0);
    const roll = ctx.dice.d6('successors 12.10.1');
    const dies = lost ? roll >= 5 : roll === 6;
    ctx.emit(ev('leader-check', { faction: x.side.faction, general: x.general, roll, dies }, { rule: 'successors 12.10.1' }));
    if (dies) killGeneral(r, s, ctx, x.general);
  });
  const loserIdx = winner === 'attacker' ? 1 : winner === 'defender' ? 0 : -1;
  if (loserIdx >= 0) {
    const win = armies[1 - loserIdx]!;
    const lose = armies[loserIdx]!;
    // The winner loses one CU unless his score doubled the loser's (12.7.6).
    if (win.side.kind === 'faction' && score[1 - loserIdx]! < 2 * score[loserIdx]!) loseOne(s, ctx, space, win.side.faction, 'successors 12.7.5');
    if (lose.side.kind === 'faction') {
      // Royal Army set aside mutinies and joins the victor (14.3.4).
      const mut = noCus();
      if (lose.aside > 0 && win.side.kind === 'faction') {
        const hl = holding(s, space, lose.side.faction);
        const fromOut = Math.min(hl.out.royal, lose.aside);
        hl.out.royal -= fromOut;
        hl.in.royal -= lose.aside - fromOut;
        mut.royal = lose.aside;
        holding(s, space, win.side.faction).out.royal += lose.aside;
        ctx.emit(ev('royal-army-mutiny', { faction: lose.side.faction, to: win.side.faction, cus: lose.aside }, { rule: 'successors 14.3.4' }));
      }
      defeat(r, s, ctx, space, lose.side.faction, win.side, { inside: false, ...(lose.garrison ? { alsoInside: true } : {}) });
    } else {
      defeatIndependents(r, s, ctx, space, lose.side.armies, win.side);
    }
    if (win.side.kind === 'independent') {
      const by = s.control[space]?.by;
      if (by && by !== 'independent') delete s.control[space];
      ctx.emit(ev('independent-holds', { army: win.side.armies.join('+'), space }, { rule: 'successors 16.5.5' }));
    }
  } else {
    // A draw (12.9): each side loses one CU; independents lose nothing (16.5.6).
    for (const x of armies) if (x.side.kind === 'faction') loseOne(s, ctx, space, x.side.faction, 'successors 12.9.1');
  }
  tidyMinors(s);
  return { winner };
}

/** One CU of the owner's choice (12.7.5, 12.9.1): the automatic one now, his pick at the next decision point. */
function loseOne(s: SuccessorsState, ctx: ResolveContext, space: SpaceId, f: Faction, rule: string): void {
  const h = holding(s, space, f);
  if (total(h.out) === 0) return;
  const pool = { ...h.out };
  recordLoss(s, f, rule, pool, removeCheapest(h.out, 1), { space, part: 'out' });
  ctx.emit(ev('losses', { faction: f, space, cus: 1 }, { rule }));
  tidy(s, space);
}

export function defeatIndependents(r: Rules, s: SuccessorsState, ctx: ResolveContext, space: SpaceId, ids: string[], victor: Side): void {
  for (const id of ids) {
    const def = r.independent.get(id);
    s.independents[id] = def?.returnsToBox ? { where: 'box' } : { where: 'removed' };
    ctx.emit(ev('independent-defeated', { army: id, space }, { rule: 'successors 16.5.4' }));
    // Optional 23.1: the victorious major general gains a prestige point.
    if (s.options.optional.prestigeForIndependents && victor.kind === 'faction') {
      const g = commander(r, s, space, victor.faction);
      if (g && !isMinor(g)) s.generals[g]!.prestigeGained = (s.generals[g]!.prestigeGained ?? 0) + 1;
    }
  }
}

/** A general dies (12.10): removed; a minor general takes over an army left without a major (12.10.5). */
export function killGeneral(r: Rules, s: SuccessorsState, ctx: ResolveContext, g: GeneralId): void {
  const st = s.generals[g]!;
  const space = st.space;
  const owner = st.owner!;
  const inside = !!st.inside;
  st.where = 'dead';
  delete st.space;
  delete st.inside;
  ctx.emit(ev('general-died', { faction: owner, general: g }, { rule: 'successors 12.10.4' }));
  // Antipater dead before turn 3 comes back at once as Polyperchon (21.3.2).
  const succ = r.data.turnTrack.flatMap((t) => t.events).find((e) => e.kind === 'general-dies' && e.general === g);
  if (succ && succ.kind === 'general-dies' && !st.as && s.turn < (r.data.turnTrack.find((t) => t.events.includes(succ))?.turn ?? 0)) {
    // "sur tout espace contrôlé par sa faction": one free of enemies, where a general may be
    // placed (5.3 A); the first such in control order (the owner's choice is the engine's —
    // fuzz successors --first 496 --games 1 --seed long put him beside an enemy army).
    const free = new Set(reinforcementSpaces(r, s, owner, 'general', {}));
    const home = Object.entries(s.control).find(([id, m]) => m.by === owner && free.has(id))?.[0];
    if (home) {
      st.where = 'map';
      st.space = home;
      st.as = succ.replacedBy;
      ctx.emit(ev('general-succeeded', { general: g, by: succ.replacedBy }, { rule: 'successors 21.3.2' }));
    }
  }
  if (space && generalsAt(s, space, owner, inside).length === 0 && (s.holdings[space]?.[owner] ? total(inside ? s.holdings[space]![owner]!.in : s.holdings[space]![owner]!.out) : 0) > 0) {
    const m = freeMinor(s, owner);
    if (m) {
      s.generals[m] = { owner, where: 'map', space, ...(inside ? { inside } : {}) };
      ctx.emit(ev('general-replaced', { faction: owner, general: m }, { rule: 'successors 12.10.5' }));
    }
  }
  void r;
}

/** An overrun (successors 9.6, 16.6): five CUs to one, counted by CUs only. */
export function canOverrun(attackers: number, defenders: number): boolean {
  return defenders > 0 && attackers >= 5 * defenders;
}

export function independentStrength(r: Rules, ids: string[]): number {
  return ids.reduce((n, a) => n + (r.independent.get(a)?.strength ?? 0), 0);
}

export { independentsAt };
export const royalOwner = royalController;
export const minorGeneral = generalDef;
