import { itemAdded, type CartItem, useAppDispatch } from '@store/shared/store';
import { useEffect } from 'react';
import { useLocation, useNavigate } from '@store/shared/router';

/** BUY NOW arrives with the product in navigation state: add it once, then clear the state (product §4). */
export function useBuyNowItem(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const product = (location.state as { product?: CartItem } | null)?.product;
  useEffect(() => {
    if (!product) return;
    const { productId, name, nameHi, size, price, image } = product;
    // itemAdded ignores a product and size already in the cart.
    dispatch(itemAdded({ productId, name, nameHi, size, price, image }));
    navigate(location.pathname, { replace: true, state: null });
  }, [product, dispatch, navigate, location.pathname]);
}
