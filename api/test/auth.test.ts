import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { customers, otpCodes, otpSends } from '../src/db/schema';
import { customerClient, sessionCookie } from './customerClient';
import { insertPaidOrder, testApiSession } from './testApp';

const api = testApiSession();

const { call, sendCode, lastCode, age, signIn, solvedCaptcha } = customerClient(api);

describe('OTP', () => {
  it('texts a 6-digit code and refuses a resend within 30 s', async () => {
    const phone = '+919811100001';
    expect(await sendCode('9811100001')).toMatchObject({
      status: 200,
      body: { message: 'OTP sent successfully' },
    });
    expect(lastCode(phone)).toMatch(/^\d{6}$/);
    const again = await sendCode(phone);
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Please wait \d+ s before asking for another code$/);
  });

  it('refuses numbers that are not 10 digits', async () => {
    for (const phone of ['12345', '98765abcde', '1234567890'])
      expect((await sendCode(phone)).body).toEqual({
        message: 'Enter a 10-digit mobile number',
        field: 'phone',
        code: 'field.invalid',
        values: { field: 'phone' },
      });
  });

  it('kills the code after 5 wrong tries', async () => {
    const phone = '+919811100002';
    await sendCode(phone);
    const code = lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await call('POST', '/auth/otp/verify', { phone, code: wrong }));
    // In sentence case, as the dialog shows them under the code.
    expect(answers.map(({ status, body }) => [status, body])).toEqual([
      [400, { message: 'Wrong code. 4 tries left.', field: 'code' }],
      [400, { message: 'Wrong code. 3 tries left.', field: 'code' }],
      [400, { message: 'Wrong code. 2 tries left.', field: 'code' }],
      [400, { message: 'Wrong code. 1 try left.', field: 'code' }],
      [400, { message: 'Too many wrong tries. Ask for a new code.', field: 'code' }],
    ]);
    expect((await call('POST', '/auth/otp/verify', { phone, code })).body.message).toBe(
      'Too many wrong tries. Ask for a new code.',
    );
  });

  it('refuses an expired code', async () => {
    const phone = '+919811100003';
    await sendCode(phone);
    await api.database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(otpCodes.phone, phone));
    expect((await call('POST', '/auth/otp/verify', { phone, code: lastCode(phone) })).body.message).toBe(
      'This code has expired. Ask for a new one.',
    );
  });

  it('caps sends at 5 per phone per hour', async () => {
    const phone = '+919811100004';
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(phone)).status).toBe(200);
      await age(phone);
    }
    const capped = await sendCode(phone);
    expect(capped).toMatchObject({
      status: 429,
      body: { message: 'Too many codes for this number: try again in an hour' },
    });
    expect((await api.database.db.select().from(otpSends).where(eq(otpSends.phone, phone))).length).toBe(5);
  });
});

describe('OTP limits per requester', () => {
  /** A code asked for from a given client address (a stranger's network, the owner's). */
  async function sendFrom(ip: string, phone: string) {
    const response = await api.app.inject({
      method: 'POST',
      url: '/auth/otp/send',
      payload: { phone, captcha: await solvedCaptcha() },
      headers: { 'x-requested-with': 'store' },
      remoteAddress: ip,
    });
    return { status: response.statusCode, body: response.json() };
  }

  it("lets a stranger's code requests lock only the stranger out, never the phone's owner", async () => {
    const phone = '+919811100031';
    for (let i = 0; i < 5; i++) {
      expect((await sendFrom('203.0.113.7', phone)).status).toBe(200);
      await age(phone);
    }
    expect(await sendFrom('203.0.113.7', phone)).toMatchObject({
      status: 429,
      body: { message: 'Too many codes for this number: try again in an hour' },
    });
    // The owner, on their own network, still gets a code and signs in.
    expect((await sendFrom('198.51.100.20', phone)).status).toBe(200);
    const verified = await api.app.inject({
      method: 'POST',
      url: '/auth/otp/verify',
      payload: { phone, code: lastCode(phone) },
      headers: { 'x-requested-with': 'store' },
      remoteAddress: '198.51.100.20',
    });
    expect(verified.statusCode).toBe(200);
  });

  it('caps one phone across many networks, but lets in a requester that proved the phone before', async () => {
    const phone = '+919811100032';
    const owner = '198.51.100.30';
    expect((await sendFrom(owner, phone)).status).toBe(200);
    const verified = await api.app.inject({
      method: 'POST',
      url: '/auth/otp/verify',
      payload: { phone, code: lastCode(phone) },
      headers: { 'x-requested-with': 'store' },
      remoteAddress: owner,
    });
    expect(verified.statusCode).toBe(200);
    let refused: { status: number; body: { message: string } } | null = null;
    for (let n = 0; n < 30 && !refused; n++) {
      await age(phone);
      const sent = await sendFrom(`203.0.113.${10 + Math.floor(n / 5)}`, phone);
      if (sent.status !== 200) refused = sent;
    }
    expect(refused).toEqual({
      status: 429,
      body: { message: 'Too many codes for this number from many networks: try again later' },
    });
    expect((await sendFrom('203.0.113.99', phone)).status).toBe(429);
    // 20 texts an hour at most, from everyone together.
    expect((await api.database.db.select().from(otpSends).where(eq(otpSends.phone, phone))).length).toBe(20);
    await age(phone);
    expect((await sendFrom(owner, phone)).status).toBe(200);
  });
});

