import { SECTION_TAB_ORDER, SECTION_TITLES, type Section } from '@store/shared/catalog';
import { theme } from '@store/shared/ui';
import { Link } from '@store/shared/router';
import styled from 'styled-components';

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
  return (
    <Bar aria-label="Sections">
      {SECTION_TAB_ORDER.map((section) => (
        <Tab
          key={section}
          to={`/${section}`}
          $current={section === current}
          aria-current={section === current ? 'page' : undefined}
        >
          {SECTION_TITLES[section].tab}
        </Tab>
      ))}
    </Bar>
  );
}
