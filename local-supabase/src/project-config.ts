import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { parseTemplate } from './auth/go-template';

// The parts of supabase/config.toml (the Supabase CLI's project file) that local-supabase honours,
// typed. A missing key takes hosted GoTrue's default (confirmations on); a key of the wrong type is
// an error naming it, so a typo never silently weakens auth. Section names that moved between CLI versions are read in
// both places ([local_smtp] / [inbucket], [auth].enable_signup / [auth.email].enable_signup).

export interface AuthRateLimits {
  /** Emails sent per hour (signup confirmations, recoveries, email changes), across the project. */
  emailSent: number;
  /** Sign-up and sign-in requests per 5 minutes per client address. */
  signInSignUps: number;
  /** Token refreshes per 5 minutes per client address. */
  tokenRefresh: number;
  /** OTP / magic-link verifications per 5 minutes per client address. */
  tokenVerifications: number;
}

/** The mails GoTrue sends, by its template name. */
export type MailTemplateName = 'confirmation' | 'recovery' | 'email_change';
/** A mail's subject and HTML body with GoTrue's placeholders ({{ .ConfirmationURL }}, {{ .Email }}, ...). */
export interface MailTemplate {
  subject: string;
  html: string;
}

// Hosted GoTrue's own subjects and bodies, for a project that configures none.
const DEFAULT_TEMPLATES: Record<MailTemplateName, MailTemplate> = {
  confirmation: {
    subject: 'Confirm Your Signup',
    html: '<h2>Confirm your signup</h2><p>Follow this link to confirm your user:</p><p><a href="{{ .ConfirmationURL }}">Confirm your mail</a></p>',
  },
  recovery: {
    subject: 'Reset Your Password',
    html: '<h2>Reset Password</h2><p>Follow this link to reset the password for your user:</p><p><a href="{{ .ConfirmationURL }}">Reset Password</a></p>',
  },
  email_change: {
    subject: 'Confirm Change of Email',
    html: '<h2>Confirm Change of Email</h2><p>Follow this link to confirm the update of your email from {{ .Email }} to {{ .NewEmail }}:</p><p><a href="{{ .ConfirmationURL }}">Change Email</a></p>',
  },
};

export interface ProjectConfig {
  api: { port: number; maxRows: number };
  inbox: { port: number };
  auth: {
    siteUrl: string;
    additionalRedirectUrls: string[];
    jwtExpiry: number;
    refreshTokenReuseInterval: number;
    minimumPasswordLength: number;
    enableSignup: boolean;
    email: {
      enableConfirmations: boolean;
      doubleConfirmChanges: boolean;
      /** Shortest time between two mails to one address (GoTrue's SMTP_MAX_FREQUENCY), seconds. */
      maxFrequencySeconds: number;
      /** How long a mailed code (and its link) stays usable, seconds (`otp_expiry`; GoTrue's default a day). */
      otpExpirySeconds: number;
      /** `[auth.email.template.<name>]`: subject and content_path (from the project root). */
      templates: Record<MailTemplateName, MailTemplate>;
    };
    rateLimit: AuthRateLimits;
    /** `[auth.captcha]`: off unless enabled; the secret may be env(NAME), read from the environment as the CLI does. */
    captcha: { enabled: boolean; provider: 'turnstile' | 'hcaptcha'; secret: string };
  };
  /** `[functions.<name>]` sections; verify_jwt defaults to true. */
  functions: Record<string, { verifyJwt: boolean }>;
}

type Table = Record<string, unknown>;

const isTable = (v: unknown): v is Table => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

class Reader {
  constructor(private readonly file: string) {}

  fail(key: string, want: string): never {
    throw new Error(`${this.file}: ${key} must be ${want}`);
  }

  table(root: Table, key: string): Table {
    const v = root[key];
    if (v === undefined) return {};
    return isTable(v) ? v : this.fail(key, 'a table');
  }

  value<T>(t: Table, key: string, name: string, fallback: T, check: (v: unknown) => v is T, want: string): T {
    const v = t[key];
    if (v === undefined) return fallback;
    return check(v) ? v : this.fail(name, want);
  }

  int(t: Table, key: string, name: string, fallback: number): number {
    const v = this.value(t, key, name, fallback, (x): x is number | bigint => typeof x === 'number' || typeof x === 'bigint', 'an integer');
    const n = Number(v);
    return Number.isSafeInteger(n) && n >= 0 ? n : this.fail(name, 'a non-negative integer');
  }

  bool(t: Table, key: string, name: string, fallback: boolean): boolean {
    return this.value(t, key, name, fallback, (x): x is boolean => typeof x === 'boolean', 'true or false');
  }

  str(t: Table, key: string, name: string, fallback: string): string {
    return this.value(t, key, name, fallback, (x): x is string => typeof x === 'string', 'a string');
  }

  strings(t: Table, key: string, name: string): string[] {
    return this.value(
      t,
      key,
      name,
      [],
      (x): x is string[] => Array.isArray(x) && x.every((s) => typeof s === 'string'),
      'an array of strings',
    );
  }

