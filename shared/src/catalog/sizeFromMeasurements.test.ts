import { sizeFromMeasurements } from './sizeFromMeasurements';

it("gives a man's upper size from the measurement needing the largest size, and his waist", () => {
  expect(sizeFromMeasurements('mens', { chest: 41, shoulder: 17.5, neck: 15, waist: 33 })).toEqual({
    fits: true,
    sizes: { upper: 'L', lower: '34' },
    reasons: [
      { kind: 'reads', field: 'chest', value: 41, size: 'L' },
      { kind: 'reads', field: 'waist', value: 33, size: '34' },
    ],
  });
  // The shoulder decides when it needs a larger size than the chest.
  expect(sizeFromMeasurements('mens', { chest: 38, shoulder: 19, waist: 30 })).toMatchObject({
    sizes: { upper: 'XL', lower: '30' },
    reasons: [
      { kind: 'reads', field: 'shoulder', value: 19, size: 'XL' },
      { kind: 'reads', field: 'waist', value: 30, size: '30' },
    ],
  });
});

it('reads the chart as body measurements: a measure on a size line is that size', () => {
  expect(sizeFromMeasurements('womens', { bust: 40 })).toEqual({
    fits: true,
    sizes: { size: 'M' },
    reasons: [{ kind: 'reads', field: 'bust', value: 40, size: 'M' }],
  });
  expect(sizeFromMeasurements('womens', { bust: 30, hips: 38.5 })).toEqual({
    fits: true,
    sizes: { size: 'M' },
    reasons: [{ kind: 'reads', field: 'hips', value: 38.5, size: 'M' }],
  });
});

it('says when no standard size fits, naming the measurement beyond the chart', () => {
  expect(sizeFromMeasurements('womens', { bust: 48, waist: 30 })).toEqual({
    fits: false,
    reason: { kind: 'beyondChart', field: 'bust', value: 48, largestSize: 'XXL', largestValue: 46 },
  });
  expect(sizeFromMeasurements('mens', { chest: 40, waist: 46 })).toEqual({
    fits: false,
    reason: { kind: 'beyondWaists', value: 46, largestWaist: 44 },
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
    reasons: [{ kind: 'reads', field: 'chest', value: 40, size: 'M' }],
  });
  expect(sizeFromMeasurements('mens', { chest: '', waist: 32 })).toEqual({
    fits: true,
    sizes: { lower: '32' },
    reasons: [{ kind: 'reads', field: 'waist', value: 32, size: '32' }],
  });
});

it('moves one size when buyers said the chart size runs small or large, and says so', () => {
  // Bust 40 reads M; M runs small, so L, with both reasons.
  expect(sizeFromMeasurements('womens', { bust: 40 }, { M: 'small' })).toEqual({
    fits: true,
    sizes: { size: 'L' },
    reasons: [
      { kind: 'reads', field: 'bust', value: 40, size: 'M' },
      { kind: 'runs', runs: 'small', from: 'M', size: 'L' },
    ],
  });
  // A man's parts each by their own key: his L runs large (one down), his waist 34 small (one up).
  expect(
    sizeFromMeasurements('mens', { chest: 41, waist: 33 }, { 'upper:L': 'large', 'lower:34': 'small', M: 'small' }),
  ).toMatchObject({
    sizes: { upper: 'M', lower: '36' },
    reasons: [
      { kind: 'reads', field: 'chest', size: 'L' },
      { kind: 'runs', runs: 'large', from: 'L', size: 'M' },
      { kind: 'reads', field: 'waist', size: '34' },
      { kind: 'runs', runs: 'small', from: '34', size: '36' },
    ],
  });
  // Another size running small changes nothing; the largest size has none above it.
  expect(sizeFromMeasurements('womens', { bust: 40 }, { L: 'small' })).toMatchObject({ sizes: { size: 'M' } });
  expect(sizeFromMeasurements('womens', { bust: 45 }, { XXL: 'small' })).toMatchObject({
    sizes: { size: 'XXL' },
    reasons: [{ kind: 'reads', size: 'XXL' }],
  });
});
