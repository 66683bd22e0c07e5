import { screen, waitFor } from '@testing-library/react';
import { installFakeApi, renderWithStore } from '../testing';
import type { PaymentSuccess } from './paymentApi';
import { SandboxWidget } from './SandboxWidget';

const api = installFakeApi();

it('groups the card number in fours and puts the slash into the expiry as the shopper types', async () => {
  const paid: PaymentSuccess[] = [];
  const payment = { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_1', razorpay_signature: 'f'.repeat(64) };
  api.on('POST /payment/sandbox/pay', () => payment);
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
  expect(api.callsTo('POST /payment/sandbox/pay')[0]?.body).toMatchObject({
    cardNumber: '4100 2800 0000 1007',
    expiry: '12/30',
    cvv: '123',
  });
});
