import { loginClosed, readCurrentUser, signedIn, useAppDispatch } from '@store/shared/store';
import { Dialog } from '@store/shared/ui';
import { useEffect, useState } from 'react';
import { Link } from '@store/shared/router';
import { useT } from '../../../i18n';
import { prepareSignIn } from '../api/signIn';
import { OtpStep } from './OtpStep';
import { PhoneStep } from './PhoneStep';

export const PROFILE_REFRESH_MS = 500;

/** The two-step customer sign-in (product §2, 4): phone, then the code texted to it. */
export function LoginDialog() {
  const dispatch = useAppDispatch();
  const t = useT();
  const [phone, setPhone] = useState<string | null>(null);
  useEffect(prepareSignIn, []);

  const close = () => {
    dispatch(loginClosed());
    // The profile is refreshed shortly after the modal closes (product §4).
    setTimeout(() => {
      readCurrentUser(dispatch)
        .then((user) => dispatch(signedIn(user)))
        .catch(() => {});
    }, PROFILE_REFRESH_MS);
  };

  return (
    <Dialog title={t('account.login.title')} onClose={close}>
      {phone ? (
        <OtpStep phone={phone} onChangeNumber={() => setPhone(null)} onSignedIn={close} />
      ) : (
        <PhoneStep onSent={setPhone} />
      )}
      {/* The sentence's end is its own message: Hindi puts the verb after the links. */}
      <p>
        {t('account.login.agreeBefore')}{' '}
        <Link to="/terms" onClick={close}>
          {t('account.login.terms')}
        </Link>{' '}
        {t('account.login.and')}{' '}
        <Link to="/privacy" onClick={close}>
          {t('account.login.privacy')}
        </Link>
        {t('account.login.agreeAfter')}
      </p>
    </Dialog>
  );
}
