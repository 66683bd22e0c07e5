import { css } from 'styled-components';

/** Read aloud, not shown: the element keeps its place in the accessibility tree, no box on screen. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
