/**
 * The jest preset every package uses: TypeScript and JSX through swc, jsdom for components,
 * tests beside the code (`*.test.ts(x)`).
 *
 * @param {{ environment?: 'jsdom' | 'node', setupFiles?: string[] }} [options]
 */
module.exports = function jestPreset(options = {}) {
  return {
    testEnvironment: options.environment === 'node' ? 'node' : require.resolve('./jsdom-environment.cjs'),
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only dependencies are compiled like our own code.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(nanoid|groq-js|jose|@sanity|get-it|dompurify|cookie)/)'],
    moduleNameMapper: {
      '\\.(png|jpe?g|gif|svg|webp)$': require.resolve('./file-stub.cjs'),
    },
    setupFiles: [require.resolve('./jest-polyfills.cjs')],
    setupFilesAfterEnv: options.setupFiles ?? [],
    clearMocks: true,
    restoreMocks: true,
    // A component test that types into a form with user-event takes 1–3 s alone, and several times that
    // when two packages' suites share the 2 cores of a developer's or CI's machine: 5 s (jest's default)
    // failed sound tests under load. A hung test still fails, after 20 s.
    testTimeout: 20_000,
  };
};
