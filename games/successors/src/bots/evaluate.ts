/**
 * How good a position is for one faction, as the bots see it: victory points (successors 20.4)
 * and legitimacy (17.2) first — they are how the game is won (20.2, 20.1) — then what makes them:
 * spaces held towards province majorities (2.3.1), combat units and generals (8, 12), and the
 * objectives within reach of each army (a DumbBot-style proximity value: the worth of a space
 * divided by its distance). Read only from what every player sees (the map is public, 9.1.4).
 */
import type { SpaceId } from '../data/types.ts';
import { CU_STRENGTH, isMinor } from '../rules/board.ts';
import type { Rules } from '../rules/board.ts';
import { CU_TYPES } from '../rules/state.ts';
import type { Cus, Faction, SuccessorsState } from '../rules/state.ts';
import { allLegitimacy, allVictoryPoints, commander, largestFleet, provinceControllers, royalController } from '../rules/query.ts';
import { ROUNDS } from '../rules/turn.ts';
import { nextHeir, stakes } from './stakes.ts';

/** Tunable weights (docs/bots.md). */
export const WEIGHTS = {
  vp: 8,
  lp: 6,
  strength: 1,
  general: 4,
  space: 0.6,
  /** Per VP of a province, scaled by the share of the majority already held. */
  progress: 0.5,
  /** Objectives within reach of an army. */
  reach: 1.2,
  /** Stronger enemy armies near one's own. */
  threat: 0.35,
  /** The best rival counts this much, the others' average the rest. */
  rivalMax: 0.6,
  rivalMean: 0.4,
  /** A card in hand, per operation point (7.1): what discarding it for nothing throws away. */
  hand: 0.8,
  /** Operation points waiting to be spent (7.1.2), each. */
  ops: 1.6,
  /** Control markers waiting to be placed (7.5), each. */
  marker: 0.9,
  /**
   * The regent test (20.1.3, 21.4): when an heir comes of age the player with the highest VP + LP
   * may win at once (21.4.2), and an uncontrolled heir ends the game with the regent winning
   * (21.4.5). Before that turn the lead in VP + LP is worth this much, scaled by how near it is.
   */
  regent: 4,
  /** The end count of the last turn (20.3.1) is by VP alone: in the last turn the VP lead weighs this much. */
  final: 3,
  /** Operation points put towards a recruit (7.6), each. */
  recruit: 0.4,
  /** Movement points left to a moving army (9.3), each. */
  mp: 0.25,
  /** A movement segment's roll (9.2) per army able to use it. */
  roll: 0.5,
  /**
   * Who holds the heir at his test (21.4, stakes.ts): 0 leaves it out (L1). Otherwise the regent
   * stake is multiplied by `decided` when the test would crown the leader (the heir his or held by
   * nobody, 21.4.2, 21.4.5) and by `undecided` when a rival of the leader holds him (assassinated,
   * the game goes on, 21.4.4); and an army's reach counts the heir's space this much more while
   * someone else holds him.
   */
  heir: 0,
  decided: 1,
  undecided: 1,
  /**
   * Alexander's body held unburied (17.4): the LP its burial promises — 10 at Pella (17.4.3), 2 in
   * another major city (17.4.5) — times the odds of getting there before it is lost (turn 4,
   * 17.4.7), counted as LP times this weight. 0 leaves it out (L1: the body is worth nothing until
   * buried, so it is buried at once where it stands, at Babylon for 2 LP).
   */
  body: 0,
  /**
   * What spending them adds, per operation point waiting to be spent (7.1.2) and per control
   * marker waiting to be placed (7.5), by turn (index 0 = turn 1), over `ops` and `marker`: a leaf
   * before they are spent is then valued as one after (SPEND_WEIGHTS). Zero for L1.
   */
  opsSpent: [0, 0, 0, 0, 0] as number[],
  markerSpent: [0, 0, 0, 0, 0] as number[],
};

export type Weights = typeof WEIGHTS;

