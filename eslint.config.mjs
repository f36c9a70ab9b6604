// One lint setup for the whole workspace. The import rules hold the boundaries of STYLE.md:
// remotes never import each other or the host, `@casino/shared` is imported by its public face only,
// and imports flow shared → features → app inside an app.
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const apps = ['host', 'mfe-casino', 'mfe-live-casino', 'mfe-sportsbook', 'mfe-account', 'mfe-cashier', 'mfe-promotions'];

const zones = [
  // No app imports another app: what two apps share goes through shared or the bus.
  ...apps.flatMap((target) =>
    apps.filter((from) => from !== target).map((from) => ({ target: `./${target}`, from: `./${from}`, message: 'Apps never import each other: use @casino/shared or the bus.' })),
  ),
  ...apps.map((app) => ({ target: `./${app}`, from: './sandbox', message: 'The sandbox stands in for the platform: talk to it over HTTP.' })),
  // shared depends on no app.
  ...apps.map((app) => ({ target: './shared', from: `./${app}`, message: 'shared is the bottom layer.' })),
  // Inside an app: features do not import the app layer.
  ...apps.map((app) => ({ target: `./${app}/src/features`, from: `./${app}/src/app`, message: 'Imports flow shared → features → app.' })),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.cdn/**', '**/test-results/**', '**/playwright-report/**', '.sandbox-state/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@casino/shared/src/*', '@casino/shared/src'], message: 'Import from the public export instead: @casino/shared or @casino/shared/testing.' }] },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Tests may reach into internals of the package they test, never of another.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
