import { messageOf, topFrames } from './error-info';
import { markReported, reportFieldEvent, wasReported } from './store';

/**
 * Reports a caught error as kind 'error' (`boundary`, `save`, ...), with its message and top stack frames, once: an
 * error already reported (a failed remote load the route's boundary then catches) is not reported again.
 */
export function reportFieldError(name: string, error: unknown, extra: { remote?: string; message?: string } = {}): void {
  if (wasReported(error)) return;
  markReported(error);
  const stack = error instanceof Error ? error.stack : undefined;
  reportFieldEvent({ kind: 'error', name, remote: extra.remote, message: extra.message ?? messageOf(error), frame: topFrames(stack) });
}
