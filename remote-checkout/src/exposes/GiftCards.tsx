import { useLocation } from '@store/shared/router';
import { BuyGiftCardPage } from '../features/gift-cards/BuyGiftCardPage';
import { GiftCardBalancePage } from '../features/gift-cards/GiftCardBalancePage';

/** checkout/GiftCards: /gift-cards (buying one) and /gift-cards/balance (a code's balance, no sign-in). */
export default function GiftCards() {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '').endsWith('/balance') ? <GiftCardBalancePage /> : <BuyGiftCardPage />;
}
