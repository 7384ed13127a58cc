/**
 * The boot script: who is signed in, a game page's data and board start loading at once (early.ts), then the app
 * shell (app.ts) runs. The shell's code is fetched beside this script (a `modulepreload` the
 * build writes into index.html, apps/web/vite.config.ts), so nothing waits for the other
 * (issue 22: first map paint).
 */
import './styles.css';
import { fetchEarly, fetchGameEarly } from './early.ts';
import { preferredLang } from './lang-pref.ts';
import { match } from './router.ts';

const route = match(location.pathname);
fetchEarly('/auth/me');
const app = () => void import('./app.ts');
// A game page runs the shell (150 ms of script on a loaded machine) once its board's code is asked
// for, so that code downloads while the shell runs, instead of being asked for after it; at most
// half a second later either way.
const game = route.name === 'game' ? fetchGameEarly(route.params.id!) : null;

// A page's first date (a game's deadline) loads the browser's date formats (20–260 ms measured in
// Chromium on a loaded machine), and the first read of the saved language opens the site's storage
// (80–110 ms in a fresh profile on a loaded machine). Both done here, while a game page's requests
// are in flight and the page has nothing else to do; not left to an idle callback, which ran as the
// game's answer arrived and held it back 190 ms before its board's code was asked for (issue 22).
// Both the interface's format (i18n.ts formatDate) and the browser's own (a countdown's title).
const warm = () => [new Date(0).toLocaleString(preferredLang() === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }), new Date(0).toLocaleString()];
if (game) {
  warm();
  void Promise.race([game, new Promise((done) => setTimeout(done, 500))]).then(app);
} else {
  app();
  if (typeof requestIdleCallback === 'function') requestIdleCallback(warm, { timeout: 200 });
  else setTimeout(warm, 0);
}
