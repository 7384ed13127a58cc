import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The browser tests, on their own: `npx vitest run --config apps/web/e2e/vitest.config.ts`.
export default defineConfig({
  root: fileURLToPath(new URL('../../..', import.meta.url)),
  test: {
    include: ['apps/web/e2e/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    reporters: ['default', 'json'],
    outputFile: { json: '.tmp/vitest-e2e-report.json' },
  },
});
