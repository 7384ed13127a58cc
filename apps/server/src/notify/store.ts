import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely, Updateable } from 'kysely';
import { prepared } from '../db/prepared.ts';
import type { Database, NotifySettingsTable } from '../db/schema.ts';
import { NOTIFICATION_KINDS } from './types.ts';
import type { KindChoice, Language, NotificationKind, NotifySettings } from './types.ts';

/** How long a mailed verification code is good for. */
export const CODE_TTL_MS = 24 * 3600_000;
export const DEFAULT_DIGEST_HOUR = 7;

/** A user's choices as the notifier reads them. */
export interface Settings {
  language: Language;
  kinds: Record<NotificationKind, KindChoice>;
  digestHour: number;
  digestAt: number | null;
  email: string | null;
  emailVerified: boolean;
  codePending: boolean;
  webhookUrl: string | null;
  webhookSecret: string | null;
  /** IANA zone dates are printed in (issue 21 item 3); null: UTC. */
  timeZone: string | null;
}

/** Opt-in: every kind off until the user turns it on. */
export function defaultKinds(): Record<NotificationKind, KindChoice> {
  return Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, { email: 'off', webhook: false }])) as Record<NotificationKind, KindChoice>;
}

export const codeHash = (code: string) => createHash('sha256').update(code).digest('hex');
export const randomSecret = () => randomBytes(32).toString('base64url');

/** The first whole `hour` o'clock (UTC) strictly after `now`. */
export function nextDigestAt(now: number, hour: number): number {
  const d = new Date(now);
  let t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hour);
  if (t <= now) t += 24 * 3600_000;
  return t;
}

/** Kinds stored as JSON: read leniently, so a kind added later is simply off for older rows. */
function parseKinds(text: string): Record<NotificationKind, KindChoice> {
  const out = defaultKinds();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return out;
  }
  if (!data || typeof data !== 'object') return out;
  for (const k of NOTIFICATION_KINDS) {
    const c = (data as Record<string, Partial<KindChoice>>)[k];
    if (!c) continue;
    if (c.email === 'now' || c.email === 'digest') out[k].email = c.email;
    out[k].webhook = c.webhook === true;
  }
  return out;
}

/**
 * A user's language and settings row in one statement, compiled once (issue 22: the notifier
 * reads them for every addressee of every resolved step). A settings row belongs to an existing
 * user (foreign key, cascade), so the left join finds every row two reads would.
 */
const SETTINGS_COLUMNS = [
  'users.language',
  'notify_settings.user_id',
  'notify_settings.kinds',
  'notify_settings.digest_hour',
  'notify_settings.digest_at',
  'notify_settings.email',
  'notify_settings.email_verified',
  'notify_settings.email_code_hash',
  'notify_settings.email_code_expires',
  'notify_settings.webhook_url',
  'notify_settings.webhook_secret',
  'notify_settings.time_zone',
] as const;

const settingsQ = prepared((db: Kysely<Database>, a: { userId: string }) =>
  db.selectFrom('users').leftJoin('notify_settings', 'notify_settings.user_id', 'users.id').select(SETTINGS_COLUMNS).where('users.id', '=', a.userId),
);

/**
 * The same for several users at once, their ids as a JSON array (issue 22: a resolved step's
 * notifications read every addressee's settings, one round trip each before). By dialect: how
 * a JSON array's elements are listed.
 */
const manySettingsQ = (dialect: 'sqlite' | 'postgres') =>
  prepared((db: Kysely<Database>, a: { ids: string }) =>
    db
      .selectFrom('users')
      .leftJoin('notify_settings', 'notify_settings.user_id', 'users.id')
      .select(['users.id', ...SETTINGS_COLUMNS])
      .where(dialect === 'sqlite' ? sql<boolean>`"users"."id" in (select value from json_each(${a.ids}))` : sql<boolean>`"users"."id" in (select jsonb_array_elements_text(${a.ids}::jsonb))`),
  );
const manySettingsQs = { sqlite: manySettingsQ('sqlite'), postgres: manySettingsQ('postgres') };

type SettingsRow = Awaited<ReturnType<typeof settingsQ>>['rows'][number];

/** A user's settings from the users/settings join (`found` undefined: no such user, the defaults). */
function settingsOf(found: SettingsRow | undefined, now: number): Settings {
  const language: Language = found?.language === 'fr' ? 'fr' : 'en';
  // No settings row: the left join's columns are null.
  const row = found && found.user_id !== null ? found : undefined;
  if (!row) {
    return { language, kinds: defaultKinds(), digestHour: DEFAULT_DIGEST_HOUR, digestAt: null, email: null, emailVerified: false, codePending: false, webhookUrl: null, webhookSecret: null, timeZone: null };
  }
  return {
    language,
    kinds: parseKinds(row.kinds as string),
    digestHour: row.digest_hour as number,
    digestAt: row.digest_at,
    email: row.email,
    emailVerified: row.email_verified === 1,
    codePending: row.email_code_hash !== null && (row.email_code_expires ?? 0) > now,
    webhookUrl: row.webhook_url,
    webhookSecret: row.webhook_secret,
    timeZone: row.time_zone ?? null,
  };
}

