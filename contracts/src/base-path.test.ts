test('paths gain and lose the prefix the site was built for', async () => {
  process.env.BASE_PATH = '/practice';
  jest.resetModules();
  const { BASE_PATH, ROUTER_BASENAME, withBase, withoutBase } = await import('./base-path');
  expect(BASE_PATH).toBe('/practice/');
  expect(ROUTER_BASENAME).toBe('/practice');
  expect(withBase('/login')).toBe('/practice/login');
  expect(withBase('config.json')).toBe('/practice/config.json');
  expect(withoutBase('/practice/exams/x/plans')).toBe('/exams/x/plans');
  expect(withoutBase('/practice')).toBe('/');
  expect(withoutBase('/elsewhere')).toBe('/elsewhere');
  delete process.env.BASE_PATH;
});

test('at an origin root nothing changes', async () => {
  jest.resetModules();
  const { BASE_PATH, withBase, withoutBase } = await import('./base-path');
  expect(BASE_PATH).toBe('/');
  expect(withBase('/login')).toBe('/login');
  expect(withoutBase('/exams')).toBe('/exams');
});

test('a Hindi page has its language after the prefix, and route matching sees the path without either', async () => {
  process.env.BASE_PATH = '/practice';
  jest.resetModules();
  const { routerBasename, sitePathOf, withBase, withoutBase } = await import('./base-path');
  expect(routerBasename('hi')).toBe('/practice/hi');
  expect(routerBasename('en')).toBe('/practice');
  expect(withBase('/exams', 'hi')).toBe('/practice/hi/exams');
  expect(withBase('/', 'hi')).toBe('/practice/hi');
  expect(sitePathOf('/practice/hi/exams/x')).toEqual({ path: '/exams/x', locale: 'hi' });
  expect(sitePathOf('/practice/hi')).toEqual({ path: '/', locale: 'hi' });
  expect(withoutBase('/practice/hi/blogs')).toBe('/blogs');
  // Only a language the site has is a prefix: '/history' and '/en/...' are paths like any other.
  expect(sitePathOf('/practice/history')).toEqual({ path: '/history', locale: 'en' });
  expect(sitePathOf('/practice/en/exams')).toEqual({ path: '/en/exams', locale: 'en' });
  delete process.env.BASE_PATH;
});
