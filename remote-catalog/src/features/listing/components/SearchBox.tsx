import { TextInput, useDrawnInput } from '@store/shared/ui';
import type { FormEvent } from 'react';
import styled from 'styled-components';

const Input = styled(TextInput)`
  flex: 1;
  min-width: 0;
`;

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The rest of the listing's query, kept when the form is sent without the page's code (a name may repeat). */
  keep: [string, string][];
  /** Live: the form is not sent, the page searches at once. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  className?: string;
}

/**
 * The section's search box, in a GET form to this listing: before the code arrives (or without
 * it) Enter loads the listing the server draws for that search; live, the page decides when its
 * text reaches the URL.
 */
export function SearchBox({ label, value, onChange, keep, onSubmit, className }: Props) {
  // Words typed before the code arrived are searched, not wiped by the first render.
  const input = useDrawnInput<HTMLInputElement>((element) => {
    if (element.value !== value) onChange(element.value);
  });
  return (
    <form role="search" className={className} onSubmit={onSubmit}>
      {keep.map(([name, kept], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={kept} />
      ))}
      <Input
        ref={input}
        type="search"
        name="search"
        aria-label={label}
        placeholder={label}
        value={value}
        maxLength={100}
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
      />
    </form>
  );
}
