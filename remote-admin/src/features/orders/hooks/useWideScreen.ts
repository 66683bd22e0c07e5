import { useEffect, useState } from 'react';

const QUERY = '(min-width: 1024px)';

/** True on desktop widths, following resizes; false where matchMedia is missing. */
export function useWideScreen(): boolean {
  const [wide, setWide] = useState(() => typeof matchMedia === 'function' && matchMedia(QUERY).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const list = matchMedia(QUERY);
    const change = () => setWide(list.matches);
    list.addEventListener('change', change);
    return () => list.removeEventListener('change', change);
  }, []);
  return wide;
}
