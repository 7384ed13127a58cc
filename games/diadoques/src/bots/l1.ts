/**
 * The L1 bot's military orders for Les Diadoques and Diadokhoi (issue 20 item 2): DumbBot's
 * order choice (`src/classic/bot.ts`) on the space values of `./l1-values.ts`, inside the
 * baseline bot's rules knowledge (`./baseline.ts`):
 * - what the rules fix comes first, as in the baseline: a unit held by the weather holds, a
 *   besieger goes on (A2/Bsg2, `diadoques §9a.26`), a unit next to its own besieged port
 *   citadel resupplies it (`§9a.33`), a garrison stays;
 * - a unit where a siege of a citadel it does not hold may start begins it — not against a
 *   stronger garrison (`diadoques §9a.24`), not in autumn where nothing feeds it
 *   (`diadoques §11a.3`): citadels are what the game is played for (`diadoques §3.3`);
 * - the others, in a seeded random order (the autumn's hungry first), take the best adjacent
 *   space or stay, with DumbBot's random chance of the next best; into an enemy unit only with
 *   the strength to dislodge it, counting the supports its idle neighbours could give; a space
 *   its own unit holds: support it if it is threatened by more than one, else look elsewhere; a
 *   space another of its units moves into: support that move if anyone could contest it;
 * - a unit left holding supports the best threatened move or hold next to it (no support
 *   across a mountain without a pass, `diadokhoi §6.3.25`);
 * - first turn, retreat lists, the diadokhoi retreat step: as the baseline.
 */
import { nextBelow, rngFromSeed } from '@diadochi/kernel';
import type { RngState } from '@diadochi/kernel';
import { space as spaceOf } from '../map/graph.ts';
import { mapOf } from '../map/index.ts';
import { rulebook } from '../rulebook/index.ts';
import { orderMark } from '../rules/marks.ts';
import { printOrder } from '../vocabulary/military/print.ts';
import type { UnitOrder, UnitOrderBody } from '../vocabulary/military/types.ts';
import type { PowerId, SpaceId, UnitState } from '../rules/state.ts';
import { isSeaType } from '../rules/units.ts';
import { stuck, weatherOf } from '../rules/weather.ts';
import { pickAlternative } from '../search/near-best.ts';
import { asState, besiegeable, distancesTo, enterable, moverOf, retreatList, retreatOrders, siegePositions, spreadOut, steps, strength, supplied, supportBlocked, targets, unitAt, withDice } from './baseline.ts';
import type { BotView, Ctx, Plan } from './baseline.ts';
import { spaceValues } from './l1-values.ts';
import type { SpaceValues } from './l1-values.ts';
import { compareIds } from './ids.ts';
import type { L1Money } from './l1-money.ts';

function shuffled<T>(xs: readonly T[], rng: RngState): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = nextBelow(rng, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * A variation of L1 for the L2 search's candidates (`./l2.ts`): units left `free` to choose
 * rather than begin the siege the rules of thumb would start, and `play`, DumbBot's chance (in
 * %) of looking at the next best option (50 by default). L1 itself plays no variation.
 */
export interface L1Variant {
  free?: ReadonlySet<string>;
  play?: number;
  /**
   * An option, off (issue 20, measured in the Strength table of `docs/bots.md`): an army that
   * must leave a province without supply — hungry in autumn, or carrying its diadochus in
   * summer — steps out itself rather than turn its step into a support of another unit's step
   * or hold, and in summer the diadochus's army values staying there as it values stepping in
   * (`diadoques §11a.3`: at the end of autumn it revolts and its commander is executed). Without
   * it such an army may support from the desert and starve.
   */
  leave?: boolean;
  /**
   * L1's money (issue 20 item 2, `./l1-money.ts`): counter-corruption, a rival diadochus's unit,
   * the royals, bribes, bids, the winter's war chest; its ruleset's `L1_MONEY` when not given
   * (Diadokhoi: royals and guard; Les Diadoques: none), `{}` spends as the baseline
   * (`./politics.ts`), L1's money before.
   */
  money?: L1Money;
}

const valueAt = (v: SpaceValues, u: UnitState, s: SpaceId) => v.node[moverOf(u)].get(s) ?? 0;

/** The order the rules or the position fix, before any choice: undefined when the unit is free to choose. */
function fixedOrder(c: Ctx, u: UnitState, busy: Set<SpaceId>, variant: L1Variant): UnitOrderBody | undefined {
  if (stuck(c.map, c.w, u.space, moverOf(u))) return { kind: 'hold' };
  const siege = c.view.sieges.find((s) => s.unit === u.id && s.seasons >= 1 && c.view.control[s.citadel] !== c.power);
  if (siege) {
    busy.add(siege.citadel);
    return { kind: 'siege', citadel: siege.citadel, round: 2 };
  }
  const resupply = besiegeable(c, u).find((x) => c.view.control[x] === c.power && c.view.sieges.some((s) => s.citadel === x && s.power !== c.power && s.from !== u.space));
  if (resupply) return { kind: 'resupply', citadel: resupply };
  if (spaceOf(c.map, u.space)?.kind === 'citadel') return { kind: 'hold' };
  const starving = c.view.season === 'autumn' && !isSeaType(u.type) && !supplied(c, u.space);
  if (starving) return undefined;
  for (const x of variant.free?.has(u.id) ? [] : besiegeable(c, u)) {
    if (c.view.control[x] === c.power || busy.has(x)) continue;
    const garrison = unitAt(c, x);
    if (garrison && garrison.power !== c.power && strength(c, garrison) > strength(c, u)) continue;
    busy.add(x);
    return { kind: 'siege', citadel: x, round: 1 };
  }
  return undefined;
}

