import { refusalStatus, serverField, type Address, type CreatePaymentOrderInput } from '@store/shared/api';
import {
  cartCleared,
  saveGuestOrder,
  storeApi,
  useAppDispatch,
  usePlacePaidOrderMutation,
  type CartItem,
  type PlacedOrder,
} from '@store/shared/store';
import { productText } from '@store/shared/catalog';
import { useLocale, useRefusalText, type Locale, type RefusalOptions } from '@store/shared/i18n';
import { notify } from '@store/shared/ui';
import { usePaymentWidget, type PaymentSuccess } from '@store/shared/payment';
import { useRef, useState } from 'react';
import { useNavigate } from '@store/shared/router';
import { paymentApi, type CheckoutPayment } from '../api/paymentApi';
import { piecesOf } from '../lib/bagPieces';
import type { SoldOutPiece } from '../lib/lineStock';
import type { PlacedOrderState } from '../lib/placedOrder';
import { useT, type CheckoutT } from '../i18n';

export interface PaymentRequest {
  items: readonly CartItem[];
  address: Address;
  partial: boolean;
  couponCode: string | null;
  /** Rupees due now, as the page shows them; the server checks it against its own sum. */
  amount: number;
  total: number;
  /** The WhatsApp box, ticked: updates to the delivery phone by WhatsApp. */
  whatsappUpdates: boolean;
  /** Her store credit pays first; `amount` is what is left for the card or UPI (0: credit pays it all). */
  useStoreCredit?: boolean;
  /** A gift card's code: it pays what it holds first (before store credit). */
  giftCardCode?: string;
  /** What the gift card and credit pay, as the page split them: the success page shows the split. */
  balances?: { giftCard: number; credit: number };
}

/** A hold this close to its end is not paid against again: paying takes longer than that. */
const HOLD_REUSE_MARGIN_MS = 60_000;

/** The body of the API's refusal (`{ status, data }`); undefined when no answer came. */
const refusalBody = (error: unknown): unknown =>
  refusalStatus(error) === null ? undefined : (error as { data?: unknown }).data;

/** A refusal's words in the page's language (the server's English for a code this build does not know). */
type SayError = (error: unknown) => string | null;

/** 'Payment initiation failed: {server message or raw data}' or, without a response, without it (product §8). */
function initiationFailure(error: unknown, t: CheckoutT, sayError: SayError): string {
  if (refusalStatus(error) !== null) {
    const data = refusalBody(error);
    const reason = sayError(error) ?? (typeof data === 'string' ? data : JSON.stringify(data));
    return t('checkout.payment.failedWith', { reason });
  }
  return t('checkout.payment.failed');
}

/** The payment start's 409 for pieces that just sold out: its sentence and the pieces, or null. */
function soldOutAnswer(error: unknown, sayError: SayError): { message: string; pieces: SoldOutPiece[] } | null {
  if (refusalStatus(error) !== 409) return null;
  const data = refusalBody(error) as { message?: unknown; soldOut?: unknown } | undefined;
  if (!Array.isArray(data?.soldOut) || typeof data.message !== 'string') return null;
  return { message: sayError(error) ?? data.message, pieces: data.soldOut as SoldOutPiece[] };
}

/**
 * A 400 about the bag's lines ('Only 2 of Noor Gown in size M are left'): its words, said beside
 * the pay button where the shopper changes the quantity, or null.
 */
function bagRefusal(error: unknown, sayError: SayError): string | null {
  if (refusalStatus(error) !== 400 || !serverField(error)?.startsWith('items')) return null;
  return sayError(error);
}

/** A refusal naming a piece names it as the bag does (its Hindi name on a Hindi page). */
const named = (items: readonly CartItem[], locale: Locale): RefusalOptions => ({
  nameOf: (productId) => {
    const item = items.find((line) => line.productId === productId);
    return item && productText({ ...item, description: '' }, locale).name;
  },
});

