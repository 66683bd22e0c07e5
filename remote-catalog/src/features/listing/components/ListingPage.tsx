import type { Product } from '@store/shared/api';
import { CATEGORIES, SECTION_TITLES, type Section } from '@store/shared/catalog';
import { PageContainer, PageTitle, StatusText, theme, useNearViewport } from '@store/shared/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { emptyText, loadingText } from '../emptyText';
import { useListingParams } from '../hooks/useListingParams';
import { useSectionProducts } from '../hooks/useSectionProducts';
import { CategoryList, CategoryPanel } from './CategoryList';
import { ProductCard } from '../../../components/ProductCard';
import { SearchBox } from './SearchBox';
import { SectionTabs } from './SectionTabs';
import { SortMenu } from './SortMenu';
import { ToolbarButton } from './ToolbarButton';

export const SEARCH_DEBOUNCE_MS = 200;

const Layout = styled.div`
  display: flex;
  gap: 32px;
  align-items: flex-start;
`;

const Main = styled.div`
  flex: 1;
  min-width: 0;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 24px;
  /* Phones: the search box gets its own row above Filter and Sort. */
  input[type='search'] {
    order: -1;
    flex: 1 1 100%;
  }
  @media (min-width: ${theme.breakpoint.lg}) {
    flex-wrap: nowrap;
    input[type='search'] {
      order: 0;
      flex: 1;
    }
  }
`;

const FilterButton = styled(ToolbarButton)`
  @media (min-width: ${theme.breakpoint.lg}) {
    display: none;
  }
`;

/** Two cards a row on phones, as shoppers of Indian fashion stores expect; three on wide screens. */
const Grid = styled.div`
  display: grid;
  gap: ${theme.space.md} ${theme.space.sm};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: ${theme.breakpoint.sm}) {
    gap: ${theme.space.lg};
  }
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const ListEnd = styled.div`
  min-height: 1px;
`;

/** Trimmed, case-insensitive, name or description (product §5): the instant answer while typing. */
function matches(product: Product, needle: string): boolean {
  return !needle || `${product.name}\n${product.description}`.toLowerCase().includes(needle);
}

/** /mens, /womens, /accessories: tabs, categories, search, sort and an endless product grid. */
export function ListingPage({ section }: { section: Section }) {
  const { type, search, sort, setType, setSearch, setSort } = useListingParams();
  const { products, loading, loadingMore, hasMore, loadMore } = useSectionProducts(section, { type, search, sort });
  const [text, setText] = useState(search);
  const [panelOpen, setPanelOpen] = useState(false);
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

  const needle = text.trim().toLowerCase();
  const visible = products.filter((product) => matches(product, needle));
  const category = CATEGORIES[section].find((c) => c.value === type && c.value !== 'all');
  const titles = SECTION_TITLES[section];

  return (
    <PageContainer>
      <SectionTabs current={section} />
      <PageTitle>{titles.heading}</PageTitle>
      <Layout>
        <CategoryList section={section} current={type} onSelect={setType} />
        <Main>
          <Toolbar>
            <FilterButton type="button" aria-haspopup="dialog" onClick={() => setPanelOpen(true)}>
              Filter
            </FilterButton>
            <SearchBox
              label={section === 'accessories' ? 'Search accessories' : 'Search products'}
              value={text}
              onChange={setText}
            />
            <SortMenu value={sort} onChange={setSort} />
          </Toolbar>
          {loading ? (
            <StatusText role="status">{loadingText(section)}</StatusText>
          ) : visible.length === 0 ? (
            <StatusText role="status">{emptyText(section, text.trim(), category?.label ?? null)}</StatusText>
          ) : (
            <Grid>
              {visible.map((product, index) => (
                <ProductCard key={product._id} product={product} eager={index < 3} heading="h2" />
              ))}
            </Grid>
          )}
          {loadingMore ? <StatusText role="status">{loadingText(section)}</StatusText> : null}
          <ListEnd ref={listEnd} data-testid="list-end" />
        </Main>
      </Layout>
      {panelOpen ? (
        <CategoryPanel section={section} current={type} onSelect={setType} onClose={() => setPanelOpen(false)} />
      ) : null}
    </PageContainer>
  );
}
