import { sitePathOf } from '@nism/contracts';
import { languageChoiceScript, rememberLanguage } from './language-choice';

/** Runs the document's script at `url` with `chosen` stored; the address it moves to, if any, and <html lang>. */
function runAt(url: string, chosen: string | null, referrer = '') {
  const at = new URL(url, 'https://site.test');
  const replace = jest.fn();
  const location = { pathname: at.pathname, search: at.search, hash: at.hash, origin: at.origin, replace };
  const documentElement = { lang: 'en' };
  const stored = { value: chosen };
  const localStorage = { getItem: () => stored.value, setItem: (_: string, v: string) => (stored.value = v) };
  new Function('location', 'document', 'localStorage', languageChoiceScript())(location, { documentElement, referrer }, localStorage);
  return { movedTo: replace.mock.calls[0]?.[0] as string | undefined, lang: documentElement.lang, chosen: stored.value };
}

test('a browser that chose Hindi opening an English address goes to the Hindi one, with its query', () => {
  expect(runAt('/exams/e1?tab=plans', 'hi')).toMatchObject({ movedTo: '/hi/exams/e1?tab=plans', lang: 'en' });
  expect(runAt('/', 'hi').movedTo).toBe('/hi');
});

test('a browser that chose English opening a Hindi address goes to the English one', () => {
  expect(runAt('/hi/blogs', 'en').movedTo).toBe('/blogs');
  expect(runAt('/hi', 'en').movedTo).toBe('/');
});

test('with no choice, the same choice or an unknown one, the page stays and <html lang> is its language', () => {
  expect(runAt('/hi/exams', null)).toEqual({ movedTo: undefined, lang: 'hi', chosen: null });
  expect(runAt('/hi/exams', 'hi')).toMatchObject({ movedTo: undefined, lang: 'hi' });
  expect(runAt('/exams', 'fr')).toMatchObject({ movedTo: undefined, lang: 'en' });
  // '/history' is not a Hindi address.
  expect(runAt('/history', null).lang).toBe('en');
});

test("a page reached by the site's own link (the switch, before or after the scripts) is the choice, remembered", () => {
  expect(runAt('/hi/exams', 'en', 'https://site.test/exams')).toEqual({ movedTo: undefined, lang: 'hi', chosen: 'hi' });
  expect(runAt('/blogs', 'hi', 'https://site.test/hi/blogs')).toEqual({ movedTo: undefined, lang: 'en', chosen: 'en' });
  // From a search result, the browser's choice wins.
  expect(runAt('/blogs', 'hi', 'https://www.google.com/')).toMatchObject({ movedTo: '/hi/blogs', chosen: 'hi' });
});

test("a sign-in link's page is never moved: its tokens belong to the address they were sent to", () => {
  expect(runAt('/auth/confirm?token_hash=x&type=signup', 'hi').movedTo).toBeUndefined();
  expect(runAt('/reset-password#access_token=x', 'hi').movedTo).toBeUndefined();
  expect(runAt('/exams#top', 'hi').movedTo).toBeUndefined();
});

test("the script reads a path's language as contracts' sitePathOf does", () => {
  for (const path of ['/', '/hi', '/hi/', '/hi/exams/x', '/history', '/en/exams', '/hindi']) {
    expect(runAt(path, null).lang).toBe(sitePathOf(path).locale);
  }
});

test('remembering needs no storage to work', () => {
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('QuotaExceededError');
  });
  expect(() => rememberLanguage('hi')).not.toThrow();
  setItem.mockRestore();
});

test('a device whose Devanagari measures as unknown-character boxes preloads the site font, on any page; one with a Devanagari font does not', () => {
  const run = (url: string, devanagariWidth: number) => {
    const at = new URL(url, 'https://site.test');
    const appended: Record<string, string>[] = [];
    const document = {
      documentElement: { lang: 'en' },
      referrer: '',
      currentScript: { getAttribute: (name: string) => (name === 'data-devanagari-font' ? '/assets/devanagari.1a2b.woff2' : null) },
      createElement: (tag: string) =>
        tag === 'canvas'
          ? { getContext: () => ({ font: '', measureText: (t: string) => ({ width: /[\u0900-\u097f]/.test(t) ? devanagariWidth : 64 }) }) }
          : ({} as Record<string, string>),
      head: { appendChild: (el: Record<string, string>) => appended.push(el) },
    };
    const localStorage = { getItem: () => null, setItem: () => undefined };
    const location = { pathname: at.pathname, search: '', hash: '', origin: at.origin, replace: jest.fn() };
    new Function('location', 'document', 'localStorage', languageChoiceScript())(location, document, localStorage);
    return appended;
  };
  expect(run('/hi/exams', 64)).toEqual([
    expect.objectContaining({
      rel: 'preload',
      as: 'font',
      type: 'font/woff2',
      crossOrigin: 'anonymous',
      href: '/assets/devanagari.1a2b.woff2',
    }),
    // Its face with it, so the face is known before the app's styles arrive.
    expect.objectContaining({ textContent: expect.stringContaining("src:url(/assets/devanagari.1a2b.woff2) format('woff2')") }),
  ]);
  expect(run('/exams', 64)).toHaveLength(2); // English pages have Devanagari too: the switch's हिंदी
  expect(run('/hi/exams', 71)).toEqual([]); // the device has a Devanagari font
});
