/**
 * Toasts for every app. react-toastify is a federation singleton, so a remote's call lands in
 * the one container the shell renders (top-center, 2000 ms). It is not part of a page's first
 * load: the first toast fetches it (and asks the shell to mount its container; react-toastify
 * queues toasts until one is mounted).
 */
export const TOAST_REQUESTED = 'store:toast-requested';
export const TOAST_DURATION_MS = 2000;

type Kind = 'success' | 'error' | 'warning' | 'info';
type Toasts = typeof import('react-toastify');

let loaded: Toasts | null = null;

/** Hands over an already loaded react-toastify (the test helpers do), so toasts show at once. */
export function provideToasts(toasts: Toasts): void {
  loaded = toasts;
}

function show(kind: Kind, message: string): void {
  if (loaded) {
    loaded.toast[kind](message);
    return;
  }
  window.dispatchEvent(new Event(TOAST_REQUESTED));
  void import('react-toastify').then((toasts) => {
    loaded = toasts;
    toasts.toast[kind](message);
  });
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  warning: (message: string) => show('warning', message),
  info: (message: string) => show('info', message),
};
