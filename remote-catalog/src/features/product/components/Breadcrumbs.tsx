import type { Product } from '@store/shared/api';
import { CATEGORIES, SECTION_TITLES } from '@store/shared/catalog';
import { Link } from '@store/shared/router';
import { theme } from '@store/shared/ui';
import styled from 'styled-components';

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
  const section = product.category;
  const type = CATEGORIES[section]?.find((category) => category.value === product.type);
  return (
    <Trail aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to={`/${section}`}>{SECTION_TITLES[section].tab}</Link>
        </li>
        {type ? (
          <li>
            <Link to={`/${section}?type=${encodeURIComponent(type.value)}`}>{type.label}</Link>
          </li>
        ) : null}
        <li aria-current="page">{product.name}</li>
      </ol>
    </Trail>
  );
}
