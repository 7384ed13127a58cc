// `npm run bench`: the figures of issue 22, each beside its goal, in one table. Every figure comes
// from an existing benchmark run here with a small dose (its command is printed with it); a goal
// no benchmark measures says "not measured". Small doses on a shared machine are rough: for the
// figures of record run each command alone, bigger, under `nice`.
//
// `npm run bench all` runs every benchmark script (packages/*/bench, games/*/bench, apps/*/bench)
// one after another and prints their own reports; `npm run bench <package>` those of one package;
// `npm run bench arena` the arena's dose; `npm run bench server` (`npm run bench:server`) the
// judge's rows only, beside their goals: submissions (arguments after it go to
// apps/server/bench/server.ts), then the WebSocket fan-out and the deadlines due at once, unless
// `--submissions-only`.
// Benchmarks report medians and ratios; tests never time.
import { readdirSync, readFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';

const reuse = process.argv.includes('--reuse');
const [mode, ...rest] = process.argv.slice(2).filter((a) => a !== '--reuse' && a !== '--submissions-only');
const TSX = [process.execPath, '--import', 'tsx'];

function everyBench(only) {
  let failed = 0;
  for (const ws of ['packages', 'games', 'apps']) {
    for (const pkg of readdirSync(ws)) {
      const dir = join(ws, pkg, 'bench');
      if (!existsSync(dir) || (only && pkg !== only)) continue;
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.bench.ts')).sort()) {
        console.log(`\n### ${join(dir, file)}`);
        const r = spawnSync(process.execPath, ['--import', 'tsx', join(dir, file)], { stdio: 'inherit' });
        if (r.status !== 0) failed++;
      }
    }
  }
  // The arena's small dose (issue 20 item 1): Successors L1 against random, two one-turn games, seats rotated.
  // Bigger runs: `npx diadochi arena successors --bots l1,random,random,random --games 20 --seed a1` (docs/bots.md).
  if (!only || only === 'arena') {
    console.log('\n### npx diadochi arena successors --bots l1,random,random,random --games 2 (one-turn games)');
    const r = spawnSync(process.execPath, ['packages/cli/bin/diadochi.js', 'arena', 'successors', '--bots', 'l1,random,random,random', '--games', '2', '--seed', 'bench', '--options', '{"players":4,"turns":1}', '--quiet'], { stdio: 'inherit' });
    if (r.status !== 0) failed++;
  }
  return failed;
}

/**
 * Runs one benchmark; its output is kept under .tmp/bench/ and returned (null when it failed).
 * `npm run bench -- --reuse` prints the table again from the outputs kept by the last run.
 */
function run(name, argv) {
  const kept = `.tmp/bench/${name}.txt`;
  if (reuse) return existsSync(kept) && !existsSync(`${kept}.failed`) ? readFileSync(kept, 'utf8') : null;
  process.stderr.write(`running ${argv.slice(argv[1] === '--import' ? 3 : 1).join(' ')} …\n`);
  const r = spawnSync(argv[0], argv.slice(1), { encoding: 'utf8', maxBuffer: 64 << 20 });
  mkdirSync('.tmp/bench', { recursive: true });
  writeFileSync(kept, `${r.stdout ?? ''}${r.stderr ?? ''}`);
  rmSync(`${kept}.failed`, { force: true });
  if (r.status !== 0) {
    writeFileSync(`${kept}.failed`, `exit ${r.status}\n`);
    process.stderr.write(`  ${name} failed (exit ${r.status}); its output: .tmp/bench/${name}.txt\n`);
    return null;
  }
  return r.stdout;
}

const num = (s) => Number(String(s).replace(/,/g, ''));
const fmt = (x, digits = 0) => x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** A row: what, goal, the measured figure (or why none), whether the goal is met, and the command. */
function row(what, goal, command, measure) {
  let figure = 'not measured';
  let met = '—';
  try {
    const m = measure();
    if (m) [figure, met] = [m.figure, m.met === undefined ? '—' : m.met ? 'met' : 'not met'];
  } catch (e) {
    figure = `not measured (${e.message})`;
  }
  return { what, goal, figure, met, command };
}

function need(out, re, what) {
  if (out === null) throw new Error('the benchmark failed');
  const m = out.match(re);
  if (!m) throw new Error(`no ${what} in its output`);
  return m;
}

