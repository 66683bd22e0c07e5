import { MEASUREMENT_FIELDS } from '@store/shared/catalog';
import { makeItemId } from '@store/shared/store';
import { EMPTY_CHOICE, resolveSize } from './sizeSelection';

const filled = (fields: readonly string[], value = '32.5') => Object.fromEntries(fields.map((f) => [f, value]));

describe('standard sizes', () => {
  it('needs both an upper and a lower size for mens', () => {
    expect(resolveSize('mens', { ...EMPTY_CHOICE, upper: 'M' })).toEqual({
      ok: false,
      warning: 'Please select both upper and lower sizes',
    });
    expect(resolveSize('mens', { ...EMPTY_CHOICE, lower: '32' }).ok).toBe(false);
    expect(resolveSize('mens', { ...EMPTY_CHOICE, upper: 'M', lower: '32' })).toEqual({
      ok: true,
      size: { upper: 'M', lower: '32' },
    });
  });

  it('needs one size for womens and none for accessories', () => {
    expect(resolveSize('womens', EMPTY_CHOICE)).toEqual({ ok: false, warning: 'Please select a size' });
    expect(resolveSize('womens', { ...EMPTY_CHOICE, size: 'XXL' })).toEqual({ ok: true, size: 'XXL' });
    expect(resolveSize('accessories', EMPTY_CHOICE)).toEqual({ ok: true, size: null });
  });
});

describe('custom measurements', () => {
  const mensFields = [...MEASUREMENT_FIELDS.menUpper, ...MEASUREMENT_FIELDS.menLower];

  it('names the first missing field with its label', () => {
    expect(resolveSize('mens', { ...EMPTY_CHOICE, custom: true })).toEqual({
      ok: false,
      warning: 'Please enter Upper Length',
      field: 'upperLength',
    });
    const allButFly = { ...filled(mensFields), flyU: ' ' };
    expect(resolveSize('mens', { ...EMPTY_CHOICE, custom: true, measurements: allButFly })).toEqual({
      ok: false,
      warning: 'Please enter Fly U',
      field: 'flyU',
    });
    const womens = { ...filled(MEASUREMENT_FIELDS.womenUpper) };
    expect(resolveSize('womens', { ...EMPTY_CHOICE, custom: true, measurements: womens })).toEqual({
      ok: false,
      warning: 'Please enter Lower Length',
      field: 'lowerLength',
    });
  });

  it('refuses negative or absurd values', () => {
    const measurements = { ...filled(mensFields), chest: '-1' };
    expect(resolveSize('mens', { ...EMPTY_CHOICE, custom: true, measurements })).toEqual({
      ok: false,
      warning: 'Chest must be between 0 and 120 inches',
      field: 'chest',
    });
  });

  it('makes a custom size of numbers that the cart encodes sorted by key', () => {
    const result = resolveSize('womens', {
      ...EMPTY_CHOICE,
      size: 'M',
      custom: true,
      measurements: filled([...MEASUREMENT_FIELDS.womenUpper, ...MEASUREMENT_FIELDS.womenLower], '30.5'),
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.size).toMatchObject({ custom: true, bust: 30.5, lowerWaist: 30.5 });
    expect(makeItemId('p1', result.size)).toMatch(/^p1-armhole:30\.5\|backNeck:30\.5\|.*\|custom:true\|/);
  });
});
