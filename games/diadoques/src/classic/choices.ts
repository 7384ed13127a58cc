/**
 * What each of a power's units may be ordered to do in standard Diplomacy, listed by the rules
 * (issue 14 item 3): per unit (`subject`: its province) `hold`, `move` (regions: a coast when
 * the fleet must name one), `support-hold` (provinces of the units it may support in place),
 * `support-move` and `convoy` (`FROM-TO` provinces); in a retreat phase `retreat` (the regions
 * left to it) and `disband`. Every candidate is put to the core's own legality check
 * (`checkOrders`, DATC 4.E.1), the one `validate` uses, with the game's edition rules. The
 * winter adjustments are not listed yet (`null`).
 */
import type { Choice } from '@diadochi/kernel';
import { checkOrders, reachesSpace } from '../core/index.ts';
import type { Order, Unit } from '../core/index.ts';
import { editionRules } from './edition.ts';
import type { Edition } from './edition.ts';
import { classicMap } from './map.ts';
import { PROVINCES } from './map-data.ts';

interface Position {
  phase: 'movement' | 'retreat' | 'adjustment';
  units: readonly Unit[];
  dislodged: readonly { unit: Unit; retreats: readonly string[] }[];
  options: { edition: Edition };
}

const provinceOf = (region: string) => classicMap.spaceOf(region) ?? region;

/** Where a unit of this kind could stand in each province: the regions a move may name. */
function regionsFor(kind: string): string[] {
  return PROVINCES.flatMap((p) => (kind === 'fleet' ? classicMap.fleetRegions(p.id) : [classicMap.armyRegion(p.id)].filter((r): r is string => r !== undefined)));
}

interface Candidate {
  unit: Unit;
  verb: string;
  target?: string;
  order: Order;
}

function candidates(s: Position, power: string, unit: Unit): Candidate[] {
  const base = { power, unit: unit.region };
  const here = provinceOf(unit.region);
  const out: Candidate[] = [{ unit, verb: 'hold', order: { kind: 'hold', ...base } }];
  for (const to of regionsFor(unit.kind)) if (provinceOf(to) !== here) out.push({ unit, verb: 'move', target: to, order: { kind: 'move', ...base, to } });
  const reach = PROVINCES.map((p) => p.id).filter((p) => p !== here && reachesSpace(classicMap, unit.kind, unit.region, p));
  for (const t of s.units) {
    if (t === unit) continue;
    const from = provinceOf(t.region);
    out.push({ unit, verb: 'support-hold', target: from, order: { kind: 'support', ...base, target: from } });
    for (const to of reach) if (to !== from) out.push({ unit, verb: 'support-move', target: `${from}-${to}`, order: { kind: 'support', ...base, target: from, to } });
    if (unit.kind === 'fleet' && t.kind === 'army') {
      for (const p of PROVINCES) if (p.id !== from && classicMap.armyRegion(p.id) !== undefined) out.push({ unit, verb: 'convoy', target: `${from}-${p.id}`, order: { kind: 'convoy', ...base, from, to: p.id } });
    }
  }
  return out;
}

/** What `power` may order now; null when it has nothing to order or in the winter adjustments. */
export function classicChoices(s: Position, power: string): Choice[] | null {
  if (s.phase === 'retreat') {
    const mine = s.dislodged.filter((d) => d.unit.power === power);
    if (mine.length === 0) return null;
    return mine.flatMap((d) => [
      { verb: 'retreat', subject: provinceOf(d.unit.region), targets: [...d.retreats] },
      { verb: 'disband', subject: provinceOf(d.unit.region) },
    ]);
  }
  if (s.phase !== 'movement') return null;
  const units = s.units.filter((u) => u.power === power);
  if (units.length === 0) return null;
  const all = units.flatMap((u) => candidates(s, power, u));
  // The check judges each order on its own (DATC 4.E.1): every candidate goes in one call.
  const verdicts = checkOrders({ geography: classicMap, units: s.units, orders: all.map((c) => c.order), rules: editionRules(s.options.edition).rules });
  const ok = all.filter((_, i) => !verdicts[i]!.illegal);
  const out: Choice[] = [];
  for (const u of units) {
    const subject = provinceOf(u.region);
    for (const verb of ['hold', 'move', 'support-hold', 'support-move', 'convoy']) {
      const these = ok.filter((c) => c.unit === u && c.verb === verb);
      if (these.length === 0) continue;
      out.push(verb === 'hold' ? { verb, subject } : { verb, subject, targets: these.map((c) => c.target!) });
    }
  }
  return out;
}