describe('captcha (ALTCHA proof of work)', () => {
  it('is required to send a code', async () => {
    expect(await call('POST', '/auth/otp/send', { phone: '9811100020' })).toMatchObject({
      status: 400,
      body: { message: 'captcha: the verification is missing; please try again' },
    });
  });

  it('is good for one send only', async () => {
    const captcha = await solvedCaptcha();
    expect((await call('POST', '/auth/otp/send', { phone: '9811100021', captcha })).status).toBe(200);
    expect(await call('POST', '/auth/otp/send', { phone: '9811100022', captcha })).toMatchObject({
      status: 400,
      body: { message: 'captcha: this verification was already used; please try again' },
    });
    expect(await api.database.db.select().from(otpCodes).where(eq(otpCodes.phone, '+919811100022'))).toEqual([]);
  });

  it('refuses a wrong answer, a puzzle changed by the client and an expired one', async () => {
    const { challenge, solution } = await solvedCaptcha();
    const wrongKey = { counter: solution.counter, derivedKey: '00'.repeat(32) };
    expect(
      (await call('POST', '/auth/otp/send', { phone: '9811100023', captcha: { challenge, solution: wrongKey } })).body,
    ).toEqual({ message: 'captcha: verification failed; please try again' });
    const easier = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    expect(
      (await call('POST', '/auth/otp/send', { phone: '9811100023', captcha: { challenge: easier, solution } })).body,
    ).toEqual({ message: 'captcha: verification failed; please try again' });
    const stale = {
      ...challenge,
      parameters: { ...challenge.parameters, expiresAt: Math.floor(Date.now() / 1000) - 1 },
    };
    expect(
      (await call('POST', '/auth/otp/send', { phone: '9811100023', captcha: { challenge: stale, solution } })).body,
    ).toEqual({ message: 'Verification expired, please try again' });
  });

  it('hands out a fresh, uncached puzzle each time', async () => {
    const first = await api.app.inject({ method: 'GET', url: '/auth/captcha' });
    const second = await api.app.inject({ method: 'GET', url: '/auth/captcha' });
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json().parameters.nonce).not.toBe(second.json().parameters.nonce);
  });
});

describe('sign-in and sessions', () => {
  it('refuses a phone without a verified code', async () => {
    expect((await call('POST', '/auth/customer-login', { phone: '9811100005', proof: 'made.up' })).status).toBe(401);
    expect((await call('POST', '/auth/customer-login', { phone: '9811100005' })).status).toBe(400);
  });

  it('signs in with an HttpOnly cookie, and a proof works once', async () => {
    const phone = '+919811100006';
    await sendCode(phone);
    const { body } = await call('POST', '/auth/otp/verify', { phone, code: lastCode(phone) });
    const login = await call('POST', '/auth/customer-login', { phone, proof: body.proof });
    expect(login.body).toMatchObject({ message: 'Login successful', user: { phone, role: 'customer' } });
    expect(login.cookie).toMatch(/sid=[\w-]{43}.*HttpOnly.*SameSite=Lax/);
    const sid = sessionCookie(login.cookie);
    expect(await call('GET', '/auth/me', undefined, sid)).toMatchObject({
      status: 200,
      body: { phone, role: 'customer' },
    });
    expect((await call('POST', '/auth/customer-login', { phone, proof: body.proof })).status).toBe(401);
    // Another number cannot use this proof either.
    expect((await call('POST', '/auth/customer-login', { phone: '+919811100007', proof: body.proof })).status).toBe(
      401,
    );
  });

  it("refuses an admin's phone: admins sign in with their e-mail and password", async () => {
    const phone = '+919811100017';
    await api.database.db.update(customers).set({ phone }).where(eq(customers.role, 'owner'));
    try {
      await sendCode(phone);
      const { body } = await call('POST', '/auth/otp/verify', { phone, code: lastCode(phone) });
      const login = await call('POST', '/auth/customer-login', { phone, proof: body.proof });
      expect(login).toMatchObject({
        status: 403,
        body: { message: 'This number belongs to an admin account: sign in through the admin sign-in' },
      });
      expect(login.cookie).toBe('');
    } finally {
      await api.database.db.update(customers).set({ phone: null }).where(eq(customers.role, 'owner'));
    }
  });

  it('starts a new session id on every sign-in; the old one stops working', async () => {
    const phone = '+919811100008';
    const first = await signIn(phone);
    await age(phone);
    const second = await signIn(phone, first);
    expect(second).not.toBe(first);
    expect((await call('GET', '/auth/me', undefined, first)).status).toBe(401);
    expect((await call('GET', '/auth/me', undefined, second)).status).toBe(200);
  });

  it('logout ends the session on the server', async () => {
    const sid = await signIn('+919811100009');
    expect((await call('POST', '/auth/logout', undefined, sid)).status).toBe(204);
    expect((await call('GET', '/auth/me', undefined, sid)).status).toBe(401);
  });

  it('sends the session cookie only over HTTPS in production (__Host- prefixed), out of reach of scripts', async () => {
    const app = await buildApp({ config: { ...api.config, production: true }, database: api.database });
    try {
      const production = customerClient({ ...api, app });
      const phone = '+919811100019';
      await production.sendCode(phone);
      const { body } = await production.call('POST', '/auth/otp/verify', { phone, code: production.lastCode(phone) });
      const login = await production.call('POST', '/auth/customer-login', { phone, proof: body.proof });
      const flags = login.cookie.split(/;\s*/).slice(1);
      expect(login.cookie).toMatch(/^__Host-sid=/);
      expect(flags).toEqual(
        expect.arrayContaining(['Max-Age=2592000', 'Path=/', 'HttpOnly', 'Secure', 'SameSite=Lax']),
      );
      expect(flags.some((flag) => flag.startsWith('Domain'))).toBe(false);
      const sid = sessionCookie(login.cookie);
      expect((await production.call('GET', '/auth/me', undefined, sid)).status).toBe(200);
      const logout = await production.call('POST', '/auth/logout', undefined, sid);
      expect(logout.cookie).toMatch(/^__Host-sid=;.*Expires=Thu, 01 Jan 1970/);
    } finally {
      await app.close();
    }
  });
});

