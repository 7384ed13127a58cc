/**
 * Issue 22: start-up of `npx diadochi` (goal ≤ 150 ms). Spawns each case N times, interleaved, and
 * prints the median wall time and the median CPU time of the child (user + system, from /proc: 10 ms
 * steps; "n/a" off Linux), for the compiled bundle (`npm run build`, scripts/build.mjs) and for the
 * TypeScript sources through tsx (`DIADOCHI_TSX=1`, what the bin did before the build existed),
 * beside a bare `node -e 0` (the floor no build can go under). `npx diadochi --help` adds npm's own
 * start-up to the bin's; `rules-coverage` is a light command (it loads the kernel, no game). Builds
 * first when the bundle is missing or older than its sources, and gives no figures when a source
 * changes during the runs (those runs went through tsx).
 * `npx tsx packages/cli/bench/startup.bench.ts [N] [--quick] [--json]` (`nice -n 19` on a shared machine):
 * `--quick` times only the floor and the compiled `--help` (what `npm run bench` reports), `--json`
 * prints the figures as one JSON line.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { freshBundle } from '../bin/fresh.js';
import { repoRoot } from '../src/paths.ts';

const flags = process.argv.slice(2);
const runs = Number(flags.find((a) => /^\d+$/.test(a)) ?? 15);
const quick = flags.includes('--quick');
const json = flags.includes('--json');
const BIN = 'packages/cli/bin/diadochi.js';
const GOAL_MS = 150;

/** CPU milliseconds of this process's waited-for children (Linux), or null. */
function childrenCpuMs(): number | null {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100; // cutime + cstime, in USER_HZ (100)
  } catch {
    return null;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Case {
  name: string;
  /** The program and its arguments (`node` is this process's own executable). */
  command: string[];
  env?: Record<string, string>;
  goal: boolean;
  quick?: boolean;
}

/**
 * Runs every case `runs` times, interleaved (one run of each case in turn), so that a change of load
 * on a shared machine falls on every case alike; medians of wall and child CPU time per case.
 */
function timeInterleaved(cases: Case[]): { wall: number; cpu: number | null }[] {
  const walls = cases.map((): number[] => []);
  const cpus = cases.map((): number[] => []);
  for (let i = 0; i < runs; i++) {
    cases.forEach((c, k) => {
      const c0 = childrenCpuMs();
      const t0 = performance.now();
      const r = spawnSync(c.command[0]!, c.command.slice(1), { cwd: repoRoot, env: { ...process.env, ...c.env }, stdio: ['ignore', 'ignore', 'pipe'] });
      walls[k]!.push(performance.now() - t0);
      const c1 = childrenCpuMs();
      if (c0 !== null && c1 !== null) cpus[k]!.push(c1 - c0);
      if (r.status !== 0) throw new Error(`${c.command.join(' ')} exited ${r.status}: ${r.stderr}`);
    });
  }
  return cases.map((_, k) => ({ wall: median(walls[k]!), cpu: cpus[k]!.length ? median(cpus[k]!) : null }));
}

if (!freshBundle('packages/cli/dist/diadochi.js')) {
  console.error('building (node scripts/build.mjs)…');
  const b = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: repoRoot, stdio: ['ignore', 2, 2] });
  if (b.status !== 0) process.exit(1);
}

const node = process.execPath;
const cases: Case[] = [
  { name: 'node -e 0 (the floor)', command: [node, '-e', '0'], goal: false, quick: true },
  { name: 'diadochi --help, compiled', command: [node, BIN, '--help'], goal: true, quick: true },
  { name: 'npx diadochi --help, compiled', command: ['npx', 'diadochi', '--help'], goal: false },
  { name: 'diadochi --help, tsx (before)', command: [node, BIN, '--help'], env: { DIADOCHI_TSX: '1' }, goal: false },
  { name: 'diadochi rules-coverage, compiled', command: [node, BIN, 'rules-coverage'], goal: false },
  { name: 'diadochi datc (172 cases), compiled', command: [node, BIN, 'datc'], goal: false },
  { name: 'diadochi datc (172 cases), tsx (before)', command: [node, BIN, 'datc'], env: { DIADOCHI_TSX: '1' }, goal: false },
];
const chosen = cases.filter((c) => !quick || c.quick);
if (!json) console.log(`CLI start-up: medians of ${runs} interleaved runs (wall ms; CPU ms of the child, user + system)`);
const width = Math.max(...chosen.map((c) => c.name.length));
const figures: Record<string, { wallMs: number; cpuMs: number | null }> = {};
const times = timeInterleaved(chosen);
// A source edited meanwhile (a shared checkout) sends the "compiled" runs through tsx: no figures then.
if (!freshBundle('packages/cli/dist/diadochi.js')) {
  console.error('a source changed during the runs, so some "compiled" runs went through tsx: run again');
  process.exit(1);
}
chosen.forEach((c, k) => {
  const t = times[k]!;
  figures[c.name] = { wallMs: Math.round(t.wall), cpuMs: t.cpu };
  if (json) return;
  const goal = c.goal ? `   goal ≤ ${GOAL_MS} ms: wall ${t.wall <= GOAL_MS ? 'met' : 'not met'}, CPU ${t.cpu === null ? 'n/a' : t.cpu <= GOAL_MS ? 'met' : 'not met'}` : '';
  console.log(`  ${c.name.padEnd(width)}  wall ${t.wall.toFixed(0).padStart(5)} ms   CPU ${t.cpu === null ? '  n/a' : t.cpu.toFixed(0).padStart(5)} ms${goal}`);
});
if (json) console.log(JSON.stringify({ runs, figures }));
