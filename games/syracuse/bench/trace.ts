/**
 * One game of L2 (or L1) against L1, traced turn by turn, to see why a side loses between bots:
 *
 *   npx tsx games/syracuse/bench/trace.ts <game seed> [ath|syr|none] [--from T] [--to T]
 *
 * The game seed is the benchmark's (`l2g-0` is pair 0 of `--seed l2g`, with the same bot seeds), and
 * the side is the one L2 plays (`none`: L1 for both, the mirror). At the start of every turn it
 * prints the points (9.2), the supply boxes and faces (6), the fleets' PF (9.1.2), the cavalry in the
 * field (6.1.2), the camp, walls, chains and forts, and who stands in T27 (the Plemmyrion, `*` in the
 * fort); and every decision where L2 left L1's pick, with the root's mean values. `--from T`
 * prints every decision of both sides from turn T on, and `--to T` stops the game after turn T.
 * `--weights name=X,…` sets L2's evaluation weights over its side's defaults. `--units` adds the land units on the map by zone (PF of H, A, P / all), at each turn's start and
 * at D.5, where the walls fall (4.5.2).
 */
import { Dice, rngFromSeed } from '@diadochi/kernel';
import type { ChoiceDecision, ResolveContext } from '@diadochi/kernel';
import { heuristicBot, legalOf, pendingOf, syracuse, viewOf } from '../src/index.ts';
import type { SyracuseView } from '../src/index.ts';
import { searchDecision } from '../src/bots/search.ts';
import type { SearchTuning } from '../src/bots/search.ts';
import { cavalryInField, fleetPf } from '../src/bots/search-eval.ts';
import { victoryPoints } from '../src/engine.ts';
import { UNIT } from '../src/data/counters.ts';
import { pfOf } from '../src/state.ts';
import type { SyracuseState } from '../src/state.ts';
import type { Side } from '../src/data/map.ts';

const g = process.argv[2] ?? 'l2g-0';
const l2side = (process.argv[3] ?? 'ath') as Side | 'none';
if (!['ath', 'syr', 'none'].includes(l2side)) throw new Error('side: ath, syr or none');
const flag = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : undefined;
};
const from = flag('from') ?? Infinity;
const to = flag('to') ?? Infinity;
const units = process.argv.includes('--units');
/** `--weights drain=1,…`: evaluation weights over L2's side defaults (search-eval.ts), as in search.bench.ts. */
const tuning: SearchTuning = {};
const wi = process.argv.indexOf('--weights');
if (wi >= 0) tuning.weights = Object.fromEntries((process.argv[wi + 1] ?? '').split(',').map((kv) => [kv.split('=')[0]!, Number(kv.split('=')[1])]));
/** `--wall-builders`, `--keep-combat-ap`: L2's options of those names (search.ts), as in search.bench.ts. */
if (process.argv.includes('--wall-builders')) tuning.wallBuilders = true;
if (process.argv.includes('--keep-combat-ap')) tuning.keepCombatAp = true;
/** `--move-combat-ap`: no root candidate moves into an enemy zone with the pool empty (search.ts `moveCombatAp`, 4.1.3). */
if (process.argv.includes('--move-combat-ap')) tuning.moveCombatAp = true;
/** `--confirm N`, `--horizon phase|turn`, `--depth N`: the search's options of those names (search.ts). */
if (flag('confirm') !== undefined) tuning.confirm = flag('confirm');
const hi = process.argv.indexOf('--horizon');
if (hi >= 0) tuning.horizon = process.argv[hi + 1] as SearchTuning['horizon'];
if (flag('depth') !== undefined) tuning.depth = flag('depth');
const ctx: ResolveContext = { dice: new Dice(rngFromSeed(g)), emit: () => {} };
const s = syracuse.setup({ scenario: 'historical' }, ctx) as SyracuseState;
const l1 = { ath: heuristicBot(`${g}-${l2side === 'syr' ? 'b' : 'a'}`), syr: heuristicBot(`${g}-${l2side === 'syr' ? 'a' : 'b'}`) };
const dec = (d: ChoiceDecision) => [d.verb, d.subject, d.target].filter((x) => x !== undefined).join(' ');

