import { CATEGORIES, SECTION_TAB_ORDER } from '@store/shared/catalog';
import { Link } from '@store/shared/router';
import { theme } from '@store/shared/ui';
import styled from 'styled-components';
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
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li a {
    display: inline-block;
    padding: 10px 12px;
    border: 1px solid ${theme.color.line};
    border-radius: 999px;
    color: ${theme.color.ink};
    font-size: 14px;
    text-decoration: none;
  }
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
