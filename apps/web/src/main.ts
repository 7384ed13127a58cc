/**
 * The boot script: a game page's data and board start loading at once (early.ts), then the app
 * shell (app.ts) runs. The shell's code is fetched beside this script (a `modulepreload` the
 * build writes into index.html, apps/web/vite.config.ts), so nothing waits for the other
 * (issue 22: first map paint).
 */
import './styles.css';
import { fetchGameEarly } from './early.ts';
import { match } from './router.ts';

const route = match(location.pathname);
if (route.name === 'game') fetchGameEarly(route.params.id!);
void import('./app.ts');
