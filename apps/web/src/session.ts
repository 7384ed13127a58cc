/** Who is logged in. The session itself is an http-only cookie; the CSRF token is kept for writes. */
import { answer, api, setCsrf } from './api.ts';
import { takeEarly } from './early.ts';
import type { User } from './api.ts';

type Me = Awaited<ReturnType<typeof api.me>>;

let user: User | null = null;
const listeners = new Set<() => void>();

export function currentUser(): User | null {
  return user;
}

export function onUserChange(f: () => void): void {
  listeners.add(f);
}

function set(u: User | null, csrf: string | null): void {
  user = u;
  setCsrf(csrf);
  for (const f of listeners) f();
}

/** Who is signed in; at boot, the answer main.ts asked for before the app loaded (early.ts). */
export async function loadUser(): Promise<User | null> {
  const early = takeEarly('/auth/me');
  const me = early ? await early.then((a) => answer<Me>(a.status, a.text)) : await api.me();
  set(me.user, me.csrfToken ?? null);
  return user;
}

export async function login(name: string, password: string): Promise<User> {
  const r = await api.login(name, password);
  set(r.user, r.csrfToken);
  return r.user;
}

export async function register(name: string, password: string): Promise<User> {
  const r = await api.register(name, password);
  set(r.user, r.csrfToken);
  return r.user;
}

export async function logout(): Promise<void> {
  await api.logout();
  set(null, null);
}
