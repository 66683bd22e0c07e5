import { formatIndianPhone } from './phone';

it('writes an Indian mobile number as people do: +91, then two groups of five', () => {
  expect(formatIndianPhone('+919416046531')).toBe('+91 94160 46531');
  expect(formatIndianPhone('9416046531')).toBe('+91 94160 46531');
  expect(formatIndianPhone('+91 94160-46531')).toBe('+91 94160 46531');
  // Not a ten-digit Indian number: shown as given.
  expect(formatIndianPhone('+4420794600')).toBe('+4420794600');
  expect(formatIndianPhone('')).toBe('');
});
