import { formatCardExpiry, groupCardNumber } from './card';

it('groups a card number in fours, typed or pasted with or without spaces', () => {
  expect(groupCardNumber('4100280000001007')).toBe('4100 2800 0000 1007');
  expect(groupCardNumber('4100 2800 0000 1007')).toBe('4100 2800 0000 1007');
  expect(groupCardNumber('4100-2800-00')).toBe('4100 2800 00');
  expect(groupCardNumber('4100')).toBe('4100');
  expect(groupCardNumber('41002')).toBe('4100 2');
});

it('puts the slash into an expiry as it is typed', () => {
  expect(formatCardExpiry('1230')).toBe('12/30');
  expect(formatCardExpiry('12/30')).toBe('12/30');
  expect(formatCardExpiry('123')).toBe('12/3');
  // Deleting back over the slash takes it away.
  expect(formatCardExpiry('12/')).toBe('12');
  expect(formatCardExpiry('1')).toBe('1');
  expect(formatCardExpiry('12305')).toBe('12/30');
});
