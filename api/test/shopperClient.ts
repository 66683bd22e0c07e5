import type { Product } from '@store/shared/schemas';
import type { TestApi } from './testApp';

export const SUCCESS_CARD = { method: 'card', cardNumber: '4100 2800 0000 1007', expiry: '12/30', cvv: '123' };
export const ADDRESS = {
  name: 'Asha Rao',
  phone: '98765 43210',
  email: 'asha@example.in',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560001',
};

/** The same address shipped to another phone, without an e-mail (no confirmation mail). */
export const addressFor = (phone: string) => ({ ...ADDRESS, phone, email: null });

export interface SandboxPayment {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What the checkout does against the test API: price, pay on the sandbox, place the order. */
export function shopperClient(api: TestApi) {
  let products: Product[] = [];

  async function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
    const response = await api.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { 'x-requested-with': 'store', ...headers },
    });
    return { status: response.statusCode, body: response.json() };
  }

  /** The two cheapest mens products with upper M and lower 32 in stock, read once: what the tests put in the bag. */
  async function bag() {
    if (products.length === 0)
      products = (
        (
          await api.app.inject({ method: 'GET', url: '/api/products/mens?size=upper:M&limit=10&sort=price-asc' })
        ).json() as Product[]
      ).filter((p) => p.availability['lower:32'] !== 'out');
    return products.slice(0, 2);
  }
  const items = async () => (await bag()).map((p) => ({ productId: p._id, size: { upper: 'M', lower: '32' } }));
  const total = async () => (await bag()).reduce((sum, p) => sum + p.price, 0);

  async function createOrder(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    const body = { amount: await total(), items: await items(), shippingAddress: ADDRESS, ...overrides };
    return post('/payment/create-order', body, headers);
  }

  async function pay(orderId: string, instrument: Record<string, string> = SUCCESS_CARD) {
    return post('/payment/sandbox/pay', { orderId, ...instrument });
  }

  async function placeOrder(payment: SandboxPayment, headers: Record<string, string> = {}) {
    return post(
      '/orders',
      {
        items: [],
        razorpay: {
          orderId: payment.razorpay_order_id,
          paymentId: payment.razorpay_payment_id,
          signature: payment.razorpay_signature,
        },
      },
      headers,
    );
  }

  /**
   * Her bag checked out with balances (`extra`: a gift card's code, her store credit) and
   * `amount` by card, paid on the sandbox and placed (`who.sid`: signed in, else a guest): the
   * opening's answer when it is refused or balances placed it, else the placed order's.
   */
  async function checkout(who: { phone: string; sid?: string }, extra: Record<string, unknown>, amount: number) {
    const cookie: Record<string, string> = who.sid ? { cookie: who.sid } : {};
    const body = { amount, items: await items(), shippingAddress: addressFor(who.phone), ...extra };
    const opened = await post('/payment/create-order', body, cookie);
    if (opened.status !== 200 || opened.body.placed) return opened;
    const paid = await pay(opened.body.order.id);
    const placed = await placeOrder(paid.body as SandboxPayment, cookie);
    return { status: placed.status, body: { placed: placed.body } };
  }

  /** A guest's view of their orders: the tokens their browser kept, as the dashboard sends them. */
  async function myOrders(...tokens: string[]) {
    const response = await api.app.inject({
      method: 'GET',
      url: '/orders/my-orders',
      headers: tokens.length ? { 'x-guest-token': tokens.join(',') } : {},
    });
    return { status: response.statusCode, body: response.json() };
  }

  return { post, bag, items, total, createOrder, pay, placeOrder, checkout, myOrders };
}
