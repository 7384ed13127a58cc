/** Checking one expectation of a scenario file against what the season did. */
import { mapOf } from '../map/index.ts';
import { parseOrder } from '../vocabulary/military/read.ts';
import { printOrder } from '../vocabulary/military/print.ts';
import type { SeasonReport } from '../rules/report.ts';
import type { CharacterState, GameState, PowerId } from '../rules/state.ts';
import type { Expectation, ScenarioFile } from './types.ts';

/** Returns why the expectation fails, or undefined when it holds. */
export function checkExpectation(sc: ScenarioFile, e: Expectation, report: SeasonReport, after: GameState, key: (text: string) => string): string | undefined {
  const map = mapOf(sc.ruleset)!;
  switch (e.kind) {
    case 'order': {
      const want = key(e.order);
      const all = [...report.orders, ...(report.retreatOrders ?? [])];
      const found = all.find((o) => (o.order ? printOrder(map, o.order) : o.text.trim()) === want) ?? all.find((o) => o.text.trim() === e.order.trim());
      if (!found) return `no order "${e.order}" was given`;
      if (found.status !== e.status) return `expected ${e.status}, got ${found.status} (${found.reason}: ${found.message})`;
      if (e.reason && found.reason !== e.reason) return `expected reason ${e.reason}, got ${found.reason} (${found.message})`;
      return undefined;
    }
    case 'unit': {
      const r = parseOrder(`${e.unit} H`, { map, characters: after.characters.map((c) => c.id) });
      if (!r.ok || !('unit' in r.value)) return `cannot read the unit "${e.unit}"`;
      const ref = r.value.unit;
      const u = after.units.find((x) => x.space === ref.space && !x.transit);
      if (!u) return `no unit stands in ${ref.space}`;
      if (u.power !== e.power) return `the unit in ${ref.space} is ${u.power}'s, not ${e.power}'s`;
      if (ref.type && ref.type !== 'G' && ref.type !== u.type) return `the unit in ${ref.space} is ${u.type}, not ${ref.type}`;
      if (ref.coast && ref.coast !== u.coast) return `the unit in ${ref.space} is on coast ${u.coast ?? 'none'}, not ${ref.coast}`;
      if (ref.leader) {
        const p = after.powers.find((x) => x.id === u.power);
        const want = ref.leader === '*' ? p?.diadochus : ref.leader === '#' ? p?.epigone : ref.leader;
        if (u.commander !== want) return `the unit in ${ref.space} is commanded by ${u.commander ?? 'nobody'}, not ${want ?? ref.leader}`;
      }
      return undefined;
    }
    case 'no-unit': {
      const u = after.units.find((x) => x.space === e.space && !x.transit && !(after.retreats ?? []).some((r) => r.unit === x.id));
      return u ? `a unit of ${u.power} stands in ${e.space}` : undefined;
    }
    case 'dislodged':
      return report.dislodged.some((d) => d.from === e.space && d.by !== undefined) ? undefined : `no unit was dislodged from ${e.space}`;
    case 'retreat': {
      const r = report.retreats.find((x) => x.from === e.from && !x.destroyed);
      if (!r) return `no unit retreated from ${e.from}`;
      return r.to === e.to || r.to?.split('/')[0] === e.to ? undefined : `the unit from ${e.from} retreated to ${r.to}`;
    }
    case 'destroyed':
      return report.retreats.some((x) => x.from === e.space && x.destroyed) ? undefined : `no unit was destroyed in ${e.space}`;
    case 'siege': {
      const s = after.sieges.find((x) => x.citadel === e.citadel && x.from === e.by);
      if (!s) return `no siege of ${e.citadel} from ${e.by}${after.sieges.some((x) => x.citadel === e.citadel) ? '' : ' (no siege of it at all)'}`;
      return s.seasons === e.seasons ? undefined : `the siege of ${e.citadel} is at ${s.seasons}, not ${e.seasons}`;
    }
    case 'no-siege':
      return after.sieges.some((x) => x.citadel === e.citadel) ? `${e.citadel} is still besieged` : undefined;
    case 'control': {
      const c = after.control[e.space] ?? null;
      return c === e.power ? undefined : `${e.space} is controlled by ${c ?? 'nobody'}, not ${e.power ?? 'nobody'}`;
    }
    case 'captured': {
      // "Captured by P": P holds him now, however he got there — arrested, seized, bought by
      // corruption, given (diadoques §6b.21, diadokhoi §7.6.5).
      const c = after.characters.find((x) => x.id === e.character);
      if (!c || c.dead) return `${e.character} is ${c ? 'dead' : 'not in the game'}`;
      const holder = holderOf(c);
      return holder === e.power ? undefined : `${e.character} is not held by ${e.power} (held by ${holder ?? 'nobody'})`;
    }
    case 'killed': {
      const c = after.characters.find((x) => x.id === e.character);
      return c?.dead ? undefined : `${e.character} is alive`;
    }
    case 'free': {
      // "Free": alive, and nobody holds or controls him (a leader is free when not a prisoner).
      const c = after.characters.find((x) => x.id === e.character);
      if (!c || c.dead) return `${e.character} is ${c ? 'dead' : 'not in the game'}`;
      const holder = holderOf(c);
      return holder === null ? undefined : `${e.character} is not free: ${c.prisonerOf ? 'prisoner' : 'controlled'} of ${holder}`;
    }
    case 'character': {
      const c = after.characters.find((x) => x.id === e.character);
      return c?.space === e.space ? undefined : `${e.character} is in ${c?.space ?? 'nowhere'}, not ${e.space}`;
    }
    case 'treasury': {
      const t = after.treasury[e.power] ?? 0;
      return t === e.amount ? undefined : `${e.power} has ${t}, not ${e.amount}`;
    }
  }
}

/** Who holds a character: his captor, else whoever controls a royal; a leader at liberty is held by nobody. */
function holderOf(c: CharacterState): PowerId | null {
  if (c.prisonerOf) return c.prisonerOf;
  const leader = c.kind === 'diadochus' || c.kind === 'epigone';
  return leader ? null : (c.controlledBy ?? null);
}
