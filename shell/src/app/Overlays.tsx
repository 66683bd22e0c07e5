import { useAppSelector } from '@store/shared/store';
import { RemoteSlot } from '../federation/RemoteSlot';

/** Cart drawer and login modal: loaded only when first asked for, so no page pays for them up front. */
export function Overlays() {
  const { cartOpen, loginOpen } = useAppSelector((state) => state.ui);
  return (
    <>
      {cartOpen ? <RemoteSlot id="checkout/CartDrawer" loading={null} /> : null}
      {loginOpen ? <RemoteSlot id="account/LoginModal" loading={null} /> : null}
    </>
  );
}
