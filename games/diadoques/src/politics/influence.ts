/**
 * Neutral minor powers controlled by political points (`diadokhoi §8.6`, optional `§8.7`) in
 * the Diadokhoi games for 5, 4, 3 and 2 players.
 *
 * Here rather than in `src/neutrals`: this is a contest between players — secret bids revealed
 * together, like the auctions of this folder — while `src/neutrals` is the automatic referee
 * that orders the powers nobody controls (it is told to leave the controlled ones alone).
 *
 * The year's course:
 * - winter: each player writes `influence 4 Cassandra` lines among his winter orders; they are
 *   sealed (`sealInfluenceBids`, secret) and every activation margin (AM) drops by 1
 *   (`influenceWinter`, `§8.6.7`);
 * - the opening of spring: the bids are revealed together and paid (5 PP free a year, each
 *   extra PP 1000 talents, `§8.6.1`), control is decided per power (`takeOver`, `§8.6.2`,
 *   `§8.6.3`), a controller's AM becomes 0 (`§8.6.4`); control lasts until the next reveal;
 * - each military season: the controllers order the power's units in their own orders
 *   (`state.orderedBy`, read by `src/rules/interpret.ts`); whoever attacks a neutral power
 *   loses his PP in it and his control of it (`punishAttacks`, `§8.6.5`).
 *
 * State: `state.ext.influence` (`InfluenceExt`); control itself is `state.orderedBy` (public).
 * Every function mutates the state it is given and returns the events it caused.
 */
import { citadel } from '../map/graph.ts';
import type { Scenario } from '../map/types.ts';
import { defOfPower, forcesOf } from '../neutrals/registry.ts';
import { objectiveSpaces, objectivesOf } from '../neutrals/fields.ts';
import type { UnitOrder } from '../vocabulary/military/types.ts';
import type { SeasonReport } from '../rules/report.ts';
import type { GameState, PowerId } from '../rules/state.ts';
import { unitStrength } from '../rules/units.ts';
import { ev, extOf, isLivePlayer, livePlayers, mapFor, treasuryOf } from '../economy/common.ts';
import type { LayerEvent } from '../economy/common.ts';
import type { WinterOrder } from '../vocabulary/winter.ts';
import { royalsHeldBy } from './characters.ts';
import type { InfluenceBid, InfluenceExt } from '../rules/ext.ts';

export type { InfluenceBid, InfluenceExt } from '../rules/ext.ts';

/** PP each player has every year (`diadokhoi §8.6.1` says "a few": decisions.md). */
export const POLITICAL_POINTS = 5;
/** Price of one extra PP (`diadokhoi §8.6.1`). */
export const EXTRA_PP_PRICE = 1000;

export interface InfluenceOptions {
  /** `diadokhoi §8.7.1`: rebels who fulfilled their mission and a dead Diadokhos' units may be controlled too. */
  optionalAm?: boolean;
}

const KEY = 'influence';

export function influenceOf(state: GameState): InfluenceExt {
  return extOf(state, KEY, () => ({ am: {}, sealed: {}, invested: {} }));
}

/** Read-only: `undefined` when the game has no neutral power to influence. */
export function readInfluence(state: Pick<GameState, 'ext'>): InfluenceExt | undefined {
  return state.ext[KEY];
}

const players = (state: GameState): PowerId[] => state.powers.filter((p) => p.kind === 'player').map((p) => p.id);
const sum = (r: Record<string, number>): number => Object.values(r).reduce((a, b) => a + b, 0);

/**
 * Who takes control of a power (`diadokhoi §8.6.2`, `§8.6.3`): among the players with the
 * most PP in it (ties included, at least 1 PP), each whose margin — his PP minus the sum of
 * all the others' — is greater than his AM. Several winners share the control.
 */
export function takeOver(invested: Record<PowerId, number>, am: Record<PowerId, number>): PowerId[] {
  const best = Math.max(0, ...Object.values(invested));
  if (best <= 0) return [];
  const total = sum(invested);
  return Object.keys(invested)
    .filter((p) => invested[p] === best && best - (total - best) > (am[p] ?? Infinity))
    .sort();
}

/**
 * The set-up's neutral powers, AMs and political points (`diadokhoi §8.6.8`–`§8.6.10`). A
 * control the set-up states stands for the first year whatever the margin (§8.6.9:
 * Antigonos "controls" Cassandra with 4 PP against an AM of 8 — decisions.md).
 */
