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
