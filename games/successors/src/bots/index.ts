/**
 * A simple legal bot (issue 15: "a simple legal bot is enough here"): it plays only listed
 * choices, prefers purposeful ones (sieges, placing markers, moving towards enemies or empty
 * spaces, playing events) over passing, and draws on its own seeded generator, never the game's
 * dice. It sees only its seat's view.
 */
import { Dice, rngFromSeed } from '@diadochi/kernel';
import type { Bot, ChoiceDecision } from '@diadochi/kernel';
import type { SuccessorsView } from '../view.ts';

export { l1Bot, l1Decision, L1_DEFAULTS } from './l1.ts';
export type { L1Options } from './l1.ts';
export { l2Bot, l2Search, L2_DEFAULTS } from './l2.ts';
export type { L2Options, L2Report } from './l2.ts';

const WEIGHT: Record<string, number> = {
  siege: 8, 'remove-control': 5, place: 6, 'play-event': 4, 'play-bonus': 4, 'play-ops': 3, control: 6, march: 3, recruit: 2,
  move: 5, roll: 6, levy: 1, intercept: 3, avoid: 2, inside: 2, stand: 2, fight: 2, 'fall-back': 1, first: 1, event: 4,
  discard: 1, 'upgrade-fleet': 2, sail: 2, land: 3, 'land-inside': 3, 'intercept-fleet': 2, disband: 0.1, 'buy-general': 3, 'pick-up': 2, attack: 1, defend: 1, sortie: 2, command: 0.2, grant: 0.5, deny: 2, drop: 0.3, 'recall-fleet': 2, 'play-surprise': 1, leave: 0.3, join: 2, stay: 1, target: 3, hold: 1, proclaim: 5, assassinate: 1, stop: 1, end: 1, done: 1, pass: 1, skip: 1,
};

export function legalBot(seed: string): Bot<SuccessorsView> {
  const dice = new Dice(rngFromSeed(`successors-bot:${seed}`));
  return ({ legal, view }) => {
    const list = (legal ?? []) as ChoiceDecision[];
    if (list.length === 0) return undefined;
    // Announced sea routes (13.4.3) weigh together what their first legs weighed (a route a decision).
    const routes = list.filter((d) => d.verb === 'sail');
    const firstLegs = new Set(routes.map((d) => `${d.subject}:${(d.target ?? '').split('>')[0]}`)).size;
    // A moving army keeps going while it can: stop only one time in six.
    const weights = list.map((d) => {
      if (d.verb === 'sail') return (WEIGHT.sail! * firstLegs) / routes.length;
      let w = WEIGHT[d.verb] ?? 1;
      if (d.verb === 'move' && view.moving && view.moving.mp <= 0) w = 0.1;
      if (d.verb === 'end' && view.step.k === 'move' && !view.moving) w = list.some((x) => x.verb === 'move') ? 1 : 5;
      return w;
    });
    const sum = weights.reduce((a, b) => a + b, 0);
    let x = (dice.roll(1, 1_000_000)[0]! / 1_000_000) * sum;
    for (let i = 0; i < list.length; i++) {
      x -= weights[i]!;
      if (x <= 0) return list[i];
    }
    return list[list.length - 1];
  };
}
