import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { MAX_PIECES_PER_LINE } from '../catalog/stock';
import type { Size } from '../catalog/sizes';
import { makeItemId } from '../catalog/itemId';
import { signedOut } from './sessionSlice';

export interface CartItem {
  productId: string;
  name: string;
  /** The product's Hindi name when it has one (`nameHi`): a Hindi page names the line in Hindi before the product loads. */
  nameHi?: string | null;
  size: Size;
  /** Rupees, as shown; the server recomputes every total from its own prices. */
  price: number;
  image: string;
  itemId: string;
  /** Pieces of this product in this size, 1 to MAX_PIECES_PER_LINE. */
  quantity: number;
}

export interface CartState {
  items: CartItem[];
  /**
   * The coupon applied at checkout, kept with the bag so a reload keeps it; the checkout asks the
   * server about it again before it counts, and says why when it no longer applies.
   */
  couponCode: string | null;
  /**
   * Whose bag this is: null (or absent, as kept before) while it is a guest's, kept in this
   * browser only; else the signed-in account's identity, the server's bag as last read or
   * written. As the wishlist: a guest's bag is merged into the account at sign-in, another
   * account's is never merged, only replaced (`useAccountCopies` in the shell).
   */
  owner?: string | null;
  /**
   * The account's bag changed in this browser since the server last had it (its write waits a
   * moment): a start then merges this copy into the account's instead of reading the server's
   * over it, so a piece added just before a reload is not lost.
   */
  unsaved?: boolean;
}

const initialState: CartState = { items: [], couponCode: null };

/** A whole number of pieces within 1..MAX_PIECES_PER_LINE. */
const clampQuantity = (quantity: number) =>
  Math.min(MAX_PIECES_PER_LINE, Math.max(1, Number.isFinite(quantity) ? Math.trunc(quantity) : 1));

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** Ignored when the same product and size is already in the cart: its quantity is the line's stepper's. */
    itemAdded: {
      reducer(state, action: PayloadAction<CartItem>) {
        if (state.items.some((item) => item.itemId === action.payload.itemId)) return;
        state.items.push(action.payload);
        state.unsaved = true;
      },
      prepare(item: Omit<CartItem, 'itemId' | 'quantity'>) {
        return { payload: { ...item, itemId: makeItemId(item.productId, item.size), quantity: 1 } };
      },
    },
    itemRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.itemId !== action.payload);
      state.unsaved = true;
    },
    /** A line's pieces, kept within 1..MAX_PIECES_PER_LINE (the size's stock is the server's to check). */
    quantityChanged(state, action: PayloadAction<{ itemId: string; quantity: number }>) {
      const line = state.items.find((item) => item.itemId === action.payload.itemId);
      if (line) line.quantity = clampQuantity(action.payload.quantity);
      state.unsaved = true;
    },
    couponApplied(state, action: PayloadAction<string>) {
      state.couponCode = action.payload;
    },
    couponRemoved(state) {
      state.couponCode = null;
    },
    /** After an order (which closes the account's bag on the server too): nothing left to write. */
    cartCleared(state) {
      state.items = [];
      state.couponCode = null;
      delete state.unsaved;
    },
    /** The server's bag of this account (after a read, a merge or a reminder's link): its lines at today's prices. */
    bagReplaced(state, action: PayloadAction<{ items: Omit<CartItem, 'itemId'>[]; owner: string | null }>) {
      state.items = action.payload.items.map((item) => ({
        ...item,
        itemId: makeItemId(item.productId, item.size),
        quantity: clampQuantity(item.quantity),
      }));
      state.owner = action.payload.owner;
      state.unsaved = false;
    },
    /** The server has the bag as this browser holds it (its write answered). */
    bagSaved(state) {
      state.unsaved = false;
    },
  },
  extraReducers: (builder) => {
    // An account's bag stays with the account (the server keeps it): a shared phone shows the
    // next person none of it. A guest's bag stays in the browser as before.
    builder.addCase(signedOut, (state) => (state.owner ? initialState : state));
  },
});

export const {
  itemAdded,
  itemRemoved,
  quantityChanged,
  couponApplied,
  couponRemoved,
  cartCleared,
  bagReplaced,
  bagSaved,
} = cartSlice.actions;

/**
 * A bag kept by this browser before lines had quantities (and the coupon was kept): each line is
 * one piece, no coupon. redux-persist runs it once on the stored state (`PERSIST_VERSION`).
 */
export function keptCartOfVersion0(cart: unknown): CartState {
  const kept = (cart ?? {}) as { items?: Partial<CartItem>[]; couponCode?: string | null };
  return {
    items: (kept.items ?? []).map((item) => ({ ...item, quantity: clampQuantity(item.quantity ?? 1) }) as CartItem),
    couponCode: kept.couponCode ?? null,
  };
}
