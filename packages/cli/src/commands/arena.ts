/**
 * `npx diadochi arena <ruleset> --bots A,B,… --games N --seed S`: bots against bots, seats
 * rotated so that each bot sits in each seat equally often, each bot told only its seat's
 * view (the kernel's `BotInput`). Prints each bot's win share (solo and shared wins apart) with
 * a 95 % Wilson interval, its average score, and the CPU time it spent per decision (measured
 * with `process.cpuUsage` around the bot call only: the kernel's view and legal list are not
 * counted). A benchmark, never a timed test (issue 20 item 1, issue 19).
 */
import { spawn } from 'node:child_process';
import { autoplay, createGame, rotatedSeats } from '@diadochi/kernel';
import type { Bot, GameDefinition, ToolCommand } from '@diadochi/kernel';
import { cpuMs, flag } from '@diadochi/kernel/cli';
import { botLevels, finalScores, findGame } from '@diadochi/catalog';

export interface ArenaRow {
  bot: string;
  /** Seats this bot held over all games (a bot named twice in `--bots` holds two per game). */
  seatGames: number;
  solo: number;
  shared: number;
  /** (solo + shared) / seatGames, with its 95 % Wilson interval. */
  share: number;
  low: number;
  high: number;
  /** Average final score per seat held, when the game gives one. */
  score: number | null;
  decisions: number;
  /** CPU milliseconds per decision. */
  cpu: { median: number; p95: number; max: number };
}

export interface ArenaStats {
  ruleset: string;
  games: number;
  finished: number;
  /** Games with no winner or unfinished. */
  noWinner: number;
  rows: ArenaRow[];
  /** Per game: which bot sat in which seat, and who won (for reproducing one game). */
  log: { seed: string; seats: Record<string, string>; winners: string[] }[];
}

/** Wilson score interval for k successes in n trials at 95 % (z = 1.96). */
export function wilson(k: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

/**
 * Options whose seat count matches the bots: the given ones, else the game's first example (the
 * short game the tools play: Les Diadoques runs until a victory by default, issue 18), else the
 * defaults, else `{ players: n }`.
 */
export function arenaOptions(game: GameDefinition, seats: number, given?: unknown): unknown {
  const example = game.exampleOptions?.[0];
  const tries = given !== undefined ? [given] : [...(example !== undefined ? [example] : []), {}, { players: seats }];
  for (const raw of tries) {
    const o = game.parseOptions(raw);
    if (o.ok && game.players(o.value).length === seats) return raw;
  }
  throw new Error(`${game.id} has no table of ${seats} seats with these options`);
}

export interface ArenaRun {
  game: GameDefinition;
  bots: string[];
  makers: Record<string, (seed: string) => Bot>;
  games: number;
  seed: string;
  options?: unknown;
  maxSteps?: number;
  /** Index of the first game (a shard of a `--jobs` run plays games first … first + games − 1). */
  first?: number;
  /** Called after each game (progress on stderr). */
  onGame?(i: number, winners: string[]): void;
}

/** Per bot name: what the games gave, before it is summed up (shards of a `--jobs` run are merged here). */
export type ArenaTally = Record<string, { seatGames: number; solo: number; shared: number; score: number; scored: number; cpu: number[] }>;

export interface ArenaShard {
  tally: ArenaTally;
  finished: number;
  noWinner: number;
  log: ArenaStats['log'];
}

export function arena(run: ArenaRun): ArenaStats {
  const shard = arenaShard(run);
  return summarize(run.game.id, [...new Set(run.bots)], [shard]);
}

/** Plays the games of one run (or shard) and tallies them. */
export function arenaShard(run: ArenaRun): ArenaShard {
  const { game, bots, makers } = run;
  const options = arenaOptions(game, bots.length, run.options);
  const parsed = game.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.map((p) => p.message).join('; '));
  const players = game.players(parsed.value);
  const names = [...new Set(bots)];
  const acc = new Map(names.map((b) => [b, { seatGames: 0, solo: 0, shared: 0, score: 0, scored: 0, cpu: [] as number[] }]));
  const stats: ArenaShard = { tally: {}, finished: 0, noWinner: 0, log: [] };
  const first = run.first ?? 0;
  for (let i = first; i < first + run.games; i++) {
    const seed = `${run.seed}-${i}`;
    const created = createGame(game, { seed, options });
    if (!created.ok) throw new Error(created.error.map((p) => p.message).join('; '));
    // Rotation: in game i, seat j gets the bot listed at (j + i) mod n, so every bot visits every seat.
    const { seats, seated } = rotatedSeats(players, bots, makers, i, seed, cpuMs, (name, ms) => acc.get(name)!.cpu.push(ms));
    const end = autoplay(game, created.value, { bots: seated, ...(run.maxSteps ? { maxSteps: run.maxSteps } : {}) });
    const result = game.result(end.state);
    const winners = result?.winners ?? [];
    if (result) stats.finished++;
    if (winners.length === 0) stats.noWinner++;
    const scores = result ? finalScores(game, end.state) : undefined;
    for (const p of players) {
      const a = acc.get(seats[p]!)!;
      a.seatGames++;
      if (winners.includes(p)) {
        if (winners.length === 1) a.solo++;
        else a.shared++;
      }
      if (scores && scores[p] !== undefined) {
        a.score += scores[p]!;
        a.scored++;
      }
    }
    stats.log.push({ seed, seats, winners });
    run.onGame?.(i, winners.map((w) => `${w}(${seats[w]})`));
  }
  stats.tally = Object.fromEntries(acc);
  return stats;
}

