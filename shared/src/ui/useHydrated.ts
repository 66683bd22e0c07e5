import { useEffect, useState } from 'react';

/**
 * False on the first render (the server's, and the browser's that takes it over), true once the
 * component is live. Controls a server-drawn page shows before its code arrives stay disabled
 * until then: a click on them would change the page without telling the app (a radio checked in
 * the page but not in the app's state).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
