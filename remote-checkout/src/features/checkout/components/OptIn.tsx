import { theme } from '@store/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
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

/**
 * A checkout opt-in: an unticked box with its label (a 44 px target), and its note under the
 * label's text, which the box names as its description (an alert when `alert`).
 */
export function OptIn({
  noteId,
  label,
  note,
  checked,
  onChange,
  alert = false,
}: {
  noteId: string;
  label: ReactNode;
  note: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  alert?: boolean;
}) {
  return (
    <Box>
      <label>
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={noteId}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
      <p id={noteId} role={alert ? 'alert' : undefined}>
        {note}
      </p>
    </Box>
  );
}