/**
 * L2's weights (issue 19): an operation point or a control marker not yet spent valued as L1's
 * spending of it gains on average. Measured by `games/successors/bench/prospects.bench.ts` (L1
 * spending them greedily from every such step of L1 games, seeds ov1-ov3): the gain over the
 * prospect per point was 7.8, 2.0, 2.0, 0.1, 0.5 in turns 1-5 and per marker 7.5, 2.4, 5.7, 2.1, 2.8.
 * With L1's prospect alone (1.6 an OP, 0.9 a marker), a playout that ends before the operations
 * are spent values a card played for them far below one spent, and below an event that resolves
 * at once: traced, the search's means for every card played for operations rose from 68 to 107 as
 * its tree grew deep enough to spend them (turn 1, 96 to 1,800 worlds).
 */
export const SPEND_WEIGHTS: Weights = { ...WEIGHTS, opsSpent: [7.8, 2, 2, 0.1, 0.5], markerSpent: [7.5, 2.4, 5.7, 2.1, 2.8] };

/** L2's weights: L1's, with the body's burial at Pella promised while it is held (17.4, `bodyPromise`). */
export const BODY_WEIGHTS: Weights = { ...WEIGHTS, body: 1 };

/** L2's weights: L1's, with the heir's holder at his test counted (the turn-4 test ends most games). */
export const HEIR_WEIGHTS: Weights = { ...WEIGHTS, heir: 6, decided: 1.5, undecided: 0.35 };

/**
 * L2's weights for the race of turns 1-3 (issue 19): the regent stake (21.4, stakes.ts) three times
 * L1's. In all 24 games of s21a the leader in VP + LP at the end of turn 3 won (docs/bots.md), and
 * L1's stake, divided by the turns still to go, weighs a lead little before turn 3.
 */
export const RACE_WEIGHTS: Weights = { ...WEIGHTS, regent: 12 };

/** Battle strength of CUs (12.1): elephants count two here (they roll instead, 14.1). */
export function strengthOf(c: Cus): number {
  let n = 0;
  for (const t of CU_TYPES) n += c[t] * (t === 'elephant' ? 2 : CU_STRENGTH[t]);
  return n;
}

const distanceCache = new WeakMap<Rules, Map<SpaceId, Map<SpaceId, number>>>();

/** Movement points between spaces by land, mountain and strait paths (9.3), all pairs, once per map. */
export function distances(r: Rules): Map<SpaceId, Map<SpaceId, number>> {
  const known = distanceCache.get(r);
  if (known) return known;
  const all = new Map<SpaceId, Map<SpaceId, number>>();
  for (const from of r.space.keys()) {
    const d = new Map<SpaceId, number>([[from, 0]]);
    const queue: SpaceId[] = [from];
    // Costs are 1 or 2: a simple label-correcting search is exact and quick on 127 spaces.
    while (queue.length > 0) {
      const at = queue.shift()!;
      for (const l of r.links.get(at) ?? []) {
        if (l.kind === 'maritime' || l.kind === 'trans-mediterranean') continue;
        const nd = d.get(at)! + l.cost;
        if (nd < (d.get(l.to) ?? Infinity)) {
          d.set(l.to, nd);
          queue.push(l.to);
        }
      }
    }
    all.set(from, d);
  }
  distanceCache.set(r, all);
  return all;
}

interface Army {
  faction: Faction;
  space: SpaceId;
  strength: number;
}

/**
 * Every faction's forces with a general outside the city (8.2): `commander(…, false)` is not null
 * exactly where one of the faction's generals stands on the map outside in that space, so the
 * generals are walked once for all the holdings (issue 19: a scan of every general per holding was
 * about 4 % of an L2 search's CPU).
 */
function armies(s: SuccessorsState): Army[] {
  const led = new Set<string>();
  for (const id in s.generals) {
    const g = s.generals[id]!;
    if (g.where === 'map' && g.space !== undefined && g.owner !== null && !g.inside) led.add(`${g.space}|${g.owner}`);
  }
  const out: Army[] = [];
  for (const space in s.holdings) {
    const at = s.holdings[space]!;
    for (const f in at) {
      const h = at[f]!;
      const str = strengthOf(h.out) + strengthOf(h.in) * 0.5;
      if (str > 0 && led.has(`${space}|${f}`)) out.push({ faction: f, space, strength: str });
    }
  }
  return out;
}

