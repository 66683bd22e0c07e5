import { SECTION_TITLES, type Section } from '@store/shared/catalog';
import { theme } from '@store/shared/ui';
import { Link } from '@store/shared/router';
import styled from 'styled-components';
import { ProductCard } from '../../../../components/ProductCard';
import { useSectionSample } from '../../hooks/useSectionSample';
import { Band, BandHead } from './Band';

const Row = styled.div`
  display: grid;
  gap: ${theme.space.md} ${theme.space.sm};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: ${theme.breakpoint.sm}) {
    gap: ${theme.space.lg};
  }
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: repeat(4, 1fr);
  }
`;

/** Home: a section's four most popular products and a link to all of them. */
export default function SectionShowcase({ section, tone }: { section: Section; tone?: 'paper' | 'cream' }) {
  const products = useSectionSample(section, 4, 'popular');
  if (products && products.length === 0) return null;
  const title = SECTION_TITLES[section].heading;
  return (
    <Band $tone={tone} aria-labelledby={`home-${section}`}>
      <BandHead
        id={`home-${section}`}
        eyebrow="Most loved"
        title={title}
        action={
          <Link to={`/${section}`}>
            View all {title.toLowerCase()} <span aria-hidden="true">→</span>
          </Link>
        }
      />
      <Row>
        {(products ?? []).map((product) => (
          <ProductCard key={product._id} product={product} />
        ))}
      </Row>
    </Band>
  );
}
