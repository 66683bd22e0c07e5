import { discountPercent, formatPaise, formatRs, formatRupees } from './money';

it('groups rupees the Indian way', () => {
  expect(formatRupees(125000)).toBe('₹1,25,000');
  expect(formatRs(2499)).toBe('Rs.2,499');
});

it('puts a minus before the currency, as a ledger reads it', () => {
  expect(formatRupees(-300)).toBe('−₹300');
  expect(formatRs(-1234.5)).toBe('−Rs.1,234.50');
  expect(formatPaise(-50_000)).toBe('−Rs.500');
  expect(formatRupees(-0.001)).toBe('₹0');
});

it('shows whole rupees without decimals and any paise as two decimals', () => {
  expect(formatRs(9297.3)).toBe('Rs.9,297.30');
  expect(formatRupees(1234.05)).toBe('₹1,234.05');
  expect(formatRs(9297)).toBe('Rs.9,297');
  // A float's noise is not paise.
  expect(formatRs(0.1 + 0.2 + 99.7)).toBe('Rs.100');
  expect(formatPaise(929_730)).toBe('Rs.9,297.30');
});

it('says the discount an MRP makes in whole percent, rounded down, and none without one', () => {
  expect(discountPercent(2499, 3299)).toBe(24);
  expect(discountPercent(1500, 3000)).toBe(50);
  // 0.99 % off is not '1% off'.
  expect(discountPercent(990.1, 1000)).toBeNull();
  expect(discountPercent(2499, 2499)).toBeNull();
  expect(discountPercent(2499, null)).toBeNull();
  expect(discountPercent(2499, undefined)).toBeNull();
});
