/**
 * 6.2: "quelques, aucun ou tous" — the player's marker on the uncontrolled spaces where he has CUs is
 * his choice, one at a time. Placing is listed first and the way out (`leave-uncontrolled`) is not a
 * passive verb, so a deadline's default marks every space, as the engine did before the choice.
 */
import { describe, expect, it } from 'vitest';
import { runScenarioText } from '../src/scenario/run.ts';
import { successors } from '../src/game.ts';

// On the reconstructed map: the game definition's choices read its rules (RULES), not a case's own map.
const FREE = `title: t
rules: successors 6.2
units:
  blue aigai: 1 mercenary
  blue pella: 1 mercenary
generals:
  minor blue aigai
  minor blue pella
order: blue, red
step: player-turn blue
`;

describe('successors 6.2 free control markers', () => {
  it('offers place (first) and leave-uncontrolled; the prompt counts the spaces', () => {
    const run = runScenarioText(FREE);
    expect(run.failures).toEqual([]);
    const s = run.state!;
    expect(s.step.k).toBe('free-markers');
    const choices = successors.choices!(s, 'blue')!;
    expect(choices.map((c) => c.verb)).toEqual(['place', 'leave-uncontrolled']);
    expect([...choices[0]!.targets!].sort()).toEqual(['aigai', 'pella']);
    expect(successors.pending(s)).toMatchObject({ phase: 'free-markers', players: ['blue'], promptData: { count: 2 } });
  });
  it('the deadline default marks every space, one at a time, then the segment goes on', () => {
    // Each default decision becomes a line of the case's play, and the case is run again.
    let play = 'play:\n';
    let s = runScenarioText(FREE).state!;
    for (let i = 0; i < 2; i++) {
      expect(s.step.k).toBe('free-markers');
      const d = successors.defaultDecision!(s, 'blue') as { verb: string; target?: string };
      expect(d.verb).toBe('place');
      play += `  blue: place -> ${d.target!}\n`;
      const run = runScenarioText(FREE + play);
      expect(run.failures).toEqual([]);
      s = run.state!;
    }
    expect(s.control['aigai']?.by).toBe('blue');
    expect(s.control['pella']?.by).toBe('blue');
    expect(s.step.k).not.toBe('free-markers');
  });
});
