import { serverMessage, type Address, type CreatePaymentOrderInput } from '@store/shared/api';
import { cartCleared, saveGuestOrder, useAppDispatch, type CartItem } from '@store/shared/store';
import { notify } from '@store/shared/ui';
import { isAxiosError } from 'axios';
import { saveOrder, usePaymentWidget, type PaymentSuccess } from '@store/shared/payment';
import { useState } from 'react';
import { useNavigate } from '@store/shared/router';
import { createPaymentOrder } from '../api/paymentApi';
import type { PlacedOrderState } from '../lib/placedOrder';

type LineSize = CreatePaymentOrderInput['items'][number]['size'];

export interface PaymentRequest {
  items: readonly CartItem[];
  address: Address;
  partial: boolean;
  couponCode: string | null;
  /** Rupees due now, as the page shows them; the server checks it against its own sum. */
  amount: number;
  total: number;
}

/** 'Payment initiation failed: {server message or raw data}' or, without a response, without it (product §8). */
function initiationFailure(error: unknown): string {
  if (isAxiosError(error) && error.response) {
    const data = error.response.data;
    return `Payment initiation failed: ${serverMessage(error) ?? (typeof data === 'string' ? data : JSON.stringify(data))}`;
  }
  return 'Payment initiation failed.';
}

/**
 * The payment flow of product §4: create the payment order, open the widget (Razorpay's, or the
 * sandbox's with the same handler), then save the order, clear the cart and go to /ordersuccess.
 */
export function usePayment() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { pay: payInWidget, widget } = usePaymentWidget();

  const finish = async (request: PaymentRequest, payment: PaymentSuccess) => {
    try {
      const { order, guestToken } = await saveOrder(payment);
      // A guest's browser keeps the order's own token; a signed-in customer's account has it.
      if (guestToken) saveGuestOrder(order.phone, guestToken);
      dispatch(cartCleared());
      notify.success('Payment and order placed!');
      // The success page names the order by its number (state kept only for this visit).
      navigate('/ordersuccess', {
        state: { order, emailed: Boolean(request.address.email) } satisfies PlacedOrderState,
      });
    } catch (error) {
      console.error('checkout: order save failed', error);
      notify.error('Order placed but failed to save in DB.');
    }
  };

  const pay = async (request: PaymentRequest) => {
    setBusy(true);
    try {
      const opened = await createPaymentOrder({
        amount: request.amount,
        items: request.items.map((item) => ({ productId: item.productId, size: item.size as LineSize })),
        shippingAddress: request.address,
        partialPayment: request.partial,
        couponCode: request.couponCode ?? undefined,
      });
      const { name, phone: contact, email } = request.address;
      const payment = await payInWidget(opened, { name, contact, email });
      if (payment) await finish(request, payment);
    } catch (error) {
      notify.error(initiationFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return { pay, busy, widget };
}
