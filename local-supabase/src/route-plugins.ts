import { razorpaySandbox } from './razorpay';
import type { RoutePlugin } from './route-plugin';

export type { RoutePlugin };

/**
 * Extra HTTP surfaces mounted beside the Supabase APIs (checkout's Razorpay sandbox). Add an entry here;
 * startLocalSupabase mounts each one and `extraRoutes` in its options mounts more for a single run (tests).
 */
export const routePlugins: RoutePlugin[] = [razorpaySandbox()];
