import { describeSize } from './size';

it('prints a top-and-bottom size upper first, with readable labels', () => {
  expect(describeSize({ lower: '34', upper: 'L' })).toBe('Upper: L, Lower: 34');
  expect(describeSize('S')).toBe('S');
  expect(describeSize(null)).toBe('-');
});

it('prints measurements labelled, upper body before lower, in the form order', () => {
  expect(describeSize({ custom: true, flyU: 11.5, waist: 34, chest: 40, upperLength: 30 })).toBe(
    'Upper Length: 30, Chest: 40, Waist: 34, Fly U: 11.5',
  );
  // A women's set: the waist is an upper-body measurement there, after the bust.
  expect(describeSize({ custom: true, bottom: 14, waist: 30, bust: 36 })).toBe('Bust: 36, Waist: 30, Bottom: 14');
});

it('prints the first pairs of a size saved with thousands of keys, and how many more', () => {
  const flood = Object.fromEntries(Array.from({ length: 14_000 }, (_, i) => [`k${i}`, i]));
  const text = describeSize({ custom: true, chest: 40, ...flood, [`x${'y'.repeat(5000)}`]: 'z'.repeat(5000) });
  expect(text.startsWith('Chest: 40, K0: 0, K1: 1')).toBe(true);
  expect(text.endsWith('K18: 18 and 13,982 more')).toBe(true);
  expect(text.length).toBeLessThan(400);
});
