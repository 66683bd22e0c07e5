import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface CurrentUser {
  name?: string | null;
  phone?: string | null;
  email?: string | null;
  role: string;
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

export function isAdmin(user: CurrentUser | null | undefined): boolean {
  return user?.role === 'admin';
}
