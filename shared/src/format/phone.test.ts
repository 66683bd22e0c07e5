import { formatIndianPhone, nationalPhoneDigits } from './phone';

it('writes an Indian mobile number as people do: +91, then two groups of five', () => {
  expect(formatIndianPhone('+919416046531')).toBe('+91 94160 46531');
  expect(formatIndianPhone('9416046531')).toBe('+91 94160 46531');
  expect(formatIndianPhone('+91 94160-46531')).toBe('+91 94160 46531');
  // Not a ten-digit Indian number: shown as given.
  expect(formatIndianPhone('+4420794600')).toBe('+4420794600');
  expect(formatIndianPhone('')).toBe('');
});

it('keeps the ten digits of a number typed or pasted with +91, a 0, spaces or letters', () => {
  expect(nationalPhoneDigits('+91 98765 43210')).toBe('9876543210');
  expect(nationalPhoneDigits('09876543210')).toBe('9876543210');
  expect(nationalPhoneDigits('98a76-54 3210')).toBe('9876543210');
  expect(nationalPhoneDigits('987654321099')).toBe('9876543210');
  expect(nationalPhoneDigits('91')).toBe('91');
});
