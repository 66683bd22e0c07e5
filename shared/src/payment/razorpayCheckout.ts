import type { PaymentSuccess } from './paymentApi';

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: { error: { description: string } }) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayInstance;
  }
}

const SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

function loadScript(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('Could not load Razorpay checkout'));
    document.head.appendChild(script);
  });
}

/** Razorpay's own checkout widget, used when the API runs with live keys. */
export async function openRazorpay(options: {
  keyId: string;
  orderId: string;
  amountPaise: number;
  prefill: { name: string; contact: string; email?: string | null };
  onSuccess: (payment: PaymentSuccess) => void;
  onFailure: (reason: string) => void;
  onDismiss: () => void;
}): Promise<void> {
  await loadScript();
  if (!window.Razorpay) throw new Error('Razorpay checkout unavailable');
  const widget = new window.Razorpay({
    key: options.keyId,
    order_id: options.orderId,
    amount: options.amountPaise,
    currency: 'INR',
    name: 'Elegance',
    prefill: { ...options.prefill, email: options.prefill.email ?? undefined },
    handler: options.onSuccess,
    modal: { ondismiss: options.onDismiss },
  });
  widget.on('payment.failed', (response) => options.onFailure(response.error.description));
  widget.open();
}
