import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch } from './createAppStore';
import type { RootState } from './rootReducer';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export const selectCartItems = (state: RootState) => state.cart.items;
/** Pieces in the bag: two of one size count two. */
export const selectCartCount = (state: RootState) => state.cart.items.reduce((sum, item) => sum + item.quantity, 0);
export const selectCouponCode = (state: RootState) => state.cart.couponCode;
export const selectCurrentUser = (state: RootState) => state.session.currentUser;
export const selectWishlistItems = (state: RootState) => state.wishlist.items;
/** How many pieces the wishlist holds; 0 until this browser's kept state is read (a server-drawn page). */
export const selectWishlistCount = (state: RootState) =>
  state.ui.browserStateLoaded ? state.wishlist.items.length : 0;