describe('address book', () => {
  const address = { name: 'Asha', phone: '9811100010', street: '1 MG Road', city: 'Pune', state: 'MH', zip: '411001' };

  it('belongs to its customer alone', async () => {
    expect((await call('GET', '/address')).status).toBe(401);
    const asha = await signIn('+919811100010');
    const ravi = await signIn('+919811100011');
    const created = await call('POST', '/address', address, asha);
    expect(created).toMatchObject({ status: 201, body: { street: '1 MG Road', phone: '+919811100010' } });
    const id = created.body._id;
    expect((await call('GET', '/address', undefined, asha)).body).toHaveLength(1);
    expect((await call('GET', '/address', undefined, ravi)).body).toEqual([]);
    expect((await call('PUT', `/address/${id}`, { ...address, city: 'Mumbai' }, ravi)).status).toBe(404);
    expect((await call('DELETE', `/address/${id}`, undefined, ravi)).status).toBe(404);
    expect((await call('PUT', `/address/${id}`, { ...address, zip: '41' }, asha)).body.message).toBe(
      'Pincode must be 6 digits',
    );
    expect((await call('PUT', `/address/${id}`, { ...address, city: '123' }, asha)).body).toEqual({
      message: 'Enter the name of the city, such as Pune',
      field: 'city',
      code: 'field.invalid',
      values: { field: 'city' },
    });
    expect((await call('POST', '/address', { ...address, city: '123' }, asha)).status).toBe(400);
    expect((await call('GET', '/address', undefined, asha)).body).toMatchObject([{ city: 'Pune' }]);
    expect((await call('PUT', `/address/${id}`, { ...address, city: 'Mumbai' }, asha)).body.city).toBe('Mumbai');
    expect((await call('DELETE', `/address/${id}`, undefined, asha)).status).toBe(204);
    // What the API sends back (null email and landmark) is accepted as it is.
    const again = await call('POST', '/address', { ...created.body, _id: undefined }, asha);
    expect(again).toMatchObject({ status: 201, body: { email: null, landmark: null } });
  });

  it('keeps another customer out of an order history by phone', async () => {
    const ravi = await signIn('+919811100012');
    await insertPaidOrder(api, '+919811100010');
    // The phone narrows a list; it opens nothing: Ravi sees none of Asha's orders.
    expect(await call('GET', '/orders/my-orders?phone=%2B919811100010', undefined, ravi)).toMatchObject({
      status: 200,
      body: [],
    });
    expect(await call('GET', '/orders/my-orders', undefined, ravi)).toMatchObject({ status: 200, body: [] });
  });
});

describe('answers about an account', () => {
  it('carry only what the UI may know: never the password hash or the ids', async () => {
    const admin = await customerClient(api).signInAdmin();
    const me = await call('GET', '/auth/me', undefined, admin);
    expect(me.status).toBe(200);
    expect(Object.keys(me.body).sort()).toEqual(['email', 'name', 'permissions', 'phone', 'role']);
    const login = await call('POST', '/auth/adminlogin', {
      email: 'admin@elegance.local',
      password: 'elegance-admin-123',
    });
    expect(Object.keys(login.body.user).sort()).toEqual(['email', 'name', 'permissions', 'phone', 'role']);
    expect(JSON.stringify(login.body)).not.toMatch(/scrypt|passwordHash/);
  });
});
