import { emptyText } from './emptyText';

it('builds the empty texts of product §2', () => {
  expect(emptyText('mens', '', null)).toBe('No products found');
  expect(emptyText('mens', 'silk', 'Suits')).toBe('No products found matching silk in Suits');
  expect(emptyText('accessories', '', 'Watch')).toBe('No accessories found in Watch');
});
