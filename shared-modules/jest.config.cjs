module.exports = require('@casino/build/jest')({ environment: 'node' });
