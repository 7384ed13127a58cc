import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Storage } from './db/open.ts';
import type { Kysely } from 'kysely';
import { prepared } from './db/prepared.ts';
import type { Database, UsersTable } from './db/schema.ts';
import { conflict, forbidden, HttpError } from './http/errors.ts';
import { LoginThrottle } from './login-throttle.ts';
import type { AccountThrottleOptions } from './login-throttle.ts';
import { refuseWeakPassword } from './password-policy.ts';
import type { SessionCache } from './session-cache.ts';

import type { User } from './api.ts';

export type { User };

export interface PasswordHashing {
  /** KiB; OWASP's argon2id minimum is 19 MiB. Tests lower it to stay fast. */
  memoryCost?: number;
  timeCost?: number;
}

export interface LoggedIn {
  user: User;
  /** Cookie value; only its hash is stored. */
  token: string;
  csrf: string;
}

const SESSION_TTL = 30 * 24 * 3600 * 1000;

/** A login refused because its name is locked after too many failures (429 with Retry-After). */
export class LoginThrottled extends HttpError {
  constructor(readonly retryAfterMs: number) {
    super(429, 'login-throttled', 'Too many failed logins for this name; wait before trying again.');
  }
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
/** Every request's login session (issue 22: compiled once, `prepared.ts`). */
const sessionQ = prepared((db: Kysely<Database>, a: { th: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.name', 'users.role', 'sessions.csrf', 'sessions.expires_at'])
    .where('sessions.token_hash', '=', a.th),
);

const randomToken = () => randomBytes(32).toString('base64url');
const toUser = (u: Pick<UsersTable, 'id' | 'name' | 'role'>): User => ({ id: u.id, name: u.name, role: u.role });

/** Users, password hashes (argon2id) and login sessions. */
export class Accounts {
  /** A hash to verify against when the name is unknown, so timing does not tell which names exist. */
  private dummy: Promise<string>;
  private readonly throttle: LoginThrottle | null;
  /** ADMIN_USERS names that had no account at start: the one-time token that makes them admin. */
  private readonly adminTokens = new Map<string, string>();

  constructor(
    private readonly storage: Storage,
    private readonly opts: {
      hashing: PasswordHashing;
      admins: string[];
      clock: () => number;
      accountThrottle: AccountThrottleOptions | false;
      /** Sessions recently read (issue 22; `SessionCache`); null: each request reads the database. */
      sessionCache?: SessionCache | null;
    },
  ) {
    this.dummy = this.hashPassword(randomToken());
    this.throttle = opts.accountThrottle ? new LoginThrottle(opts.accountThrottle, opts.clock) : null;
  }

  /**
   * Binds the configured admin names at start (issue 13: whoever registered such a name first
   * became admin). A name whose account exists now becomes admin; for one that does not, a
   * one-time token is made: its future owner claims the role with it (`claimAdmin`), and the
   * operator, who alone sees the start log, hands it over. Returns those tokens by name.
   */
  async bindAdmins(): Promise<Map<string, string>> {
    const db = this.storage.db;
    for (const name of this.opts.admins) {
      const key = name.toLowerCase();
      const row = await db.selectFrom('users').select(['id', 'password_hash']).where('name_key', '=', key).executeTakeFirst();
      if (row && row.password_hash !== '!system') await this.changingUser(row.id, () => db.updateTable('users').set({ role: 'admin' }).where('id', '=', row.id).execute());
      else if (!row && !this.adminTokens.has(key)) this.adminTokens.set(key, randomToken());
    }
    return new Map(this.adminTokens);
  }

  /** The admin role for the owner of a configured name that had no account at start, once, with its token. */
  async claimAdmin(user: User, token: string): Promise<User> {
    const key = user.name.toLowerCase();
    const expected = this.adminTokens.get(key);
    const ok = expected !== undefined && expected.length === token.length && timingSafeEqual(Buffer.from(expected), Buffer.from(token));
    if (!ok) throw forbidden('That is not the admin token of this account.');
    this.adminTokens.delete(key);
    return (await this.setRole(user.id, 'admin'))!;
  }

  private hashPassword(password: string): Promise<string> {
    return hash(password, { memoryCost: this.opts.hashing.memoryCost ?? 19456, timeCost: this.opts.hashing.timeCost ?? 2, parallelism: 1 });
  }

  private async checkPassword(stored: string, password: string): Promise<boolean> {
    try {
      return await verify(stored, password);
    } catch {
      return false; // an unusable hash (system users) never matches
    }
  }

  /**
   * A new account. The password is judged first (it does not depend on who exists), then hashed
   * whether or not the name is free, so a taken name is refused after the same work as a
   * registration that succeeds (docs/API.md, "Which names exist").
   */
  async register(name: string, password: string): Promise<LoggedIn> {
    const db = this.storage.db;
    const key = name.toLowerCase();
    refuseWeakPassword(password, name, 'password');
    const password_hash = await this.hashPassword(password);
    if (await db.selectFrom('users').select('id').where('name_key', '=', key).executeTakeFirst()) {
      throw conflict('name-taken', 'That name is taken.');
    }
    const user = { id: randomUUID(), name, name_key: key, password_hash, role: 'player', created_at: this.opts.clock() } as const;
    try {
      await db.insertInto('users').values(user).execute();
    } catch {
      throw conflict('name-taken', 'That name is taken.'); // lost a race on the unique index
    }
    return this.openSession(toUser(user));
  }

  /** A user who cannot log in (the demo's game master). */
  async systemUser(name: string): Promise<User> {
    const db = this.storage.db;
    const key = name.toLowerCase();
    const found = await db.selectFrom('users').select(['id', 'name', 'role']).where('name_key', '=', key).executeTakeFirst();
    if (found) return toUser(found);
    const user = { id: randomUUID(), name, name_key: key, password_hash: '!system', role: 'player', created_at: this.opts.clock() } as const;
    await db.insertInto('users').values(user).onConflict((oc) => oc.column('name_key').doNothing()).execute();
    const row = await db.selectFrom('users').select(['id', 'name', 'role']).where('name_key', '=', key).executeTakeFirstOrThrow();
    return toUser(row);
  }

  async login(name: string, password: string): Promise<LoggedIn> {
    const wait = this.throttle?.wait(name) ?? 0;
    if (wait > 0) throw new LoginThrottled(wait);
    // Counted as a failure until the password proves right: guesses sent all at once cannot all
    // pass the check above while the first ones are still being verified.
    this.throttle?.failed(name);
    const row = await this.storage.db.selectFrom('users').selectAll().where('name_key', '=', name.toLowerCase()).executeTakeFirst();
    const ok = await this.checkPassword(row?.password_hash ?? (await this.dummy), password);
    if (!row || !ok) throw new HttpError(401, 'bad-credentials', 'Unknown name or wrong password.');
    this.throttle?.succeeded(name);
    return this.openSession(toUser(row));
  }

  private async openSession(user: User): Promise<LoggedIn> {
    const token = randomToken();
    const csrf = randomToken();
    const now = this.opts.clock();
    await this.storage.db
      .insertInto('sessions')
      .values({ token_hash: tokenHash(token), user_id: user.id, csrf, created_at: now, expires_at: now + SESSION_TTL })
      .execute();
    return { user, token, csrf };
  }

  async sessionOf(token: string): Promise<{ user: User; csrf: string; tokenHash: string } | null> {
    const th = tokenHash(token);
    const cache = this.opts.sessionCache;
    const kept = cache?.get(th);
    if (kept) return { user: kept.user, csrf: kept.csrf, tokenHash: th };
    const mark = cache?.mark() ?? 0;
    const row = (await sessionQ(this.storage.db, { th })).rows[0];
    if (!row || row.expires_at <= this.opts.clock()) return null;
    const user = toUser(row);
    cache?.put({ user, csrf: row.csrf, tokenHash: th, expiresAt: row.expires_at }, mark);
    return { user, csrf: row.csrf, tokenHash: th };
  }

  /** Runs a write that changes the user `userId` (his role, his sessions) with his cached sessions dropped around it. */
  private changingUser<T>(userId: string, write: () => Promise<T>, keepTokenHash?: string): Promise<T> {
    const cache = this.opts.sessionCache;
    return cache ? cache.around((s) => s.user.id === userId && s.tokenHash !== keepTokenHash, write) : write();
  }

  /** Sessions ended on another instance (the bus's `session-ended`): dropped from the cache. */
  sessionsEnded(userId: string, session?: string): void {
    this.opts.sessionCache?.drop((s) => s.user.id === userId && (session === undefined || s.tokenHash === session));
  }

  async logout(th: string): Promise<void> {
    const write = () => this.storage.db.deleteFrom('sessions').where('token_hash', '=', th).execute();
    const cache = this.opts.sessionCache;
    await (cache ? cache.around((s) => s.tokenHash === th, write) : write());
  }

  /** Changes the password and ends every other session of the user. */
  async changePassword(userId: string, current: string, next: string, keepTokenHash: string): Promise<void> {
    const db = this.storage.db;
    const row = await db.selectFrom('users').select(['password_hash', 'name']).where('id', '=', userId).executeTakeFirstOrThrow();
    if (!(await this.checkPassword(row.password_hash, current))) throw new HttpError(403, 'bad-credentials', 'The current password is wrong.');
    refuseWeakPassword(next, row.name, 'next');
    const password_hash = await this.hashPassword(next);
    await this.changingUser(
      userId,
      () =>
        db.transaction().execute(async (trx) => {
          await trx.updateTable('users').set({ password_hash }).where('id', '=', userId).execute();
          await trx.deleteFrom('sessions').where('user_id', '=', userId).where('token_hash', '!=', keepTokenHash).execute();
        }),
      keepTokenHash,
    );
  }

  async listUsers(): Promise<User[]> {
    const rows = await this.storage.db.selectFrom('users').select(['id', 'name', 'role']).orderBy('created_at').execute();
    return rows.map(toUser);
  }

  async setRole(userId: string, role: User['role']): Promise<User | null> {
    const db = this.storage.db;
    await this.changingUser(userId, () => db.updateTable('users').set({ role }).where('id', '=', userId).execute());
    const row = await db.selectFrom('users').select(['id', 'name', 'role']).where('id', '=', userId).executeTakeFirst();
    return row ? toUser(row) : null;
  }
}
