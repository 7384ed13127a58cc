/**
 * What each unit a player commands may be ordered to do now, listed by the rules (issue 14,
 * item 3; issue 17, item 1): per unit (`subject`: the space it stands in) the order kinds of
 * the ruleset's notation with their legal targets, so that the board and the bots offer only
 * orders the season will carry out unless another player's orders interfere.
 *
 * Verbs and targets:
 * - `hold` — no target;
 * - `move` — the spaces it may move to, by land or sea or by a convoy of fleets on the board
 *   (`diadoques §9a.6`, `§9a.19`, `diadokhoi §6.3.20`, `§6.3.27`);
 * - `support-hold` — the spaces of the units it may support in place (`diadoques §9a.18`);
 * - `support-move` — `FROM-TO`: the unit in FROM moving to TO (`diadokhoi §6.3.25`);
 * - `convoy` — `FROM-TO`: the army in FROM carried to TO (fleets at sea only);
 * - `siege`, `resupply` — the citadels (`diadoques §9a.23`, `§9a.33`, `diadokhoi §6.3.31`);
 * - `retreats` — diadoques retreat lists (`diadoques §9a.36`): the spaces next to the unit;
 * - in the diadokhoi retreat step: `retreat` (the places left to it) and `disband`
 *   (`diadokhoi §6.3.44`, `§6.3.46`).
 *
 * No rule is decided here: each candidate is put to the adjudicator's own checks
 * (`./void-orders.ts`), one candidate per unit at a time, and kept when they accept it.
 * Weather, terrain, coasts, citadels and convoys are therefore the adjudicator's.
 */
import type { Choice } from '@diadochi/kernel';
import { chainExists } from '../core/index.ts';
import { neighbours, space as spaceOfMap } from '../map/graph.ts';
import { mapOf } from '../map/index.ts';
import type { GameMap, SpaceId } from '../map/types.ts';
import { geographyOf } from './geography.ts';
import { mayOrder } from './interpret.ts';
import { printOrder } from '../vocabulary/military/print.ts';
import type { UnitOrder, UnitRef } from '../vocabulary/military/types.ts';
import type { GameState, PowerId, UnitState } from './state.ts';
import { unitById } from './state.ts';
import { isSeaType } from './units.ts';
import { voidOrders } from './void-orders.ts';
import { orderMark } from './marks.ts';
import { rulebook } from '../rulebook/index.ts';

interface Candidate {
  unit: number;
  verb: string;
  target?: string;
  order: UnitOrder;
}

const refOf = (u: UnitState): UnitRef => ({ type: u.type, space: u.space, ...(u.coast ? { coast: u.coast } : {}) });
const moverOf = (u: UnitState) => (isSeaType(u.type) ? 'fleet' : 'army');

/** The spaces next to a unit, by every border its kind may cross (special routes included). */
function near(map: GameMap, u: UnitState): SpaceId[] {
  return [...new Set(neighbours(map, { space: u.space, ...(u.coast ? { coast: u.coast } : {}) }, moverOf(u)).map((s) => s.to))];
}

/** The fleets on the board that could carry an army (`diadoques §9a.19`). */
function convoyFleets(map: GameMap, state: GameState) {
  const geo = geographyOf(map);
  return { geo, fleets: state.units.filter((x) => !x.transit && isSeaType(x.type) && geo.canConvoy('fleet', geo.regionOf(x.space, x.coast))).map((x) => ({ region: geo.regionOf(x.space, x.coast), kind: 'fleet' as const })) };
}

/** Where a unit could go: next to it, and for an army on a coast as far as the fleets on the board link. */
function reachOf(map: GameMap, state: GameState, u: UnitState): SpaceId[] {
  const reach = new Set(near(map, u));
  if (!isSeaType(u.type)) {
    const { geo, fleets } = convoyFleets(map, state);
    if (fleets.length > 0) for (const p of map.provinces) if (p.id !== u.space && !reach.has(p.id) && chainExists(geo, fleets, u.space, p.id)) reach.add(p.id);
  }
  return [...reach];
}

/**
 * What the unit could be ordered to do, before the adjudicator's checks. Supports are looked
 * for among the units within two spaces (a support of a move by convoy from further away is
 * not listed, though it may be written).
 */
