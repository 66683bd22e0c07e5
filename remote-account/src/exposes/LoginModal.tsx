import { LoginDialog } from '../features/login/components/LoginDialog';

/** account/LoginModal: rendered by the shell while ui.loginOpen is true. */
export default function LoginModal() {
  return <LoginDialog />;
}
