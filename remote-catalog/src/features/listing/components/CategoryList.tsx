import { CATEGORIES, SECTION_TITLES, type Section } from '@store/shared/catalog';
import { Dialog, theme } from '@store/shared/ui';
import styled from 'styled-components';

const Aside = styled.aside`
  width: 250px;
  flex: none;
  position: sticky;
  top: calc(${theme.headerHeight} + 16px);
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
  min-height: 40px;
  text-align: left;
  padding: 8px 10px;
  border: 0;
  border-radius: 4px;
  background: ${({ $current }) => ($current ? theme.color.cream : 'transparent')};
  color: ${theme.color.ink};
  font: ${({ $current }) => ($current ? 600 : 400)} 15px/1.4 ${theme.font.body};
  cursor: pointer;
  &:hover {
    background: ${theme.color.cream};
  }
`;

interface Props {
  section: Section;
  current: string;
  onSelect: (value: string) => void;
}

function CategoryOptions({ section, current, onSelect }: Props) {
  return (
    <>
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
    </>
  );
}

/** The 250 px category sidebar of large screens. */
export function CategoryList(props: Props) {
  return (
    <Aside aria-label="Categories">
      <Heading>{SECTION_TITLES[props.section].categoryHeading}</Heading>
      <CategoryOptions {...props} />
    </Aside>
  );
}

/** Small screens: the slide-in 'Categories' panel; choosing a category closes it. */
export function CategoryPanel({ onClose, onSelect, ...props }: Props & { onClose: () => void }) {
  return (
    <Dialog title="Categories" placement="left" onClose={onClose}>
      <Heading>{SECTION_TITLES[props.section].categoryHeading}</Heading>
      <CategoryOptions
        {...props}
        onSelect={(value) => {
          onSelect(value);
          onClose();
        }}
      />
    </Dialog>
  );
}
