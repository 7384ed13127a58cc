import type { GameDefinition, Pending, PlayerId, PlayerView } from '@diadochi/kernel';
import type { GameRow, SessionCore } from './store.ts';

/**
 * What every request of one step of a game reads alike (issue 22): the parsed session column,
 * the pending players, each seat's view of the state and its legal decisions. A step's state never changes, so
 * they are computed once per step rather than at every submission and every page refresh; a
 * submission touches none of them (the views are built without the step's submissions, which
 * each request adds: `missing`, `mySubmission`).
 *
 * An entry is found by the row's step and its session column, so a row read from the database
 * is always served what it holds, whichever instance wrote it.
 */
export class StepEntry {
  readonly core: SessionCore;
  private pendingMemo: { value: Pending | null } | null = null;
  private eliminatedMemo: ReadonlySet<string> | null = null;
  /** Seats' views ('view:' and the seat, '' for a spectator) and legal decisions ('legal:' and the seat). */
  readonly kept = new Map<string, unknown>();
  /** Estimated bytes held (the column's text, its parsed form, the views' JSON). */
  bytes: number;

  constructor(
    readonly gameId: string,
    readonly step: number,
    readonly session: string,
    private readonly def: GameDefinition | undefined,
  ) {
    this.core = JSON.parse(session) as SessionCore;
    this.bytes = 3 * session.length;
  }

  /**
   * The seats out of the game at this step (`GameDefinition.eliminated`), asked of the rules once
   * per step instead of at every summary; none when the game cannot say or fails to.
   */
  get eliminated(): ReadonlySet<string> {
    if (!this.eliminatedMemo) {
      let out: ReadonlySet<string>;
      try {
        out = new Set(this.def?.eliminated?.(this.core.state) ?? []);
      } catch {
        out = new Set();
      }
      this.eliminatedMemo = out;
    }
    return this.eliminatedMemo;
  }

  /** The rules' pending decisions of this step (null: the game is over or its ruleset is not installed). */
  get pending(): Pending | null {
    this.pendingMemo ??= { value: this.def ? this.def.pending(this.core.state) : null };
    return this.pendingMemo.value;
  }
}

/** Steps kept across games, least recently used out, bounded by the bytes they hold (the issue asks for bytes, not a count). */
export class StepCache {
  private readonly entries = new Map<string, StepEntry>();
  private held = 0;

  constructor(readonly maxBytes = 64 * 2 ** 20) {}

  /** The entry of the step `row` is at (parsed now if the cache holds another step or another column). */
  of(row: GameRow, def: GameDefinition | undefined): StepEntry {
    let e = this.entries.get(row.id);
    if (e && e.step === row.step && e.session === row.session) {
      this.entries.delete(row.id);
      this.entries.set(row.id, e);
      return e;
    }
    if (e) this.drop(e);
    e = new StepEntry(row.id, row.step, row.session, def);
    this.entries.set(row.id, e);
    this.held += e.bytes;
    this.trim();
    return e;
  }

  /** A seat's view of the entry's step, without submissions; `build` runs once per step and seat. */
  async view(e: StepEntry, power: PlayerId | null, build: () => Promise<PlayerView>): Promise<PlayerView> {
    const key = `view:${power ?? ''}`;
    if (e.kept.has(key)) return e.kept.get(key) as PlayerView;
    return this.keep(e, key, await build());
  }

  /** A seat's legal decisions at the entry's step (null: the game does not list them); `build` runs once per step and seat. */
  legal(e: StepEntry, power: PlayerId, build: () => unknown[] | null): unknown[] | null {
    const key = `legal:${power}`;
    if (e.kept.has(key)) return e.kept.get(key) as unknown[] | null;
    return this.keep(e, key, build());
  }

  private keep<T>(e: StepEntry, key: string, value: T): T {
    // Another request may have moved the game on meanwhile: the value is then served, not kept.
    if (this.entries.get(e.gameId) !== e) return value;
    const bytes = 2 * (JSON.stringify(value)?.length ?? 4);
    e.kept.set(key, value);
    e.bytes += bytes;
    this.held += bytes;
    this.trim();
    return value;
  }

  forget(gameId: string): void {
    const e = this.entries.get(gameId);
    if (e) this.drop(e);
  }

  get bytes(): number {
    return this.held;
  }

  get size(): number {
    return this.entries.size;
  }

  private drop(e: StepEntry): void {
    this.entries.delete(e.gameId);
    this.held -= e.bytes;
  }

  /** Oldest out until under the bound; the newest entry stays even alone over it (it is being served). */
  private trim(): void {
    while (this.held > this.maxBytes && this.entries.size > 1) this.drop(this.entries.values().next().value!);
  }
}
