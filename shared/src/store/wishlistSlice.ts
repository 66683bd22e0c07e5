import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { MAX_WISHLIST_ITEMS } from '../catalog/wishlist';
import { signedOut } from './sessionSlice';

/** A saved piece: the product and when it was saved (ISO time). */
export interface WishlistEntry {
  productId: string;
  addedAt: string;
}

export interface WishlistState {
  /** Newest first; at most MAX_WISHLIST_ITEMS. */
  items: WishlistEntry[];
  /**
   * Whose list this is: null while it is a guest's (kept in this browser only), else the
   * signed-in account's identity, the server's list as last read. A guest's list is merged into
   * the account at sign-in; another account's is never merged, only replaced.
   */
  owner: string | null;
}

const initialState: WishlistState = { items: [], owner: null };

/**
 * The hearts' state, persisted with the bag so they draw at once on the next visit: a guest's
 * whole list, or a signed-in shopper's copy of the server's (the server holds the truth then, and
 * `useWishlistSync` replaces this copy with it at sign-in and at start).
 */
export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState,
  reducers: {
    /** Saved now; ignored when already there or the list is full (the heart says so first). */
    pieceSaved: {
      reducer(state, action: PayloadAction<WishlistEntry>) {
        if (state.items.length >= MAX_WISHLIST_ITEMS) return;
        if (state.items.some((item) => item.productId === action.payload.productId)) return;
        state.items.unshift(action.payload);
      },
      prepare(productId: string) {
        return { payload: { productId, addedAt: new Date().toISOString() } };
      },
    },
    pieceRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.productId !== action.payload);
    },
    /** The server's list of this account (after a change, a merge or a read). */
    wishlistReplaced(state, action: PayloadAction<{ items: WishlistEntry[]; owner: string }>) {
      state.items = action.payload.items.slice(0, MAX_WISHLIST_ITEMS);
      state.owner = action.payload.owner;
    },
  },
  extraReducers: (builder) => {
    // The account's list stays with the account: a shared phone shows the next person none of it.
    builder.addCase(signedOut, () => initialState);
  },
});

export const { pieceSaved, pieceRemoved, wishlistReplaced } = wishlistSlice.actions;
