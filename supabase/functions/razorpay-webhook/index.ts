// Supabase entry: the runtime-neutral handler with Deno's environment and the npm supabase-js.
import { denoDeps } from '../_deno/deps.ts';
import { razorpayWebhookHandler } from '../_shared/razorpay-webhook.ts';

Deno.serve(razorpayWebhookHandler(denoDeps()));
