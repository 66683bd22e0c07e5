import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';
import { theme } from './theme';

const Label = styled.label`
  display: grid;
  gap: 6px;
  margin-bottom: ${theme.space.md};
  font: ${theme.weight.medium} ${theme.size.sm} / 1.3 ${theme.font.body};
  color: ${theme.color.ink};
`;

/** The control look of every form: a fine line that darkens on hover and takes the accent on focus. */
const controlLook = css`
  width: 100%;
  min-width: 0;
  box-sizing: border-box;
  min-height: 46px;
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.color.control};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.paper};
  color: ${theme.color.ink};
  font: ${theme.weight.regular} ${theme.size.md} / 1.2 ${theme.font.body};
  transition: border-color ${theme.motion.fast} ${theme.motion.ease};
  &:hover {
    border-color: ${theme.color.muted};
  }
  &:focus-visible {
    outline: none;
    border-color: ${theme.color.accent};
    box-shadow: 0 0 0 1px ${theme.color.accent};
  }
  &[aria-invalid='true'] {
    border-color: ${theme.color.danger};
  }
`;

/** The text input of every form. */
export const TextInput = styled.input`
  ${controlLook}
`;

export const ErrorText = styled.p`
  margin: -8px 0 ${theme.space.md};
  color: ${theme.color.danger};
  font-size: ${theme.size.sm};
`;

/**
 * An input with a fixed text before it (+91 before a phone). The text is drawn by CSS, so it is
 * neither part of the value nor of the label's name.
 */
const Prefixed = styled.span`
  display: flex;
  align-items: stretch;
  &::before {
    content: attr(data-prefix);
    display: inline-flex;
    align-items: center;
    padding: 0 ${theme.space.sm} 0 ${theme.space.md};
    border: 1px solid ${theme.color.control};
    border-right: 0;
    border-radius: ${theme.radius.sm} 0 0 ${theme.radius.sm};
    background: ${theme.color.cream};
    color: ${theme.color.muted};
    font-weight: ${theme.weight.regular};
  }
  > input {
    border-radius: 0 ${theme.radius.sm} ${theme.radius.sm} 0;
  }
`;

/**
 * A labelled input: the label wraps the input, so screen readers and tests find it by name.
 * `prefix` is shown before the value (not part of it, nor of the label).
 */
export function Field({
  label,
  prefix,
  ...input
}: { label: string; prefix?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Label>
      {label}
      {prefix ? (
        <Prefixed data-prefix={prefix}>
          <TextInput {...input} />
        </Prefixed>
      ) : (
        <TextInput {...input} />
      )}
    </Label>
  );
}

const Select = styled.select`
  ${controlLook}
  padding: 0 ${theme.space.sm};
`;

const SelectWrap = styled.div`
  display: grid;
  margin-bottom: ${theme.space.md};
  > label {
    margin-bottom: 6px;
  }
`;

/**
 * A labelled list. The label names the list by `for`, not by wrapping it: a wrapping label's
 * name would take in the chosen option's words ("State Select a state").
 */
export function SelectField({
  label,
  children,
  id,
  ...select
}: { label: string; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const ownId = useId();
  const selectId = id ?? ownId;
  return (
    <SelectWrap>
      <Label as="label" htmlFor={selectId}>
        {label}
      </Label>
      <Select id={selectId} {...select}>
        {children}
      </Select>
    </SelectWrap>
  );
}

const TextArea = styled.textarea`
  ${controlLook}
  min-height: 110px;
  padding: 10px ${theme.space.md};
  line-height: 1.4;
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
