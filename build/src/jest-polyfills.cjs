// jsdom lacks the web platform's TextEncoder/TextDecoder, which react-router and others use.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom does not scroll; the app scrolls to the top on every navigation (spec 000 §2).
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
