import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The browser tests, on their own: `npx vitest run --config apps/web/e2e/vitest.config.ts`.
export default defineConfig({
  root: fileURLToPath(new URL('../../..', import.meta.url)),
  test: {
    include: ['apps/web/e2e/**/*.test.ts'],
    // The client is built once, before any file starts (files no longer build it themselves).
    globalSetup: ['apps/web/e2e/global-setup.ts'],
    pool: 'forks',
    // Two files at once, each with its own judge and Chromium: a file spends most of its time
    // waiting on the judge, the bots and the browser, so a second one fills the idle core.
    // Vitest's default is one worker on a 2-core machine (cores − 1), which CI is.
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    reporters: ['default', 'json'],
    outputFile: { json: '.tmp/vitest-e2e-report.json' },
  },
});
