// A host runtime plugin for the floor's "shared SDK" variant: puts the host's @module-federation/sdk where the
// containers built with it as an external look for it (floor-build.ts).
import * as sdk from '@module-federation/sdk';

export default function provideSdk() {
  return {
    name: 'bench-provide-sdk',
    beforeInit<T>(args: T): T {
      (globalThis as Record<string, unknown>)._FEDERATION_SDK = sdk;
      return args;
    },
  };
}
