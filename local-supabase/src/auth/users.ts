import { randomUUID } from 'node:crypto';
import type { Tx } from '../db/engine';

// auth.users rows and their GoTrue JSON form. These queries run as the database owner:
// the auth server is trusted, exactly like GoTrue connecting as supabase_auth_admin.
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  banned_until: Date | null;
  /** The user's MFA factors as GoTrue lists them in the user object (supabase-js's listFactors reads them). */
  factors?: Record<string, unknown>[] | null;
}

export const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_sent_at,
  recovery_sent_at, email_change, email_change_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data,
  created_at, updated_at, banned_until,
  (select json_agg(json_strip_nulls(json_build_object('id', f.id, 'friendly_name', f.friendly_name, 'factor_type', f.factor_type,
     'status', f.status, 'created_at', f.created_at, 'updated_at', f.updated_at, 'last_challenged_at', f.last_challenged_at))
     order by f.created_at)
     from auth.mfa_factors f where f.user_id = auth.users.id) as factors`;

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : undefined);

export async function userByEmail(tx: Pick<Tx, 'query'>, email: string): Promise<UserRow | undefined> {
  const r = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and deleted_at is null`, [
    email,
  ]);
  return r.rows[0];
}

export async function userById(tx: Pick<Tx, 'query'>, id: string): Promise<UserRow | undefined> {
  const r = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`, [id]);
  return r.rows[0];
}

export function userMetadata(u: UserRow): Record<string, unknown> {
  return u.raw_user_meta_data ?? {};
}

export function appMetadata(u: UserRow): Record<string, unknown> {
  return u.raw_app_meta_data ?? { provider: 'email', providers: ['email'] };
}

/** The user object GoTrue returns from /signup, /user and inside sessions. */
export function userJson(u: UserRow) {
  const identityData = {
    email: u.email,
    email_verified: !!u.email_confirmed_at,
    phone_verified: false,
    sub: u.id,
  };
  return {
    id: u.id,
    aud: u.aud ?? 'authenticated',
    role: u.role ?? 'authenticated',
    email: u.email,
    email_confirmed_at: iso(u.email_confirmed_at),
    phone: '',
    confirmation_sent_at: iso(u.confirmation_sent_at),
    confirmed_at: iso(u.email_confirmed_at),
    recovery_sent_at: iso(u.recovery_sent_at),
    new_email: u.email_change || undefined,
    email_change_sent_at: u.email_change ? iso(u.email_change_sent_at) : undefined,
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: appMetadata(u),
    user_metadata: { ...userMetadata(u), ...identityData },
    identities: [
      {
        identity_id: u.id,
        id: u.id,
        user_id: u.id,
        identity_data: identityData,
        provider: 'email',
        last_sign_in_at: iso(u.last_sign_in_at),
        created_at: iso(u.created_at),
        updated_at: iso(u.updated_at),
        email: u.email,
      },
    ],
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    ...(u.factors?.length ? { factors: u.factors } : {}),
    is_anonymous: false,
  };
}

/**
 * What signup answers for an address that is already registered: a user of the same shape as a new
 * one (fresh id, the request's metadata, nothing of the real account), so the answer tells nobody
 * whether the address exists. GoTrue does the same with confirmations on (its sanitizeUser).
 */
export function obfuscatedUser(email: string, data: Record<string, unknown>) {
  const now = new Date();
  return userJson({
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    encrypted_password: null,
    email_confirmed_at: null,
    confirmation_sent_at: now,
    recovery_sent_at: null,
    email_change: null,
    email_change_sent_at: null,
    last_sign_in_at: null,
    raw_app_meta_data: null,
    raw_user_meta_data: data,
    created_at: now,
    updated_at: now,
    banned_until: null,
  });
}

/**
 * A new password, as GoTrue's UpdatePassword: every pending one-time token (confirmation, recovery,
 * email change) is voided and every session but `keepSessionId` ends, refresh tokens with them.
 */
export async function updatePassword(tx: Pick<Tx, 'query'>, userId: string, hash: string, keepSessionId: string | null): Promise<void> {
  await tx.query(
    `update auth.users set encrypted_password = $2, confirmation_token = '', recovery_token = '',
       email_change_token_new = '', email_change_token_current = '', email_change = '', email_change_confirm_status = 0,
       reauthentication_token = '', updated_at = now()
     where id = $1`,
    [userId, hash],
  );
  await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid', [userId, keepSessionId]);
}
