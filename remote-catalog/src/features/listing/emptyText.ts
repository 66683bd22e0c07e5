import type { Section } from '@store/shared/catalog';
import { englishT, type CatalogT } from './i18n';

/** 'No products found matching {search} in {category}' (accessories: 'No accessories found ...'). */
export function emptyText(
  section: Section,
  search: string,
  categoryLabel: string | null,
  t: CatalogT = englishT,
): string {
  const values = { search, category: categoryLabel };
  if (section === 'accessories') {
    if (search && categoryLabel) return t('catalog.listing.empty.accessoriesMatchingIn', values);
    if (search) return t('catalog.listing.empty.accessoriesMatching', values);
    if (categoryLabel) return t('catalog.listing.empty.accessoriesIn', values);
    return t('catalog.listing.empty.accessories');
  }
  if (search && categoryLabel) return t('catalog.listing.empty.productsMatchingIn', values);
  if (search) return t('catalog.listing.empty.productsMatching', values);
  if (categoryLabel) return t('catalog.listing.empty.productsIn', values);
  return t('catalog.listing.empty.products');
}

export function loadingText(section: Section, t: CatalogT = englishT): string {
  return section === 'accessories' ? t('catalog.listing.loadingAccessories') : t('catalog.listing.loadingProducts');
}
