// Supabase entry: the runtime-neutral handler with Deno's environment and the npm supabase-js.
import { denoDeps } from '../_deno/deps.ts';
import { sendOutboxMailHandler } from '../_shared/send-outbox-mail.ts';

Deno.serve(sendOutboxMailHandler(denoDeps()));
