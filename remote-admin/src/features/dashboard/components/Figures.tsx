import { theme } from '@store/shared/ui';
import styled from 'styled-components';

const Cards = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 16px;
  margin: 0;
  div {
    padding: 20px;
    border: 1px solid ${theme.color.line};
    border-radius: 8px;
    background: ${theme.color.cream};
  }
  dt {
    color: ${theme.color.muted};
    font-size: 14px;
  }
  dd {
    margin: 8px 0 0;
    font: 700 28px/1 ${theme.font.display};
  }
`;

/** Figures as cards: each its label and its number. */
export function Figures({ figures }: { figures: [string, string | number][] }) {
  return (
    <Cards>
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Cards>
  );
}
