import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** The web project of the root vitest workspace: components render in jsdom. */
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Catches a hang only (see the root vitest.config.ts): rendered screens are slow on a loaded machine.
    testTimeout: 30_000,
    // Vitest runs cores − 1 files at once: one on CI's 2 cores. Rendered screens in jsdom share
    // nothing (no port, no database), so two run at once, in a phase of their own; the server
    // suites stay one at a time (two at once on one PostgreSQL broke the tests that walk every
    // schema's tables).
    maxWorkers: 2,
    // Vitest runs projects with their own worker count as a group of their own, after the others.
    sequence: { groupOrder: 1 },
  },
});
