import { LISTING_SORTS, type ListingSort } from '@store/shared/api';
import { useT } from '../i18n';
import { SORT_LABELS } from '../../../i18n/labels';
import { MenuLink, ToolbarMenu } from './ToolbarMenu';

interface Props {
  value: ListingSort;
  /** The query string of this listing sorted by `sort`. */
  searchFor: (sort: ListingSort) => string;
}

/** The Sort dropdown: links to the listing in each order (the current one checked). */
export function SortMenu({ value, searchFor }: Props) {
  const t = useT();
  return (
    <ToolbarMenu
      label={t('catalog.listing.sortBy', { sort: t(SORT_LABELS[value]) })}
      listLabel={t('catalog.listing.sort')}
      align="right"
    >
      {LISTING_SORTS.map((sort) => (
        <li key={sort}>
          <MenuLink to={{ search: searchFor(sort) }} replace aria-current={sort === value ? 'true' : undefined}>
            {t(SORT_LABELS[sort])}
          </MenuLink>
        </li>
      ))}
    </ToolbarMenu>
  );
}
