/**
 * The rest of a turn, planned: once the travelling dice are rolled (phalanxx §roll.1) nothing
 * is left to chance until the player passes them on (§pass-dice.1), so his remaining decisions
 * (three actions §actions.1, meeples fixing dice §meeple-die.1, the Blacksmith §equipment.2,
 * meeples brought along §conquer.5, the card turned §conflict.3, the die swapped §talents.2) are
 * searched depth-first to the end of the turn and each ending valued by `evaluate`. Orders of
 * the same actions that reach the same position are valued once (a transposition table).
 */
import { applyDecision } from '../apply.ts';
import type { Decision } from '../decisions.ts';
import { currentSeat, legalDecisions } from '../legal.ts';
import { cloneState } from '../state.ts';
import type { PhalanxxState } from '../types.ts';
import type { FastChance } from './chance.ts';
import { silent } from './chance.ts';
import { evaluate } from './evaluate.ts';
import type { EvalWeights } from './evaluate.ts';
import { quickValue } from './policy.ts';

export interface PlanLimits {
  /** Main actions (play, conquer, push, income) kept per node, best first by the quick policy value. */
  width: number;
  /** Positions expanded at most; past it every node keeps only its best main action (deterministic, not timed). */
  nodes: number;
}

export interface Plan {
  decision: Decision | null;
  value: number;
  nodes: number;
}

/** Steps of a turn after its roll: the planner's ground. */
const AFTER_ROLL = new Set(['action', 'take-meeple', 'rotate', 'swap-die']);

export function afterRoll(state: PhalanxxState): boolean {
  return AFTER_ROLL.has(state.step);
}

function dieKey(d: { colour: string; value: number } | null): string {
  return d ? `${d.colour[0]}${d.value}` : '-';
}

/** Everything the rest of the turn can change or read (the other hands and the pile it cannot). */
function positionKey(state: PhalanxxState): string {
  const seat = currentSeat(state);
  const parts: string[] = [state.step, state.rolled.map(dieKey).join(''), seat.personal.map(dieKey).join(''), seat.grey.map((d) => (d ? d.colour[0] : '-')).join('')];
  parts.push(String(seat.talents), String(seat.reserve), [...seat.hand].sort().join(','), seat.played.map((p) => (p.turned ? `${p.card}'` : p.card)).join(','));
  let regions = '';
  for (const id in state.regions) {
    const h = state.regions[id]!;
    if (h.owner !== null) regions += `${id[0]}${id[1]}${id[2]}${h.owner[0]}${h.meeples}`;
  }
  parts.push(regions);
  if (state.conquest) parts.push(`${state.conquest.region}${state.conquest.toTake}`);
  parts.push(String(state.incomeSlot), state.turnFlags.forgeUsed ? 'f' : '', state.display.join(','), String(state.deck.length));
  for (const s of state.seats) if (s !== seat) parts.push(s.personal.map(dieKey).join(''));
  if (state.maxx) parts.push(state.maxx.personal.map(dieKey).join(''));
  return parts.join('|');
}

/** A canonical key for decisions that lead to the same position (equal dice are interchangeable). */
function decisionClass(state: PhalanxxState, d: Decision): string {
  switch (d.do) {
    case 'play':
      return `play ${dieKey(state.rolled[d.die]!)} ${d.slot} ${d.card}`;
    case 'conquer':
      return `conquer ${dieKey(state.rolled[d.die]!)} ${d.slot} ${d.region}`;
    case 'push':
    case 'income':
      return `${d.do} ${dieKey(state.rolled[d.die]!)} ${d.slot}`;
    case 'fix-die':
    case 'forge':
      return `${d.do} ${dieKey(state.rolled[d.die]!)} ${d.value}`;
    case 'rotate':
      return 'rotate'; // which card is turned changes no score (phalanxx §conflict.3, §scoring.3)
    default:
      return JSON.stringify(d);
  }
}

