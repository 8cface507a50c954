// Marks for review, visited questions and the current question live only in the browser (the backend
// keeps answers, not marks); saved per attempt so a reload or a return restores them, and the results
// page can filter by the marks.

export interface AttemptProgress {
  marked: string[];
  visited: string[];
  current: number;
}

export const progressStorageKey = (attemptId: string) => `nism-testing:progress:${attemptId}`;

const EMPTY: AttemptProgress = { marked: [], visited: [], current: 0 };

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

export function loadProgress(attemptId: string): AttemptProgress {
  try {
    const raw = window.localStorage.getItem(progressStorageKey(attemptId));
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as Partial<Record<keyof AttemptProgress, unknown>>;
    return {
      marked: strings(parsed.marked),
      visited: strings(parsed.visited),
      current: typeof parsed.current === 'number' && parsed.current >= 0 ? Math.floor(parsed.current) : 0,
    };
  } catch {
    return EMPTY;
  }
}

export function saveProgress(attemptId: string, progress: AttemptProgress): void {
  try {
    window.localStorage.setItem(progressStorageKey(attemptId), JSON.stringify(progress));
  } catch {
    // storage full or disabled: marks then last only for this page view
  }
}

/** The question ids marked for review in an attempt (for the results filter). */
export function loadMarkedIds(attemptId: string): Set<string> {
  return new Set(loadProgress(attemptId).marked);
}
