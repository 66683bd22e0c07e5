import { Route, Routes } from '@store/shared/router';
import { RemoteSlot } from '../federation/RemoteSlot';
import { LoginPage } from '../pages/LoginPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PrivacyPage } from '../pages/PrivacyPage';
import { TermsPage } from '../pages/TermsPage';
import { UnauthorizedPage } from '../pages/UnauthorizedPage';
import { AdminGuard } from './AdminGuard';

/** Every route of the spec's route table, each to the remote module (or shell page) that owns it. */
export function AppRoutes() {
  const listing = <RemoteSlot id="catalog/Listing" />;
  const adminPanel = (
    <AdminGuard>
      <RemoteSlot id="admin/AdminPanel" />
    </AdminGuard>
  );
  return (
    <Routes>
      <Route path="/" element={<RemoteSlot id="catalog/Home" />} />
      <Route path="/mens" element={listing} />
      <Route path="/womens" element={listing} />
      <Route path="/accessories" element={listing} />
      <Route path="/product/:id" element={<RemoteSlot id="catalog/ProductDetail" />} />
      <Route path="/checkout" element={<RemoteSlot id="checkout/Checkout" />} />
      <Route path="/ordersuccess" element={<RemoteSlot id="checkout/OrderSuccess" />} />
      <Route path="/unauthorized" element={<UnauthorizedPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<LoginPage />} />
      <Route path="/adminlogin" element={<RemoteSlot id="admin/AdminLogin" />} />
      <Route path="/customer-dashboard" element={<RemoteSlot id="account/CustomerDashboard" />} />
      <Route path="/admin" element={adminPanel} />
      <Route path="/admin/*" element={adminPanel} />
      <Route path="/terms" element={<TermsPage />} />
      <Route path="/privacy" element={<PrivacyPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
