import { renderStandalone } from '@store/shared/harness';
import { Route, Routes } from '@store/shared/router';
import AdminLogin from './exposes/AdminLogin';
import AdminPanel from './exposes/AdminPanel';

void renderStandalone(
  <Routes>
    <Route path="/" element={<AdminLogin />} />
    <Route path="/adminlogin" element={<AdminLogin />} />
    <Route path="/admin/*" element={<AdminPanel />} />
  </Routes>,
);
