// Supabase entry: the runtime-neutral handler with Deno's environment and the npm supabase-js.
import { denoDeps } from '../_deno/deps.ts';
import { createRazorpayOrderHandler } from '../_shared/create-razorpay-order.ts';

Deno.serve(createRazorpayOrderHandler(denoDeps()));
