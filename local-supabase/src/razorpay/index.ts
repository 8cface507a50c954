// A Razorpay sandbox for local development and tests, mounted by local-supabase at /razorpay:
//   GET  /razorpay/checkout.js            the browser API (window.Razorpay) with a test modal
//   POST /razorpay/v1/orders              the Orders API, Basic auth (GET /v1/orders/:id too)
//   POST /razorpay/checkout/authorize     the modal's Pay / Fail: signs the payment server-side
//   GET|POST /razorpay/test/webhooks      webhook controls: deliver, drop, duplicate, reverse, delayMs (service-role key)
//   GET  /razorpay/test/deliveries        what was delivered to the razorpay-webhook function (service-role key)
import { Hono } from 'hono';
import type { ServerContext } from '../context';
import type { RoutePlugin } from '../route-plugin';
import { checkoutRoutes } from './checkout-routes';
import { SANDBOX_KEYS, type SandboxKeys } from './keys';
import { ordersApi } from './orders-api';
import { SandboxState } from './state';
import { testControls } from './test-controls';

export interface RazorpaySandboxOptions {
  keys?: SandboxKeys;
  /** Where webhooks go; default this server's /functions/v1/razorpay-webhook. */
  webhookUrl?: string;
}

export function createRazorpaySandbox(ctx: ServerContext, opts: RazorpaySandboxOptions = {}): Hono {
  const keys = opts.keys ?? SANDBOX_KEYS;
  const state = new SandboxState();
  const app = new Hono();
  app.route('/v1/orders', ordersApi(state, keys));
  app.route(
    '/',
    checkoutRoutes(state, keys, () => opts.webhookUrl ?? `${ctx.url()}/functions/v1/razorpay-webhook`),
  );
  app.route('/test', testControls(state, ctx));
  return app;
}

/** The plugin to list in local-supabase's routePlugins (src/route-plugins.ts). */
export const razorpaySandbox = (opts: RazorpaySandboxOptions = {}): RoutePlugin => ({
  basePath: '/razorpay',
  create: (ctx) => createRazorpaySandbox(ctx, opts),
});
