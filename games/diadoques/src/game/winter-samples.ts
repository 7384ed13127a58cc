/**
 * A spread of whole winter decisions composed from the rule-listed choices (issue 14 item 4):
 * what `legalDecisions` offers the fuzzer and the random bot in winter, so that builds,
 * promotions, disbands, downgrades, seizures and gifts are played, not only the empty order.
 * Each sample is one listed choice written with the player's cheapest keep-or-disband of his
 * other units and his seizures (as the choices' own test carries them out), kept only when the
 * winter's validation accepts the whole set. Deterministic: a spread over the list, no dice.
 */
import type { Choice } from '@diadochi/kernel';
import type { GameState, PowerId, UnitState } from '../rules/state.ts';
import { cheapestLines, choiceLine } from '../winter/choice-lines.ts';

/** How many single-choice sets are tried at most: enough to touch every verb, few enough to stay cheap. */
const SPREAD = 12;

export function winterSamples(s: GameState, player: PowerId, choices: readonly Choice[], accepts: (orders: string) => boolean): { orders: string }[] {
  const seize = choices.filter((c) => c.verb === 'seize').flatMap((c) => (c.targets ?? []).map((t) => choiceLine(s, c, t)));
  const unitOf = (c: Choice): UnitState | undefined => s.units.find((u) => u.space === c.subject && u.power === player && !u.transit);
  const pairs: [Choice, string | undefined][] = choices
    .filter((c) => c.verb !== 'seize' && c.verb !== 'maintain')
    .flatMap((c): [Choice, string | undefined][] => (c.targets?.length ? c.targets.map((t) => [c, t]) : [[c, undefined]]));
  const step = Math.max(1, Math.ceil(pairs.length / SPREAD));
  const sets: string[][] = [[], [...seize, ...cheapestLines(s, player)]];
  for (let i = 0; i < pairs.length; i += step) {
    const [c, t] = pairs[i]!;
    const own = c.verb === 'promote' || c.verb === 'disband' || c.verb === 'downgrade' ? unitOf(c) : undefined;
    sets.push([...seize, ...cheapestLines(s, player, own), choiceLine(s, c, t)]);
  }
  const seen = new Set<string>();
  const out: { orders: string }[] = [];
  for (const lines of sets) {
    const orders = lines.join('\n');
    if (seen.has(orders)) continue;
    seen.add(orders);
    if (orders === '' || accepts(orders)) out.push({ orders });
  }
  return out;
}
