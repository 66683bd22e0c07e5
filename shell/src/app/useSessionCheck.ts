import { fetchCurrentUser } from '@store/shared/api';
import { signedIn, signedOut, useAppDispatch } from '@store/shared/store';
import { isAxiosError } from 'axios';
import { useEffect } from 'react';
import { firstPageShown } from './pageShown';

/**
 * The persisted user is only a hint: at start the server says who is signed in. A refusal
 * signs out; a network failure keeps the hint rather than logging everyone out.
 */
export function useSessionCheck() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    let cancelled = false;
    // Once the page has shown its content: until then the hint stands, and the page's own
    // requests come first.
    void firstPageShown.then(() => {
      if (cancelled) return;
      fetchCurrentUser()
        .then((user) => dispatch(signedIn(user)))
        .catch((error: unknown) => {
          const status = isAxiosError(error) ? error.response?.status : undefined;
          if (status && status >= 400 && status < 500) dispatch(signedOut());
        });
    });
    return () => {
      cancelled = true;
    };
  }, [dispatch]);
}
