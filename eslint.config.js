import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Dependency direction (ENGINEERING.md): domain ← contracts ← apps; apps never import each other. */
const appPackages = ['@kasir/server', '@kasir/web', '@kasir/print-agent'];
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const crossApp = (self) => [
  { group: appPackages.filter((name) => name !== self), message: 'Apps never import each other.' },
  { group: ['../../*/src/*', '../../../apps/*'], message: 'Import a package by its name, not by path.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: restrict([
      // Only relative imports; tests may also use their runners.
      { regex: '^(?!\\.{1,2}/)(?!vitest$)(?!fast-check$)', message: 'packages/domain is pure: no dependencies, no I/O.' },
    ]),
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: restrict([
      { group: ['@kasir/server', '@kasir/web', '@kasir/print-agent'], message: 'contracts depend on domain and zod only.' },
      { group: ['node:*'], message: 'contracts do no I/O.' },
    ]),
  },
  { files: ['apps/server/src/**/*.ts'], rules: restrict(crossApp('@kasir/server')) },
  { files: ['apps/print-agent/src/**/*.ts'], rules: restrict(crossApp('@kasir/print-agent')) },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([
        ...crossApp('@kasir/web'),
        { group: ['node:*'], message: 'The web app runs in the browser.' },
      ]),
    },
  },
);