/** Strength of every faction's CUs per space (outside and inside), once per evaluation. */
function forcesBySpace(s: SuccessorsState): Map<SpaceId, Record<Faction, number>> {
  const out = new Map<SpaceId, Record<Faction, number>>();
  for (const [space, at] of Object.entries(s.holdings)) {
    const here: Record<Faction, number> = {};
    for (const [f, h] of Object.entries(at)) here[f] = strengthOf(h.out) + strengthOf(h.in);
    out.set(space, here);
  }
  return out;
}

/** Movement points an army makes in one movement segment, on average (9.2: 2 to 4 by the allowance table). */
const MP_PER_SEGMENT = 3;

/**
 * What Alexander's unburied body promises its holder `f`, in LP (17.4): 10 if buried at Pella
 * (17.4.3), 2 for the tomb of another major city of his (17.4.5: its controller has them), each times the share of the movement
 * left before the body is lost (the turn track's turn 4, 17.4.7) that the distance does not use up:
 * `1 - distance / budget`, the budget being 3 MP per round left from turn 2 (21.1: the cart is
 * built then) plus the MP left to the army carrying it now (9.3). Each step towards Pella raises it;
 * buried at Babylon at once the body gives 2 LP, while held there in turn 2 it promises 3.3.
 */
export function bodyPromise(r: Rules, s: SuccessorsState, f: Faction): number {
  const def = r.data.royals.find((x) => x.kind === 'body');
  const st = def ? s.royals[def.id] : undefined;
  if (!def || !st || st.dead || st.buried || !st.space) return 0;
  const lost = r.data.turnTrack.find((t) => t.events.some((e) => e.kind === 'body-lost-unless-buried'))?.turn ?? Infinity;
  if (s.turn >= lost || royalController(r, s, def.id) !== f) return 0;
  let rounds = 0;
  for (let t = Math.max(2, s.turn); t < lost; t++) rounds += t === s.turn ? ROUNDS - s.round + 1 : ROUNDS;
  const carried = s.moving?.royals.includes(def.id) ? s.moving.mp : 0;
  const budget = MP_PER_SEGMENT * rounds + carried;
  if (budget <= 0) return 0;
  const d = distances(r).get(st.space);
  if (!d) return 0;
  const odds = (k: number | undefined) => (k === undefined ? 0 : Math.max(0, 1 - k / budget));
  // The tomb's 2 LP go to the city's controller (17.4.5): only a major city of one's own counts.
  let major = Infinity;
  for (const [to, k] of d) if (to !== 'pella' && k < major && r.space.get(to)?.kind === 'major-city' && s.control[to]?.by === f) major = k;
  return Math.max(10 * odds(d.get('pella')), 2 * odds(major));
}

/**
 * What each faction has on the board: the part of the value every faction gets. Every faction's
 * at once, in one pass over the holdings, the generals, the control markers and the provinces
 * (issue 19: one pass per faction, four a leaf, was 8 % of a search's CPU in a profile of
 * `l2-cpu.bench.ts`); each faction's sums are added in the same order as before, so the values
 * are the same to the bit.
 */
