// jsdom lacks the web platform's TextEncoder/TextDecoder, which react-router and others use.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom does not scroll; the app scrolls to the top on every navigation (spec 000 §2).
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
// jsdom has <dialog> but not its methods (jsdom/jsdom#3294). The shared Dialog opens with showModal()
// and closes with close(); here they only set `open` and fire `close`, as browsers do. What only a
// browser does (the top layer, an inert page) the e2e tests check in Chromium.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.show = function show() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close() {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
