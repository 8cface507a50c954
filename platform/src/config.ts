// Runtime config: the one contract between a deployment and the apps (docs/architecture-notes.md).
// Read at startup from /config.json so a remote's URL changes without rebuilding the shell. The tools that write it
// (tools/stack.ts) use the same type.

import { REMOTE_NAMES, SITE_REMOTES, type RemoteName } from '@nism/contracts';

export interface RuntimeConfig {
  supabaseUrl: string;
  supabasePublishableKey: string;
  /** Every learner-facing remote's manifest URL; the staff-only studio's only where it is deployed. */
  remotes: Record<Exclude<RemoteName, 'studio'>, string> & { studio?: string };
  razorpay: { keyId: string; checkoutScriptUrl: string };
  /** Field data (docs/field-data.md): absent means off, so a config written before it keeps working. */
  fieldData?: FieldDataConfig;
  /** CAPTCHA on sign-up and sign-in (docs/sign-in.md): absent means off; on only with the backend's [auth.captcha]. */
  captcha?: CaptchaConfig;
}

export interface CaptchaConfig {
  provider: 'turnstile';
  /** Cloudflare Turnstile's site key (public; the secret stays with the backend). */
  siteKey: string;
}

export interface FieldDataConfig {
  enabled: boolean;
  /** The share of sessions that send anything, 0..1 (one draw per browser per day). */
  sampleRate: number;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

function isUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

function requireString(obj: Record<string, unknown>, key: string, path: string): string {
  const value = obj[key];
  if (typeof value !== 'string' || value.trim() === '') throw new ConfigError(`"${path}" is missing or empty.`);
  return value;
}

function requireUrl(obj: Record<string, unknown>, key: string, path: string): string {
  const value = requireString(obj, key, path);
  if (!isUrl(value)) throw new ConfigError(`"${path}" must be an http(s) URL, got "${value}".`);
  return value;
}

function requireObject(obj: Record<string, unknown>, key: string): Record<string, unknown> {
  const value = obj[key];
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new ConfigError(`"${key}" is missing or not an object.`);
  return value as Record<string, unknown>;
}

function parseFieldData(obj: Record<string, unknown>): FieldDataConfig | undefined {
  if (obj.fieldData === undefined) return undefined;
  const section = requireObject(obj, 'fieldData');
  if (typeof section.enabled !== 'boolean') throw new ConfigError('"fieldData.enabled" must be true or false.');
  const rate = section.sampleRate ?? 1;
  if (typeof rate !== 'number' || !(rate >= 0 && rate <= 1)) throw new ConfigError('"fieldData.sampleRate" must be a number from 0 to 1.');
  return { enabled: section.enabled, sampleRate: rate };
}

function parseCaptcha(obj: Record<string, unknown>): CaptchaConfig | undefined {
  if (obj.captcha === undefined) return undefined;
  const section = requireObject(obj, 'captcha');
  if (section.provider !== 'turnstile') throw new ConfigError('"captcha.provider" must be "turnstile".');
  return { provider: 'turnstile', siteKey: requireString(section, 'siteKey', 'captcha.siteKey') };
}

/** Validates a parsed config.json, naming exactly the key that is missing or wrong. */
export function parseRuntimeConfig(raw: unknown, needed: readonly RemoteName[] = SITE_REMOTES): RuntimeConfig {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new ConfigError('config.json must hold a JSON object.');
  const obj = raw as Record<string, unknown>;
  const remotesRaw = requireObject(obj, 'remotes');
  const remotes = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    if (name in remotesRaw || needed.includes(name)) remotes[name] = requireUrl(remotesRaw, name, `remotes.${name}`);
  }
  const razorpay = requireObject(obj, 'razorpay');
  const fieldData = parseFieldData(obj);
  const captcha = parseCaptcha(obj);
  // A config.json written for an earlier shell names the legacy anon key: say what the key is called now.
  if (obj.supabasePublishableKey === undefined && obj.supabaseAnonKey !== undefined)
    throw new ConfigError('"supabaseAnonKey" is now "supabasePublishableKey": the project\'s publishable key (sb_publishable_…).');
  return {
    supabaseUrl: requireUrl(obj, 'supabaseUrl', 'supabaseUrl'),
    supabasePublishableKey: requireString(obj, 'supabasePublishableKey', 'supabasePublishableKey'),
    remotes,
    razorpay: {
      keyId: requireString(razorpay, 'keyId', 'razorpay.keyId'),
      checkoutScriptUrl: requireUrl(razorpay, 'checkoutScriptUrl', 'razorpay.checkoutScriptUrl'),
    },
    ...(fieldData && { fieldData }),
    ...(captcha && { captcha }),
  };
}

/**
 * Fetches and validates config.json; every failure becomes a ConfigError with a readable reason. `pending` is a
 * fetch of `url` already in flight (the shell starts one in its entry chunk).
 */
export async function fetchRuntimeConfig(
  url = '/config.json',
  needed?: readonly RemoteName[],
  pending?: Promise<Response>,
): Promise<RuntimeConfig> {
  let response: Response;
  try {
    // Default cache mode: the server sends `Cache-Control: no-cache`, and the document's preload of this URL is reused.
    response = await (pending ?? fetch(url));
  } catch {
    throw new ConfigError(`Could not reach ${url}.`);
  }
  if (!response.ok) throw new ConfigError(`${url} answered ${response.status}.`);
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new ConfigError(`${url} is not valid JSON.`);
  }
  return parseRuntimeConfig(raw, needed);
}