export function startInfluence(state: GameState, sc: Scenario, options: InfluenceOptions = {}): LayerEvent[] {
  const neutrals = sc.powers.filter((p) => p.kind === 'neutral' && p.am !== undefined);
  if (neutrals.length === 0) return [];
  const ext = influenceOf(state);
  if (options.optionalAm) ext.optionalAm = true;
  for (const n of neutrals) ext.am[n.power] = Object.fromEntries(players(state).map((p) => [p, n.am!]));
  const events: LayerEvent[] = [ev('influence-margins', 'diadokhoi §8.6.8', `Activation margins: ${neutrals.map((n) => `${n.power} ${n.am}`).join(', ')}.`, { am: ext.am })];
  for (const i of sc.influence ?? []) {
    if (!ext.am[i.neutral]) continue;
    (ext.invested[i.neutral] ??= {})[i.player] = i.pp;
  }
  const stated = new Map<PowerId, PowerId[]>();
  for (const i of sc.influence ?? []) if (i.controls) stated.set(i.neutral, [...(stated.get(i.neutral) ?? []), i.player]);
  settleControl(state, (n) => stated.get(n), events, 'diadokhoi §8.6.9');
  return events;
}

/** Control of every power from this year's PP (or as stated), AM 0 for each controller (`§8.6.4`). */
function settleControl(state: GameState, stated: (n: PowerId) => PowerId[] | undefined, events: LayerEvent[], rule: string): void {
  const ext = influenceOf(state);
  const control: Record<PowerId, PowerId[]> = {};
  for (const n of Object.keys(ext.am).sort()) {
    const who = stated(n) ?? takeOver(ext.invested[n] ?? {}, ext.am[n]!);
    if (who.length === 0) continue;
    control[n] = who;
    for (const p of who) ext.am[n]![p] = 0;
    events.push(ev('influence-control', rule, `${who.join(' and ')} ${who.length > 1 ? 'jointly control' : 'controls'} ${n} this year${who.length > 1 ? ': they must write the same orders for its units (diadokhoi §8.6.3)' : ''}.`, { neutral: n, controllers: who }));
  }
  state.orderedBy = control;
}

/**
 * The bids written in winter (`diadokhoi §8.6.1`), sealed until spring: each bidder is told
 * his own, nobody else's. A bid for a power that cannot be influenced is refused.
 */
export function sealInfluenceBids(state: GameState, byPower: Record<PowerId, readonly WinterOrder[]>): LayerEvent[] {
  const ext = readInfluence(state);
  const events: LayerEvent[] = [];
  for (const [p, orders] of Object.entries(byPower)) {
    const bids = orders.filter((o): o is WinterOrder & { kind: 'influence' } => o.kind === 'influence');
    if (bids.length === 0 || !isLivePlayer(state, p)) continue;
    const ok: InfluenceBid[] = [];
    for (const b of bids) {
      if (ext && (ext.am[b.neutral] || optionalMargin(state, b.neutral) !== undefined)) ok.push({ neutral: b.neutral, pp: b.pp });
      else events.push(ev('influence-refused', 'diadokhoi §8.6.1', `${b.neutral} is not a neutral power you can influence: ${b.pp} PP not invested.`, { power: p, neutral: b.neutral }, [p]));
    }
    if (ok.length === 0) continue;
    influenceOf(state).sealed[p] = ok;
    events.push(ev('influence-sealed', 'diadokhoi §8.6.1', `${p} invests ${ok.map((b) => `${b.pp} PP in ${b.neutral}`).join(', ')} (secret until spring).`, { power: p, bids: ok }, [p]));
  }
  return events;
}

/** Winter: every AM drops by 1 (`diadokhoi §8.6.7`); no floor, so ties may share a power (`§8.6.3`, decisions.md). */
export function influenceWinter(state: GameState): LayerEvent[] {
  const ext = readInfluence(state);
  if (!ext || Object.keys(ext.am).length === 0) return [];
  for (const row of Object.values(ext.am)) for (const p of Object.keys(row)) row[p]! -= 1;
  return [ev('influence-margins', 'diadokhoi §8.6.7', 'Winter: every activation margin drops by 1.', { am: ext.am })];
}

/**
 * The opening of spring (`diadokhoi §8.6.1`, `§8.6.2`, `§8.6.4`): last year's influence ends,
 * the sealed bids are made public together and paid — PP beyond the free ones at 1000 talents
 * each; what the treasury cannot pay is struck from the last bid written up — and control is
 * decided for the year.
 */
