// Supabase entry: the runtime-neutral handler with Deno's environment and the npm supabase-js.
import { denoDeps } from '../_deno/deps.ts';
import { verifyRazorpayPaymentHandler } from '../_shared/verify-razorpay-payment.ts';

Deno.serve(verifyRazorpayPaymentHandler(denoDeps()));
