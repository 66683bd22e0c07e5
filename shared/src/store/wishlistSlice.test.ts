import { MAX_WISHLIST_ITEMS } from '../catalog/wishlist';
import { signedOut } from './sessionSlice';
import { pieceRemoved, pieceSaved, wishlistReplaced, wishlistSlice, type WishlistState } from './wishlistSlice';

const reduce = wishlistSlice.reducer;
const empty: WishlistState = { items: [], owner: null };

it('keeps a piece once, newest first, with the time it was saved', () => {
  let state = reduce(empty, pieceSaved('a'));
  state = reduce(state, pieceSaved('b'));
  state = reduce(state, pieceSaved('a'));
  expect(state.items.map((item) => item.productId)).toEqual(['b', 'a']);
  expect(Date.parse(state.items[0]?.addedAt ?? '')).not.toBeNaN();
  expect(reduce(state, pieceRemoved('b')).items.map((item) => item.productId)).toEqual(['a']);
});

it(`holds at most ${MAX_WISHLIST_ITEMS} pieces`, () => {
  let state = empty;
  for (let n = 0; n <= MAX_WISHLIST_ITEMS; n++) state = reduce(state, pieceSaved(`p${n}`));
  expect(state.items).toHaveLength(MAX_WISHLIST_ITEMS);
  expect(state.items.some((item) => item.productId === `p${MAX_WISHLIST_ITEMS}`)).toBe(false);
});

it("takes the server's list for its account, and forgets it at sign-out", () => {
  const state = reduce(
    empty,
    wishlistReplaced({ items: [{ productId: 'x', addedAt: '2026-11-01T00:00:00.000Z' }], owner: 'me' }),
  );
  expect(state.owner).toBe('me');
  expect(reduce(state, signedOut())).toEqual(empty);
});
