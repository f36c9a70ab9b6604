// One lint setup for the whole workspace. The import rules hold the layers drawn in the README
// ("Layers"): inside an app imports flow shared → lower layers → features → app; a feature reaches
// another feature only through that feature's `index.ts`; apps never import each other or the
// sandbox; `@casino/shared` depends on no app and is imported by its named entry points only.
// Every zone is resolved from this file's folder, so `eslint .` at the root and `eslint src` in a
// package report the same errors. scripts/lint-layers.test.mjs proves each rule bites.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { APPS } from './scripts/lib/apps.mjs';

const ROOT = import.meta.dirname;
const apps = APPS;

/** The folders directly inside `dir` (none when it does not exist). */
function foldersIn(dir) {
  try {
    return readdirSync(path.join(ROOT, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** The top of an app: composition (`app/`), the exposed parcels, the features, and the test helpers. */
const UPPER = ['app', 'parcels', 'features', 'testing'];

const SANDBOX_MESSAGE = 'The sandbox stands in for the platform: talk to it over HTTP.';
/**
 * The one file of the sandbox an app's shipped code reads: the platform's English texts, which the host builds
 * into the chunk it falls back to when the platform's file cannot be had (issue 21 point 4; one source of them).
 */
const HOST_ENGLISH = './seed-data/locales/en/default.json';

/**
 * The zones of `import/no-restricted-paths`, relative to this folder.
 * @param {{ testSupport: boolean }} options test files and test helpers may read the sandbox's seed data
 */
function layerZones({ testSupport }) {
  return [
    // No app imports another app: what two apps share goes through @casino/shared or the bus.
    ...apps.flatMap((target) =>
      apps
        .filter((from) => from !== target)
        .map((from) => ({
          target: `./${target}`,
          from: `./${from}`,
          message: 'Apps never import each other: use @casino/shared or the bus.',
        })),
    ),
    ...apps.map((app) => ({
      target: `./${app}`,
      from: './sandbox',
      ...(testSupport ? { except: ['./seed-data'] } : app === 'host' ? { except: [HOST_ENGLISH] } : {}),
      message: SANDBOX_MESSAGE,
    })),
    // shared is the bottom layer: it depends on no app and on no sandbox.
    ...apps.map((app) => ({
      target: './shared',
      from: `./${app}`,
      message: 'shared is the bottom layer: it imports no app.',
    })),
    { target: './shared', from: './sandbox', message: `shared is the bottom layer. ${SANDBOX_MESSAGE}` },
    ...apps.flatMap((app) => {
      const src = `./${app}/src`;
      const features = foldersIn(`${app}/src/features`);
      const lower = foldersIn(`${app}/src`).filter((folder) => !UPPER.includes(folder));
      return [
        // Features never import the composition layer (app/, parcels/) that mounts them.
        {
          target: `${src}/features`,
          from: [`${src}/app`, `${src}/parcels`],
          message:
            'Imports flow shared → features → app: move what the feature needs below it (lib/, components/) and hand it down.',
        },
        // A feature reaches another feature only through that feature's public file.
        ...features.map((feature) => ({
          target: `${src}/features/${feature}`,
          from: `${src}/features`,
          except: [
            `./${feature}`,
            ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
          ],
          message:
            "Features meet through the other feature's public file: import from '../<feature>' (its index.ts).",
        })),
        // The layers below the features (lib/, components/, api/ …) import no feature and no composition.
        ...lower.map((folder) => ({
          target: `${src}/${folder}`,
          from: [`${src}/features`, `${src}/app`, `${src}/parcels`],
          message: `${folder}/ sits below the features: it imports no feature and no app.`,
        })),
      ];
    }),
  ];
}

/** `@casino/shared` is imported by its named entry points only. */
const DEEP_SHARED = [
  {
    group: ['@casino/shared/src', '@casino/shared/src/*', '**/shared/src', '**/shared/src/*'],
    message: 'Import from a named entry point instead: @casino/shared/contract, /bus, /ui, /testing …',
  },
];

// react-router and rxjs reach the apps through @casino/shared-modules (its README): Module Federation
// shares that thin module as the page's one copy, and the whole library shared instead would send every
// export to every page (react-router alone 52 kB brotli), used or not.
const WHOLE_LIBRARY_MESSAGE =
  'Import it from @casino/shared-modules/{react-router,rxjs}: the page shares one thin copy of react-router and rxjs, and a name it lacks is added there (shared-modules/README.md).';
const WHOLE_LIBRARIES = ['react-router', 'rxjs'].map((name) => ({ name, message: WHOLE_LIBRARY_MESSAGE }));
const WHOLE_LIBRARY_PATTERNS = [{ group: ['react-router/*', 'rxjs/*'], message: WHOLE_LIBRARY_MESSAGE }];

const APP_CODE = ['host/src/**/*.tsx', 'mfe-*/src/**/*.tsx', 'shared/src/ui/**/*.tsx'];

// Issue 19 (size budgets): zod's classic API is methods on every schema, which no bundler can drop, so it
// sent about 25 kB brotli to each app that imported it; zod/mini is the same schemas as functions
// (z.optional(x), x.check(z.minLength(1))), tree-shaken to what the apps use, and the page's one copy of it
// is the thin module @casino/shared-modules/zod (each app's own zod/mini was 7–9 kB brotli more a page).
// The sandbox, a server, keeps the classic API for its own schemas.
const CLASSIC_ZOD_MESSAGE =
  "Import { z } from '@casino/shared-modules/zod': the page's one zod/mini, shared by every app; zod's classic API is not tree-shaken and costs about 25 kB brotli per app (issue 19, size budgets).";
const CLASSIC_ZOD = ['zod', 'zod/v4', 'zod/v3', 'zod/mini', 'zod/v4/mini'].map((name) => ({ name, message: CLASSIC_ZOD_MESSAGE }));
/** The code that ships to browsers: the host, the remotes and @casino/shared. */
const FRONT_END = ['host/src/**/*.{ts,tsx,mjs,cjs,js}', 'mfe-*/src/**/*.{ts,tsx,mjs,cjs,js}', 'shared/src/**/*.{ts,tsx,mjs,cjs,js}'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.cdn/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.sandbox-state/**',
      // What npm test and npm start write: the e2e site's CDN, state and prerendered pages.
      '.e2e/**',
      '.prerendered/**',
      // Files that break one rule each on purpose; scripts/lint-layers.test.mjs lints them.
      'scripts/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      // The files import/no-cycle parses to follow imports (it skips every other extension).
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // …and never inside a dependency: the layers are ours, and parsing node_modules costs most of the time.
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: ROOT, zones: layerZones({ testSupport: false }) }],
      // Type-only imports do not count (they vanish in the build). Depth 10 finds every cycle the
      // apps have today at a fraction of the cost of an unbounded search.
      'import/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'no-restricted-imports': ['error', { paths: WHOLE_LIBRARIES, patterns: [...DEEP_SHARED, ...WHOLE_LIBRARY_PATTERNS] }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // A later no-restricted-imports for the same files replaces the one above, so this one repeats it.
    files: FRONT_END,
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...WHOLE_LIBRARIES, ...CLASSIC_ZOD], patterns: [...DEEP_SHARED, ...WHOLE_LIBRARY_PATTERNS] },
      ],
    },
  },
  {
    // Tests and test helpers may load the sandbox's seed data (the English texts) as fixtures.
    files: ['**/testing/**/*.{ts,tsx}', '**/*.test.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': ['error', { basePath: ROOT, zones: layerZones({ testSupport: true }) }],
    },
  },
  {
    // Every app's markup, and shared's UI kit, follows jsx-a11y's recommended rules.
    files: APP_CODE,
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // shared is an ES module package that Node also loads directly (the release CLI, the sandbox, by tsx).
    // Under Node's ESM a CommonJS package's default import is its module.exports, so styled-components'
    // default import is not the styled function there: shared takes the named export, as bundlers do too.
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='styled-components'] > ImportDefaultSpecifier",
          message: "import { styled } from 'styled-components': Node's ESM gives the default import as module.exports.",
        },
      ],
    },
  },
  {
    // The thin modules themselves re-export the libraries; the bench's baseline is a bare React page
    // without Module Federation, which imports react-router as any page would.
    files: ['shared-modules/src/**/*.ts', 'bench/baseline/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: DEEP_SHARED }] },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
