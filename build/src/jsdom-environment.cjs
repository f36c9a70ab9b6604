// jsdom without the web platform's fetch family. react-router's data routers build `Request`s, and
// those need Node's own AbortController and streams too, so the whole family is taken from Node.
// jsdom's `crypto` has no `subtle`: Web Crypto (signature checks with jose) is Node's too.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'File',
  'AbortController', 'AbortSignal', 'ReadableStream', 'WritableStream', 'TransformStream',
  'TextEncoder', 'TextDecoder', 'structuredClone', 'crypto', 'CryptoKey',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) Object.defineProperty(this.global, name, { value: globalThis[name], configurable: true, writable: true });
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
