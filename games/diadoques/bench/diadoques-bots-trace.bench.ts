/**
 * L1 self-play traced (issue 20, the balance goal): each power's victory points and units at
 * the start of every year, who holds each major citadel at the end, and each elimination with
 * what caused it (a diadochus killed with his unit, `diadoques §6b.24`, or executed by his
 * unsupplied army, `§11a.3`) — to see why a power wins under L1. The same games as
 * `diadoques-bots.bench.ts --bots l1,l1,l1,l1,l1,l1` with the same seed (same seats, same bots).
 *
 * `npx tsx games/diadoques/bench/diadoques-bots-trace.bench.ts --ruleset diadoques --games 6 --seed t1 [--first 0] [--units ptolemee,seleucos] [--leave]`
 * `--units`: those powers' units and sieges every season; `--leave`: L1 with its option `leave`.
 */
import { autoplay, createGame, rotatedSeats } from '@diadochi/kernel';
import { cpuMs } from '@diadochi/kernel/cli';
import type { GameDefinition } from '@diadochi/kernel';
import { l1Bot } from '../src/bots/index.ts';
import { diadokhoi, diadoques } from '../src/game/index.ts';
import type { WholeState } from '../src/game/types.ts';
import { mapOf } from '../src/map/index.ts';
import { victoryPointsOf } from '../src/politics/victory.ts';

function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}

const ruleset = flag('--ruleset', 'diadoques');
const game = (ruleset === 'diadokhoi' ? diadokhoi : diadoques) as unknown as GameDefinition<unknown>;
const games = Number(flag('--games', '6'));
const first = Number(flag('--first', '0'));
const seed = flag('--seed', 't1');
const options = game.exampleOptions![0];
const parsed = game.parseOptions(options);
if (!parsed.ok) throw new Error('options');
const players = game.players(parsed.value);
const bots = players.map(() => 'l1');
const maker = process.argv.includes('--leave') ? (x: string) => l1Bot(x, { leave: true }) : (x: string) => l1Bot(x);
const causes = new Map<string, number>();
// `--units ptolemee,seleucos`: these powers' units and sieges every season.
const watched = flag('--units', '').split(',').filter((x) => x !== '');
for (let i = first; i < first + games; i++) {
  const s = `${seed}-${i}`;
  const created = createGame(game, { seed: s, options });
  if (!created.ok) throw new Error('no game');
  const { seated } = rotatedSeats(players, bots, { l1: maker }, i, s, cpuMs, () => {});
  let year: number | undefined;
  let season = '';
  const rows: string[] = [];
  const line = (st: WholeState) => `${st.year}: ${players.map((p) => `${p.slice(0, 4)} ${victoryPointsOf(st, p)}/${st.units.filter((u) => u.power === p).length}`).join('  ')}`;
  const end = autoplay(game, created.value, {
    bots: seated,
    maxSteps: 20000,
    onStep: (session) => {
      const st = session.state as WholeState;
      if (watched.length > 0 && `${st.year}${st.season}` !== season) {
        season = `${st.year}${st.season}`;
        for (const p of watched) rows.push(`${season} ${p}: ${st.units.filter((u) => u.power === p).map((u) => `${u.type[0]}${u.space}`).join(' ')} | sieges ${st.sieges.filter((x) => x.power === p).map((x) => `${x.citadel}${x.seasons}`).join(' ')}`);
      }
      if (st.year !== year) {
        year = st.year;
        rows.push(line(st));
      }
    },
  });
  const st = end.state as WholeState;
  rows.push(`end ${line(st)}`);
  const result = game.result(end.state);
  console.log(`game ${i + 1}: ${(result?.winners ?? []).join(' + ') || 'no winner'}`);
  for (const r of rows) console.log(`  ${r}`);
  const capitals = st.powers.filter((p) => p.capital).map((p) => `${p.id}'s ${p.capital}: ${st.control[p.capital!] ?? 'neutral'}`);
  console.log(`  capitals: ${capitals.join(', ')}`);
  const map = mapOf(st.ruleset)!;
  const majors = map.citadels.filter((x) => x.rank !== 'minor').map((x) => x.id);
  console.log(`  majors: ${players.map((p) => `${p.slice(0, 4)} [${majors.filter((x) => st.control[x] === p).join(' ')}]`).join('  ')}`);
  for (const r of end.record) {
    const events = r.events as { type: string; rule?: string; text?: string; data?: { power?: string } }[];
    for (const e of events.filter((x) => x.type === 'eliminated')) {
      const death = events.find((x) => (x.type === 'character-killed' || x.type === 'character') && /kill|dies/i.test(x.text ?? ''));
      const cause = death?.rule ?? 'other';
      causes.set(`${e.data?.power} ${cause}`, (causes.get(`${e.data?.power} ${cause}`) ?? 0) + 1);
      console.log(`  eliminated in ${r.phase}: ${e.text} (${death ? `${death.rule}: ${death.text}` : 'no death this step'})`);
    }
  }
}
console.log(`eliminations by power and rule: ${[...causes].sort().map(([k, n]) => `${k} ×${n}`).join(', ')}`);
