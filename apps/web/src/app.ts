/** The app shell: header, router, pages; loaded by the boot script (main.ts). */
import { h, mount } from './dom.ts';
import { lang, LANGS, onLangChange, setLang, t } from './i18n.ts';
import type { Lang } from './i18n.ts';
import { match, navigate, startRouter } from './router.ts';
import type { Route } from './router.ts';
import { currentUser, loadUser, logout, onUserChange } from './session.ts';
import { socket } from './socket.ts';
import { initNotifications, toast, toastRegion } from './ui/notify.ts';
import { authPage } from './pages/auth.ts';
import { lobbyPage } from './pages/lobby.ts';
import { newGamePage } from './pages/new-game.ts';
import { gamePage } from './pages/game.ts';
import { rulesPage } from './pages/rules-page.ts';
import { archivePage } from './pages/archive.ts';
import { leaderboardPage } from './pages/leaderboard.ts';
import { profilePage } from './pages/profile.ts';
import { settingsPage } from './pages/settings.ts';

performance.mark('diadochi:boot');
document.documentElement.lang = lang();

const header = h('header', { class: 'topbar' });
const main = h('main', { id: 'main', tabindex: '-1' });
document.getElementById('app')!.replaceChildren(header, main, toastRegion());
initNotifications();

let leave: (() => void) | null = null;
let route: Route = match(location.pathname);

/** Whether the phone's menu is open; kept across the header's redraws (language, connection). */
let menuOpen = false;

function setMenu(open: boolean): void {
  if (menuOpen === open) return;
  menuOpen = open;
  renderHeader();
}

function renderHeader(): void {
  // The skip link is in index.html (it must work before the script runs); its words follow the language.
  const skip = document.querySelector<HTMLAnchorElement>('a.skip');
  if (skip) skip.textContent = t('nav.skip');
  const user = currentUser();
  const langSelect = h(
    'select',
    { 'aria-label': t('nav.language'), onchange: (e: Event) => setLang((e.target as HTMLSelectElement).value as Lang) },
    LANGS.map((l) => h('option', { value: l, selected: l === lang() }, l === 'fr' ? 'Français' : 'English')),
  );
  const conn = h('span', { class: `conn ${socket.connected ? 'on' : 'off'}`, title: socket.connected ? t('conn.online') : t('conn.offline') }, socket.connected ? '●' : '○');
  // On a phone the links and the account fold under one button (styles.css): the bar is one row
  // and the page (a game's map) starts higher. The button is hidden on wider screens.
  header.classList.toggle('menu-open', menuOpen);
  const menuButton = h(
    'button',
    { class: 'menu-toggle', type: 'button', 'aria-expanded': String(menuOpen), 'aria-controls': 'site-menu', 'aria-label': t('nav.menu'), 'data-testid': 'nav-menu', onclick: () => setMenu(!menuOpen) },
    menuOpen ? '✕' : '☰',
  );
  mount(
    header,
    h('a', { href: '/', 'data-link': true, class: 'brand' }, h('span', { class: 'brand-mark', 'aria-hidden': 'true' }, 'Δ'), t('app.title')),
    h(
      'nav',
      { id: 'site-menu' },
      h('a', { href: '/', 'data-link': true }, t('nav.lobby')),
      user ? h('a', { href: '/new', 'data-link': true, 'data-testid': 'nav-new' }, t('nav.new')) : null,
      h('a', { href: '/leaderboard', 'data-link': true, 'data-testid': 'nav-leaderboard' }, t('nav.leaderboard')),
      h('a', { href: '/archive', 'data-link': true, 'data-testid': 'nav-archive' }, t('nav.archive')),
      user ? h('a', { href: `/players/${encodeURIComponent(user.name)}`, 'data-link': true, 'data-testid': 'nav-profile' }, t('nav.profile')) : null,
    ),
    h('div', { class: 'spacer' }),
    conn,
    langSelect,
    menuButton,
    // On a phone the bar wraps here when the menu is open: brand and language above, the links below (styles.css).
    h('div', { class: 'break', 'aria-hidden': 'true' }),
    user
      ? h(
          'span',
          { class: 'who' },
          t('nav.signedIn', { name: user.name }),
          ' · ',
          // Beside the account's name (issue 21): this part of the bar wraps on a phone, the links above do not.
          h('a', { href: '/settings', 'data-link': true, 'data-testid': 'nav-settings' }, t('nav.settings')),
          ' · ',
          h('button', { class: 'link', onclick: () => void doLogout() }, t('nav.logout')),
        )
      : h('span', { class: 'who' }, h('a', { href: '/login', 'data-link': true }, t('nav.login')), ' · ', h('a', { href: '/register', 'data-link': true }, t('nav.register'))),
  );
}

async function doLogout(): Promise<void> {
  await logout();
  socket.restart();
  navigate('/');
}

function show(r: Route): void {
  route = r;
  // A link followed from the phone's menu closes it.
  setMenu(false);
  leave?.();
  leave = null;
  main.replaceChildren();
  switch (r.name) {
    case 'lobby':
      leave = lobbyPage(main);
      break;
    case 'login':
    case 'register':
      leave = authPage(main, r.name);
      break;
    case 'new':
      leave = newGamePage(main);
      break;
    case 'game':
      leave = gamePage(main, r.params.id!);
      break;
    case 'rules':
      leave = rulesPage(main, r.params.ruleset!);
      break;
    case 'leaderboard':
      leave = leaderboardPage(main);
      break;
    case 'profile':
      leave = profilePage(main, r.params.name!);
      break;
    case 'archive':
      leave = archivePage(main);
      break;
    case 'settings':
      leave = settingsPage(main);
      break;
    case 'local': {
      // The engine and its bots load only for this page: the lobby stays light.
      let gone = false;
      let off: (() => void) | null = null;
      if (r.params.ruleset === 'syracuse') {
        void import('./boards/syracuse/local-page.ts').then((m) => {
          if (!gone) off = m.localSyracusePage(main);
        });
      } else if (r.params.ruleset === 'successors') {
        void import('./boards/successors/local-page.ts').then((m) => {
          if (!gone) off = m.localSuccessorsPage(main);
        });
      } else {
        void import('./pages/local-phalanxx.ts').then((m) => {
          if (!gone) off = m.localPhalanxxPage(main);
        });
      }
      leave = () => {
        gone = true;
        off?.();
      };
      break;
    }
    default:
      main.append(h('p', {}, t('game.notFound')));
  }
}

onLangChange(() => {
  renderHeader();
  show(route);
});
onUserChange(renderHeader);
socket.on((m) => {
  if (m.type === 'connection') renderHeader();
});
window.addEventListener('unhandledrejection', (e) => toast(t('error.generic', { message: String((e.reason as Error)?.message ?? e.reason) }), 'error'));

renderHeader();
loadUser()
  .catch(() => toast(t('error.network'), 'error'))
  .finally(() => {
    socket.start();
    startRouter(show);
  });
