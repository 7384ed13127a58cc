import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Storage } from './db/open.ts';
import type { UsersTable } from './db/schema.ts';
import { conflict, HttpError } from './http/errors.ts';

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

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const randomToken = () => randomBytes(32).toString('base64url');
const toUser = (u: Pick<UsersTable, 'id' | 'name' | 'role'>): User => ({ id: u.id, name: u.name, role: u.role });

/** Users, password hashes (argon2id) and login sessions. */
export class Accounts {
  /** A hash to verify against when the name is unknown, so timing does not tell which names exist. */
  private dummy: Promise<string>;

  constructor(
    private readonly storage: Storage,
    private readonly opts: { hashing: PasswordHashing; admins: string[]; clock: () => number },
  ) {
    this.dummy = this.hashPassword(randomToken());
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

  async register(name: string, password: string): Promise<LoggedIn> {
    const db = this.storage.db;
    const key = name.toLowerCase();
    if (await db.selectFrom('users').select('id').where('name_key', '=', key).executeTakeFirst()) {
      throw conflict('name-taken', 'That name is taken.');
    }
    const role = this.opts.admins.map((a) => a.toLowerCase()).includes(key) ? 'admin' : 'player';
    const user = { id: randomUUID(), name, name_key: key, password_hash: await this.hashPassword(password), role, created_at: this.opts.clock() } as const;
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
    const row = await this.storage.db.selectFrom('users').selectAll().where('name_key', '=', name.toLowerCase()).executeTakeFirst();
    const ok = await this.checkPassword(row?.password_hash ?? (await this.dummy), password);
    if (!row || !ok) throw new HttpError(401, 'bad-credentials', 'Unknown name or wrong password.');
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
    const row = await this.storage.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['users.id', 'users.name', 'users.role', 'sessions.csrf', 'sessions.expires_at'])
      .where('sessions.token_hash', '=', th)
      .executeTakeFirst();
    if (!row || row.expires_at <= this.opts.clock()) return null;
    return { user: toUser(row), csrf: row.csrf, tokenHash: th };
  }

  async logout(th: string): Promise<void> {
    await this.storage.db.deleteFrom('sessions').where('token_hash', '=', th).execute();
  }

  /** Changes the password and ends every other session of the user. */
  async changePassword(userId: string, current: string, next: string, keepTokenHash: string): Promise<void> {
    const db = this.storage.db;
    const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
    if (!(await this.checkPassword(row.password_hash, current))) throw new HttpError(403, 'bad-credentials', 'The current password is wrong.');
    const password_hash = await this.hashPassword(next);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash }).where('id', '=', userId).execute();
      await trx.deleteFrom('sessions').where('user_id', '=', userId).where('token_hash', '!=', keepTokenHash).execute();
    });
  }

  async listUsers(): Promise<User[]> {
    const rows = await this.storage.db.selectFrom('users').select(['id', 'name', 'role']).orderBy('created_at').execute();
    return rows.map(toUser);
  }

  async setRole(userId: string, role: User['role']): Promise<User | null> {
    const db = this.storage.db;
    await db.updateTable('users').set({ role }).where('id', '=', userId).execute();
    const row = await db.selectFrom('users').select(['id', 'name', 'role']).where('id', '=', userId).executeTakeFirst();
    return row ? toUser(row) : null;
  }
}
