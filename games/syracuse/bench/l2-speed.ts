/**
 * The CPU of L2's first decisions in one game, and a digest of the states a few games pass
 * through, to check that a speed change in the engine leaves L2's games byte-identical:
 *
 *   npx tsx games/syracuse/bench/l2-speed.ts [game seed] [decisions]
 */
import { createHash } from 'node:crypto';
import { Dice, canonicalJson, rngFromSeed } from '@diadochi/kernel';
import type { ChoiceDecision, ResolveContext } from '@diadochi/kernel';
import { heuristicBot, legalOf, pendingOf, randomSyracuseBot, syracuse, viewOf } from '../src/index.ts';
import type { SyracuseView } from '../src/index.ts';
import { searchBot } from '../src/bots/search.ts';
import type { Side } from '../src/data/map.ts';

const g = process.argv[2] ?? 'l2g-0';
const budget = Number(process.argv[3] ?? 60);
const hash = createHash('sha256');
let cpu = 0;
let searched = 0;
for (const [label, ath, syr] of [['l2-ath', searchBot(`${g}-a`), heuristicBot(`${g}-b`)], ['random', randomSyracuseBot(`${g}-r1`), randomSyracuseBot(`${g}-r2`)]] as const) {
  const ctx: ResolveContext = { dice: new Dice(rngFromSeed(`${g}-${label}`)), emit: () => {} };
  const s = syracuse.setup({ scenario: 'historical' }, ctx);
  const bots = { ath, syr } as Record<Side, (i: never) => unknown>;
  for (let step = 0; step < 20000 && (label !== 'l2-ath' || searched < budget); step++) {
    const p = pendingOf(s);
    if (!p) break;
    const player = p.players[0] as Side;
    const input = { player, pending: p, view: viewOf(s, player) as SyracuseView, legal: legalOf(s, player), step };
    const t = process.cpuUsage();
    const d = bots[player](input as never) as ChoiceDecision;
    const u = process.cpuUsage(t);
    if (label === 'l2-ath' && player === 'ath') {
      cpu += (u.user + u.system) / 1000;
      if (input.legal && input.legal.length > 1) searched++;
    }
    syracuse.resolve(s, { [player]: d }, { dice: ctx.dice, emit: () => {} });
    ctx.dice.rolls.length = 0;
    hash.update(canonicalJson(s));
  }
}
console.log(`${g}: L2 CPU ${(cpu / 1000).toFixed(1)} s over ${searched} decisions with a choice; states digest ${hash.digest('hex').slice(0, 16)}`);
