import { serverMessage } from '@store/shared/api';
import { fetchAndSolve } from '@store/shared/captcha';
import { isAdmin, readCurrentUser, signedIn, useAppDispatch, type AppDispatch } from '@store/shared/store';
import { Field, notify, SubmitRow, useFormSubmit } from '@store/shared/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@store/shared/router';
import { signInApi, type AdminCredentials } from '../api/signInApi';

/**
 * POST /auth/adminlogin. After a few failures the API asks this client for a solved captcha
 * (428, captchaRequired): the form solves one in the background and tries once more.
 */
async function postCredentials(dispatch: AppDispatch, credentials: AdminCredentials): Promise<void> {
  const signIn = (body: AdminCredentials) => dispatch(signInApi.endpoints.adminSignIn.initiate(body)).unwrap();
  try {
    await signIn(credentials);
  } catch (failure) {
    if (!(failure as { data?: { captchaRequired?: boolean } }).data?.captchaRequired) throw failure;
    await signIn({ ...credentials, captcha: await fetchAndSolve() });
  }
}

/** A customer's own credentials are right, but this door is the admin's. */
class NotAnAdmin extends Error {
  constructor() {
    super('Only admin login is allowed.');
  }
}

/** Post credentials, then ask who signed in: only a staff member is let through (product §4). */
export function AdminSignInForm() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, setError, run } = useFormSubmit((failure) =>
    failure instanceof NotAnAdmin ? failure.message : (serverMessage(failure) ?? 'Invalid credentials'),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return setError('Email and password are required.');
    return run(async () => {
      await postCredentials(dispatch, { email: email.trim(), password });
      const user = await readCurrentUser(dispatch);
      if (!isAdmin(user)) throw new NotAnAdmin();
      dispatch(signedIn(user));
      notify.success('Admin login successful!');
      navigate('/admin');
    });
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
      <SubmitRow error={error} busy={busy} label="Sign In" busyLabel="Signing in..." />
    </form>
  );
}
