import { CATEGORIES, SECTION_TITLES, type Section } from '@store/shared/catalog';
import { PageContainer, PageTitle, StatusText, theme } from '@store/shared/ui';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSectionProducts } from '../hooks/useSectionProducts';
import { emptyText, loadingText } from '../emptyText';
import { CategoryList } from './CategoryList';
import { ProductCard } from './ProductCard';
import { SectionTabs } from './SectionTabs';

const Layout = styled.div`
  display: flex;
  gap: 32px;
  align-items: flex-start;
`;

const Grid = styled.div`
  flex: 1;
  display: grid;
  gap: 24px;
  grid-template-columns: 1fr;
  @media (min-width: ${theme.breakpoint.sm}) {
    grid-template-columns: repeat(2, 1fr);
  }
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

export function ListingPage({ section }: { section: Section }) {
  const [params, setParams] = useSearchParams();
  const type = params.get('type') ?? 'all';
  const search = (params.get('search') ?? '').trim();
  const { products, loading } = useSectionProducts(section, type);

  // The category defaults to 'all' and is written into the URL, replacing the entry.
  useEffect(() => {
    if (!params.has('type')) {
      const next = new URLSearchParams(params);
      next.set('type', 'all');
      setParams(next, { replace: true });
    }
  }, [params, setParams]);

  const selectType = (value: string) => {
    const next = new URLSearchParams(params);
    next.set('type', value);
    setParams(next, { replace: true });
  };

  const needle = search.toLowerCase();
  const visible = needle
    ? products.filter((p) => `${p.name}\n${p.description}`.toLowerCase().includes(needle))
    : products;
  const category = CATEGORIES[section].find((c) => c.value === type && c.value !== 'all');

  return (
    <PageContainer>
      <SectionTabs current={section} />
      <PageTitle>{SECTION_TITLES[section].heading}</PageTitle>
      <Layout>
        <CategoryList section={section} current={type} onSelect={selectType} />
        {loading ? (
          <StatusText role="status">{loadingText(section)}</StatusText>
        ) : visible.length === 0 ? (
          <StatusText>{emptyText(section, search, category?.label ?? null)}</StatusText>
        ) : (
          <Grid>
            {visible.map((product) => (
              <ProductCard key={product._id} product={product} />
            ))}
          </Grid>
        )}
      </Layout>
    </PageContainer>
  );
}
