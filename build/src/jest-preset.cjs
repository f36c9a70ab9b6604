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
  };
};
