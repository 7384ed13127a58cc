import { performance } from 'node:perf_hooks';
import { fuzz, fuzzFailed, fuzzSummary } from '@diadochi/kernel';
import type { ToolCommand } from '@diadochi/kernel';
import { flag } from '@diadochi/kernel/cli';
import { botFor, findGame, games } from '@diadochi/catalog';

/**
 * `fuzz <ruleset>`: the kernel's fuzzer (packages/kernel/src/fuzz.ts) on any hosted game — random
 * legal decisions and garbage at every decision point; fails on a crash, a dead end, a violation
 * (invariants, step limit, replay, catalog lines, garbage accepted) or a leak. Exit code 1 then.
 */
export const fuzzCommand: ToolCommand = {
  name: 'fuzz',
  summary: 'random legal decisions and garbage at every decision point; fails on a crash, dead end, violation or leaked secret',
  usage: 'fuzz <ruleset> [--games N] [--first K] [--seed S] [--max-steps N] [--garbage P] [--options JSON] [--progress K]',
  async run(argv) {
    const ruleset = argv[0];
    const game = ruleset ? findGame(ruleset) : undefined;
    if (!game) {
      console.error(`usage: diadochi ${this.usage}\nUnknown ruleset "${ruleset ?? ''}". Rulesets: ${games.map((g) => g.id).join(', ')}`);
      return 2;
    }
    const n = Number(flag(argv, '--games', '20'));
    const maxSteps = Number(flag(argv, '--max-steps', '10000'));
    const garbage = Number(flag(argv, '--garbage', '0.3'));
    const progress = Number(flag(argv, '--progress', '0'));
    if (!Number.isInteger(n) || n < 1 || !Number.isInteger(maxSteps) || maxSteps < 1 || !(garbage >= 0 && garbage <= 1) || !Number.isInteger(progress) || progress < 0) {
      console.error('--games, --max-steps and --progress are positive integers; --garbage is a chance from 0 to 1');
      return 2;
    }
    let options: unknown[] | undefined;
    if (argv.includes('--options')) {
      try {
        options = [JSON.parse(flag(argv, '--options', '{}')) as unknown];
      } catch {
        console.error('--options is the JSON of the game options, e.g. \'{"lastYear":1905}\'');
        return 2;
      }
    }
    const first = Number(flag(argv, '--first', '0'));
    if (!Number.isInteger(first) || first < 0) {
      console.error('--first is the index of the first game (0 or more): game i of a seed is replayed alone with --first i --games 1');
      return 2;
    }
    const t0 = performance.now();
    const report = fuzz(game, {
      first,
      ...(options ? { options } : {}),
      games: n,
      seed: flag(argv, '--seed', 'fuzz'),
      maxSteps,
      garbage,
      ...(botFor(game.id) ? { bot: botFor(game.id)! } : {}),
      onGame: (i, r) => {
        if (progress > 0 && (i + 1) % progress === 0) console.error(`  … ${fuzzSummary(r)} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
      },
    });
    for (const f of report.failures) console.log(`  ✗ ${f}`);
    console.log(`${fuzzSummary(report)} (${report.garbage} garbage decisions refused or counted, ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    return fuzzFailed(report) ? 1 : 0;
  },
};
