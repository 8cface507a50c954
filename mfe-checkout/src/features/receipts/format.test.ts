import { formatDay, formatPaise, formatRupees } from './format';

describe('receipt formats', () => {
  it('writes paise as rupees with Indian grouping', () => {
    expect(formatPaise(49900)).toBe('₹499');
    expect(formatPaise(12500000)).toBe('₹1,25,000');
    expect(formatPaise(49950)).toBe('₹499.50');
    expect(formatPaise(49905)).toBe('₹499.05');
  });

  it('writes the day in India time', () => {
    // 20:00 UTC is already the next day in India.
    expect(formatDay('2026-11-22T20:00:00Z')).toBe('23 Nov 2026');
  });
});

describe('invoice amounts', () => {
  it('writes every amount to the paisa', () => {
    expect(formatRupees(49900)).toBe('₹499.00');
    expect(formatRupees(42288)).toBe('₹422.88');
    expect(formatRupees(12500005)).toBe('₹1,25,000.05');
  });
});
