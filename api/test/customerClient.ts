import fs from 'node:fs';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import type { StaffRole } from '@store/shared/schemas';
import { DEFAULT_ADMIN } from '../src/config';
import { customers, otpCodes } from '../src/db/schema';
import type { TestApi } from './testApp';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The `sid=...` pair out of a Set-Cookie header, as a browser would send it back. */
export const sessionCookie = (setCookie: string): string => /(?:__Host-)?sid=[^;]+/.exec(setCookie)?.[0] as string;

/** What a signed-in (or signed-out) browser does against the test API: calls, captcha, OTP. */
export function customerClient(api: TestApi) {
  async function call(method: Method, url: string, payload?: object, cookie?: string) {
    const response = await api.app.inject({
      method,
      url,
      payload,
      headers: { 'x-requested-with': 'store', ...(cookie ? { cookie } : {}) },
    });
    const setCookie = response.headers['set-cookie'];
    return {
      status: response.statusCode,
      // JSON answers parsed; a file (the orders CSV) as its text.
      body: !response.body
        ? null
        : /json/.test(String(response.headers['content-type']))
          ? response.json()
          : response.body,
      cookie: (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).join('; '),
      headers: response.headers,
    };
  }

  /** Fetches a puzzle and solves it, as the sign-in modal does in the background. */
  async function solvedCaptcha() {
    const challenge = (await call('GET', '/auth/captcha')).body as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('captcha not solved');
    return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
  }

  async function sendCode(phone: string) {
    return call('POST', '/auth/otp/send', { phone, captcha: await solvedCaptcha() });
  }

  /** Every text sent to a phone, read from the SMS outbox as a developer would. */
  function textsTo(phone: string): { to: string; text: string }[] {
    if (!fs.existsSync(api.config.smsOutbox)) return [];
    return fs
      .readFileSync(api.config.smsOutbox, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { to: string; text: string })
      .filter((sms) => sms.to === phone);
  }

  /** The last sign-in code texted to a phone (an order update names a number with six digits too). */
  function lastCode(phone: string): string {
    const text = textsTo(phone)
      .filter((sms) => /sign-in code/.test(sms.text))
      .pop()?.text as string;
    return /^(\d{6}) is your Elegance sign-in code/.exec(text)?.[1] as string;
  }

  /** Lets the resend wait pass without waiting. */
  async function age(phone: string) {
    await api.database.db
      .update(otpCodes)
      .set({ sentAt: new Date(Date.now() - 31_000) })
      .where(eq(otpCodes.phone, phone));
  }

  /** Signs in through send, verify and customer-login; returns the `sid=...` cookie. */
  async function signIn(phone: string, cookie?: string): Promise<string> {
    const sent = await sendCode(phone);
    if (sent.status !== 200) throw new Error(`send: ${sent.status} ${JSON.stringify(sent.body)}`);
    const { body } = await call('POST', '/auth/otp/verify', { phone, code: lastCode(phone) });
    const login = await call('POST', '/auth/customer-login', { phone, proof: body.proof }, cookie);
    if (login.status !== 200) throw new Error(`login: ${login.status}`);
    return sessionCookie(login.cookie);
  }

  /** Signs the README's local admin in; returns the `sid=...` cookie. */
  async function signInAdmin(): Promise<string> {
    const login = await call('POST', '/auth/adminlogin', DEFAULT_ADMIN);
    if (login.status !== 200) throw new Error(`admin login: ${login.status}`);
    return sessionCookie(login.cookie);
  }

  /**
   * Adds a staff member of this role through the owner's Team tab (once per e-mail) and signs
   * her in with her own e-mail and password; returns her `sid=...` cookie.
   */
  async function signInStaff(role: StaffRole, email = `${role}@elegance.local`): Promise<string> {
    const password = `${role}-password-123`;
    const added = await call('POST', '/admin/staff', { name: `A ${role}`, email, password, role }, await signInAdmin());
    if (added.status !== 201 && added.status !== 409) throw new Error(`add staff: ${added.status}`);
    const login = await call('POST', '/auth/adminlogin', { email, password });
    if (login.status !== 200) throw new Error(`staff login: ${login.status} ${JSON.stringify(login.body)}`);
    return sessionCookie(login.cookie);
  }

  /** A customer signed in with this 10-digit phone: her session and her account's id. */
  async function signedInCustomer(phone: string): Promise<{ sid: string; id: string; phone: string }> {
    const sid = await signIn(`+91${phone}`);
    const [row] = await api.database.db
      .select()
      .from(customers)
      .where(eq(customers.phone, `+91${phone}`));
    if (!row) throw new Error('no customer');
    return { sid, id: row.id, phone };
  }

  return { call, solvedCaptcha, sendCode, textsTo, lastCode, age, signIn, signInAdmin, signInStaff, signedInCustomer };
}