  /** A Go duration as the CLI writes it ("1s", "60s", "1m30s") or a number of seconds. */
  seconds(t: Table, key: string, name: string, fallback: number): number {
    const v = t[key];
    if (v === undefined) return fallback;
    if (typeof v === 'number' || typeof v === 'bigint') return Number(v);
    if (typeof v !== 'string') return this.fail(name, 'a duration such as "60s"');
    const parts = [...v.matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s)/g)];
    if (!parts.length || parts.map((p) => p[0]).join('') !== v) return this.fail(name, 'a duration such as "60s"');
    const unit = { h: 3600, m: 60, s: 1, ms: 0.001 } as const;
    return parts.reduce((sum, p) => sum + Number(p[1]) * unit[p[2] as keyof typeof unit], 0);
  }
}

/** Reads `<supabaseDir>/config.toml`; with no file, every key takes its default. */
export function readProjectConfig(supabaseDir: string): ProjectConfig {
  const file = path.join(supabaseDir, 'config.toml');
  const root: Table = existsSync(file) ? parse(readFileSync(file, 'utf8')) : {};
  const r = new Reader(file);
  const api = r.table(root, 'api');
  const smtp = isTable(root.local_smtp) ? r.table(root, 'local_smtp') : r.table(root, 'inbucket');
  const auth = r.table(root, 'auth');
  const email = r.table(auth, 'email');
  const limits = r.table(auth, 'rate_limit');
  const captcha = r.table(auth, 'captcha');
  const provider = r.str(captcha, 'provider', 'auth.captcha.provider', 'hcaptcha');
  if (provider !== 'turnstile' && provider !== 'hcaptcha') r.fail('auth.captcha.provider', '"turnstile" or "hcaptcha"');
  const rawSecret = r.str(captcha, 'secret', 'auth.captcha.secret', '');
  const envSecret = /^env\((\w+)\)$/.exec(rawSecret);
  const templateTables = r.table(email, 'template');
  const templates = { ...DEFAULT_TEMPLATES };
  for (const name of Object.keys(DEFAULT_TEMPLATES) as MailTemplateName[]) {
    const t = r.table(templateTables, name);
    const contentPath = r.str(t, 'content_path', `auth.email.template.${name}.content_path`, '');
    templates[name] = {
      subject: r.str(t, 'subject', `auth.email.template.${name}.subject`, DEFAULT_TEMPLATES[name].subject),
      // content_path is relative to the project root, the folder that holds supabase/.
      html: contentPath ? readFileSync(path.resolve(supabaseDir, '..', contentPath), 'utf8') : DEFAULT_TEMPLATES[name].html,
    };
    // A template GoTrue would render with actions this server does not know fails at start, not in a mail.
    parseTemplate(templates[name].subject);
    parseTemplate(templates[name].html);
  }
  const functions: ProjectConfig['functions'] = {};
  for (const [name, section] of Object.entries(r.table(root, 'functions'))) {
    if (!isTable(section)) return r.fail(`functions.${name}`, 'a table');
    functions[name] = { verifyJwt: r.bool(section, 'verify_jwt', `functions.${name}.verify_jwt`, true) };
  }
  return {
    api: { port: r.int(api, 'port', 'api.port', 54321), maxRows: r.int(api, 'max_rows', 'api.max_rows', 1000) },
    inbox: { port: r.int(smtp, 'port', 'local_smtp.port', 54324) },
    auth: {
      siteUrl: r.str(auth, 'site_url', 'auth.site_url', 'http://127.0.0.1:3000'),
      additionalRedirectUrls: r.strings(auth, 'additional_redirect_urls', 'auth.additional_redirect_urls'),
      jwtExpiry: r.int(auth, 'jwt_expiry', 'auth.jwt_expiry', 3600),
      refreshTokenReuseInterval: r.int(auth, 'refresh_token_reuse_interval', 'auth.refresh_token_reuse_interval', 10),
      minimumPasswordLength: r.int(auth, 'minimum_password_length', 'auth.minimum_password_length', 6),
      // Either place turning signup off turns it off.
      enableSignup:
        r.bool(auth, 'enable_signup', 'auth.enable_signup', true) && r.bool(email, 'enable_signup', 'auth.email.enable_signup', true),
      email: {
        enableConfirmations: r.bool(email, 'enable_confirmations', 'auth.email.enable_confirmations', true),
        doubleConfirmChanges: r.bool(email, 'double_confirm_changes', 'auth.email.double_confirm_changes', true),
        maxFrequencySeconds: r.seconds(email, 'max_frequency', 'auth.email.max_frequency', 60),
        otpExpirySeconds: r.int(email, 'otp_expiry', 'auth.email.otp_expiry', 86400),
        templates,
      },
      rateLimit: {
        emailSent: r.int(limits, 'email_sent', 'auth.rate_limit.email_sent', 2),
        signInSignUps: r.int(limits, 'sign_in_sign_ups', 'auth.rate_limit.sign_in_sign_ups', 30),
        tokenRefresh: r.int(limits, 'token_refresh', 'auth.rate_limit.token_refresh', 150),
        tokenVerifications: r.int(limits, 'token_verifications', 'auth.rate_limit.token_verifications', 30),
      },
      captcha: {
        enabled: r.bool(captcha, 'enabled', 'auth.captcha.enabled', false),
        provider: provider as 'turnstile' | 'hcaptcha',
        secret: envSecret ? (process.env[envSecret[1]] ?? '') : rawSecret,
      },
    },
    functions,
  };
}
