import { apiClient } from '@store/shared/api';
import { signedOut, useAppDispatch } from '@store/shared/store';
import { useNavigate } from '@store/shared/router';

/** Ends the session on the server (best effort), forgets the user and goes home. */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return async () => {
    try {
      await apiClient().post('/auth/logout');
    } catch (error) {
      console.error('logout: server call failed', error);
    }
    dispatch(signedOut());
    navigate('/');
  };
}
