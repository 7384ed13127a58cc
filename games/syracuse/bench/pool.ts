/**
 * Pools one benchmark command split among processes by `--first`/`--pairs` (same settings):
 *
 *   npx tsx games/syracuse/bench/pool.ts <output files…> [--times <files…>] [--partial]
 *
 * It reads the per-game lines `search.bench.ts` prints (`game <seed>-<i>, <bot> <side>: …`) and the
 * CPU times its `--times` files hold, refuses a game seen twice with two results or settings that
 * differ between the files' summary lines (a process stopped early has none: its games are pooled,
 * the others' summaries must agree), and prints the totals as the benchmark does, with 95 % Wilson
 * intervals.
 */
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const files = args.filter((a) => a !== '--partial');
const cutAt = files.indexOf('--times');
const outs = cutAt >= 0 ? files.slice(0, cutAt) : files;
const timeFiles = cutAt >= 0 ? files.slice(cutAt + 1) : [];
const games = new Map<string, string>();
const settings = new Set<string>();
for (const f of outs) {
  for (const line of readFileSync(f, 'utf8').split('\n')) {
    const m = /^ {2}game (\S+), (\S+) (ath|syr): (.*?) \(/.exec(line);
    if (m) {
      const k = `${m[1]} ${m[3]}`;
      if (games.has(k) && games.get(k) !== line) throw new Error(`${k} has two results`);
      games.set(k, line);
    }
    const s = /^(\S+ vs \S+, scenario .*)$/.exec(line);
    if (s) settings.add(s[1]!);
  }
}
/** `--partial`: the processes were stopped before their end (no summary line); their finished games are pooled all the same. */
const partial = process.argv.includes('--partial');
if (settings.size > 1 || (settings.size === 0 && !partial)) throw new Error(`the files are not one command's: ${[...settings].join(' | ') || 'no summary line (--partial to pool stopped processes)'}`);
const tally = { won: 0, drew: 0, lost: 0, other: 0 };
const side = { ath: [0, 0, 0], syr: [0, 0, 0] };
for (const [k, line] of games) {
  const sd = k.endsWith('ath') ? 'ath' : 'syr';
  const a = / (\S+) (?:ath|syr): /.exec(line)![1]!;
  const what = /: (.*?) \(/.exec(line)![1]!;
  if (what === 'unfinished') tally.other++;
  else {
    const i = what === `${a} won` ? 0 : what === 'draw' ? 1 : 2;
    tally[(['won', 'drew', 'lost'] as const)[i]]++;
    side[sd][i]!++;
  }
}
function wilson(k: number, n: number): [number, number] {
  const z = 1.96;
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [centre - half, centre + half];
}
const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const n = games.size;
const [lo, hi] = wilson(tally.won, n);
const [slo, shi] = wilson(tally.won + tally.drew / 2, n);
console.log([...settings][0] ?? '(stopped processes: no summary line)');
console.log(`pooled ${outs.length} files: ${n} games (${side.ath.reduce((a, b) => a + b, 0)} as Athens, ${side.syr.reduce((a, b) => a + b, 0)} as Syracuse): won ${tally.won}, drew ${tally.drew}, lost ${tally.lost}, unfinished ${tally.other}`);
console.log(`win rate ${pct(tally.won / n)} (95 % Wilson ${pct(lo)}–${pct(hi)}); score with draws as half ${pct((tally.won + tally.drew / 2) / n)} (95 % Wilson ${pct(slo)}–${pct(shi)}); as Athens ${side.ath.join('/')}, as Syracuse ${side.syr.join('/')} (won/drawn/lost)`);
// the side-swapped pairs both of whose games are finished, on their own
const pairsDone = [...games.keys()].filter((k) => k.endsWith(' ath') && games.has(k.replace(/ ath$/, ' syr'))).map((k) => k.replace(/ ath$/, ''));
if (pairsDone.length > 0 && pairsDone.length < games.size / 2) {
  let w = 0;
  for (const g of pairsDone) for (const sd of ['ath', 'syr']) if (/: (\S+) won \(/.exec(games.get(`${g} ${sd}`)!)?.[1] === / (\S+) (?:ath|syr): /.exec(games.get(`${g} ${sd}`)!)![1]) w++;
  const [plo, phi] = wilson(w, 2 * pairsDone.length);
  console.log(`complete pairs only: ${pairsDone.length} pairs, ${2 * pairsDone.length} games, won ${w}: ${pct(w / (2 * pairsDone.length))} (95 % Wilson ${pct(plo)}–${pct(phi)})`);
}
if (timeFiles.length) {
  const cpu = timeFiles.flatMap((f) => readFileSync(f, 'utf8').split('\n').filter(Boolean).map(Number)).sort((x, y) => x - y);
  const q = (f: number) => cpu[Math.min(cpu.length - 1, Math.floor(cpu.length * f))]!;
  console.log(`CPU per decision: median ${q(0.5).toFixed(1)} ms, 95th percentile ${q(0.95).toFixed(1)} ms, max ${cpu[cpu.length - 1]!.toFixed(1)} ms over ${cpu.length} decisions (goal ≤ 2000 ms)`);
}
