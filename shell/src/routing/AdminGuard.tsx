import { isAdmin, selectCurrentUser, useAppSelector } from '@store/shared/store';
import type { ReactNode } from 'react';
import { Navigate } from '@store/shared/router';

/** /admin/*: a visitor who is not a signed-in admin goes to /unauthorized. The API enforces it too. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectCurrentUser);
  return isAdmin(user) ? <>{children}</> : <Navigate to="/unauthorized" replace />;
}