export async function loadSettings(db: Kysely<Database>, userId: string, now: number): Promise<Settings> {
  return settingsOf((await settingsQ(db, { userId })).rows[0], now);
}

/** `loadSettings` of each of `userIds`, in one statement. */
export async function loadManySettings(db: Kysely<Database>, dialect: 'sqlite' | 'postgres', userIds: string[], now: number): Promise<Map<string, Settings>> {
  const found = new Map((await manySettingsQs[dialect](db, { ids: JSON.stringify(userIds) })).rows.map((r) => [r.id, r] as const));
  return new Map(userIds.map((id) => [id, settingsOf(found.get(id), now)]));
}

export function settingsView(s: Settings, mailAvailable: boolean): NotifySettings {
  return {
    language: s.language,
    kinds: s.kinds,
    digestHour: s.digestHour,
    email: { address: s.email, verified: s.emailVerified, pending: s.codePending },
    webhook: { url: s.webhookUrl, secret: s.webhookUrl ? s.webhookSecret : null },
    timeZone: s.timeZone,
    mail: mailAvailable ? { available: true } : { available: false, reason: 'not-configured' },
  };
}

/** Makes sure the user has a settings row (all off), so later writes are plain updates. */
async function ensureRow(db: Kysely<Database>, userId: string, now: number): Promise<void> {
  await db
    .insertInto('notify_settings')
    .values({ user_id: userId, kinds: JSON.stringify(defaultKinds()), digest_hour: DEFAULT_DIGEST_HOUR, digest_at: null, email: null, email_verified: 0, email_code_hash: null, email_code_expires: null, webhook_url: null, webhook_secret: null, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export interface SettingsPatch {
  language?: Language | undefined;
  kinds?: Partial<Record<NotificationKind, Partial<KindChoice>>> | undefined;
  digestHour?: number | undefined;
  /** Checked by the route (`isTimeZone`); null: back to UTC. */
  timeZone?: string | null | undefined;
  webhook?: { url: string | null; rotateSecret?: boolean | undefined } | undefined;
}

/** Applies a patch; the digest's next time follows the choices (null when no kind uses it). */
export async function saveSettings(db: Kysely<Database>, userId: string, patch: SettingsPatch, now: number): Promise<void> {
  await ensureRow(db, userId, now);
  const current = await loadSettings(db, userId, now);
  if (patch.language) await db.updateTable('users').set({ language: patch.language }).where('id', '=', userId).execute();
  const kinds = current.kinds;
  for (const [k, c] of Object.entries(patch.kinds ?? {}) as [NotificationKind, Partial<KindChoice>][]) kinds[k] = { ...kinds[k], ...c };
  const digestHour = patch.digestHour ?? current.digestHour;
  const usesDigest = Object.values(kinds).some((c) => c.email === 'digest');
  const digestAt = !usesDigest ? null : current.digestAt !== null && digestHour === current.digestHour ? current.digestAt : nextDigestAt(now, digestHour);
  const set: Updateable<NotifySettingsTable> = { kinds: JSON.stringify(kinds), digest_hour: digestHour, digest_at: digestAt, updated_at: now };
  if (patch.timeZone !== undefined) set.time_zone = patch.timeZone;
  if (patch.webhook) {
    const { url, rotateSecret } = patch.webhook;
    set.webhook_url = url;
    // A new key for a first URL or when asked; none kept without a URL.
    set.webhook_secret = url === null ? null : rotateSecret || !current.webhookSecret ? randomSecret() : current.webhookSecret;
  }
  await db.updateTable('notify_settings').set(set).where('user_id', '=', userId).execute();
}

/** A new address, unverified, with a fresh code (returned to be mailed; only its hash is kept). null clears the address. */
export async function setAddress(db: Kysely<Database>, userId: string, address: string | null, now: number): Promise<string | null> {
  await ensureRow(db, userId, now);
  const code = address === null ? null : randomSecret();
  await db
    .updateTable('notify_settings')
    .set({ email: address, email_verified: 0, email_code_hash: code === null ? null : codeHash(code), email_code_expires: code === null ? null : now + CODE_TTL_MS, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
  return code;
}

/** Confirms the address the code was mailed to; returns its user, or null for an unknown or expired code. */
export async function verifyCode(db: Kysely<Database>, code: string, now: number): Promise<string | null> {
  const hash = codeHash(code);
  const row = await db.selectFrom('notify_settings').select(['user_id', 'email_code_expires']).where('email_code_hash', '=', hash).executeTakeFirst();
  if (!row || (row.email_code_expires ?? 0) <= now) return null;
  const done = await db
    .updateTable('notify_settings')
    .set({ email_verified: 1, email_code_hash: null, email_code_expires: null, updated_at: now })
    .where('user_id', '=', row.user_id)
    .where('email_code_hash', '=', hash)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1 ? row.user_id : null;
}
