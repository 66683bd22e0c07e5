import { WishlistPage } from '../features/wishlist/components/WishlistPage';

/** catalog/Wishlist: /wishlist, the shopper's saved pieces (drawn in the browser: it is hers). */
export default function Wishlist() {
  return <WishlistPage />;
}
