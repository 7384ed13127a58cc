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
 * Since stop 23 every Diadokhoi L1 bribes the royals too (`L1_MONEY`, `./l1-money.ts`), with this
 * very function: the same offer as L2's. The single highest bribe above the threshold wins, equal
 * highest cancel, every bribe is paid (`§6.3.8`, docs/rules/diadokhoi/decisions.md), so L2 and an
 * L1 bidding together both lose their money. Options of the race (`L2Params`): `royalMargin`, one
 * step above L1's offer, outbids every L1; `royalGuard`, counter-corruption on the royals it holds
 * (`royalGuards`, `§6.3.16`), since any lone L1 would bribe them back the next season;
 * `royalBudget`, the whole treasury rather than what a year's upkeep leaves.
 */
import { corruptionLevel, bribeProblem } from '../politics/corruption.ts';
import { holderOf, isRoyal, withPartner } from '../politics/characters.ts';
import { profileOf } from '../rulebook/index.ts';
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

/**
 * The royal bribes it makes this season, the best first, within `budget` (what it can spare unless
 * told); `margin` talents above `offerFor`'s (L2's `royalMargin`; L1 none).
 */
export function royalBribes(view: BotView, power: PowerId, budget?: number, margin = 0): RoyalBribe[] {
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
    const amount = offerFor(view.ruleset, corruptionLevel(state, { character: c.id })) + margin;
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

/** Its royal bribe lines ('' when none) and what they spend; `margin` as `royalBribes`; with `all`, out of its whole treasury (`royalBudget`). */
export function royalBribeLines(view: BotView, power: PowerId, margin = 0, all = false): { text: string; spent: number } {
  const chosen = royalBribes(view, power, all ? view.treasury?.[power] ?? 0 : undefined, margin);
  return {
    text: chosen.map((b) => printMoneyOrder(view.ruleset, { kind: 'bribe', target: { character: b.character }, amount: b.amount })).join('\n'),
    spent: chosen.reduce((a, b) => a + b.amount, 0),
  };
}

/** A counter-corruption it pays on a royal of its own: the character and the sum. */
export interface RoyalGuard {
  character: string;
  amount: number;
}

/**
 * `royalGuard`: counter-corruption on its own royals travelling alone (`diadokhoi §6.3.16`,
 * `§6.3.6`: valid until the winter), within `budget`. Every L1 bribes a royal not its own with
 * half as much again as the threshold it sees (`royalBribes`, `offerFor`), and the others'
 * counter-corruption is secret to it (`game/view.ts`): counter-corruption that lifts the
 * threshold to that offer makes it lost (`§6.3.8`: a bribe must be more than threshold plus
 * counter-corruption) — 300 talents for Olympias against an offer of 800, 500 for Kleopatra.
 * Paid when some live player could bribe the royal this season, the cheapest VP kept first.
 */
export function royalGuards(view: BotView, power: PowerId, budget: number): RoyalGuard[] {
  if (view.season === 'winter' || view.firstTurn) return [];
  const state = asState(view);
  const step = profileOf(view.ruleset).amounts.giftStep;
  const enemies = view.powers.filter((p) => p.kind === 'player' && !p.eliminated && p.id !== power).map((p) => p.id);
  const seen = new Set<string>();
  const options: (RoyalGuard & { loss: number })[] = [];
  for (const c of view.characters) {
    if (c.dead || c.space === null || seen.has(c.id) || !isRoyal(state, c)) continue;
    const pair = withPartner(state, c);
    for (const x of pair) seen.add(x.id);
    if (holderOf(c) !== power || !enemies.some((e) => bribeProblem(state, e, { character: c.id }) === undefined)) continue;
    const level = corruptionLevel(state, { character: c.id });
    const paid = pair.reduce((a, x) => a + (view.counterCorruption?.[x.id] ?? 0), 0);
    // The others see the threshold without its counter-corruption and offer half as much again.
    const need = offerFor(view.ruleset, level - paid) - level;
    if (!Number.isFinite(need) || need <= 0) continue;
    // What it would lose were he won over by nobody of note: its VP, and its lead.
    const gone = wonOver(state, c, '');
    const loss = victoryPointsOf(state, power) - victoryPointsOf(gone, power) + (leadOf(state, power) - leadOf(gone, power));
    if (loss > 0) options.push({ character: c.id, amount: Math.ceil(need / step) * step, loss });
  }
  options.sort((a, b) => b.loss / b.amount - a.loss / a.amount || a.character.localeCompare(b.character));
  const out: RoyalGuard[] = [];
  let left = budget;
  for (const o of options) {
    if (o.amount > left) continue;
    left -= o.amount;
    out.push({ character: o.character, amount: o.amount });
  }
  return out;
}

/**
 * Its counter-corruption lines on its royals ('' when none) and what they spend, out of its whole
 * treasury: a royal is a victory point, his guard 300–500 talents, and the season after his bribe
 * has left nothing to spare (a probe, dkt1 game 2: Kleopatra bought in spring, bribed away
 * unguarded in summer).
 */
export function royalGuardLines(view: BotView, power: PowerId): { text: string; spent: number } {
  const chosen = royalGuards(view, power, view.treasury?.[power] ?? 0);
  return {
    text: chosen.map((g) => printMoneyOrder(view.ruleset, { kind: 'counter', target: { character: g.character }, amount: g.amount })).join('\n'),
    spent: chosen.reduce((a, g) => a + g.amount, 0),
  };
}
