import { defineConfig } from 'vitest/config';

// One runner for every package: tests live next to what they test, in each package's test/ folder.
export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts', 'games/*/test/**/*.test.ts', 'apps/*/test/**/*.test.ts'],
    pool: 'threads',
    // Two workers: vitest's default is cores − 1, one on the 2-core CI machine, which left a core
    // idle while the suite's whole-game, fuzz and server tests ran one file at a time.
    maxWorkers: 2,
    testTimeout: 60_000,
    reporters: ['default', 'json'],
    outputFile: { json: '.tmp/vitest-report.json' },
  },
});
