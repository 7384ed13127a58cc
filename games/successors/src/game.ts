/** Successors (3rd edition) as a kernel `GameDefinition` (ruleset `successors`). */
import { err, ok, problem } from '@diadochi/kernel';
import type { ChoiceDecision, GameDefinition, GameResult, Pending, Result } from '@diadochi/kernel';
import { SUCCESSORS_DATA } from './data/index.ts';
import { buildRules } from './rules/board.ts';
import type { Rules } from './rules/board.ts';
import type { SuccessorsOptions, SuccessorsState } from './rules/state.ts';
import { FACTIONS, setupGame } from './rules/setup.ts';
import { beginTurn, freeMarkerSpaces } from './rules/turn.ts';
import { applyChoice, choicesOf, isListed } from './rules/actions.ts';
import { invariants } from './rules/invariants.ts';
import { viewOf } from './view.ts';
import type { SuccessorsView } from './view.ts';
import { catalogs } from './i18n/index.ts';

export const RULES: Rules = buildRules(SUCCESSORS_DATA);

const OPTIONAL_KEYS = ['prestigeForIndependents', 'interceptionOptions', 'independentReactions', 'dispersedFleets', 'seleucusEumenesAside'] as const;

export function parseOptions(raw: unknown): Result<SuccessorsOptions> {
  const o = (raw ?? {}) as Record<string, unknown>;
  if (typeof o !== 'object' || Array.isArray(o)) return err([problem('bad-options', 'options are an object', { data: { field: '' } })]);
  const players = o.players ?? 4;
  if (players !== 2 && players !== 3 && players !== 4) return err([problem('bad-options', 'players: 2, 3 or 4', { path: ['players'], rule: 'successors 24', data: { field: 'players' } })]);
  const variant = o.variant ?? 'option-1';
  if (variant !== 'option-1' && variant !== 'option-2') return err([problem('bad-options', 'variant: option-1 or option-2', { path: ['variant'], rule: 'successors 24', data: { field: 'variant' } })]);
  const turns = o.turns ?? 5;
  if (!Number.isInteger(turns) || (turns as number) < 1 || (turns as number) > 5) return err([problem('bad-options', 'turns: 1 to 5', { path: ['turns'], rule: 'successors 21', data: { field: 'turns' } })]);
  const rawOpt = (o.optional ?? {}) as Record<string, unknown>;
  const optional = Object.fromEntries(OPTIONAL_KEYS.map((k) => [k, rawOpt[k] === true])) as SuccessorsOptions['optional'];
  for (const k of Object.keys(rawOpt)) if (!(OPTIONAL_KEYS as readonly string[]).includes(k)) return err([problem('bad-options', `unknown optional rule ${k}`, { path: ['optional', k], rule: 'successors 23', data: { field: k } })]);
  return ok({ players, variant, turns: turns as number, optional });
}

export function pendingOf(s: SuccessorsState): Pending | null {
  const st = s.step;
  if (st.k === 'over' || s.result) return null;
  const reaction = st.k === 'avoid' || st.k === 'intercept' || st.k === 'naval' || st.k === 'intercept-role' || st.k === 'detach' || st.k === 'passage' || st.k === 'mutiny' || st.k === 'storm' || st.k === 'losses' || st.k === 'fortune' || st.k === 'trireme' || st.k === 'indep' || st.k === 'indep-refuse' || st.k === 'intercept-independent' || st.k === 'detach-independent' || st.k === 'avoid-independent' || st.k === 'garrison' || st.k === 'fortune-roll';
  return { mode: reaction ? 'interrupt' : 'turn', players: [st.who], phase: st.k, promptData: promptData(s) };
}

