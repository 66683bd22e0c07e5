import { TextInput } from '@store/shared/ui';
import styled from 'styled-components';

const Input = styled(TextInput)`
  flex: 1;
  min-width: 0;
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
