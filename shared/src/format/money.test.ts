import { formatPaise, formatRs, formatRupees } from './money';

it('groups rupees the Indian way', () => {
  expect(formatRupees(125000)).toBe('₹1,25,000');
  expect(formatRs(2499)).toBe('Rs.2,499');
});

it('shows whole rupees without decimals and any paise as two decimals', () => {
  expect(formatRs(9297.3)).toBe('Rs.9,297.30');
  expect(formatRupees(1234.05)).toBe('₹1,234.05');
  expect(formatRs(9297)).toBe('Rs.9,297');
  // A float's noise is not paise.
  expect(formatRs(0.1 + 0.2 + 99.7)).toBe('Rs.100');
  expect(formatPaise(929_730)).toBe('Rs.9,297.30');
});
