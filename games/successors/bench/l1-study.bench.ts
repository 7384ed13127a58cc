/**
 * The race of turns 1-3 (issue 19: the VP + LP leader at the end of turn 3 wins most games, 21.4),
 * seat by seat. Plays the duel bench's games (game i of `--seed S`, the arena's seeds and seat
 * rotation, the same bot seeds) and prints one JSON line a game: for every seat, per turn 1-3, the
 * cards played as event, operations, bonus or discard (7.1, 7.2, 7.7), the operations spent on a
 * march, markers or a recruit (7.4-7.6), control markers placed and lost (7.5, 9.8), battles fought
 * and won (12), sieges won (15), royals captured (18); every seat's VP + LP at the end of each turn
 * (20.4, 17.2), the base generals dealt (22.2), the winners and the followed seat's CPU per decision.
 * `BOTS=l1,l1,l1,l1` (the default) is the L1 mirror; `BOTS=l1x,l1,l1,l1` changes the first listed
 * seat to L1 with the options given (its seed string stays plain L1's, so with no option it plays
 * exactly as L1 does); `STOP=3` ends each game at the start of turn 4 (half the time, the race only).
 * `nice -n 10 npx tsx games/successors/bench/l1-study.bench.ts SEED FIRST COUNT ['{"weights":{"regent":12}}']`
 */
import { autoplay, createGame, rotatedSeats } from '@diadochi/kernel';
import type { Bot, GameEvent, GameSession } from '@diadochi/kernel';
import { cpuMs } from '@diadochi/kernel/cli';
import { RULES, successors } from '../src/game.ts';
import { l1Bot, l2Bot } from '../src/bots/index.ts';
import type { L1Options } from '../src/bots/index.ts';
import { WEIGHTS } from '../src/bots/evaluate.ts';
import { isMinor } from '../src/rules/board.ts';
import { legitimacy, victoryPoints } from '../src/rules/query.ts';
import type { SuccessorsState } from '../src/rules/state.ts';

const seed = process.argv[2] ?? 'study';
const first = Number(process.argv[3] ?? 0);
const count = Number(process.argv[4] ?? 4);
const options = JSON.parse(process.argv[5] ?? '{}') as Partial<L1Options> & Record<string, unknown>;
if (options.weights) options.weights = { ...WEIGHTS, ...options.weights };
const bots = (process.env.BOTS ?? 'l1,l1,l1,l1').split(',');
const STOP = Number(process.env.STOP ?? 99);
const makers: Record<string, (seed: string) => Bot> = {
  l1: (x) => l1Bot(x) as Bot,
  l2: (x) => l2Bot(x, options) as Bot,
  // The changed seat keeps L1's seed string: ties are broken as plain L1 breaks them.
  l1x: (x) => l1Bot(x.replace(/:l1x$/, ':l1'), options) as Bot,
};
const cpu: number[] = [];
// Operations spent (7.4-7.6), and the movement segment's levy (9.13: one mercenary CU instead of every move).
const OPS = new Set(['march', 'control', 'recruit', 'levy']);

for (let i = first; i < first + count; i++) {
  const gameSeed = `${seed}-${i}`;
  const created = createGame(successors, { seed: gameSeed, options: { players: 4 } });
  if (!created.ok) throw new Error('create failed');
  const s0 = created.value.state as SuccessorsState;
  const generals: Record<string, string[]> = {};
  for (const [g, st] of Object.entries(s0.generals)) if (st.owner && st.where === 'map' && !isMinor(g)) (generals[st.owner] ??= []).push(g);
  const { seated } = rotatedSeats(s0.factions, bots, makers, i, gameSeed, cpuMs, (name, ms) => name === bots[0] && cpu.push(ms));
  // The seat of the first bot listed (rotatedSeats gives seat j the bot (j + i) mod n).
  const followed = s0.factions[(bots.length - (i % bots.length)) % bots.length]!;
  const tally: Record<string, Record<string, number>> = {};
  const bump = (f: string, k: string, n = 1) => {
    if (!f) return;
    tally[f] ??= {};
    tally[f][k] = (tally[f][k] ?? 0) + n;
  };
  const race: Record<number, number[]> = {};
  let seen = 0;
  let turn = 1;
  let end: GameSession<unknown> = created.value;
  const onStep = (session: GameSession<unknown>) => {
    const s = session.state as SuccessorsState;
    end = session;
    for (const entry of session.record.slice(seen)) {
      if (s.turn > 3) break;
      const k = `t${s.turn}:`;
      for (const [f, d] of Object.entries(entry.decisions ?? {}) as [string, { verb?: string } | undefined][]) if (d?.verb && OPS.has(d.verb)) bump(f, `${k}op-${d.verb}`);
      for (const e of entry.events as GameEvent[]) {
        const p = (e.data ?? {}) as Record<string, unknown>;
        const f = String(p.faction ?? '');
        if (e.type === 'card-played') {
          const card = RULES.card.get(Number(p.card));
          bump(f, `${k}card-${String(p.as)}`);
          if (card) bump(f, `${String(p.as)}:${card.number}:${card.effect}`);
        }
        if (e.type === 'control-placed') bump(f, `${k}markers`);
        if (e.type === 'control-removed') bump(String(p.from), `${k}markers-lost`);
        if (e.type === 'battle') {
          for (const side of [p.attacker, p.defender]) {
            bump(String(side), `${k}battle`);
            if (p.winner === side) bump(String(side), `${k}battle-won`);
          }
        }
        if (e.type === 'siege-success') bump(f, `${k}siege`);
        if (e.type === 'recruited') bump(f, `${k}recruited`);
        if (e.type === 'royal-captured') bump(f, `${k}royal-captured`);
      }
    }
    seen = session.record.length;
    if (s.turn !== turn || s.result) {
      if (turn <= 3) race[turn] = s.factions.map((f) => victoryPoints(RULES, s, f) + legitimacy(RULES, s, f));
      turn = s.turn;
    }
    if (s.turn > STOP) throw new Error('stop');
  };
  try {
    autoplay(successors, created.value, { bots: seated, maxSteps: 20_000, onStep });
  } catch (e) {
    if ((e as Error).message !== 'stop') throw e;
  }
  const s = end.state as SuccessorsState;
  const sorted = [...cpu].sort((a, b) => a - b);
  const timing = { decisions: cpu.length, p95: sorted[Math.floor(0.95 * (sorted.length - 1))] ?? 0, max: sorted[sorted.length - 1] ?? 0 };
  const final = s.factions.map((f) => [victoryPoints(RULES, s, f), legitimacy(RULES, s, f)]);
  console.log(JSON.stringify({ game: gameSeed, followed, factions: s.factions, winners: s.result?.winners ?? [], reason: s.result?.reason ?? null, turn: s.turn, generals, race, final, tally, cpu: timing }));
}
