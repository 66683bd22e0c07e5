import { LISTING_SORTS, type ListingSort } from '@store/shared/api';
import { SORT_LABELS } from '../sortOptions';
import { MenuLink, ToolbarMenu } from './ToolbarMenu';

interface Props {
  value: ListingSort;
  /** The query string of this listing sorted by `sort`. */
  searchFor: (sort: ListingSort) => string;
}

/** The Sort dropdown: links to the listing in each order (the current one checked). */
export function SortMenu({ value, searchFor }: Props) {
  return (
    <ToolbarMenu label={`Sort: ${SORT_LABELS[value]} ▾`} listLabel="Sort" align="right">
      {LISTING_SORTS.map((sort) => (
        <li key={sort}>
          <MenuLink to={{ search: searchFor(sort) }} replace aria-current={sort === value ? 'true' : undefined}>
            {SORT_LABELS[sort]}
          </MenuLink>
        </li>
      ))}
    </ToolbarMenu>
  );
}