function materials(r: Rules, s: SuccessorsState, ctl: ReturnType<typeof provinceControllers>, vps: Record<Faction, number>, lps: Record<Faction, number>, W: Weights): Map<Faction, number> {
  // Sums by the faction's seat (plain arrays and loops, no Map or entry arrays: a leaf's hot path).
  const n = s.factions.length;
  const seat = new Map<string, number>();
  for (let i = 0; i < n; i++) seat.set(s.factions[i]!, i);
  const str = new Array<number>(n).fill(0);
  const gens = new Array<number>(n).fill(0);
  const spaces = new Array<number>(n).fill(0);
  const progress = new Array<number>(n).fill(0);
  const held = new Array<number>(n).fill(0);
  for (const space in s.holdings) {
    const at = s.holdings[space]!;
    for (let i = 0; i < n; i++) {
      const h = at[s.factions[i]!];
      if (h) str[i] = str[i]! + strengthOf(h.out) + strengthOf(h.in);
    }
  }
  for (let i = 0; i < n; i++) {
    const disp = s.dispersed[s.factions[i]!];
    if (disp) str[i] = str[i]! + strengthOf(disp) * 0.5;
  }
  for (const id in s.generals) {
    const g = s.generals[id]!;
    const i = g.owner === null ? undefined : seat.get(g.owner);
    if (i !== undefined && (g.where === 'map' || g.where === 'dispersed')) gens[i] = gens[i]! + (isMinor(id) ? 0.25 : 1);
  }
  for (const id in s.control) {
    const i = seat.get(s.control[id]!.by);
    if (i !== undefined) spaces[i] = spaces[i]! + 1;
  }
  // Progress towards provinces not yet held: a share of their VP by the spaces held there.
  for (const [p, c] of r.counting) {
    const prov = r.province.get(p)!;
    if (prov.vp <= 0 || c.spaces.length === 0) continue;
    held.fill(0);
    for (const id of c.spaces) {
      const by = s.control[id]?.by;
      const i = by === undefined ? undefined : seat.get(by);
      if (i !== undefined) held[i] = held[i]! + 1;
    }
    const need = Math.floor(c.spaces.length / 2) + 1;
    const owner = ctl.get(p);
    for (let i = 0; i < n; i++) {
      const f = s.factions[i]!;
      if (owner === f) continue;
      const mine = held[i]!;
      progress[i] = progress[i]! + prov.vp * Math.min(1, mine / need) * (c.major && s.control[c.major]?.by !== f ? 0.6 : 1);
    }
  }
  const out = new Map<Faction, number>();
  for (let i = 0; i < n; i++) {
    const f = s.factions[i]!;
    const body = W.body > 0 ? W.body * W.lp * bodyPromise(r, s, f) : 0;
    out.set(f, W.vp * vps[f]! + W.lp * lps[f]! + W.strength * str[i]! + W.general * gens[i]! + W.space * spaces[i]! + W.progress * progress[i]! + body);
  }
  return out;
}

/** What one space is worth taking for `f` (0 when it is already his). */
function spaceWorth(r: Rules, s: SuccessorsState, f: Faction, space: SpaceId, myStrength: number, forces: Map<SpaceId, Record<Faction, number>>): number {
  const sp = r.space.get(space)!;
  if (sp.kind === 'transit') return 0;
  const by = s.control[space]?.by;
  const here = forces.get(space);
  let enemy = 0;
  if (here) for (const x in here) if (x !== f) enemy += here[x]!;
  if (by === f && enemy === 0) return 0;
  const pvp = r.province.get(sp.province)?.vp ?? 0;
  let w = 1 + 0.4 * pvp + (sp.kind === 'major-city' ? 1.5 : 0);
  if (by === 'independent') w = myStrength >= 4 ? w + 0.5 * (s.control[space]?.value ?? 1) : 0;
  else if (by && by !== f) w += 1;
  // An enemy force is prey only to a clearly stronger army (the battle table favours the stronger, 12.5).
  if (enemy > 0) w = myStrength > enemy * 1.5 ? w + enemy * 0.6 : -0.5 * (enemy - myStrength);
  return w;
}

/**
 * The heir's space as an objective while someone else holds him before his test (21.4): taking
 * him decides the test for a leader and stops it for the others (stakes.ts). Nearer the test, more.
 */
function heirPrize(r: Rules, s: SuccessorsState, f: Faction, W: Weights): { space: SpaceId; worth: number } | null {
  if (W.heir <= 0) return null;
  const heir = nextHeir(r, s);
  const space = heir ? s.royals[heir.royal]?.space : null;
  if (!heir || !space || royalController(r, s, heir.royal) === f) return null;
  return { space, worth: W.heir / Math.max(1, heir.away) };
}

