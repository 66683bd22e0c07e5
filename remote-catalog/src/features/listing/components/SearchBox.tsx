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
  /** The words' parameter: a listing's `search`, the store's results' `q`. */
  name?: 'search' | 'q';
}

/**
 * The section's search box, in a GET form to this listing: before the code arrives (or without
 * it) Enter loads the listing the server draws for that search; live, the page decides when its
 * text reaches the URL.
 */
export function SearchBox({ label, value, onChange, keep, onSubmit, className, name = 'search' }: Props) {
  // Words typed before the code arrived are searched, not wiped by the first render.
  const input = useDrawnInput<HTMLInputElement>((element) => {
    if (element.value !== value) onChange(element.value);
  });
  return (
    <form role="search" className={className} onSubmit={onSubmit}>
      {keep.map(([field, kept], index) => (
        <input key={`${field}-${index}`} type="hidden" name={field} value={kept} />
      ))}
      <Input
        ref={input}
        type="search"
        name={name}
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
