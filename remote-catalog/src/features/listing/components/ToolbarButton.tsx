import { theme } from '@store/shared/ui';
import styled from 'styled-components';

/** The listing toolbar's outlined buttons (Filter, Sort). */
export const ToolbarButton = styled.button`
  min-height: 44px;
  padding: 0 14px;
  border: 1px solid ${theme.color.line};
  border-radius: 4px;
  background: ${theme.color.paper};
  color: ${theme.color.ink};
  font: 500 14px/1 ${theme.font.body};
  cursor: pointer;
  white-space: nowrap;
`;
