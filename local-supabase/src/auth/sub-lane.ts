import type { Context, Next } from 'hono';
import type { ServerContext } from '../context';
import { withSubLane } from '../db/fair-queue';
import { bearer, verifyJwt } from '../http/jwt';
import { clientIp } from './rate-limit';

/**
 * Auth work runs in the server's lane (it gets every other turn at the database while it has work) and, within it,
 * takes turns by who asks, as REST does: a signed-in user (a verified token's `sub`, so nobody spreads over lanes
 * by forging them) or else the client's address. One user flooding GET /user then waits behind their own requests
 * while another user's token refresh or a class's sign-ins take their turns.
 *
 * Turns at the database are not enough on their own: with 150 of one caller's requests being served at once, every
 * step of another request waited in the event loop behind theirs (refresh p50 231 ms on PostgreSQL, fair lanes and
 * all). So each caller has at most ACTIVE_PER_CALLER auth requests in progress; the rest wait, costing nothing,
 * in arrival order (refresh p50 then 20-60 ms; 10-15 ms with no flood). Password sign-ins and sign-ups pass
 * ungated: nearly all their time is the wait for bcrypt, which has its own queue in turns by caller
 * (password-hasher.ts), and a class signing in from one address behind a gate of 4 left the hashing thread idle
 * (sign-in p95 2× the physical limit).
 */
const ACTIVE_PER_CALLER = 4;

interface Gate {
  active: number;
  waiting: (() => void)[];
}
const gates = new Map<string, Gate>();

async function enter(who: string): Promise<() => void> {
  let gate = gates.get(who);
  if (!gate) gates.set(who, (gate = { active: 0, waiting: [] }));
  if (gate.active >= ACTIVE_PER_CALLER) await new Promise<void>((r) => gate.waiting.push(r));
  else gate.active++;
  return () => {
    const next = gate.waiting.shift();
    if (next)
      next(); // the slot passes straight on
    else if (--gate.active === 0) gates.delete(who);
  };
}

export const authSubLane = (ctx: ServerContext) => async (c: Context, next: Next) => {
  const token = bearer(c.req.header('authorization'));
  const verified = token ? await verifyJwt(ctx.signing, token) : undefined;
  const who = verified?.ok && typeof verified.claims.sub === 'string' ? `user:${verified.claims.sub}` : `ip:${clientIp(c)}`;
  const hashing = c.req.path.endsWith('/signup') || (c.req.path.endsWith('/token') && c.req.query('grant_type') === 'password');
  const leave = hashing ? () => undefined : await enter(who);
  try {
    await withSubLane(who, next);
  } finally {
    leave();
  }
};
