import { act, renderHook, waitFor } from '@testing-library/react';
import { useLoad } from './useLoad';

/** A load the test answers by hand, recording the signal each call got. */
function controlledLoads() {
  const calls: { signal: AbortSignal; resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ signal, resolve, reject });
    });
  return { calls, load };
}

it('goes from loading to ready, and asks again with retry', async () => {
  const { calls, load } = controlledLoads();
  const { result } = renderHook(() => useLoad(load, []));
  expect(result.current.state).toEqual({ status: 'loading' });
  await act(async () => calls[0]?.resolve('first'));
  expect(result.current.data).toBe('first');
  act(() => result.current.retry());
  expect(result.current.state.status).toBe('loading');
  await act(async () => calls[1]?.resolve('second'));
  expect(result.current.data).toBe('second');
});

it('aborts a load its deps overtook, and drops its late answer', async () => {
  const { calls, load } = controlledLoads();
  const { result, rerender } = renderHook(({ id }) => useLoad(load, [id]), { initialProps: { id: 'a' } });
  rerender({ id: 'b' });
  expect(calls[0]?.signal.aborted).toBe(true);
  await act(async () => calls[1]?.resolve('b'));
  await act(async () => calls[0]?.resolve('a (late)'));
  expect(result.current.data).toBe('b');
});

it('aborts on unmount', () => {
  const { calls, load } = controlledLoads();
  const { unmount } = renderHook(() => useLoad(load, []));
  unmount();
  expect(calls[0]?.signal.aborted).toBe(true);
});

it('tells of a failure once and shows the fallback, or the failure', async () => {
  const { calls, load } = controlledLoads();
  const onError = jest.fn();
  const { result } = renderHook(() => useLoad(load, [], { onError, fallback: 'empty' }));
  await act(async () => calls[0]?.reject(new Error('down')));
  expect(onError).toHaveBeenCalledTimes(1);
  expect(result.current.data).toBe('empty');
  const bare = controlledLoads();
  const plain = renderHook(() => useLoad((signal) => bare.load(signal), []));
  await act(async () => bare.calls[0]?.reject(new Error('down')));
  expect(plain.result.current.state).toMatchObject({ status: 'failed' });
});

it('asks nothing while not enabled, and loads once it is', async () => {
  const { calls, load } = controlledLoads();
  const { result, rerender } = renderHook(({ enabled }) => useLoad(load, [], { enabled }), {
    initialProps: { enabled: false },
  });
  expect(result.current.state).toEqual({ status: 'idle' });
  expect(calls).toHaveLength(0);
  rerender({ enabled: true });
  await waitFor(() => expect(calls).toHaveLength(1));
  await act(async () => calls[0]?.resolve('now'));
  expect(result.current.data).toBe('now');
});

it('keeps the last data during a reload when asked, and updates it in place', async () => {
  const { calls, load } = controlledLoads();
  const { result, rerender } = renderHook(({ id }) => useLoad(load, [id], { keepData: true }), {
    initialProps: { id: 'a' },
  });
  await act(async () => calls[0]?.resolve('a'));
  rerender({ id: 'b' });
  expect(result.current.data).toBe('a');
  act(() => result.current.update((data) => `${data}!`));
  expect(result.current.data).toBe('a!');
  await act(async () => calls[1]?.resolve('b'));
  expect(result.current.data).toBe('b');
});

it('starts ready with the data the page arrived with, and asks only when its deps change', async () => {
  const { calls, load } = controlledLoads();
  const { result, rerender } = renderHook(({ id }) => useLoad(load, [id], { initial: `server ${id}` }), {
    initialProps: { id: 'a' },
  });
  expect(result.current.state).toEqual({ status: 'ready', data: 'server a' });
  expect(calls).toHaveLength(0);
  rerender({ id: 'b' });
  expect(calls).toHaveLength(1);
  await act(async () => calls[0]?.resolve('b'));
  expect(result.current.data).toBe('b');
});