/**
 * Setting a die (a meeple §meeple-die.1 or the Blacksmith §equipment.2) is worth trying only to
 * reach a free slot's personal die, or — free with the Blacksmith — for a push at 1 or 6.
 */
function usefulSetting(state: PhalanxxState, d: Decision & { die: number; value: number }): boolean {
  const seat = currentSeat(state);
  const rolled = state.rolled[d.die]!;
  for (let slot = 0; slot < 3; slot++) {
    if (seat.grey[slot]) continue;
    const own = seat.personal[slot]!.value;
    if (rolled.value < own && d.value === own) return true;
  }
  return d.do === 'forge' && (d.value === 1 || d.value === 6);
}

/** The decisions worth searching at a node, best first. */
export function candidates(state: PhalanxxState, width: number): Decision[] {
  const seat = currentSeat(state);
  const legal = legalDecisions(state, seat.id);
  if (legal.length <= 1) return legal;
  const seen = new Set<string>();
  const main: { d: Decision; q: number }[] = [];
  const settings: Decision[] = [];
  for (const d of legal) {
    const k = decisionClass(state, d);
    if (seen.has(k)) continue;
    seen.add(k);
    if (d.do === 'fix-die' || d.do === 'forge') {
      if (usefulSetting(state, d)) settings.push(d);
    } else main.push({ d, q: quickValue(state, d) });
  }
  main.sort((a, b) => b.q - a.q);
  return [...main.slice(0, width).map((m) => m.d), ...settings];
}

export class TurnPlanner {
  private readonly table = new Map<string, number>();
  nodes = 0;

  constructor(
    private readonly me: string,
    private readonly limits: PlanLimits,
    private readonly weights: EvalWeights | undefined,
    private readonly chance: FastChance,
  ) {}

  /** The best value reachable from `state` by the end of this turn (the state is not changed). */
  value(state: PhalanxxState, turn: number): number {
    if (state.step === 'over' || state.turn !== turn || !afterRoll(state)) return evaluate(state, this.me, this.weights);
    const key = positionKey(state);
    const known = this.table.get(key);
    if (known !== undefined) return known;
    this.nodes++;
    const width = this.nodes > this.limits.nodes ? 1 : this.limits.width;
    let best = -Infinity;
    const list = candidates(state, width);
    for (const d of this.nodes > this.limits.nodes ? list.slice(0, 1) : list) {
      const v = this.value(this.after(state, d), turn);
      if (v > best) best = v;
    }
    if (best === -Infinity) best = evaluate(state, this.me, this.weights);
    this.table.set(key, best);
    return best;
  }

  /** The static evaluation for the planner's player. */
  evaluate(state: PhalanxxState): number {
    return evaluate(state, this.me, this.weights);
  }

  /** The decisions now with the best value each reaches by the end of the turn, best first (ties keep the candidates' order). */
  rank(state: PhalanxxState): { decision: Decision; value: number }[] {
    const out = candidates(state, this.limits.width).map((d) => ({ decision: d, value: this.value(this.after(state, d), state.turn) }));
    return out.map((o, i) => ({ ...o, i })).sort((a, b) => b.value - a.value || a.i - b.i).map(({ decision, value }) => ({ decision, value }));
  }

  /** The best decision now and its value. */
  best(state: PhalanxxState): Plan {
    const ranked = this.rank(state);
    if (ranked.length === 0) return { decision: null, value: evaluate(state, this.me, this.weights), nodes: this.nodes };
    return { decision: ranked[0]!.decision, value: ranked[0]!.value, nodes: this.nodes };
  }

  private after(state: PhalanxxState, d: Decision): PhalanxxState {
    const s = cloneState(state);
    // Nothing is rolled after the roll within a turn; the solo game's refill at its end draws
    // from the (sampled) pile without dice.
    applyDecision(s, d, silent(this.chance));
    return s;
  }
}
