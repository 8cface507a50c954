// This device's copy of the visited questions and the current question, saved per attempt so a reload shows them at
// once; the server keeps them too (use-visit-sync.ts), and its copy wins for another device.

export interface AttemptProgress {
  visited: string[];
  current: number;
}

export const progressStorageKey = (attemptId: string) => `nism-testing:progress:${attemptId}`;

const EMPTY: AttemptProgress = { visited: [], current: 0 };

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

export function loadProgress(attemptId: string): AttemptProgress {
  try {
    const raw = window.localStorage.getItem(progressStorageKey(attemptId));
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as Partial<Record<keyof AttemptProgress, unknown>>;
    return {
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
    // storage full or disabled: the place in the test then lasts only for this page view
  }
}
