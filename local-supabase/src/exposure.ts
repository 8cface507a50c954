import { isSandboxSecret } from '../../supabase/functions/_shared/razorpay-config.ts';

// A server reachable from other machines must not run on secrets published in this repository: with the default
// JWT secret anyone signs a service_role token, and with the Razorpay sandbox's secrets anyone signs a webhook that
// activates an unpaid order. On loopback they are the convenient local defaults; anywhere else the start is refused.

/** The Supabase CLI's well-known local secret, so local keys stay stable across restarts. */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export const isLoopback = (host: string) => host === 'localhost' || host === '::1' || host.startsWith('127.');

/** Thrown by startLocalSupabase; the CLI prints its message alone and exits 1. */
export class ExposureRefused extends Error {}

/** The variables still at a public default (a missing Razorpay secret means the sandbox's is used). */
export function defaultSecretsInUse(jwtSecret: string, functionEnv: Record<string, string | undefined>): string[] {
  const names: string[] = [];
  if (jwtSecret === DEFAULT_JWT_SECRET) names.push('JWT_SECRET');
  for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET']) {
    const value = functionEnv[name];
    if (!value || isSandboxSecret(value)) names.push(name);
  }
  return names;
}

export function refuseDefaultSecretsOffLoopback(host: string, jwtSecret: string, functionEnv: Record<string, string | undefined>): void {
  if (isLoopback(host)) return;
  const names = defaultSecretsInUse(jwtSecret, functionEnv);
  if (!names.length) return;
  throw new ExposureRefused(
    `Refusing to listen on ${host}: ${names.join(', ')} ${names.length > 1 ? 'are' : 'is'} unset or at the public default ` +
      `of this repository, so anyone who reaches the server could use ${names.length > 1 ? 'them' : 'it'}. ` +
      `Set ${names.join(' and ')} to your own secret${names.length > 1 ? 's' : ''}, or listen on 127.0.0.1.`,
  );
}
