// Every app of the site: its folder, federation name and default port. The one list the tools read.
export type AppName = 'shell' | 'catalog' | 'checkout' | 'testing' | 'content' | 'studio';

export interface AppInfo {
  name: AppName;
  dir: string;
  port: number;
  /** The remotes its standalone harness loads at run time, served beside it when it runs alone. */
  harnessLoads?: AppName[];
}

export const APPS: readonly AppInfo[] = [
  { name: 'shell', dir: 'shell', port: 3000 },
  { name: 'catalog', dir: 'mfe-catalog', port: 3001, harnessLoads: ['checkout'] },
  { name: 'checkout', dir: 'mfe-checkout', port: 3002 },
  { name: 'testing', dir: 'mfe-testing', port: 3003 },
  { name: 'content', dir: 'mfe-content', port: 3004 },
  { name: 'studio', dir: 'mfe-studio', port: 3005, harnessLoads: ['testing'] },
];

export const REMOTE_APPS = APPS.filter((a) => a.name !== 'shell');

export function appByDir(dir: string): AppInfo {
  const app = APPS.find((a) => a.dir === dir || a.name === dir);
  if (!app) throw new Error(`Unknown app "${dir}". Known: ${APPS.map((a) => a.dir).join(', ')}`);
  return app;
}
