const imported = jest.fn();
jest.mock('web-vitals/attribution', () => {
  imported();
  const metric = (name: string, value: number, attribution: Record<string, unknown>) => (cb: (m: unknown) => void) =>
    cb({ name, value, rating: 'good', attribution });
  return {
    onLCP: metric('LCP', 1800, { target: 'main > img.hero', url: 'https://cdn.example.com/a.png?sig=1', timeToFirstByte: 300 }),
    onINP: metric('INP', 120, { interactionTarget: 'button#submit', interactionType: 'pointer', inputDelay: 4, loadState: 'complete' }),
    onCLS: metric('CLS', 0.0312, { largestShiftTarget: 'footer', loadState: 'dom-content-loaded' }),
    onFCP: metric('FCP', 900, {}),
    onTTFB: metric('TTFB', 250, {}),
  };
});

import { observeVitals } from './vitals';

describe('observeVitals', () => {
  it('imports web-vitals only when called, and reports the five vitals with their attribution', async () => {
    expect(imported).not.toHaveBeenCalled(); // not in the import graph of whoever imports this module
    const report = jest.fn();
    observeVitals(report);
    await new Promise((r) => setTimeout(r, 0));
    expect(imported).toHaveBeenCalledTimes(1);
    expect(report.mock.calls.map(([e]) => e.name)).toEqual(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']);
    expect(report.mock.calls[0][0]).toEqual({
      kind: 'vital',
      name: 'LCP',
      value: 1800,
      rating: 'good',
      attribution: expect.objectContaining({ target: 'main > img.hero', timeToFirstByte: 300 }),
    });
    expect(JSON.stringify(report.mock.calls)).not.toContain('cdn.example.com'); // no resource URL
    expect(report.mock.calls[1][0].attribution).toMatchObject({ target: 'button#submit', type: 'pointer' });
    expect(report.mock.calls[2][0].attribution).toEqual({ target: 'footer', loadState: 'dom-content-loaded' });
  });
});
