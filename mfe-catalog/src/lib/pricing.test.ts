import { planTitle } from '@nism/contracts';
import { benefitLines, discountPercent, formatRupees, hasDiscount } from './pricing';

describe('plan pricing rules', () => {
  test('discount is round((original - price) / original * 100)', () => {
    expect(discountPercent(1599, 799)).toBe(50);
    expect(discountPercent(799, 499)).toBe(38);
    expect(discountPercent(1000, 333)).toBe(67);
  });

  test('discount is 0 when the original price is 0', () => {
    expect(discountPercent(0, 0)).toBe(0);
    expect(discountPercent(0, 100)).toBe(0);
  });

  test('a discount is shown only when the original price exceeds the price', () => {
    expect(hasDiscount({ original_price: 1599, price: 799 })).toBe(true);
    expect(hasDiscount({ original_price: 299, price: 299 })).toBe(false);
    expect(hasDiscount({ original_price: 200, price: 299 })).toBe(false);
    expect(hasDiscount({ original_price: 0, price: 0 })).toBe(false);
  });

  test('prices use the rupee sign with Indian digit grouping, and 0 is Free', () => {
    expect(formatRupees(799)).toBe('₹799');
    expect(formatRupees(1599)).toBe('₹1,599');
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees(10000000)).toBe('₹1,00,00,000');
  });

  test('titles: one day is the free trial, otherwise the access length', () => {
    expect(planTitle(1)).toBe('Try for Free');
    expect(planTitle(90)).toBe('90 Days Access');
    expect(planTitle(180)).toBe('180 Days Access');
  });

  test('benefit lines split on the pipe, trimmed, empty ones dropped', () => {
    expect(benefitLines('Demo paper| Instant results |Valid today|')).toEqual(['Demo paper', 'Instant results', 'Valid today']);
    expect(benefitLines(null)).toEqual([]);
  });
});
