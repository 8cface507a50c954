// The one JSON-body reader of every API (REST, auth, functions): each maps JsonBodyError to its own error dialect.
// JSON.parse itself copes with deep nesting, but what comes after does not: JSON.stringify and the engines' JSON
// parsers recurse, so a body nested 200,000 deep overflowed the stack (a 500). Real payloads nest a few levels.
export const MAX_JSON_DEPTH = 512;

export class JsonBodyError extends Error {
  constructor(readonly reason: 'invalid' | 'too_deep') {
    super(reason === 'too_deep' ? `JSON nested deeper than ${MAX_JSON_DEPTH} levels` : 'Invalid JSON');
  }
}

/** Deepest nesting of arrays and objects in a JSON text, counted without recursion (strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) max = Math.max(max, ++depth);
    else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return max;
}

/** The parsed body; undefined for an empty (or all-whitespace) body. Throws JsonBodyError. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw new JsonBodyError('too_deep');
  try {
    return JSON.parse(text);
  } catch {
    throw new JsonBodyError('invalid');
  }
}
