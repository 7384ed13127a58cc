/**
 * The engine's byte-identical guard: a fixed set of seeded games whose every step is hashed, so that
 * a change made for speed (movement.ts, engine.ts, …) is seen to leave the games exactly as they were.
 *
 *   npx tsx games/syracuse/bench/engine-digest.bench.ts [--l1 20] [--random 10] [--l2 2] [--l2-iterations 4]
 *
 * Games: `--l1` L1-against-L1 games of each of the scenarios historical and variant, `--random`
 * random-against-random games of each of the three scenarios (they reach the rare steps bots avoid),
 * and `--l2` L2 (a small budget of `--l2-iterations` playouts, one side a game, alternating) against
 * L1 on the historical scenario. For each game the digest takes, at every step, the player, his legal
 * list, his view (what the bots read), the decision and the events emitted; and at the end the final
 * state. It prints one SHA-256 per group of games and one over all of them; the set is fixed by the
 * flags, so two commits compare by running the same command.
 */
import { createHash } from 'node:crypto';
import type { Hash } from 'node:crypto';
import { Dice, canonicalJson, rngFromSeed } from '@diadochi/kernel';
import type { Bot, ChoiceDecision, ResolveContext } from '@diadochi/kernel';
import { heuristicBot, legalOf, pendingOf, randomSyracuseBot, syracuse, viewOf } from '../src/index.ts';
import type { ScenarioId, SyracuseView } from '../src/index.ts';
import { searchBot } from '../src/bots/search.ts';
import type { Side } from '../src/data/map.ts';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}
const nL1 = Number(arg('l1', '20'));
const nRandom = Number(arg('random', '10'));
const nL2 = Number(arg('l2', '2'));
const l2Iterations = Number(arg('l2-iterations', '4'));

/** Plays one game, feeding every step into `h`; returns the number of decisions. */
function play(h: Hash, scenario: ScenarioId, bots: Record<Side, Bot<SyracuseView>>, gameSeed: string): number {
  const events: unknown[] = [];
  const ctx: ResolveContext = { dice: new Dice(rngFromSeed(gameSeed)), emit: (e) => void events.push(e) };
  const s = syracuse.setup({ scenario }, ctx);
  h.update(`game ${gameSeed} ${scenario}\n`);
  let step = 0;
  for (; step < 20000; step++) {
    const p = pendingOf(s);
    if (!p) break;
    const player = p.players[0] as Side;
    const legal = legalOf(s, player);
    const view = viewOf(s, player);
    const raw = bots[player]({ player, pending: p, view, legal, step });
    const valid = raw === undefined ? undefined : syracuse.validate(s, player, raw);
    const d = (valid?.ok ? valid.value : syracuse.defaultDecision(s, player)) as ChoiceDecision;
    h.update(`${step} ${player} ${canonicalJson(p)} ${canonicalJson(legal)} ${canonicalJson(view)} ${canonicalJson(d)}\n`);
    events.length = 0;
    syracuse.resolve(s, { [player]: d }, { dice: ctx.dice, emit: ctx.emit });
    h.update(`${canonicalJson(events)} ${canonicalJson(ctx.dice.rolls)}\n`);
    ctx.dice.rolls.length = 0;
  }
  h.update(`final ${canonicalJson(s)} ${canonicalJson(syracuse.result(s))}\n`);
  return step;
}

const all = createHash('sha256');
const t0 = process.cpuUsage();
function group(label: string, games: { scenario: ScenarioId; bots: Record<Side, Bot<SyracuseView>>; seed: string }[]): void {
  const h = createHash('sha256');
  const t = process.cpuUsage();
  let decisions = 0;
  for (const g of games) decisions += play(h, g.scenario, g.bots, g.seed);
  const u = process.cpuUsage(t);
  const digest = h.digest('hex');
  all.update(`${label} ${digest}\n`);
  console.log(`${label}: ${games.length} games, ${decisions} decisions, sha256 ${digest} (${((u.user + u.system) / 1e6).toFixed(1)} s CPU)`);
}

for (const scenario of ['historical', 'variant'] as const) {
  group(`l1-${scenario}`, Array.from({ length: nL1 }, (_, i) => ({ scenario, seed: `digest-l1-${scenario}-${i}`, bots: { ath: heuristicBot('a'), syr: heuristicBot('b') } })));
}
for (const scenario of ['historical', 'variant', 'alcibiades'] as const) {
  group(`random-${scenario}`, Array.from({ length: nRandom }, (_, i) => ({ scenario, seed: `digest-random-${scenario}-${i}`, bots: { ath: randomSyracuseBot(`digest-r${i}-a`), syr: randomSyracuseBot(`digest-r${i}-s`) } })));
}
group(
  `l2-historical-i${l2Iterations}`,
  Array.from({ length: nL2 }, (_, i) => {
    const l2 = searchBot(`digest-l2-${i}`, { iterations: l2Iterations });
    const l1 = heuristicBot('l1');
    return { scenario: 'historical' as const, seed: `digest-l2-${i}`, bots: i % 2 === 0 ? { ath: l2, syr: l1 } : { ath: l1, syr: l2 } };
  }),
);
const u = process.cpuUsage(t0);
console.log(`all: sha256 ${all.digest('hex')} (${((u.user + u.system) / 1e6).toFixed(1)} s CPU)`);
