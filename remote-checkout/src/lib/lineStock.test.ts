import { sampleProduct } from '@store/shared/testing';
import type { CartItem } from '@store/shared/store';
import { cannotBuy, lineStock, lineStockLabel } from './lineStock';

const line = (size: CartItem['size']): CartItem => ({
  productId: 'p1',
  name: 'Royal Sherwani Set',
  size,
  price: 24999,
  image: '',
  itemId: 'p1-x',
  quantity: 1,
});
const label = (...args: Parameters<typeof lineStock>) => lineStockLabel(lineStock(...args));

it('says how many sets are left by the scarcer part, and out when either part is out', () => {
  const set = sampleProduct();
  const product = {
    ...set,
    availability: {
      ...set.availability,
      'upper:L': 'low' as const,
      'lower:34': 'low' as const,
      'upper:XL': 'out' as const,
    },
    left: { 'upper:L': 3, 'lower:34': 2 },
  };
  expect(label(line({ upper: 'L', lower: '34' }), product)).toBe('Only 2 left');
  expect(label(line({ upper: 'L', lower: '36' }), product)).toBe('Only 3 left');
  expect(label(line({ upper: 'XL', lower: '36' }), product)).toBe('Out of stock');
  expect(label(line({ upper: 'M', lower: '36' }), product)).toBeNull();
});

it('reads a size the product does not list as out, and made to measure as out only when switched off', () => {
  const gown = sampleProduct({ category: 'womens', availability: { S: 'in_stock' } });
  expect(label(line('S'), gown)).toBeNull();
  expect(label(line('M'), gown)).toBe('Out of stock');
  expect(label(line({ custom: true, bust: 36 }), gown)).toBeNull();
  expect(label(line({ custom: true, bust: 36 }), { ...gown, madeToMeasure: false })).toBe('Out of stock');
});

it('marks a line sold out when the payment start named its stock key, and blocks payment for it', () => {
  const gown = sampleProduct({ category: 'womens', availability: { S: 'in_stock', M: 'in_stock' } });
  const soldOut = [{ productId: 'p1', size: 'M' }];
  expect(cannotBuy(lineStock(line('S'), gown, soldOut))).toBe(false);
  expect(lineStock(line('M'), gown, soldOut)).toEqual({ state: 'sold-out' });
  expect(label(line('M'), gown, soldOut)).toBe('Sold out');
  // Not loaded yet, or gone: the server decides at payment.
  expect(lineStock(line('M'), undefined, soldOut)).toEqual({ state: 'available' });
});

it('leaves a line buyable when an older API sends no availability (the server decides at payment)', () => {
  const older: Record<string, unknown> = { ...sampleProduct() };
  delete older.availability;
  delete older.left;
  const product = older as unknown as Parameters<typeof lineStock>[1];
  expect(lineStock(line({ upper: 'L', lower: '34' }), product)).toEqual({ state: 'available' });
});
