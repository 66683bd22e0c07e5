import styled from 'styled-components';
import { theme } from './theme';

/**
 * A list of events newest first on a line, a dot for each and the newest in the accent: a
 * parcel's courier scans, as the shopper's order card and the desk's order page show them. Each
 * `li` stacks its `time`, its words and a muted `span`.
 */
export const Timeline = styled.ol`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0 0 0 ${theme.space.md};
  list-style: none;
  border-left: 2px solid ${theme.color.line};
  li {
    display: grid;
    gap: 2px;
    position: relative;
  }
  li::before {
    content: '';
    position: absolute;
    left: calc(-${theme.space.md} - 6px);
    top: 5px;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${theme.color.control};
  }
  li:first-child::before {
    background: ${theme.color.accent};
  }
  time,
  span {
    font-size: ${theme.size.sm};
    color: ${theme.color.muted};
  }
`;
