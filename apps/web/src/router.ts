/**
 * Paths in the address bar (the server answers every unknown GET with the client's index):
 * `/`, `/login`, `/register`, `/new`, `/games/:id`, `/rules/:ruleset`, `/local/:ruleset`
 * (a game on this device, no server), `/leaderboard`, `/players/:name`, `/archive`, `/settings` (issue 21). Links with
 * `data-link` navigate without reloading.
 */
export interface Route {
  name: 'lobby' | 'login' | 'register' | 'new' | 'game' | 'rules' | 'local' | 'leaderboard' | 'profile' | 'archive' | 'settings' | 'not-found';
  params: Record<string, string>;
}

export function match(path: string): Route {
  // A link may carry a query (`/archive?player=x`): the page reads it from `location.search`.
  const clean = path.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  if (clean === '/') return { name: 'lobby', params: {} };
  if (clean === '/login') return { name: 'login', params: {} };
  if (clean === '/register') return { name: 'register', params: {} };
  if (clean === '/new') return { name: 'new', params: {} };
  let m = /^\/games\/([^/]+)$/.exec(clean);
  if (m) return named('game', 'id', m[1]!);
  m = /^\/rules\/([a-z]+)$/.exec(clean);
  if (m) return { name: 'rules', params: { ruleset: m[1]! } };
  if (clean === '/local/phalanxx') return { name: 'local', params: { ruleset: 'phalanxx' } };
  if (clean === '/local/syracuse') return { name: 'local', params: { ruleset: 'syracuse' } };
  if (clean === '/local/successors') return { name: 'local', params: { ruleset: 'successors' } };
  if (clean === '/leaderboard') return { name: 'leaderboard', params: {} };
  if (clean === '/archive') return { name: 'archive', params: {} };
  if (clean === '/settings') return { name: 'settings', params: {} };
  m = /^\/players\/([^/]+)$/.exec(clean);
  if (m) return named('profile', 'name', m[1]!);
  return { name: 'not-found', params: {} };
}

/** A page named by a path segment; a malformed escape (`/games/%E0`) is no page, not a thrown URIError. */
function named(name: Route['name'], param: string, segment: string): Route {
  try {
    return { name, params: { [param]: decodeURIComponent(segment) } };
  } catch {
    return { name: 'not-found', params: {} };
  }
}

type Handler = (route: Route) => void;
let handler: Handler = () => {};

export function startRouter(h: Handler): void {
  handler = h;
  window.addEventListener('popstate', () => handler(match(location.pathname)));
  document.addEventListener('click', (e) => {
    const a = (e.target as Element | null)?.closest?.('a[data-link]');
    if (!a || (e as MouseEvent).ctrlKey || (e as MouseEvent).metaKey || (e as MouseEvent).button !== 0) return;
    e.preventDefault();
    navigate(a.getAttribute('href')!);
  });
  handler(match(location.pathname));
}

export function navigate(path: string): void {
  if (path !== location.pathname) history.pushState(null, '', path);
  handler(match(path));
}