export function revealInfluence(state: GameState): LayerEvent[] {
  const ext = readInfluence(state);
  if (!ext) return [];
  const events: LayerEvent[] = [];
  if (ext.optionalAm) events.push(...addOptionalPowers(state));
  ext.invested = {};
  for (const p of livePlayers(state).map((x) => x.id)) {
    const bids = payable(state, p, ext.sealed[p] ?? [], events);
    for (const b of bids) (ext.invested[b.neutral] ??= {})[p] = (ext.invested[b.neutral]?.[p] ?? 0) + b.pp;
  }
  ext.sealed = {};
  const list = Object.entries(ext.invested).flatMap(([n, r]) => Object.entries(r).map(([p, pp]) => `${p} ${pp} in ${n}`));
  events.push(ev('influence-revealed', 'diadokhoi §8.6.1', list.length > 0 ? `Political points revealed: ${list.join(', ')}.` : 'Nobody invested political points.', { invested: ext.invested }));
  settleControl(state, () => undefined, events, 'diadokhoi §8.6.2');
  return events;
}

/** The bids a player can pay for; the extra PP are paid now (secret money line). */
function payable(state: GameState, p: PowerId, bids: InfluenceBid[], events: LayerEvent[]): InfluenceBid[] {
  const afford = POLITICAL_POINTS + Math.floor(treasuryOf(state, p) / EXTRA_PP_PRICE);
  const out: InfluenceBid[] = [];
  let used = 0;
  for (const b of bids) {
    const pp = Math.min(b.pp, afford - used);
    if (pp > 0) out.push({ neutral: b.neutral, pp });
    if (pp < b.pp) events.push(ev('influence-cut', 'diadokhoi §8.6.1', `${p} cannot pay for ${b.pp - pp} PP in ${b.neutral}: struck out.`, { power: p, neutral: b.neutral, pp: b.pp - pp }, [p]));
    used += Math.max(0, pp);
  }
  const extra = Math.max(0, used - POLITICAL_POINTS);
  if (extra > 0) {
    state.treasury[p] = treasuryOf(state, p) - extra * EXTRA_PP_PRICE;
    events.push(ev('money', 'diadokhoi §8.6.1', `${p} pays ${extra * EXTRA_PP_PRICE} talents for ${extra} extra political points.`, { power: p, amount: -extra * EXTRA_PP_PRICE, reason: 'political points' }, [p]));
  }
  return out;
}

/** The neutral powers players control now (the automatic referee leaves them alone). */
export function controlledPowers(state: GameState): PowerId[] {
  return Object.entries(state.orderedBy ?? {}).filter(([, who]) => who.length > 0).map(([n]) => n).sort();
}

/** The neutral power a unit order attacks, if any (`diadokhoi §8.6.5`; what counts: decisions.md). */
export function attackedBy(before: Pick<GameState, 'units' | 'control'>, order: UnitOrder, influenced: ReadonlySet<PowerId>): PowerId | undefined {
  const occupant = (space: string) => before.units.find((u) => u.space === space && !u.transit && influenced.has(u.power))?.power;
  if (order.kind === 'move') return occupant(order.to);
  if (order.kind === 'support' && order.to !== undefined) return occupant(order.to);
  if (order.kind === 'siege') {
    const owner = before.control[order.citadel];
    return owner && influenced.has(owner) ? owner : undefined;
  }
  return undefined;
}

/**
 * After the moves (`diadokhoi §8.6.5`): a Diadokhos whose unit attacked a neutral power — moved
 * or supported a move into a space its unit held, or besieged its citadel — loses every PP he
 * invested in it and his control of it. The others keep theirs until the next reveal.
 */
export function punishAttacks(before: Pick<GameState, 'units' | 'control'>, after: GameState, report: SeasonReport): LayerEvent[] {
  const ext = readInfluence(after);
  if (!ext) return [];
  const influenced = new Set(Object.keys(ext.am));
  const hits = new Map<string, [PowerId, PowerId]>();
  for (const o of report.orders) {
    if (o.status === 'ignored' || !o.order || !('unit' in o.order) || !isLivePlayer(after, o.power)) continue;
    const own = before.units.find((u) => u.space === (o.order as UnitOrder).unit.space && u.power === o.power);
    if (!own) continue;
    const n = attackedBy(before, o.order as UnitOrder, influenced);
    if (n && n !== o.power) hits.set(`${o.power}>${n}`, [o.power, n]);
  }
  const events: LayerEvent[] = [];
  for (const [p, n] of hits.values()) {
    const had = ext.invested[n]?.[p] ?? 0;
    if (ext.invested[n]) delete ext.invested[n][p];
    const ctl = after.orderedBy?.[n];
    const lost = ctl?.includes(p) ?? false;
    if (ctl && lost) {
      after.orderedBy![n] = ctl.filter((x) => x !== p);
      if (after.orderedBy![n]!.length === 0) delete after.orderedBy![n];
    }
    if (had > 0 || lost) events.push(ev('influence-lost', 'diadokhoi §8.6.5', `${p} attacked ${n}: he loses ${had} PP${lost ? ' and his control of it' : ''}.`, { power: p, neutral: n, pp: had, control: lost }));
  }
  return events;
}

