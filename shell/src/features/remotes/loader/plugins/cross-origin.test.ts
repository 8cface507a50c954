import { crossOriginPlugin } from './cross-origin';

test("a remote's entry script and its preloads are created with crossorigin, so its errors keep their message and stack", () => {
  const plugin = crossOriginPlugin();
  const script = plugin.createScript!({
    url: 'https://testing.example/remoteEntry.js',
    attrs: { async: true, fetchpriority: 'high' },
  }) as HTMLScriptElement;
  expect(script.src).toBe('https://testing.example/remoteEntry.js');
  expect(script.getAttribute('crossorigin')).toBe('anonymous');
  expect(script.async).toBe(true);
  expect(script.getAttribute('fetchpriority')).toBe('high');
  const link = plugin.createLink!({
    url: 'https://testing.example/assets/AttemptPage.1a2b.js',
    attrs: { rel: 'preload', as: 'script' },
  }) as HTMLLinkElement;
  expect(link.outerHTML).toBe(
    '<link rel="preload" as="script" href="https://testing.example/assets/AttemptPage.1a2b.js" crossorigin="anonymous">',
  );
});
