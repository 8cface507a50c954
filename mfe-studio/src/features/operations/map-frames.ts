// A reported stack (one `url:line:column` a line, docs/field-data.md) mapped back through its build's source maps:
// each frame's original file, line and column, and the function it is in.
import { originalPositionFor, TraceMap, type EncodedSourceMap } from '@jridgewell/trace-mapping';

export interface MappedFrame {
  /** The frame as the browser reported it. */
  minified: string;
  /** `src/pages/terms/TermsPage.tsx:4:9`, when its build's map is published and covers the position. */
  original?: string;
  /** The function the frame is in, when the map names it. */
  name?: string;
  /** Why there is no original: no map published for that build, or the frame is not a built script's. */
  problem?: string;
}

const FRAME = /^(.*):(\d+):(\d+)$/;

/** The script's path in its build (`assets/x.1a2b3c4d5e.js`), the key its map is published under, or undefined. */
export function buildFileOf(frame: string): string | undefined {
  const url = FRAME.exec(frame)?.[1];
  return url ? /(?:^|\/)(assets\/[^/]+\.js)$/.exec(url)?.[1] : undefined;
}

/** A map's source as a path in the repository's app: `webpack://content/./src/x.tsx` → `src/x.tsx`. */
const sourcePath = (source: string) => source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.?\/)+/, '');

/**
 * Maps each frame. The name of a frame's function is the one its caller's call site names (the next frame's
 * original position), as a minifier renames the function itself; the first frame's own position names nothing useful
 * (it points into the expression that threw).
 */
export async function mapFrames(frames: string, fetchMap: (file: string) => Promise<EncodedSourceMap | null>): Promise<MappedFrame[]> {
  const lines = frames.split('\n').filter(Boolean);
  const traces = new Map<string, Promise<TraceMap | null>>();
  const traceOf = (file: string) => {
    if (!traces.has(file))
      traces.set(
        file,
        fetchMap(file).then((map) => (map ? new TraceMap(map) : null)),
      );
    return traces.get(file)!;
  };
  const positions = await Promise.all(
    lines.map(async (minified) => {
      const file = buildFileOf(minified);
      const [, , line, column] = FRAME.exec(minified) ?? [];
      if (!file || !line) return { minified, problem: 'not a script of a build' };
      const trace = await traceOf(file);
      if (!trace) return { minified, problem: 'no source map for this build' };
      // Browsers count columns from 1, source maps from 0.
      const position = originalPositionFor(trace, { line: Number(line), column: Number(column) - 1 });
      if (position.source === null) return { minified, problem: 'the map does not cover this position' };
      return { minified, source: sourcePath(position.source), line: position.line, column: position.column + 1, ownName: position.name };
    }),
  );
  return positions.map((p, i) => {
    if (!('source' in p)) return p;
    const caller = positions[i + 1];
    const name = caller && 'ownName' in caller ? (caller.ownName ?? undefined) : undefined;
    return { minified: p.minified, original: `${p.source}:${p.line}:${p.column}`, ...(name ? { name } : {}) };
  });
}
