/**
 * Combat (`syracuse 4`, `syracuse T-CRT`): who fights, the odds, column shifts and die modifiers,
 * losses, and the winner. Pure computations plus the application of losses.
 */
import type { ResolveContext } from '@diadochi/kernel';
import { FORT, ZONE, neighbours } from './data/map.ts';
import type { Side } from './data/map.ts';
import { UNIT } from './data/counters.ts';
import { COLUMNS, cellWinner, crtCell, oddsColumn } from './data/tables.ts';
import type { Loss } from './data/tables.ts';
import { ev } from './events.ts';
import { fortBuilt, leadersIn, other, pfOf, sumPf, swords, unitsIn } from './state.ts';
import type { Combat, SyracuseState, UnitState } from './state.ts';

/** The units of each side that take part (`syracuse 4.3.1.1`: a fort's units stay out while friends hold the zone). */
export function combatants(s: SyracuseState, c: Combat): Record<Side, UnitState[]> {
  const att = c.attacker;
  const def = other(att);
  if (c.assault === 'camp') {
    // 4.4.2–4.4.3: the Syracusan attacks from T13 with S11 adding T15; the camp holds 3 Athenian units (5.2.5)
    const defenders = unitsIn(s, 'T17', { side: 'ath' })
      .sort((a, b) => pfOf(b) - pfOf(a) || (a.id < b.id ? -1 : 1))
      .slice(0, 3);
    return { [att]: unitsIn(s, 'T13', { side: att, fort: false }), [def]: defenders } as Record<Side, UnitState[]>;
  }
  if (c.assault === 'fort') return { [att]: unitsIn(s, c.zone, { side: att, fort: false }), [def]: unitsIn(s, c.zone, { side: def, fort: true }) } as Record<Side, UnitState[]>;
  // 3.5.3: in a sea fight the land units carried by the ships are ignored
  const fighting = (side: Side) => unitsIn(s, c.zone, { side, fort: false }).filter((u) => !c.naval || UNIT[u.id]!.type === 'T');
  return { [att]: fighting(att), [def]: fighting(def) } as Record<Side, UnitState[]>;
}

export interface Odds {
  attack: number;
  defence: number;
  column: number;
  drm: number;
  shifts: string[];
  drms: string[];
}

const types = (us: UnitState[]) => new Set(us.map((u) => UNIT[u.id]!.type));
const has = (us: UnitState[], f: (u: UnitState) => boolean) => us.some(f);

/** Odds, column and die modifier of a combat before the roll (`syracuse 4.2.0.1`, `T-CRT.DRMa`…`h`, `T-CRT.COLa`…`g`). */
export function odds(s: SyracuseState, c: Combat): Odds {
  const att = c.attacker;
  const def = other(att);
  const sides = combatants(s, c);
  const A = sides[att];
  const D = sides[def];
  let attack = sumPf(A);
  let defence = sumPf(D);
  const shifts: string[] = [];
  const drms: string[] = [];
  for (const p of c.played) {
    if (p.face === 'S11' && p.target) {
      const extra = unitsIn(s, p.target, { side: p.side, fort: false }).filter((u) => (UNIT[u.id]!.type === 'T') === c.naval);
      const add = Math.ceil(sumPf(extra) / 2);
      if (p.side === att) attack += add;
      else defence += add;
    }
  }
  if (c.assault === 'camp' && !c.played.some((p) => p.face === 'S11' && p.target)) attack += Math.ceil(sumPf(unitsIn(s, 'T15', { side: att, fort: false })) / 2);
  if (c.night !== undefined) {
    // S10: 3–6 takes a third (rounded down) off the Syracusan PF; 1–2 halves the Athenian PF (rounded up)
    const syrIsAtt = att === 'syr';
    if (c.night >= 3) {
      if (syrIsAtt) attack -= Math.floor(attack / 3);
      else defence -= Math.floor(defence / 3);
    } else if (syrIsAtt) defence = Math.ceil(defence / 2);
    else attack = Math.ceil(attack / 2);
  }
  let column = oddsColumn(attack, defence);
  const shift = (n: number, why: string) => {
    column += n;
    shifts.push(why);
  };
  const tA = types(A);
  const tD = types(D);
  if (!c.naval) {
    if (tA.has('H') && !tD.has('H')) shift(2, 'T-CRT.COLa');
    if (!tA.has('H') && tD.has('H')) shift(-1, 'T-CRT.COLb');
    if (!c.assault) {
      if (has(A, (u) => !!u.entry?.river)) shift(-1, 'T-CRT.COLc');
      if (has(A, (u) => !!u.entry?.amphibious)) shift(-1, 'T-CRT.COLd');
      if (ZONE[c.zone]!.terrain === 'high' && has(A, (u) => !!u.entry?.uphill)) shift(-1, 'T-CRT.COLe');
      if (has(A, (u) => !!u.entry?.wall)) shift(-2, 'T-CRT.COLf');
    }
  }
  if (c.assault) shift(-3, 'T-CRT.COLg');
  for (const p of c.played) {
    if (p.face === 'S1') shift(p.side === att ? 2 : -2, 'S1');
    if (p.face === 'S2') shift(-1, 'S2');
    if (p.face === 'S3') shift(1, 'S3');
    if (p.face === 'S8') shift(att === 'syr' ? 1 : -1, 'S8');
  }
  if (c.naval && s.s6) shift(att === 'syr' ? 1 : -1, 'S6');
  column = Math.max(0, Math.min(COLUMNS.length - 1, column));

  let drm = 0;
  const mod = (n: number, why: string) => {
    if (n === 0) return;
    drm += n;
    drms.push(why);
  };
  const cancelled = (side: Side) => c.played.some((p) => p.face === 'S19' && p.side !== side);
  const zoneOfLeaders = c.assault === 'camp' ? { [att]: 'T13', [def]: 'T17' } : { [att]: c.zone, [def]: c.zone };
  const bonusLeaders = (side: Side) => (cancelled(side) ? 0 : leadersIn(s, zoneOfLeaders[side]!, { side }).filter((l) => swords(l) > 0).length);
  mod(bonusLeaders(att) - bonusLeaders(def), 'T-CRT.DRMa');
  const bonusH = (us: UnitState[]) => has(us, (u) => UNIT[u.id]!.type === 'H' && UNIT[u.id]!.bonus);
  if (!c.naval) {
    if (bonusH(A) && !bonusH(D)) mod(1, 'T-CRT.DRMb');
    if (has(D, (u) => ['A', 'C'].includes(UNIT[u.id]!.type))) mod(-1, 'T-CRT.DRMc');
    if (tA.size >= 3) mod(1, 'T-CRT.DRMd');
    if (D.length > 0 && D.every((u) => UNIT[u.id]!.type === 'H' && UNIT[u.id]!.bonus)) mod(-2, 'T-CRT.DRMe');
    const f = fortBuilt(s, c.zone);
    if (f && !c.assault) {
      const garrison = unitsIn(s, c.zone, { fort: true });
      if (garrison.some((u) => UNIT[u.id]!.side === att)) mod(1, 'T-CRT.DRMf');
      else if (garrison.some((u) => UNIT[u.id]!.side === def)) mod(-1, 'T-CRT.DRMf');
    }
    if (c.assault === 'fort' && f) mod(-FORT[f].swords, 'T-CRT.DRMg');
    if (c.assault === 'camp') mod(-1, 'T-CRT.DRMg');
  } else {
    const bonusT = (us: UnitState[]) => us.filter((u) => UNIT[u.id]!.type === 'T' && UNIT[u.id]!.bonus).length;
    mod(bonusT(A) - bonusT(D), 'T-CRT.DRMh');
  }
  return { attack, defence, column, drm, shifts, drms };
}

