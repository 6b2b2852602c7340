import { defineConfig } from 'vitest/config';

// Three tiers: pure units (contract, web helpers), the server against a fresh database
// (PGlite by default, real PostgreSQL when TEST_DATABASE_URL is set), and browser end-to-end.
// CI sets TEST_REPORT_DIR to collect every run's counts into one total line (.ci/summary.mjs).
const reportDir = process.env.TEST_REPORT_DIR;

// Vitest's default on a 2-CPU machine is one file at a time. On PGlite the server files mostly wait on
// timers and sockets, so three at once keep both CPUs busy; on real PostgreSQL the database shares the
// CPUs and the race and kill tests need their timing, so one at a time. Units run beside them (Vitest
// runs projects of one group with the same number of workers).
const serverWorkers = process.env.TEST_DATABASE_URL ? 1 : 3;

const POLICY_PUBLISHING_SPEC = 'e2e/settings-policies.spec.ts';
const browserSpecs = {
  globalSetup: ['e2e/global-setup.ts'],
  testTimeout: 90_000,
  hookTimeout: 90_000,
  // A page answers within a second when the machine is idle, not while two browsers share two CPUs:
  // expect.poll waits up to 10 s (Vitest's default is 1 s) before an assertion is called failed.
  expect: { poll: { timeout: 10_000 } },
  // A failed test runs once more from a fresh page; CI names every test that passed only on its second try
  // (.ci/flaky-reporter.mjs), so a flake stays seen. (The "staff page's field not there after 30 s" of
  // CI on 2026-11-26 was no flake: a back-office table still loading froze its tab; see DataTable.)
  retry: 1,
};

export default defineConfig({
  test: {
    reporters: reportDir ? ['default', 'json', './.ci/flaky-reporter.mjs'] : ['default'],
    ...(reportDir ? { outputFile: { json: `${reportDir}/vitest-${process.pid}-${Date.now()}.json` } } : {}),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'web/src/**/*.test.ts'],
          maxWorkers: serverWorkers,
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          globalSetup: ['server/src/test/global-setup.ts'],
          maxWorkers: serverWorkers,
          // A worker keeps the modules it loaded from one file to the next: importing the whole app
          // afresh for each of ~120 files cost 166 s of CPU, 24 s shared. Safe because every test
          // file builds its own app on its own database and module state is keyed by database.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      // Browser specs, two files at a time on one server; the spec that publishes a new policy version
      // (every signed-in player is asked to accept it again) has a server of its own. Both projects share
      // one group, so that spec is one more file for the same two workers rather than a tail of its own
      // after them (about 45 s of CI: its server's start and its 36 s alone).
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
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          ...browserSpecs,
        },
      },
    ],
  },
});
