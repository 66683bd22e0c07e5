import {
  categoryLabel,
  CATEGORIES,
  CATEGORY_LABELS_HI,
  INDIAN_STATES,
  INDIAN_STATES_HI,
  SECTIONS,
  sectionTitles,
  stateNameIn,
} from '@store/shared/catalog';

describe('the catalogue’s names on a Hindi page', () => {
  it('names every category of every section in Hindi', () => {
    const values = SECTIONS.flatMap((section) => CATEGORIES[section].map((category) => category.value));
    expect(values.filter((value) => !CATEGORY_LABELS_HI[value])).toEqual([]);
  });

  it('keeps English on an English page', () => {
    const suits = CATEGORIES.mens.find((category) => category.value === 'suits')!;
    expect(categoryLabel(suits, 'en')).toBe('Suits');
    expect(categoryLabel(suits, 'hi')).toBe('सूट');
    expect(sectionTitles('womens', 'en').heading).toBe('Womens Wear');
    expect(sectionTitles('womens', 'hi').heading).toBe('महिलाओं के कपड़े');
  });
});

describe('the states of an address on a Hindi page', () => {
  it('names every state and union territory in Hindi, and keeps English on an English page', () => {
    expect(INDIAN_STATES.filter((state) => !INDIAN_STATES_HI[state])).toEqual([]);
    expect(stateNameIn('Karnataka', 'hi')).toBe('कर्नाटक');
    expect(stateNameIn('Karnataka', 'en')).toBe('Karnataka');
  });
});
