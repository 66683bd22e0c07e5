import { PageContainer, PageTitle, StatusText, theme, useNearViewport } from '@store/shared/ui';
import { Link, useNavigate, useSearchParams } from '@store/shared/router';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ProductCard } from '../../../components/ProductCard';
import { ProductGrid } from '../../../components/ProductGrid';
import { activeFilterChips, NO_FILTERS } from '../filters';
import { ActiveFilters, FilterGroups } from './ListingFilters';
import { SearchBox } from './SearchBox';
import { SortMenu } from './SortMenu';
import { ToolbarMenu } from './ToolbarMenu';
import { FiltersItem, Layout, ListEnd, Main, Sidebar, Toolbar } from './listingLayout';
import { listingSearch, storeQueryOf } from '../listingQuery';
import type { PageQuery } from '../api/listingApi';
import { useT } from '../i18n';
import { useStoreCounts, useStoreResults } from '../hooks/useStoreResults';

/** Small screens: the same filters dropped down from a Filter button (a <details>: no code needed). */
const PhoneFilters = styled.div`
  @media (min-width: ${theme.breakpoint.lg}) {
    display: none;
  }
`;

const Search = styled(SearchBox)`
  display: flex;
  flex: 1 1 100%;
`;

const Suggestion = styled.p`
  margin: 0 0 ${theme.space.lg};
  font-size: ${theme.size.lg};
  a {
    color: ${theme.color.ink};
    font-weight: ${theme.weight.semibold};
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${theme.space.md};
  font-size: ${theme.size.xl};
`;

/**
 * /search?q=: the whole store's results for her words, with the listing's filters, sort and
 * grid. Nothing found: the close word ("Did you mean") and the most popular pieces. Everything
 * here is a link or a GET form, so it works before the page's code arrives and without it.
 */
export function SearchPage() {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = storeQueryOf(params);
  const searchWith = (changes: Partial<PageQuery>) => listingSearch(query, changes, 'store');
  const { products, first, loading, failed, loadingMore, hasMore, loadMore } = useStoreResults(query);
  const [text, setText] = useState(query.search);
  const listEnd = useRef<HTMLDivElement>(null);
  const nearEnd = useNearViewport(listEnd, '600px', hasMore);

  // The box follows the address when something else changes it (the header's box, the back button).
  useEffect(() => setText(query.search), [query.search]);
  useEffect(() => {
    if (nearEnd && hasMore && !loadingMore) loadMore();
  }, [nearEnd, hasMore, loadingMore, loadMore]);

  const address = searchWith({});
  const filters = (
    <FilterGroups key={address} section={null} query={query} searchWith={searchWith} useCounts={useStoreCounts} />
  );
  const filterCount = activeFilterChips(query, t).length;
  const keep = [...new URLSearchParams(searchWith({ search: '' }).slice(1))];
  const found = first?.total ?? products.length;

  return (
    <PageContainer>
      <PageTitle>
        {query.search ? t('catalog.search.title', { query: query.search }) : t('catalog.search.titleEmpty')}
      </PageTitle>
      <Layout>
        {query.search ? <Sidebar aria-label={t('catalog.listing.filters')}>{filters}</Sidebar> : null}
        <Main>
          <Toolbar>
            <Search
              name="q"
              label={t('catalog.search.label')}
              value={text}
              onChange={setText}
              keep={keep}
              onSubmit={(event) => {
                event.preventDefault();
                navigate({ search: searchWith({ search: text.trim() }) }, { replace: true });
                (document.activeElement as HTMLElement | null)?.blur();
              }}
            />
            {query.search ? (
              <>
                <PhoneFilters>
                  <ToolbarMenu
                    label={
                      filterCount
                        ? t('catalog.listing.filterCount', { count: filterCount })
                        : t('catalog.listing.filter')
                    }
                    listLabel={t('catalog.listing.filters')}
                    align="left"
                  >
                    <FiltersItem>{filters}</FiltersItem>
                  </ToolbarMenu>
                </PhoneFilters>
                <SortMenu value={query.sort} searchFor={(sort) => searchWith({ sort })} bestMatchFirst />
              </>
            ) : null}
          </Toolbar>
          <ActiveFilters query={query} searchWith={searchWith} />
          {!query.search ? (
            <StatusText>{t('catalog.search.prompt')}</StatusText>
          ) : failed ? (
            <StatusText role="alert">{t('catalog.search.unavailable')}</StatusText>
          ) : loading ? (
            <StatusText role="status">{t('catalog.search.loading')}</StatusText>
          ) : products.length === 0 ? (
            <NothingFound query={query} searchWith={searchWith} answer={first} />
          ) : (
            <>
              <StatusText role="status">{t('catalog.search.found', { count: found })}</StatusText>
              {first?.didYouMean ? <DidYouMean word={first.didYouMean} searchWith={searchWith} /> : null}
              <ProductGrid $columns={3}>
                {products.map((product, index) => (
                  <ProductCard key={product._id} product={product} eager={index < 3} heading="h2" />
                ))}
              </ProductGrid>
            </>
          )}
          {loadingMore ? <StatusText role="status">{t('catalog.search.loading')}</StatusText> : null}
          <ListEnd ref={listEnd} />
        </Main>
      </Layout>
    </PageContainer>
  );
}

type SearchWith = (changes: Partial<PageQuery>) => string;

/** "Did you mean: <word>", a link to the results for it (filters and sort kept). */
function DidYouMean({ word, searchWith }: { word: string; searchWith: SearchWith }) {
  const t = useT();
  return (
    <Suggestion>
      {t('catalog.search.didYouMean')}{' '}
      <Link to={{ search: searchWith({ search: word }) }} replace>
        {word}
      </Link>
    </Suggestion>
  );
}

/** Nothing found: says so, offers the close word, dropping the filters, and the most popular pieces. */
function NothingFound({
  query,
  searchWith,
  answer,
}: {
  query: PageQuery;
  searchWith: SearchWith;
  answer: ReturnType<typeof useStoreResults>['first'];
}) {
  const t = useT();
  const filtered = activeFilterChips(query).length > 0;
  return (
    <>
      <StatusText role="status">{t('catalog.search.none', { query: query.search })}</StatusText>
      {answer?.didYouMean ? <DidYouMean word={answer.didYouMean} searchWith={searchWith} /> : null}
      {filtered ? (
        <Suggestion>
          <Link to={{ search: searchWith(NO_FILTERS) }} replace>
            {t('catalog.listing.clearFilters')}
          </Link>
        </Suggestion>
      ) : null}
      {answer?.popular.length ? (
        <section aria-labelledby="search-popular">
          <Heading id="search-popular">{t('catalog.search.popular')}</Heading>
          <ProductGrid $columns={4}>
            {answer.popular.map((product) => (
              <ProductCard key={product._id} product={product} />
            ))}
          </ProductGrid>
        </section>
      ) : null}
    </>
  );
}