/** The details each prompt line names (catalogs' `prompts[phase]`). */
function promptData(s: SuccessorsState): unknown {
  const st = s.step;
  switch (st.k) {
    case 'reinforce':
      return { cus: Object.values(st.cus).reduce((a, b) => a + b, 0), generals: st.generals.length };
    case 'tyche':
      return { round: s.round };
    case 'ops':
      return { ops: st.ops };
    case 'place-control':
      return { left: st.left };
    case 'start-marker':
      return { province: st.province };
    case 'bonus-event':
    case 'target':
      return { card: st.card };
    case 'move':
      return { roll: st.roll };
    case 'avoid':
    case 'intercept':
    case 'refuse':
    case 'naval':
    case 'intercept-role':
    case 'detach':
    case 'passage':
    case 'mutiny':
    case 'storm':
    case 'fortune':
    case 'trireme':
    case 'indep':
    case 'indep-refuse':
      return { space: st.space };
    case 'intercept-independent':
    case 'detach-independent':
    case 'avoid-independent':
      return { space: st.space, army: st.army };
    case 'garrison':
      return { space: st.space };
    case 'free-markers':
      return { count: freeMarkerSpaces(RULES, s, st.who).length };
    case 'surrender-offer':
      return { space: st.spaces[0]!, owner: s.control[st.spaces[0]!]?.by ?? '' };
    case 'fortune-roll':
      return { kind: st.kind };
    case 'heir':
      return { royal: st.royal };
    case 'losses':
      return { left: st.left, space: st.at === 'dispersed' ? '' : st.at.space };
    case 'independent':
      return { army: st.army, mp: st.mp };
    default:
      return {};
  }
}

/** Every legal decision, one per choice and target. */
export function legalOf(r: Rules, s: SuccessorsState, player: string): ChoiceDecision[] {
  const out: ChoiceDecision[] = [];
  for (const c of choicesOf(r, s, player)) {
    const base: ChoiceDecision = { verb: c.verb, ...(c.subject !== undefined ? { subject: c.subject } : {}) };
    if (c.targets) for (const t of c.targets) out.push({ ...base, target: t });
    else out.push(base);
  }
  return out;
}

const PASSIVE = ['pass', 'deny', 'stand', 'done', 'end', 'skip', 'stop', 'fall-back'];

export function validateChoice(r: Rules, s: SuccessorsState, player: string, raw: unknown): Result<ChoiceDecision> {
  if (s.result) return err([problem('game-over', 'the game is over', { data: {} })]);
  const st = s.step;
  if (st.k === 'over' || st.who !== player) return err([problem('not-your-decision', 'no decision is expected from this player now', { data: { player } })]);
  const d = raw as Partial<ChoiceDecision> | null;
  if (!d || typeof d !== 'object' || typeof d.verb !== 'string' || (d.subject !== undefined && typeof d.subject !== 'string') || (d.target !== undefined && typeof d.target !== 'string')) {
    return err([problem('bad-decision', 'a decision is { verb, subject?, target? } with strings', { path: [], data: {} })]);
  }
  const dec: ChoiceDecision = { verb: d.verb, ...(d.subject !== undefined ? { subject: d.subject } : {}), ...(d.target !== undefined ? { target: d.target } : {}) };
  if (!isListed(choicesOf(r, s, player), dec)) {
    return err([problem('not-legal', 'that choice is not legal now', { path: ['verb'], data: { verb: dec.verb, subject: dec.subject ?? '', target: dec.target ?? '' } })]);
  }
  return ok(dec);
}

export function resultOf(s: SuccessorsState): GameResult | null {
  if (!s.result) return null;
  return { winners: s.result.winners, reason: s.result.reason, rule: s.result.rule, why: { code: s.result.reason, data: { winners: s.result.winners } } };
}

export const successors: GameDefinition<SuccessorsState, ChoiceDecision, SuccessorsView, SuccessorsOptions> = {
  id: 'successors',
  title: 'Successors',
  decisionKind: 'choice',
  catalogs,
  parseOptions,
  players: (o) => FACTIONS.slice(0, o.players),
  setup(o, ctx) {
    const s = setupGame(RULES, o, ctx);
    beginTurn(RULES, s, ctx);
    return s;
  },
  pending: pendingOf,
  validate: (s, player, d) => validateChoice(RULES, s, player, d),
  resolve(s, decisions, ctx) {
    const who = s.step.k === 'over' ? null : s.step.who;
    const d = who ? decisions[who] : undefined;
    if (who && d) applyChoice(RULES, s, who, d, ctx);
    return s;
  },
  view: (s, viewer) => viewOf(RULES, s, viewer),
  choices: (s, player) => (s.step.k !== 'over' && s.step.who === player ? choicesOf(RULES, s, player) : null),
  legalDecisions: (s, player) => legalOf(RULES, s, player),
  defaultDecision(s, player) {
    const legal = legalOf(RULES, s, player);
    return legal.find((d) => PASSIVE.includes(d.verb)) ?? legal[0] ?? { verb: 'pass' };
  },
  result: resultOf,
  checkInvariants: (s) => invariants(RULES, s),
};
