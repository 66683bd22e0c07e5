import { SIZE_CHART } from './sizeChart';

it('matches the product description from XS to XL and continues the steps for XXL', () => {
  const bySize = Object.fromEntries(SIZE_CHART.map((row) => [row.size, row]));
  expect(bySize.XS).toEqual({ size: 'XS', shoulder: 17, chest: 36, waist: 30, neck: 15, hip: 36 });
  expect(bySize.XL).toEqual({ size: 'XL', shoulder: 19, chest: 44, waist: 38, neck: 17, hip: 44 });
  expect(bySize.XXL).toEqual({ size: 'XXL', shoulder: 19.5, chest: 46, waist: 40, neck: 17.5, hip: 46 });
});
