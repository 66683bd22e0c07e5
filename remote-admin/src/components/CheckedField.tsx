import { ErrorText, Field } from '@store/shared/ui';
import { useId, type ComponentProps } from 'react';

/** A labelled box with its own problem said right under it, tied to it for screen readers. */
export function CheckedField({ error, ...field }: ComponentProps<typeof Field> & { error?: string }) {
  const id = useId();
  return (
    <div>
      <Field {...field} aria-invalid={error ? true : undefined} aria-describedby={error ? id : undefined} />
      {error ? (
        <ErrorText id={id} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </div>
  );
}
