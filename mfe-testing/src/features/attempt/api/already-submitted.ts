import { ApiError } from '@nism/platform';

/**
 * save_answer's refusal for an attempt that is already submitted, by its own SQLSTATE (NSM01, docs/backend-api.md):
 * another tab or device submitted it, so its results are the truth now.
 */
export function isAlreadySubmitted(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'NSM01';
}
