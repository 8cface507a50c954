import type { Hono } from 'hono';
import type { ServerContext } from './context';

/**
 * An HTTP surface mounted beside the Supabase APIs, e.g. the Razorpay sandbox at `/razorpay/*`. The list that
 * startLocalSupabase mounts is route-plugins.ts; this type has its own file so a plugin need not import that list.
 */
export interface RoutePlugin {
  /** Mount point, e.g. '/razorpay'. */
  basePath: string;
  create(ctx: ServerContext): Hono;
}
