import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { DEFAULT_ADMIN } from '../api/src/config';
import { formatIndianPhone } from '@store/shared/format';
import type { SiteSession } from './testSite';

/** The newest code texted to a phone, read from the console SMS gateway's outbox. */
export async function codeFor(session: SiteSession, phone: string): Promise<string> {
  const outbox = path.join(session.dataDir, 'sms-outbox.jsonl');
  for (let attempt = 0; attempt < 50; attempt++) {
    // The API may be writing the line right now: only whole lines count.
    const lines = fs.existsSync(outbox) ? fs.readFileSync(outbox, 'utf8').split('\n') : [];
    const texts = lines.flatMap((line) => {
      try {
        const message = JSON.parse(line) as { to: string; text: string };
        return message.to === phone ? [message.text] : [];
      } catch {
        return [];
      }
    });
    // Only sign-in texts: an order update names a number with six digits too.
    const code = /^(\d{6}) is your Elegance sign-in code/.exec(
      texts.filter((text) => text.includes('sign-in code')).pop() ?? '',
    )?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code texted to ${phone}`);
}

/** Signs in through the Login modal with the code from the outbox. */
export async function signInByPhone(session: SiteSession, digits: string, page: Page = session.page) {
  await session.open('/', page);
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Phone number').fill(digits);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await dialog.getByLabel('OTP').fill(await codeFor(session, `+91${digits}`));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await page.getByText('Login successful').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(formatIndianPhone(`+91${digits}`)).waitFor();
}

/** Signs the admin in through /adminlogin with the README's local account. */
export async function signInAsAdmin(session: SiteSession, page: Page = session.page) {
  await session.open('/adminlogin', page);
  const dialog = page.getByRole('dialog', { name: 'Admin Sign In' });
  await dialog.getByLabel('Email').fill(DEFAULT_ADMIN.email);
  await dialog.getByLabel('Password').fill(DEFAULT_ADMIN.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Admin login successful!').waitFor();
  await page.waitForURL(session.url('/admin'));
}

/** A product added through the admin API (no images), as the panel would add it; returns its id. */
export async function addProductByApi(session: SiteSession, product: object): Promise<string> {
  const api = session.site.apiUrl;
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'store' };
  const login = await fetch(`${api}/auth/adminlogin`, {
    method: 'POST',
    headers,
    body: JSON.stringify(DEFAULT_ADMIN),
  });
  const cookie = /sid=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0] ?? '';
  const added = await fetch(`${api}/admin/add-product`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify(product),
  });
  if (!added.ok) throw new Error(`add-product: ${added.status} ${await added.text()}`);
  return ((await added.json()) as { _id: string })._id;
}

/** A paid order placed straight through the API, as a guest checkout would: create, pay, confirm. */
export async function placeOrderByApi(session: SiteSession, productId: string, phone: string, size?: object) {
  const api = session.site.apiUrl;
  const post = async (route: string, body: object) => {
    const response = await fetch(`${api}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'store' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const product = (await (await fetch(`${api}/products/${productId}`)).json()) as { price: number };
  const shippingAddress = {
    name: 'Meera Iyer',
    phone,
    street: '4 Marine Drive',
    city: 'Mumbai',
    state: 'Maharashtra',
    zip: '400020',
  };
  const opened = await post('/payment/create-order', {
    amount: product.price,
    items: [{ productId, ...(size ? { size } : {}) }],
    shippingAddress,
  });
  const paid = await post('/payment/sandbox/pay', {
    orderId: opened.order.id,
    method: 'card',
    cardNumber: '4100 2800 0000 1007',
    expiry: '12/30',
    cvv: '123',
  });
  await post('/orders', {
    razorpay: {
      orderId: paid.razorpay_order_id,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    },
  });
}

/** Fills an address form as a shopper does: typed fields, and the state picked from its list. */
export async function fillAddress(form: Locator, fields: readonly (readonly [string, string])[]) {
  for (const [label, value] of fields) {
    const field = form.getByLabel(label, { exact: true });
    if (label === 'State') await field.selectOption(value);
    else await field.fill(value);
  }
}
