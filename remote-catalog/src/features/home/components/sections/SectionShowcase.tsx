import type { Section } from '@store/shared/catalog';
import { Link } from '@store/shared/router';
import { ProductCard } from '../../../../components/ProductCard';
import { ProductGrid } from '../../../../components/ProductGrid';
import { useSectionSample } from '../../../../hooks/useSectionSample';
import { useT } from '../../i18n';
import { SECTION_VIEW_ALL } from '../../../../i18n/labels';
import { useCatalogNames } from '../../../../i18n/catalogNames';
import { Band, BandHead } from './Band';

/** Home: a section's four most popular products and a link to all of them. */
export default function SectionShowcase({ section, tone }: { section: Section; tone?: 'paper' | 'cream' }) {
  const t = useT();
  const names = useCatalogNames();
  const products = useSectionSample({ section, limit: 4, sort: 'popular' });
  if (products && products.length === 0) return null;
  const title = names.heading(section);
  return (
    <Band $tone={tone} aria-labelledby={`home-${section}`}>
      <BandHead
        id={`home-${section}`}
        eyebrow={t('catalog.home.mostLoved')}
        title={title}
        action={
          <Link to={`/${section}`}>
            {t(SECTION_VIEW_ALL[section])} <span aria-hidden="true">→</span>
          </Link>
        }
      />
      <ProductGrid $columns={4}>
        {(products ?? []).map((product) => (
          <ProductCard key={product._id} product={product} />
        ))}
      </ProductGrid>
    </Band>
  );
}
