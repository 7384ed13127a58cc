/**
 * The whole games `diadoques` and `diadokhoi`: the military seasons of `src/rules` composed
 * with winter and money (`src/economy`, `src/winter`), politics and victory (`src/politics`),
 * events and weather (`src/events`) and the neutral referee (`src/neutrals`), in the order of
 * `diadoques §8` and `diadokhoi §6.1`.
 *
 * Decisions are text, one order per line: in a military season military, secondary, bribe,
 * bid and vote lines mixed (`splitOrders`); in the diadokhoi retreat step retreats; in winter
 * winter orders (`parseWinterOrders`, each possibly conditional, `diadokhoi §7.11.1`) — with the
 * play-by-mail option `mergedWinter` sent with the autumn's after a line `winter:`
 * (`diadokhoi §7.11.2`, `merged-winter.ts`); in the start step of the set-ups where players buy their
 * first units, purchases (`start.ts`). Players are the powers themselves; the host gives them
 * to people with `assignSeats` (`diadoques §2`).
 */
import { err, frenchTypography, ok, problem } from '@diadochi/kernel';
import type { Dice, GameDefinition, Lang, Pending, PlayerId, Problem, Result, Sayings } from '@diadochi/kernel';
import { eventLine, promptText } from './i18n.ts';
import { problemLine } from './i18n-problems.ts';
import { adoptScenarioRebels, openVariantRules } from '../neutrals/index.ts';
import { mapOf } from '../map/index.ts';
import { SCENARIOS } from '../map/scenarios.ts';
import { assignByLot, assignDiadochi, startInfluence, startVictoryRecord } from '../politics/index.ts';
import { diadokhoi as militaryDiadokhoi, diadoques as militaryDiadoques } from '../rules/game.ts';
import type { DiadochiState } from '../rules/game.ts';
import { nmrOrders } from '../rules/nmr.ts';
import { boundProblems, sizeProblems } from '../core/limits.ts';
import { initialState } from '../rules/setup.ts';
import type { RulesetId } from '../rules/state.ts';
import { emitAll } from './emit.ts';
import { invariants } from './invariants.ts';
import { mergesWinter, orderTextProblems, readOrdersText, readSeasonText, resolveMergedWinter } from './merged-winter.ts';
import { playersToRetreat, resolveMilitary, resolveRetreats } from './season.ts';
import { textOf } from '../vocabulary/lexer.ts';
import { viewOf } from './view.ts';
import type { WholeView } from './view.ts';
import { positionSvg } from '../render/position.ts';
import { winterSamples } from './winter-samples.ts';
import { buysAtStart, defaultPurchase, resolveStart, startChoices, startLimits, startProblems } from './start.ts';
import { purchaseChoices, winterChoices } from '../winter/choices.ts';
import { resolveWholeWinter } from './winter.ts';
import { rulesOptions } from './types.ts';
import type { GameOptions, OrdersDecision, WholeState } from './types.ts';
import { profileOf, rulebook } from '../rulebook/index.ts';

/**
 * The short game: five years (`diadokhoi §4.5.3`), an option only — by default a game has the
 * rulebook's length, until a victory (issue 18 ruling). Tools that need an end (the fuzzer,
 * self-play) play it through `exampleOptions`.
 */
const SHORT_GAME_YEARS = 5;

/** Diadokhoi set-ups by number of players (`map/scenarios.ts`). */
const DIADOKHOI_SETUPS: Record<number, string> = { 6: 'standard', 5: '5p', 4: '4p', 3: '3p', 2: '2p' };

/** The last year of the five-year short game of the standard set-up. */
function shortGameEnd(ruleset: RulesetId): number {
  const sc = SCENARIOS[ruleset].find((s) => s.id === 'standard')!;
  const first = sc.start.season === 'winter' ? sc.start.year + 1 : sc.start.year;
  return first + SHORT_GAME_YEARS - 1;
}

