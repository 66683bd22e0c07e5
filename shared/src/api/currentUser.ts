import type { CurrentUser } from '../store/sessionSlice';
import { apiClient } from './client';

/** GET /auth/me (credentials): who the session cookie belongs to; fails when signed out. */
export async function fetchCurrentUser(): Promise<CurrentUser> {
  return (await apiClient().get<CurrentUser>('/auth/me')).data;
}
