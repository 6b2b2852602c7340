import { defineConfig } from 'vitest/config';

// Three tiers: pure units (contract, web helpers), the server against a fresh database
// (PGlite by default, real PostgreSQL when TEST_DATABASE_URL is set), and browser end-to-end.
// CI sets TEST_REPORT_DIR to collect every run's counts into one total line (.ci/summary.mjs).
const reportDir = process.env.TEST_REPORT_DIR;

const POLICY_PUBLISHING_SPEC = 'e2e/settings-policies.spec.ts';
const browserSpecs = {
  globalSetup: ['e2e/global-setup.ts'],
  testTimeout: 90_000,
  hookTimeout: 90_000,
};

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
      // Browser specs, two files at a time on one server; the spec that publishes a new policy version
      // (every signed-in player is asked to accept it again) runs after them, on a server of its own.
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          exclude: [POLICY_PUBLISHING_SPEC],
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          ...browserSpecs,
        },
      },
      {
        test: {
          name: 'e2e-policies',
          include: [POLICY_PUBLISHING_SPEC],
          fileParallelism: false,
          sequence: { groupOrder: 2 },
          ...browserSpecs,
        },
      },
    ],
  },
});
