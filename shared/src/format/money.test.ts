import { formatRs, formatRupees } from './money';

it('groups rupees the Indian way', () => {
  expect(formatRupees(125000)).toBe('₹1,25,000');
  expect(formatRs(2499)).toBe('Rs.2,499');
});
