import { ApiError } from '@nism/platform';

/** The backend's codes the studio answers differently. */
export const NOT_STAFF = '42501';
export const INVALID_INPUT = '22023';
export const NOT_FOUND = 'P0002';
export const EDIT_CONFLICT = '40001';
export const STILL_REFERENCED = '23503';

export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/** A sentence for a failed call: the backend's own message for a refusal, a generic one for a network failure. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === NOT_STAFF) return 'Your account may not do this (staff only). Sign in again if your role changed.';
    if (error.code === '') return 'The server could not be reached. Check your connection and try again.';
    return error.message;
  }
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}
