/**
 * Issue 22, the speed work's guard: a change that makes the engine or the bots faster must leave
 * every state, event, roll and decision byte-identical. This plays seeded whole six-bot games of
 * Les Diadoques and Diadokhoi (the short game of `exampleOptions`, as `submit-perf.bench.ts`
 * plays them) with the baseline bot and with L1, and prints one digest per ruleset and bot over
 * every step's decisions, events, rolls and state digest. Run it at the base commit and after each
 * change: the lines must match.
 * `npx tsx games/diadoques/bench/digest-games.bench.ts [GAMES] [L1_GAMES] [SEED]`
 */
import { autoplay, canonicalJson, createGame, fastHash128 } from '@diadochi/kernel';
import type { Bot, GameDefinition, GameSession } from '@diadochi/kernel';
import { l1Bot } from '../src/bots/index.ts';
import { baselineBot, diadokhoi, diadoques } from '../src/game/index.ts';

const games = Number(process.argv[2] ?? 6);
const l1Games = Number(process.argv[3] ?? 2);
const seed = process.argv[4] ?? 'digest';

type Def = GameDefinition<unknown>;

/** One text per step: what was decided, what happened, the dice, the state reached. */
function stepsText(session: GameSession<unknown>): string {
  return session.record.map((e) => canonicalJson({ step: e.step, phase: e.phase, decisions: e.decisions, defaulted: e.defaulted, events: e.events, rolls: e.rolls, digest: e.digest })).join('\n');
}

const bots: [string, (seed: string) => Bot, number][] = [
  ['baseline', baselineBot, games],
  ['l1', l1Bot, l1Games],
];

for (const def of [diadoques, diadokhoi] as unknown as Def[]) {
  const options = { ...(def.exampleOptions?.[0] as object), players: 6 };
  for (const [name, make, n] of bots) {
    const parts: string[] = [];
    let steps = 0;
    for (let g = 0; g < n; g++) {
      const created = createGame(def, { seed: `${seed}-${def.id}-${g}`, options });
      if (!created.ok) throw new Error(JSON.stringify(created.error));
      const end = autoplay(def, created.value, { bots: make(`${seed}-${name}-${g}`), maxSteps: 400 });
      steps += end.record.length - 1;
      parts.push(fastHash128(stepsText(end)));
    }
    console.log(`${def.id} ${name} ×${n} (${steps} steps): ${fastHash128(parts.join(','))}`);
  }
}
