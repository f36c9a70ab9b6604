// jsdom lacks the web platform's TextEncoder/TextDecoder, which react-router and others use.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
