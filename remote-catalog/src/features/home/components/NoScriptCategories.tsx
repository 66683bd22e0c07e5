import { CATEGORIES, SECTION_TAB_ORDER } from '@store/shared/catalog';
import { Link } from '@store/shared/router';
import { theme } from '@store/shared/ui';
import styled from 'styled-components';
import { categoryPills } from './categoryPills';
import { useCatalogNames } from '../../../i18n/catalogNames';
import { useT } from '../i18n';

const Sections = styled.nav`
  display: grid;
  gap: 24px;
  padding: 32px 16px;
  @media (min-width: ${theme.breakpoint.sm}) {
    grid-template-columns: repeat(3, 1fr);
    padding: 48px 32px;
  }
  h2 {
    margin: 0 0 12px;
    font: 600 22px/1.2 ${theme.font.display};
  }
  h2 a {
    color: inherit;
  }
  ${categoryPills}
`;

/**
 * The home's blocks below the landing load as they near the screen, which needs the page's
 * code: without it, the sections and their categories as plain links, and no empty space kept
 * for blocks that will never come.
 */
export function NoScriptCategories() {
  const t = useT();
  const names = useCatalogNames();
  return (
    <noscript>
      <style>{'[data-lazy-section]{min-height:0 !important}'}</style>
      <Sections aria-label={t('catalog.home.categoriesTitle')}>
        {SECTION_TAB_ORDER.map((section) => (
          <div key={section}>
            <h2>
              <Link to={`/${section}`}>{names.heading(section)}</Link>
            </h2>
            <ul>
              {CATEGORIES[section]
                .filter((category) => category.value !== 'all')
                .map((category) => (
                  <li key={category.value}>
                    <Link to={`/${section}?type=${category.value}`}>{names.type(category.value)}</Link>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </Sections>
    </noscript>
  );
}
