/**
 * The baseline bot keeps its army through its first year (issue 6: a bot "good enough to fill a
 * seat"). Before it counted the winter's income, it saw only what was left in its treasury
 * after the start purchases and disbanded nearly everything in its first winter: in 20
 * self-played games of each ruleset the median player had 0 units after the first winter;
 * now 3 — the army it started with (measured with /tmp scripts, see the H13 report).
 */
import { autoplay, createGame } from '@diadochi/kernel';
import type { GameDefinition } from '@diadochi/kernel';
import { describe, expect, it } from 'vitest';
import { baselineBot, diadokhoi, diadoques } from '../../src/game/index.ts';
import type { WholeState } from '../../src/game/index.ts';

interface FirstYear {
  /** Units of each player once the first winter is resolved. */
  units: number[];
  /** Units disbanded in that winter, for want of money or by order (`diadoques §10.6`, `§10.7`). */
  disbanded: number;
}

/** Plays one seeded game with the bot in every seat, a step at a time, to the end of its first winter. */
function firstYear(def: GameDefinition<WholeState>, seed: string): FirstYear {
  const created = createGame(def, { seed, options: {} });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  let game = created.value;
  for (let steps = 1; steps <= 9; steps++) {
    game = autoplay(def, game, { bots: baselineBot(seed), maxSteps: steps });
    const step = game.record[game.record.length - 1]!;
    if (step.phase !== 'winter') continue;
    return {
      units: game.players.map((p) => game.state.units.filter((u) => u.power === p).length),
      disbanded: step.events.filter((e) => e.type === 'disbanded').length,
    };
  }
  throw new Error(`${seed}: no winter within nine steps`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('the baseline bot keeps its army through its first year', () => {
  it.each([
    ['diadoques §10.1, §10.4, §10.6, §11a.3', diadoques],
    ['diadokhoi §5.2.1, §5.3.6, §3.1.11', diadokhoi],
  ] as const)('%s: over six seeded games, the median player still has the three units it started with after the first winter, and none is disbanded in that winter', (_rules, def) => {
    const games = Array.from({ length: 6 }, (_, i) => firstYear(def as unknown as GameDefinition<WholeState>, `armies-${def.id}-${i}`));
    const units = games.flatMap((g) => g.units);
    expect(median(units)).toBeGreaterThanOrEqual(3);
    expect(games.map((g) => g.disbanded)).toEqual(games.map(() => 0));
  });
});
