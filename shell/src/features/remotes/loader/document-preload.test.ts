import { takeEarlyResponse } from '@nism/platform';
import { documentPreloadScript } from '@nism/platform/document-scripts';
import { remotePageFor } from './remote-routes';

const CONFIG = {
  remotes: {
    catalog: 'http://cat.test/mf-manifest.json',
    checkout: 'http://checkout.test/mf-manifest.json',
    testing: 'https://cdn.test/testing/mf-manifest.json',
    content: 'http://content.test/mf-manifest.json',
  },
};
const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [
    { name: 'AttemptPage', assets: { js: { sync: ['assets/attempt.1.js', 'assets/shared.2.js'] } } },
    { name: 'ResultsPage', assets: { js: { sync: ['assets/results.3.js'] } } },
  ],
};

const answer = (body: unknown, status = 200) => {
  const response = { ok: status < 400, status, clone: () => response, json: () => Promise.resolve(body) };
  return Promise.resolve(response as unknown as Response);
};

/** Runs the document's script at `path`, the remote's manifest answering `manifestStatus`; resolves when it is done. */
async function runAt(path: string, manifestStatus = 200, before = () => {}, started = () => {}) {
  window.history.replaceState(null, '', path);
  const fetched: string[] = [];
  global.fetch = jest.fn((url: string) => {
    fetched.push(url);
    if (url.endsWith('/config.json')) return answer(CONFIG);
    if (manifestStatus === 0) return Promise.reject(new TypeError('Failed to fetch'));
    return answer(MANIFEST, manifestStatus);
  }) as unknown as typeof fetch;
  document.head.innerHTML = '';
  before();
  new Function(documentPreloadScript())();
  started();
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  const preloads = [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => (l as HTMLLinkElement).href);
  return { fetched, preloads };
}

// The resource timeline every browser has and jsdom lacks: here, nothing has been fetched yet.
let timeline: (name: string) => PerformanceEntryList = () => [];
beforeAll(() => Object.defineProperty(performance, 'getEntriesByName', { value: (name: string) => timeline(name) }));
afterEach(() => {
  delete (window as { __nismEarlyFetches?: unknown }).__nismEarlyFetches;
  timeline = () => [];
});

test("on a remote page, it fetches config.json and the page's manifest, then preloads the container and the page's chunks", async () => {
  const { fetched, preloads } = await runAt('/exams/e1/test/t1/attempt/a1');
  expect(fetched).toEqual(['http://localhost/config.json', CONFIG.remotes.testing]);
  expect(preloads).toEqual([
    'https://cdn.test/testing/remoteEntry.js',
    'https://cdn.test/testing/assets/attempt.1.js',
    'https://cdn.test/testing/assets/shared.2.js',
  ]);
});

test('a Hindi address preloads the same page as its English one', async () => {
  const { fetched } = await runAt('/hi/exams/e1/test/t1/attempt/a1');
  expect(fetched).toEqual(['http://localhost/config.json', CONFIG.remotes.testing]);
});

test('a file the federation runtime already asks for is not preloaded again (it would be fetched twice)', async () => {
  const { preloads } = await runAt('/exams/e1/test/t1/attempt/a1', 200, () => {
    const script = document.createElement('script');
    script.src = 'https://cdn.test/testing/remoteEntry.js';
    document.head.appendChild(script);
  });
  expect(preloads).toEqual(['https://cdn.test/testing/assets/attempt.1.js', 'https://cdn.test/testing/assets/shared.2.js']);
});

test('a manifest main.js asked for before the script read config.json is neither fetched again nor preloaded from', async () => {
  // A busy phone: the federation runtime's fetch of the manifest came first, and loads the remote's scripts itself.
  const { fetched, preloads } = await runAt('/exams', 200, undefined, () => takeEarlyResponse(CONFIG.remotes.catalog));
  expect(fetched).toEqual(['http://localhost/config.json']);
  expect(preloads).toEqual([]);
});

test('a chunk that has already run (its tag removed, its entry in the timeline) is not preloaded again', async () => {
  const ran = 'https://cdn.test/testing/assets/attempt.1.js';
  timeline = (name) => (name === ran ? ([{ name }] as PerformanceEntryList) : []);
  const { preloads } = await runAt('/exams/e1/test/t1/attempt/a1');
  expect(preloads).toEqual(['https://cdn.test/testing/remoteEntry.js', 'https://cdn.test/testing/assets/shared.2.js']);
});

test('main.js takes each early response over once; a second fetch of the same URL is its own', async () => {
  await runAt('/Exams/');
  const config = takeEarlyResponse('/config.json');
  expect(await (await config!).json()).toEqual(CONFIG);
  expect(takeEarlyResponse('/config.json')).toBeUndefined();
  expect(takeEarlyResponse(CONFIG.remotes.catalog)).toBeDefined();
  expect(takeEarlyResponse(CONFIG.remotes.catalog)).toBeUndefined();
});

test("the shell's own screens fetch config.json alone", async () => {
  for (const path of ['/login', '/account', '/exams/e1/unknown']) {
    const { fetched, preloads } = await runAt(path);
    expect([path, fetched, preloads]).toEqual([path, ['http://localhost/config.json'], []]);
  }
});

test('a remote that is down or failing gets no script preload, so the Retry loads its scripts afresh', async () => {
  for (const status of [0, 404, 503]) {
    const { fetched, preloads } = await runAt('/exams', status);
    expect([status, fetched.length, preloads]).toEqual([status, 2, []]);
  }
});

test("it finds the same remote for a path as the entry chunk's remoteRouteAt", async () => {
  const paths = ['/', '/exams', '/Exams/', '/exams/e1/info', '/exams/e1/plans', '/exams/e1', '/exams/e1/test/t1/attempt/a1'];
  paths.push('/blogs', '/blogs/some-article', '/login', '/account', '/exams//plans', '/nowhere', '/exams/e1/unknown');
  for (const path of paths) {
    const { fetched } = await runAt(path);
    const id = remotePageFor(path);
    const expected = id ? CONFIG.remotes[id.split('/')[0] as keyof typeof CONFIG.remotes] : undefined;
    expect([path, fetched[1]]).toEqual([path, expected]);
  }
});

test('the script is plain ES2017: no TypeScript or module syntax left in it', () => {
  expect(() => new Function(documentPreloadScript())).not.toThrow();
  expect(documentPreloadScript()).not.toMatch(/\bimport\b|\bexport\b|=>/);
});
