import { TOAST_DURATION_MS, TOAST_REQUESTED } from '@store/shared/ui';
import { lazy, Suspense, useEffect, useState } from 'react';

const ToastContainer = lazy(() => import('react-toastify').then(({ ToastContainer }) => ({ default: ToastContainer })));

/** The toast container, fetched and mounted when the first toast is asked for, not with the page. */
export function DeferredToasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    window.addEventListener(TOAST_REQUESTED, want, { once: true });
    return () => window.removeEventListener(TOAST_REQUESTED, want);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* Each toast closes after the product's 2 seconds, also in a window without focus; hovering holds it. */}
      <ToastContainer position="top-center" autoClose={TOAST_DURATION_MS} pauseOnFocusLoss={false} />
    </Suspense>
  );
}
