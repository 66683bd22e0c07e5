import { Dialog } from '@store/shared/ui';
import { useNavigate } from '@store/shared/router';
import { AdminSignInForm } from '../features/signin/components/AdminSignInForm';

/** admin/AdminLogin: /adminlogin shows the sign-in modal over the page. */
export default function AdminLogin() {
  const navigate = useNavigate();
  return (
    <Dialog title="Admin Sign In" onClose={() => navigate('/')}>
      <AdminSignInForm />
    </Dialog>
  );
}
