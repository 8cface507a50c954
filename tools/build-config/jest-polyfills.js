// jsdom lacks these; react-router 7 needs TextEncoder at import, react-hot-toast needs matchMedia.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}
if (typeof window !== 'undefined' && !window.scrollTo.mock) window.scrollTo = () => {};
