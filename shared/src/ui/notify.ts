import { createElement } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

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

/** A button in the toast that does something about it ("View bag"). */
export interface ToastAction {
  label: string;
  run: () => void;
}

const ActionButton = styled.button`
  margin-left: ${theme.space.md};
  padding: 4px 0;
  border: 0;
  border-bottom: 1px solid currentColor;
  background: none;
  color: inherit;
  font: ${theme.weight.medium} ${theme.size.sm} / 1.2 ${theme.font.body};
  letter-spacing: 0.04em;
  cursor: pointer;
`;

function content(message: string, action?: ToastAction) {
  if (!action) return message;
  return ({ closeToast }: { closeToast?: () => void }) =>
    createElement(
      'span',
      null,
      message,
      createElement(
        ActionButton,
        {
          type: 'button',
          onClick: () => {
            closeToast?.();
            action.run();
          },
        },
        action.label,
      ),
    );
}

let loaded: Toasts | null = null;

/** Hands over an already loaded react-toastify (the test helpers do), so toasts show at once. */
export function provideToasts(toasts: Toasts): void {
  loaded = toasts;
}

function show(kind: Kind, message: string, action?: ToastAction): void {
  // One id per kind and words: the same toast again while it shows is not stacked under it.
  const toast = (toasts: Toasts) => toasts.toast[kind](content(message, action), { toastId: `${kind}:${message}` });
  if (loaded) {
    toast(loaded);
    return;
  }
  window.dispatchEvent(new Event(TOAST_REQUESTED));
  void import('react-toastify').then((toasts) => {
    loaded = toasts;
    toast(toasts);
  });
}

export const notify = {
  success: (message: string, action?: ToastAction) => show('success', message, action),
  error: (message: string, action?: ToastAction) => show('error', message, action),
  warning: (message: string, action?: ToastAction) => show('warning', message, action),
  info: (message: string, action?: ToastAction) => show('info', message, action),
};
