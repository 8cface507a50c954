// What a mailed auth link said when it brought the visitor here. GoTrue (and local-supabase, its
// local-supabase/src/auth/verify.ts) answers a link by redirecting to the site with the outcome in the URL:
//   a session:  #access_token=…&type=signup|email_change|recovery|…
//   a refusal:  #error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired
//               (older GoTrue: error=unauthorized_client&error_code=401; a PKCE flow puts the same in the query)
//   the first of the two email-change links:
//               #message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email&sb=
// supabase-js reads the session and clears it; nobody read the other two. This turns them into words a learner
// understands, in the page's language. The text shown is always ours: a link anyone can build must not put its own words on the site.
import { paths, withoutBase } from '@nism/contracts';
import { english, type MessageKey, type Messages } from '../../lib/messages';

/** A notice's tone and its words: message keys, said in the page's language when shown (`noticeText`). */
export interface Notice {
  tone: 'success' | 'error' | 'neutral';
  title: MessageKey;
  description: MessageKey;
}

/** A notice in the language of `t`. */
export function noticeText({ title, description }: Notice, t: Messages = english): { title: string; description: string } {
  return { title: t[title](), description: t[description]() };
}

/** What the arrival URL carried: a notice to show now, one to show once the link's session is in, or nothing. */
export type AuthLink =
  { kind: 'notice'; notice: Notice } | { kind: 'session'; type: 'signup' | 'email_change' } | { kind: 'none'; strip: boolean };

/** The parameters GoTrue's redirects carry that are not a session (supabase-js clears the session's own). */
export const LINK_PARAMS = ['error', 'error_code', 'error_description', 'message', 'sb'] as const;

function params(url: URL): URLSearchParams[] {
  return [new URLSearchParams(url.hash.replace(/^#\/?/, '')), url.searchParams];
}

const EXPIRED_CODES = new Set(['otp_expired', 'flow_state_expired', 'flow_state_not_found', 'bad_code_verifier', 'bad_jwt']);
const RATE_LIMITED = new Set(['over_request_rate_limit', 'over_email_send_rate_limit']);
const FAILED_ON_OUR_SIDE = new Set(['unexpected_failure', 'server_error', 'temporarily_unavailable']);

/** The first of the two email-change links: GoTrue's message, in any wording close to it. */
const OTHER_ADDRESS = /confirm(ation)? link sent to the other email/i;

function refusal(code: string, error: string, description: string, path: string): Notice {
  const emailChange = path.startsWith(paths.account());
  const expired =
    EXPIRED_CODES.has(code) ||
    // GoTrue before error codes: error_code is the HTTP status; the description says what happened.
    (!code.match(/^[a-z_]+$/) && /expired|invalid/i.test(description));
  if (code === 'email_exists') return { tone: 'error', title: 'emailNotChanged', description: 'linkEmailExistsDescription' };
  if (RATE_LIMITED.has(code)) return { tone: 'error', title: 'tooManyTriesTitle', description: 'linkRateLimitedDescription' };
  if (FAILED_ON_OUR_SIDE.has(code) || error === 'server_error')
    return { tone: 'error', title: 'linkServerErrorTitle', description: 'linkServerErrorDescription' };
  if (expired && emailChange)
    return { tone: 'error', title: 'linkEmailChangeExpiredTitle', description: 'linkEmailChangeExpiredDescription' };
  if (expired) return { tone: 'error', title: 'linkExpiredTitle', description: 'linkExpiredDescription' };
  return { tone: 'error', title: 'linkUnusableTitle', description: emailChange ? 'linkUnusableEmailChange' : 'linkUnusableSignup' };
}

/** Reads an arrival URL. The reset-password page reads its own link (its errors included), so it is left alone. */
export function readAuthLink(href: string): AuthLink {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return { kind: 'none', strip: false };
  }
  const path = withoutBase(url.pathname);
  if (path.startsWith(paths.resetPassword())) return { kind: 'none', strip: false };
  const sources = params(url);
  const get = (name: string) => sources.map((p) => p.get(name)).find((v) => v !== null && v !== undefined) ?? null;

  const type = get('type');
  if (get('access_token')) return type === 'signup' || type === 'email_change' ? { kind: 'session', type } : { kind: 'none', strip: false };

  const error = get('error') ?? '';
  const code = get('error_code') ?? '';
  const description = get('error_description') ?? '';
  if (error || code || description) return { kind: 'notice', notice: refusal(code, error, description, path) };

  const message = get('message');
  if (message !== null && OTHER_ADDRESS.test(message))
    return { kind: 'notice', notice: { tone: 'success', title: 'oneAddressConfirmed', description: 'otherAddress' } };
  // A message we do not know (or a bare `sb`): nothing to show, but it need not stay in the address bar.
  return { kind: 'none', strip: message !== null || sources.some((p) => p.has('sb')) };
}

/** The URL without the link's parameters (the fragment's and the query's), for history.replaceState. */
export function withoutLinkParams(href: string): string {
  const url = new URL(href);
  for (const name of LINK_PARAMS) url.searchParams.delete(name);
  const hash = new URLSearchParams(url.hash.replace(/^#\/?/, ''));
  for (const name of LINK_PARAMS) hash.delete(name);
  const rest = hash.toString();
  return `${url.pathname}${url.search}${rest ? `#${rest}` : ''}`;
}