function parseOptions(ruleset: RulesetId, raw: unknown): Result<GameOptions> {
  if (raw !== undefined && raw !== null && typeof raw !== 'object') return err([problem('bad-options', 'Options must be an object.')]);
  const o = (raw ?? {}) as Partial<GameOptions>;
  const players = o.players ?? 6;
  if (profileOf(ruleset).policies.game.sixPlayersOnly && players !== 6) return err([problem('bad-players', 'Les Diadoques is played by six.', { path: ['players'] })]);
  if (!Number.isInteger(players) || !(players in DIADOKHOI_SETUPS)) return err([problem('bad-players', 'players must be 2 to 6.', { path: ['players'] })]);
  const scenario = o.scenario ?? (profileOf(ruleset).policies.neutrals.setupVariants ? DIADOKHOI_SETUPS[players]! : 'standard');
  const sc = SCENARIOS[ruleset].find((s) => s.id === scenario);
  if (!sc) return err([problem('bad-scenario', `No set-up "${String(scenario)}" (known: ${SCENARIOS[ruleset].map((s) => s.id).join(', ')}).`, { path: ['scenario'] })]);
  const first = sc.start.season === 'winter' ? sc.start.year + 1 : sc.start.year;
  const lastYear = o.lastYear;
  if (lastYear !== undefined && (!Number.isInteger(lastYear) || lastYear < first)) return err([problem('bad-last-year', `lastYear must be a year from ${first}.`, { path: ['lastYear'] })]);
  return ok({ scenario, ...(lastYear !== undefined ? { lastYear } : {}), players: sc.powers.filter((p) => p.kind === 'player').length, ...(o.optionalAm === true ? { optionalAm: true } : {}), ...(o.violentRevolts === true ? { violentRevolts: true } : {}), ...(o.prestige === true ? { prestige: true } : {}), ...(o.extraFleets === true ? { extraFleets: true } : {}), ...(o.mergedWinter === true ? { mergedWinter: true } : {}) });
}

const living = (s: WholeState) => s.powers.filter((p) => p.kind === 'player' && !p.eliminated).map((p) => p.id);

/** What the prompts say of conditional winter orders (`diadokhoi §7.11.1`). */
const CONDITIONS_HINT = 'A winter order may depend on the position after the autumn (diadokhoi §7.11.1): "if control Tyr: build A Tyr", "if not unit Syr: …" (si contrôle …, si pas unité …).';

function pending(s: WholeState): Pending | null {
  if (s.phase === 'over' || s.result) return null;
  // What the catalogs' prompt lines read (`say.prompt`, `promptText`): the English `prompt` stays for old readers.
  const promptData = { year: s.year, season: s.season, mergedWinter: mergesWinter(s) };
  if (s.phase === 'start') return { mode: 'simultaneous', players: living(s), phase: 'start', prompt: startPrompt(s), promptData };
  if (s.phase === 'retreats') return { mode: 'simultaneous', players: playersToRetreat(s), phase: 'retreats', prompt: 'Retreat (A Cil - Cat) or disband (A Cil disband) each dislodged unit.', promptData };
  if (s.phase === 'winter') return { mode: 'simultaneous', players: living(s), phase: 'winter', prompt: `Winter orders for ${s.year}, one per line: seize treasures, keep or disband units, build, promote, gifts. ${CONDITIONS_HINT}`, promptData };
  const merged = mergesWinter(s) ? ` This game merges the winter with the autumn (diadokhoi §7.11.2): after your autumn orders write a line "winter:" and your winter orders for ${s.year}; nothing after "winter:" means no winter orders. ${CONDITIONS_HINT}` : '';
  return { mode: 'simultaneous', players: living(s), phase: `${s.season}-orders`, prompt: `Orders for ${s.season} ${s.year}, one per line.${merged}`, promptData };
}

/**
 * The game's lines in the reader's language for the kernel's writers (`eventLine`,
 * `problemLine`, `promptLine`): result mails, archives and the terminal speak French too.
 * An event of an old save without typed data keeps its English text.
 */
function sayings(ruleset: RulesetId): Sayings {
  const typeset = (text: string | undefined, lang: Lang) => (text !== undefined && lang === 'fr' ? frenchTypography(text) : text);
  return {
    event: (e, lang) => typeset(eventLine(e, { ruleset, lang }), lang),
    problem: (p, lang) => typeset(problemLine(p, { ruleset, lang }), lang),
    prompt: (p, lang) => typeset(promptText(p.phase, (p.promptData ?? {}) as Parameters<typeof promptText>[1], { ruleset, lang }), lang),
  };
}

