import { fetchCurrentUser } from '@store/shared/api';
import { signedIn, signedOut, useAppDispatch } from '@store/shared/store';
import { isAxiosError } from 'axios';
import { useEffect } from 'react';

/**
 * The persisted user is only a hint: at start the server says who is signed in. A refusal
 * signs out; a network failure keeps the hint rather than logging everyone out.
 */
export function useSessionCheck() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    fetchCurrentUser()
      .then((user) => dispatch(signedIn(user)))
      .catch((error: unknown) => {
        const status = isAxiosError(error) ? error.response?.status : undefined;
        if (status && status >= 400 && status < 500) dispatch(signedOut());
      });
  }, [dispatch]);
}