function serverRows(out, command, all = false) {
  const rows = out === null ? null : JSON.parse(out.slice(out.indexOf('[')));
  if (all && rows) console.table(rows);
  const sqlite = rows?.find((r) => r.backend === 'sqlite');
  const check = () => {
    if (!sqlite) throw new Error(out === null ? 'the benchmark failed' : 'no SQLite row');
    return sqlite;
  };
  return [
    row('judge: submissions a second, SQLite', '≥ 2,000/s', command, () => {
      const s = check();
      return { figure: `${fmt(s.submissionsPerSecond)}/s wall (${fmt(s.submissionsPerCpuSecond)} a CPU second; ${s.submissions} submissions)`, met: s.submissionsPerSecond >= 2000 };
    }),
    row('judge: submission latency p99, SQLite', '≤ 25 ms', command, () => {
      const s = check();
      return { figure: `p99 ${fmt(s.p99ms, 1)} ms (p50 ${fmt(s.p50ms, 1)} ms)`, met: s.p99ms <= 25 };
    }),
    // Only when the run had PostgreSQL (the default backends are both; `npm run bench` asks SQLite alone).
    ...(rows?.some((r) => r.backend === 'postgres')
      ? [
          row('judge: submissions a second, PostgreSQL', '≥ 1,000/s', command, () => {
            const p = rows.find((r) => r.backend === 'postgres');
            return { figure: `${fmt(p.submissionsPerSecond)}/s wall (${fmt(p.submissionsPerCpuSecond)} a CPU second; p99 ${fmt(p.p99ms, 1)} ms)`, met: p.submissionsPerSecond >= 1000 };
          }),
        ]
      : []),
  ];
}

/** The WebSocket fan-out and the deadlines due at once (issue 22), each at the goal's size. */
function judgeExtraRows() {
  const fanCmd = 'npx tsx apps/server/bench/fanout.ts --sockets 1000 --json';
  const fan = run('fanout', [...TSX, 'apps/server/bench/fanout.ts', '--sockets', '1000', '--json']);
  const deadCmd = 'npx tsx apps/server/bench/deadlines.ts --games 1000 --json';
  const dead = run('deadlines', [...TSX, 'apps/server/bench/deadlines.ts', '--games', '1000', '--json']);
  const json = (out) => {
    if (out === null) throw new Error('the benchmark failed');
    return JSON.parse(out.slice(out.indexOf('{')));
  };
  return [
    row('judge: WebSocket fan-out p99, 1,000 sockets', '≤ 50 ms', fanCmd, () => {
      const f = json(fan);
      const perFrame = (1e6 * f.cpuSeconds) / f.hubSent;
      return {
        figure: `new phase p99 ${fmt(f.phase.p99ms, 1)} ms, submitted p99 ${fmt(f.submitted.p99ms, 1)} ms (${fmt(perFrame, 1)} µs CPU a frame sent and read)`,
        met: f.phase.p99ms <= 50 && f.submitted.p99ms <= 50,
      };
    }),
    row('judge: 1,000 deadlines due at once', '≤ 2 s, requests not stalled', deadCmd, () => {
      const d = json(dead);
      const all = d.allAdjudicatedSeconds;
      return {
        figure: `${all === null ? `not all within ${d.adjudicated} games` : `${fmt(all, 2)} s`} (${fmt(d.cpuSeconds, 2)} CPU s); a game view meanwhile p99 ${fmt(d.probeP99ms, 1)} ms, max ${fmt(d.probeMaxms, 1)} ms`,
        met: all !== null && all <= 2,
      };
    }),
  ];
}

function serverBench(args, all = false) {
  const argv = ['apps/server/bench/server.ts', ...args, '--json'];
  return serverRows(run('server', [...TSX, ...argv]), `npx tsx ${argv.join(' ')}`, all);
}

