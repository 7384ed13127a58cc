/**
 * Issue 22, speed compared on a loaded machine: two trees of the repository in one process — A, a
 * copy of an older commit, and B, this checkout — play the same seeded whole six-bot games
 * (baseline bots, the short game of `exampleOptions`) one after the other, game by game (A then B,
 * B then A on odd games), so both meet the same load. Prints each side's median CPU a game, the
 * median of the per-game ratios B/A and whether the final digests are identical.
 * A's tree: `git archive COMMIT | tar -x -C DIR`, then in DIR a `node_modules` whose entries link
 * to this checkout's, except `@diadochi` (copied, so its links point into DIR).
 * `npx tsx games/diadoques/bench/ab-games.bench.ts diadoques|diadokhoi GAMES SEED DIR`
 */
import * as kB from '@diadochi/kernel';
import * as gB from '../src/game/index.ts';
const rs = process.argv[2] ?? 'diadoques';
const n = Number(process.argv[3] ?? 10);
const seed = process.argv[4] ?? 'ab';
const baseDir = process.argv[5];
if (!baseDir) throw new Error('usage: ab-games.bench.ts RULESET GAMES SEED DIR (DIR: the older tree)');
const kA = (await import(`${baseDir}/packages/kernel/src/index.ts`)) as typeof kB;
const gA = (await import(`${baseDir}/games/diadoques/src/game/index.ts`)) as typeof gB;
type Side = { k: typeof kB; g: typeof gB };
const sides: Record<'A' | 'B', Side> = { A: { k: kA, g: gA }, B: { k: kB, g: gB } };
function play(s: Side, g: number): number {
  const def = (rs === 'diadokhoi' ? s.g.diadokhoi : s.g.diadoques) as unknown as kB.GameDefinition<unknown>;
  const c0 = process.cpuUsage();
  const start = s.k.createGame(def, { seed: `${seed}-${rs}-${g}`, options: { ...(def.exampleOptions?.[0] as object), players: 6 } });
  if (!start.ok) throw new Error(JSON.stringify(start.error));
  const end = s.k.autoplay(def, start.value, { bots: s.g.baselineBot(`${seed}-${g}`), maxSteps: 400 });
  const c = process.cpuUsage(c0);
  if (!end.record.at(-1)!.digest) throw new Error('no digest');
  digests[s === sides.A ? 0 : 1]!.push(end.record.at(-1)!.digest);
  return (c.user + c.system) / 1000;
}
const digests: string[][] = [[], []];
// One game each first, for the compiler.
play(sides.A, -1);
play(sides.B, -1);
const a: number[] = [], b: number[] = [];
for (let g = 0; g < n; g++) {
  if (g % 2 === 0) {
    a.push(play(sides.A, g));
    b.push(play(sides.B, g));
  } else {
    b.push(play(sides.B, g));
    a.push(play(sides.A, g));
  }
}
const med = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
const ratios = a.map((x, i) => b[i]! / x);
const same = digests[0]!.join() === digests[1]!.join();
console.log(`${rs} ${n} games (seed ${seed}): A ${med(a).toFixed(0)} ms, B ${med(b).toFixed(0)} ms CPU a game (median) → A ${(1000 / med(a)).toFixed(2)}/s, B ${(1000 / med(b)).toFixed(2)}/s; B/A per game median ${med(ratios).toFixed(3)} [${ratios.map((r) => r.toFixed(2)).join(' ')}]; final digests ${same ? 'identical' : 'DIFFER'}`);
