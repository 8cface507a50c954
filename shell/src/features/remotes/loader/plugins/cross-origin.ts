import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Issue 47 §4: a remote's scripts (its remoteEntry.js, and the preloads of its page's chunks) load with
 * `crossorigin="anonymous"`, so an error thrown in them reaches the page's error listener with its message and stack
 * instead of "Script error." (field data, docs/field-data.md). The remotes' files are served with CORS for the
 * shell's origin (tools/serve-static.ts, tools/cdn-kit.ts); the chunks a container loads itself carry the same
 * attribute from its build (`output.crossOriginLoading`, tools/build-config/rspack-app.ts). A preload must be in the
 * same mode as the script that uses it, or the browser fetches the file twice.
 */
export function crossOriginPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'cross-origin',
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') (script as unknown as Record<string, unknown>)[name] = value;
        else script.setAttribute(name, String(value));
      }
      script.src = url;
      script.crossOrigin = 'anonymous';
      return script;
    },
    createLink({ url, attrs }) {
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attrs ?? {})) link.setAttribute(name, String(value));
      link.href = url;
      link.crossOrigin = 'anonymous';
      return link;
    },
  };
}
