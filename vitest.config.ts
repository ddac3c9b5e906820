import { defineConfig } from 'vitest/config';

/**
 * One runner for the whole repository. Server and print-agent tests use the real SQLite,
 * PostgreSQL (when DATABASE_URL is set), Redis (when REDIS_URL is set) and TCP sockets.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      { test: { name: 'sqlite-driver', root: 'packages/sqlite-driver', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'print-agent',
          root: 'apps/print-agent',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
