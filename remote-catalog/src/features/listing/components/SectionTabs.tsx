import { SECTION_TAB_ORDER, type Section } from '@store/shared/catalog';
import { theme } from '@store/shared/ui';
import { Link } from '@store/shared/router';
import styled from 'styled-components';
import { useT } from '../i18n';
import { useCatalogNames } from '../../../i18n/catalogNames';

const Bar = styled.nav`
  display: inline-flex;
  gap: 4px;
  padding: 4px;
  border-radius: 999px;
  background: ${theme.color.cream};
`;

const Tab = styled(Link)<{ $current: boolean }>`
  padding: 10px 20px;
  border-radius: 999px;
  text-decoration: none;
  font-weight: 600;
  color: ${({ $current }) => ($current ? theme.color.paper : theme.color.ink)};
  background: ${({ $current }) => ($current ? theme.color.ink : 'transparent')};
`;

/** The pill tab bar: Mens, Accessories, Womens, the current one highlighted. */
export function SectionTabs({ current }: { current: Section }) {
  const t = useT();
  const names = useCatalogNames();
  return (
    <Bar aria-label={t('catalog.listing.sections')}>
      {SECTION_TAB_ORDER.map((section) => (
        <Tab
          key={section}
          to={`/${section}`}
          $current={section === current}
          aria-current={section === current ? 'page' : undefined}
        >
          {names.tab(section)}
        </Tab>
      ))}
    </Bar>
  );
}
