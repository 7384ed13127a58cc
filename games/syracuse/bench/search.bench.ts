/**
 * Syracuse bot against bot, the project's measure of the bot goals of issue 16:
 *
 *   npx tsx games/syracuse/bench/search.bench.ts [--a l2] [--b l1] [--pairs 1] [--seed bench-l2]
 *       [--first 0] [--iterations N] [--depth N] [--width N] [--margin X] [--explore N] [--greedy 0|1] [--noise X] [--threats X] [--weights name=X,…] [--scenario historical]
 *       [--times FILE] [--sides ath|syr] [--break-early] [--break-first] [--hulls-catane] [--plem-guard PF] [--cavalry-shelter] [--wall-builders] [--keep-combat-ap] [--move-combat-ap] [--confirm N] [--horizon depth|phase|turn] [--quiet]
 *
 * Bots: `random`, `l1` (heuristic), `l1o` (L1 with the departures the flags name), `l2` (search). Side-swapped pairs of games: on each game seed
 * bot A plays Athens, then Syracuse, against bot B. It prints the games and pairs played, A's
 * wins, draws and losses, A's win rate and its score (a draw counting half) each with a 95 %
 * Wilson interval, and the CPU time of one decision of A (user + system, `process.cpuUsage`
 * around the bot call only): median, 95th percentile and largest. Goals: L2 wins ≥ 70 % against
 * L1, L1 ≥ 95 % against random, ≤ 2 s of one core per decision.
 *
 * Slow by nature (a minute or more per pair with L2): the default is one pair; run more pairs by
 * hand, niced, and several seeds in turn rather than at once on a shared machine.
 */
import { appendFileSync } from 'node:fs';
import { Dice, rngFromSeed } from '@diadochi/kernel';
import type { Bot, ChoiceDecision, ResolveContext } from '@diadochi/kernel';
import { heuristicBot, legalOf, pendingOf, randomSyracuseBot, syracuse, viewOf } from '../src/index.ts';
import type { ScenarioId, SyracuseView } from '../src/index.ts';
import { searchBot } from '../src/bots/search.ts';
import { heuristicChoice } from '../src/heuristic.ts';
import type { SearchTuning } from '../src/bots/search.ts';
import { WEIGHTS } from '../src/bots/search-eval.ts';
import type { Side } from '../src/data/map.ts';
import { UNIT } from '../src/data/counters.ts';
import { pfOf } from '../src/state.ts';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}
const botA = arg('a', 'l2');
const botB = arg('b', 'l1');
const pairs = Number(arg('pairs', '1'));
/** The first pair's index: `--first 8 --pairs 8` plays the pairs 8–15 of the seed, so a long run may be split among processes. */
const first = Number(arg('first', '0'));
/** A file to which every CPU time of A's decisions is appended (ms, one a line), to pool split runs. */
const timesFile = arg('times', '');
const seed = arg('seed', 'bench-l2');
const scenario = arg('scenario', 'historical') as ScenarioId;
const quiet = process.argv.includes('--quiet');
/** `--sides ath` (or `syr`): A plays that side only, to study one side at half the cost; the default plays both (side-swapped pairs). */
const sides = arg('sides', 'ath,syr').split(',') as Side[];
if (sides.length === 0 || sides.some((x) => x !== 'ath' && x !== 'syr')) throw new Error('--sides: ath, syr or ath,syr');
const search: SearchTuning = {};
if (process.argv.includes('--iterations')) search.iterations = Number(arg('iterations', '0'));
if (process.argv.includes('--depth')) search.depth = Number(arg('depth', '0'));
if (process.argv.includes('--width')) search.width = Number(arg('width', '0'));
if (process.argv.includes('--margin')) search.margin = Number(arg('margin', '0'));
if (process.argv.includes('--explore')) search.explore = Number(arg('explore', '0'));
if (process.argv.includes('--greedy')) search.greedy = arg('greedy', '1') !== '0';
if (process.argv.includes('--noise')) search.noise = Number(arg('noise', '0'));
/** `--break-early`: the Syracusan's wall breakers go after one wall already while his supply box is at 2 or less (search.ts `breakEarly`). */
if (process.argv.includes('--break-early')) search.breakEarly = true;
/** `--break-first`: the breakers' moves outrank attacks and their zones are activated first (search.ts `breakFirst`). */
if (process.argv.includes('--break-first')) search.breakFirst = true;
/** `--hulls-catane`: the Athenian's ships wait in Catane at D.2, out of S5's reach in M12 (search.ts `hullsToCatane`). */
if (process.argv.includes('--hulls-catane')) search.hullsToCatane = true;
/** `--plem-guard N`: the Athenian keeps a guard of N PF outside the Plemmyrion he holds (search.ts `plemmyrionGuard`). */
if (process.argv.includes('--plem-guard')) search.plemmyrionGuard = Number(arg('plem-guard', '4'));
/** `--cavalry-shelter`: the Syracusan's cavalry goes into the city at D.2 while the Athenian has more in the field (search.ts `cavalryShelter`). */
if (process.argv.includes('--cavalry-shelter')) search.cavalryShelter = true;
/** `--wall-builders`: the Athenian's builders march to the next wall's site while none stand there (search.ts `wallBuilders`). */
if (process.argv.includes('--wall-builders')) search.wallBuilders = true;
/** `--keep-combat-ap`: the root's candidates leave an AP for the engaged combats, 4.1.3 (search.ts `keepCombatAp`). */
if (process.argv.includes('--keep-combat-ap')) search.keepCombatAp = true;
/** `--move-combat-ap`: no root candidate moves into an enemy zone with the pool empty, 4.1.3 (search.ts `moveCombatAp`). */
if (process.argv.includes('--move-combat-ap')) search.moveCombatAp = true;
/** `--confirm N`: a departure from L1's pick must hold in N fresh playout rounds of it and L1's pick (search.ts `confirm`). */
if (process.argv.includes('--confirm')) search.confirm = Number(arg('confirm', '0'));
/** `--horizon phase|turn`: playouts stop at the end of the root's part of the turn or of its turn, `--depth` their cap (search.ts `horizon`). */
if (process.argv.includes('--horizon')) search.horizon = arg('horizon', 'depth') as SearchTuning['horizon'];
if (process.argv.includes('--threats')) search.weights = { ...search.weights, threats: Number(arg('threats', '1')) };
/** `--weights camp=4,campReady=1`: evaluation weights over the defaults (search-eval.ts), for the side(s) A plays. */
if (process.argv.includes('--weights')) {
  const w: Record<string, number> = { ...search.weights };
  for (const kv of arg('weights', '').split(',')) {
    const [k, v] = kv.split('=');
    if (!k || !(k in WEIGHTS) || v === undefined || !Number.isFinite(Number(v))) throw new Error(`--weights: name=number pairs of ${Object.keys(WEIGHTS).join(', ')}`);
    w[k] = Number(v);
  }
  search.weights = w;
}
if (!Number.isInteger(pairs) || pairs < 1) throw new Error('--pairs: a whole number ≥ 1');

