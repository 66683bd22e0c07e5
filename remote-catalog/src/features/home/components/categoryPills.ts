import { theme } from '@store/shared/ui';
import { css } from 'styled-components';

/** A section's categories as a row of pill links (the category tiles, and their no-script copy). */
export const categoryPills = css`
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
    padding: 6px 12px;
    border: 1px solid ${theme.color.line};
    border-radius: 999px;
    color: ${theme.color.ink};
    font-size: 14px;
    text-decoration: none;
  }
`;
