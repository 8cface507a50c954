// What an error tells: its message and its top stack frames (file:line:column, no query string). Small, in the startup code
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

/** How many characters of frames an event carries (the RPC's `frame` takes 300). */
const FRAMES_MAX = 300;

/** One line of a stack as `file:line:column` (no query string), or undefined: V8's `at f (url:1:2)`, Firefox's / Safari's `f@url:1:2`. */
function frameOf(line: string): string | undefined {
  const match = /((?:https?|file|webpack|blob):\/\/?[^\s()]+?|\/[^\s()]+?):(\d+)(?::(\d+))?\)?\s*$/.exec(line.trim());
  return match ? `${match[1].replace(/[?#].*$/, '')}:${match[2]}${match[3] ? `:${match[3]}` : ''}` : undefined;
}

/**
 * The top frames of a stack, one `file:line:column` a line: the first four, or as many as fit in 300 characters (the
 * first one always, the collector cuts it). The column is what maps a frame of a minified one-line chunk back through
 * its build's source map in the studio (docs/field-data.md).
 */
export function topFrames(stack: string | undefined): string | undefined {
  const frames: string[] = [];
  let length = -1;
  for (const frame of (stack ?? '').split('\n').map(frameOf)) {
    if (!frame) continue;
    if (frames.length > 0 && length + 1 + frame.length > FRAMES_MAX) break;
    frames.push(frame);
    length += 1 + frame.length;
    if (frames.length === 4) break;
  }
  return frames.length ? frames.join('\n') : undefined;
}

/** A frame from an ErrorEvent's own location, when the error carries no stack. */
export function frameAt(filename: string | undefined, line: number | undefined, column?: number): string | undefined {
  if (!filename) return undefined;
  return `${filename.replace(/[?#].*$/, '')}${line ? `:${line}${column ? `:${column}` : ''}` : ''}`;
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
      frame: topFrames((error as Error | undefined)?.stack) ?? frameAt(event.filename, event.lineno, event.colno),
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
      frame: topFrames((reason as Error | undefined)?.stack),
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