function candidates(map: GameMap, state: GameState, units: UnitState[], k: number): Candidate[] {
  const u = units[k]!;
  // In a stack the order names its unit by its mark too (`diadoques §9a.3`, issue 18 ruling).
  const mark = orderMark(state, u);
  const unit = { ...refOf(u), ...(mark !== undefined ? { leader: mark } : {}) };
  const out: Candidate[] = [{ unit: k, verb: 'hold', order: { unit, kind: 'hold' } }];
  const next = near(map, u);
  for (const to of reachOf(map, state, u)) out.push({ unit: k, verb: 'move', target: to, order: { unit, kind: 'move', to } });
  const others = state.units.filter((x) => x.id !== u.id && !x.transit);
  for (const t of others) {
    const theirs = near(map, t);
    if (next.includes(t.space)) out.push({ unit: k, verb: 'support-hold', target: t.space, order: { unit, kind: 'support', target: refOf(t) } });
    for (const to of next) if (to !== t.space && theirs.includes(to)) out.push({ unit: k, verb: 'support-move', target: `${t.space}-${to}`, order: { unit, kind: 'support', target: refOf(t), to } });
  }
  if (isSeaType(u.type) && spaceOfMap(map, u.space)?.kind === 'sea') {
    for (const t of others.filter((x) => !isSeaType(x.type) && near(map, x).includes(u.space))) {
      for (const to of reachOf(map, state, t)) if (!near(map, t).includes(to) || spaceOfMap(map, to)?.kind === 'land') out.push({ unit: k, verb: 'convoy', target: `${t.space}-${to}`, order: { unit, kind: 'convoy', target: refOf(t), to } });
    }
  }
  const here = spaceOfMap(map, u.space);
  const citadels = here?.kind === 'sea' ? map.citadels.filter((c) => c.port).map((c) => c.id) : here?.kind === 'land' ? here.citadels : [];
  for (const c of citadels) {
    const round = state.sieges.some((x) => x.unit === u.id && x.citadel === c) ? 2 : 1;
    out.push({ unit: k, verb: 'siege', target: c, order: { unit, kind: 'siege', citadel: c, round } });
    out.push({ unit: k, verb: 'resupply', target: c, order: { unit, kind: 'resupply', citadel: c } });
  }
  return out;
}

/** The candidates the adjudicator's checks accept: one round per rank, one order per unit in each. */
function accepted(map: GameMap, state: GameState, player: PowerId, all: Candidate[][]): Candidate[] {
  const out: Candidate[] = [];
  const rounds = Math.max(0, ...all.map((c) => c.length));
  for (let r = 0; r < rounds; r++) {
    const batch = all.map((c) => c[r]).filter((c): c is Candidate => c !== undefined);
    const text = batch.map((c) => printOrder(map, c.order)).join('\n');
    const refused = new Set(voidOrders(state, player, text).map((o) => o.line));
    batch.forEach((c, line) => {
      if (!refused.has(line)) out.push(c);
    });
  }
  return out;
}

/**
 * Every unit `player` may order now with its legal order kinds and targets; `null` when the
 * state asks nothing of the player in a military season or a retreat step.
 */
export function orderChoices(state: GameState, player: PowerId): Choice[] | null {
  const map = mapOf(state.ruleset)!;
  if (state.phase === 'retreats') {
    const mine = (state.retreats ?? []).filter((r) => unitById(state, r.unit)?.power === player);
    if (mine.length === 0) return null;
    return mine.flatMap((r) => [
      { verb: 'retreat', subject: r.from, targets: r.options.map((o) => o.split('/')[0]!) },
      { verb: 'disband', subject: r.from },
    ]);
  }
  if (state.phase !== 'orders') return null;
  const units = state.units.filter((u) => !u.transit && mayOrder(state, player, u.power));
  if (units.length === 0) return null;
  const ok = accepted(map, state, player, units.map((_, k) => candidates(map, state, units, k)));
  const out: Choice[] = [];
  units.forEach((u, k) => {
    const mine = ok.filter((c) => c.unit === k);
    for (const verb of ['hold', 'move', 'support-hold', 'support-move', 'convoy', 'siege', 'resupply']) {
      const these = mine.filter((c) => c.verb === verb);
      if (these.length === 0) continue;
      out.push(verb === 'hold' ? { verb, subject: u.space } : { verb, subject: u.space, targets: [...new Set(these.map((c) => c.target!))] });
    }
    if (rulebook(map).policies.military.retreats === 'lists') out.push({ verb: 'retreats', subject: u.space, targets: near(map, u) });
  });
  return out;
}
