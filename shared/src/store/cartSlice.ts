import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Size } from '../catalog/sizes';
import { makeItemId } from './itemId';

export interface CartItem {
  productId: string;
  name: string;
  size: Size;
  /** Rupees, as shown; the server recomputes every total from its own prices. */
  price: number;
  image: string;
  itemId: string;
}

export interface CartState {
  items: CartItem[];
}

const initialState: CartState = { items: [] };

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** Ignored when the same product and size is already in the cart: one unit per line. */
    itemAdded: {
      reducer(state, action: PayloadAction<CartItem>) {
        if (state.items.some((item) => item.itemId === action.payload.itemId)) return;
        state.items.push(action.payload);
      },
      prepare(item: Omit<CartItem, 'itemId'>) {
        return { payload: { ...item, itemId: makeItemId(item.productId, item.size) } };
      },
    },
    itemRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.itemId !== action.payload);
    },
    cartCleared(state) {
      state.items = [];
    },
  },
});

export const { itemAdded, itemRemoved, cartCleared } = cartSlice.actions;
