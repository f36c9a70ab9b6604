const preset = require('@casino/build/jest')({ environment: 'node' });

// `fastify.inject` (light-my-request) requires `cookie` 2, which is ESM only: compile it like the
// preset's other ESM-only dependencies (jest 30 on Node 20 cannot require ESM).
// PGlite's CommonJS build loads Node's `fs`, `zlib`, … with dynamic `import()`, which jest's module
// sandbox refuses without --experimental-vm-modules: compile that build too, so swc turns each
// `import()` into a `require`. Its `.cjs` files need a transform of their own (the preset's is for .js/.ts).
const transformIgnorePatterns = preset.transformIgnorePatterns.map((pattern) => pattern.replace('?(', '?(cookie|@electric-sql|'));
if (!transformIgnorePatterns.some((pattern) => pattern.includes('cookie|@electric-sql|'))) {
  throw new Error('sandbox/jest.config.cjs: the preset\'s transformIgnorePatterns changed shape; add `cookie` and `@electric-sql` to its ESM list again');
}
const [scriptPattern, swc] = Object.entries(preset.transform)[0];
const transform = { '/@electric-sql/pglite/dist/.+\\.cjs$': swc, [scriptPattern]: swc };

// initdb once per run, not once per test file (src/testing/jest-global-setup.ts).
const globalSetup = '<rootDir>/src/testing/jest-global-setup.ts';
const globalTeardown = '<rootDir>/src/testing/jest-global-teardown.ts';

// Each test file starts its own in-memory PGlite in its first hook: a second or two, half a minute on a
// machine shared with other builds.
const testTimeout = 60_000;

module.exports = { ...preset, transform, transformIgnorePatterns, globalSetup, globalTeardown, testTimeout };
