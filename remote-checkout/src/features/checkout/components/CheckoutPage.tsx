import type { Address, Product } from '@store/shared/api';
import { formatRs, partialPayment } from '@store/shared/format';
import {
  cartCleared,
  selectCartItems,
  selectCurrentUser,
  useAppDispatch,
  useAppSelector,
  useStoreCreditQuery,
} from '@store/shared/store';
import {
  Button,
  buttonLook,
  type ButtonVariant,
  focusRing,
  notify,
  PageContainer,
  PageTitle,
  theme,
  BottomBar,
  useConfirm,
  useDocumentMeta,
  useMediaQuery,
} from '@store/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocale } from '@store/shared/i18n';
import { Link } from '@store/shared/router';
import styled, { createGlobalStyle } from 'styled-components';
import { cartSubtotal } from '../../../lib/cartTotals';
import { CartLines } from '../../../components/CartLines';
import { lineDetails, useCartProducts } from '../../../hooks/useCartProducts';
import { cannotBuy, lineStock } from '../../../lib/lineStock';
import { usePayment } from '../../../hooks/usePayment';
import type { AppliedCoupon } from '../api/checkoutApi';
import { useBuyNowItem } from '../hooks/useBuyNowItem';
import { useCheckoutMode } from '../hooks/useCheckoutMode';
import { CartTotals } from './CartTotals';
import { CouponBox } from './CouponBox';
import { payNotes, PayNotes } from './PayNotes';
import { RelatedProducts } from './RelatedProducts';
import { ShippingAddressPanel } from './ShippingAddressPanel';
import { PaymentMethodChoice, type PaymentMethod } from './PaymentMethodChoice';
import { useCashQuote } from '../hooks/useCashQuote';
import { WhatsAppOptIn } from './WhatsAppOptIn';
import { StoreCreditChoice } from './StoreCreditChoice';
import { GiftCardField, type AppliedGiftCard } from '../../../components/giftCard/GiftCardField';
import { balanceSplit } from '../balanceSplit';
import { BagReminderOptIn } from './BagReminderOptIn';
import { useT } from '../../../i18n';

/*
 * Phones: bag, address, totals, then related products, which load last and so sit below the
 * pay button instead of pushing it down. Desktop: totals beside the rest.
 */
const Layout = styled.div`
  display: grid;
  gap: 0 32px;
  align-items: start;
  grid-template-areas: 'main' 'totals' 'related';
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 3fr) minmax(320px, 2fr);
    grid-template-areas: 'main totals' 'related totals';
  }
`;

