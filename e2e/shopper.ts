import { stockKeysFor, type Section } from '@store/shared/catalog';
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

/** One call of the admin API, signed in as the README's local admin; the answer's JSON (null for a 204). */
export async function adminApi(session: SiteSession, method: string, route: string, body?: object): Promise<unknown> {
  const api = session.site.apiUrl;
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'store' };
  const login = await fetch(`${api}/auth/adminlogin`, {
    method: 'POST',
    headers,
    body: JSON.stringify(DEFAULT_ADMIN),
  });
  const cookie = /sid=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0] ?? '';
  const answer = await fetch(`${api}${route}`, {
    method,
    headers: { ...headers, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${route}: ${answer.status} ${await answer.text()}`);
  return answer.status === 204 ? null : answer.json();
}

/**
 * A product added through the admin API (no images), as the panel would add it, with ten pieces
 * of every size unless the test gives its own stock; returns its id.
 */
export async function addProductByApi(
  session: SiteSession,
  product: { mainCategory: Section } & Record<string, unknown>,
): Promise<string> {
  const stock = Object.fromEntries(stockKeysFor(product.mainCategory).map((key) => [key, 10]));
  return ((await adminApi(session, 'POST', '/admin/add-product', { stock, ...product })) as { _id: string })._id;
}

/**
 * A paid order placed straight through the API, as a guest checkout would (or a signed-in
 * shopper's, given her `sid=...` cookie): create, pay, confirm; its answer.
 */
export async function placeOrderByApi(
  session: SiteSession,
  productId: string,
  phone: string,
  size?: object,
  cookie?: string,
) {
  const api = session.site.apiUrl;
  const post = async (route: string, body: object) => {
    const response = await fetch(`${api}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'store', ...(cookie ? { cookie } : {}) },
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
  return (await post('/orders', {
    razorpay: {
      orderId: paid.razorpay_order_id,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    },
  })) as { order: { _id: string } };
}

/** Fills an address form as a shopper does: typed fields, and the state picked from its list. */
export async function fillAddress(form: Locator, fields: readonly (readonly [string, string])[]) {
  for (const [label, value] of fields) {
    const field = form.getByLabel(label, { exact: true });
    if (label === 'State') await field.selectOption(value);
    else await field.fill(value);
  }
}

/** The accessories a shopper can buy now (the demo sells some sizes out), in the listing's order. */
export async function accessoriesInStock(session: SiteSession): Promise<{ _id: string; name: string }[]> {
  const listing = (await (await fetch(`${session.site.apiUrl}/products/accessories`)).json()) as {
    _id: string;
    name: string;
    availability: Record<string, string>;
  }[];
  return listing.filter((product) => product.availability['one-size'] !== 'out');
}

/** Puts a womens product in size S into the cart from its page (the listing's first, or the cheapest); returns its price in rupees. */
export async function addWomensPieceToCart(session: SiteSession, listing = '/womens'): Promise<number> {
  const { page } = session;
  await session.open(listing);
  await page.getByTestId('product-card').first().click();
  await page.getByRole('radio', { name: 'S', exact: true }).check();
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await page.getByText('Added to cart!').waitFor();
  const price =
    (await page
      .getByText(/^Rs\.[\d,]+$/)
      .first()
      .textContent()) ?? '';
  return Number(price.replace(/[^\d]/g, ''));
}
