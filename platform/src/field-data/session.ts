// The daily session of field data and its sampling draw: read at startup (a sampled-out session loads no field-data
// code at all), so this stays small.

export const SESSION_KEY = 'nism-field-data:session';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface FieldSession {
  id: string;
  /** This session's sampling draw in [0, 1): it is in the sample while draw < sampleRate. */
  draw: number;
}

const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);

function randomId(random: () => number): string {
  const bytes = new Uint8Array(12);
  if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(random() * 256);
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('');
}

/**
 * This browser's field-data session: a random id kept in localStorage for the UTC day, then replaced, so no two days
 * of one browser can be joined. The sampling draw is kept with it: one decision per session, not per page.
 */
export function fieldSession(storage: KeyValueStorage | null, now = Date.now(), random: () => number = Math.random): FieldSession {
  const day = utcDay(now);
  try {
    const stored = JSON.parse(storage?.getItem(SESSION_KEY) ?? 'null') as { day?: unknown; id?: unknown; draw?: unknown } | null;
    if (
      stored &&
      stored.day === day &&
      typeof stored.id === 'string' &&
      /^[a-z0-9]{8,40}$/.test(stored.id) &&
      typeof stored.draw === 'number'
    ) {
      return { id: stored.id, draw: stored.draw };
    }
  } catch {
    // unreadable: a new session
  }
  const session = { id: randomId(random), draw: random() };
  try {
    storage?.setItem(SESSION_KEY, JSON.stringify({ day, ...session }));
  } catch {
    // storage blocked: a session per page
  }
  return session;
}
