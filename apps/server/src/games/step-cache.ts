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
  /** The same as JSON text, made when they are kept (`StepCache.viewText`, `legalText`). */
  readonly texts = new Map<string, ViewText | string>();
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

/**
 * A seat's view as JSON text around its `missing` list, which each request fills in (issue 22):
 * `head`, the text up to that key's value (no comma); `tail`, the members after it (none: '').
 */
export interface ViewText {
  head: string;
  tail: string;
}

/** `JSON.stringify(view)` cut around the value of `missing`; null when the view has no such key, or has `mySubmission` (which a request appends). */
export function viewTextOf(view: Record<string, unknown>): ViewText | null {
  const keys = Object.keys(view);
  const at = keys.indexOf('missing');
  if (at < 0 || keys.includes('mySubmission')) return null;
  // `fromEntries` defines own members (even one named __proto__), in the view's order.
  const part = (ks: string[]) => JSON.stringify(Object.fromEntries(ks.map((k) => [k, view[k]])));
  return { head: part(keys.slice(0, at)).slice(0, -1), tail: part(keys.slice(at + 1)).slice(1, -1) };
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

  /**
   * The JSON text of a seat's kept view (`viewTextOf`), made once per step and seat (issue 22:
   * a view holds the game's log, which grows with the game, and was serialized at every
   * request); null when the view is not kept (the game moved on meanwhile) or cannot be cut.
   */
  viewText(e: StepEntry, power: PlayerId | null): ViewText | null {
    const key = `view:${power ?? ''}`;
    const text = e.texts.get(key);
    if (text !== undefined) return text as ViewText;
    if (!e.kept.has(key) || this.entries.get(e.gameId) !== e) return null;
    const cut = viewTextOf(e.kept.get(key) as Record<string, unknown>);
    if (cut) this.keepText(e, key, cut, cut.head.length + cut.tail.length);
    return cut;
  }

  /** A seat's kept legal decisions as JSON text, made once per step and seat; null when they are not kept. */
  legalText(e: StepEntry, power: PlayerId): string | null {
    const key = `legal:${power}`;
    const text = e.texts.get(key);
    if (text !== undefined) return text as string;
    if (!e.kept.has(key) || this.entries.get(e.gameId) !== e) return null;
    const json = JSON.stringify(e.kept.get(key));
    this.keepText(e, key, json, json.length);
    return json;
  }

  private keepText(e: StepEntry, key: string, text: ViewText | string, length: number): void {
    const bytes = 2 * length;
    e.texts.set(key, text);
    e.bytes += bytes;
    this.held += bytes;
    this.trim();
  }

  private keep<T>(e: StepEntry, key: string, value: T): T {
    // Another request may have moved the game on meanwhile: the value is then served, not kept.
    if (this.entries.get(e.gameId) !== e) return value;
    // Its JSON text is made now, once: it measures the value and is what `viewText`/`legalText` serve.
    const text = key.startsWith('view:') ? viewTextOf(value as Record<string, unknown>) : (JSON.stringify(value) ?? null);
    const length = text === null ? (JSON.stringify(value)?.length ?? 4) : typeof text === 'string' ? text.length : text.head.length + text.tail.length;
    // The value and, when kept, its text.
    const bytes = 2 * length * (text === null ? 1 : 2);
    e.kept.set(key, value);
    if (text !== null) e.texts.set(key, text);
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
