import { chainExists } from './geography.ts';
import type { Prepared } from './prepare.ts';
import type { SpaceId } from './types.ts';

/**
 * Kruijswijk's guess algorithm (DATC v3.0 §5.F, with the `recursion_hits` refinement and the
 * §5.D convoy hack), deciding three kinds of decision:
 * - MOVE: the unit reaches its destination (DATC §5.B.1);
 * - SUPPORT: a matched support is not cut (§5.B.2);
 * - CONVOY: a matched convoying fleet is not dislodged (§5.B.3).
 * Strengths (§5.B.5–5.B.8) are computed from these decisions, with each unit's own strength and
 * each supporter's strength instead of classic Diplomacy's 1.
 *
 * `resolve` decides one decision, guessing (first "fails", then "succeeds") when the recursion
 * meets a decision it is already deciding. When both guesses agree the answer is sure. When they
 * disagree the decisions of the cycle get the backup rule (§5.B.9): a cycle with convoys is a
 * convoy paradox and its convoys fail (Szykman rule); a cycle of moves only is a circular
 * movement and every move succeeds; any other cycle (possible only with variant rules) fails.
 */
export class Resolver {
  private readonly resolved: boolean[];
  private readonly resolution: boolean[];
  private readonly visited: boolean[];
  private cycle: number[] = [];
  private readonly inCycle = new Set<number>();
  private recursionHits = 0;
  private guessBased = false;
  /** Convoys failed by the Szykman rule. */
  readonly paradox = new Set<number>();
  /** Decisions set by the "all fail" backup rule. */
  readonly failedByBackup = new Set<number>();

  constructor(readonly p: Prepared) {
    const n = p.acts.length;
    this.resolved = new Array<boolean>(n).fill(false);
    this.resolution = new Array<boolean>(n).fill(false);
    this.visited = new Array<boolean>(n).fill(false);
  }

  /** Whether an act has a decision: a move, or a matched support or convoy. */
  decides(a: number): boolean {
    const act = this.p.acts[a]!;
    return act.kind === 'move' || ((act.kind === 'support' || act.kind === 'convoy') && act.matched === true);
  }

  run(): void {
    for (let a = 0; a < this.p.acts.length; a++) {
      if (!this.decides(a)) continue;
      // One call suffices (the outermost call is always the ancestor of its cycles); the loop
      // is a guard that the proof of that holds.
      for (let tries = 0; !this.resolved[a]; tries++) {
        if (tries > this.p.acts.length) throw new Error(`decision ${a} could not be resolved`);
        this.resolve(a);
      }
    }
  }

  /** The final answer of a decision (after `run`). */
  outcome(a: number): boolean {
    return this.resolve(a);
  }

  // ---- strengths (DATC §5.B.5–5.B.8) ----

  strength(a: number): number {
    const unit = this.p.acts[a]!.unit;
    return this.p.rules.strength?.(unit) ?? unit.strength ?? 1;
  }

  supportValue(s: number): number {
    const supporter = this.p.acts[s]!;
    const supported = this.p.acts[supporter.target!]!.unit;
    return this.p.rules.supportStrength?.(supporter.unit, supported) ?? this.strength(s);
  }

  /** Sum of the given (uncut) supports of an act, optionally only those of powers other than `not`. */
  supportSum(a: number, not?: string): number {
    let sum = 0;
    for (const s of this.p.supportsOf[a]!) {
      if (not !== undefined && this.p.acts[s]!.unit.power === not) continue;
      if (this.resolve(s)) sum += this.supportValue(s);
    }
    return sum;
  }

  /** The convoy route of a move is unbroken (PATH, §5.B.4): a chain of successful matched convoys. */
  convoyPath(a: number): boolean {
    const act = this.p.acts[a]!;
    const fleets = this.p.convoysOf[a]!.filter((c) => this.resolve(c));
    if (act.route) return act.route.every((f) => fleets.includes(f));
    return chainExists(
      this.p.geo,
      fleets.map((c) => this.p.acts[c]!.unit),
      act.space,
      act.dest!,
    );
  }

  hasPath(a: number): boolean {
    const travel = this.p.acts[a]!.travel;
    return travel === 'convoy' ? this.convoyPath(a) : true;
  }

  usesConvoy(a: number): boolean {
    const travel = this.p.acts[a]!.travel;
    return travel === 'convoy' || (travel === 'either' && this.convoyPath(a));
  }

  /** The opposing move when `a` is in a head-to-head battle: two units swapping without convoy. */
  headToHead(a: number): number | undefined {
    const act = this.p.acts[a]!;
    const o = this.p.occupant.get(act.dest!);
    if (o === undefined) return undefined;
    const other = this.p.acts[o]!;
    if (other.kind !== 'move' || other.dest !== act.space) return undefined;
    return this.usesConvoy(a) || this.usesConvoy(o) ? undefined : o;
  }

  holdStrength(space: SpaceId): number {
    const o = this.p.occupant.get(space);
    if (o === undefined) return 0;
    if (this.p.acts[o]!.kind === 'move') return this.resolve(o) ? 0 : this.strength(o);
    return this.strength(o) + this.supportSum(o);
  }

  attackStrength(a: number): number {
    if (!this.hasPath(a)) return 0;
    const act = this.p.acts[a]!;
    const o = this.p.occupant.get(act.dest!);
    if (o === undefined) return this.strength(a) + this.supportSum(a);
    const leaves = this.p.acts[o]!.kind === 'move' && this.headToHead(a) === undefined && this.resolve(o);
    if (leaves) return this.strength(a) + this.supportSum(a);
    const defender = this.p.acts[o]!.unit.power;
    // No dislodging one's own unit, nor helping another power dislodge it (DATC 6.D.10–6.D.14).
    if (defender === act.unit.power) return 0;
    return this.strength(a) + this.supportSum(a, defender);
  }

