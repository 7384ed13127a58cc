/**
 * What one military season needs from the secondary orders, as inputs (`diadoques ch. 9c`,
 * `diadokhoi §6.3`, `§7.7.2`).
 *
 * Who owns what: the sequence of the secondary orders (`diadoques §8a.2`, `§8a.4`, ch. 9c)
 * belongs to the political layer (`src/politics/secondary.ts`). Six of those orders take
 * effect inside the military resolution itself — a passage while units move, a
 * do-not-capture when a capture would be rolled, a do-not-seize-treasure when a citadel falls,
 * a dissociation, a placing in command and a do-not-take-control when the season ends — and a
 * broken alliance spares its ex-leader from his old unit. The political layer therefore hands
 * them over as the data below (`setAsideHanded`, `militaryInputs` there), and applies none of them itself; the
 * military resolution applies them and never decides anything else about secondary orders.
 *
 * `secondaryInputs` is the one builder of these inputs from the orders as data, whichever
 * reader read them (the military notation of `./orders`, or the political reader). A caller
 * that uses `src/rules` alone (the military game `./game.ts`, the season-scope scenario
 * runner, tests) lets `resolveSeason` build them from the season's own order lines.
 */
import type { SecondaryOrder } from '../vocabulary/military/types.ts';
import type { PowerId, RulesetId, SpaceId } from './state.ts';
import type { CarriedSecondary } from './ext.ts';

export type { CarriedSecondary } from './ext.ts';

export interface SeasonSecondary {
  /** Grantee → the powers granting it passage (`diadoques §9c.2`, `diadokhoi §3.1.7`). */
  passages: Map<PowerId, Set<PowerId>>;
  /** Power → characters it will not capture (`diadoques §9c.4`, `diadokhoi §6.3.49`). */
  noCapture: Map<PowerId, Set<string>>;
  /** Power → characters leaving their unit (`diadoques §9c.14`). */
  dissociate: Map<PowerId, Set<string>>;
  /** Leaders placed in command (`diadoques §9c.15`). */
  command: { power: PowerId; character: string; space: SpaceId }[];
  /** Power → provinces it declines to take (`diadoques §9c.10`, `diadokhoi §7.6.3`). */
  noControl: Map<PowerId, Set<SpaceId>>;
  /** Power → citadels whose treasure it leaves when they fall (`diadoques §9c.12`). */
  noTreasure: Map<PowerId, Set<SpaceId>>;
  /** Unit id → the leader who broke his alliance with its owner this season: it may not capture him (`diadokhoi §7.7.2`). */
  formerLeaders: Map<string, string>;
}

/** The kinds of secondary order the military resolution carries out. */
export const HANDED_KINDS: readonly SecondaryOrder['kind'][] = ['passage', 'no-capture', 'dissociate', 'command', 'no-control', 'no-treasure'];

/** The rule each handed order's line is noted under, per ruleset. */
export const SECONDARY_RULES: Record<SecondaryOrder['kind'], Record<RulesetId, string>> = {
  passage: { diadoques: 'diadoques §9c.2', diadokhoi: 'diadokhoi §3.1.7' },
  'no-capture': { diadoques: 'diadoques §9c.4', diadokhoi: 'diadokhoi §6.3.49' },
  dissociate: { diadoques: 'diadoques §9c.14', diadokhoi: 'diadokhoi §7.6.3' },
  command: { diadoques: 'diadoques §9c.15', diadokhoi: 'diadokhoi §4.3.4' },
  'no-control': { diadoques: 'diadoques §9c.10', diadokhoi: 'diadokhoi §7.6.3' },
  'no-treasure': { diadoques: 'diadoques §9c.12', diadokhoi: 'diadokhoi §5.1.1' },
};

export const isHanded = (o: { kind: string }): o is SecondaryOrder => (HANDED_KINDS as readonly string[]).includes(o.kind);

export function emptySecondary(): SeasonSecondary {
  return { passages: new Map(), noCapture: new Map(), dissociate: new Map(), command: [], noControl: new Map(), noTreasure: new Map(), formerLeaders: new Map() };
}

const add = <V>(m: Map<string, Set<V>>, k: string, v: V) => m.set(k, new Set([...(m.get(k) ?? []), v]));

/** The inputs from the orders of the season (each with its power), and the leaders who broke an alliance (unit id → leader). */
export function secondaryInputs(orders: Iterable<{ power: PowerId; order: SecondaryOrder }>, formerLeaders: Record<string, string> = {}): SeasonSecondary {
  const out = emptySecondary();
  for (const { power, order: o } of orders) {
    if (o.kind === 'no-capture') add(out.noCapture, power, o.character);
    else if (o.kind === 'dissociate') add(out.dissociate, power, o.character);
    else if (o.kind === 'command') out.command.push({ power, character: o.character, space: o.unit.space });
    else if (o.kind === 'no-control') add(out.noControl, power, o.space);
    else if (o.kind === 'no-treasure') add(out.noTreasure, power, o.citadel);
    else add(out.passages, o.power, power);
  }
  for (const [unit, leader] of Object.entries(formerLeaders)) out.formerLeaders.set(unit, leader);
  return out;
}

const toRecord = (m: Map<string, Set<string>>): Record<string, string[]> => Object.fromEntries([...m].map(([k, v]) => [k, [...v].sort()]));
const toMap = (r: Record<string, string[]> = {}): Map<string, Set<string>> => new Map(Object.entries(r).map(([k, v]) => [k, new Set(v)]));

export function carrySecondary(s: SeasonSecondary): CarriedSecondary {
  return { noCapture: toRecord(s.noCapture), dissociate: toRecord(s.dissociate), command: s.command, noControl: toRecord(s.noControl), ...(s.formerLeaders.size > 0 ? { formerLeaders: Object.fromEntries(s.formerLeaders) } : {}) };
}

export function carriedSecondary(c: Partial<CarriedSecondary>): SeasonSecondary {
  return { ...emptySecondary(), noCapture: toMap(c.noCapture), dissociate: toMap(c.dissociate), command: c.command ?? [], noControl: toMap(c.noControl), formerLeaders: new Map(Object.entries(c.formerLeaders ?? {})) };
}
