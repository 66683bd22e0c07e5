import { Route, Routes } from '@store/shared/router';
import { RemoteSlot } from '../federation/RemoteSlot';
import { LoginPage } from '../pages/LoginPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PrivacyPage } from '../pages/PrivacyPage';
import { TermsPage } from '../pages/TermsPage';
import { UnauthorizedPage } from '../pages/UnauthorizedPage';
import { AdminGuard } from './AdminGuard';
import { REMOTE_ROUTES } from './remoteRoutes';

/** Every route of the product's route table, each to the remote module (or shell page) that owns it. */
export function AppRoutes() {
  return (
    <Routes>
      {REMOTE_ROUTES.map(({ path, module }) => {
        const slot = <RemoteSlot id={module} />;
        return (
          <Route
            key={path}
            path={path}
            element={module === 'admin/AdminPanel' ? <AdminGuard>{slot}</AdminGuard> : slot}
          />
        );
      })}
      <Route path="/unauthorized" element={<UnauthorizedPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<LoginPage />} />
      <Route path="/terms" element={<TermsPage />} />
      <Route path="/privacy" element={<PrivacyPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
