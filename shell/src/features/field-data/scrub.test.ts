import { topFrame } from '@nism/platform/field-data/error-info';
import { scrub, scrubAttribution } from './scrub';

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

  it('keeps the top stack frame as file:line without its query string', () => {
    const v8 =
      'TypeError: x is undefined\n    at render (https://cdn.example.com/assets/page.1a2b3c.js?v=9:12:345)\n    at next (x.js:1:1)';
    expect(topFrame(v8)).toBe('https://cdn.example.com/assets/page.1a2b3c.js:12');
    expect(topFrame('render@https://cdn.example.com/a.js:7:9\n')).toBe('https://cdn.example.com/a.js:7');
    expect(topFrame('no frames here')).toBeUndefined();
    expect(scrub(topFrame(`at f (https://x.example/${'z'.repeat(400)}.js:1:1)`)!, 300).length).toBe(300);
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
