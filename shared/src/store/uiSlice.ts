import { createSlice } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';

/** Cross-remote UI requests: any remote may ask the shell to open the cart or the login modal. */
export interface UiState {
  cartOpen: boolean;
  loginOpen: boolean;
  /**
   * Whether this browser's kept bag and sign-in are in the store. False only on the server and
   * while a page it drew hydrates (serverDrawnState): a page that shows the bag draws a frame
   * until then, as the server did, instead of an empty bag.
   */
  browserStateLoaded: boolean;
}

const initialState: UiState = { cartOpen: false, loginOpen: false, browserStateLoaded: true };

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
  extraReducers: (builder) => {
    // redux-persist has read the bag and sign-in back (ui itself is not kept).
    builder.addMatcher(
      (action) => action.type === REHYDRATE,
      (state) => {
        state.browserStateLoaded = true;
      },
    );
  },
});

export const { cartOpened, cartClosed, loginRequested, loginClosed } = uiSlice.actions;
