import { renderStandalone } from '@store/shared/harness';
import { cartOpened, useAppDispatch, useAppSelector } from '@store/shared/store';
import { Button } from '@store/shared/ui';
import { Route, Routes } from '@store/shared/router';
import CartDrawer from './exposes/CartDrawer';
import Checkout from './exposes/Checkout';
import OrderSuccess from './exposes/OrderSuccess';
import ConfirmOrder from './exposes/ConfirmOrder';
import RestoreBag from './exposes/RestoreBag';

/** Stands in for the shell's bag icon when the team runs this remote alone. */
function DrawerHarness() {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.ui.cartOpen);
  return (
    <>
      <Button type="button" onClick={() => dispatch(cartOpened())}>
        Open cart
      </Button>
      {open ? <CartDrawer /> : null}
    </>
  );
}

void renderStandalone(
  <>
    <DrawerHarness />
    <Routes>
      <Route path="/" element={<Checkout />} />
      <Route path="/checkout" element={<Checkout />} />
      <Route path="/ordersuccess" element={<OrderSuccess />} />
      <Route path="/confirm-order" element={<ConfirmOrder />} />
      <Route path="/bag/:token" element={<RestoreBag />} />
    </Routes>
  </>,
);
