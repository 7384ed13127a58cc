/**
 * 6.1.2: the surrender of an enemy minor city is the player's call. The offer lists accepting
 * first, so a deadline's default (`defaultDecision`) and a bot taking the first choice keep the
 * surrender (6.1.1); the other two answers keep or clear the enemy marker. 9.7.3: the free switch
 * into one's city never becomes a deadline's default (`end` is passive).
 */
import { describe, expect, it } from 'vitest';
import { runScenarioText } from '../src/scenario/run.ts';
import { successors } from '../src/game.ts';

// On the reconstructed map: the game definition's choices read its rules (RULES), not a case's own map.
const OFFER = `title: t
rules: successors 6.1.2
units:
  blue aigai: 1 mercenary
generals:
  minor blue aigai
control:
  red: aigai
order: blue, red
step: player-turn blue
`;

const CITY = `title: t
rules: successors 9.7.3
units:
  red pella: 3 macedonian
generals:
  perdiccas red pella
control:
  red: pella
step: move red roll=6
`;

describe('successors 6.1.2 surrender offer', () => {
  it('lists accept, keep-marker, clear-marker in that order; the default accepts', () => {
    const run = runScenarioText(OFFER);
    expect(run.failures).toEqual([]);
    const s = run.state!;
    expect(s.step.k).toBe('surrender-offer');
    expect(successors.choices!(s, 'blue')!.map((c) => c.verb)).toEqual(['accept', 'keep-marker', 'clear-marker']);
    expect(successors.defaultDecision!(s, 'blue')).toEqual({ verb: 'accept', target: 'aigai' });
    expect(successors.pending(s)).toMatchObject({ phase: 'surrender-offer', players: ['blue'], promptData: { space: 'aigai', owner: 'red' } });
  });
  it('the city switch of 9.7.3 is offered but the default ends the movement', () => {
    const run = runScenarioText(CITY);
    const s = run.state!;
    const verbs = successors.choices!(s, 'red')!.map((c) => c.verb);
    expect(verbs).toContain('enter-city');
    expect(successors.defaultDecision!(s, 'red')).toEqual({ verb: 'end' });
  });
});
