import { theme, visuallyHidden } from '@store/shared/ui';
import styled from 'styled-components';

/**
 * A table of records that turns into one card per row on a phone: each cell then shows its
 * column's name before it (the cell's `data-label`), so nothing needs a sideways scroll.
 */
export const CardTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.size.sm};
  caption {
    text-align: left;
    font-weight: ${theme.weight.semibold};
    padding-bottom: ${theme.space.sm};
  }
  th,
  td {
    padding: ${theme.space.sm};
    border-bottom: 1px solid ${theme.color.line};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  th {
    font-weight: ${theme.weight.semibold};
    color: ${theme.color.muted};
  }
  @media (max-width: ${theme.breakpoint.sm}) {
    thead {
      ${visuallyHidden}
    }
    tr {
      display: grid;
      gap: ${theme.space.xs};
      margin-bottom: ${theme.space.md};
      padding: ${theme.space.sm} ${theme.space.md};
      border: 1px solid ${theme.color.line};
      border-radius: ${theme.radius.md};
    }
    td {
      display: block;
      padding: 2px 0;
      border: 0;
    }
    td[data-label]::before {
      content: attr(data-label) ': ';
      color: ${theme.color.muted};
    }
  }
`;

/** A row's buttons: side by side, wrapping on a phone, each a full 44 px to tap. */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
`;