/** The table's figures from one or more shards. */
export function summarize(ruleset: string, names: string[], shards: ArenaShard[]): ArenaStats {
  const stats: ArenaStats = { ruleset, games: 0, finished: 0, noWinner: 0, rows: [], log: [] };
  for (const sh of shards) {
    stats.games += sh.log.length;
    stats.finished += sh.finished;
    stats.noWinner += sh.noWinner;
    stats.log.push(...sh.log);
  }
  for (const bot of names) {
    const a = { seatGames: 0, solo: 0, shared: 0, score: 0, scored: 0, cpu: [] as number[] };
    for (const sh of shards) {
      const t = sh.tally[bot];
      if (!t) continue;
      a.seatGames += t.seatGames;
      a.solo += t.solo;
      a.shared += t.shared;
      a.score += t.score;
      a.scored += t.scored;
      a.cpu.push(...t.cpu);
    }
    const won = a.solo + a.shared;
    const [low, high] = wilson(won, a.seatGames);
    const cpu = [...a.cpu].sort((x, y) => x - y);
    stats.rows.push({
      bot, seatGames: a.seatGames, solo: a.solo, shared: a.shared, share: a.seatGames ? won / a.seatGames : 0, low, high,
      score: a.scored ? a.score / a.scored : null, decisions: cpu.length,
      cpu: { median: quantile(cpu, 0.5), p95: quantile(cpu, 0.95), max: cpu[cpu.length - 1] ?? 0 },
    });
  }
  return stats;
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

/** The table the command prints (no CPU columns when `cpu` is false, so a run can be compared to another). */
export function arenaTable(s: ArenaStats, cpu = true): string {
  const head = ['bot', 'seats', 'solo', 'shared', 'win share', '95 % interval', 'avg score', ...(cpu ? ['decisions', 'cpu ms p50', 'p95', 'max'] : [])];
  const rows = s.rows.map((r) => [
    r.bot, String(r.seatGames), String(r.solo), String(r.shared), pct(r.share), `${pct(r.low)} – ${pct(r.high)}`, r.score === null ? '-' : r.score.toFixed(2),
    ...(cpu ? [String(r.decisions), r.cpu.median.toFixed(2), r.cpu.p95.toFixed(2), r.cpu.max.toFixed(1)] : []),
  ]);
  const widths = head.map((h, j) => Math.max(h.length, ...rows.map((r) => r[j]!.length)));
  const line = (cells: string[]) => cells.map((c, j) => (j === 0 ? c.padEnd(widths[j]!) : c.padStart(widths[j]!))).join('  ');
  return [
    `${s.ruleset}: ${s.games} games, ${s.finished} finished, ${s.noWinner} without a winner; seats rotated`,
    line(head),
    ...rows.map(line),
  ].join('\n');
}

export const arenaCommand: ToolCommand = {
  name: 'arena',
  summary: 'bots against bots with seats rotated: win shares with 95 % intervals, scores, CPU per decision',
  usage: 'arena <ruleset> --bots A,B,... [--games N] [--seed S] [--jobs J] [--options JSON] [--max-steps M] [--quiet]',
  async run(argv) {
    const ruleset = argv[0];
    const game = ruleset ? findGame(ruleset) : undefined;
    if (!game) {
      console.error(`usage: diadochi ${this.usage}\nUnknown ruleset "${ruleset ?? ''}".`);
      return 2;
    }
    const makers = botLevels(game.id);
    const bots = flag(argv, '--bots', '').split(',').map((b) => b.trim().toLowerCase()).filter(Boolean);
    const unknown = bots.filter((b) => !makers[b]);
    if (bots.length === 0 || unknown.length > 0) {
      console.error(`--bots: a comma-separated list, one per seat, of: ${Object.keys(makers).join(', ')}${unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''}`);
      return 2;
    }
    const n = Number(flag(argv, '--games', '10'));
    const maxSteps = Number(flag(argv, '--max-steps', '20000'));
    if (!Number.isInteger(n) || n < 1 || !Number.isInteger(maxSteps) || maxSteps < 1) {
      console.error('--games and --max-steps must be positive integers');
      return 2;
    }
    let options: unknown;
    if (argv.includes('--options')) {
      try {
        options = JSON.parse(flag(argv, '--options', '{}'));
      } catch {
        console.error('--options must be a JSON object');
        return 2;
      }
    }
    const quiet = argv.includes('--quiet');
    const first = Number(flag(argv, '--first', '0'));
    const jobs = Math.min(n, Number(flag(argv, '--jobs', '1')));
    if (!Number.isInteger(jobs) || jobs < 1 || !Number.isInteger(first) || first < 0) {
      console.error('--jobs must be a positive integer');
      return 2;
    }
    const run: ArenaRun = {
      game, bots, makers, games: n, seed: flag(argv, '--seed', 'arena'), options, maxSteps, first,
      onGame: (i, winners) => {
        if (!quiet) console.error(`game ${i + 1}/${first + n}: ${winners.join(' + ') || 'no winner'}`);
      },
    };
    // A shard of a --jobs run: its tally as JSON for the parent, no table.
    if (argv.includes('--shard')) {
      console.log(JSON.stringify(arenaShard(run)));
      return 0;
    }
    const shards = jobs > 1 ? await inChildren(argv, n, jobs) : [arenaShard(run)];
    console.log(arenaTable(summarize(game.id, [...new Set(bots)], shards)));
    return 0;
  },
};

/**
 * `--jobs J`: the games split into J contiguous ranges, each played by a child process (same
 * seeds and seat rotation as one process would use: game i is game i), their tallies merged.
 */
async function inChildren(argv: string[], n: number, jobs: number): Promise<ArenaShard[]> {
  const bin = process.argv[1]!;
  const rest = withoutFlags(argv, ['--jobs', '--games', '--first']);
  const runs: Promise<ArenaShard>[] = [];
  let from = 0;
  for (let j = 0; j < jobs; j++) {
    const count = Math.floor(n / jobs) + (j < n % jobs ? 1 : 0);
    const args = [bin, 'arena', ...rest, '--games', String(count), '--first', String(from), '--shard'];
    from += count;
    runs.push(new Promise((resolve, reject) => {
      const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.on('data', (b: Buffer) => (out += b.toString()));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as ArenaShard) : reject(new Error(`arena shard ${j} exited with ${code}`))));
    }));
  }
  return Promise.all(runs);
}

function withoutFlags(argv: string[], names: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (names.includes(argv[i]!)) i++;
    else out.push(argv[i]!);
  }
  return out;
}
