/**
 * Probe (issue 20, helper dia): L2's money lines in Les Diadoques games against five L1, and the
 * bribe targets it could reach, by season. Not a measurement of strength.
 * `npx tsx games/diadoques/bench/diadoques-bots-l2-money-probe.bench.ts --games 2 --seed q1 [--l2 JSON]`
 */
import { autoplay, createGame, rotatedSeats } from '@diadochi/kernel';
import type { Bot, GameDefinition } from '@diadochi/kernel';
import { cpuMs } from '@diadochi/kernel/cli';
import { L2_DEFAULTS, l1Bot, l2Bot } from '../src/bots/index.ts';
import { asState } from '../src/bots/baseline.ts';
import type { WholeBotView } from '../src/bots/whole.ts';
import { diadoques } from '../src/game/index.ts';
import { bribeProblem, corruptionLevel } from '../src/politics/corruption.ts';
import { isRoyal } from '../src/politics/characters.ts';

function flag(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}
const l2Params = { ...L2_DEFAULTS, ...(JSON.parse(flag('--l2', '{}')) as Partial<typeof L2_DEFAULTS>) };
const logged = (seed: string): Bot => {
  const inner = l2Bot(seed, l2Params);
  return (args) => {
    const out = inner(args);
    const board = (args.view as WholeBotView).state;
    if (board.phase === 'orders' && board.season !== 'winter') {
      const st = asState(board);
      const units = board.units.filter((u) => u.power !== args.player && bribeProblem(st, args.player, { unit: u.id }) === undefined).map((u) => `${u.type}${u.space}:${u.power}:${corruptionLevel(st, { unit: u.id })}`);
      const royals = board.characters.filter((c) => !c.dead && isRoyal(st, c)).map((c) => `${c.id}@${c.space}:${c.controlledBy ?? '-'}${bribeProblem(st, args.player, { character: c.id }) === undefined ? '!' : ''}`);
      const leaders = board.characters.filter((c) => c.kind === 'diadochus' && !c.dead && c.with && c.of !== args.player).map((c) => {
        const u = board.units.find((x) => x.id === c.with);
        return u ? `${c.id}:${u.type}${u.space}:${corruptionLevel(st, { unit: u.id })}${bribeProblem(st, args.player, { unit: u.id }) === undefined ? '!' : ''}` : c.id;
      });
      const money = ((out as { orders?: string })?.orders ?? '').split('\n').filter((l) => !/^[AF] /.test(l) && !/^[AF][A-Z]? /.test(l));
      console.log(`  ${board.year} ${board.season} ${args.player} $${board.treasury?.[args.player]} reach: ${units.join(' ')} | ${royals.join(' ')} | leaders ${leaders.join(' ')} | money: ${money.join(' ; ')}`);
    }
    return out;
  };
};
const makers: Record<string, (seed: string) => Bot> = { l1: l1Bot, l2: logged };
const game = diadoques as unknown as GameDefinition<unknown>;
const bots = ['l2', 'l1', 'l1', 'l1', 'l1', 'l1'];
const games = Number(flag('--games', '2'));
const first = Number(flag('--first', '0'));
const seed = flag('--seed', 'q1');
const options = game.exampleOptions![0];
const parsed = game.parseOptions(options);
if (!parsed.ok) throw new Error('options');
const players = game.players(parsed.value);
for (let i = first; i < first + games; i++) {
  const s = `${seed}-${i}`;
  const created = createGame(game, { seed: s, options });
  if (!created.ok) throw new Error('no game');
  const { seated } = rotatedSeats(players, bots, makers, i, s, cpuMs, () => {});
  const end = autoplay(game, created.value, { bots: seated, maxSteps: 20000 });
  console.log(`game ${i}: ${game.result(end.state)?.winners.join('+')}`);
}
