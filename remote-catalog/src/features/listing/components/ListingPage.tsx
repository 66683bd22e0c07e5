import type { Product } from '@store/shared/api';
import { CATEGORIES, productText, type Section } from '@store/shared/catalog';
import { useLocale } from '@store/shared/i18n';
import { PageContainer, PageTitle, StatusText, theme, useHydrated, useNearViewport } from '@store/shared/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { emptyText, loadingText } from '../emptyText';
import { useListingParams } from '../hooks/useListingParams';
import { useSectionProducts } from '../hooks/useSectionProducts';
import { CategoryList, CategoryPanel, FilterButton } from './CategoryList';
import { EmptyListing } from './EmptyListing';
import { ActiveFilters, FilterGroups } from './ListingFilters';
import { activeFilterChips, FILTER_NAMES, NO_FILTERS } from '../filters';
import { ProductCard } from '../../../components/ProductCard';
import { ProductGrid } from '../../../components/ProductGrid';
import { SearchBox } from './SearchBox';
import { Layout, ListEnd, Main, Toolbar } from './listingLayout';
import { SectionTabs } from './SectionTabs';
import { SortMenu } from './SortMenu';
import { useT } from '../i18n';
import { SECTION_SHOW_ALL } from '../../../i18n/labels';
import { useCatalogNames } from '../../../i18n/catalogNames';

export const SEARCH_DEBOUNCE_MS = 200;

/** Phones: the search box gets its own row above Filter and Sort. */
const Search = styled(SearchBox)`
  display: flex;
  order: -1;
  flex: 1 1 100%;
  @media (min-width: ${theme.breakpoint.lg}) {
    order: 0;
    flex: 1;
  }
`;

/**
 * Trimmed, case-insensitive, name or description (product §5): the instant answer while typing.
 * The words the shopper reads count too (a Hindi name on a Hindi page).
 */
function matches(product: Product, needle: string, locale: string): boolean {
  if (!needle) return true;
  const shown = productText(product, locale);
  return [product.name, product.description, shown.name, shown.description].join('\n').toLowerCase().includes(needle);
}

/** /mens, /womens, /accessories: tabs, categories, filters, search, sort and an endless product grid. */
export function ListingPage({ section }: { section: Section }) {
  const t = useT();
  const names = useCatalogNames();
  const locale = useLocale();
  const { query, searchWith, setSearch } = useListingParams();
  const { type, search, sort } = query;
  const { products, loading, loadingMore, hasMore, loadMore } = useSectionProducts(section, query);
  const [text, setText] = useState(search);
  const [panelOpen, setPanelOpen] = useState(false);
  const live = useHydrated();
  const listEnd = useRef<HTMLDivElement>(null);
  const nearEnd = useNearViewport(listEnd, '600px', hasMore);

  // The URL follows the box after a 200 ms pause in typing...
  const written = useRef(search);
  useEffect(() => {
    if (text.trim() === written.current) return;
    const timer = setTimeout(() => {
      written.current = text.trim();
      setSearch(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, setSearch]);

  // ...and the box follows the URL when something else changes it (a link, the back button).
  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    setText(search);
  }, [search]);

  useEffect(() => {
    if (nearEnd && hasMore && !loadingMore) loadMore();
  }, [nearEnd, hasMore, loadingMore, loadMore]);

  // The phone's panel closes once its choices (or a category) have changed the URL.
  const address = searchWith({});
  useEffect(() => setPanelOpen(false), [address]);

  const needle = text.trim().toLowerCase();
  const visible = products.filter((product) => matches(product, needle, locale));
  const category = CATEGORIES[section].find((c) => c.value === type && c.value !== 'all');
  const categories = { section, current: type, searchFor: (value: string) => searchWith({ type: value }) };
  const filtered = FILTER_NAMES.some((name) => query[name]);
  // Keyed by the URL: a form drawn afresh starts from the filters that are on.
  const filters = (onChosen?: () => void) => (
    <FilterGroups key={address} section={section} query={query} searchWith={searchWith} onChosen={onChosen} />
  );
  // What the search form sends along without the page's code: the rest of the query.
  const keep = [...new URLSearchParams(searchWith({ search: '' }).slice(1))];

  return (
    <PageContainer>
      <SectionTabs current={section} />
      <PageTitle>{names.heading(section)}</PageTitle>
      <Layout>
        <CategoryList {...categories} filters={filters()} />
        <Main>
          <Toolbar>
            <FilterButton
              {...categories}
              filters={filters()}
              count={activeFilterChips(query, t).length}
              open={live ? panelOpen : undefined}
              onOpen={() => setPanelOpen(true)}
            />
            <Search
              label={
                section === 'accessories' ? t('catalog.listing.searchAccessories') : t('catalog.listing.searchProducts')
              }
              value={text}
              onChange={setText}
              keep={keep}
              onSubmit={(event) => {
                // Enter searches at once (and puts the phone's keyboard away).
                event.preventDefault();
                written.current = text.trim();
                setSearch(text);
                (document.activeElement as HTMLElement | null)?.blur();
              }}
            />
            <SortMenu value={sort} searchFor={(value) => searchWith({ sort: value })} />
          </Toolbar>
          <ActiveFilters query={query} searchWith={searchWith} />
          {loading ? (
            <StatusText role="status">{loadingText(section, t)}</StatusText>
          ) : visible.length === 0 ? (
            <EmptyListing
              section={section}
              message={emptyText(section, text.trim(), category ? names.type(category.value) : null, t)}
              back={
                text.trim() || search
                  ? { search: searchWith({ search: '' }), label: t('catalog.listing.clearSearch') }
                  : filtered
                    ? { search: searchWith(NO_FILTERS), label: t('catalog.listing.clearFilters') }
                    : category
                      ? { search: searchWith({ type: 'all' }), label: t(SECTION_SHOW_ALL[section]) }
                      : null
              }
              onBack={() => {
                written.current = '';
                setText('');
              }}
            />
          ) : (
            <ProductGrid $columns={3}>
              {visible.map((product, index) => (
                <ProductCard key={product._id} product={product} eager={index < 3} heading="h2" />
              ))}
            </ProductGrid>
          )}
          {loadingMore ? <StatusText role="status">{loadingText(section, t)}</StatusText> : null}
          <ListEnd ref={listEnd} data-testid="list-end" />
        </Main>
      </Layout>
      {panelOpen ? (
        <CategoryPanel
          {...categories}
          filters={filters(() => setPanelOpen(false))}
          onClose={() => setPanelOpen(false)}
        />
      ) : null}
    </PageContainer>
  );
}
