// The shell's startup chunks hold what every page needs before its first render, in English: a translation stays in
// its own hi-… chunk (fetched only on a page in its language), and the documents' inline scripts stay the build's.
import { startupSplitChunks } from './build-config/preload-startup';
import * as platform from '@nism/platform';

const sharedLibs = (startupSplitChunks as { cacheGroups: { sharedLibs: { test: RegExp } } }).cacheGroups.sharedLibs.test;

test.each([
  ['/work/shared-ui/src/i18n.tsx', true],
  ['/work/shared-ui/src/messages/en.generated.ts', true],
  ['/work/shared-ui/src/messages/index.ts', true],
  ['/work/platform/src/field-data/start.ts', true],
  ['/work/shared-ui/src/messages/hi.generated.ts', false],
  ['C:\\work\\shared-ui\\src\\messages\\hi.generated.ts', false],
  ['/work/mfe-catalog/src/lib/messages/en.generated.ts', false],
])('%s in the shared startup chunk: %s', (file, expected) => {
  expect(sharedLibs.test(file)).toBe(expected);
});

test("platform's index, which every page loads, exports none of the documents' inline scripts", () => {
  expect(Object.keys(platform).filter((name) => /Script$/.test(name))).toEqual([]);
});