function summary(): string {
  const vp = victoryPoints(s);
  const sup = (x: Side) => `${s.supply[x].box}${s.supply[x].face === 'disette' ? ` disette(${s.supply[x].cause ?? ''})` : ''}`;
  const synFleet = Object.values(s.units).filter((u) => u.status === 'map' && UNIT[u.id]!.side === 'syr' && UNIT[u.id]!.type === 'T').reduce((n, u) => n + pfOf(u), 0);
  const walls = Object.entries(s.walls).filter(([, w]) => w !== 'none').map(([k, w]) => `${k}:${w}`).join(',') || '-';
  const forts = Object.entries(s.forts).filter(([, f]) => f.built).map(([k, f]) => `${k}:${f.owner}`).join(',');
  const t27 = Object.values(s.units).filter((u) => u.status === 'map' && u.zone === 'T27').map((u) => `${u.id}${u.fort ? '*' : ''}`).join(',');
  return `turn ${s.turn}: VP ${vp.ath}-${vp.syr}; supply ath ${sup('ath')}, syr ${sup('syr')}; fleets ${fleetPf(s)}/${synFleet}; cavalry in field ${cavalryInField(s, 'ath')}/${cavalryInField(s, 'syr')}; camp ${s.camp}; walls ${walls}; chains ${s.chains}; forts ${forts}; T27 [${t27}]`;
}

/** The land units on the map by zone, each side's PF of builders (H, A, P) over all its PF there. */
function landUnits(): string {
  const by = new Map<string, Record<Side, [number, number]>>();
  for (const u of Object.values(s.units)) {
    if (u.status !== 'map' || !u.zone || !u.zone.startsWith('T') || u.aboard) continue;
    const t = UNIT[u.id]!;
    const z = by.get(u.zone) ?? { ath: [0, 0], syr: [0, 0] };
    if (['H', 'A', 'P'].includes(t.type)) z[t.side][0] += pfOf(u);
    z[t.side][1] += pfOf(u);
    by.set(u.zone, z);
  }
  return [...by].sort(([a], [b]) => Number(a.slice(1)) - Number(b.slice(1))).map(([z, x]) => `${z} ${x.ath.join('/')}:${x.syr.join('/')}`).join('  ');
}

let turn = -1;
let atD5 = false;
for (let step = 0; step < 20000; step++) {
  const p = pendingOf(s);
  if (!p) break;
  if (s.turn !== turn) {
    if (s.turn > to) break;
    console.log(summary());
    if (units) console.log(`  land (ath:syr builders/all): ${landUnits()}`);
    turn = s.turn;
  }
  if (units && s.step.k === 'd5' && !atD5) console.log(`  at D.5: ${landUnits()}`);
  atD5 = s.step.k === 'd5';
  const player = p.players[0] as Side;
  const input = { player, pending: p, view: viewOf(s, player), legal: legalOf(s, player), step };
  let d: ChoiceDecision;
  if (player === l2side) {
    const r = searchDecision(input as { player: string; pending: typeof p; view: SyracuseView; legal: ChoiceDecision[]; step: number }, `${g}-a`, tuning)!;
    d = r.decision;
    if (r.searched && dec(r.decision) !== dec(r.l1)) console.log(`  L2 (${player}) at ${s.step.k}: ${dec(r.decision)} instead of L1's ${dec(r.l1)} [${r.stats.map((x) => `${dec(x.decision)} ${x.mean.toFixed(3)}`).join('; ')}]`);
  } else d = l1[player](input as never) as ChoiceDecision;
  if (s.turn >= from) console.log(`    ${player} at ${s.step.k}: ${dec(d)}`);
  syracuse.resolve(s, { [player]: d }, { dice: ctx.dice, emit: (e) => (s.turn >= from ? console.log(`      ${JSON.stringify(e)}`) : undefined) });
  ctx.dice.rolls.length = 0;
}
console.log(summary());
console.log(JSON.stringify(syracuse.result(s)));
