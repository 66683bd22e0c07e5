import { LISTING_SORTS, type ListingSort } from '@store/shared/api';
import { useT } from '../i18n';
import { SORT_LABELS } from '../../../i18n/labels';
import { MenuLink, ToolbarMenu } from './ToolbarMenu';

interface Props {
  value: ListingSort;
  /** The query string of this listing sorted by `sort`. */
  searchFor: (sort: ListingSort) => string;
  /**
   * The results page's: its default order (no `sort` in the address) is the search's best match,
   * not the most popular, and is named so.
   */
  bestMatchFirst?: boolean;
}

/** The Sort dropdown: links to the listing in each order (the current one checked). */
export function SortMenu({ value, searchFor, bestMatchFirst = false }: Props) {
  const t = useT();
  const name = (sort: ListingSort) =>
    t(bestMatchFirst && sort === 'popular' ? 'catalog.sort.relevance' : SORT_LABELS[sort]);
  return (
    <ToolbarMenu
      label={t('catalog.listing.sortBy', { sort: name(value) })}
      listLabel={t('catalog.listing.sort')}
      align="right"
    >
      {LISTING_SORTS.map((sort) => (
        <li key={sort}>
          <MenuLink to={{ search: searchFor(sort) }} replace aria-current={sort === value ? 'true' : undefined}>
            {name(sort)}
          </MenuLink>
        </li>
      ))}
    </ToolbarMenu>
  );
}