/** Whether this unit carries its own diadochus (`diadoques §7c.1`: his death ends the power). */
function carriesLeader(c: Ctx, u: UnitState): boolean {
  const leader = c.view.powers.find((p) => p.id === c.power)?.diadochus;
  return leader !== undefined && c.view.characters.some((x) => x.id === leader && x.with === u.id && !x.dead);
}

const UNSAFE = 1e12;

/**
 * A step's value corrected for what the next autumn costs (`diadoques §11a.3`, `diadokhoi
 * §3.1.11`: an army without supply at the end of autumn revolts, and the diadochus with it dies):
 * in summer a step into a province without supply is worth half (the army must leave it at once),
 * and never for the diadochus's army; in autumn an army that must leave takes an uncontested way
 * out first, and the diadochus's army never steps where it could be stopped.
 */
function safety(c: Ctx, u: UnitState, to: SpaceId, v: SpaceValues, value: number, hungry: boolean): number {
  if (isSeaType(u.type)) return value;
  const leader = carriesLeader(c, u);
  const contested = (v.competition.get(to) ?? 0) > 0 || (unitAt(c, to)?.power ?? c.power) !== c.power;
  if (c.view.season === 'summer' && spaceOf(c.map, to)?.kind === 'land' && !supplied(c, to)) return leader ? value - UNSAFE : value - Math.abs(value) / 2;
  if (c.view.season === 'autumn' && (hungry || leader) && contested) return value - UNSAFE;
  return value;
}

/** Strength its other idle units next door could add to a move into `to` (supports). */
function helpers(c: Ctx, to: SpaceId, except: UnitState, idle: readonly UnitState[]): number {
  let n = 0;
  for (const h of idle) {
    if (h.id === except.id || stuck(c.map, c.w, h.space, moverOf(h)) || spaceOf(c.map, h.space)?.kind === 'citadel') continue;
    if (steps(c, h).some((s) => s.to === to) && !supportBlocked(c, h, to)) n += strength(c, h);
  }
  return n;
}

function choose(c: Ctx, units: UnitState[], v: SpaceValues, rng: RngState, variant: L1Variant): Map<string, Plan> {
  const plans = new Map<string, Plan>();
  const busy = new Set<SpaceId>();
  for (const u of units) {
    const body = fixedOrder(c, u, busy, variant);
    if (body) plans.set(u.id, { unit: u, body });
  }
  const free = units.filter((u) => !plans.has(u.id));
  const hungry = (u: UnitState) => c.view.season === 'autumn' && !isSeaType(u.type) && !supplied(c, u.space);
  const queue = [...shuffled(free.filter(hungry), rng), ...shuffled(free.filter((u) => !hungry(u)), rng)];
  const ownAt = new Map(units.map((u) => [u.space, u]));
  const moving = new Map<SpaceId, UnitState>();
  const waitedFor = new Map<string, string>();
  const competition = (s: SpaceId) => v.competition.get(s) ?? 0;
  while (queue.length > 0) {
    const u = queue.shift()!;
    const options = steps(c, u)
      .filter((s) => enterable(c, u, s.to) && spaceOf(c.map, s.to)?.kind !== 'citadel')
      .map((s) => ({ value: safety(c, u, s.to, v, valueAt(v, u, s.to), hungry(u)), item: s as { to: SpaceId; coast?: string } }));
    // A hungry army in autumn must leave (`diadoques §11a.3`): staying is no option unless nothing else is.
    if (!hungry(u) || options.length === 0) {
      const stay = valueAt(v, u, u.space) + 1;
      options.push({ value: variant.leave && c.view.season === 'summer' ? safety(c, u, u.space, v, stay, false) : stay, item: { to: u.space } });
    }
    options.sort((a, b) => b.value - a.value || a.item.to.localeCompare(b.item.to));
    let body: UnitOrderBody | undefined;
    let deferred = false;
    const mustLeave = variant.leave === true && (hungry(u) || (c.view.season === 'summer' && carriesLeader(c, u) && spaceOf(c.map, u.space)?.kind === 'land' && !supplied(c, u.space)));
    while (!body && options.length > 0) {
      const i = pickAlternative(options, rng, variant.play);
      const step = options[i]!.item;
      const reject = () => void options.splice(i, 1);
      if (step.to === u.space) {
        body = { kind: 'hold' };
        break;
      }
      const own = ownAt.get(step.to);
      if (own) {
        const p = plans.get(own.id);
        if (!p) {
          if (waitedFor.get(own.id) !== u.id && queue.includes(own)) {
            waitedFor.set(u.id, own.id);
            queue.splice(queue.indexOf(own) + 1, 0, u);
            deferred = true;
            break;
          }
          reject();
          continue;
        }
        if (p.body.kind !== 'move') {
          if (!mustLeave && competition(step.to) > strength(c, own) && !supportBlocked(c, u, step.to) && p.body.kind === 'hold') body = { kind: 'support', target: { type: own.type, space: own.space } };
          else reject();
          continue;
        }
        if (p.body.to === u.space) {
          reject();
          continue;
        }
      }
      const mover = moving.get(step.to);
      if (mover) {
        if (!mustLeave && competition(step.to) > 0 && !supportBlocked(c, u, step.to)) body = { kind: 'support', target: { type: mover.type, space: mover.space }, to: step.to };
        else reject();
        continue;
      }
      const enemy = unitAt(c, step.to);
      if (enemy && enemy.power !== c.power && strength(c, u) + helpers(c, step.to, u, queue) <= strength(c, enemy)) {
        reject();
        continue;
      }
      body = { kind: 'move', to: step.to, ...(step.coast ? { coast: step.coast } : {}) };
      moving.set(step.to, u);
    }
    if (deferred) continue;
    plans.set(u.id, { unit: u, body: body ?? { kind: 'hold' } });
  }
  supportInsteadOfHolding(c, units, plans, moving, v);
  return plans;
}

