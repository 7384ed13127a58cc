/**
 * The engine's speed: the CPU of whole L1-against-L1 games and of a set of L2 decisions, for this
 * checkout and, with `--against`, another checkout's package loaded in the same process, the runs
 * interleaved (A, B, A, B, …) so that the machine's load falls on both alike:
 *
 *   npx tsx games/syracuse/bench/engine-speed.bench.ts [--against /other/checkout/games/syracuse] [--rounds 5] [--games 4] [--decisions 12] [--seed speed]
 *
 * CPU is `process.cpuUsage` (user + system, one core), so the load stretches wall time but not the
 * figures. Prints per workload the median over the rounds for each package and the ratio B / A (above 1: A faster).
 * Both packages must play the same games: the digest of the states reached is printed per package.
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Dice, canonicalJson, rngFromSeed } from '@diadochi/kernel';
import type { Bot, ChoiceDecision, ResolveContext } from '@diadochi/kernel';
import * as here from '../src/index.ts';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}
const against = arg('against', '');
const rounds = Number(arg('rounds', '5'));
const nGames = Number(arg('games', '4'));
const nDecisions = Number(arg('decisions', '12'));
const seed = arg('seed', 'speed');

type Pkg = typeof here;
const pkgs: { label: string; pkg: Pkg }[] = [{ label: 'A (this checkout)', pkg: here }];
if (against) pkgs.push({ label: `B (${against})`, pkg: (await import(pathToFileURL(resolve(against, 'src/index.ts')).href)) as Pkg });

const cpuMs = (t: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(t);
  return (u.user + u.system) / 1000;
};

/**
 * Plays one game; `timed` says whose decisions count; stops after `limit` timed decisions with a
 * choice. Returns the CPU of the timed decisions and of the whole game, and the final state's text.
 */
function play(pkg: Pkg, bots: Record<string, Bot<here.SyracuseView>>, gameSeed: string, timed: string | null, limit: number): { timedMs: number; gameMs: number; last: string } {
  const t0 = process.cpuUsage();
  const ctx: ResolveContext = { dice: new Dice(rngFromSeed(gameSeed)), emit: () => {} };
  const s = pkg.syracuse.setup({ scenario: 'historical' }, ctx);
  let timedMs = 0;
  let counted = 0;
  for (let step = 0; step < 20000 && counted < limit; step++) {
    const p = pkg.pendingOf(s);
    if (!p) break;
    const player = p.players[0] as string;
    const input = { player, pending: p, view: pkg.viewOf(s, player as 'ath'), legal: pkg.legalOf(s, player), step };
    const t = process.cpuUsage();
    const d = bots[player]!(input) as ChoiceDecision;
    if (player === timed) {
      timedMs += cpuMs(t);
      if (input.legal && input.legal.length > 1) counted++;
    }
    pkg.syracuse.resolve(s, { [player]: d }, { dice: ctx.dice, emit: () => {} });
    ctx.dice.rolls.length = 0;
  }
  return { timedMs, gameMs: cpuMs(t0), last: canonicalJson(s) };
}

const results = pkgs.map(() => ({ l1: [] as number[], l2: [] as number[], digest: '' }));
for (let r = 0; r < rounds; r++) {
  // alternate which package goes first, so neither always runs on a warmer or cooler machine
  const order = r % 2 === 0 ? pkgs.map((_, i) => i) : pkgs.map((_, i) => i).reverse();
  for (const i of order) {
    const { pkg } = pkgs[i]!;
    const h = createHash('sha256');
    let l1 = 0;
    for (let g = 0; g < nGames; g++) {
      const out = play(pkg, { ath: pkg.heuristicBot('a'), syr: pkg.heuristicBot('b') }, `${seed}-l1-${g}`, null, Infinity);
      l1 += out.gameMs;
      h.update(out.last);
    }
    const l2 = play(pkg, { ath: pkg.searchBot(`${seed}-l2`), syr: pkg.heuristicBot('b') }, `${seed}-l2`, 'ath', nDecisions);
    h.update(l2.last);
    results[i]!.l1.push(l1);
    results[i]!.l2.push(l2.timedMs);
    results[i]!.digest = h.digest('hex').slice(0, 16);
    console.log(`round ${r + 1} ${pkgs[i]!.label}: ${nGames} L1 games ${l1.toFixed(0)} ms, L2 ${nDecisions} decisions ${l2.timedMs.toFixed(0)} ms (digest ${results[i]!.digest})`);
  }
}
const median = (xs: number[]) => {
  const v = [...xs].sort((a, b) => a - b);
  return v.length % 2 ? v[(v.length - 1) / 2]! : (v[v.length / 2 - 1]! + v[v.length / 2]!) / 2;
};
for (const [i, p] of pkgs.entries()) {
  const x = results[i]!;
  console.log(`${p.label}: L1 game median ${(median(x.l1) / nGames).toFixed(0)} ms CPU (${((1000 * nGames) / median(x.l1)).toFixed(2)} games/s); L2 decision median ${(median(x.l2) / nDecisions).toFixed(0)} ms CPU; digest ${x.digest}`);
}
if (pkgs.length === 2) {
  const [a, b] = results as [(typeof results)[0], (typeof results)[0]];
  console.log(`ratio B / A: L1 games ${(median(b.l1) / median(a.l1)).toFixed(2)}, L2 decisions ${(median(b.l2) / median(a.l2)).toFixed(2)}${a.digest === b.digest ? '' : ' — DIGESTS DIFFER: not the same games'}`);
}
