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

  it('names every missing field at once, each by its label', () => {
    const none = resolveSize('mens', { ...EMPTY_CHOICE, custom: true });
    expect(none.ok).toBe(false);
    if (none.ok) return;
    expect(none.warning).toBe(`Please check the ${mensFields.length} measurements marked above`);
    expect(Object.keys(none.errors ?? {})).toEqual(mensFields);
    expect(none.errors?.upperLength).toBe('Please enter Upper Length');
    const allButFly = { ...filled(mensFields), flyU: ' ' };
    expect(resolveSize('mens', { ...EMPTY_CHOICE, custom: true, measurements: allButFly })).toEqual({
      ok: false,
      warning: 'Please enter Fly U',
      errors: { flyU: 'Please enter Fly U' },
    });
    const womens = { ...filled(MEASUREMENT_FIELDS.womenUpper) };
    const lower = resolveSize('womens', { ...EMPTY_CHOICE, custom: true, measurements: womens });
    expect(lower.ok ? {} : lower.errors).toEqual(
      Object.fromEntries(MEASUREMENT_FIELDS.womenLower.map((f) => [f, expect.stringMatching(/^Please enter /)])),
    );
  });

  it('refuses negative or absurd values beside the missing ones', () => {
    const measurements = { ...filled(mensFields), chest: '-1', flyU: '' };
    expect(resolveSize('mens', { ...EMPTY_CHOICE, custom: true, measurements })).toEqual({
      ok: false,
      warning: 'Please check the 2 measurements marked above',
      errors: { chest: 'Chest must be between 0 and 120 inches', flyU: 'Please enter Fly U' },
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
