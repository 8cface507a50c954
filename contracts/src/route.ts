// A route pattern as react-router writes it ('/exams/:examId/plans'), with its params typed from the pattern itself.

/** The params of a pattern: `'/exams/:examId/plans'` gives `{ examId: string }`. */
export type RouteParams<Pattern extends string> = Pattern extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param]: string } & RouteParams<`/${Rest}`>
  : Pattern extends `${string}:${infer Param}`
    ? { [K in Param]: string }
    : Record<never, string>;

/** The URL of a pattern with its params filled in, each one encoded as a path segment. */
export function buildPath<Pattern extends string>(pattern: Pattern, params: RouteParams<Pattern>): string {
  const values = params as Record<string, string>;
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`buildPath(${pattern}): the param "${name}" is missing.`);
    return encodeURIComponent(value);
  });
}

/**
 * The params of `pathname` when it matches `pattern`, as react-router matches it (case-insensitive static segments,
 * one trailing slash allowed, params decoded, a trailing `/*` matching any deeper path; a malformed escape stays as
 * typed), or undefined.
 */
export function matchRoute<Pattern extends string>(pattern: Pattern, pathname: string): RouteParams<Pattern> | undefined {
  const segments = pathname.replace(/\/+$/, '').split('/');
  let parts = pattern.replace(/\/+$/, '').split('/');
  // A trailing `/*` (a remote that routes its own pages below a prefix) matches the prefix and anything deeper.
  if (parts.at(-1) === '*') {
    parts = parts.slice(0, -1);
    if (segments.length < parts.length) return undefined;
    segments.length = parts.length;
  } else if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part.startsWith(':')) {
      if (segments[i] === '') return undefined;
      params[part.slice(1)] = decodeSegment(segments[i]);
    } else if (part.toLowerCase() !== segments[i].toLowerCase()) return undefined;
  }
  return params as RouteParams<Pattern>;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
