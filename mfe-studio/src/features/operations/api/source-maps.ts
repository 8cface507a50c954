import type { EncodedSourceMap } from '@jridgewell/trace-mapping';
import { callRpc } from '../../../lib/rpc';

/**
 * The published source map of one script of a build (`assets/main.1a2b3c4d5e.js`), or null when that build's maps
 * were never published or have been pruned (field_source_map, admins only). Asked once per file a page view.
 */
const asked = new Map<string, Promise<EncodedSourceMap | null>>();
export function fetchSourceMap(file: string): Promise<EncodedSourceMap | null> {
  let map = asked.get(file);
  if (!map) {
    map = callRpc<EncodedSourceMap | null>('field_source_map', { p_file: file });
    asked.set(file, map);
    map.catch(() => asked.delete(file)); // a failed read is asked again on Retry
  }
  return map;
}
