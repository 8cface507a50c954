import type { PageModule, RemoteContract } from './module-types';

/**
 * The content studio, the content team's remote: the question bank, import and export, learners' reports, the audit
 * log and staff. One route entry: the studio routes its own pages below `/studio`, so its team adds a page without a
 * shell release. Staff only: the database refuses everyone else, and the shell shows its nav item to staff alone.
 */
export const studio = {
  name: 'studio',
  version: 1,
  pages: {
    './StudioApp': '/studio/*',
  },
} as const satisfies RemoteContract<'studio'>;

export type StudioModules = { './StudioApp': PageModule<Record<never, string>> };

/** The staff roles a token's app_metadata may carry; anyone else is a learner. */
export const STAFF_ROLES = ['editor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The staff role in a user's app_metadata (which only the service role or an admin's RPC can write), if any. */
export function staffRole(user: { app_metadata?: Record<string, unknown> } | null | undefined): StaffRole | undefined {
  const role = user?.app_metadata?.role;
  return (STAFF_ROLES as readonly unknown[]).includes(role) ? (role as StaffRole) : undefined;
}

/**
 * The question bank's file format: the columns of the studio's export and import (CSV header or JSON keys,
 * docs/studio.md), which the content files (content/) and `npm run content:import` use too.
 */
export const QUESTION_FILE_COLUMNS = [
  'id',
  'exam',
  'paper',
  'topic',
  'case',
  'marks',
  'question',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'answer',
  'explanation',
] as const;
