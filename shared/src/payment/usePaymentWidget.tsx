import { useState } from 'react';
import { notify } from '../ui/notify';
import type { OpenedPayment, PaymentSuccess } from './paymentApi';
import { openRazorpay } from './razorpayCheckout';
import { SandboxWidget } from './SandboxWidget';

interface Prefill {
  name: string;
  contact: string;
  email?: string | null;
}

type Settle = (result: PaymentSuccess | null) => void;

/**
 * Pays an opened payment order in Razorpay's widget, or in the offline sandbox's with the same
 * handler fields. `pay` resolves with the payment, or null when the shopper closes the widget;
 * a declined attempt is reported and the widget stays open for another try, as Razorpay's does.
 * Render `widget` somewhere in the page: the sandbox dialog appears there.
 */
export function usePaymentWidget() {
  const [sandbox, setSandbox] = useState<{ orderId: string; amountPaise: number; settle: Settle } | null>(null);

  const pay = (opened: OpenedPayment, prefill: Prefill) =>
    new Promise<PaymentSuccess | null>((resolve, reject) => {
      if (opened.provider === 'sandbox') {
        setSandbox({ orderId: opened.order.id, amountPaise: opened.order.amount, settle: resolve });
        return;
      }
      openRazorpay({
        keyId: opened.keyId,
        orderId: opened.order.id,
        amountPaise: opened.order.amount,
        prefill,
        onSuccess: resolve,
        onFailure: (reason) => notify.error(reason),
        onDismiss: () => resolve(null),
      }).catch(reject);
    });

  const settle = (result: PaymentSuccess | null) => {
    sandbox?.settle(result);
    setSandbox(null);
  };

  const widget = sandbox ? (
    <SandboxWidget
      orderId={sandbox.orderId}
      amountPaise={sandbox.amountPaise}
      onSuccess={settle}
      onDismiss={() => settle(null)}
    />
  ) : null;

  return { pay, widget };
}
