// Stands in for '@module-federation/enhanced/runtime' in the floor's build without federation: the same pages as
// split chunks of one app.
const pages: Record<string, () => Promise<unknown>> = {
  'floor_a/Page': () => import('./page-a'),
  'floor_b/Page': () => import('./page-b'),
};
export const registerRemotes = () => {};
export const loadRemote = <T>(id: string): Promise<T | null> => pages[id]() as Promise<T>;
