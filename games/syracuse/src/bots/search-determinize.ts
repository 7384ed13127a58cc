/**
 * Determinization for the search bot (L2): a full game state built from ONE player's view, the
 * hidden parts sampled with the bot's own generator. The view shows the board, the bot's own
 * hand and only the counts of the other hand and of the bowl (`syracuse 2.A.1`); the stratagem
 * counters that are in neither the bot's hand nor out of play are shared at random between the
 * other hand and the bowl, so every sample is consistent with what the bot may know and never
 * with what it may not. Future dice are the playouts' own generator's (search.ts).
 *
 * The view omits some bookkeeping of the engine (which units already moved in this action phase,
 * the combats still queued…); those take their plain defaults here, so a sample is a close model
 * of the game, not a copy of it: the search tolerates a playout the engine refuses (search.ts).
 */
import { canonicalOrder, nextBelow } from '@diadochi/kernel';
import type { RngState } from '@diadochi/kernel';
import type { Side } from '../data/map.ts';
import { STRATAGEM_COUNTERS } from '../data/tables.ts';
import { victoryPoints } from '../engine.ts';
import { baseState } from '../setup.ts';
import { other } from '../state.ts';
import type { ScenarioId, SyracuseState } from '../state.ts';
import type { SyracuseView } from '../view.ts';

/** The order of the adjustment steps (`syracuse 2.D`), as the engine queues them. */
function adjustmentOrder(initiative: Side): NonNullable<SyracuseState['dOrder']> {
  const o = other(initiative);
  return [
    { k: 'd1', side: initiative }, { k: 'd2', side: initiative },
    { k: 'd1', side: o }, { k: 'd2', side: o },
    { k: 'supply-checks', side: initiative },
    { k: 'd3', side: initiative }, { k: 'd4', side: initiative }, { k: 'd5', side: initiative },
    { k: 'd3', side: o }, { k: 'd4', side: o }, { k: 'd5', side: o },
  ];
}

function shuffle<T>(items: readonly T[], rng: RngState): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = nextBelow(rng, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * A state the view's owner cannot tell from the real one: its hand, the board, the other hand and
 * bowl sampled. `legal`, the owner's listed decisions, tells which of its own pieces in activated
 * zones may still move in this action phase (`syracuse 3.0.1`: once per phase); the others are
 * marked as moved, so that the playouts do not move them twice.
 */
export function determinize(view: SyracuseView, rng: RngState, legal?: readonly { verb: string; subject?: string }[]): SyracuseState {
  const me = view.viewer!;
  const s = baseState(view.scenario as ScenarioId);
  const copy = <T>(x: T): T => (x === undefined || x === null ? x : (JSON.parse(JSON.stringify(x)) as T));
  s.turn = view.turn;
  s.lastTurn = view.lastTurn;
  s.step = copy(view.step);
  if (view.actionSide) s.actionSide = view.actionSide;
  s.ap = { ...view.ap };
  s.pool = view.pool;
  s.advantage = view.advantage;
  s.initiative = view.initiative;
  s.supply = copy(view.supply);
  s.forts = copy(view.forts);
  s.camp = view.camp;
  // the camp's turn is not shown: a built camp is taken as built before this turn (2.C.13)
  if (view.camp === 'built') s.campTurn = view.turn - 1;
  s.walls = { ...view.walls };
  s.chains = view.chains;
  for (const u of view.units) {
    const st = s.units[u.id];
    if (!st) continue;
    Object.assign(st, { zone: u.zone, fort: u.fort, reduced: u.reduced, status: u.status });
    if (u.aboard) st.aboard = true;
  }
  for (const l of view.leaders) {
    const st = s.leaders[l.id];
    if (!st) continue;
    Object.assign(st, { zone: l.zone, fort: l.fort, wounded: l.wounded, status: l.status });
  }
  s.s6 = view.s6;
  s.activated = [...view.activated];
  s.archers = copy(view.archers);
  if (view.combat) s.combat = copy(view.combat);
  if (view.works) s.works = copy(view.works);
  s.delayed = { ...view.delayed };
  s.eliminated = copy(view.eliminated);
  s.removedCounters = [...view.removedCounters];
  if (view.result) s.result = copy(view.result);
  // 9.2.8 is not shown as such, but the points are: five Syracusan points too few means it was met
  s.plemmyrionByT4 = false;
  if (victoryPoints(s).syr !== view.vp.syr) s.plemmyrionByT4 = true;
  // the engine's queues, rebuilt from the step shown
  const st = view.step;
  if (st.k === 'd1' || st.k === 'd2' || st.k === 'd3' || st.k === 'd4' || st.k === 'd5' || st.k === 'recovery') {
    // a recovery picked in D.3 goes back to that D.3
    const k = st.k === 'recovery' ? 'd3' : st.k;
    const order = adjustmentOrder(view.initiative);
    const at = order.findIndex((x) => x.k === k && x.side === st.side);
    s.dOrder = at >= 0 ? order.slice(at + 1) : [];
  }
  if (st.k === 'works') s.worksOrder = st.side === view.initiative && view.camp === 'built' ? [other(st.side)] : [];
  if (st.k === 'retreat' && view.combat) {
    const z = view.combat.zone;
    s.retreating = {
      side: st.side,
      zone: z,
      units: view.units.filter((u) => u.status === 'map' && u.zone === z && u.side === st.side && !u.fort).map((u) => u.id),
      leaders: view.leaders.filter((l) => l.status === 'map' && l.zone === z && l.side === st.side && !l.fort).map((l) => l.id),
    };
  }
  if (legal && view.step.k === 'act' && view.step.side === me) {
    const free = new Set(legal.filter((d) => d.verb === 'move').map((d) => d.subject));
    for (const p of [...Object.values(s.units), ...Object.values(s.leaders)]) {
      const side = view.units.find((u) => u.id === p.id)?.side ?? view.leaders.find((l) => l.id === p.id)?.side;
      if (side === me && p.status === 'map' && p.zone && view.activated.includes(p.zone) && !free.has(p.id)) p.moved = s.actionPhase;
    }
  }
  // the hidden counters: the other hand and the bowl, drawn from those the viewer cannot place
  const mine = (view.hand ?? []).map((h) => h.counter);
  const known = new Set([...mine, ...view.removedCounters]);
  const unknown = shuffle(
    STRATAGEM_COUNTERS.map((c) => c.id).filter((c) => !known.has(c)),
    rng,
  );
  const n = Math.min(view.handCounts[other(me)], unknown.length);
  s.hands = { ath: [], syr: [] };
  s.hands[me] = mine;
  s.hands[other(me)] = unknown.slice(0, n);
  s.bowl = unknown.slice(n).sort();
  // The world's keys in the order of the real game's state, which the kernel keeps in canonical
  // order (issue 22): the rules then meet units and leaders in the same order in both.
  return canonicalOrder(s) ?? s;
}
