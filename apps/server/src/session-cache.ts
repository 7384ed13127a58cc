import type { User } from './api.ts';

/** A login session as every request reads it (`Accounts.sessionOf`). */
export interface CachedSession {
  user: Readonly<User>;
  csrf: string;
  tokenHash: string;
  /** The session's own end (ms since the epoch): past it the entry is never served. */
  expiresAt: number;
}

export interface SessionCacheOptions {
  /** Entries kept at most; the oldest goes first. Default 10,000. */
  capacity?: number;
  /** How long an entry is served after its read, at most (ms). Default 30 s. */
  ttlMs?: number;
}

/**
 * The login sessions recently read, by token hash (issue 22): every request looked its session up
 * in the database, one statement (one round trip on PostgreSQL) of the three a game view costs.
 *
 * Safe only where every change to a session or to its user goes through this instance's
 * `Accounts` (SQLite serves one instance, docs/API.md), which wraps each such write in `around`:
 * the user's (or session's) entries are dropped before the write and again after it, and no entry
 * is stored while a write is under way, nor by a read that began before a drop (the `epoch`). So a
 * session ended by logout or a password change, or a user whose role changed, is read from the
 * database again by the first request after the write begins, as without the cache. An entry is
 * never served past its session's expiry, nor `ttlMs` after its read. Ends announced by other
 * instances on the bus (`session-ended`) drop entries too, but that is not a guarantee
 * (`ServerOptions.sessionCache`).
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: CachedSession; until: number }>();
  /** Bumped by every drop: a read that began before one does not store what it read. */
  private epoch = 0;
  /** Writes under way (`around`): nothing is stored meanwhile. */
  private writes = 0;
  private readonly capacity: number;
  private readonly ttlMs: number;

  constructor(
    private readonly clock: () => number,
    options: SessionCacheOptions = {},
  ) {
    this.capacity = options.capacity ?? 10_000;
    this.ttlMs = options.ttlMs ?? 30_000;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The session of `tokenHash` if kept, unexpired and fresh enough. */
  get(tokenHash: string): CachedSession | undefined {
    const e = this.entries.get(tokenHash);
    if (!e) return undefined;
    const now = this.clock();
    if (now >= e.until || now >= e.session.expiresAt) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return e.session;
  }

  /** Taken before a database read whose result may be stored (`put`). */
  mark(): number {
    return this.epoch;
  }

  /** Stores a session read from the database, unless something was dropped since `mark` or a write is under way. */
  put(session: CachedSession, mark: number): void {
    if (mark !== this.epoch || this.writes > 0) return;
    this.entries.delete(session.tokenHash);
    this.entries.set(session.tokenHash, { session: Object.freeze({ ...session, user: Object.freeze({ ...session.user }) }), until: this.clock() + this.ttlMs });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Drops the entries `which` selects. */
  drop(which: (s: CachedSession) => boolean): void {
    this.epoch++;
    for (const [key, e] of this.entries) if (which(e.session)) this.entries.delete(key);
  }

  /** Runs `write`, a change to the sessions or users `which` selects, with their entries dropped before and after it. */
  async around<T>(which: (s: CachedSession) => boolean, write: () => Promise<T>): Promise<T> {
    this.writes++;
    this.drop(which);
    try {
      return await write();
    } finally {
      this.writes--;
      this.drop(which);
    }
  }
}