const MAKERS: Record<string, (s: string) => Bot<SyracuseView>> = {
  random: randomSyracuseBot,
  l1: heuristicBot,
  l2: (s) => searchBot(s, search),
  // L1 with the departures the flags name (--hulls-catane, --plem-guard, --break-early, --break-first), unsearched: a cheap look at one
  l1o: () => (input) => heuristicChoice(input.view, input.legal as ChoiceDecision[] | null, { hullsToCatane: !!search.hullsToCatane, plemmyrionGuard: search.plemmyrionGuard ?? 0, cavalryShelter: !!search.cavalryShelter, wallBuilders: !!search.wallBuilders, breakWalls: !!search.breakEarly || !!search.breakFirst, breakEarly: !!search.breakEarly, breakFirst: !!search.breakFirst }),
};
for (const b of [botA, botB]) if (!MAKERS[b]) throw new Error(`unknown bot ${b}: one of ${Object.keys(MAKERS).join(', ')}`);

/** CPU milliseconds of each of A's decisions (user + system time of this process, one core). */
const cpu: number[] = [];
const timed = (bot: Bot<SyracuseView>): Bot<SyracuseView> => (input) => {
  const t = process.cpuUsage();
  const d = bot(input);
  const u = process.cpuUsage(t);
  cpu.push((u.user + u.system) / 1000);
  if (timesFile) appendFileSync(timesFile, `${((u.user + u.system) / 1000).toFixed(2)}\n`);
  return d;
};

/**
 * One game straight on the rules (no session record, digests or re-validation of the state, which
 * cost more than the bots here): each bot gets exactly what the kernel's `botInput` gives it (its
 * view and its legal list), and a refused decision is replaced by the game's default and counted.
 */
let refused = 0;
/** S5 ("Coques pourries") played in the last game, and the Athenian fleet's PF at its end (9.1.2): printed with the game. */
let s5 = 0;
/** Units each side brought back reduced for want of a combat AP (4.1.3) in the last game: printed with it. */
const noAp = { ath: 0, syr: 0 };
let fleetEnd = 0;
/** Who held the Plemmyrion at the end (5.5.1, 9.1.3), and the turn it first fell to the Syracusan. */
let plemEnd = '';
let plemLost = 0;
function play(bots: Record<Side, Bot<SyracuseView>>, gameSeed: string): ReturnType<typeof syracuse.result> {
  s5 = 0;
  noAp.ath = noAp.syr = 0;
  plemLost = 0;
  const ctx: ResolveContext = { dice: new Dice(rngFromSeed(gameSeed)), emit: () => {} };
  const s = syracuse.setup({ scenario }, ctx);
  for (let step = 0; step < 20000; step++) {
    const p = pendingOf(s);
    if (!p) break;
    const player = p.players[0] as Side;
    const raw = bots[player]({ player, pending: p, view: viewOf(s, player), legal: legalOf(s, player), step });
    const valid = raw === undefined ? undefined : syracuse.validate(s, player, raw);
    const d = (valid?.ok ? valid.value : syracuse.defaultDecision(s, player)) as ChoiceDecision;
    if (valid && !valid.ok) refused++;
    syracuse.resolve(s, { [player]: d }, { dice: ctx.dice, emit: (e) => {
      if (e.type === 'stratagem' && e.rule === 'syracuse S5') s5++;
      if (e.type === 'no-combat-ap') noAp[(e.data as { side: Side }).side] += (e.data as { units: string[] }).units.length;
    } });
    ctx.dice.rolls.length = 0;
    if (!plemLost && s.forts.plemmyrion.built && s.forts.plemmyrion.owner === 'syr') plemLost = s.turn;
  }
  fleetEnd = Object.values(s.units).filter((u) => u.status === 'map' && UNIT[u.id]!.side === 'ath' && UNIT[u.id]!.type === 'T').reduce((n, u) => n + pfOf(u), 0);
  plemEnd = s.forts.plemmyrion.built ? s.forts.plemmyrion.owner : '-';
  return syracuse.result(s);
}

