import { preloadRemote } from '@module-federation/enhanced/runtime';
import { preloadRemoteModule } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const preload = preloadRemote as jest.Mock;

test("a page's preload fetches its chunks, lazy ones too, but never the remote's own copy of supabase-js", () => {
  preloadRemoteModule('testing/ProgressPage');
  const [[[config]]] = preload.mock.calls;
  expect(config).toMatchObject({ nameOrAlias: 'testing', exposes: ['ProgressPage'], resourceCategory: 'all' });
  // The shell provides platform, whose supabase-js comes from the shell: a remote's chunk of it would be a second copy.
  expect(config.filter('https://cdn.test/testing/assets/supabase-js.0a1b2c3d4e.js')).toBe(false);
  expect(config.filter('http://localhost:3004/assets/supabase-js.js')).toBe(false); // a development build
  expect(config.filter('https://cdn.test/testing/assets/362.f262a9df13.js')).toBe(true); // the progress chart
  expect(config.filter('https://cdn.test/testing/assets/__federation_expose_ProgressPage.40cf29a02e.js')).toBe(true);
  // A language's chunks load with a page in that language, never ahead of every page (the warning of an unused preload).
  expect(config.filter('https://cdn.test/testing/assets/hi-messages.1d1116e4c2.js')).toBe(false);
  expect(config.filter('https://cdn.test/content/assets/hi-article-nism-series-xa-overview.08101f6460.js')).toBe(false);
});

test('each page is preloaded once', () => {
  preload.mockClear();
  preloadRemoteModule('catalog/PlansPage');
  preloadRemoteModule('catalog/PlansPage');
  expect(preload).toHaveBeenCalledTimes(1);
});
