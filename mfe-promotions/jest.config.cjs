module.exports = require('@casino/build/jest')({ setupFiles: ['<rootDir>/src/testing/jest-setup.ts'] });
