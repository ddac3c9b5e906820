import { defineConfig } from 'vitest/config';

/**
 * A test's time limit only catches a hang; speed is measured by the benches. Property tests and
 * rendered screens run far slower on a loaded 2-core CI machine than alone (a 5 s default was hit
 * at load average 16), so the limit is generous.
 */
const HANG_TIMEOUT_MS = 30_000;

/**
 * One runner for the whole repository. Server and print-agent tests use the real SQLite,
 * PostgreSQL (when DATABASE_URL is set), Redis (when REDIS_URL is set) and TCP sockets.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], testTimeout: HANG_TIMEOUT_MS } },
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'], testTimeout: HANG_TIMEOUT_MS } },
      { test: { name: 'sqlite-driver', root: 'packages/sqlite-driver', include: ['src/**/*.test.ts'], testTimeout: HANG_TIMEOUT_MS } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: HANG_TIMEOUT_MS,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'print-agent',
          root: 'apps/print-agent',
          include: ['src/**/*.test.ts'],
          testTimeout: HANG_TIMEOUT_MS,
        },
      },
      'apps/web/vitest.config.ts',
      // Repository scripts with logic worth testing (scripts/check-budgets.mjs).
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.mjs'], testTimeout: HANG_TIMEOUT_MS } },
      // The web app's build plugins (the service worker's precache list), run in Node on a built fixture.
      { test: { name: 'web-build', root: 'apps/web', include: ['build/**/*.test.ts'], testTimeout: HANG_TIMEOUT_MS } },
    ],
  },
});
