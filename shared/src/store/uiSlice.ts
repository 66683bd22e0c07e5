import { createSlice } from '@reduxjs/toolkit';

/** Cross-remote UI requests: any remote may ask the shell to open the cart or the login modal. */
export interface UiState {
  cartOpen: boolean;
  loginOpen: boolean;
}

const initialState: UiState = { cartOpen: false, loginOpen: false };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    cartOpened(state) {
      state.cartOpen = true;
    },
    cartClosed(state) {
      state.cartOpen = false;
    },
    loginRequested(state) {
      state.loginOpen = true;
    },
    loginClosed(state) {
      state.loginOpen = false;
    },
  },
});

export const { cartOpened, cartClosed, loginRequested, loginClosed } = uiSlice.actions;
