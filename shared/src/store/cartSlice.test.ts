import {
  cartCleared,
  cartSlice,
  couponApplied,
  couponRemoved,
  itemAdded,
  itemRemoved,
  quantityChanged,
} from './cartSlice';
import { waitFor } from '@testing-library/react';
import { createAppStore } from './createAppStore';
import { selectCartCount } from './hooks';
import { PERSIST_KEY } from './rootReducer';

const reduce = cartSlice.reducer;
const shirt = { productId: 'p1', name: 'Shirt', size: 'M', price: 2499, image: '' };

describe('cart slice', () => {
  it('adds a line with its itemId', () => {
    const state = reduce(undefined, itemAdded(shirt));
    expect(state.items).toEqual([{ ...shirt, itemId: 'p1-M', quantity: 1 }]);
  });

  it('ignores a second add of the same product and size', () => {
    let state = reduce(undefined, itemAdded(shirt));
    state = reduce(state, itemAdded({ ...shirt, price: 1 }));
    expect(state.items).toHaveLength(1);
    expect(state.items[0]?.price).toBe(2499);
  });

  it('keeps the same product in another size as its own line', () => {
    let state = reduce(undefined, itemAdded(shirt));
    state = reduce(state, itemAdded({ ...shirt, size: 'L' }));
    expect(state.items.map((i) => i.itemId)).toEqual(['p1-M', 'p1-L']);
  });

  it('removes by itemId and clears', () => {
    let state = reduce(undefined, itemAdded(shirt));
    state = reduce(state, itemAdded({ ...shirt, size: 'L' }));
    state = reduce(state, itemRemoved('p1-M'));
    expect(state.items.map((i) => i.itemId)).toEqual(['p1-L']);
    expect(reduce(state, cartCleared()).items).toEqual([]);
  });
});

describe('quantities', () => {
  it('steps a line between 1 and 5 pieces; the header counts pieces', () => {
    let state = reduce(undefined, itemAdded(shirt));
    state = reduce(state, itemAdded({ ...shirt, size: 'L' }));
    state = reduce(state, quantityChanged({ itemId: 'p1-M', quantity: 2 }));
    expect(state.items.map((i) => i.quantity)).toEqual([2, 1]);
    expect(selectCartCount({ cart: state } as never)).toBe(3);
    expect(reduce(state, quantityChanged({ itemId: 'p1-M', quantity: 9 })).items[0]?.quantity).toBe(5);
    expect(reduce(state, quantityChanged({ itemId: 'p1-M', quantity: 0 })).items[0]?.quantity).toBe(1);
  });

  it('keeps the quantity when the same size is added again', () => {
    let state = reduce(undefined, itemAdded(shirt));
    state = reduce(state, quantityChanged({ itemId: 'p1-M', quantity: 3 }));
    state = reduce(state, itemAdded(shirt));
    expect(state.items).toEqual([expect.objectContaining({ itemId: 'p1-M', quantity: 3 })]);
  });
});

describe('the coupon', () => {
  it('is kept with the bag until removed or the bag is cleared', () => {
    let state = reduce(reduce(undefined, itemAdded(shirt)), couponApplied('FESTIVE10'));
    expect(state.couponCode).toBe('FESTIVE10');
    expect(reduce(state, couponRemoved()).couponCode).toBeNull();
    state = reduce(state, cartCleared());
    expect(state).toEqual({ items: [], couponCode: null });
  });
});

describe('kept in the browser', () => {
  beforeEach(() => localStorage.clear());

  const reload = async () => {
    const { store, rehydrated } = createAppStore({ persist: true });
    await rehydrated;
    return store;
  };

  it('keeps the quantities and the coupon across a reload', async () => {
    const before = await reload();
    before.dispatch(itemAdded(shirt));
    before.dispatch(quantityChanged({ itemId: 'p1-M', quantity: 2 }));
    before.dispatch(couponApplied('FESTIVE10'));
    // redux-persist writes a moment after the change.
    await waitFor(() => expect(localStorage.getItem(`persist:${PERSIST_KEY}`)).toContain('FESTIVE10'));
    const after = await reload();
    expect(after.getState().cart).toEqual({
      items: [{ ...shirt, itemId: 'p1-M', quantity: 2 }],
      couponCode: 'FESTIVE10',
      // Not yet written to an account (a guest's bag never is): a start would merge it.
      unsaved: true,
    });
  });

  it('reads a bag kept before quantities as one piece a line, without a coupon', async () => {
    const line = JSON.stringify({ items: [{ ...shirt, itemId: 'p1-M' }] });
    localStorage.setItem(
      `persist:${PERSIST_KEY}`,
      JSON.stringify({ cart: line, _persist: '{"version":-1,"rehydrated":true}' }),
    );
    const store = await reload();
    expect(store.getState().cart).toEqual({ items: [{ ...shirt, itemId: 'p1-M', quantity: 1 }], couponCode: null });
  });
});
