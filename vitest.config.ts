import { defineConfig } from 'vitest/config';

// One runner for every package: tests live next to what they test, in each package's test/ folder.
export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts', 'games/*/test/**/*.test.ts', 'apps/*/test/**/*.test.ts'],
    pool: 'threads',
    testTimeout: 60_000,
    reporters: ['default', 'json'],
    outputFile: { json: '.tmp/vitest-report.json' },
  },
});