function validate(s: WholeState, player: PlayerId, decision: unknown): Result<OrdersDecision> {
  const text = textOf(decision);
  if (text === undefined) return err([problem('bad-decision', 'Orders are text, one order per line.')]);
  // Issue 13: a text beyond what a player writes is refused before any reader sees it.
  const tooBig = sizeProblems(text);
  if (tooBig.length > 0) return err(tooBig);
  const problems: Problem[] = [];
  if (s.phase === 'start') problems.push(...startProblems(s, player, text));
  else if (s.phase === 'winter') problems.push(...orderTextProblems(s, text));
  else if (s.phase === 'retreats') {
    // diadokhoi §7.11.1: a retreat may not depend on the others' retreats of the same step.
    const read = readSeasonText(s, text);
    problems.push(...read.problems);
    const r = military(s.ruleset).validate(s as DiadochiState, player, { orders: read.season });
    if (!r.ok) problems.push(...r.error);
  } else {
    // diadokhoi §7.11.1, §7.11.2: no condition on the season's orders; a merged autumn's winter lines read as winter orders.
    const { read, parts, problems: found } = readOrdersText(s, text);
    problems.push(...found);
    const r = military(s.ruleset).validate(s as DiadochiState, player, { orders: parts.military });
    if (!r.ok) problems.push(...onSeasonLines(r.error, read.season, parts.military));
  }
  return problems.length > 0 ? err(boundProblems(problems)) : ok({ orders: text });
}

/**
 * The military check reads only the military lines; its problems are put back on the lines the
 * player wrote (`splitOrders` keeps them in order), so a refusal is shown on its own line even
 * when political lines come before it.
 */
function onSeasonLines(found: Problem[], season: string, military: string): Problem[] {
  const all = season.split('\n');
  const mine = military.split('\n');
  const at: number[] = [];
  for (let i = 0, j = 0; i < all.length && j < mine.length; i++) {
    if (all[i] !== mine[j]) continue;
    at.push(i);
    j++;
  }
  return found.map((p) => (p.path?.[0] === 'orders' && typeof p.path[1] === 'number' && at[p.path[1]] !== undefined ? { ...p, path: ['orders', at[p.path[1]]!, ...p.path.slice(2)] } : p));
}

/** What the start step asks (`diadoques §12.4`, `diadokhoi §5.3.1`). */
function startPrompt(s: WholeState): string {
  // diadokhoi §5.3.1: mercenary units only; diadoques §12.4: any type within the limits.
  if (rulebook(s).policies.game.startBuys === 'exactly-mercenaries') return 'Buy exactly three mercenary units (winter −322), one per line, in your start province: e.g. "A Mac", or "F Mac" where fleets are allowed. Nothing sent: three mercenary armies.';
  return 'Buy one to three starting units (spring −319), one per line, in your start province: e.g. "A MAC", "Ae Pella", or "F Pydna" where fleets are allowed. Nothing sent: three mercenary armies.';
}

/**
 * Who plays which diadochus (`diadoques §2`): the preference method (`§2.2`–`§2.4`) or by lot
 * (`§2.1`). Diadokhoi has no chapter on it and uses the same (decisions.md). Returns seat → candidate.
 */
function seatsByChapter2(rankings: Record<string, PlayerId[]>, seats: PlayerId[], method: 'preferences' | 'random', dice: Dice): Record<PlayerId, string> {
  const a = method === 'random' ? assignByLot(Object.keys(rankings).sort(), seats, dice) : assignDiadochi(rankings, dice, seats);
  return Object.fromEntries(Object.entries(a.assigned).map(([candidate, seat]) => [seat, candidate]));
}

const MILITARY = { diadoques: militaryDiadoques, diadokhoi: militaryDiadokhoi } as const;
const military = (ruleset: RulesetId) => MILITARY[ruleset];

