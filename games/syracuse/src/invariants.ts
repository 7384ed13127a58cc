/** What must hold after every step (self-play checks it): places, stacking, counters, tracks. */
import { ZONE } from './data/map.ts';
import { UNIT } from './data/counters.ts';
import { STRATAGEM_COUNTERS } from './data/tables.ts';
import { SIDES, closedTo, fortBuilt, pfOf, stackLimit, sumPf, unitsIn } from './state.ts';
import type { SyracuseState } from './state.ts';

export function invariantViolations(s: SyracuseState): string[] {
  const out: string[] = [];
  for (const u of Object.values(s.units)) {
    const spec = UNIT[u.id]!;
    if (u.status === 'map') {
      if (!u.zone || !ZONE[u.zone]) out.push(`${u.id} on the map without a zone`);
      else {
        const z = ZONE[u.zone]!;
        if (spec.type === 'T' && z.kind === 'land') out.push(`ship ${u.id} on land in ${u.zone} (3.1.2)`);
        if (spec.type !== 'T' && z.kind === 'sea' && !u.aboard) out.push(`land unit ${u.id} at sea in ${u.zone} (3.4.6)`);
        if (closedTo(s, u.zone, spec.side) && !(u.zone === 'T17' && spec.side === 'syr' && s.camp === 'destroyed')) out.push(`${u.id} inside a fortification closed to its side (${u.zone})`);
        if (u.fort && !fortBuilt(s, u.zone)) out.push(`${u.id} in a fort that does not exist (${u.zone})`);
      }
    } else if (u.zone !== null) out.push(`${u.id} is ${u.status} but has a zone`);
  }
  for (const z of Object.keys(ZONE)) {
    if (unitsIn(s, z, { fort: true }).length > 2) out.push(`more than 2 units in the fort of ${z} (3.3.5)`);
    const sides = new Set(unitsIn(s, z, { fort: true }).map((u) => UNIT[u.id]!.side));
    if (sides.size > 1) out.push(`both sides inside the fort of ${z}`);
    for (const side of SIDES) {
      const lim = stackLimit(s, z);
      const here = unitsIn(s, z, { side, fort: false });
      if (lim.units !== undefined && here.length > lim.units) out.push(`${here.length} ${side} units in ${z} (3.3.4)`);
      if (lim.pf !== undefined && sumPf(here.filter((u) => UNIT[u.id]!.type === 'T')) > lim.pf) out.push(`${side} ships over 50 PF in ${z} (3.3.8)`);
    }
  }
  const counters = [...s.bowl, ...s.hands.ath, ...s.hands.syr, ...s.removedCounters];
  if (counters.length !== STRATAGEM_COUNTERS.length || new Set(counters).size !== counters.length) out.push(`stratagem counters lost or doubled: ${counters.length}`);
  for (const side of SIDES) {
    const m = s.supply[side];
    if (m.box < 0 || m.box > 3) out.push(`${side} supply box ${m.box}`);
    if (s.ap[side] < 0) out.push(`${side} has ${s.ap[side]} AP`);
  }
  if (s.pool < 0) out.push(`the AP pool is ${s.pool}`);
  for (const l of Object.values(s.leaders)) if (l.status === 'map' && (!l.zone || !ZONE[l.zone])) out.push(`leader ${l.id} without a zone`);
  void pfOf;
  return out;
}
