import { topFrames } from '@nism/platform/field-data/error-info';
import { scrub, scrubAttribution, scrubFrames } from './scrub';

describe('scrub', () => {
  it('removes emails, uuids, long digit runs, tokens and URL query strings', () => {
    const text =
      'Failed for asha.nair+x@example.co.in on /exams/3f2b8c1e-9d4a-4b7e-8f00-1234567890ab/test/x phone 9876543210 ' +
      'at https://api.example.com/rest/v1/rpc/save_answer?p_attempt_id=abc&token=eyJhbGciOi.eyJzdWIi.sig #12345';
    const clean = scrub(text);
    expect(clean).not.toMatch(/asha|3f2b8c1e|9876543210|p_attempt_id|eyJ/);
    expect(clean).toContain('[email]');
    expect(clean).toContain('/exams/[uuid]/test/x');
    expect(clean).toContain('[number]');
    expect(clean).toContain('https://api.example.com/rest/v1/rpc/save_answer');
    expect(clean).toContain('#12345'); // five digits: a count, not an identifier
  });

  it('cuts a message to 500 characters', () => {
    expect(scrub('x'.repeat(2000))).toHaveLength(500);
  });

  it('keeps the top stack frames as file:line:column without their query strings', () => {
    const v8 =
      'TypeError: x is undefined\n    at render (https://cdn.example.com/assets/page.1a2b3c.js?v=9:12:345)\n    at next (x.js:1:1)\n' +
      '    at https://cdn.example.com/assets/main.9f8e7d.js:1:204411';
    expect(topFrames(v8)).toBe(
      'https://cdn.example.com/assets/page.1a2b3c.js:12:345\nhttps://cdn.example.com/assets/main.9f8e7d.js:1:204411',
    );
    expect(topFrames('render@https://cdn.example.com/a.js:7:9\n')).toBe('https://cdn.example.com/a.js:7:9');
    expect(topFrames('no frames here')).toBeUndefined();
    expect(scrubFrames(topFrames(`at f (https://x.example/${'z'.repeat(400)}.js:1:1)`)!, 300).length).toBe(300);
  });

  it('sends the first four frames, or as many as fit in 300 characters', () => {
    const stack = Array.from(
      { length: 8 },
      (_, i) => `    at f${i} (https://cdn.example.com/assets/chunk-${i}.abcdef12.js:1:${1000 + i})`,
    ).join('\n');
    expect(topFrames(stack)!.split('\n')).toEqual(
      [0, 1, 2, 3].map((i) => `https://cdn.example.com/assets/chunk-${i}.abcdef12.js:1:${1000 + i}`),
    );
    const long = Array.from({ length: 4 }, (_, i) => `    at f (https://cdn.example.com/${'d'.repeat(100)}/c${i}.js:1:1)`).join('\n');
    expect(topFrames(long)!.split('\n')).toHaveLength(2);
    expect(topFrames(long)!.length).toBeLessThanOrEqual(300);
  });

  it("keeps a frame's line and column of 6 digits or more, and scrubs the rest of the frame", () => {
    const frames = 'https://cdn.example.com/assets/main.9f8e7d.js:1:2044110\nhttps://cdn.example.com/u/9876543210/a.js:12:345678';
    expect(scrubFrames(frames)).toBe(
      'https://cdn.example.com/assets/main.9f8e7d.js:1:2044110\nhttps://cdn.example.com/u/[number]/a.js:12:345678',
    );
    // Digits that are not a script's line and column stay scrubbed, as do emails in a frame.
    expect(scrubFrames('https://x.example/a.js:1:2:9876543')).toBe('https://x.example/a.js:1:2:[number]');
    expect(scrubFrames('https://x.example/asha@example.com/9876543210')).toBe('https://x.example/[email]/[number]');
    expect(scrub('at https://cdn.example.com/assets/main.js:1:2044110')).toContain('[number]'); // a message is scrubbed whole
  });

  it('scrubs an attribution and drops one over 2 KiB', () => {
    expect(scrubAttribution({ target: '#q-3f2b8c1e-9d4a-4b7e-8f00-1234567890ab > p', inputDelay: 12.34567, el: {} })).toEqual({
      target: '#q-[uuid] > p',
      inputDelay: 12.346,
    });
    const big = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, 'y'.repeat(400)]));
    expect(scrubAttribution(big)).toBeUndefined();
  });
});
