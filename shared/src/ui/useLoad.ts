import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

/** Where a component's data is: nothing asked (idle), on its way, here, or refused. */
export type LoadState<T> =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

export interface LoadOptions<T> {
  /** False: there is nothing to ask for (signed out, an empty cart): idle. A change loads again. */
  enabled?: boolean;
  /** Told of a failure once (log it, toast it); a load overtaken or unmounted never fails. */
  onError?: (error: unknown) => void;
  /** What to show after a failure (the product's screens mostly turn an error into an empty list). */
  fallback?: T;
  /** While a new load runs, keep showing the last data instead of going back to loading. */
  keepData?: boolean;
  /** Starts the load later, for example after the first paint; returns a cancel. */
  defer?: (start: () => void) => () => void;
  /**
   * The data the page arrived with (the render server drew it): ready at the first render, in
   * the server's HTML and the browser's alike, and not asked for again until `deps` change.
   */
  initial?: T;
}

/**
 * The one way a component loads data: `load(signal)` runs on mount and whenever `deps` change
 * (lint checks them as it checks useEffect's); the previous load is aborted and its answer
 * dropped, and so is the last one on unmount. `retry` asks again; `update` changes the data in
 * place after a save.
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  options: LoadOptions<T> = {},
) {
  const enabled = options.enabled ?? true;
  const [state, setState] = useState<LoadState<T>>(
    options.initial !== undefined
      ? { status: 'ready', data: options.initial }
      : enabled
        ? { status: 'loading' }
        : { status: 'idle' },
  );
  // The first run keeps the data the page arrived with.
  const arrivedWith = useRef(options.initial !== undefined);
  const [attempt, setAttempt] = useState(0);
  // The latest load and options, without making every render a new load.
  const latest = useRef({ load, options });
  latest.current = { load, options };

  useEffect(() => {
    const { load: run, options: current } = latest.current;
    if (current.enabled === false) {
      setState({ status: 'idle' });
      return;
    }
    if (arrivedWith.current) {
      arrivedWith.current = false;
      return;
    }
    const controller = new AbortController();
    setState((previous) => (current.keepData && previous.status === 'ready' ? previous : { status: 'loading' }));
    const start = () => {
      run(controller.signal).then(
        (data) => {
          if (!controller.signal.aborted) setState({ status: 'ready', data });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          current.onError?.(error);
          setState(
            current.fallback !== undefined ? { status: 'ready', data: current.fallback } : { status: 'failed', error },
          );
        },
      );
    };
    const cancel = current.defer ? current.defer(start) : null;
    if (!current.defer) start();
    return () => {
      cancel?.();
      controller.abort();
    };
    // `deps` are the caller's, checked by lint at the call (additionalHooks: useLoad).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, enabled, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setState((previous) =>
        previous.status === 'ready' ? { status: 'ready', data: change(previous.data) } : previous,
      ),
    [],
  );
  return { state, data: state.status === 'ready' ? state.data : null, retry, update };
}
