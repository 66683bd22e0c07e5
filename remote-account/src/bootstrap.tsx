import { renderStandalone } from '@store/shared/harness';
import { loginRequested, useAppDispatch, useAppSelector } from '@store/shared/store';
import { Button } from '@store/shared/ui';
import { Route, Routes } from '@store/shared/router';
import CustomerDashboard from './exposes/CustomerDashboard';
import DeliveryIssue from './exposes/DeliveryIssue';
import LoginModal from './exposes/LoginModal';
import { useT } from './i18n';

/** Stands in for the shell's Login button when the team runs this remote alone. */
function LoginHarness() {
  const dispatch = useAppDispatch();
  const t = useT();
  const open = useAppSelector((state) => state.ui.loginOpen);
  return (
    <>
      <Button type="button" onClick={() => dispatch(loginRequested())}>
        {t('account.login.title')}
      </Button>
      {open ? <LoginModal /> : null}
    </>
  );
}

void renderStandalone(
  <>
    <LoginHarness />
    <Routes>
      <Route path="/customer-dashboard" element={<CustomerDashboard />} />
      <Route path="/delivery-issue/:token" element={<DeliveryIssue />} />
    </Routes>
  </>,
);