function definition(ruleset: RulesetId): GameDefinition<WholeState, OrdersDecision, WholeView, GameOptions> {
  return {
    id: ruleset,
    title: profileOf(ruleset).title,
    parseOptions: (raw) => parseOptions(ruleset, raw),
    players: (o) => SCENARIOS[ruleset].find((s) => s.id === o.scenario)!.powers.filter((p) => p.kind === 'player').map((p) => p.power),
    setup(o, ctx) {
      const buys = buysAtStart(ruleset, o.scenario);
      const s: WholeState = { ...initialState(ruleset, o.scenario, { buy: !buys }), phase: buys ? 'start' : 'orders', options: o };
      startVictoryRecord(s);
      const policies = profileOf(ruleset).policies;
      if (policies.neutrals.setupVariants) emitAll(ctx, adoptScenarioRebels(mapOf(ruleset)!, s));
      // diadokhoi §8.1.6–§8.1.8: the variant rules of the starting year (the −296 militias, Epigonoi).
      if (policies.neutrals.setupVariants) emitAll(ctx, openVariantRules(mapOf(ruleset)!, s));
      // diadokhoi §8.6.8–§8.6.10: the neutral powers' AMs and the set-up's political points.
      if (policies.economy.politicalPoints) emitAll(ctx, startInfluence(s, SCENARIOS[ruleset].find((x) => x.id === o.scenario)!, { optionalAm: o.optionalAm === true }));
      return s;
    },
    pending,
    validate,
    resolve(s, decisions, ctx) {
      const texts = Object.fromEntries(Object.entries(decisions).map(([p, d]) => [p, d.orders]));
      if (s.phase === 'start') return resolveStart(s, texts, ctx);
      if (s.phase === 'winter') return resolveWholeWinter(s, texts, ctx);
      // diadokhoi §7.11.2: a merged autumn goes on with its winter in the same step.
      if (s.phase === 'retreats') return resolveMergedWinter(resolveRetreats(s, texts, ctx), ctx);
      return resolveMergedWinter(resolveMilitary(s, texts, ctx), ctx);
    },
    view: viewOf,
    // The bots of `src/bots` read their input and never write to it: one frozen copy of the views' shared parts a step (issue 22).
    frozenBotViews: true,
    legalDecisions: (s, player) => {
      if (s.phase === 'start') return startChoices(s, player);
      // Issue 14 item 4: the winter's builds, disbands, promotions… composed from its listed choices.
      if (s.phase === 'winter') return winterSamples(s, player, winterChoices(s, player, rulesOptions(s.options)) ?? [], (orders) => validate(s, player, { orders }).ok);
      return military(ruleset).legalDecisions?.(s as DiadochiState, player) ?? [];
    },
    // Issue 14 item 3: per unit the legal order kinds and targets of a military season or a retreat step (issue 17);
    // the start purchases (diadoques §12.4, diadokhoi §5.3.1) and the winter's builds, keeps, disbands and promotions (diadoques §10, diadokhoi §5.3).
    choices: (s, player) => {
      if (s.phase === 'start') return purchaseChoices(s, player, startLimits(s.ruleset, s.options.scenario)[player]);
      if (s.phase === 'winter') return winterChoices(s, player, rulesOptions(s.options));
      return military(ruleset).choices?.(s as DiadochiState, player) ?? null;
    },
    decisionKind: 'free',
    // diadoques §12.4: three mercenaries at the start; diadokhoi §7.11.5: besiegers go on, all others hold; no winter orders.
    defaultDecision: (s, player) => ({ orders: s.phase === 'start' ? defaultPurchase(s.ruleset, s.options.scenario, player) : s.phase === 'orders' || s.phase === undefined ? nmrOrders(s, player) : '' }),
    result: (s) => s.result ?? null,
    // diadoques §7a.1–§7b.2, diadokhoi §4.6.2: the players out while the game goes on (the host stops a game whose humans are all out).
    eliminated: (s) => s.powers.filter((p) => p.kind === 'player' && p.eliminated).map((p) => p.id),
    checkInvariants: invariants,
    assignSeats: seatsByChapter2,
    // Issue 21 items 2, 7: the position as its viewer sees it, for result mails and exports.
    picture: (view, lang) => positionSvg(view.state, lang),
    say: sayings(ruleset),
    // The rulebooks' games end only by a victory: the tools that cycle through games play the short game.
    exampleOptions: [{ lastYear: shortGameEnd(ruleset) }],
  };
}

export const diadoques = definition('diadoques');
export const diadokhoi = definition('diadokhoi');
