/**
 * The L2 bot's bribes of the units the other diadochi command, in Les Diadoques (issue 20
 * item 2, option `leaders`; `all` with the winter's war chest, `chest` in `./l2-winter.ts`, is the
 * default since measured on fresh seeds: docs/bots.md).
 * A military leader dies when the unit he commands changes side by corruption (`diadoques
 * §9b.9`), and from the summer of −319 to the autumn of −315 — the whole short game — a player
 * who loses his diadochus is eliminated (`diadoques §7a.1`): his citadels turn neutral
 * (`§7c.1`), his victory points are gone; from −314 an epigone succeeds him (`§7a.2`), and it offers nothing. A diadochus's unit is a mercenary army more often than not: level 20 + 10 for its
 * commander (`diadoques §6a.6`, `§9b.4`), 30 T, while the treasuries idle at 20–35 T in the middle of L1
 * games (measured in a probe, docs/bots.md). L1's bribe takes the weakest unit it reaches
 * (`./politics.ts` `botBribe`), which a commander's +10 puts last: no L1 aims at a diadochus.
 * So each military season, when it reaches (the rules' own `bribeProblem`, `diadoques §9b.1`) the unit
 * another player's diadochus commands, it offers for the one with the most victory points
 * (ties: the cheapest) up to 20 T above the level it sees — the chance is 75 % + what it pays −
 * the level, at most 95 % (`§9b.5`–`§9b.7`), and the holder's counter-corruption is secret — never less
 * than the level itself (a bribe under the true level is void and costs nothing, `§9b.5`), from its whole treasury in the last year of the short game (no winter's
 * upkeep follows) and from what it can spare before (`reserveOf`, a year's upkeep kept, unless
 * `all`).
 */
import { bribeProblem, corruptionLevel } from '../politics/corruption.ts';
import { victoryPointsOf } from '../politics/victory.ts';
import { rulebook } from '../rulebook/index.ts';
import type { PowerId, UnitState } from '../rules/state.ts';
import { printMoneyOrder } from '../vocabulary/money.ts';
import { asState } from './baseline.ts';
import type { BotView } from './baseline.ts';
import { inLastYear } from './l2-worth.ts';
import { reserveOf } from './politics.ts';

/** Above the level it sees: 20 T makes 95 %, the rules' cap (`diadoques §9b.5`–`§9b.7`). */
export const TOP_MARGIN = 20;
/** The least it offers above the level it sees: the level itself (75 %); a bribe below the true level (secret counter-corruption) is void and costs nothing (`diadoques §9b.5`). */
export const LEAST_MARGIN = 0;

/** How much it may spend on a diadochus's unit: `spare` keeps a year's upkeep but in the last year; `all` never does. */
export type LeaderBudget = 'spare' | 'all';

/** A bribe of a diadochus's unit it would make: the unit, its owner, what it offers. */
export interface LeaderBribe {
  unit: UnitState;
  power: PowerId;
  amount: number;
}

/** The bribe of a rival diadochus's unit it makes this season, if any (at most one: a treasury pays one). */
export function leaderBribe(view: BotView, me: PowerId, budget: LeaderBudget = 'spare'): LeaderBribe | undefined {
  if (view.season === 'winter' || view.firstTurn) return undefined;
  const state = asState(view);
  // Only where losing the diadochus eliminates (`diadoques §7a.1`: before the epigone's year,
  // −314): not Diadokhoi's mutinies (not measured there).
  if (rulebook(state).policies.victory.otherwise !== 'prestige' || view.year >= rulebook(state).policies.succession.epigoneFrom) return undefined;
  const treasury = view.treasury?.[me] ?? 0;
  const money = budget === 'all' || inLastYear(view) ? treasury : Math.max(0, treasury - reserveOf(view, me));
  const options: LeaderBribe[] = [];
  for (const c of view.characters) {
    if (c.kind !== 'diadochus' || c.dead || c.of === undefined || c.of === me || c.with === undefined || c.prisonerOf) continue;
    const u = view.units.find((x) => x.id === c.with && x.power === c.of && x.commander === c.id && !x.transit);
    if (!u || bribeProblem(state, me, { unit: u.id }) !== undefined) continue;
    const level = corruptionLevel(state, { unit: u.id });
    if (!Number.isFinite(level) || money < level + LEAST_MARGIN) continue;
    options.push({ unit: u, power: c.of, amount: Math.min(money, level + TOP_MARGIN) });
  }
  const vp = (p: PowerId) => victoryPointsOf(state, p);
  options.sort((a, b) => vp(b.power) - vp(a.power) || a.amount - b.amount || a.power.localeCompare(b.power));
  return options[0];
}

/** Its line for that bribe ('' when none) and what it spends. */
export function leaderBribeLine(view: BotView, me: PowerId, budget: LeaderBudget = 'spare'): { text: string; spent: number } {
  const b = leaderBribe(view, me, budget);
  if (!b) return { text: '', spent: 0 };
  const u = b.unit;
  const target = { unit: { type: u.type, space: u.space, ...(u.coast ? { coast: u.coast } : {}) } };
  return { text: printMoneyOrder(view.ruleset, { kind: 'bribe', target, amount: b.amount }), spent: b.amount };
}
