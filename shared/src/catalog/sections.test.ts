import { categoryLabel, CATEGORIES, labelFromValue } from '@store/shared/catalog';

describe("the womens categories' names", () => {
  it('are proofread words, while the values stay those of the product description', () => {
    const named = (value: string) => CATEGORIES.womens.find((category) => category.value === value);
    expect(named('rffual-gown')).toEqual({ value: 'rffual-gown', label: 'Ruffle Gown' });
    expect(named('bridal-length')).toEqual({ value: 'bridal-length', label: 'Bridal Lehenga' });
    expect(named('party-wear-lengha')?.label).toBe('Party Wear Lehenga');
    // The admin's lists name a product's type through labelFromValue: the same words.
    expect(labelFromValue('rffual-gown')).toBe('Ruffle Gown');
    expect(labelFromValue('one-piece')).toBe('One Piece');
    expect(
      CATEGORIES.womens.map((category) => category.label).filter((label) => /Rffual|Length|Lengha/.test(label)),
    ).toEqual([]);
  });

  it('read the same in Hindi as in English', () => {
    const named = (value: string) => CATEGORIES.womens.find((category) => category.value === value)!;
    expect(categoryLabel(named('rffual-gown'), 'hi')).toBe('रफ़ल गाउन');
    expect(categoryLabel(named('bridal-length'), 'hi')).toBe('ब्राइडल लहंगा');
  });
});
