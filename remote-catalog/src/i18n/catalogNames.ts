import {
  categoryLabel,
  CATEGORIES,
  labelFromValue,
  SECTIONS,
  sectionTitles,
  type Section,
} from '@store/shared/catalog';
import { useLocale } from '@store/shared/i18n';
import { useMemo } from 'react';

const CATEGORY_BY_VALUE = new Map(SECTIONS.flatMap((section) => CATEGORIES[section].map((c) => [c.value, c])));

/**
 * Sections' and categories' names in the page's language, from the one Hindi list the render
 * server's titles use too (@store/shared/catalog hindiNames). Values and URLs stay English.
 */
export function useCatalogNames() {
  const locale = useLocale();
  return useMemo(
    () => ({
      heading: (section: Section) => sectionTitles(section, locale).heading,
      tab: (section: Section) => sectionTitles(section, locale).tab,
      categoryHeading: (section: Section) => sectionTitles(section, locale).categoryHeading,
      /** A category's name ('Suits', 'सूट'); one the lists do not know reads as its value. */
      type: (value: string) =>
        categoryLabel(CATEGORY_BY_VALUE.get(value) ?? { value, label: labelFromValue(value) }, locale),
    }),
    [locale],
  );
}
