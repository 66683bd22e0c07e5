import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

const Label = styled.label`
  display: grid;
  gap: 6px;
  margin-bottom: 14px;
  font: 600 14px/1.3 ${theme.font.body};
`;

/** The text input look of every form. */
export const TextInput = styled.input`
  width: 100%;
  min-width: 0;
  box-sizing: border-box;
  min-height: 44px;
  padding: 0 12px;
  border: 1px solid ${theme.color.line};
  border-radius: 4px;
  font: 16px/1.2 ${theme.font.body};
  &:focus-visible {
    outline: 2px solid ${theme.color.accent};
  }
`;

export const ErrorText = styled.p`
  margin: 0 0 12px;
  color: ${theme.color.danger};
  font-size: 14px;
`;

/** A labelled input: the label wraps the input, so screen readers and tests find it by name. */
export function Field({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Label>
      {label}
      <TextInput {...input} />
    </Label>
  );
}
