import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// The module itself, not the shared package: this runs in the entry chunk, before the federation runtime can share
// anything (see retry-fetch.ts). The store lives on globalThis, so the shared platform's collector reads the same one.
import { markReported, recordRemoteVersion, reportFieldEvent } from '@nism/platform/field-data/store';

interface ManifestLike {
  metaData?: { buildInfo?: { buildVersion?: string } };
  exposes?: { assets?: { js?: { sync?: string[] } } }[];
  shared?: { assets?: { js?: { sync?: string[] } } }[];
}

/** FNV-1a, 32 bits, in hex: enough to tell two builds apart. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * A remote's build id: its package version (the manifest's buildInfo.buildVersion, '1.0.0' for every build, so not
 * enough) and a hash of the content-hashed file names its manifest lists, which change with every build that changes
 * code: `1.0.0+3fa2c1d9`.
 */
export function buildIdOf(manifest: ManifestLike): string {
  const files = [...(manifest.exposes ?? []), ...(manifest.shared ?? [])].flatMap((entry) => entry.assets?.js?.sync ?? []);
  return `${manifest.metaData?.buildInfo?.buildVersion ?? '0'}+${shortHash(files.sort().join('|'))}`;
}

const remoteOf = (id: string, remote?: { name?: string }) => remote?.name ?? id.split('/')[0];

/** The runtime's message on one line, without its pointer to the docs and its args dump. */
function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text
    .split('\n')
    .filter((line) => line.trim() && !/^(args:|View the docs|Original Error Message)/.test(line.trim()))
    .join(' ')
    .replace(/\s+/g, ' ');
}

/**
 * Field data about the remotes (docs/field-data.md): each remote's build id from its manifest, every module that
 * loaded (kind 'remote', name 'load') and that failed ('load-failed'), each once per module and page view, so a
 * release's availability is its failures over its loads. Never recovers a failure itself: the route's inline error
 * and Retry stay in charge.
 */
export function fieldDataPlugin(): ModuleFederationRuntimePlugin {
  const loaded = new Set<string>();
  const failed = new Set<string>();
  return {
    name: 'field-data',
    loadRemoteSnapshot(args) {
      if (args.manifestJson) recordRemoteVersion(args.moduleInfo.name, buildIdOf(args.manifestJson as ManifestLike));
      return args;
    },
    onLoad({ id, remote }) {
      if (loaded.has(id)) return;
      loaded.add(id);
      reportFieldEvent({ kind: 'remote', name: 'load', remote: remoteOf(id, remote), message: id });
    },
    errorLoadRemote({ id, error, lifecycle, remote }) {
      // Every failed loadRemote ends here with lifecycle 'onLoad' (its last catch), after any earlier lifecycle (the
      // manifest's 'afterResolve', 'beforeRequest') reported the same failure: count it once there. A preload's
      // failure never reaches 'onLoad', and is left to the navigation that loads the module.
      if (lifecycle !== 'onLoad') return undefined;
      markReported(error);
      if (failed.has(id)) return undefined; // once per module and page, as loads are counted
      failed.add(id);
      reportFieldEvent({ kind: 'remote', name: 'load-failed', remote: remoteOf(id, remote), message: `${id}: ${reasonOf(error)}` });
      return undefined; // no fallback module: the loader rejects and the route shows its inline error
    },
  };
}
