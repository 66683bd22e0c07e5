import { isCancel } from 'axios';
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * What an admin screen loads when it opens, and again whenever `key` changes (a section, a
 * filter): null while loading, then the data, or what `onFailure` returns (after it has told
 * the admin). A load overtaken by the next one is cancelled and never lands.
 */
export function useLoaded<T, F>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  onFailure: () => F,
): [T | F | null, Dispatch<SetStateAction<T | F | null>>] {
  const [value, setValue] = useState<T | F | null>(null);
  // The latest callbacks, without making each render a new load.
  const calls = useRef({ load, onFailure });
  calls.current = { load, onFailure };
  useEffect(() => {
    const controller = new AbortController();
    setValue(null);
    calls.current
      .load(controller.signal)
      .then(setValue)
      .catch((error: unknown) => {
        if (!isCancel(error)) setValue(calls.current.onFailure());
      });
    return () => controller.abort();
  }, [key]);
  return [value, setValue];
}
