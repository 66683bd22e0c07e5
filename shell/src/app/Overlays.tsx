import { cartClosed, loginClosed, useAppDispatch, useAppSelector } from '@store/shared/store';
import { Dialog } from '@store/shared/ui';
import { RemoteSlot } from '../federation/RemoteSlot';
import { RemoteUnavailable } from '../federation/RemoteUnavailable';
import { useT } from '../i18n';

/** Cart drawer and login modal: loaded only when first asked for, so no page pays for them up front. */
export function Overlays() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { cartOpen, loginOpen } = useAppSelector((state) => state.ui);
  return (
    <>
      {cartOpen ? (
        <RemoteSlot
          id="checkout/CartDrawer"
          loading={null}
          // An overlay that cannot load says so where the shopper is looking, and can be closed.
          unavailable={(onRetry) => (
            <Dialog title={t('shell.bag.title')} placement="right" onClose={() => dispatch(cartClosed())}>
              <RemoteUnavailable onRetry={onRetry} />
            </Dialog>
          )}
        />
      ) : null}
      {loginOpen ? (
        <RemoteSlot
          id="account/LoginModal"
          loading={null}
          unavailable={(onRetry) => (
            <Dialog title={t('shell.account.login')} onClose={() => dispatch(loginClosed())}>
              <RemoteUnavailable onRetry={onRetry} />
            </Dialog>
          )}
        />
      ) : null}
    </>
  );
}
