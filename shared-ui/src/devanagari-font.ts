// Hindi text. Phones and computers mostly have a Devanagari font of their own (Android's Noto Sans Devanagari,
// Windows' Nirmala UI, Apple's Kohinoor Devanagari): the stack names them first, and the site's own subset
// (Noto Sans Devanagari, Devanagari letters only: SIL Open Font License) is downloaded only by a browser that has
// none, and only for a page with Devanagari on it. `font-display: optional` never swaps a font in after the first
// paint, so nothing moves when it arrives (CLS stays 0); a browser that was too slow for it caches it for the next page.
// One file serves every weight (the browser emboldens it): a second file for bold arrived after the first paint and
// left bold Devanagari (a button, a heading) in boxes for the page's lifetime.
import regular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2';
import { DEVANAGARI_FAMILY, devanagariFontFace } from '@nism/platform/devanagari-face';

/** The system Devanagari fonts, then the site's own; placed after the Latin system fonts in the stack. */
export const DEVANAGARI_FAMILIES = `'Noto Sans Devanagari', 'Nirmala UI', 'Kohinoor Devanagari', '${DEVANAGARI_FAMILY}'`;

export const DEVANAGARI_FONT_FACES = devanagariFontFace(regular);
