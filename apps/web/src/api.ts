/**
 * The judge server's HTTP JSON API (apps/server/src/http, docs/API.md). Writes carry the
 * CSRF token given at login (`X-CSRF-Token`); errors come back as `ApiError` with the
 * server's code, message and located problems (422 on an invalid decision).
 */
import type { PlayerView, Problem } from '@diadochi/kernel';
import { t } from './i18n.ts';
import type { Key } from './i18n.ts';
import { en } from './locales/en.ts';
import { inviteFor } from './invites.ts';

export { inviteFor, inviteLink } from './invites.ts';
// The response shapes come from the server's types-only module: one source for both sides,
// and `import type` leaves no server code in the bundle.
import type { Draft, GameStatus, GameSummary, GameView, HistoryStep, MessageView, MyGame, PressList, RulesetInfo, SubmitOutcome, User } from '@diadochi/server/api';

export type { Draft, GameStatus, GameSummary, GameView, HistoryStep, MyGame, RulesetInfo, SubmitOutcome, User };
export type { Correspondent, PressRules, ThreadView } from '@diadochi/server/api';
export type { PressList };
export type { ArchiveDetail, ArchiveEntry, ArchivePage, Leaderboard, Profile, ProfileGame, RatingLine } from '@diadochi/server/api';
import type { ArchiveDetail, ArchivePage, Leaderboard, Profile } from '@diadochi/server/api';
export type { KindChoice, NotificationKind, NotifySettings } from '@diadochi/server/api';
import type { KindChoice, Language, NotificationKind, NotifySettings } from '@diadochi/server/api';
/** `PUT /api/notify/settings`: every field optional (docs/API.md). */
export interface NotifyPatch {
  language?: Language;
  kinds?: Partial<Record<NotificationKind, Partial<KindChoice>>>;
  digestHour?: number;
  /** IANA zone of the dates in mails (issue 21 item 3); null: UTC. */
  timeZone?: string | null;
  webhook?: { url: string | null; rotateSecret?: boolean };
}
/** `POST /api/notify/webhook/test`. */
export type WebhookTest = { delivered: true; status: number } | { delivered: false; error: 'refused-url' | 'timeout' | 'network' | 'http-status'; status?: number };
/** `GET /api/notify/mail-play/:id`: the address to write to and the tag to put in the subject. */
export interface MailPlayTag {
  address: string;
  subject: string;
  power: string;
}
/** A press message as the caller sees it. */
export type Message = MessageView;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly problems: Problem[] = [],
  ) {
    super(message);
  }
}

/** The catalog's sentence for an error code in the player's language; the server's message where the code has none (its details are in it). */
function errorText(code: string, server: string): string {
  const key = `api.${code}`;
  return key in en ? t(key as Key) : server;
}

let csrf: string | null = null;

export function setCsrf(token: string | null): void {
  csrf = token;
}

function cookieCsrf(): string | null {
  const m = /(?:^|;\s*)diadochi_csrf=([^;]+)/.exec(document.cookie);
  return m ? decodeURIComponent(m[1]!) : null;
}

export async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const { status, text } = await send(method, path, body);
  return answer<T>(status, text);
}

/** Answers of GETs still in flight by path (`sharedGet`). */
const inFlight = new Map<string, Promise<{ status: number; text: string }>>();

/**
 * A GET that callers asking for the same path at the same time share: one request, each caller
 * its own copy of the answer. A game page's board log and its results panel both ask for the
 * whole history as the page opens (PhalanXX, Syracuse, Successors): it was fetched twice.
 */
export async function sharedGet<T>(path: string): Promise<T> {
  let p = inFlight.get(path);
  if (!p) {
    p = send('GET', path).finally(() => inFlight.delete(path));
    inFlight.set(path, p);
  }
  const { status, text } = await p;
  return answer<T>(status, text);
}