/** The value of the objectives within reach of `f`'s armies, less the danger from stronger armies near them. */
function reach(r: Rules, s: SuccessorsState, f: Faction, all: Army[], W: Weights): number {
  const dist = distances(r);
  const forces = forcesBySpace(s);
  const prize = heirPrize(r, s, f, W);
  let total = 0;
  for (const a of all) {
    if (a.faction !== f) continue;
    const d = dist.get(a.space);
    if (!d) continue;
    let best = 0;
    for (const [to, k] of d) {
      if (k > 6) continue;
      let w = spaceWorth(r, s, f, to, a.strength, forces);
      if (prize && to === prize.space && w > 0) w += prize.worth;
      if (w > 0) best = Math.max(best, w / (1 + k));
    }
    let danger = 0;
    for (const e of all) {
      if (e.faction === f) continue;
      const k = d.get(e.space);
      if (k === undefined || k > 3 || e.strength <= a.strength * 1.2) continue;
      danger += (e.strength - a.strength) / (1 + k);
    }
    total += W.reach * best * Math.min(1, a.strength / 4) - W.threat * danger;
  }
  return total;
}

/**
 * What `f` holds that the board does not show yet: his hand (7.1), operations and markers to
 * spend (7.1.2, 7.5), a recruit under way (7.6), CUs and generals to place (5.3, 9.13), the
 * movement points of his moving army and his segment's roll (9.2, 9.3). Without it a card
 * discarded would look free and a roll worth nothing until the army moved.
 */
function prospects(r: Rules, s: SuccessorsState, f: Faction, all: Army[], WEIGHTS: Weights): number {
  let v = 0;
  for (const n of s.hands[f] ?? []) v += WEIGHTS.hand * (r.card.get(n)?.ops ?? 0);
  v += WEIGHTS.recruit * (s.recruit[f]?.ops ?? 0);
  const st = s.step;
  if (st.k === 'over' || st.who !== f) return v;
  if (st.k === 'ops') v += (WEIGHTS.ops + (WEIGHTS.opsSpent[s.turn - 1] ?? 0)) * st.ops;
  else if (st.k === 'place-control') v += (WEIGHTS.marker + (WEIGHTS.markerSpent[s.turn - 1] ?? 0)) * st.left;
  else if (st.k === 'reinforce') v += WEIGHTS.strength * strengthOf(st.cus) * 0.9 + WEIGHTS.general * 0.9 * st.generals.length;
  else if (st.k === 'move') {
    if (s.moving?.source === st.source) v += WEIGHTS.mp * s.moving.mp;
    if (st.source === 'movement') v += WEIGHTS.roll * st.roll * all.filter((a) => a.faction === f && !s.moved.includes(commander(r, s, a.space, f) ?? '')).length * 0.5;
  }
  return v;
}

/** The value of a position for `f`: his standing against the rivals', plus his armies' prospects. */
export function evaluate(r: Rules, s: SuccessorsState, f: Faction, W: Weights = WEIGHTS): number {
  if (s.result) return s.result.winners.includes(f) ? 1e4 / s.result.winners.length : -1e4;
  const ctl = provinceControllers(r, s);
  const fleet = largestFleet(r, s);
  let mine = 0;
  let best = -Infinity;
  let sum = 0;
  const vps = allVictoryPoints(r, s, ctl, fleet);
  const lps = allLegitimacy(r, s);
  const values = materials(r, s, ctl, vps, lps, W);
  for (const x of s.factions) {
    const v = values.get(x)!;
    if (x === f) mine = v;
    else {
      best = Math.max(best, v);
      sum += v;
    }
  }
  const rivals = s.factions.length - 1;
  const rival = rivals > 0 ? W.rivalMax * best + (W.rivalMean * sum) / rivals : 0;
  const all = armies(s);
  return mine - rival + reach(r, s, f, all, W) + prospects(r, s, f, all, W) + stakes(r, s, f, vps, lps, W);
}
