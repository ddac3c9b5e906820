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
  },
});
