import { defineConfig } from 'vitest/config';

// Three tiers: pure units (contract, web helpers), the server against a fresh database
// (PGlite by default, real PostgreSQL when TEST_DATABASE_URL is set), and browser end-to-end.
// CI sets TEST_REPORT_DIR to collect every run's counts into one total line (.ci/summary.mjs).
const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  test: {
    reporters: reportDir ? ['default', 'json'] : ['default'],
    ...(reportDir ? { outputFile: { json: `${reportDir}/vitest-${process.pid}-${Date.now()}.json` } } : {}),
    projects: [
      { test: { name: 'unit', include: ['packages/*/src/**/*.test.ts', 'web/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
