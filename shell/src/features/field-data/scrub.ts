// Field data names no one: whatever text an event carries (an error message, a stack frame, a CSS selector) loses
// emails, uuids, long digit runs, tokens and URL query strings before it is queued. The server scrubs again.

export const MESSAGE_MAX = 500;
export const FRAME_MAX = 300;
/** The RPC takes 2 KiB of attribution as Postgres prints it (a space after each `:` and `,`): room is left for those. */
export const ATTRIBUTION_MAX = 1800;

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const UUID = /[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}/gi;
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const DIGITS = /\d{6,}/g;
// The query string and fragment of a URL in a text (they may carry a token, an email, an id).
const URL_TAIL = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#'"()<>]*)[?#][^\s'"()<>]*/gi;

/** The text without personal data, cut to `max` characters. */
export function scrub(text: string, max = MESSAGE_MAX): string {
  const clean = text
    .replace(URL_TAIL, '$1')
    .replace(JWT, '[token]')
    .replace(EMAIL, '[email]')
    .replace(UUID, '[uuid]')
    .replace(DIGITS, '[number]');
  return clean.length > max ? clean.slice(0, max - 1) + '…' : clean;
}

// A frame's `:line:column` after a script's name: the numbers that map it through the build's source map, kept (a
// run of 6 digits or more elsewhere is still a [number]). The RPC's private.field_scrub keeps the same suffix.
const FRAME_POSITION = /^(.*\.[cm]?jsx?)(:\d+:\d+)$/;

/** Stack frames (one `file:line:column` a line) scrubbed like any text, except each frame's own line and column. */
export function scrubFrames(frames: string, max = FRAME_MAX): string {
  const clean = frames
    .split('\n')
    .map((line) => {
      const [, file, position] = FRAME_POSITION.exec(line) ?? [undefined, line, ''];
      return scrub(file!, Infinity) + position;
    })
    .join('\n');
  return clean.length > max ? clean.slice(0, max - 1) + '…' : clean;
}

/** A web-vitals attribution with every string scrubbed, at most ATTRIBUTION_MAX bytes of JSON (or dropped). */
export function scrubAttribution(attribution: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!attribution) return undefined;
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(attribution)) {
    if (typeof value === 'string') clean[key] = scrub(value, 500);
    else if (typeof value === 'number' && Number.isFinite(value)) clean[key] = Math.round(value * 1000) / 1000;
    else if (typeof value === 'boolean') clean[key] = value;
  }
  if (Object.keys(clean).length === 0) return undefined;
  const bytes = new TextEncoder().encode(JSON.stringify(clean)).length;
  return bytes <= ATTRIBUTION_MAX ? clean : undefined;
}
