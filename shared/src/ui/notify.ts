import { toast } from 'react-toastify';

/**
 * Toasts for every app. react-toastify is a federation singleton, so a remote's call lands
 * in the one container the shell renders (top-center, 2000 ms).
 */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  warning: (message: string) => toast.warning(message),
  info: (message: string) => toast.info(message),
};

export const TOAST_DURATION_MS = 2000;