/** Whole minutes until the hold ends, or null when the answer gave no time (or it has passed). */
function minutesLeft(opened: CheckoutPayment): number | null {
  const minutes = Math.round((Date.parse(opened.holdExpiresAt) - Date.now()) / 60_000);
  return minutes > 0 ? minutes : null;
}

/**
 * The payment flow of product §4: create the payment order (which holds the stock), open the
 * widget (Razorpay's, or the sandbox's with the same handler), then save the order, clear the
 * cart and go to /ordersuccess. Closing the widget unpaid gives the held pieces back.
 * `problem` is what the page says beside the pay button (a piece just sold out, a payment the
 * API could not apply); `soldOut` the pieces the payment start found gone; `holdMinutes` how
 * long the pieces are held while the widget is open.
 */
export function usePayment() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useT();
  const locale = useLocale();
  const { sayError: sayRefusal } = useRefusalText();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [soldOut, setSoldOut] = useState<SoldOutPiece[]>([]);
  const [holdMinutes, setHoldMinutes] = useState<number | null>(null);
  const { pay: payInWidget, widget } = usePaymentWidget();
  const [createPaymentOrder] = paymentApi.useCreatePaymentOrderMutation();
  const [releasePayment] = paymentApi.useReleasePaymentMutation();
  const [placePaidOrder] = usePlacePaidOrderMutation();
  const [placeCashOrder] = paymentApi.usePlaceCashOrderMutation();
  // A payment order closed unpaid whose release the API did not take: its hold is still ours,
  // so the same bag pays against it again rather than be refused its own pieces.
  const unreleased = useRef<{ opened: CheckoutPayment; input: string } | null>(null);

  /** Best effort: the hold runs out by itself anyway. Resolves whether the API took the release. */
  const released = (opened: CheckoutPayment) =>
    releasePayment(opened.order.id)
      .unwrap()
      .then(
        () => true,
        () => false,
      );

  const openPayment = async (input: CreatePaymentOrderInput): Promise<CheckoutPayment> => {
    const kept = unreleased.current;
    unreleased.current = null;
    if (kept) {
      const holdLeft = Date.parse(kept.opened.holdExpiresAt) - Date.now();
      if (kept.input === JSON.stringify(input) && holdLeft > HOLD_REUSE_MARGIN_MS) return kept.opened;
      await released(kept.opened);
    }
    return createPaymentOrder(input).unwrap();
  };

  /** The order is placed: the bag is emptied and the success page names it. */
  const arrived = (request: PaymentRequest, { order, guestToken }: PlacedOrder, message: string) => {
    // A guest's browser keeps the order's own token; a signed-in customer's account has it.
    if (guestToken) saveGuestOrder(order.phone, guestToken);
    dispatch(cartCleared());
    // What she spent of her store credit: its balance reads again where it shows.
    if (request.useStoreCredit) dispatch(storeApi.util.invalidateTags([{ type: 'Account', id: 'storeCredit' }]));
    notify.success(message);
    // The success page names the order by its number (state kept only for this visit).
    navigate('/ordersuccess', {
      state: {
        order,
        emailed: Boolean(request.address.email),
        whatsapp: request.whatsappUpdates,
        ...(request.balances ? { balances: request.balances } : {}),
      } satisfies PlacedOrderState,
    });
  };

  const finish = async (request: PaymentRequest, payment: PaymentSuccess) => {
    try {
      arrived(request, await placePaidOrder(payment).unwrap(), t('checkout.payment.placed'));
    } catch (error) {
      // A 409 is a payment the API recorded but could not apply (captured after its hold ran
      // out, at a price that has changed since): its words on the page, and the bag stays.
      const unapplied = refusalStatus(error) === 409 ? sayRefusal(error, [], named(request.items, locale)) : null;
      if (unapplied) {
        setProblem(unapplied);
        return;
      }
      console.error('checkout: order save failed', error);
      notify.error(t('checkout.payment.saveFailed'));
    }
  };

  /** Opens the widget on a payment order and, once paid, places the order; closed unpaid, its hold goes back. */
  const payOpened = async (request: PaymentRequest, opened: CheckoutPayment, input: string) => {
    const { name, phone: contact, email } = request.address;
    let payment: PaymentSuccess | null = null;
    setHoldMinutes(minutesLeft(opened));
    try {
      payment = await payInWidget(opened, { name, contact, email });
    } finally {
      setHoldMinutes(null);
      if (!payment && !(await released(opened))) unreleased.current = { opened, input };
    }
    if (payment) await finish(request, payment);
  };

  /** Runs one attempt: busy meanwhile, a sold-out piece marked in the bag, any other failure told. */
  const attempt = async (items: readonly CartItem[], run: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    const sayError: SayError = (error) => sayRefusal(error, [], named(items, locale));
    try {
      await run();
    } catch (error) {
      const gone = soldOutAnswer(error, sayError);
      const bagRefused = bagRefusal(error, sayError);
      if (gone) {
        setSoldOut((marked) => [...marked, ...gone.pieces]);
        setProblem(gone.message);
      } else if (bagRefused) setProblem(bagRefused);
      else notify.error(initiationFailure(error, t, sayError));
    } finally {
      setBusy(false);
    }
  };

  const linesOf = (request: PaymentRequest) => piecesOf(request.items);

  const pay = (request: PaymentRequest) =>
    attempt(request.items, async () => {
      const input: CreatePaymentOrderInput = {
        amount: request.amount,
        items: linesOf(request),
        shippingAddress: request.address,
        partialPayment: request.partial,
        couponCode: request.couponCode ?? undefined,
        whatsappUpdates: request.whatsappUpdates,
        // The order keeps the shop's language: its texts, e-mails and WhatsApp messages are in it.
        locale,
        useStoreCredit: Boolean(request.useStoreCredit),
        giftCardCode: request.giftCardCode,
      };
      const opened = await openPayment(input);
      // Store credit paid it all: the order is placed already, with nothing to pay in the widget.
      if (opened.placed) arrived(request, opened.placed, t('checkout.payment.placed'));
      else await payOpened(request, opened, JSON.stringify(input));
    });

  /**
   * Cash on delivery: the order is placed at once (confirmed then when its phone was proven here,
   * else the shopper confirms it from a text), or a
   * made-to-measure bag's advance is paid in the widget first. The API checks every rule again;
   * a refusal is said beside the button.
   */
  const payCash = (request: PaymentRequest, phoneProof: string | null) =>
    attempt(request.items, async () => {
      let answer;
      try {
        answer = await placeCashOrder({
          amount: request.total,
          items: linesOf(request),
          shippingAddress: request.address,
          couponCode: request.couponCode ?? undefined,
          phoneProof: phoneProof ?? undefined,
          whatsappUpdates: request.whatsappUpdates,
          locale,
          // Paid first; the courier collects the rest.
          useStoreCredit: request.useStoreCredit,
          giftCardCode: request.giftCardCode,
        }).unwrap();
      } catch (error) {
        const refused = refusalStatus(error) === 400 ? sayRefusal(error, [], named(request.items, locale)) : null;
        if (!refused) throw error;
        setProblem(refused);
        return;
      }
      // A phone proven at checkout (its code, or the account's own) confirms the order as it is placed.
      if (answer.placed)
        arrived(
          request,
          answer.placed,
          t(
            answer.placed.order.cash?.state === 'confirmed'
              ? 'checkout.payment.cashPlacedConfirmed'
              : request.whatsappUpdates
                ? 'checkout.payment.cashPlacedWhatsapp'
                : 'checkout.payment.cashPlacedText',
          ),
        );
      else if (answer.payment) await payOpened(request, answer.payment as CheckoutPayment, '');
    });

  return { pay, payCash, busy, widget, problem, soldOut, holdMinutes };
}
