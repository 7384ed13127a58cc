/**
 * The L2 bot's bribes of the royal family in Diadokhoi (issue 20 item 2, option `royals`, on by
 * default since stop 20: on the same 240 Diadokhoi games L2 won 85 against 60 without it, its
 * margin over the best other player up 0.7 VP on average — docs/bots.md).
 * There every living Argeades held is a victory point (`diadokhoi §4.4.1`, `victoryPointsOf`),
 * and an Argeades travelling alone may be won over by money from any distance
 * (`diadokhoi §6.3.13`; threshold Table 7: Olympias and Philippos 500 talents, Roxane and
 * Kleopatra 1000, a pair counted once for both). Neither L1 nor the baseline bribes a
 * character (`./politics.ts` `botBribe` looks at units only), so Olympias in Delphi and
 * Kleopatra in Sardes lie free, or with whoever took them, while its treasury idles (2,000–3,500
 * talents in the middle of L1 games, measured in a probe of two games). So in each military
 * season it offers, for each royal it may bribe (the rules' own `bribeProblem`: alone, not its
 * own, not escorted by his holder's leader; no bribe in winter), half as much again as the
 * threshold it sees (`offerFor`: a bribe not above the threshold is lost, `diadokhoi §6.3.8`,
 * and the holder's counter-corruption is secret) — the best gain in victory points first (its own
 * and what it takes from the leader, `leadOf`), as many as what it can spare pays for
 * (`reserveOf`: a year's upkeep stays). In Les Diadoques royals are prestige, not victory
 * points (`diadoques §13.3`): nothing is gained, so nothing is offered.
 */
import { corruptionLevel, bribeProblem } from '../politics/corruption.ts';
import { isRoyal, withPartner } from '../politics/characters.ts';
import { victoryPointsOf } from '../politics/victory.ts';
import type { CharacterState, GameState, PowerId } from '../rules/state.ts';
import { printMoneyOrder } from '../vocabulary/money.ts';
import { asState } from './baseline.ts';
import type { BotView } from './baseline.ts';
import { leadOf } from './l2-worth.ts';
import { offerFor, reserveOf } from './politics.ts';

/** A royal bribe it would make: the character, what it offers, what it gains (VP and lead). */
export interface RoyalBribe {
  character: string;
  amount: number;
  gain: number;
}

/** The state as it would be were `c` (and his partner) won over by `power`. */
function wonOver(state: GameState, c: CharacterState, power: PowerId): GameState {
  const pair = new Set(withPartner(state, c).map((x) => x.id));
  return { ...state, characters: state.characters.map((x) => (pair.has(x.id) ? { ...x, controlledBy: power, prisonerOf: undefined } : x)) } as GameState;
}

/** What winning `c` over is worth: the VP it gains plus half what it takes from the best other player. */
function gainOf(state: GameState, c: CharacterState, power: PowerId): number {
  const after = wonOver(state, c, power);
  const mine = victoryPointsOf(after, power) - victoryPointsOf(state, power);
  const lead = leadOf(after, power) - leadOf(state, power);
  return (mine + lead) / 2;
}

/** The royal bribes it makes this season, the best first, within `budget` (what it can spare unless told). */
export function royalBribes(view: BotView, power: PowerId, budget?: number): RoyalBribe[] {
  if (view.season === 'winter' || view.firstTurn) return [];
  const state = asState(view);
  let left = budget ?? Math.max(0, (view.treasury?.[power] ?? 0) - reserveOf(view, power));
  const seen = new Set<string>();
  const options: RoyalBribe[] = [];
  for (const c of view.characters) {
    if (c.dead || c.space === null || seen.has(c.id) || !isRoyal(state, c)) continue;
    for (const x of withPartner(state, c)) seen.add(x.id);
    if (bribeProblem(state, power, { character: c.id }) !== undefined) continue;
    const gain = gainOf(state, c, power);
    const amount = offerFor(view.ruleset, corruptionLevel(state, { character: c.id }));
    if (gain > 0 && Number.isFinite(amount) && amount > 0) options.push({ character: c.id, amount, gain });
  }
  options.sort((a, b) => b.gain / b.amount - a.gain / a.amount || a.character.localeCompare(b.character));
  const out: RoyalBribe[] = [];
  for (const o of options) {
    if (o.amount > left) continue;
    left -= o.amount;
    out.push(o);
  }
  return out;
}

/** Its royal bribe lines ('' when none) and what they spend. */
export function royalBribeLines(view: BotView, power: PowerId): { text: string; spent: number } {
  const chosen = royalBribes(view, power);
  return {
    text: chosen.map((b) => printMoneyOrder(view.ruleset, { kind: 'bribe', target: { character: b.character }, amount: b.amount })).join('\n'),
    spent: chosen.reduce((a, b) => a + b.amount, 0),
  };
}
