// Response helpers shared by the payment functions. Browsers call create/verify from the site's
// origin, so every answer carries CORS headers (on Supabase nothing else adds them).
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });
}

/** An error answer: `{ message }`, plus a `code` when the browser branches on it (23505). */
export const fail = (status: number, message: string, code?: string): Response => json(status, code ? { code, message } : { message });

/** Thrown inside a handler to answer with a prepared error response. */
export class HttpError extends Error {
  constructor(readonly response: Response) {
    super('http error');
  }
}

/** Parses a JSON object body; anything else is the caller's mistake (400), never a 500. */
export async function readJsonObject(req: Request): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    throw new HttpError(fail(400, 'Request body must be JSON'));
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(fail(400, 'Request body must be a JSON object'));
  }
  return body as Record<string, unknown>;
}

export function requireString(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (typeof value !== 'string' || value.trim() === '' || value.length > 200) {
    throw new HttpError(fail(400, `${key} must be a non-empty string`));
  }
  return value;
}

/**
 * Wraps a handler: answers CORS preflights, refuses other methods than POST, turns HttpError
 * into its response and any unexpected failure into a 500 JSON that names no internals.
 */
export function postHandler(name: string, run: (req: Request) => Promise<Response>): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    if (req.method !== 'POST') return fail(405, 'Method not allowed');
    try {
      return await run(req);
    } catch (error) {
      if (error instanceof HttpError) return error.response;
      console.error(`${name} failed:`, error);
      return fail(500, 'Internal error');
    }
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid field: checked here so a malformed id is a 400, not a database cast error. */
export function requireUuid(body: Record<string, unknown>, key: string): string {
  const value = requireString(body, key);
  if (!UUID.test(value)) throw new HttpError(fail(400, `${key} must be a uuid`));
  return value;
}
