import { loginClosed, useAppDispatch } from '@store/shared/store';
import { Dialog } from '@store/shared/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PhoneStep } from '../features/login/components/PhoneStep';

/** account/LoginModal: rendered by the shell while ui.loginOpen is true. The OTP step comes with the accounts issue. */
export default function LoginModal() {
  const dispatch = useAppDispatch();
  const [phone, setPhone] = useState<string | null>(null);
  const close = () => dispatch(loginClosed());
  return (
    <Dialog title="Login" onClose={close}>
      {phone ? <p>We sent a code to {phone}.</p> : <PhoneStep onSent={setPhone} />}
      <p>
        By continuing you agree to our{' '}
        <Link to="/terms" onClick={close}>
          Terms
        </Link>{' '}
        and{' '}
        <Link to="/privacy" onClick={close}>
          Privacy Policy
        </Link>
        .
      </p>
    </Dialog>
  );
}
