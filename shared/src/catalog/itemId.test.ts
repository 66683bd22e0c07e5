import { encodeSize, makeItemId } from './itemId';

describe('cart itemId', () => {
  it('uses a womens single size as it is', () => {
    expect(makeItemId('p1', 'M')).toBe('p1-M');
  });

  it('encodes a mens {upper, lower} size sorted by key', () => {
    expect(makeItemId('p1', { upper: 'L', lower: '32' })).toBe('p1-lower:32|upper:L');
  });

  it('encodes custom measurements sorted by key and joined with |', () => {
    expect(encodeSize({ custom: true, waist: 32.5, chest: 40 })).toBe('chest:40|custom:true|waist:32.5');
  });

  it('gives the same id whatever the key order', () => {
    expect(makeItemId('p', { b: 1, a: 2 })).toBe(makeItemId('p', { a: 2, b: 1 }));
  });

  it.each([undefined, null, '', [], {}])('encodes a missing or other size (%p) as unknown', (size) => {
    expect(makeItemId('p1', size)).toBe('p1-unknown');
  });
});