// ——— optional rule `diadokhoi §8.7` ———

/**
 * The optional AM (`diadokhoi §8.7.1`): 1 + the power's VP (major citadels it holds, Pella
 * counting 3 as in `§8.1.4`; Argeades it holds) + the force of its units. Example `§8.7.2`:
 * Antipatros' Guards left in Pella, 1 + 3 + 2 = 6.
 */
export function optionalActivationMargin(state: GameState, power: PowerId): number {
  const map = mapFor(state);
  let vp = 0;
  for (const [space, owner] of Object.entries(state.control)) {
    const c = owner === power ? citadel(map, space) : undefined;
    if (c && c.rank !== 'minor') vp += c.id === 'pella' ? 3 : 1;
  }
  vp += royalsHeldBy(state, power).length;
  const force = state.units.filter((u) => u.power === power && !u.transit).reduce((a, u) => a + unitStrength(state, u), 0);
  return 1 + vp + force;
}

/**
 * Whether a power may be influenced under `§8.7.1` now, and its AM: the units of a Diadokhos
 * who is out of the game, or rebels who fulfilled their mission — they hold one of the
 * citadels they were to take (decisions.md).
 */
export function optionalMargin(state: GameState, power: PowerId): number | undefined {
  if (!readInfluence(state)?.optionalAm || !state.units.some((u) => u.power === power)) return undefined;
  const p = state.powers.find((x) => x.id === power);
  const dead = p?.kind === 'player' && p.eliminated === true;
  const def = defOfPower(state.ruleset, power);
  const rt = forcesOf(state)[power];
  const fulfilled = !!def && !!rt && def.kind === 'revolt' && objectiveSpaces(objectivesOf(def, rt)).some((s) => state.control[s] === power && !!citadel(mapFor(state), s));
  return dead || fulfilled ? optionalActivationMargin(state, power) : undefined;
}

function addOptionalPowers(state: GameState): LayerEvent[] {
  const ext = influenceOf(state);
  const events: LayerEvent[] = [];
  for (const p of state.powers.map((x) => x.id)) {
    if (ext.am[p]) continue;
    const am = optionalMargin(state, p);
    if (am === undefined) continue;
    ext.am[p] = Object.fromEntries(players(state).map((x) => [x, am]));
    events.push(ev('influence-margins', 'diadokhoi §8.7.1', `${p} may now be influenced: activation margin ${am}.`, { neutral: p, am }));
  }
  return events;
}

// ——— the view and the bot ———

export interface InfluenceView {
  am: Record<PowerId, Record<PowerId, number>>;
  /** This year's PP, public since the reveal. */
  invested: Record<PowerId, Record<PowerId, number>>;
  /** The viewer's own sealed bids (before the reveal); nobody else's. */
  mine: InfluenceBid[];
}

/** What one player may see of the influence: never another player's sealed bids. */
export function influenceView(state: Pick<GameState, 'ext'>, viewer: PowerId | null): InfluenceView | undefined {
  const ext = readInfluence(state);
  if (!ext) return undefined;
  return { am: structuredClone(ext.am), invested: structuredClone(ext.invested), mine: viewer ? structuredClone(ext.sealed[viewer] ?? []) : [] };
}

/**
 * Winter bid lines for a bot (`diadokhoi §8.6.1`): all its free PP in the power where its AM
 * is lowest — the one it can most easily take over — preferring the one with more units; none
 * when no power can be won with the free PP alone.
 */
export function botInfluenceBids(view: { ext: { influence?: InfluenceView }; state: Pick<GameState, 'units'> }, power: PowerId): string {
  const inf = view.ext.influence;
  if (!inf) return '';
  const units = (n: PowerId) => view.state.units.filter((u) => u.power === n).length;
  const choices = Object.keys(inf.am)
    .filter((n) => (inf.am[n]?.[power] ?? Infinity) < POLITICAL_POINTS && units(n) > 0)
    .sort((a, b) => inf.am[a]![power]! - inf.am[b]![power]! || units(b) - units(a) || a.localeCompare(b));
  return choices.length > 0 ? `influence ${POLITICAL_POINTS} ${choices[0]}` : '';
}
