// Hindi text. Phones and computers mostly have a Devanagari font of their own (Android's Noto Sans Devanagari,
// Windows' Nirmala UI, Apple's Kohinoor Devanagari): the stack names them first. A device with none gets the site's
// own font, 'NISM Devanagari', from the document's first script (platform/src/language-choice.ts), which defines it
// and preloads it before the first paint; nothing else does, so nothing is fetched on a device that has a font.
import { DEVANAGARI_FAMILY } from '@nism/platform/devanagari-face';

/** The system Devanagari fonts, then the site's own; placed after the Latin system fonts in the stack. */
export const DEVANAGARI_FAMILIES = `'Noto Sans Devanagari', 'Nirmala UI', 'Kohinoor Devanagari', '${DEVANAGARI_FAMILY}'`;
