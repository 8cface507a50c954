import fs from 'node:fs';
import path from 'node:path';
import { catalogProblems, compileCatalog, generatedFiles, MESSAGE_DIRS, translationProblems } from './messages';

test("every app's compiled messages are up to date with its JSON (npm run messages writes them)", () => {
  for (const { file, text } of generatedFiles()) {
    expect([file, fs.readFileSync(path.join(__dirname, '..', file), 'utf8') === text]).toEqual([file, true]);
  }
});

test('every translation keeps its English arguments, is valid ICU and writes the glossary terms its way', () => {
  expect(MESSAGE_DIRS.flatMap(translationProblems)).toEqual([]);
});

test('a translation is refused for an unknown key, a broken message, a lost argument or a term off the glossary', () => {
  const en = { score: 'You scored {marks} in the mock test', count: '{n, plural, one {# question} other {# questions}}' };
  expect(catalogProblems(en, { scroe: 'x' }, 'hi', 'hi.json')).toEqual(['hi.json "scroe": no such English message']);
  expect(catalogProblems(en, { count: '{n, plural, other {# प्रश्न}' }, 'hi', 'hi.json')[0]).toMatch(/not a valid ICU message/);
  expect(catalogProblems(en, { score: 'आपने मॉक टेस्ट में अंक पाए' }, 'hi', 'hi.json')).toEqual([
    'hi.json "score": arguments differ from the English (marks)',
  ]);
  expect(catalogProblems(en, { score: 'आपने मॉक परीक्षा में {marks} पाए' }, 'hi', 'hi.json')).toEqual([
    'hi.json "score": the glossary writes "mock test" as "मॉक टेस्ट"',
  ]);
  expect(catalogProblems(en, { score: 'आपने मॉक टेस्ट में {marks} पाए', count: '{n, plural, other {# प्रश्न}}' }, 'hi', 'hi.json')).toEqual([]);
});

test('compiled messages need no parser in the browser: only the small runtime', () => {
  const source = compileCatalog({ count: '{n, plural, one {# प्रश्न} other {# प्रश्न}}', price: '₹{amount, number}' }, 'hi');
  expect(source).not.toMatch(/@messageformat\/(core|parser)/);
  expect(source).toContain('@messageformat/runtime');
});
