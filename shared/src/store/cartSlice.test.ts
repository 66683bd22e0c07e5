import { cartCleared, cartSlice, itemAdded, itemRemoved } from './cartSlice';

const reduce = cartSlice.reducer;
const shirt = { productId: 'p1', name: 'Shirt', size: 'M', price: 2499, image: '' };

describe('cart slice', () => {
  it('adds a line with its itemId', () => {
    const state = reduce(undefined, itemAdded(shirt));
    expect(state.items).toEqual([{ ...shirt, itemId: 'p1-M' }]);
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
