// The one API idiom of every app: a feature's api/ functions return data or throw ApiError, made by unwrap().
import { recentRetryAfterMs } from './retry-after';

/** The error shape supabase-js and postgrest-js return (PostgREST / PostgreSQL code, message). */
export interface BackendError {
  message: string;
  code?: string;
}

/**
 * What every api/ function throws: the backend's error code (PostgreSQL / PostgREST code, '' for a network failure)
 * and message, so pages can tell "not found", "refused" and "try again" apart.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number | undefined;
  /** How long a busy server (429, 503) asked to wait before trying again, ms. */
  readonly retryAfterMs: number | undefined;

  constructor(message: string, code: string, status?: number, retryAfterMs?: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.retryAfterMs = retryAfterMs;
  }
}

/** A row the caller may not see (RLS, someone else's, a malformed id) or that does not exist. */
export class NotFoundError extends ApiError {
  constructor(message = 'Not found') {
    super(message, 'PGRST116', 404);
    this.name = 'NotFoundError';
  }
}

// PGRST116: single() found no row; 42501: not the caller's / not entitled; 22P02: an id that is not a uuid.
const NOT_FOUND_CODES = new Set(['PGRST116', '42501', '22P02']);

export function toApiError(error: BackendError | Error, status?: number): ApiError {
  if (error instanceof ApiError) return error;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  const busy = status === 429 || status === 503;
  return new ApiError(error.message, code, status, busy ? recentRetryAfterMs() : undefined);
}

/** True when the backend says the thing asked for is not there for this learner. */
export function isNotFound(error: unknown): boolean {
  return error instanceof NotFoundError || (error instanceof ApiError && NOT_FOUND_CODES.has(error.code));
}

// P0001: a rule failure such as 'Attempt deadline has passed'; NSM01: 'Attempt is already submitted' (its own code).
const REFUSAL_CODES = new Set(['P0001', 'NSM01']);

/**
 * A refusal that retrying cannot change (a rule failure, an attempt already submitted, or no access); anything else
 * (network down, 5xx, an expiring token) is worth retrying.
 */
export function isPermanent(error: unknown): boolean {
  return error instanceof ApiError && (REFUSAL_CODES.has(error.code) || NOT_FOUND_CODES.has(error.code));
}

/** Unwraps a supabase-js result: the data, or a thrown ApiError. */
export function unwrap<T>({ data, error, status }: { data: T | null; error: BackendError | null; status?: number }): T {
  if (error) throw toApiError(error, status);
  return data as T;
}

/** PostgREST answers 22P02 when an id (from a URL) is not a uuid: to a page that is simply "not found". */
export function isMalformedId(error: BackendError | null): boolean {
  return error?.code === '22P02';
}
