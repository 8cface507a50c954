/** A failed catalog read, carrying PostgREST's error code (for example 22P02 for a malformed id). */
export class CatalogApiError extends Error {
  readonly code: string | undefined;

  constructor(operation: string, cause: { message: string; code?: string }) {
    super(`${operation}: ${cause.message}`);
    this.name = 'CatalogApiError';
    this.code = cause.code;
  }
}

/** PostgREST answers 22P02 when an id in the URL is not a uuid: for the pages that is simply "not found". */
export const isMalformedId = (error: { code?: string }) => error.code === '22P02';
