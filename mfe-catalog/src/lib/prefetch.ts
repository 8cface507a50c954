// Reads a page starts before it renders (the shell calls an exposed page's `prefetch` while it is still starting),
// handed to the page's first load instead of being sent twice. Each one is taken once, so a Retry or a later visit
// always reads afresh.
const started = new Map<string, Promise<unknown>>();

export function prefetch<T>(key: string, load: () => Promise<T>): void {
  if (started.has(key)) return;
  const promise = load();
  promise.catch(() => {}); // a failure is reported by the page that takes it
  started.set(key, promise);
}

/** The read `prefetch` started under `key`, or a new one. */
export function takePrefetched<T>(key: string, load: () => Promise<T>): Promise<T> {
  const promise = started.get(key) as Promise<T> | undefined;
  started.delete(key);
  return promise ?? load();
}
