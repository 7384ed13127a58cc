/** Where the browser tests' client is built and served from (no import of vite: the test files need only the folder). */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const WEB = fileURLToPath(new URL('..', import.meta.url));
/**
 * The built client the test server serves: `.tmp/e2e/dist`, apart from apps/web/dist (which
 * `npm start` serves: the tests' build is not pre-compressed); `E2E_DIST` gives a folder of
 * one's own (several runs in one checkout, each building).
 */
export const DIST = process.env.E2E_DIST ?? join(WEB, '..', '..', '.tmp', 'e2e', 'dist');
