import { firstImageUrl, imageSrcSet, imageUrl, type Product } from '@store/shared/api';
import { theme } from '@store/shared/ui';
import styled from 'styled-components';
import { useSectionSample } from '../hooks/useSectionSample';

const Grid = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  /* Spec 9: 6 x 3 under 640 px, 4 x 5 under 1024 px, 3 x 5 otherwise. */
  grid-template-columns: repeat(6, 1fr);
  grid-template-rows: repeat(3, 1fr);
  & > :nth-child(n + 19) {
    display: none;
  }
  @media (min-width: ${theme.breakpoint.sm}) {
    grid-template-columns: repeat(4, 1fr);
    grid-template-rows: repeat(5, 1fr);
    & > :nth-child(n + 19) {
      display: block;
    }
    & > :nth-child(n + 21) {
      display: none;
    }
  }
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: repeat(3, 1fr);
    & > :nth-child(n + 16) {
      display: none;
    }
  }
`;

const Cell = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  min-height: 0;
  object-fit: cover;
`;

// 7 from each section fill the largest grid (4 x 5 = 20 cells) with one to spare.
const PER_SECTION = 7;

/** Mens, womens and accessories in turn, so every part of the grid shows every section. */
function interleave(lists: Product[][]): Product[] {
  const longest = Math.max(0, ...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, i) => lists.map((list) => list[i]))
    .flat()
    .filter(Boolean) as Product[];
}

/** The home page's background of product images (GET /products/{section}); decoration only. */
export function BackgroundGrid() {
  const mens = useSectionSample('mens', PER_SECTION, 'popular');
  const womens = useSectionSample('womens', PER_SECTION, 'popular');
  const accessories = useSectionSample('accessories', PER_SECTION, 'popular');
  const products = interleave([mens ?? [], womens ?? [], accessories ?? []]);
  return (
    <Grid aria-hidden="true" data-testid="background-grid">
      {products.map((product) => {
        const url = firstImageUrl(product);
        return url ? (
          <Cell
            key={product._id}
            src={imageUrl(url, { w: 320, q: 60 }) ?? undefined}
            srcSet={imageSrcSet(url, [160, 320, 480], 60)}
            sizes="(max-width: 639px) 17vw, (max-width: 1023px) 25vw, 34vw"
            alt=""
            width={320}
            height={400}
            decoding="async"
            fetchPriority="low"
          />
        ) : null;
      })}
    </Grid>
  );
}
