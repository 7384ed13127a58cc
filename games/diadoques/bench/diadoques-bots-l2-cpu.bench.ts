/**
 * CPU per Diadochi L2 military decision (issue 20 item 2: ≤ 2 s a season decision). An L1
 * self-played short game is the source of positions; at every military season the L2 search is
 * asked, from each listed seat's own view, for its orders, and timed with `process.cpuUsage`
 * (`cpuMs`) around that call only. The arena's CPU column mixes in L2's cheap decisions (winter,
 * retreats, start: L1's); this one counts only the searched ones.
 *
 * `npx tsx games/diadoques/bench/diadoques-bots-l2-cpu.bench.ts --ruleset diadoques --seed p1 --seats 3 [--l2 JSON]`
 */
import { autoplay, createGame } from '@diadochi/kernel';
import type { GameDefinition } from '@diadochi/kernel';
import { cpuMs } from '@diadochi/kernel/cli';
import { L2_DEFAULTS, l1Bot, l2WholeGameOrders } from '../src/bots/index.ts';
import type { WholeBotView } from '../src/bots/index.ts';
import { diadokhoi, diadoques } from '../src/game/index.ts';

function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}

const ruleset = flag('--ruleset', 'diadoques');
const seed = flag('--seed', 'p1');
const seats = Number(flag('--seats', '3'));
const params = { ...L2_DEFAULTS, ...(JSON.parse(flag('--l2', '{}')) as Partial<typeof L2_DEFAULTS>) };
const game = (ruleset === 'diadokhoi' ? diadokhoi : diadoques) as unknown as GameDefinition<unknown>;
const options = game.exampleOptions![0];
const created = createGame(game, { seed, options });
if (!created.ok) throw new Error('no game');
const parsed = game.parseOptions(options);
if (!parsed.ok) throw new Error('options');
const players = game.players(parsed.value);
const times: number[] = [];
autoplay(game, created.value, {
  bots: Object.fromEntries(players.map((p) => [p, l1Bot(`${seed}:${p}`)])),
  maxSteps: 20000,
  onStep: (session) => {
    const s = session.state as { phase?: string };
    if (s.phase !== 'orders') return;
    for (const p of players.slice(0, seats)) {
      const view = game.view(session.state, p) as WholeBotView;
      const t = cpuMs();
      l2WholeGameOrders(view, p, seed, params);
      times.push(cpuMs() - t);
    }
  },
});
times.sort((a, b) => a - b);
const q = (f: number) => times[Math.min(times.length - 1, Math.ceil(f * times.length) - 1)]!.toFixed(0);
console.log(`${ruleset}, seed ${seed}, ${times.length} L2 military decisions (${seats} seats of an L1 game), ${JSON.stringify(params)}: CPU ms p50 ${q(0.5)}, p95 ${q(0.95)}, max ${q(1)}`);
