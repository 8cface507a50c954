// GoTrue's error body. With X-Supabase-Api-Version: 2024-01-01 the client reads `code` as the
// error code; `error_code` and `msg` keep older clients (and the legacy parser) working too.
export const API_VERSION = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function authErrorResponse(err: AuthError): Response {
  const body = { code: err.code, error_code: err.code, msg: err.message, message: err.message, ...err.extra };
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-supabase-api-version': API_VERSION };
  if (typeof err.extra.retry_after === 'number') headers['retry-after'] = String(err.extra.retry_after);
  return new Response(JSON.stringify(body), { status: err.status, headers });
}

export const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
