import { eq } from 'drizzle-orm';
import { sandboxOrders, sandboxPayments } from '../src/db/schema';
import { paymentProvider } from '../src/providers/payment';
import { testApiSession } from './testApp';

const api = testApiSession();
const card = { method: 'card', cardNumber: '4100 2800 0000 1007', expiry: '12/30', cvv: '123' } as const;

describe('the payment sandbox', () => {
  it('captures a payment and queues its webhook in one transaction: a failure between them leaves no capture', async () => {
    const sandbox = paymentProvider(api.config, api.database.db).sandbox;
    if (!sandbox) throw new Error('the tests run on the sandbox');
    const order = await sandbox.createOrder(249900, 'capture-test');

    // As if the process died after the capture and before its webhook was queued.
    await expect(
      sandbox.pay(order.id, card, async () => {
        throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    expect(await api.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, order.id))).toEqual(
      [],
    );
    const [unpaid] = await api.database.db.select().from(sandboxOrders).where(eq(sandboxOrders.id, order.id));
    expect(unpaid?.status).not.toBe('paid');

    // The shopper pays again: captured once, with the webhook queued in that same transaction.
    const queued: string[] = [];
    const paid = await sandbox.pay(order.id, card, async (tx, webhook) => {
      const [inside] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, order.id));
      queued.push(`${webhook.id} ${inside?.status}`);
    });
    expect(paid.ok).toBe(true);
    expect(queued).toEqual([expect.stringMatching(/^evt_\w+ captured$/)]);
    const payments = await api.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, order.id));
    expect(payments.map((payment) => payment.status)).toEqual(['captured']);
  });
});
