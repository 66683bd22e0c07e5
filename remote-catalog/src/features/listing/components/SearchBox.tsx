import { theme } from '@store/shared/ui';
import styled from 'styled-components';

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  padding: 0 14px;
  border: 1px solid ${theme.color.line};
  border-radius: 4px;
  font: 16px/1.2 ${theme.font.body};
  &:focus-visible {
    outline: 2px solid ${theme.color.accent};
  }
`;

/** The section's search box; the page decides when its text reaches the URL. */
export function SearchBox({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={label}
      value={value}
      maxLength={100}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
