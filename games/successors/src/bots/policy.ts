/**
 * The weighted legal policy: how much a purposeful choice (a siege, a marker, a move, an event) is
 * preferred to passing. The simple `legalBot` draws with it, and L2's playouts use it for every
 * seat and as the prior of its deeper tree nodes: cheap (no position is tried), never illegal.
 * It reads only what every seat sees: the step and the moving army (public, 9.1.4).
 */
import type { ChoiceDecision } from '@diadochi/kernel';
import type { Dice } from '@diadochi/kernel';

const WEIGHT: Record<string, number> = {
  siege: 8, 'remove-control': 5, place: 6, 'play-event': 4, 'play-bonus': 4, 'play-ops': 3, control: 6, march: 3, recruit: 2,
  move: 5, roll: 6, levy: 1, intercept: 3, avoid: 2, inside: 2, stand: 2, fight: 2, 'fall-back': 1, first: 1, event: 4,
  discard: 1, 'upgrade-fleet': 2, sail: 2, land: 3, 'land-inside': 3, 'intercept-fleet': 2, disband: 0.1, 'buy-general': 3, 'pick-up': 2, attack: 1, defend: 1, sortie: 2, command: 0.2, grant: 0.5, deny: 2, drop: 0.3, 'recall-fleet': 2, 'play-surprise': 1, leave: 0.3, join: 2, stay: 1, target: 3, hold: 1, proclaim: 5, assassinate: 1, stop: 1, end: 1, done: 1, pass: 1, skip: 1,
};

/** What the policy reads of a position: the step and the moving army. */
export interface PolicyContext {
  step: { k: string };
  moving: { mp: number } | null;
}

/** Each listed choice's weight, in the order given. */
export function policyWeights(list: readonly ChoiceDecision[], at: PolicyContext): number[] {
  // Announced sea routes (13.4.3) weigh together what their first legs weighed (a route a decision).
  const routes = list.filter((d) => d.verb === 'sail');
  const firstLegs = new Set(routes.map((d) => `${d.subject}:${(d.target ?? '').split('>')[0]}`)).size;
  return list.map((d) => {
    if (d.verb === 'sail') return (WEIGHT.sail! * firstLegs) / routes.length;
    let w = WEIGHT[d.verb] ?? 1;
    // A moving army keeps going while it can: stop only one time in six.
    if (d.verb === 'move' && at.moving && at.moving.mp <= 0) w = 0.1;
    if (d.verb === 'end' && at.step.k === 'move' && !at.moving) w = list.some((x) => x.verb === 'move') ? 1 : 5;
    return w;
  });
}

/** One choice drawn in proportion to its weight, with the caller's own dice. */
export function policyPick(list: readonly ChoiceDecision[], at: PolicyContext, dice: Dice): ChoiceDecision | undefined {
  if (list.length === 0) return undefined;
  const weights = policyWeights(list, at);
  const sum = weights.reduce((a, b) => a + b, 0);
  let x = (dice.roll(1, 1_000_000)[0]! / 1_000_000) * sum;
  for (let i = 0; i < list.length; i++) {
    x -= weights[i]!;
    if (x <= 0) return list[i];
  }
  return list[list.length - 1];
}
