import type { Section } from '@store/shared/catalog';
import { Link } from '@store/shared/router';
import { StatusText, buttonLook, theme, type ButtonVariant } from '@store/shared/ui';
import styled from 'styled-components';
import { ProductCard } from '../../../components/ProductCard';
import { ProductGrid } from '../../../components/ProductGrid';
import { useSectionSample } from '../../../hooks/useSectionSample';
import { useT } from '../i18n';
import { SECTION_BEST_SELLERS } from '../../../i18n/labels';

const Message = styled(StatusText)`
  margin-bottom: ${theme.space.md};
`;

const Back = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonLook}
  display: flex;
  width: fit-content;
  margin: 0 auto ${theme.space.xl};
`;

const Heading = styled.h2`
  margin: 0 0 ${theme.space.md};
  font-size: ${theme.size.xl};
`;

/** The section's most popular pieces, offered where a search found nothing (asked for only then). */
function BestSellers({ section }: { section: Section }) {
  const t = useT();
  const products = useSectionSample({ section, limit: 4, sort: 'popular' });
  if (!products?.length) return null;
  return (
    <section aria-labelledby="listing-best-sellers">
      <Heading id="listing-best-sellers">{t(SECTION_BEST_SELLERS[section])}</Heading>
      <ProductGrid $columns={4}>
        {products.map((product) => (
          <ProductCard key={product._id} product={product} />
        ))}
      </ProductGrid>
    </section>
  );
}

interface Props {
  section: Section;
  message: string;
  /** Where the way back leads (this listing without the search, or all categories), and its words. */
  back: { search: string; label: string } | null;
  /** Live: also empties what the box holds (typed text may not have reached the URL yet). */
  onBack?: () => void;
}

/** Nothing found: says so, offers the way back as a link (it works before the code arrives) and the best sellers. */
export function EmptyListing({ section, message, back, onBack }: Props) {
  return (
    <>
      <Message role="status">{message}</Message>
      {back ? (
        <Back to={{ search: back.search }} replace $variant="secondary" onClick={onBack}>
          {back.label}
        </Back>
      ) : null}
      <BestSellers section={section} />
    </>
  );
}
