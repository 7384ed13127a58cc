/** Syracuse as a kernel `GameDefinition` (`decisionKind: 'choice'`). */
import { err, ok, problem } from '@diadochi/kernel';
import type { Choice, ChoiceDecision, GameDefinition, GameResult, Pending, Problem, Result } from '@diadochi/kernel';
import type { Side } from './data/map.ts';
import { UNIT } from './data/counters.ts';
import { catalogs } from './catalog/index.ts';
import { apply, choicesFor, startTurn } from './engine.ts';
import { invariantViolations } from './invariants.ts';
import { baseState } from './setup.ts';
import { SIDES } from './state.ts';
import type { ScenarioId, SyracuseState } from './state.ts';
import { promptData } from './prompt.ts';
import { viewOf } from './view.ts';
import type { SyracuseView } from './view.ts';

export interface SyracuseOptions {
  scenario: ScenarioId;
}

/** Decisions the other player answers during an action phase (`interrupt`, `syracuse 2.B.3.0.6`). */
const INTERRUPTS = new Set(['react', 'withdraw', 'combat-strat', 'reroll', 'after-combat', 'retreat', 'losses']);

export function pendingOf(s: SyracuseState): Pending | null {
  const st = s.step;
  if (st.k === 'over') return null;
  const active = s.actionSide;
  const mode = INTERRUPTS.has(st.k) && active !== undefined && st.side !== active ? 'interrupt' : 'turn';
  return { mode, players: [st.side], phase: st.k, promptData: promptData(s) };
}

/** Every legal decision, one per choice target (bots, fuzzing). */
export function legalOf(s: SyracuseState, player: string): ChoiceDecision[] | null {
  const cs = choicesFor(s, player as Side);
  if (!cs) return null;
  const out: ChoiceDecision[] = [];
  // the decisions built field by field in the order verb, subject, target (no spread: bots list these at every step of a playout)
  for (const c of cs) {
    const { verb, subject, targets } = c;
    if (targets) {
      if (subject !== undefined) for (const target of targets) out.push({ verb, subject, target });
      else for (const target of targets) out.push({ verb, target });
    } else out.push(subject !== undefined ? { verb, subject } : { verb });
  }
  return out;
}

function matches(c: Choice, d: ChoiceDecision): boolean {
  if (c.verb !== d.verb || c.subject !== d.subject) return false;
  return c.targets ? d.target !== undefined && c.targets.includes(d.target) : d.target === undefined;
}

export function validateDecision(s: SyracuseState, player: string, raw: unknown): Result<ChoiceDecision> {
  const cs = choicesFor(s, player as Side);
  if (!cs) return err([problem('not-your-turn', 'not-your-turn', { path: [], data: { player: String(player).slice(0, 20) } })]);
  if (typeof raw !== 'object' || raw === null || typeof (raw as { verb?: unknown }).verb !== 'string') return err([problem('bad-decision', 'bad-decision', { path: [], data: {} })]);
  const r = raw as Record<string, unknown>;
  const d: ChoiceDecision = { verb: String(r.verb) };
  if (typeof r.subject === 'string') d.subject = r.subject;
  if (typeof r.target === 'string') d.target = r.target;
  if ((r.subject !== undefined && typeof r.subject !== 'string') || (r.target !== undefined && typeof r.target !== 'string')) return err([problem('bad-decision', 'bad-decision', { path: [], data: {} })]);
  // the problem names only the verb: never what the player holds or could have chosen
  if (!cs.some((c) => matches(c, d))) {
    const where = cs.some((c) => c.verb === d.verb) ? (cs.some((c) => c.verb === d.verb && c.subject === d.subject) ? 'target' : 'subject') : 'verb';
    return err([problem('not-a-choice', 'not-a-choice', { path: [where], data: { verb: d.verb.slice(0, 40) }, rule: 'syracuse 2' })]);
  }
  return ok(d);
}

function parseOptions(raw: unknown): Result<SyracuseOptions> {
  if (raw === undefined || raw === null) return ok({ scenario: 'historical' });
  if (typeof raw !== 'object') return err([problem('bad-options', 'bad-options')]);
  const sc = (raw as { scenario?: unknown }).scenario ?? 'historical';
  if (sc !== 'historical' && sc !== 'variant' && sc !== 'alcibiades') return err([problem('unknown-scenario', 'unknown-scenario', { data: { scenario: String(sc).slice(0, 40) }, rule: 'syracuse 10' })]);
  return ok({ scenario: sc });
}

export function resultOf(s: SyracuseState): GameResult | null {
  const r = s.result;
  if (!r) return null;
  const ranking = r.winners.length === 1 ? [[r.winners[0]!], SIDES.filter((x) => x !== r.winners[0])] : [[...SIDES]];
  const vp = r.vp ?? { ath: 0, syr: 0 };
  return { winners: r.winners, ranking, ...(r.vp ? { scores: r.vp } : {}), reason: `${r.level}:${r.reason}`, why: { code: r.reason, data: { winners: r.winners, level: r.level, vpAth: vp.ath, vpSyr: vp.syr } }, rule: r.rule };
}

export const syracuse: GameDefinition<SyracuseState, ChoiceDecision, SyracuseView, SyracuseOptions> = {
  id: 'syracuse',
  title: 'Syracuse, 415–413 BC',
  decisionKind: 'choice',
  catalogs,
  parseOptions,
  players: () => ['ath', 'syr'],
  setup(options, ctx) {
    const s = baseState(options.scenario);
    startTurn(s, ctx);
    return s;
  },
  pending: pendingOf,
  validate: validateDecision,
  resolve(s, decisions, ctx) {
    for (const [player, d] of Object.entries(decisions)) apply(s, player as Side, d, ctx);
    return s;
  },
  view: (s, viewer) => viewOf(s, viewer as Side | null),
  choices: (s, player) => choicesFor(s, player as Side),
  legalDecisions: legalOf,
  defaultDecision(s, player) {
    // the no-move rule: pass where one may, else the first listed choice (a window's pass, the least AP…)
    const cs = choicesFor(s, player as Side);
    if (!cs || cs.length === 0) return { verb: 'pass' };
    const quiet = cs.find((c) => ['pass', 'done', 'stay', 'end'].includes(c.verb));
    const c = quiet ?? cs[0]!;
    return { verb: c.verb, ...(c.subject ? { subject: c.subject } : {}), ...(c.targets ? { target: c.targets[0] } : {}) };
  },
  result: resultOf,
  checkInvariants: invariantViolations,
  // syracuse 2.A.1: the counters in a player's hand, secret until played
  secrets: (s, player) => [...(s.hands[player as Side] ?? [])],
  exampleOptions: [{ scenario: 'historical' }, { scenario: 'variant' }, { scenario: 'alcibiades' }],
};

export type { Problem };
export const unitSpec = UNIT;