async function send(method: string, path: string, body?: unknown): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const game = /^\/games\/([^/?]+)/.exec(path);
  const invite = game ? inviteFor(decodeURIComponent(game[1]!)) : null;
  if (invite) headers['x-diadochi-invite'] = invite;
  const token = csrf ?? cookieCsrf();
  if (method !== 'GET' && token) headers['x-csrf-token'] = token;
  const res = await fetch(`/api${path}`, { method, headers, credentials: 'same-origin', ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  return { status: res.status, text: res.status === 204 ? '' : await res.text() };
}

/** What a request's answer says: its data, or the `ApiError` it carries (also for answers fetched by early.ts). */
export function answer<T>(status: number, text: string): T {
  if (status === 204) return undefined as T;
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (status < 200 || status > 299) {
    const e = (data ?? {}) as { error?: string; message?: string; problems?: Problem[] };
    const code = e.error ?? 'http-error';
    throw new ApiError(status, code, errorText(code, e.message ?? `HTTP ${status}`), e.problems ?? []);
  }
  return data as T;
}

export const api = {
  me: () => request<{ user: User | null; csrfToken?: string }>('GET', '/auth/me'),
  login: (name: string, password: string) => request<{ user: User; csrfToken: string }>('POST', '/auth/login', { name, password }),
  register: (name: string, password: string) => request<{ user: User; csrfToken: string }>('POST', '/auth/register', { name, password }),
  logout: () => request<void>('POST', '/auth/logout'),
  rulesets: () => request<{ rulesets: RulesetInfo[] }>('GET', '/rulesets'),
  /** The seats a game of `ruleset` would have with these options, in table order (the form's ranking). */
  seats: (ruleset: string, options: Record<string, unknown>, players?: number) =>
    request<{ seats: string[] }>('GET', `/rulesets/${encodeURIComponent(ruleset)}/seats?options=${encodeURIComponent(JSON.stringify(options))}${players !== undefined ? `&players=${players}` : ''}`),
  games: (status?: GameStatus) => request<{ games: GameSummary[] }>('GET', `/games${status ? `?status=${status}` : ''}`),
  myGames: () => request<{ games: MyGame[] }>('GET', '/me/games'),
  createGame: (input: unknown) => request<{ id: string; game: GameSummary }>('POST', '/games', input),
  game: (id: string) => request<GameView>('GET', `/games/${encodeURIComponent(id)}`),
  join: (id: string, preferences: string[]) => request<{ game: GameSummary }>('POST', `/games/${encodeURIComponent(id)}/join`, { preferences }),
  leave: (id: string) => request<void>('POST', `/games/${encodeURIComponent(id)}/leave`),
  preferences: (id: string, preferences: string[]) => request<void>('PUT', `/games/${encodeURIComponent(id)}/preferences`, { preferences }),
  start: (id: string) => request<{ game: GameSummary }>('POST', `/games/${encodeURIComponent(id)}/start`),
  submit: (id: string, decision: unknown, ready: boolean, step?: number) =>
    request<SubmitOutcome>('PUT', `/games/${encodeURIComponent(id)}/decision`, { decision, ready, ...(step !== undefined ? { step } : {}) }),
  ready: (id: string, ready: boolean, step?: number) => request<SubmitOutcome>('PUT', `/games/${encodeURIComponent(id)}/ready`, { ready, ...(step !== undefined ? { step } : {}) }),
  /** Saves the draft as typed, valid or not (issue 17 item 5); the judge returns what its rules found in it. */
  saveDraft: (id: string, decision: unknown, step?: number) => request<{ draft: Draft }>('PUT', `/games/${encodeURIComponent(id)}/draft`, { decision, ...(step !== undefined ? { step } : {}) }),
  /** The caller's practice game against bots, made on demand (issue 17 item 2). */
  practice: (input: { ruleset?: string; power?: string } = {}) => request<{ id: string; created: boolean; game: GameSummary }>('POST', '/practice', input),
  /** Starts a paused game again; for a game whose humans are all out, their answer that the bots play on (issue 17). */
  resume: (id: string) => request<{ game: GameSummary }>('POST', `/games/${encodeURIComponent(id)}/resume`),
  retract: (id: string) => request<void>('DELETE', `/games/${encodeURIComponent(id)}/decision`),
  /** "I'm back": the bot that stood in after two missed phases stops (issue 21 item 4). */
  imBack: (id: string) => request<{ game: GameSummary }>('POST', `/games/${encodeURIComponent(id)}/back`),
  history: (id: string, from = 0) => sharedGet<{ steps: HistoryStep[] }>(`/games/${encodeURIComponent(id)}/history${from > 0 ? `?from=${from}` : ''}`),
  viewAt: (id: string, step: number) => request<{ step: number; view: PlayerView }>('GET', `/games/${encodeURIComponent(id)}/history/${step}`),
  messages: (id: string) => request<PressList>('GET', `/games/${encodeURIComponent(id)}/messages`),
  post: (id: string, body: { to: 'all' | string[]; body: string; press?: string; as?: string }) =>
    request<{ message: Message }>('POST', `/games/${encodeURIComponent(id)}/messages`, body),
  /** Marks `upto` and every earlier message read; with `thread`, in that conversation only (issue 17 item 15). */
  markRead: (id: string, upto: string, thread?: string) =>
    request<{ unread: number; threads?: Record<string, number> }>('POST', `/games/${encodeURIComponent(id)}/messages/read`, { upto, ...(thread !== undefined ? { thread } : {}) }),
  // Ratings and the archive of finished games (issue 21 items 6 and 7).
  leaderboard: (ruleset: string, offset = 0) => request<Leaderboard>('GET', `/leaderboard?${new URLSearchParams({ ruleset, offset: String(offset) })}`),
  profile: (name: string) => request<Profile>('GET', `/players/${encodeURIComponent(name)}`),
  archive: (q: { ruleset?: string; player?: string; title?: string; cursor?: string }) =>
    request<ArchivePage>('GET', `/archive?${new URLSearchParams(Object.entries(q).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''))}`),
  archived: (id: string) => request<ArchiveDetail>('GET', `/archive/${encodeURIComponent(id)}`),
  rematch: (id: string) => request<{ id: string; game: GameSummary }>('POST', `/games/${encodeURIComponent(id)}/rematch`),
  // Notifications by e-mail and webhook, and playing by e-mail (issue 21 items 1 and 2).
  notifySettings: () => request<{ settings: NotifySettings }>('GET', '/notify/settings'),
  saveNotify: (patch: NotifyPatch) => request<{ settings: NotifySettings }>('PUT', '/notify/settings', patch),
  /** Sets the address (a code is mailed to it) or, with null, removes it. */
  setEmail: (address: string | null) => request<{ settings: NotifySettings }>('POST', '/notify/email', { address }),
  verifyEmail: (code: string) => request<{ verified: true; settings?: NotifySettings }>('POST', '/notify/verify', { code }),
  testWebhook: () => request<WebhookTest>('POST', '/notify/webhook/test'),
  /** The caller's subject tag for playing game `id` by e-mail; asking for it also asks for the result sheets by mail. */
  mailPlay: (id: string) => request<MailPlayTag>('GET', `/notify/mail-play/${encodeURIComponent(id)}`),
  stopMailPlay: (id: string) => request<void>('DELETE', `/notify/mail-play/${encodeURIComponent(id)}`),
};