  defendStrength(a: number): number {
    return this.strength(a) + this.supportSum(a);
  }

  preventStrength(a: number): number {
    if (!this.hasPath(a)) return 0;
    const opponent = this.headToHead(a);
    if (opponent !== undefined && this.resolve(opponent)) return 0;
    return this.strength(a) + this.supportSum(a);
  }

  // ---- adjudication of one decision, from the other decisions ----

  private adjudicate(a: number): boolean {
    const kind = this.p.acts[a]!.kind;
    if (kind === 'move') return this.adjudicateMove(a);
    if (kind === 'support') return this.adjudicateSupport(a);
    return this.adjudicateConvoy(a);
  }

  adjudicateMove(a: number): boolean {
    const act = this.p.acts[a]!;
    const attack = this.attackStrength(a);
    const opponent = this.headToHead(a);
    if (opponent !== undefined ? attack <= this.defendStrength(opponent) : attack <= this.holdStrength(act.dest!)) return false;
    for (const k of this.p.movesInto.get(act.dest!)!) {
      if (k !== a && attack <= this.preventStrength(k)) return false;
    }
    return true;
  }

  /** The attack that cuts a support or task, if any (§5.B.2): a foreign move with a path, or one that dislodges. */
  cutter(a: number): number | undefined {
    const act = this.p.acts[a]!;
    const supportsMove = act.kind === 'support' && this.p.acts[act.target!]!.kind === 'move';
    for (const m of this.p.movesInto.get(act.space) ?? []) {
      const move = this.p.acts[m]!;
      if (move.unit.power === act.unit.power) continue;
      // An attack from the space the support is aimed at cuts it only by dislodging (DATC 6.D.15).
      if (supportsMove && move.space === act.into) {
        if (this.resolve(m)) return m;
      } else if (this.hasPath(m)) {
        return m;
      }
    }
    return undefined;
  }

  private adjudicateSupport(a: number): boolean {
    return this.cutter(a) === undefined;
  }

  private adjudicateConvoy(a: number): boolean {
    // §5.D: the attacks on a convoying fleet are adjudicated, not resolved, so that convoy
    // paradoxes form one clean cycle (fleet and support) even in Pandin's paradox.
    for (const m of this.p.movesInto.get(this.p.acts[a]!.space) ?? []) {
      if (this.resolved[m] ? this.resolution[m] : this.adjudicateMove(m)) return false;
    }
    return true;
  }

  // ---- the guess algorithm (§5.F) ----

  private resolve(a: number): boolean {
    if (this.resolved[a]) return this.resolution[a]!;
    if (this.inCycle.has(a)) {
      this.guessBased = true;
      return this.resolution[a]!;
    }
    if (this.visited[a]) {
      // The recursion met this decision again: a cyclic dependency. Use the current guess.
      this.addToCycle(a);
      this.guessBased = true;
      this.recursionHits++;
      return this.resolution[a]!;
    }
    this.visited[a] = true;
    const oldCycle = this.cycle.length;
    const oldGuessBased = this.guessBased;
    const oldHits = this.recursionHits;
    this.guessBased = false;
    this.resolution[a] = false;
    const first = this.adjudicate(a);
    if (!this.guessBased) {
      this.guessBased = oldGuessBased;
      return this.settle(a, first);
    }
    if (this.inCycle.has(a)) this.recursionHits--;
    if (this.recursionHits === oldHits) {
      // This decision is the ancestor of the whole cycle: try the other guess.
      this.truncateCycle(oldCycle);
      this.resolution[a] = true;
      const second = this.adjudicate(a);
      this.recursionHits = oldHits;
      this.guessBased = oldGuessBased;
      if (first === second) {
        this.truncateCycle(oldCycle);
        return this.settle(a, first);
      }
      this.backupRule(this.cycle.slice(oldCycle));
      this.truncateCycle(oldCycle);
      this.visited[a] = false;
      return this.resolve(a);
    }
    // A cycle was met, but it started above this decision: retreat further, keeping the guess.
    this.addToCycle(a);
    this.resolution[a] = first;
    this.visited[a] = false;
    return first;
  }

  private settle(a: number, value: boolean): boolean {
    this.resolution[a] = value;
    this.resolved[a] = true;
    this.visited[a] = false;
    return value;
  }

  private addToCycle(a: number): void {
    if (this.inCycle.has(a)) return;
    this.inCycle.add(a);
    this.cycle.push(a);
  }

  private truncateCycle(length: number): void {
    for (const a of this.cycle.splice(length)) this.inCycle.delete(a);
  }

  /** DATC §5.B.9: Szykman rule for convoy paradoxes, success for circular movement, else failure. */
  private backupRule(cycle: number[]): void {
    const kinds = cycle.map((a) => this.p.acts[a]!.kind);
    if (kinds.includes('convoy')) {
      for (const a of cycle) {
        if (this.p.acts[a]!.kind !== 'convoy') continue;
        this.paradox.add(a);
        this.settle(a, false);
      }
    } else if (kinds.every((k) => k === 'move')) {
      for (const a of cycle) this.settle(a, true);
    } else {
      for (const a of cycle) {
        this.failedByBackup.add(a);
        this.settle(a, false);
      }
    }
  }
}
