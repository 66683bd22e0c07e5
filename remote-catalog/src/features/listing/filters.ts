import { COLOURS, FABRICS, OCCASIONS, SECTIONS, stockKeysFor, type Section } from '@store/shared/catalog';
import { formatRupees } from '@store/shared/format';
import { englishT, type CatalogT } from './i18n';
import { attributeLabel, stockKeyText } from '../../i18n/labels';

/** The listing's filters beyond its category, by their URL (and API) names, in the URL's order. */
export const FILTER_NAMES = ['minPrice', 'maxPrice', 'size', 'colour', 'fabric', 'occasion'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];
/** Each filter as the URL states it; absent (or empty) is not filtered. */
export type ListingFilters = Partial<Record<FilterName, string>>;

const ALL_STOCK_KEYS = new Set(SECTIONS.flatMap((section) => stockKeysFor(section)));
const RUPEES = /^\d{1,7}$/;

/** Whether a URL's value is one the API takes: a typed-in or stale URL is read as unfiltered, not an error page. */
const valid: Record<FilterName, (value: string) => boolean> = {
  minPrice: (value) => RUPEES.test(value),
  maxPrice: (value) => RUPEES.test(value),
  size: (value) => ALL_STOCK_KEYS.has(value),
  colour: (value) => (COLOURS as readonly string[]).includes(value),
  fabric: (value) => (FABRICS as readonly string[]).includes(value),
  occasion: (value) => (OCCASIONS as readonly string[]).includes(value),
};

/** The filters a URL states, its bad values left out (prices as whole rupees, '007' -> '7'). */
export function filtersOf(params: URLSearchParams): ListingFilters {
  const filters: ListingFilters = {};
  for (const name of FILTER_NAMES) {
    const value = (params.get(name) ?? '').trim();
    if (value && valid[name](value)) filters[name] = name.endsWith('Price') ? String(Number(value)) : value;
  }
  return filters;
}

/** The size filter's choices for a section (accessories have one size: nothing to choose). */
export function sizeFilterKeys(section: Section): string[] {
  return section === 'accessories' ? [] : stockKeysFor(section);
}

/** One removable chip per active filter: the price range is one chip, removing both ends. */
export function activeFilterChips(
  filters: ListingFilters,
  t: CatalogT = englishT,
): { label: string; clears: ListingFilters }[] {
  const chips: { label: string; clears: ListingFilters }[] = [];
  const { minPrice, maxPrice } = filters;
  if (minPrice || maxPrice) {
    const [min, max] = [minPrice, maxPrice].map((value) => (value ? formatRupees(Number(value)) : ''));
    const label =
      min && max
        ? t('catalog.filter.priceBetween', { min, max })
        : min
          ? t('catalog.filter.priceFrom', { min })
          : t('catalog.filter.priceUpTo', { max });
    chips.push({ label, clears: { minPrice: '', maxPrice: '' } });
  }
  if (filters.size)
    chips.push({ label: t('catalog.filter.sizeChip', { size: stockKeyText(t, filters.size) }), clears: { size: '' } });
  for (const name of ['colour', 'fabric', 'occasion'] as const) {
    const value = filters[name];
    if (value) chips.push({ label: attributeLabel(t, value), clears: { [name]: '' } });
  }
  return chips;
}

/** Every filter cleared (category, search and sort stay). */
export const NO_FILTERS: ListingFilters = Object.fromEntries(FILTER_NAMES.map((name) => [name, '']));
