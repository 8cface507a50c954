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
