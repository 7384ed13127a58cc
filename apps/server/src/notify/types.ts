/**
 * Notifications (issue 21 item 1): what a user may be told, by e-mail or signed webhook, and
 * how he chose to be told. Types only: the server builds them and a settings page reads them.
 *
 * A notification is a typed value (`kind` + `params`), never a sentence: its subject and text
 * come from the catalog of the recipient's language (`catalog.ts`) when it is delivered.
 */

/** The kinds a user opts into, one by one. */
export const NOTIFICATION_KINDS = ['started', 'your-turn', 'deadline', 'results', 'press', 'eliminated'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The game a notification is about: what every member of it may know. */
export interface GameRef {
  gameId: string;
  title: string;
  ruleset: string;
}

/**
 * What each kind says. Only what its recipient may see: his own power, public phase names and
 * deadlines, and for press the message as he reads it (the sender shown to him, not the author).
 */
export interface NotificationParams {
  /** The game started; the recipient plays `power`. */
  started: GameRef & { power: string; phase: string | null; deadlineAt: number | null };
  /** A decision is expected from the recipient's power. */
  'your-turn': GameRef & { power: string; step: number; phase: string; deadlineAt: number | null };
  /** A deadline reminder: the recipient's power has sent nothing yet. */
  deadline: GameRef & { power: string; step: number; phase: string | null; deadlineAt: number };
  /** Steps were adjudicated; the game is now at `step` (in `phase`, or over). */
  results: GameRef & { step: number; phase: string | null; deadlineAt: number | null; over: boolean };
  /** A message the recipient may read: `from` as he sees it (a power, `referee`, or null: unsigned). */
  press: GameRef & { messageId: string; from: string | null; toAll: boolean; excerpt: string; truncated: boolean };
  /** The recipient's power is out of the game. */
  eliminated: GameRef & { power: string; step: number };
}

export type Notification = { [K in NotificationKind]: { kind: K; params: NotificationParams[K] } }[NotificationKind];

/** How one kind reaches the user: e-mail at once, in the daily digest, or not; the webhook or not. */
export interface KindChoice {
  email: 'off' | 'now' | 'digest';
  webhook: boolean;
}

/** GET /api/notify/settings. */
export interface NotifySettings {
  language: Language;
  kinds: Record<NotificationKind, KindChoice>;
  /** Hour (UTC, 0–23) the daily digest is sent. */
  digestHour: number;
  /** IANA time zone mails and webhooks print dates in, with its name (issue 21 item 3); null: UTC. */
  timeZone: string | null;
  email: {
    address: string | null;
    verified: boolean;
    /** A verification code was mailed and not yet confirmed. */
    pending: boolean;
  };
  webhook: {
    url: string | null;
    /** The key of the HMAC-SHA256 signature (`X-Diadochi-Signature`); null without a URL. */
    secret: string | null;
  };
  /** Whether this server can send mail at all (SMTP configured); `reason` when it cannot. */
  mail: { available: true } | { available: false; reason: 'not-configured' };
}

/** The JSON body of a webhook delivery; `X-Diadochi-Signature: sha256=<hex HMAC of these exact bytes>`. */
export interface WebhookPayload {
  /** Unique per delivery (retries keep it): a bridge may drop repeats. */
  id: string;
  kind: NotificationKind | 'test';
  params: unknown;
  language: Language;
  subject: string;
  text: string;
  /** Milliseconds since the epoch the notification was made. */
  createdAt: number;
}
