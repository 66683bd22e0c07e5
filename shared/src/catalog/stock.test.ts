import { availabilityOf, stockKeyLabel, stockKeysFor, stockKeysOfSize } from './stock';

it('stocks a men’s set by each part, a women’s piece by its size and an accessory as one size', () => {
  expect(stockKeysFor('mens')).toHaveLength(6 + 9);
  expect(stockKeysOfSize('mens', { upper: 'L', lower: '34' })).toEqual(['upper:L', 'lower:34']);
  expect(stockKeysOfSize('womens', 'M')).toEqual(['M']);
  expect(stockKeysOfSize('accessories', null)).toEqual(['one-size']);
});

it('takes no stock for a made-to-measure piece and refuses a size the garment does not have', () => {
  expect(stockKeysOfSize('mens', { custom: true, chest: 40 })).toEqual([]);
  expect(stockKeysOfSize('mens', { upper: 'L', lower: '35' })).toBeNull();
  expect(stockKeysOfSize('womens', 'XXXL')).toBeNull();
  expect(stockKeysOfSize('womens', { upper: 'L', lower: '34' })).toBeNull();
});

it('says a size is low at three or fewer and out at none', () => {
  expect([0, 1, 3, 4].map(availabilityOf)).toEqual(['out', 'low', 'low', 'in_stock']);
  expect(['upper:L', 'lower:34', 'one-size', 'M'].map(stockKeyLabel)).toEqual(['Upper L', 'Lower 34', 'One size', 'M']);
});