/** DumbBot's "wasted holds": a unit left holding supports the best threatened move or hold next to it. */
function supportInsteadOfHolding(c: Ctx, units: UnitState[], plans: Map<string, Plan>, moving: Map<SpaceId, UnitState>, v: SpaceValues): void {
  const ownAt = new Map(units.map((u) => [u.space, u]));
  for (const u of units) {
    const plan = plans.get(u.id)!;
    if (plan.body.kind !== 'hold' || stuck(c.map, c.w, u.space, moverOf(u)) || spaceOf(c.map, u.space)?.kind === 'citadel') continue;
    let best: { value: number; body: UnitOrderBody } | undefined;
    for (const s of steps(c, u)) {
      if (supportBlocked(c, u, s.to) || spaceOf(c.map, s.to)?.kind === 'citadel') continue;
      const value = valueAt(v, u, s.to);
      if (best && value <= best.value) continue;
      const mover = moving.get(s.to);
      const enemyThere = unitAt(c, s.to);
      if (mover) {
        if ((v.competition.get(s.to) ?? 0) > 0 || (enemyThere && enemyThere.power !== c.power)) best = { value, body: { kind: 'support', target: { type: mover.type, space: mover.space }, to: s.to } };
        continue;
      }
      const holder = ownAt.get(s.to);
      if (holder && plans.get(holder.id)!.body.kind === 'hold' && (v.competition.get(s.to) ?? 0) > strength(c, holder)) best = { value, body: { kind: 'support', target: { type: holder.type, space: holder.space } } };
    }
    if (best) plan.body = best.body;
  }
}

/**
 * The L1 bot's orders for `power` in a military season (or its diadokhoi retreats), from its
 * view only; deterministic for a view and seed. Winter and money: `./l1-whole.ts`.
 */
export function l1Orders(view: BotView, power: PowerId, seed: string, variant: L1Variant = {}): string {
  const map = mapOf(view.ruleset)!;
  const state = asState(view);
  const rngSeed = `l1:${seed}:${power}:${view.year}:${view.season}`;
  const c = withDice({ map, view, state, power, w: weatherOf(map, state) }, rngSeed);
  if (view.phase === 'retreats') return retreatOrders(c);
  if (view.season === 'winter' || view.phase === 'winter' || view.phase === 'over') return '';
  const units = view.units.filter((u) => u.power === power && !u.transit).sort((a, b) => compareIds(a.id, b.id));
  const v = spaceValues(c);
  const planned = choose(c, units, v, rngFromSeed(`${rngSeed}:choice`), variant);
  const plans = units.map((u) => planned.get(u.id)!);
  if (view.firstTurn) {
    const goals = targets(c);
    const dists = { army: distancesTo(c, goals.flatMap((t) => siegePositions(c, t, false)), 'army'), fleet: distancesTo(c, goals.flatMap((t) => siegePositions(c, t, true)), 'fleet') };
    const dest = new Set(plans.flatMap((p) => (p.body.kind === 'move' ? [p.body.to] : [])));
    spreadOut(c, units, plans, dest, dists);
  }
  const lines: string[] = [];
  for (const p of plans) {
    const mark = orderMark(view, p.unit);
    const unit = { type: p.unit.type, ...(mark ? { leader: mark } : {}), space: p.unit.space, ...(p.unit.coast ? { coast: p.unit.coast } : {}) };
    lines.push(printOrder(map, { unit, ...p.body } as UnitOrder));
    if (rulebook(map).policies.military.retreats === 'lists' && !view.firstTurn) {
      const re = retreatList(c, p.unit);
      if (re.length > 0) lines.push(printOrder(map, { unit, kind: 'retreats', to: re }));
    }
  }
  return lines.join('\n');
}
