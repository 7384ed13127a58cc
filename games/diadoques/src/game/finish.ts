/**
 * The end of a military season (steps 8–14 of `diadoques §8a`, `diadokhoi §6.1.3`), then the
 * way to the next step: winter after autumn, else the next military season — whose event
 * diadokhoi draws as it opens (`diadokhoi §6.2.2`) — or the end of the game.
 */
import type { ResolveContext } from '@diadochi/kernel';
import { deliverTransfers, plunderedAtFall } from '../economy/index.ts';
import { resolveWinterSupply, unsuppliedElitePrestige } from '../winter/index.ts';
import { clearWeather, drawEvent, endOfSeason, winterNeutrals } from '../events/index.ts';
import {
  applySecondaryOrders, battlePrestige, characterRetreats, checkChandragupta, checkEliminations,
  drawVotesFrom, endOfSeasonAuctions, epigonesAppear, neutraliseEliminated, philippeNeedsCommand, presentsPrestige, recordHoldings, revealInfluence, seasonPrestigeFacts, victory,
} from '../politics/index.ts';
import type { OrdersByPower } from '../politics/index.ts';
import type { SeasonReport } from '../rules/report.ts';
import { nextMilitary } from '../rules/season.ts';
import { emitAll } from './emit.ts';
import { endWith, victoryResult, yearLimit } from './result.ts';
import { rulesOptions } from './types.ts';
import type { WholeState } from './types.ts';
import { rulebook } from '../rulebook/index.ts';

export function finishSeason(s: WholeState, political: OrdersByPower, report: SeasonReport, ctx: ResolveContext): WholeState {
  const options = rulesOptions(s.options);
  const lctx = { dice: ctx.dice, options };
  const policies = rulebook(s).policies;
  emitAll(ctx, battlePrestige(s, report, options));
  // diadoques §13.8, §13.11, §13.20, §13.21 (the revolts, Rhodes); diadokhoi §7.10.5, §7.10.7, §7.10.12,
  // §7.10.15, §7.10.16 (the optional prestige of the battles).
  emitAll(ctx, seasonPrestigeFacts(s, report, options));
  // diadoques §13.5: a temple treasure taken with its fallen citadel costs 2 PP.
  emitAll(ctx, plunderedAtFall(s, report, options));
  emitAll(ctx, characterRetreats(s, lctx, new Set(report.characters.filter((e) => e.event === 'left').map((e) => e.character))));
  emitAll(ctx, applySecondaryOrders(s, political, 'after', lctx));
  emitAll(ctx, philippeNeedsCommand(s));
  emitAll(ctx, checkChandragupta(s));
  emitAll(ctx, endOfSeasonAuctions(s));
  emitAll(ctx, unsuppliedElitePrestige(s));
  if (policies.winter.supply === 'autumn-revolt' && s.season === 'autumn') {
    // diadoques §8a.4: the neutrals' winter comes before the supply check of the end of autumn.
    emitAll(ctx, winterNeutrals(s));
    emitAll(ctx, resolveWinterSupply(s, lctx));
  }
  if (policies.economy.giftsTravel) emitAll(ctx, deliverTransfers(s));
  emitAll(ctx, epigonesAppear(s, lctx));
  emitAll(ctx, checkEliminations(s, lctx));
  // diadoques §7c.3: the eliminated player's units turn neutral at the end of the season of
  // the elimination — so after checkEliminations, not before (decisions.md).
  if (policies.succession.eliminated === 'turns-neutral') emitAll(ctx, neutraliseEliminated(s));
  const ended = endOfSeason(s, { dice: ctx.dice });
  emitAll(ctx, ended);
  // diadoques §13.18, §13.23, diadokhoi §7.10.13: the Tarentine offer and the gold of Carthage or Chandragupta.
  emitAll(ctx, presentsPrestige(s, ended, options));
  emitAll(ctx, recordHoldings(s, options));
  const won = victory(s, { drawVotes: drawVotesFrom(political), ...(policies.victory.otherwise === 'prestige' || s.options.lastYear === undefined ? {} : { options: { shortGameEndYear: s.options.lastYear } }) });
  if (won) return endWith(s, victoryResult(won), ctx);
  return advance(s, ctx);
}

/** After a military season: winter after autumn, the next season, or the year limit. */
function advance(s: WholeState, ctx: ResolveContext): WholeState {
  s.firstTurn = false;
  if (s.season === 'autumn') {
    if (s.options.lastYear !== undefined && s.year >= s.options.lastYear) return endWith(s, yearLimit(s), ctx);
    s.season = 'winter';
    s.phase = 'winter';
    return s;
  }
  const n = nextMilitary(s.year, s.season);
  s.year = n.year;
  s.season = n.season;
  return openSeason(s, ctx);
}

/** A military season opens: weather cleared; diadokhoi draws its event now (`diadokhoi §6.2.2`). */
export function openSeason(s: WholeState, ctx: ResolveContext): WholeState {
  s.phase = 'orders';
  clearWeather(s);
  // diadokhoi §8.6.1, §8.6.2: before every spring the political points are revealed and control decided.
  const policies = rulebook(s).policies;
  if (policies.economy.politicalPoints && s.season === 'spring' && !s.firstTurn) emitAll(ctx, revealInfluence(s));
  if (policies.game.eventDrawn === 'as-season-opens' && !s.firstTurn) emitAll(ctx, drawEvent(s, { dice: ctx.dice }).events);
  return s;
}
