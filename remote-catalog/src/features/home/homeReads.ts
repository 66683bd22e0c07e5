import type { Section } from '@store/shared/catalog';
import type { SectionSampleArgs } from '@store/shared/store';

// 7 from each section fill the background grid's largest form (4 x 5 = 20 cells) with one to spare.
export const GRID_PER_SECTION = 7;

const popular = (section: Section): SectionSampleArgs => ({ section, limit: GRID_PER_SECTION, sort: 'popular' });
const bestRated = (section: Section): SectionSampleArgs => ({ section, limit: 1, sort: 'rating' });

/** The background grid's products: each section's most popular, mens, womens, accessories in turn. */
export const GRID_SAMPLES = [popular('mens'), popular('womens'), popular('accessories')] as const;

/** Each section tile's picture: the section's best-rated piece. */
export const TILE_SAMPLES: Record<Section, SectionSampleArgs> = {
  mens: bestRated('mens'),
  womens: bestRated('womens'),
  accessories: bestRated('accessories'),
};

/**
 * What the home shows in its first screens, read by the render server for a drawn home page: the
 * grid behind the landing and the section tiles just below it. The blocks further down read as
 * they near the screen.
 */
export const FIRST_SCREEN_READS = [...GRID_SAMPLES, ...Object.values(TILE_SAMPLES)];
