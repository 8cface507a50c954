import { isBreachedPassword } from './breached-passwords';
import { AuthError } from './errors';

// Checks on what a client sends to /auth/v1, answered with GoTrue's 4xx errors before anything
// reaches the database: Postgres text and jsonb refuse NUL bytes and lone surrogates (a 500 if they
// got that far), auth.users.email is varchar(255), and metadata lands in every access token.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** bcrypt reads only 72 bytes; GoTrue refuses longer passwords rather than silently truncating. */
const MAX_PASSWORD_BYTES = 72;
const MAX_METADATA_DEPTH = 16;
/**
 * user_metadata travels in every access token: 8 updates of 15 KB each merged into 120 KB made every token 160 KB
 * and every REST call a 431. One request's data and the merged whole are both capped at 8 KiB (as Postgres prints
 * the jsonb, never shorter than the token's compact JSON): base64 makes that an ~11.5 KB token, so the request
 * carrying it stays under Node's 16 KiB header limit (16 KiB of metadata would already be a 22 KB token, a 431).
 */
export const MAX_METADATA_BYTES = 8 * 1024;

/** Text Postgres can store as it is: no NUL byte, no unpaired UTF-16 surrogate. */
export const storable = (s: string) => !s.includes('\0') && !LONE_SURROGATE.test(s);

const invalidEmail = (why: string) => new AuthError(400, 'validation_failed', why);

/** A lower-cased address, or GoTrue's validation_failed. */
export function validEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!email) throw invalidEmail('An email address is required');
  if (email.length > 255) throw invalidEmail('An email address is too long');
  if (!storable(email) || /\p{Cc}/u.test(email) || !EMAIL.test(email))
    throw invalidEmail('Unable to validate email address: invalid format');
  return email;
}

/** The address of a sign-in attempt, or '' when it cannot belong to anyone (then no lookup is made). */
export function signInEmail(value: unknown): string {
  try {
    return validEmail(value);
  } catch {
    return '';
  }
}

/** GoTrue's weak_password reasons for a password, with its joined message; none when it passes. */
export function passwordWeakness(password: string, minimumLength: number): { message: string; reasons: string[] } | undefined {
  const reasons: string[] = [];
  const messages: string[] = [];
  if ([...password].length < minimumLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${minimumLength} characters.`);
  }
  if (isBreachedPassword(password)) {
    reasons.push('pwned');
    messages.push('Password is known to be weak and easy to guess, please choose a different one.');
  }
  return reasons.length ? { message: messages.join(' '), reasons } : undefined;
}

export function checkNewPassword(password: string, minimumLength: number): void {
  if (!storable(password)) throw new AuthError(422, 'validation_failed', 'Password contains characters that cannot be stored');
  if (new TextEncoder().encode(password).length > MAX_PASSWORD_BYTES) {
    throw new AuthError(422, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  const weak = passwordWeakness(password, minimumLength);
  if (weak) throw new AuthError(422, 'weak_password', weak.message, { weak_password: { reasons: weak.reasons } });
}

export const badMetadata = (why: string) => new AuthError(400, 'validation_failed', `Invalid user metadata: ${why}`);

/**
 * `data` of signup and PUT /user: an object (anything else counts as none) of bounded depth and size
 * whose keys and strings Postgres jsonb can store. Walked without recursion, so depth costs no stack.
 */
export function userData(value: unknown): Record<string, unknown> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string' && !storable(v)) throw badMetadata('text with a NUL byte or an unpaired surrogate');
    if (typeof v !== 'object' || v === null) continue;
    if (depth > MAX_METADATA_DEPTH) throw badMetadata(`nested deeper than ${MAX_METADATA_DEPTH}`);
    for (const [k, child] of Object.entries(v)) {
      if (!Array.isArray(v) && !storable(k)) throw badMetadata('a key with a NUL byte or an unpaired surrogate');
      stack.push([child, depth + 1]);
      if (stack.length > MAX_METADATA_BYTES) throw badMetadata(`larger than ${MAX_METADATA_BYTES} bytes`);
    }
  }
  if (Buffer.byteLength(JSON.stringify(value)) > MAX_METADATA_BYTES) throw badMetadata(`larger than ${MAX_METADATA_BYTES} bytes`);
  return value as Record<string, unknown>;
}
