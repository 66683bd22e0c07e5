import { firstImageUrl, imageSrcSet, imageUrl } from '@store/shared/api';
import { theme } from '@store/shared/ui';
import styled from 'styled-components';
import { useSectionSample } from '../../../hooks/useSectionSample';
import { GRID_PER_SECTION, GRID_SAMPLES } from '../homeReads';

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

const SLOTS = GRID_PER_SECTION * 3;

/**
 * The home page's background of product images (GET /products/{section}); decoration only.
 * Every cell has a fixed slot (mens, womens, accessories in turn), so a section that arrives
 * later fills its own cells and never moves another's: no layout shift.
 */
export function BackgroundGrid() {
  const [mens, womens, accessories] = GRID_SAMPLES;
  const sections = [useSectionSample(mens), useSectionSample(womens), useSectionSample(accessories)];
  return (
    <Grid aria-hidden="true" data-testid="background-grid">
      {Array.from({ length: SLOTS }, (_, slot) => {
        const product = sections[slot % 3]?.[Math.floor(slot / 3)];
        const url = product ? firstImageUrl(product) : null;
        return url ? (
          <Cell
            key={slot}
            src={imageUrl(url, { w: 320, q: 60 }) ?? undefined}
            srcSet={imageSrcSet(url, [160, 320, 480], 60)}
            sizes="(max-width: 639px) 17vw, (max-width: 1023px) 25vw, 34vw"
            alt=""
            width={320}
            height={400}
            decoding="async"
            fetchPriority="low"
          />
        ) : (
          <span key={slot} />
        );
      })}
    </Grid>
  );
}
