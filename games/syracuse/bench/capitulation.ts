/**
 * Why the Syracusan capitulates (`syracuse 6.3.2`) between bots, cheaply: L1 against L1 with the
 * Syracusan's departures of the flags (as `search.bench.ts --a l1o`), per game the result and, for
 * every game the Syracusan lost by capitulation, his supply box at each turn's start with its face
 * and cause (6.2.1 walls, 6.2.2 blockade, 6.2.3 cavalry) and the cavalry PF in the field of each side
 * (`ath/syr`, 6.1.2, 6.2.3); at the end the count of results and of the causes seen in those games.
 *
 *   npx tsx games/syracuse/bench/capitulation.ts [--seed m3] [--first 0] [--games 100] [--break-early] [--cavalry-shelter]
 */
import { Dice, rngFromSeed } from '@diadochi/kernel';
import type { ChoiceDecision, ResolveContext } from '@diadochi/kernel';
import { legalOf, pendingOf, syracuse, viewOf } from '../src/index.ts';
import { heuristicChoice } from '../src/heuristic.ts';
import type { HeuristicOptions } from '../src/heuristic.ts';
import { cavalryInField } from '../src/bots/search-eval.ts';
import { pfOf } from '../src/state.ts';
import type { SyracuseState } from '../src/state.ts';
import { UNIT } from '../src/data/counters.ts';
import type { Side } from '../src/data/map.ts';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}
const seed = arg('seed', 'm3');
const first = Number(arg('first', '0'));
const games = Number(arg('games', '100'));
const flag = (n: string) => process.argv.includes(`--${n}`);
/** `--units`: the cavalry counters (zone, PF) at each turn's start too. */
const units = flag('units');
/** `--watch ID`: print every event naming that counter (e.g. `s-c1`). */
const watch = arg('watch', '');
const opts: HeuristicOptions = { breakWalls: flag('break-early'), breakEarly: flag('break-early'), cavalryShelter: flag('cavalry-shelter') };

const results = new Map<string, number>();
const causes = new Map<string, number>();
for (let i = first; i < first + games; i++) {
  const g = `${seed}-${i}`;
  const ctx: ResolveContext = { dice: new Dice(rngFromSeed(g)), emit: () => {} };
  const s = syracuse.setup({ scenario: 'historical' }, ctx) as SyracuseState;
  const log: string[] = [];
  let turn = -1;
  for (let step = 0; step < 20000; step++) {
    const p = pendingOf(s);
    if (!p) break;
    if (s.turn !== turn) {
      turn = s.turn;
      const m = s.supply.syr;
      log.push(`t${s.turn} ${m.box}${m.face === 'disette' ? `D(${m.cause ?? ''})` : ''} cav ${cavalryInField(s, 'ath')}/${cavalryInField(s, 'syr')}${units ? ` [${Object.entries(s.units).filter(([id]) => UNIT[id]!.type === 'C').map(([id, u]) => `${id}:${u.status === 'map' ? `${u.zone}${u.fort ? '*' : ''}` : u.status}:${pfOf(u)}`).join(' ')}]` : ''}`);
    }
    const side = p.players[0] as Side;
    const legal = legalOf(s, side) as ChoiceDecision[];
    const d = (heuristicChoice(viewOf(s, side), legal, side === 'syr' ? opts : {}) as ChoiceDecision | undefined) ?? legal[0]!;
    syracuse.resolve(s, { [side]: d }, { dice: ctx.dice, emit: (e) => void (watch && JSON.stringify(e).includes(watch) && console.log(`  ${g} t${s.turn} ${s.step.k}: ${JSON.stringify(e)}`)) });
    ctx.dice.rolls.length = 0;
  }
  const r = syracuse.result(s);
  const what = !r ? 'unfinished' : r.winners.length === 0 ? `draw ${r.reason}` : `${r.winners.join('')} ${r.reason}`;
  results.set(what, (results.get(what) ?? 0) + 1);
  if (r?.reason === 'total:capitulation') {
    const seen = new Set(log.map((l) => /D\((\w*)\)/.exec(l)?.[1]).filter((c): c is string => !!c));
    for (const c of seen) causes.set(c, (causes.get(c) ?? 0) + 1);
    console.log(`${g}: ${what}: ${log.join(' | ')}`);
  } else console.log(`${g}: ${what}`);
}
console.log(`results: ${[...results].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ')}`);
console.log(`Disette causes seen in the capitulations: ${[...causes].map(([k, n]) => `${k} ${n}`).join(', ')}`);
