import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
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

const Select = styled.select`
  min-height: 44px;
  padding: 0 10px;
  border: 1px solid ${theme.color.line};
  border-radius: 4px;
  background: ${theme.color.paper};
  font: 16px/1.2 ${theme.font.body};
`;

export function SelectField({
  label,
  children,
  ...select
}: { label: string; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Label>
      {label}
      <Select {...select}>{children}</Select>
    </Label>
  );
}

const TextArea = styled.textarea`
  min-height: 110px;
  padding: 10px 12px;
  border: 1px solid ${theme.color.line};
  border-radius: 4px;
  font: 16px/1.4 ${theme.font.body};
  resize: vertical;
`;

const Counter = styled.span`
  justify-self: end;
  color: ${theme.color.muted};
  font-weight: 400;
  font-size: 13px;
`;

const AreaWrap = styled.div`
  display: grid;
  margin-bottom: 14px;
  > label {
    margin-bottom: 4px;
  }
`;

/** A labelled text area; with maxLength, a live 'n/max' counter under it (outside the label's name). */
export function TextAreaField({
  label,
  value,
  maxLength,
  ...area
}: { label: string; value: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <AreaWrap>
      <Label>
        {label}
        <TextArea value={value} maxLength={maxLength} {...area} />
      </Label>
      {maxLength ? (
        <Counter aria-live="polite">
          {value.length}/{maxLength}
        </Counter>
      ) : null}
    </AreaWrap>
  );
}
