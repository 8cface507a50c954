// The site's Devanagari font face, for devices without a Devanagari font of their own (shared-ui/src/devanagari-font.ts
// says why it is built this way): one rule, which shared-ui's global style and the document's first script both use.

/** The family name the site's font stack ends its Devanagari fonts with. */
export const DEVANAGARI_FAMILY = 'NISM Devanagari';

// Devanagari and its extensions, without the rupee sign (U+20B9): every system font has it, and an English page
// with a price must never fetch this font.
const DEVANAGARI_RANGE = 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+25CC, U+A830-A839, U+A8E0-A8FF';

/** The @font-face rule for the font file at `url`: every weight, font-display optional, Devanagari only. */
export const devanagariFontFace = (url: string) =>
  `@font-face{font-family:'${DEVANAGARI_FAMILY}';font-style:normal;font-weight:100 900;font-display:optional;src:url(${url}) format('woff2');unicode-range:${DEVANAGARI_RANGE}}`;
