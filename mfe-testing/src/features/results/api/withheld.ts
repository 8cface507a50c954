import { ApiError } from '@nism/platform';

/** get_attempt_review's refusal while one of the learner's attempts of the paper is running (its keys would answer it). */
export const isWithheld = (error: unknown) => error instanceof ApiError && error.code === 'NSM03';
