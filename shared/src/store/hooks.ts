import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch } from './createAppStore';
import type { RootState } from './rootReducer';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export const selectCartItems = (state: RootState) => state.cart.items;
export const selectCartCount = (state: RootState) => state.cart.items.length;
export const selectCurrentUser = (state: RootState) => state.session.currentUser;
