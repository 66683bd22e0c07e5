import { useState } from 'react';
import { Button } from './Button';
import { ErrorText } from './Field';
import { notify } from './notify';

/**
 * A form's send: busy while it runs, and a refusal shown twice, as a toast that goes in seconds
 * and on the form's own line, which stays. `explain` turns a failure into that sentence.
 */
export function useFormSubmit(explain: (failure: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      const message = explain(failure);
      notify.error(message);
      setError(message);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

/** The end of a form: its refusal, if any, then its submit button, saying so while it sends. */
export function SubmitRow({
  error,
  busy,
  label,
  busyLabel,
}: {
  error: string | null;
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}
