// The site's Devanagari font, for devices without a Devanagari font of their own: a Devanagari-only subset of Noto
// Sans Devanagari (SIL Open Font License), one file, emboldened by the browser for bold text. The shell's build emits the file and names it on
// the document's first script (tools/build-config/preload-startup.ts), which defines this face and preloads the file
// before the first paint on such a device only (language-choice.ts). font-display optional: never swapped in after
// the first paint, so nothing moves (CLS 0). Defined anywhere later (a global style), the face started loading at the
// first layout and lost the race: bold Devanagari stayed boxes for the page's life.

/** The family name the site's font stack ends its Devanagari fonts with. */
export const DEVANAGARI_FAMILY = 'NISM Devanagari';

// Devanagari and its extensions, without the rupee sign (U+20B9): every system font has it, and an English page
// with a price must never fetch this font.
const DEVANAGARI_RANGE = 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+25CC, U+A830-A839, U+A8E0-A8FF';

/** The font file the build emits, from @fontsource/noto-sans-devanagari. */
export const DEVANAGARI_FONT_SOURCE = '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2';

/** The @font-face rule for the font file at `url`: every weight, font-display optional, Devanagari only. */
export const devanagariFontFace = (url: string) =>
  `@font-face{font-family:'${DEVANAGARI_FAMILY}';font-style:normal;font-weight:400;font-display:optional;src:url(${url}) format('woff2');unicode-range:${DEVANAGARI_RANGE}}`;
