import { performance } from 'node:perf_hooks';
import { autoplay, createGame, digest, randomBot, replay } from '@diadochi/kernel';
import type { Bot, GameDefinition, ToolCommand } from '@diadochi/kernel';
import { flag } from '@diadochi/kernel/cli';
import { findGame, botFor } from '@diadochi/catalog';

export interface SelfplayStats {
  games: number;
  finished: number;
  steps: number;
  violations: string[];
  outcomes: Record<string, number>;
  /** Events of each counted type, over all games (`--count TYPE`). */
  events: Record<string, number>;
  seconds: number;
}

/**
 * Plays whole games with bots in every seat, checking the game's invariants after every step
 * and that replaying each record gives the same final state.
 */
export function selfplay(game: GameDefinition, n: number, seed: string, maxSteps: number, makeBot: (seed: string) => Bot, options?: unknown, count: readonly string[] = []): SelfplayStats {
  const stats: SelfplayStats = { games: n, finished: 0, steps: 0, violations: [], outcomes: {}, events: Object.fromEntries(count.map((t) => [t, 0])), seconds: 0 };
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const created = createGame(game, { seed: `${seed}-${i}`, ...(options !== undefined ? { options } : {}) });
    if (!created.ok) throw new Error(created.error.map((p) => p.message).join('; '));
    const end = autoplay(game, created.value, {
      bots: makeBot(`${seed}-${i}`),
      maxSteps,
      onStep: (s) => {
        for (const v of game.checkInvariants?.(s.state) ?? []) stats.violations.push(`game ${i}, step ${s.record.length - 1}: ${v}`);
      },
    });
    const again = replay(game, end);
    if (!again.ok || digest(again.value.state) !== digest(end.state)) stats.violations.push(`game ${i}: replay differs from the game played`);
    stats.steps += end.record.length - 1;
    for (const entry of end.record) for (const e of entry.events) if (e.type in stats.events) stats.events[e.type]! += 1;
    const result = game.result(end.state);
    const outcome = result ? result.winners.join('+') || 'no winner' : 'unfinished';
    if (result) stats.finished++;
    stats.outcomes[outcome] = (stats.outcomes[outcome] ?? 0) + 1;
  }
  stats.seconds = (performance.now() - t0) / 1000;
  return stats;
}

export const selfplayCommand: ToolCommand = {
  name: 'selfplay',
  summary: 'play whole games with bots, checking invariants after every step and replays',
  usage: 'selfplay <ruleset> [--games N] [--seed S] [--max-steps M] [--players P] [--options JSON] [--count EVENT-TYPE]',
  async run(argv) {
    const ruleset = argv[0];
    const game = ruleset ? findGame(ruleset) : undefined;
    if (!game) {
      console.error(`usage: diadochi ${this.usage}\nUnknown ruleset "${ruleset ?? ''}".`);
      return 2;
    }
    const n = Number(flag(argv, '--games', '10'));
    const maxSteps = Number(flag(argv, '--max-steps', '20000'));
    if (!Number.isInteger(n) || n < 1 || !Number.isInteger(maxSteps) || maxSteps < 1) {
      console.error('--games and --max-steps must be positive integers');
      return 2;
    }
    // --players P: the game's `players` option (Successors 2–4, PhalanXX 1–4), checked by its parseOptions.
    const players = argv.includes('--players') ? { players: Number(flag(argv, '--players', '')) } : undefined;
    // --options JSON: any options of the game (classic's year limit: '{"lastYear":1920}'), also checked by its parseOptions.
    let options: unknown = players;
    if (argv.includes('--options')) {
      try {
        options = { ...(players ?? {}), ...(JSON.parse(flag(argv, '--options', '{}')) as object) };
      } catch {
        console.error('--options must be a JSON object');
        return 2;
      }
    }
    // --count TYPE (comma-separated): how many events of these types the games emitted (classic: centre-changed).
    const count = argv.includes('--count') ? flag(argv, '--count', '').split(',').filter(Boolean) : [];
    const stats = selfplay(game, n, flag(argv, '--seed', 'selfplay'), maxSteps, botFor(game.id) ?? randomBot, options, count);
    console.log(`${game.id}: ${stats.games} games (${stats.finished} finished) in ${stats.seconds.toFixed(2)} s — ${(stats.games / stats.seconds).toFixed(2)} games/s`);
    console.log(`average length: ${(stats.steps / stats.games).toFixed(1)} steps`);
    console.log('outcomes:');
    for (const [k, v] of Object.entries(stats.outcomes).sort((a, b) => b[1] - a[1])) console.log(`  ${k}: ${v}`);
    for (const [type, k] of Object.entries(stats.events)) console.log(`${type} events: ${k} (${(k / stats.games).toFixed(1)} a game)`);
    console.log(`invariant violations: ${stats.violations.length}`);
    for (const v of stats.violations.slice(0, 20)) console.log(`  ✗ ${v}`);
    return stats.violations.length === 0 ? 0 : 1;
  },
};
