// What the collector adds to every event: the route pattern, the device class, the connection, the daily session
// id (with its sampling draw) and the shell's build. Nothing here can name a learner.
import { matchSiteRoute, withoutBase } from '@nism/contracts';

/** The route pattern of a path (`/exams/:examId/...`), never the path with its ids. */
export function routePattern(pathname: string): string {
  return matchSiteRoute(withoutBase(pathname))?.pattern ?? '/(unmatched)';
}

export type DeviceClass = 'phone' | 'tablet' | 'desktop';

/** From the viewport's width and the primary pointer: a narrow viewport is a phone, a touch screen up to 1280 px a tablet. */
export function deviceClass(win: Window = window): DeviceClass {
  const width = win.innerWidth;
  const coarse = typeof win.matchMedia === 'function' && win.matchMedia('(pointer: coarse)').matches;
  if (width < 640) return 'phone';
  if (coarse && width < 1280) return 'tablet';
  return 'desktop';
}

/** The Network Information API's effective type ('4g', '3g', ...), where the browser has it. */
export function connectionType(nav: Navigator = navigator): string | undefined {
  const type = (nav as Navigator & { connection?: { effectiveType?: unknown } }).connection?.effectiveType;
  return typeof type === 'string' ? type.slice(0, 16) : undefined;
}

/** The shell's build: the content hash in its entry script's name (`assets/main.<hash>.js`), 'dev' without one. */
export function shellVersion(doc: Document = document): string {
  for (const script of Array.from(doc.scripts)) {
    const hash = /\/main\.([0-9a-f]{6,})\.js(?:$|\?)/.exec(script.src)?.[1];
    if (hash) return hash;
  }
  return 'dev';
}

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
