import { sharedEndpoints, signedOut, useAppDispatch } from '@store/shared/store';
import { useNavigate } from '@store/shared/router';

/** Ends the session on the server (best effort), forgets the user and goes home. */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return async () => {
    try {
      await dispatch(sharedEndpoints.endpoints.logout.initiate()).unwrap();
    } catch (error) {
      console.error('logout: server call failed', error);
    }
    dispatch(signedOut());
    navigate('/');
  };
}
