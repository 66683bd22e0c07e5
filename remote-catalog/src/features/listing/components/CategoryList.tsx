import { CATEGORIES, SECTION_TITLES, type Section } from '@store/shared/catalog';
import { theme } from '@store/shared/ui';
import styled from 'styled-components';

const Aside = styled.aside`
  width: 250px;
  flex: none;
  @media (max-width: ${theme.breakpoint.lg}) {
    display: none;
  }
`;

const Heading = styled.h2`
  font: 600 18px/1.3 ${theme.font.display};
  margin: 0 0 12px;
`;

const Item = styled.button<{ $current: boolean }>`
  display: block;
  width: 100%;
  text-align: left;
  padding: 8px 10px;
  border: 0;
  border-radius: 4px;
  background: ${({ $current }) => ($current ? theme.color.cream : 'transparent')};
  color: ${theme.color.ink};
  font: ${({ $current }) => ($current ? 600 : 400)} 15px/1.4 ${theme.font.body};
  cursor: pointer;
`;

/** The 250 px category sidebar of large screens. */
export function CategoryList({
  section,
  current,
  onSelect,
}: {
  section: Section;
  current: string;
  onSelect: (value: string) => void;
}) {
  return (
    <Aside aria-label="Categories">
      <Heading>{SECTION_TITLES[section].categoryHeading}</Heading>
      {CATEGORIES[section].map((category) => (
        <Item
          key={category.value}
          type="button"
          $current={category.value === current}
          aria-pressed={category.value === current}
          onClick={() => onSelect(category.value)}
        >
          {category.label}
        </Item>
      ))}
    </Aside>
  );
}
