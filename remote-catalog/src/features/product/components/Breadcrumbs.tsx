import type { Product } from '@store/shared/api';
import { CATEGORIES, productText } from '@store/shared/catalog';
import { useLocale } from '@store/shared/i18n';
import { Link } from '@store/shared/router';
import { theme } from '@store/shared/ui';
import styled from 'styled-components';
import { useT } from '../i18n';
import { useCatalogNames } from '../../../i18n/catalogNames';

const Trail = styled.nav`
  margin: 0 0 ${theme.space.md};
  font-size: ${theme.size.sm};
  color: ${theme.color.muted};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
  }
  li + li::before {
    content: '/';
    margin-right: ${theme.space.xs};
  }
  a {
    display: inline-block;
    padding: ${theme.space.xs} 0;
    color: inherit;
  }
`;

/** Home / Womens / Bodycon / the product: the same trail the page's BreadcrumbList states to search engines. */
export function Breadcrumbs({ product }: { product: Product }) {
  const t = useT();
  const names = useCatalogNames();
  const { name } = productText(product, useLocale());
  const section = product.category;
  const type = CATEGORIES[section]?.find((category) => category.value === product.type);
  return (
    <Trail aria-label={t('catalog.breadcrumb.label')}>
      <ol>
        <li>
          <Link to="/">{t('catalog.breadcrumb.home')}</Link>
        </li>
        <li>
          <Link to={`/${section}`}>{names.tab(section)}</Link>
        </li>
        {type ? (
          <li>
            <Link to={`/${section}?type=${encodeURIComponent(type.value)}`}>{names.type(type.value)}</Link>
          </li>
        ) : null}
        <li aria-current="page">{name}</li>
      </ol>
    </Trail>
  );
}
