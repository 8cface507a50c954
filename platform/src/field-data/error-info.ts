// What an error tells: its message and its top stack frame (file:line, no query string). Small, in the startup code
// (errors are caught from the start); the collector scrubs both before anything is queued.
import { markReported, type FieldEventInput } from './store';

/** The message of anything thrown. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/**
 * The top frame of a stack as `file:line` (no query string, no column), or undefined. Reads V8's `at f (url:1:2)`
 * and Firefox's / Safari's `f@url:1:2`.
 */
export function topFrame(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  for (const line of stack.split('\n')) {
    const match = /((?:https?|file|webpack|blob):\/\/?[^\s()]+?|\/[^\s()]+?):(\d+)(?::\d+)?\)?\s*$/.exec(line.trim());
    if (match) return `${match[1].replace(/[?#].*$/, '')}:${match[2]}`;
  }
  return undefined;
}

/** A frame from an ErrorEvent's own location, when the error carries no stack. */
export function frameAt(filename: string | undefined, line: number | undefined): string | undefined {
  if (!filename) return undefined;
  return `${filename.replace(/[?#].*$/, '')}${line ? `:${line}` : ''}`;
}

/** The window's uncaught errors and unhandled rejections, as events; returns the function that stops listening. */
export function listenForErrors(report: (event: FieldEventInput) => void): () => void {
  const onError = (event: ErrorEvent) => {
    const error: unknown = event.error;
    if (/ResizeObserver loop/.test(event.message ?? '')) return; // a benign browser notice, not a failure
    markReported(error);
    report({
      kind: 'error',
      name: 'uncaught',
      message: error ? messageOf(error) : event.message || 'Script error',
      frame: topFrame((error as Error | undefined)?.stack) ?? frameAt(event.filename, event.lineno),
      at: Date.now(),
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    markReported(reason);
    report({
      kind: 'error',
      name: 'rejection',
      message: messageOf(reason),
      frame: topFrame((reason as Error | undefined)?.stack),
      at: Date.now(),
    });
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  let listening = true;
  return () => {
    if (!listening) return;
    listening = false;
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
