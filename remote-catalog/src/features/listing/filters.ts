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

/** The filters a shopper may choose several values of (any of them), ANDed with the others. */
export const MULTI_FILTERS = ['size', 'colour', 'fabric', 'occasion'] as const;
export type MultiFilter = (typeof MULTI_FILTERS)[number];
const isMulti = (name: FilterName): name is MultiFilter => (MULTI_FILTERS as readonly string[]).includes(name);

/** Every value a filter may take, in the order its choices are listed (and URLs written). */
const ORDER: Record<MultiFilter, readonly string[]> = {
  size: [...ALL_STOCK_KEYS],
  colour: COLOURS,
  fabric: FABRICS,
  occasion: OCCASIONS,
};

/** A several-valued filter's values: they travel comma-joined ('Red,Navy'), as the API takes them. */
export const valuesOf = (value: string | undefined): string[] => (value ? value.split(',') : []);

/** The values joined in their listed order, once each: one URL (and one kept page) per choice. */
export function joinValues(name: MultiFilter, values: Iterable<string>): string {
  const chosen = new Set(values);
  return ORDER[name].filter((value) => chosen.has(value)).join(',');
}

/**
 * The filters a URL states, its bad values left out (prices as whole rupees, '007' -> '7'). A
 * several-valued filter comes repeated (a GET form's checkboxes: colour=Red&colour=Navy) or
 * comma-joined.
 */
export function filtersOf(params: URLSearchParams): ListingFilters {
  const filters: ListingFilters = {};
  for (const name of FILTER_NAMES) {
    if (isMulti(name)) {
      const values = params.getAll(name).flatMap((value) => value.split(',').map((one) => one.trim()));
      const joined = joinValues(name, values.filter(valid[name]));
      if (joined) filters[name] = joined;
      continue;
    }
    const value = (params.get(name) ?? '').trim();
    if (value && valid[name](value)) filters[name] = String(Number(value));
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
  // One chip per value chosen, each removing that value alone.
  for (const name of MULTI_FILTERS) {
    const values = valuesOf(filters[name]);
    for (const value of values)
      chips.push({
        label:
          name === 'size' ? t('catalog.filter.sizeChip', { size: stockKeyText(t, value) }) : attributeLabel(t, value),
        clears: { [name]: values.filter((other) => other !== value).join(',') },
      });
  }
  return chips;
}

/** Every filter cleared (category, search and sort stay). */
export const NO_FILTERS: ListingFilters = Object.fromEntries(FILTER_NAMES.map((name) => [name, '']));
