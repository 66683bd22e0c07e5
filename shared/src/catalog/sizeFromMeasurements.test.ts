import { sizeFromMeasurements } from './sizeFromMeasurements';

it("gives a man's upper size from the measurement needing the largest size, and his waist", () => {
  expect(sizeFromMeasurements('mens', { chest: 41, shoulder: 17.5, neck: 15, waist: 33 })).toEqual({
    fits: true,
    sizes: { upper: 'L', lower: '34' },
    reasons: ['chest 41 in → L', 'waist 33 in → 34'],
  });
  // The shoulder decides when it needs a larger size than the chest.
  expect(sizeFromMeasurements('mens', { chest: 38, shoulder: 19, waist: 30 })).toMatchObject({
    sizes: { upper: 'XL', lower: '30' },
    reasons: ['shoulder 19 in → XL', 'waist 30 in → 30'],
  });
});

it('reads the chart as body measurements: a measure on a size line is that size', () => {
  expect(sizeFromMeasurements('womens', { bust: 40 })).toEqual({
    fits: true,
    sizes: { size: 'M' },
    reasons: ['bust 40 in → M'],
  });
  expect(sizeFromMeasurements('womens', { bust: 30, hips: 38.5 })).toEqual({
    fits: true,
    sizes: { size: 'M' },
    reasons: ['hips 38.5 in → M'],
  });
});

it('says when no standard size fits, naming the measurement beyond the chart', () => {
  expect(sizeFromMeasurements('womens', { bust: 48, waist: 30 })).toEqual({
    fits: false,
    reason: 'bust 48 in: the largest size, XXL, is 46 in',
  });
  expect(sizeFromMeasurements('mens', { chest: 40, waist: 46 })).toEqual({
    fits: false,
    reason: 'waist 46 in: the largest waist is 44',
  });
});

it('gives nothing for a profile without what the chart is read by', () => {
  expect(sizeFromMeasurements('womens', { upperLength: 24, armhole: 16 })).toBeNull();
  expect(sizeFromMeasurements('mens', { chest: '', bicep: 14 })).toBeNull();
});

it("advises the part of a man's size his profile measures", () => {
  expect(sizeFromMeasurements('mens', { chest: 40 })).toEqual({
    fits: true,
    sizes: { upper: 'M' },
    reasons: ['chest 40 in → M'],
  });
  expect(sizeFromMeasurements('mens', { chest: '', waist: 32 })).toEqual({
    fits: true,
    sizes: { lower: '32' },
    reasons: ['waist 32 in → 32'],
  });
});
