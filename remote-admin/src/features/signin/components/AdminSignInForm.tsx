import { apiClient, fetchCurrentUser, serverMessage } from '@store/shared/api';
import { fetchAndSolve } from '@store/shared/captcha';
import { isAxiosError } from 'axios';
import { signedIn, useAppDispatch } from '@store/shared/store';
import { Button, ErrorText, Field, notify } from '@store/shared/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@store/shared/router';

/**
 * POST /auth/adminlogin. After a few failures the API asks this client for a solved captcha
 * (428, captchaRequired): the form solves one in the background and tries once more.
 */
async function postCredentials(email: string, password: string): Promise<void> {
  try {
    await apiClient().post('/auth/adminlogin', { email, password });
  } catch (failure) {
    const data = isAxiosError(failure) ? (failure.response?.data as { captchaRequired?: boolean } | undefined) : null;
    if (!data?.captchaRequired) throw failure;
    await apiClient().post('/auth/adminlogin', { email, password, captcha: await fetchAndSolve() });
  }
}

/** Post credentials, then ask who signed in: only an admin is let through (product §4). */
export function AdminSignInForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError('Email and password are required.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await postCredentials(email.trim(), password);
      const user = await fetchCurrentUser();
      if (user.role !== 'admin') {
        notify.error('Only admin login is allowed.');
        setError('Only admin login is allowed.');
        return;
      }
      dispatch(signedIn(user));
      notify.success('Admin login successful!');
      navigate('/admin');
    } catch (failure) {
      const message = serverMessage(failure) ?? 'Invalid credentials';
      notify.error(message);
      setError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Field
        label="Email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      <Button type="submit" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
