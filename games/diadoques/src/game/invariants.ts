/**
 * The whole game's invariants: the military model's own (`checkState`: one unit per space
 * outside the first turn, no negative treasury, commanders with their units), every unit and
 * character in a known place, control held only by known powers and never of a citadel
 * garrisoned by another power, and every character exactly once — alive somewhere, waiting,
 * or dead.
 */
import { space as spaceOfMap } from '../map/graph.ts';
import { mapOf } from '../map/index.ts';
import { defOfPower, forcesOf } from '../neutrals/index.ts';
import { checkState } from '../rules/state.ts';
import type { WholeState } from './types.ts';

export function invariants(s: WholeState): string[] {
  const map = mapOf(s.ruleset)!;
  const out = checkState(s);
  for (const [p, amount] of Object.entries(s.treasury)) if (!(amount >= 0)) out.push(`treasury of ${p} is ${amount}`);
  for (const u of s.units) if (!spaceOfMap(map, u.space)) out.push(`unit ${u.id} in unknown space ${u.space}`);
  // A revolt's force keeps what it took after its units are gone: any power of the neutrals' registry counts.
  const powers = new Set([...s.powers.map((p) => p.id), ...s.neutralForces.map((f) => f.power), ...Object.keys(forcesOf(s))]);
  for (const [where, who] of Object.entries(s.control)) {
    if (!spaceOfMap(map, where)) out.push(`control of unknown space ${where}`);
    if (!powers.has(who) && !defOfPower(s.ruleset, who)) out.push(`${where} controlled by unknown power ${who}`);
  }
  // Units up for auction (`auction:…`) and those of a power eliminated in winter (neutralised at
  // the end of the next season, `diadoques §7c.3`) hold nothing. A diadokhos' units in civil
  // disorder hold his former citadels for nobody: "his possessions become neutral" (`diadokhoi §4.6.3`).
  const gone = new Set(s.powers.filter((p) => p.eliminated).map((p) => p.id));
  const holds = (power: string) => !power.startsWith('auction:') && !gone.has(power);
  for (const c of map.citadels) {
    const inside = s.units.find((u) => u.space === c.id && !u.transit && holds(u.power) && !(s.retreats ?? []).some((r) => r.unit === u.id));
    const owner = inside?.power.startsWith('disorder:') ? undefined : inside?.power;
    if (inside && s.control[c.id] !== owner) out.push(`citadel ${c.id} garrisoned by ${inside.power} but controlled by ${s.control[c.id] ?? 'nobody'}`);
  }
  const seen = new Set<string>();
  for (const c of s.characters) {
    if (seen.has(c.id)) out.push(`character ${c.id} listed twice`);
    seen.add(c.id);
    if (c.dead || c.waiting) continue;
    if (c.space === null) continue;
    if (!spaceOfMap(map, c.space)) out.push(`${c.id} in unknown space ${c.space}`);
  }
  return out;
}
