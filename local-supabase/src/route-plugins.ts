import type { Hono } from 'hono';
import type { ServerContext } from './context';
import { razorpaySandbox } from './razorpay';

/**
 * Extra HTTP surfaces mounted beside the Supabase APIs, e.g. the Razorpay sandbox at
 * `/razorpay/*` (checkout issue). Add an entry here; startLocalSupabase mounts each one and
 * `extraRoutes` in its options mounts more for a single run (tests).
 */
export interface RoutePlugin {
  /** Mount point, e.g. '/razorpay'. */
  basePath: string;
  create(ctx: ServerContext): Hono;
}

export const routePlugins: RoutePlugin[] = [razorpaySandbox()];
