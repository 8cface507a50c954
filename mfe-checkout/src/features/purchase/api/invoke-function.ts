// Calls to the payment edge functions (docs/backend-api.md), failing with the platform's ApiError.
import { ApiError, getSupabase } from '@nism/platform';

interface InvokeError {
  message?: string;
  context?: { status?: number; json?: () => Promise<unknown> };
}

/** A failed call as ApiError: the function's own message and code when it sent JSON, and the HTTP status. */
async function toApiError(error: InvokeError): Promise<ApiError> {
  // FunctionsHttpError carries the Response; its JSON body holds { message, code }.
  const body = (await error.context?.json?.().catch(() => null)) as { message?: unknown; code?: unknown } | null;
  const message = typeof body?.message === 'string' ? body.message : (error.message ?? 'Request failed');
  return new ApiError(message, typeof body?.code === 'string' ? body.code : '', error.context?.status);
}

/** Invokes an edge function with a JSON body: its answer, or a thrown ApiError. */
export async function invokeFunction<T>(name: string, body: object): Promise<T> {
  const { data, error } = await (await getSupabase()).functions.invoke(name, { body });
  if (error) throw await toApiError(error as InvokeError);
  return data as T;
}
