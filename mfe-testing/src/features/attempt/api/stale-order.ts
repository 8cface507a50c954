import { ApiError } from '@nism/platform';

/**
 * save_answer's refusal of an answer from a page that shows the attempt's options in another order than the
 * server's (NSM02, docs/backend-api.md): only a reload can fix it, so the answer stays queued meanwhile.
 */
export const isStaleOrder = (error: unknown) => error instanceof ApiError && error.code === 'NSM02';