function table(rows) {
  const cols = ['what', 'goal', 'figure', 'met'];
  const head = { what: 'figure (issue 22)', goal: 'goal', figure: 'measured', met: 'met?' };
  const width = Object.fromEntries(cols.map((c) => [c, Math.max(head[c].length, ...rows.map((r) => r[c].length))]));
  const line = (r) => `| ${cols.map((c) => r[c].padEnd(width[c])).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${cols.map((c) => '-'.repeat(width[c] + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  console.log('\nCommands (each alone, bigger and under `nice`, for figures of record):');
  for (const c of [...new Set(rows.map((r) => r.command))]) console.log(`  ${c}`);
}

function issue22() {
  const rows = [];
  const startup = run('startup', [...TSX, 'packages/cli/bench/startup.bench.ts', '5', '--quick', '--json']);
  rows.push(
    row('CLI start-up, `diadochi --help`, compiled', '≤ 150 ms', 'npx tsx packages/cli/bench/startup.bench.ts 5', () => {
      if (startup === null) throw new Error('the benchmark failed');
      const f = JSON.parse(startup.trim().split('\n').pop()).figures;
      const help = f['diadochi --help, compiled'];
      const floor = f['node -e 0 (the floor)'];
      return { figure: `${help.wallMs} ms wall, ${help.cpuMs ?? 'n/a'} ms CPU (bare node: ${floor.wallMs} wall, ${floor.cpuMs ?? 'n/a'} CPU)`, met: help.wallMs <= 150 };
    }),
  );

  const ref = run('classic-reference', [...TSX, 'games/diadoques/bench/classic-reference.bench.ts', '3']);
  rows.push(
    row('classic movement phase on the judge’s path vs the reference', '≥ 100×', 'npx tsx games/diadoques/bench/classic-reference.bench.ts 3', () => {
      if (ref !== null && /not found/.test(ref)) throw new Error('reference games not found');
      const m = need(ref, /movement \(\d+ phases\): judge's path ([\d,.]+) µs wall, ([\d,.]+) µs CPU → ([\d.,]+)× \(wall\) \/ ([\d.,]+)× \(CPU\)/, 'movement line');
      return { figure: `${m[4]}× (CPU ${m[2]} µs a phase; wall ${m[3]}×)`, met: num(m[4]) >= 100 };
    }),
  );

  const perf = run('submit-perf', [...TSX, 'games/diadoques/bench/submit-perf.bench.ts', '50', '2']);
  const perfCmd = 'npx tsx games/diadoques/bench/submit-perf.bench.ts 50 2';
  rows.push(
    row('Les Diadoques busiest six-player season, median', '≤ 100 µs', perfCmd, () => {
      const m = need(perf, /diadoques: the busiest six-player season[^\n]*median ([\d,.]+) µs wall \(min [\d,.]+ µs\), ([\d,.]+) µs CPU/, 'season line');
      return { figure: `${m[2]} µs CPU (${m[1]} µs wall)`, met: num(m[2]) <= 100 };
    }),
  );
  for (const id of ['diadoques', 'diadokhoi']) {
    rows.push(
      row(`whole six-bot games (${id}) per core`, '≥ 10/s', perfCmd, () => {
        const m = need(perf, new RegExp(`${id}: whole six-bot games[^\\n]*→ ([\\d.,]+) games/s wall, ([\\d.,]+) games/s CPU`), `${id} games line`);
        return { figure: `${m[2]}/s a CPU second (${m[1]}/s wall)`, met: num(m[2]) >= 10 };
      }),
    );
  }

  const playouts = run('playouts', [...TSX, 'games/phalanxx/bench/playouts.bench.ts', '50']);
  rows.push(
    row('PhalanXX rules-only playouts per core', '≥ 20,000/s', 'npx tsx games/phalanxx/bench/playouts.bench.ts 50', () => {
      if (playouts === null) throw new Error('the benchmark failed');
      const lines = [...playouts.matchAll(/(\d) player\(s\), rules only: ([\d.,]+) games\/s[^\n]*/g)];
      if (lines.length === 0) throw new Error('no rules-only line in its output');
      // Per CPU second when the benchmark prints it (one core's speed on a shared machine), else per wall second.
      const perCpu = lines.map((m) => m[0].match(/per CPU second ([\d.,]+) games/));
      const cpu = perCpu.every(Boolean);
      const per = lines.map((m, i) => [m[1], cpu ? num(perCpu[i][1]) : num(m[2])]);
      const worst = Math.min(...per.map(([, g]) => g));
      return { figure: `${per.map(([p, g]) => `${p}p ${fmt(g)}`).join(', ')} games a ${cpu ? 'CPU' : 'wall'} second`, met: worst >= 20000 };
    }),
  );

  rows.push(...serverBench(['--backends', 'sqlite', '--seconds', '5', '--games', '24', '--concurrent', '8']));

  const paint = run('first-paint', [...TSX, 'apps/web/bench/first-paint.bench.ts', '--loads', '1']);
  rows.push(
    row('browser first paint, cold', '≤ 0.5 s', 'npx tsx apps/web/bench/first-paint.bench.ts --loads 1', () => {
      if (paint === null) throw new Error('the benchmark failed');
      const cold = [...paint.matchAll(/^\s+(\S+)\s+cold\s+(\d+) ms/gm)].map((m) => [m[1], num(m[2])]);
      if (cold.length === 0) throw new Error('no cold line in its output');
      const worst = Math.max(...cold.map(([, ms]) => ms));
      // The CPU a cold load cost Chromium (to a little past the mark): steadier than the time on a shared machine.
      const cpu = [...paint.matchAll(/cold CPU: Chromium (\d+) ms/g)].map((m) => num(m[1]));
      const cpuNote = cpu.length > 0 ? `; Chromium's CPU a cold load up to ${fmt(Math.max(...cpu))} ms` : '';
      return { figure: `worst ${fmt(worst)} ms (${cold.map(([r, ms]) => `${r} ${fmt(ms)}`).join(', ')})${cpuNote}`, met: worst <= 500 };
    }),
  );

  const load = loadavg().map((x) => x.toFixed(1)).join(' ');
  console.log(`\nIssue 22 figures (small doses${reuse ? ', kept from the last run' : ''}; load average now ${load} on ${cpus().length} CPUs; raw outputs in .tmp/bench/)\n`);
  table(rows);
  return 0;
}

if (mode === 'server') {
  const rows = serverBench(rest, true);
  // `--submissions-only`: the submission rows alone (the fan-out and the deadlines take a minute or two more).
  if (!process.argv.includes('--submissions-only')) rows.push(...judgeExtraRows());
  console.log('');
  table(rows);
  process.exit(0);
}
process.exit(mode ? (everyBench(mode === 'all' ? undefined : mode) ? 1 : 0) : issue22());
