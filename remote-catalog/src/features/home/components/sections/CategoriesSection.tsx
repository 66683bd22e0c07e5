import { firstImageUrl, imageUrl } from '@store/shared/api';
import { CATEGORIES, SECTION_TAB_ORDER, type Section } from '@store/shared/catalog';
import { ImageWithFallback, theme } from '@store/shared/ui';
import { Link } from '@store/shared/router';
import styled from 'styled-components';
import { categoryPills } from '../categoryPills';
import { useSectionSample } from '../../../../hooks/useSectionSample';
import { useT } from '../../i18n';
import { useCatalogNames } from '../../../../i18n/catalogNames';
import { TILE_SAMPLES } from '../../homeReads';
import { Band, BandHead } from './Band';

const Tiles = styled.div`
  display: grid;
  gap: 24px;
  @media (min-width: ${theme.breakpoint.sm}) {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Tile = styled.article`
  display: grid;
  align-content: start;
  gap: 12px;
  & > a {
    display: block;
    line-height: 0;
  }
  h3 {
    margin: 0;
    font: 600 22px/1.2 ${theme.font.display};
  }
  h3 a {
    color: inherit;
    text-decoration: none;
  }
  ${categoryPills}
`;

const Picture = styled(ImageWithFallback)`
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  background: ${theme.color.cream};
`;

function SectionTile({ section }: { section: Section }) {
  const names = useCatalogNames();
  const [top] = useSectionSample(TILE_SAMPLES[section]) ?? [];
  const categories = CATEGORIES[section].filter((c) => c.value !== 'all').slice(0, 5);
  return (
    <Tile>
      <Link to={`/${section}`} tabIndex={-1} aria-hidden="true">
        <Picture
          src={imageUrl(top ? firstImageUrl(top) : null, { w: 480, q: 75 })}
          alt=""
          width={480}
          height={360}
          loading="lazy"
        />
      </Link>
      <h3>
        <Link to={`/${section}`}>{names.heading(section)}</Link>
      </h3>
      <ul>
        {categories.map((category) => (
          <li key={category.value}>
            <Link to={`/${section}?type=${category.value}`}>{names.type(category.value)}</Link>
          </li>
        ))}
      </ul>
    </Tile>
  );
}

/** Home: one tile per section with its first categories. */
export default function CategoriesSection() {
  const t = useT();
  return (
    <Band aria-labelledby="home-categories">
      <BandHead
        id="home-categories"
        eyebrow={t('catalog.home.categoriesEyebrow')}
        title={t('catalog.home.categoriesTitle')}
      />
      <Tiles>
        {SECTION_TAB_ORDER.map((section) => (
          <SectionTile key={section} section={section} />
        ))}
      </Tiles>
    </Band>
  );
}
