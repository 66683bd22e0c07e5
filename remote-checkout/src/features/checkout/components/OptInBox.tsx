import { theme } from '@store/shared/ui';
import styled from 'styled-components';

/** A checkout opt-in: an unticked box with its label (a 44 px target), and its note under the label's text. */
export const OptInBox = styled.div`
  margin: 0 0 ${theme.space.md};
  label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
    cursor: pointer;
    font-weight: ${theme.weight.medium};
  }
  input {
    flex: none;
  }
  /* Under the label's text, past the box and the gap. */
  p {
    margin: -6px 0 0 30px;
    color: ${theme.color.muted};
    font-size: ${theme.size.sm};
    overflow-wrap: anywhere;
  }
`;
