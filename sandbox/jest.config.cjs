const preset = require('@casino/build/jest')({ environment: 'node' });

// `fastify.inject` (light-my-request) requires `cookie` 2, which is ESM only: compile it like the
// preset's other ESM-only dependencies (jest 30 on Node 20 cannot require ESM).
const transformIgnorePatterns = preset.transformIgnorePatterns.map((pattern) => pattern.replace('?(', '?(cookie|'));
if (!transformIgnorePatterns.some((pattern) => pattern.includes('cookie|'))) {
  throw new Error('sandbox/jest.config.cjs: the preset\'s transformIgnorePatterns changed shape; add `cookie` to its ESM list again');
}

module.exports = { ...preset, transformIgnorePatterns };
