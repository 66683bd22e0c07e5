import { CATEGORIES, type Section } from '@store/shared/catalog';
import { Link } from '@store/shared/router';
import { Dialog, theme } from '@store/shared/ui';
import { Fold } from './Fold';
import styled from 'styled-components';
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { useCatalogNames } from '../../../i18n/catalogNames';
import { MenuLink, ToolbarMenu } from './ToolbarMenu';
import { FiltersItem, Sidebar } from './listingLayout';

const Heading = styled.h2`
  font: 600 18px/1.3 ${theme.font.display};
  margin: 0 0 12px;
`;

const Item = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 40px;
  box-sizing: border-box;
  padding: 8px 10px;
  border-radius: 4px;
  color: ${theme.color.ink};
  text-decoration: none;
  font: 400 15px/1.4 ${theme.font.body};
  &[aria-current='true'] {
    background: ${theme.color.cream};
    font-weight: 600;
  }
  &:hover {
    background: ${theme.color.cream};
  }
`;

const Choices = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * Phones: the category links folded under one line naming the current category, after the
 * filters, so opening Filters shows the filters and not a column of up to 22 categories.
 */

const FilterMenu = styled.div`
  @media (min-width: ${theme.breakpoint.lg}) {
    display: none;
  }
`;

interface Props {
  section: Section;
  current: string;
  /** The query string of this listing in `type`. */
  searchFor: (type: string) => string;
  /** Called after a choice (the panel closes). */
  onChosen?: () => void;
}

/** The filters beyond the category (`FilterGroups`), drawn under the categories. */
type WithFilters = Props & { filters: ReactNode };

/** The section's categories as links (they work before the page's code arrives). */
function CategoryOptions({ section, current, searchFor, onChosen }: Props) {
  const names = useCatalogNames();
  return (
    <Choices>
      {CATEGORIES[section].map((category) => (
        <li key={category.value}>
          <Item
            to={{ search: searchFor(category.value) }}
            replace
            aria-current={category.value === current ? 'true' : undefined}
            onClick={onChosen}
          >
            {names.type(category.value)}
          </Item>
        </li>
      ))}
    </Choices>
  );
}

/** The 250 px sidebar of large screens: categories, then the other filters. */
export function CategoryList({ filters, ...props }: WithFilters) {
  const t = useT();
  const names = useCatalogNames();
  return (
    <Sidebar aria-label={t('catalog.listing.filters')}>
      <Heading>{names.categoryHeading(props.section)}</Heading>
      <CategoryOptions {...props} />
      {filters}
    </Sidebar>
  );
}

/** The section's categories folded under 'Category: <current>' (phones' filter list and panel). */
function FoldedCategories({ children, ...props }: Props & { children: ReactNode }) {
  const t = useT();
  const names = useCatalogNames();
  return (
    <Fold>
      <summary>{t('catalog.listing.categoryNow', { category: names.type(props.current) })}</summary>
      {children}
    </Fold>
  );
}

/**
 * Small screens' Filter button (with how many filters are on). Live, it opens the slide-in
 * 'Filters' panel (`onOpen`); before the code arrives, or without it, it drops down the same
 * filters, then the category links folded.
 */
export function FilterButton({
  onOpen,
  open,
  filters,
  count,
  ...props
}: WithFilters & { onOpen: () => void; open?: boolean; count: number }) {
  const t = useT();
  const names = useCatalogNames();
  return (
    <FilterMenu>
      <ToolbarMenu
        label={count ? t('catalog.listing.filterCount', { count }) : t('catalog.listing.filter')}
        listLabel={t('catalog.listing.filters')}
        align="left"
        expanded={open}
        onOpenClick={(event) => {
          event.preventDefault();
          onOpen();
        }}
      >
        <FiltersItem>{filters}</FiltersItem>
        <FiltersItem>
          <FoldedCategories {...props}>
            <Choices aria-label={t('catalog.listing.categories')}>
              {CATEGORIES[props.section].map((category) => (
                <li key={category.value}>
                  <MenuLink
                    to={{ search: props.searchFor(category.value) }}
                    replace
                    aria-current={category.value === props.current ? 'true' : undefined}
                  >
                    {names.type(category.value)}
                  </MenuLink>
                </li>
              ))}
            </Choices>
          </FoldedCategories>
        </FiltersItem>
      </ToolbarMenu>
    </FilterMenu>
  );
}

/**
 * Small screens: the slide-in 'Filters' panel: the filters first (applied together by their
 * one button, which closes it), then the categories folded (choosing one closes it).
 */
export function CategoryPanel({ onClose, filters, ...props }: WithFilters & { onClose: () => void }) {
  const t = useT();
  return (
    <Dialog title={t('catalog.listing.filters')} placement="left" onClose={onClose}>
      {filters}
      <FoldedCategories {...props}>
        <CategoryOptions {...props} onChosen={onClose} />
      </FoldedCategories>
    </Dialog>
  );
}