const Area = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
`;

const Panel = styled.section`
  margin-bottom: 24px;
  padding: 20px;
  border: 1px solid ${theme.color.line};
  border-radius: 8px;
  h2 {
    margin-top: 0;
    font: 600 20px/1.3 ${theme.font.display};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin: 16px 0;
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 12px 0;
`;

const PayButton = styled(Button)`
  width: 100%;
`;

/** The pay bar's height (px), taller when notes sit above its total and button. */
const barHeight = (notes: boolean) => (notes ? 168 : 88);

/** Room under the page for the sticky bar, so it never covers the last thing on it. */
const BarRoom = styled.div<{ $notes: boolean }>`
  height: ${({ $notes }) => barHeight($notes)}px;
`;

/** The phone's pay bar: its notes above the total and the button. */
const BarStack = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

const BarRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
`;

/** A field or button the browser scrolls to (focus, Tab, the form's error links) stops above the bar. */
const ScrollAboveBar = createGlobalStyle<{ $notes: boolean }>`
  html {
    scroll-padding-bottom: ${({ $notes }) => barHeight($notes) + 8}px;
  }
`;

/** The bag: a summary line that opens on phones (closed at first there), open on wide screens. */
const CartSummary = styled.details`
  summary {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${theme.space.md};
    cursor: pointer;
    list-style: none;
    &::-webkit-details-marker {
      display: none;
    }
    h2 {
      margin: 0;
    }
    span {
      color: ${theme.color.muted};
      font-size: ${theme.size.sm};
    }
    span::after {
      content: ' ▾';
    }
  }
  &[open] summary {
    margin-bottom: ${theme.space.md};
    span::after {
      content: ' ▴';
    }
  }
`;

const ShopLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonLook}
`;

/**
 * Clear Cart: a small underlined text action at the row's end, well below RETURN TO SHOP and the
 * pay button, and it asks first (emptying the bag cannot be undone).
 */
const ClearAction = styled.button`
  margin-left: auto;
  padding: ${theme.space.xs} 0;
  border: 0;
  background: none;
  color: ${theme.color.muted};
  font: inherit;
  font-size: ${theme.size.sm};
  text-decoration: underline;
  cursor: pointer;
  &:hover {
    color: ${theme.color.ink};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

/** /checkout (product §2, 4): lines, address, related products, coupon, totals and payment. */
export function CheckoutPage() {
  useBuyNowItem();
  const t = useT();
  // The server titles the page the same (shell/server/pages.ts): a client-side visit sets it here.
  useDocumentMeta(t('checkout.title'));
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectCartItems);
  const products = useCartProducts(items, '/products');
  const mode = useCheckoutMode();
  const [address, setAddress] = useState<Address | null>(null);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [partial, setPartial] = useState(false);
  const [chosenMethod, setMethod] = useState<PaymentMethod>('prepaid');
  const [phoneProof, setPhoneProof] = useState<string | null>(null);
  const [whatsappUpdates, setWhatsappUpdates] = useState(false);
  const [creditChosen, setCreditChosen] = useState(false);
  const [giftCard, setGiftCard] = useState<AppliedGiftCard | null>(null);
  const user = useAppSelector(selectCurrentUser);
  const storeCredit = useStoreCreditQuery(undefined, { skip: !user }).data;
  // Store credit and a gift card pay first with either method (the API splits them the same way).
  const creditAvailable = user ? (storeCredit?.balance ?? 0) : 0;
  const useStoreCredit = creditChosen && creditAvailable > 0;
  const balances = { useStoreCredit, giftCardCode: giftCard?.code ?? null };
  const cashQuote = useCashQuote(items, address, coupon?.code ?? null, phoneProof, balances);
  const subtotal = cartSubtotal(
    items.map((item) => ({ price: lineDetails(item, products, locale).price, quantity: item.quantity })),
  );
  const pieces = items.reduce((sum, item) => sum + item.quantity, 0);
  const discount = coupon?.discount ?? 0;
  // Balances, in the API's order (checkout/balances.ts): a gift card, then store credit.
  const held = [giftCard?.balance ?? 0, useStoreCredit ? creditAvailable : 0];
  // Paying online takes off what the API's quote says for this bag (COD_PREPAID_DISCOUNT), as its pricing will.
  const prepaidTotal = subtotal - discount - (cashQuote?.prepaidDiscount ?? 0);
  // Balances that pay the whole bag leave nothing for the courier: no cash order, as the API places it.
  const covered = held.some((amount) => amount > 0) && balanceSplit(prepaidTotal, held).rest === 0;
  // Cash stays chosen only while the quote offers it (a new address may not take cash).
  const method: PaymentMethod = chosenMethod === 'cash' && cashQuote?.offered && !covered ? 'cash' : 'prepaid';
  const cash = method === 'cash' ? cashQuote : null;
  const payment = usePayment();
  const { confirm, dialog } = useConfirm();
  const clearCart = async () => {
    const answer = await confirm({
      title: t('checkout.clear.title'),
      message: t('checkout.clear.message', { count: pieces }),
      confirmLabel: t('checkout.cart.clear'),
    });
    if (answer.confirmed) dispatch(cartCleared());
  };
  const wide = useMediaQuery(`(min-width: ${theme.breakpoint.lg})`, true);
  const [bagOpen, setBagOpen] = useState(wide);

  const prepaidDiscount = cash ? 0 : (cashQuote?.prepaidDiscount ?? 0);
  const total = subtotal - discount - prepaidDiscount + (cash?.fee ?? 0);
  const split = balanceSplit(total, held);
  const [giftCardPays = 0, creditPays = 0] = split.parts;
  const dueNow = cash ? cash.payNow : partial && split.rest > 0 ? partialPayment(split.rest) : split.rest;
  const loaded = [...products.values()].filter((p): p is Product => Boolean(p));
  // A line out of stock, or found sold out when payment started, stops the bag being paid for.
  const blocked = items.some((item) => cannotBuy(lineStock(item, products.get(item.productId), payment.soldOut)));
  // On a phone the bag starts folded: open it, so the lines that stop payment are in sight.
  useEffect(() => {
    if (blocked) setBagOpen(true);
  }, [blocked]);
  // There the bag is also far above the pay bar: a piece found sold out as payment started is
  // brought into view, its Remove beside it (once the bag has opened, a frame later).
  const bagPanel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (wide || payment.soldOut.length === 0) return;
    const frame = requestAnimationFrame(() =>
      bagPanel.current?.querySelector('[data-unavailable]')?.scrollIntoView({ block: 'center' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [payment.soldOut, wide]);
  const noteList = payNotes({ problem: payment.problem, blocked, holdMinutes: payment.holdMinutes }, t);
  const hasNotes = noteList.length > 0;
  const notes = <PayNotes id="pay-notes" notes={noteList} />;

  const payWith = (shipTo: Address) => {
    const request = {
      items,
      address: shipTo,
      partial,
      couponCode: coupon?.code ?? null,
      amount: dueNow,
      total,
      whatsappUpdates,
      useStoreCredit,
      giftCardCode: giftCard?.code,
      balances: { giftCard: giftCardPays, credit: creditPays },
    };
    void (method === 'cash' ? payment.payCash(request, phoneProof) : payment.pay(request));
  };
  const payLabel = cash
    ? cash.payNow > 0
      ? t('checkout.pay.cashWithAdvance', { amount: formatRs(cash.payNow) })
      : split.rest < total
        ? t('checkout.pay.cashRest', { amount: formatRs(cash.payOnDelivery) })
        : t('checkout.pay.cash')
    : giftCard && dueNow === 0
      ? t('checkout.pay.byBalance')
      : useStoreCredit && dueNow === 0
        ? t('checkout.pay.byCredit')
        : partial
          ? t('checkout.pay.partial', { amount: formatRs(dueNow) })
          : t('checkout.pay.full');

  // An open address form is what the shopper means to pay with (on a phone its Save button sits
  // under the pay bar, and a filled form looks done): the pay button saves it, then pays with it.
  const addressForm = useRef<HTMLFormElement>(null);
  const payOnSave = useRef(false);
  const askForAddress = () =>
    notify.error(t(mode.kind === 'saved' ? 'checkout.address.select' : 'checkout.address.provide'));
  const saveSettled = (saved: Address | null) => {
    if (!payOnSave.current) return;
    payOnSave.current = false;
    if (saved) payWith(saved);
    else askForAddress();
  };

  // While a payment is under way the button says so (aria-disabled) but keeps its focus: a
  // disabled button would drop it, and the payment dialog would then give it back to nothing.
  const pay = () => {
    if (payment.busy || blocked) return;
    if (addressForm.current) {
      payOnSave.current = true;
      addressForm.current.requestSubmit();
    } else if (address) payWith(address);
    else askForAddress();
  };

  return (
    <PageContainer>
      <PageTitle>{t('checkout.title')}</PageTitle>
      <Layout>
        <Area $area="main">
          <Panel aria-labelledby="cart-heading" ref={bagPanel}>
            <CartSummary open={bagOpen} onToggle={(event) => setBagOpen(event.currentTarget.open)}>
              <summary>
                <h2 id="cart-heading">{t('checkout.cart.heading')}</h2>
                <span>
                  {t('checkout.cart.count', { count: pieces })} · {formatRs(total)}
                </span>
              </summary>
              {items.length === 0 ? (
                <p>{t('checkout.cart.empty')}</p>
              ) : (
                <CartLines items={items} products={products} currency="rs" showSubtotal soldOut={payment.soldOut} />
              )}
            </CartSummary>
            <Actions>
              <ShopLink to="/" $variant="secondary">
                {t('checkout.cart.returnToShop')}
              </ShopLink>
              {items.length ? (
                <ClearAction type="button" onClick={() => void clearCart()}>
                  {t('checkout.cart.clear')}
                </ClearAction>
              ) : null}
            </Actions>
          </Panel>
          <Panel aria-labelledby="address-heading">
            <h2 id="address-heading">{t('checkout.address.heading')}</h2>
            <ShippingAddressPanel
              mode={mode}
              onChange={setAddress}
              formRef={addressForm}
              onSaved={saveSettled}
              onNotSaved={() => saveSettled(null)}
            />
          </Panel>
        </Area>
        <Area $area="related">
          <RelatedProducts cartProducts={loaded} />
        </Area>
        <Area $area="totals">
          <Panel aria-labelledby="totals-heading">
            <h2 id="totals-heading">{t('checkout.totals.heading')}</h2>
            <CouponBox subtotal={subtotal} applied={coupon} onChange={setCoupon} />
            <CartTotals
              subtotal={subtotal}
              discount={discount}
              pieces={items.flatMap((item) => {
                const product = products.get(item.productId);
                return product ? [product] : [];
              })}
              deliveryState={address?.state ?? null}
              cashFee={cash?.fee ?? 0}
              prepaidDiscount={prepaidDiscount}
              giftCard={cash ? giftCardPays : 0}
              storeCredit={cash ? creditPays : 0}
              onDelivery={cash && split.rest < total ? cash.payOnDelivery : null}
            />
            <PaymentMethodChoice
              method={method}
              onMethod={setMethod}
              quote={cashQuote}
              phone={address?.phone ?? null}
              onProof={(proof) => {
                setPhoneProof(proof);
                setMethod('cash');
              }}
            />
            <StoreCreditChoice
              available={creditAvailable}
              checked={useStoreCredit}
              onChange={setCreditChosen}
              credit={creditPays}
              rest={split.rest}
              restInCash={Boolean(cash)}
            />
            <GiftCardField due={total} applied={giftCard} onChange={setGiftCard} />
            {method === 'prepaid' ? (
              <Check>
                <input
                  type="checkbox"
                  checked={partial}
                  disabled={items.length === 0}
                  onChange={(event) => setPartial(event.target.checked)}
                />
                {t('checkout.pay.partialChoice')}
              </Check>
            ) : null}
            {address ? (
              <>
                <WhatsAppOptIn phone={address.phone} checked={whatsappUpdates} onChange={setWhatsappUpdates} />
                <BagReminderOptIn address={address} />
              </>
            ) : null}
            {wide ? notes : null}
            {wide ? (
              <PayButton
                type="button"
                disabled={items.length === 0 || blocked}
                aria-disabled={payment.busy || undefined}
                aria-describedby={hasNotes ? 'pay-notes' : undefined}
                onClick={pay}
              >
                {payLabel}
              </PayButton>
            ) : null}
          </Panel>
        </Area>
      </Layout>
      {items.length && !wide ? (
        <>
          <BarRoom $notes={hasNotes} />
          <ScrollAboveBar $notes={hasNotes} />
          <BottomBar label={t('checkout.pay.bar')}>
            <BarStack>
              {notes}
              <BarRow>
                <p>
                  {t(cash ? 'checkout.pay.inCash' : partial ? 'checkout.pay.dueNow' : 'checkout.totals.total')}
                  <strong>{formatRs(cash ? cash.payOnDelivery : dueNow)}</strong>
                </p>
                <Button
                  type="button"
                  disabled={blocked}
                  aria-disabled={payment.busy || undefined}
                  aria-describedby={hasNotes ? 'pay-notes' : undefined}
                  onClick={pay}
                >
                  {payLabel}
                </Button>
              </BarRow>
            </BarStack>
          </BottomBar>
        </>
      ) : null}
      {payment.widget}
      {dialog}
    </PageContainer>
  );
}
