import { refusalStatus, serverMessage } from '@store/shared/api';
import { MAX_WISHLIST_ITEMS } from '@store/shared/catalog';
import {
  accountIdentity,
  pieceRemoved,
  pieceSaved,
  selectCurrentUser,
  selectWishlistItems,
  useAppDispatch,
  useAppSelector,
  useRemoveFromWishlistMutation,
  useSaveToWishlistMutation,
  wishlistReplaced,
} from '@store/shared/store';
import { notify } from '@store/shared/ui';
import { useNavigate } from '@store/shared/router';
import { useT } from '../i18n';

/**
 * The wishlist as the hearts see it: whether a piece is saved, and a toggle. A guest's list is
 * this browser's; a signed-in shopper's is the server's, changed at once here and then replaced
 * by what the server answers (a refusal puts the heart back and says why). Until this browser's
 * kept state is read (a page the server drew), nothing is saved: the heart draws unpressed, as
 * the server drew it, and settles a moment later.
 */
export function useWishlist() {
  const t = useT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const items = useAppSelector(selectWishlistItems);
  const loaded = useAppSelector((state) => state.ui.browserStateLoaded);
  const user = useAppSelector(selectCurrentUser);
  const owner = useAppSelector((state) => state.wishlist.owner);
  const [save] = useSaveToWishlistMutation();
  const [remove] = useRemoveFromWishlistMutation();
  const saved = (productId: string) => loaded && items.some((item) => item.productId === productId);

  async function toggle(productId: string) {
    const wasSaved = saved(productId);
    if (!wasSaved && items.length >= MAX_WISHLIST_ITEMS) {
      notify.warning(t('catalog.wishlist.full', { max: MAX_WISHLIST_ITEMS }));
      return;
    }
    dispatch(wasSaved ? pieceRemoved(productId) : pieceSaved(productId));
    if (!wasSaved)
      notify.success(t('catalog.wishlist.saved'), {
        label: t('catalog.wishlist.view'),
        run: () => navigate('/wishlist'),
      });
    if (!user) return;
    try {
      const answer = await (wasSaved ? remove(productId) : save(productId)).unwrap();
      // Only over the account's own copy: a guest's list not merged yet keeps its pieces (the
      // merge at sign-in brings them, and this one, back as the server's).
      if (owner === accountIdentity(user)) dispatch(wishlistReplaced({ items: answer.items, owner }));
    } catch (error) {
      // No longer sold: it stays off the list. Otherwise the heart goes back as it was.
      if (refusalStatus(error) !== 404) dispatch(wasSaved ? pieceSaved(productId) : pieceRemoved(productId));
      else dispatch(pieceRemoved(productId));
      notify.error(serverMessage(error) ?? t('catalog.wishlist.updateFailed'));
    }
  }

  return { saved, toggle, count: loaded ? items.length : 0, loaded };
}
