import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, setupApiServer } from '../testing';
import type { PaymentSuccess } from './paymentApi';
import { SandboxWidget } from './SandboxWidget';

const server = setupApiServer();

it('groups the card number in fours and puts the slash into the expiry as the shopper types', async () => {
  const paid: PaymentSuccess[] = [];
  const payment = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'f'.repeat(64) };
  server.use(api.post('/payment/sandbox/pay', () => HttpResponse.json(payment)));
  const { user } = renderWithStore(
    <SandboxWidget orderId="order_1" amountPaise={1250100} onSuccess={(p) => paid.push(p)} onDismiss={() => {}} />,
  );
  const number = screen.getByLabelText('Card number');
  await user.type(number, '4100280000001007');
  expect(number).toHaveValue('4100 2800 0000 1007');
  // Pasted with its spaces, it reads the same.
  await user.clear(number);
  await user.click(number);
  await user.paste('4100 2800 0000 1007');
  expect(number).toHaveValue('4100 2800 0000 1007');
  await user.type(screen.getByLabelText('Expiry'), '1230');
  expect(screen.getByLabelText('Expiry')).toHaveValue('12/30');
  await user.type(screen.getByLabelText('CVV'), '1a23');
  expect(screen.getByLabelText('CVV')).toHaveValue('123');
  await user.click(screen.getByRole('button', { name: 'Pay ₹12,501' }));
  await waitFor(() => expect(paid).toEqual([payment]));
  expect(requestsTo('POST /payment/sandbox/pay')[0]?.body).toMatchObject({
    cardNumber: '4100 2800 0000 1007',
    expiry: '12/30',
    cvv: '123',
  });
});

it('speaks Hindi on a Hindi page, the amount and the test numbers as they are', async () => {
  server.use(api.post('/payment/sandbox/pay', () => HttpResponse.json({ message: 'Card declined' }, { status: 400 })));
  let dismissed = 0;
  const { user } = await act(async () =>
    renderWithStore(
      <SandboxWidget orderId="order_1" amountPaise={1250100} onSuccess={() => {}} onDismiss={() => dismissed++} />,
      { locale: 'hi' },
    ),
  );
  expect(await screen.findByRole('dialog', { name: 'सैंडबॉक्स पेमेंट' })).toBeInTheDocument();
  expect(screen.getByRole('radiogroup', { name: 'पेमेंट का तरीका' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('कार्ड नंबर'), '4100280000080001');
  expect(screen.getByLabelText('एक्सपायरी')).toHaveAttribute('placeholder', 'MM/YY');
  expect(screen.getByText(/^टेस्ट कार्ड: 4100 2800 0000 1007 से पेमेंट हो जाता है/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '₹12,501 का पेमेंट करें' }));
  // The API's refusal stays in its own words.
  expect(await screen.findByRole('alert')).toHaveTextContent('Card declined');
  await user.click(screen.getByRole('radio', { name: 'UPI ID' }));
  expect(screen.getByLabelText('UPI पता')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'रद्द करें' }));
  expect(dismissed).toBe(1);
});
