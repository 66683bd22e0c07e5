import { isStaffRole, type Permission } from '../api/staffRoles';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface CurrentUser {
  name?: string | null;
  phone?: string | null;
  email?: string | null;
  role: string;
  /** A staff member's permissions (the panel hides what she cannot use; the API refuses it). */
  permissions?: string[];
}

export interface SessionState {
  currentUser: CurrentUser | null;
}

const initialState: SessionState = { currentUser: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<CurrentUser>) {
      state.currentUser = action.payload;
    },
    signedOut(state) {
      state.currentUser = null;
    },
  },
});

export const { signedIn, signedOut } = sessionSlice.actions;

/** Any staff member (owner, support, workshop): the admin panel lets her in. */
export function isAdmin(user: CurrentUser | null | undefined): boolean {
  return isStaffRole(user?.role);
}

/** Whether the signed-in member's role has this permission (shared/src/api/staffRoles.ts). */
export function mayDo(user: CurrentUser | null | undefined, permission: Permission): boolean {
  return Boolean(user?.permissions?.includes(permission));
}
