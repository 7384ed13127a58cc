import { Dice, rngFromSeed } from '@diadochi/kernel';
import type { ChoiceDecision, ResolveContext } from '@diadochi/kernel';
import { heuristicBot, legalOf, pendingOf, syracuse, viewOf } from '../src/index.ts';
import type { SyracuseState } from '../src/index.ts';
import { heuristicChoice } from '../src/heuristic.ts';
function play(seed: string, breakWalls: boolean) {
  const ctx: ResolveContext = { dice: new Dice(rngFromSeed(seed)), emit: (e) => { if (e.type === 'wall-destroyed') destroyed++; } };
  let destroyed = 0;
  const s = syracuse.setup({ scenario: 'historical' }, ctx) as SyracuseState;
  const ath = heuristicBot('a');
  for (let step = 0; step < 20000; step++) {
    const p = pendingOf(s); if (!p) break;
    const side = p.players[0] as 'ath'|'syr';
    const legal = legalOf(s, side)!; const view = viewOf(s, side);
    const d = side === 'ath' ? ath({ player: side, pending: p, view, legal, step }) : heuristicChoice(view, legal, { breakWalls });
    syracuse.resolve(s, { [side]: (d ?? syracuse.defaultDecision(s, side)) as ChoiceDecision }, ctx);
  }
  return { destroyed, r: syracuse.result(s)?.reason, w: syracuse.result(s)?.winners.join() };
}
const n = Number(process.argv[2] ?? 20);
const tally = (b: boolean) => { const o: Record<string, number> = {}; let d = 0; for (let i = 0; i < n; i++) { const r = play(`wb-${i}`, b); d += r.destroyed; const k = `${r.w || 'draw'}:${r.r}`; o[k] = (o[k] ?? 0) + 1; } return { d, o }; };
console.log('plain', JSON.stringify(tally(false)));
console.log('break', JSON.stringify(tally(true)));
