// Issue 47 §4: INP belongs to the route where the interaction happened, not the landing route. The collector keeps
// the paths this page view has been at, with when it got there (the performance timeline web-vitals' INP
// attribution uses for `interactionTime`), by following the History API the router navigates with.
import { pageRoutes, PAGE_REMOTES, matchRoute, withoutBase } from '@nism/contracts';

export interface RouteHistory {
  /** The path the page was at, at `time` (performance.now()'s timeline). */
  pathAt(time: number): string;
  stop(): void;
}

/** Starts following navigations; `landingPath` is where the page view began (at time 0). */
export function followRoutes(landingPath: string, win: Window = window): RouteHistory {
  const visits: [number, string][] = [[0, landingPath]];
  const note = () => {
    const path = win.location.pathname;
    if (visits[visits.length - 1][1] !== path) visits.push([win.performance.now(), path]);
  };
  note(); // a navigation made before the collector started
  const { pushState, replaceState } = win.history;
  win.history.pushState = function (...args: Parameters<History['pushState']>) {
    pushState.apply(this, args);
    note();
  };
  win.history.replaceState = function (...args: Parameters<History['replaceState']>) {
    replaceState.apply(this, args);
    note();
  };
  win.addEventListener('popstate', note);
  return {
    pathAt(time) {
      let path = visits[0][1];
      for (const [at, p] of visits) if (at <= time) path = p;
      return path;
    },
    stop() {
      win.history.pushState = pushState;
      win.history.replaceState = replaceState;
      win.removeEventListener('popstate', note);
    },
  };
}

/** The remote whose page a path is (contracts' page routes), or undefined for the shell's own screens. */
export function remoteOfPath(pathname: string): string | undefined {
  const path = withoutBase(pathname);
  for (const name of PAGE_REMOTES) if (pageRoutes(name).some((route) => matchRoute(route.path, path))) return name;
  return undefined;
}
