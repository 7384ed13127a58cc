/** What must hold after every step (self-play checks it). */
import type { Rules } from './board.ts';
import { isMinor, MINORS_PER_FACTION } from './board.ts';
import { CU_TYPES } from './state.ts';
import type { SuccessorsState } from './state.ts';
import { factionsOutside, total } from './query.ts';

export function invariants(r: Rules, s: SuccessorsState): string[] {
  const out: string[] = [];
  for (const [space, at] of Object.entries(s.holdings)) {
    if (!r.space.has(space)) out.push(`CUs on an unknown space ${space}`);
    for (const [f, h] of Object.entries(at)) {
      for (const t of CU_TYPES) if (h.out[t] < 0 || h.in[t] < 0 || !Number.isInteger(h.out[t]) || !Number.isInteger(h.in[t])) out.push(`${f} has a bad ${t} count at ${space}`);
      if (total(h.in) + total(h.out) === 0 && !s.moving && s.step.k !== 'over') out.push(`an empty holding of ${f} at ${space}`);
      if (total(h.in) > 2) out.push(`${f} has ${total(h.in)} CUs inside ${space} (9.7: at most 2)`);
      if (total(h.in) > 0 && r.space.get(space)?.kind !== 'major-city') out.push(`${f} is inside a city at ${space}, which is not a major city`);
    }
    // Two factions never stand outside in one space once a move is over (12.0.1).
    // A losses step stands in for the step its procedure reached (rules/losses.ts).
    const k = s.step.k === 'losses' ? s.step.back.k : s.step.k;
    if (!s.moving && k !== 'avoid' && k !== 'intercept' && k !== 'refuse' && k !== 'naval' && k !== 'intercept-role' && k !== 'detach' && k !== 'passage' && k !== 'fortune' && k !== 'trireme' && k !== 'indep' && k !== 'indep-refuse' && factionsOutside(s, space).length > 1) out.push(`two factions outside at ${space}`);
  }
  // Every card is in exactly one place.
  const all = [...s.deck, ...s.discard, ...s.removed, ...Object.values(s.hands).flat(), ...Object.values(s.front).flat()];
  if (new Set(all).size !== all.length) out.push('a Tyche card is in two places');
  for (const c of all) if (!r.card.has(c)) out.push(`unknown card ${c}`);
  for (const [id, g] of Object.entries(s.generals)) {
    if (g.where === 'map' && (!g.space || !r.space.has(g.space))) out.push(`general ${id} on the map without a space`);
    if (g.where !== 'map' && g.space !== undefined) out.push(`general ${id} off the map keeps a space`);
  }
  for (const f of s.factions) {
    const minors = Object.keys(s.generals).filter((g) => isMinor(g) && s.generals[g]!.owner === f);
    if (minors.length !== MINORS_PER_FACTION) out.push(`${f} has ${minors.length} minor generals (8.1.2: four)`);
    for (const t of CU_TYPES) if (s.dispersed[f]![t] < 0) out.push(`${f} has negative dispersed ${t}`);
  }
  for (const id of Object.keys(s.control)) if (r.space.get(id)?.kind === 'transit') out.push(`a control marker on transit point ${id}`);
  if (s.step.k !== 'over' && !s.factions.includes(s.step.who)) out.push('the decision is asked of an unknown faction');
  return out;
}
