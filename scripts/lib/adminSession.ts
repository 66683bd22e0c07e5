import { DEFAULT_ADMIN } from '../../api/src/config';

/** Signs the local admin in to the API at `base` (captcha off, as the benches run it): the session cookie to send. */
export async function adminCookie(base: string): Promise<string> {
  const login = await fetch(`${base}/auth/adminlogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'store' },
    body: JSON.stringify(DEFAULT_ADMIN),
  });
  const cookie = /(?:__Host-)?sid=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error(`admin sign-in failed: ${login.status}`);
  return cookie;
}
