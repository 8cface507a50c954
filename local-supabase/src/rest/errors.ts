// PostgREST's error JSON ({code, details, hint, message}) and its SQLSTATE → HTTP status table.
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    /** Response headers the error carries (a raised PGRST error's `headers`, e.g. Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
  body() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const parseError = (message: string, details: string | null = null) => new RestError(400, 'PGRST100', message, details);

interface PgError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

const isPgError = (e: unknown): e is PgError =>
  typeof e === 'object' && e !== null && typeof (e as PgError).code === 'string' && /^[0-9A-Z]{5}$/.test((e as PgError).code);

export function statusForSqlState(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2)); // raise sqlstate 'PT404' etc.
  const exact: Record<string, number> = { '23503': 409, '23505': 409, '25006': 405, P0001: 400, '42883': 404, '42P01': 404 };
  if (exact[code]) return exact[code];
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 413,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

/**
 * PostgREST's own convention for an error with a chosen status: `raise sqlstate 'PGRST' using message = '{"code":
 * "P0002","message":"…","details":null,"hint":null}', detail = '{"status":404,"headers":{}}'`. Null when the error
 * does not follow it (then it is answered as any other).
 */
function fromRaisedPgrst(err: PgError): RestError | null {
  try {
    const body = JSON.parse(err.message) as { code?: unknown; message?: unknown; details?: unknown; hint?: unknown };
    const { status, headers } = JSON.parse(err.detail ?? '') as { status?: unknown; headers?: unknown };
    if (typeof status !== 'number' || !Number.isInteger(status) || status < 100 || status > 599) return null;
    const text = (v: unknown) => (typeof v === 'string' ? v : v == null ? null : JSON.stringify(v));
    // As PostgREST: the detail's headers go out with the answer (only well-formed names and single-line values).
    const extra: Record<string, string> = {};
    if (typeof headers === 'object' && headers !== null && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) {
        if (/^[A-Za-z0-9-]{1,64}$/.test(name) && typeof value === 'string' && /^[\t\x20-\x7e]{0,256}$/.test(value)) extra[name] = value;
      }
    }
    return new RestError(status, text(body.code) ?? 'PGRST', text(body.message) ?? '', text(body.details), text(body.hint), extra);
  } catch {
    return null;
  }
}

/** Any thrown value → [status, body]. Unknown failures are 500 with a generic message. */
export function toRestError(err: unknown, role: string): RestError {
  if (err instanceof RestError) return err;
  if (isPgError(err) && err.code === 'PGRST') {
    const raised = fromRaisedPgrst(err);
    if (raised) return raised;
  }
  if (isPgError(err)) {
    return new RestError(statusForSqlState(err.code, role), err.code, err.message, err.detail ?? null, err.hint ?? null);
  }
  // PGlite checks typed parameters in JavaScript before the server sees them (`?done=eq.maybe` on a boolean column);
  // PostgreSQL answers the same input with 22P02.
  if (err instanceof Error && /^Invalid input for \w+ type$/.test(err.message)) return new RestError(400, '22P02', err.message);
  return new RestError(500, 'PGRST000', 'Internal server error', err instanceof Error ? err.message : String(err));
}
