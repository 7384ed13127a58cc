/**
 * Runs once before the browser test files (vitest `globalSetup`): builds the client when it is
 * stale, so every file finds it ready and files may run in parallel workers.
 */
import { ensureBuilt } from './build.ts';

export default async function setup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return; // a server elsewhere serves its own client
  const t0 = performance.now();
  await ensureBuilt({ precompress: false });
  console.log(`browser tests: client ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
