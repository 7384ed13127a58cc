/**
 * The judge server's HTTP JSON API (apps/server/src/http, docs/API.md). Writes carry the
 * CSRF token given at login (`X-CSRF-Token`); errors come back as `ApiError` with the
 * server's code, message and located problems (422 on an invalid decision).
 */
import type { GameResult, PlayerView, Problem } from '@diadochi/kernel';

export interface User {
  id: string;
  name: string;
  role: 'player' | 'admin';
}

export type GameStatus = 'forming' | 'running' | 'paused' | 'over' | 'cancelled';

export interface PressRules {
  public: boolean;
  private: boolean;
  grey: boolean;
  black: boolean;
  moderated: boolean;
}

export interface GameSummary {
  id: string;
  ruleset: string;
  title: string;
  status: GameStatus;
  gm: { name: string };
  settings: {
    deadlines: { default: number; phases: Record<string, number> };
    graceSeconds: number;
    press: PressRules;
    emptySeats: 'bot' | 'default';
    assignment: 'preferences' | 'random';
    autoStart: number | null;
  };
  seatsCount: number;
  members: { name: string }[];
  seats: { power: string; player: string | null; controller: 'human' | 'bot' | 'default' }[];
  commitment: string;
  seed?: string;
  step: number;
  phase: string | null;
  deadlineAt: number | null;
  pausedLeftMs: number | null;
  result: GameResult | null;
  createdAt: number;
  startedAt: number | null;
  endedAt: number | null;
  you: { roles: string[]; power: string | null; joined: boolean; preferences?: string[] };
}

export interface GameView {
  game: GameSummary;
  view: PlayerView;
  ready: string[];
  legal: unknown[] | null;
}

export interface HistoryStep {
  step: number;
  phase: string;
  resolvedAt: number;
  defaulted: string[];
  events: { type: string; rule?: string; text?: string; data?: unknown; to?: string[] }[];
  decision?: unknown;
  decisions?: Record<string, unknown>;
}

export interface Message {
  id: string;
  step: number;
  createdAt: number;
  from: string | null;
  to: 'all' | string[];
  body: string;
  mine?: { press: string; status: string };
  status?: string;
}

export interface MyGame {
  game: GameSummary;
  needsAction: boolean;
  unread: number;
}

export interface SubmitOutcome {
  step: number;
  power: string;
  ready: boolean;
  currentStep: number;
  adjudicated: boolean;
}

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

let csrf: string | null = null;

export function setCsrf(token: string | null): void {
  csrf = token;
}

function cookieCsrf(): string | null {
  const m = /(?:^|;\s*)diadochi_csrf=([^;]+)/.exec(document.cookie);
  return m ? decodeURIComponent(m[1]!) : null;
}

export async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = csrf ?? cookieCsrf();
  if (method !== 'GET' && token) headers['x-csrf-token'] = token;
  const res = await fetch(`/api${path}`, { method, headers, credentials: 'same-origin', ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    const e = (data ?? {}) as { error?: string; message?: string; problems?: Problem[] };
    throw new ApiError(res.status, e.error ?? 'http-error', e.message ?? `HTTP ${res.status}`, e.problems ?? []);
  }
  return data as T;
}

export const api = {
  me: () => request<{ user: User | null; csrfToken?: string }>('GET', '/auth/me'),
  login: (name: string, password: string) => request<{ user: User; csrfToken: string }>('POST', '/auth/login', { name, password }),
  register: (name: string, password: string) => request<{ user: User; csrfToken: string }>('POST', '/auth/register', { name, password }),
  logout: () => request<void>('POST', '/auth/logout'),
  rulesets: () => request<{ rulesets: { id: string; title: string }[] }>('GET', '/rulesets'),
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
  retract: (id: string) => request<void>('DELETE', `/games/${encodeURIComponent(id)}/decision`),
  history: (id: string) => request<{ steps: HistoryStep[] }>('GET', `/games/${encodeURIComponent(id)}/history`),
  viewAt: (id: string, step: number) => request<{ step: number; view: PlayerView }>('GET', `/games/${encodeURIComponent(id)}/history/${step}`),
  messages: (id: string) => request<{ messages: Message[]; unread: number }>('GET', `/games/${encodeURIComponent(id)}/messages`),
  post: (id: string, body: { to: 'all' | string[]; body: string; press?: string; as?: string }) =>
    request<{ message: Message }>('POST', `/games/${encodeURIComponent(id)}/messages`, body),
  markRead: (id: string, upto: string) => request<{ unread: number }>('POST', `/games/${encodeURIComponent(id)}/messages/read`, { upto }),
};
