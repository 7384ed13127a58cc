/**
 * The winter of the whole game (`diadoques ch. 8b`, `§10`; `diadokhoi §5.2`, `§6.1.2`): the
 * players' winter orders (`parseWinterOrders`; a line may be conditional on the position after
 * the autumn, `diadokhoi §7.11.1`, `winter/conditional.ts`) go to the winter layer, which collects income,
 * pays upkeep, disbands and builds; then holdings are recorded and victory checked — with the
 * marginal victory vote (`diadoques §8b.2`, `§3.7`) and the draw vote (`diadokhoi §4.5.2`)
 * written among the winter orders. Then spring opens.
 */
import type { ResolveContext } from '@diadochi/kernel';
import { resolveWinter } from '../winter/index.ts';
import type { WinterOrder } from '../winter/index.ts';
import { winterNeutrals } from '../events/index.ts';
import { influenceWinter, recordHoldings, sealInfluenceBids, victory } from '../politics/index.ts';
import type { PowerId } from '../rules/state.ts';
import { winterOrdersNow } from '../winter/conditional.ts';
import { emitAll } from './emit.ts';
import { openSeason } from './finish.ts';
import { endWith, victoryResult } from './result.ts';
import { rulesOptions } from './types.ts';
import type { WholeState } from './types.ts';
import { rulebook } from '../rulebook/index.ts';

export function resolveWholeWinter(s: WholeState, texts: Record<PowerId, string>, ctx: ResolveContext): WholeState {
  const byPower: Record<PowerId, WinterOrder[]> = {};
  // diadokhoi §7.11.1: conditions are read on the position the autumn left, before anything of the winter.
  for (const [p, t] of Object.entries(texts)) {
    const now = winterOrdersNow(s, p, t);
    byPower[p] = now.orders;
    emitAll(ctx, now.events);
  }
  // diadokhoi §6.1.2: the neutrals' winter comes before the winter supply check inside resolveWinter.
  if (rulebook(s).policies.winter.supply === 'winter-disband') emitAll(ctx, winterNeutrals(s));
  const options = rulesOptions(s.options);
  emitAll(ctx, resolveWinter(s, byPower, { dice: ctx.dice, options }));
  // diadokhoi §8.6.1, §8.6.7: political points sealed until spring; every AM drops by 1.
  emitAll(ctx, [...sealInfluenceBids(s, byPower), ...influenceWinter(s)]);
  emitAll(ctx, recordHoldings(s, options));
  const marginalVotes: Record<PowerId, Record<PowerId, boolean>> = {};
  const drawVotes: PowerId[] = [];
  for (const [p, orders] of Object.entries(byPower)) {
    for (const o of orders) {
      if (o.kind === 'vote') (marginalVotes[p] ??= {})[o.candidate] = o.yes;
      if (o.kind === 'draw' && o.yes) drawVotes.push(p);
    }
  }
  const won = victory(s, { marginalVotes, drawVotes });
  if (won) return endWith(s, victoryResult(won), ctx);
  s.year += 1;
  s.season = 'spring';
  return openSeason(s, ctx);
}
