import type { OrderDetail } from '@store/shared/api';
import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, setupApiServer } from '@store/shared/testing';
import { screen } from '@testing-library/react';
import { CancelledRefund } from './CancelledRefund';

const server = setupApiServer();
const orderId = '0b7f3c2a-1111-4222-8333-944455556666';
const payment: OrderDetail['payments'][number] = {
  paymentId: 'pay_AAAAAAAAAAAAAA',
  providerOrderId: 'order_BBBBBBBBBBBBBB',
  type: 'full',
  method: 'card',
  amount: 2500,
  refunded: 0,
  unappliedReason: null,
  at: '2026-12-01T06:00:00.000Z',
};
const ROUTE = '/admin/orders/:id/payments/:paymentId/refund';

it('refunds a cancelled order to her store credit when the desk chooses it, and says what she got', async () => {
  server.use(
    api.post(ROUTE, () =>
      HttpResponse.json({ paymentId: payment.paymentId, to: 'credit', refunded: 2500, bonus: 250, status: 'refunded' }),
    ),
  );
  const { user } = renderWithStore(<CancelledRefund orderId={orderId} payment={payment} customerId="c1" />);
  expect(screen.getByRole('button', { name: 'Refund ₹2,500 to card or UPI' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Refund to store credit' }));
  expect(await screen.findByText('₹2,750 added to her store credit (₹250 bonus)')).toBeInTheDocument();
  expect(requestsTo(`POST ${ROUTE}`)).toEqual([
    expect.objectContaining({
      body: { to: 'credit' },
      path: `/admin/orders/${orderId}/payments/${payment.paymentId}/refund`,
    }),
  ]);
});

it("offers a guest's order only the way it was paid, and shows the server's refusal", async () => {
  server.use(
    api.post(ROUTE, () =>
      HttpResponse.json(
        { message: 'This payment has been refunded already (to store credit): nothing is left to refund' },
        { status: 409 },
      ),
    ),
  );
  const { user } = renderWithStore(<CancelledRefund orderId={orderId} payment={payment} customerId={null} />);
  expect(screen.queryByRole('button', { name: 'Refund to store credit' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Refund ₹2,500 to card or UPI' }));
  expect(await screen.findByText(/refunded already \(to store credit\)/)).toBeInTheDocument();
  expect(requestsTo(`POST ${ROUTE}`)[0]?.body).toEqual({ to: 'original' });
});