/** Wilson score interval at 95 % (z = 1.96) for `k` successes in `n`. */
function wilson(k: number, n: number): [number, number] {
  const z = 1.96;
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [centre - half, centre + half];
}
const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

const t0 = process.cpuUsage();
const start = Date.now();
let games = 0, wins = 0, draws = 0, losses = 0, unfinished = 0;
/** Games the engine threw in: listed with their seed and left out of the rates (a bug to fix, not a result). */
const crashed: string[] = [];
const bySide = { ath: { wins: 0, games: 0 }, syr: { wins: 0, games: 0 } };
for (let i = first; i < first + pairs; i++) {
  for (const aSide of sides) {
    const g = `${seed}-${i}`;
    const a = timed(MAKERS[botA]!(`${g}-a`));
    const b = MAKERS[botB]!(`${g}-b`);
    let r: ReturnType<typeof play>;
    try {
      r = play(aSide === 'ath' ? { ath: a, syr: b } : { ath: b, syr: a }, g);
    } catch (e) {
      crashed.push(`${g} (${botA} ${aSide}): ${(e as Error).message}`);
      console.log(`  game ${g}, ${botA} ${aSide}: CRASHED ${(e as Error).message}`);
      continue;
    }
    games++;
    bySide[aSide].games++;
    if (!r) unfinished++;
    else if (r.winners.length === 0) draws++;
    else if (r.winners.includes(aSide)) {
      wins++;
      bySide[aSide].wins++;
    }
    else losses++;
    const what = !r ? 'unfinished' : r.winners.length === 0 ? 'draw' : r.winners.includes(aSide) ? `${botA} won` : `${botB} won`;
    if (!quiet) console.log(`  game ${g}, ${botA} ${aSide}: ${what} (${r?.reason ?? ''}${r?.scores ? `, VP ${r.scores.ath}–${r.scores.syr}` : ''}) — so far ${wins} won, ${draws} drawn, ${losses} lost; S5 ${s5}, no combat AP (4.1.3) ${noAp.ath}/${noAp.syr} units, fleet ${fleetEnd} PF, Plemmyrion ${plemEnd}${plemLost ? ` (Syracusan from turn ${plemLost})` : ''}`);
  }
}
const used = process.cpuUsage(t0);
const [wLo, wHi] = wilson(wins, games);
const [sLo, sHi] = wilson(wins + draws / 2, games);
cpu.sort((x, y) => x - y);
const q = (f: number) => cpu[Math.min(cpu.length - 1, Math.floor(cpu.length * f))]!;
console.log(`${botA} vs ${botB}, scenario ${scenario}, seed ${seed}${Object.keys(search).length ? `, search ${JSON.stringify(search)}` : ''}`);
console.log(`games ${games} (${sides.length === 2 ? `${pairs} side-swapped pairs` : `${pairs} games as ${sides[0]}`} from pair ${first}): ${botA} won ${wins}, drew ${draws}, lost ${losses}, unfinished ${unfinished}; refused decisions ${refused}; crashed games ${crashed.length}${crashed.length ? ` (left out: ${crashed.join('; ')})` : ''}`);
console.log(`${botA} win rate ${pct(wins / games)} (95 % Wilson ${pct(wLo)}–${pct(wHi)}); score with draws as half ${pct((wins + draws / 2) / games)} (95 % Wilson ${pct(sLo)}–${pct(sHi)}); wins as Athens ${bySide.ath.wins}/${bySide.ath.games}, as Syracuse ${bySide.syr.wins}/${bySide.syr.games}`);
console.log(`${botA} CPU per decision: median ${q(0.5).toFixed(1)} ms, 95th percentile ${q(0.95).toFixed(1)} ms, max ${cpu[cpu.length - 1]!.toFixed(1)} ms over ${cpu.length} decisions (goal ≤ 2000 ms)`);
console.log(`process CPU ${((used.user + used.system) / 1e6).toFixed(0)} s, wall ${((Date.now() - start) / 1000).toFixed(0)} s`);
