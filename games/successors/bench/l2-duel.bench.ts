/**
 * L2 in one seat against three L1, game by game, with the arena's seeds and seat rotation (game i
 * of `--seed S` here is game i of `npx diadochi arena successors --bots l2,l1,l1,l1 --seed S`
 * with the default options), and with L2's options given as JSON so that a change can be tried
 * before it becomes the default. Prints each game's winner, how it ended (20, 21.4), the final VP
 * and LP of every seat, who would be regent at the end of turn 3 and who holds Heracles then
 * (21.4), and CPU per L2 decision (process.cpuUsage around the bot call). `"weights":"l1"` values
 * with L1's weights (the heir's holder left out, the default), `"weights":"heir"` with L2_HEIR's;
 * `BOTS=l1,l1,l1,l1` seats other bots (the first one listed is the seat followed).
 * `npx tsx games/successors/bench/l2-duel.bench.ts SEED FIRST COUNT ['{"iterations":128}']`
 * (`GAMES=0,10,12` plays those games of the seed instead; `"weights":"body"` values Alexander's body, BODY_WEIGHTS;
 * `"weights":"spend"` operations and markers not yet spent as spent, SPEND_WEIGHTS).
 */
import { autoplay, createGame, rotatedSeats } from '@diadochi/kernel';
import type { Bot } from '@diadochi/kernel';
import { cpuMs } from '@diadochi/kernel/cli';
import { RULES, successors } from '../src/game.ts';
import { l1Bot, l2Bot } from '../src/bots/index.ts';
import type { L1Options } from '../src/bots/index.ts';
import { BODY_WEIGHTS, HEIR_WEIGHTS, RACE_WEIGHTS, SPEND_WEIGHTS, WEIGHTS } from '../src/bots/evaluate.ts';
import type { Weights } from '../src/bots/evaluate.ts';
import { legitimacy, royalController, victoryPoints } from '../src/rules/query.ts';
import { regent } from '../src/rules/victory.ts';
import type { SuccessorsState } from '../src/rules/state.ts';

const seed = process.argv[2] ?? 'duel';
const first = Number(process.argv[3] ?? 0);
const count = Number(process.argv[4] ?? 4);
const options = JSON.parse(process.argv[5] ?? '{}') as Record<string, unknown>;
const named: Record<string, Weights> = { l1: WEIGHTS, heir: HEIR_WEIGHTS, body: BODY_WEIGHTS, race: RACE_WEIGHTS, spend: SPEND_WEIGHTS };
if (typeof options.weights === 'string') options.weights = named[options.weights];
// An object of weights overrides L1's (`'{"weights":{"regent":8}}'`): a weight tried in L2 or, with `l1w`, in an L1 mirror.
else if (options.weights && typeof options.weights === 'object') options.weights = { ...WEIGHTS, ...(options.weights as Partial<Weights>) };
const bots = (process.env.BOTS ?? 'l2,l1,l1,l1').split(',');
// `l1w`: L1 with the weights given (BOTS=l1w,l1,l1,l1): a cheap mirror (about 30 s a game) to try a weight before L2 searches with it.
const makers: Record<string, (seed: string) => Bot> = {
  l1: (x) => l1Bot(x) as Bot,
  l2: (x) => l2Bot(x, options) as Bot,
  l1w: (x) => l1Bot(x, options.weights ? { weights: options.weights as Weights } : {}) as Bot,
  // `l1x`: L1 with the L1 options given (`'{"march":"walk"}'`), its seed string plain L1's (BOTS=l1x,l1,l1,l1: the same games as L1's seat).
  l1x: (x) => l1Bot(x.replace(/:l1x$/, ':l1'), options as Partial<L1Options>) as Bot,
};
const cpu: number[] = [];
let won = 0;
const q = (p: number) => [...cpu].sort((a, b) => a - b)[Math.max(0, Math.ceil(p * cpu.length) - 1)] ?? 0;
// After every game, so that a run stopped early still tells its CPU.
const cpuLine = () => `CPU per L2 decision p50 ${q(0.5).toFixed(1)} ms p95 ${q(0.95).toFixed(1)} ms max ${Math.max(0, ...cpu).toFixed(1)} ms (${cpu.length} decisions)`;
// GAMES=0,10,12 plays those games instead of FIRST..FIRST+COUNT-1 (e.g. those where L2's seat starts with Alexander's body, 17.4).
const games = process.env.GAMES ? process.env.GAMES.split(',').map(Number) : Array.from({ length: count }, (_, k) => first + k);
let played = 0;
let raced = 0;
let raceMine = 0;
let raceOthers = 0;
let led = 0;
for (const i of games) {
  const gameSeed = `${seed}-${i}`;
  const created = createGame(successors, { seed: gameSeed, options: { players: 4 } });
  if (!created.ok) throw new Error('create failed');
  const { seated } = rotatedSeats(created.value.state.factions, bots, makers, i, gameSeed, cpuMs, (name, ms) => name === 'l2' && cpu.push(ms));
  // The last position of turn 3: who would be regent and who holds Heracles when he comes of age (21.4).
  let eve = '';
  let race: number[] = [];
  const onStep = (session: { state: unknown }) => {
    const st = session.state as SuccessorsState;
    if (st.turn !== 3 || st.result) return;
    race = st.factions.map((f) => victoryPoints(RULES, st, f) + legitimacy(RULES, st, f));
    eve = `regent ${regent(RULES, st)} Heracles ${royalController(RULES, st, 'heracles') ?? 'nobody'} (VP+LP ${race.join('/')})`;
  };
  const end = autoplay(successors, created.value, { bots: seated, maxSteps: 20_000, onStep });
  const s = end.state as SuccessorsState;
  // The seat of the first bot listed (rotatedSeats gives seat j the bot (j + i) mod n).
  const l2 = s.factions[(bots.length - (i % bots.length)) % bots.length]!;
  const winners = s.result?.winners ?? [];
  if (winners.includes(l2)) won++;
  const body = s.royals.body;
  const bodyAt = body?.dead ? 'lost' : body?.buried ? `buried ${body.buried}${s.pella ? ` by ${s.pella}` : ''}` : 'unburied';
  const table = s.factions.map((f) => `${f}${f === l2 ? '*' : ''} ${victoryPoints(RULES, s, f)}/${legitimacy(RULES, s, f)}`).join(', ');
  console.log(`${gameSeed}: ${winners.includes(l2) ? 'L2 WON' : 'lost  '} winners ${winners.join('+') || '-'} by ${s.result?.reason ?? 'none'} turn ${s.turn} round ${s.round}; VP/LP ${table}; end of turn 3: ${eve || '-'}; body ${bodyAt}`);
  played++;
  // The race of turns 1-3 (the leader then won 35 of 42 games traced): the followed seat's VP + LP against the others' mean, and how often it led.
  if (race.length > 0) {
    const seat = s.factions.indexOf(l2);
    raceMine += race[seat]!;
    raceOthers += (race.reduce((a, b) => a + b, 0) - race[seat]!) / (race.length - 1);
    raced++;
    if (race[seat]! > Math.max(...race.filter((_, j) => j !== seat))) led++;
  }
  const raceLine = raced > 0 ? `; end of turn 3 VP+LP ${(raceMine / raced).toFixed(1)} against ${(raceOthers / raced).toFixed(1)}, strictly ahead in ${led} of ${raced}` : '';
  console.log(`  L2 won ${won} of ${played}; ${cpuLine()}${raceLine}`);
}