/** How many units a loss hits (`syracuse 4.2.1.3`: by number of units, rounded in the owner's favour, at least one). */
export function lossCount(loss: Loss, n: number): number {
  if (n === 0 || loss === 'R') return 0;
  if (loss === 'E' || loss === 'A') return n;
  const f = loss === '1/4' ? 0.25 : loss === '1/2' ? 0.5 : 0.75;
  return Math.max(1, Math.floor(n * f));
}

/** Reduce a unit; a reduced unit is eliminated (`syracuse 4.2.1.2`). */
export function hit(s: SyracuseState, u: UnitState, ctx: ResolveContext, rule: string): void {
  if (!u.reduced) {
    u.reduced = true;
    ctx.emit(ev('reduced', { unit: u.id }, { rule }));
  } else eliminate(s, u, ctx, rule);
}

export function eliminate(s: SyracuseState, u: UnitState, ctx: ResolveContext, rule: string): void {
  const side = UNIT[u.id]!.side;
  u.status = 'eliminated';
  u.zone = null;
  u.fort = false;
  delete u.aboard;
  const t = UNIT[u.id]!.type;
  const tally = s.eliminated[side];
  if (t === 'T') tally.T++;
  else if (t === 'H') tally.H++;
  else tally.other++;
  ctx.emit(ev('eliminated', { piece: u.id }, { rule }));
}

/**
 * Applies a fractional result: full-strength units are reduced first (the owner's choice made
 * for him: the smallest loss of PF first); hits beyond them eliminate reduced units, as A does
 * (decision: 4.2.1.3 read with 4.2.1.2).
 */
export function applyLoss(s: SyracuseState, units: UnitState[], loss: Loss, ctx: ResolveContext): void {
  const rule = loss === 'E' ? 'syracuse 4.2.1.1' : loss === 'A' ? 'syracuse 4.2.1.2' : 'syracuse 4.2.1.3';
  if (loss === 'E') {
    for (const u of units) eliminate(s, u, ctx, rule);
    return;
  }
  let n = lossCount(loss, units.length);
  const full = units.filter((u) => !u.reduced).sort((a, b) => UNIT[a.id]!.pf - UNIT[a.id]!.reducedPf - (UNIT[b.id]!.pf - UNIT[b.id]!.reducedPf) || (a.id < b.id ? -1 : 1));
  const worn = units.filter((u) => u.reduced).sort((a, b) => pfOf(a) - pfOf(b) || (a.id < b.id ? -1 : 1));
  for (const u of [...full, ...worn]) {
    if (n <= 0) break;
    hit(s, u, ctx, rule);
    n--;
  }
}

export function rollCell(column: number, roll: number): { cell: readonly [Loss, Loss]; winnerRole: 'attacker' | 'defender' } {
  const cell = crtCell(column, roll);
  return { cell, winnerRole: cellWinner(cell) };
}

/** Adjacent zones of the same kind holding friendly units, for S11 (`syracuse S11`). */
export function combinedZones(s: SyracuseState, zone: string, side: Side, naval: boolean): string[] {
  return neighbours(zone)
    .filter((z) => z !== 'Catane' && unitsIn(s, z, { side, fort: false }).some((u) => (UNIT[u.id]!.type === 'T') === naval))
    .sort();
}
