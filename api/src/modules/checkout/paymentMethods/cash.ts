import type { z } from 'zod';
import type { cashOrderSchema } from '@store/shared/schemas';
import type { OrderRow } from '../../../db/schema';
import { MONEY_METHODS } from '../../payments/methods';
import type { CashConfirmation } from '../cash/cashConfirmation';
import { placeCashOrder, quoteCash, type CashDeps, type PlacedCash } from '../cash/placeCashOrder';
import type { CashTerms } from '../cash/cashRules';
import { cardMethod } from './card';
import type { PaymentMethod, Shopper } from './paymentMethod';

export interface CashMethodDeps extends CashDeps {
  confirmation: CashConfirmation;
}

/**
 * The card checkout's input when the balances a cash checkout names pay its whole bag, priced as
 * the card checkout prices it (no cash fee; the prepaid saving); null when something is left to pay.
 */
async function asCovered(deps: CashMethodDeps, input: z.output<typeof cashOrderSchema>, shopper: Shopper) {
  if (!input.useStoreCredit && !input.giftCardCode) return null;
  const asCard = { ...input, amount: 0, partialPayment: false };
  const quote = await cardMethod.quote(deps, asCard, shopper);
  return quote.amountPaise === 0 ? asCard : null;
}

/**
 * Cash on delivery: a fee on top, a made-to-measure share paid now by card or UPI (the card
 * method's provider order), the rest to the courier. Offered by the rules of cash/cashRules.ts;
 * the order waits for the shopper's confirmation (link, code or WhatsApp button) unless her phone
 * was proven at checkout. Its money goes back by payout to her UPI id or bank account.
 */
export const cashMethod: PaymentMethod<{
  deps: CashMethodDeps;
  input: z.output<typeof cashOrderSchema>;
  quote: CashTerms;
  started: PlacedCash;
  confirmation: Parameters<CashConfirmation['confirm']>[1] & { how?: string };
  confirmed: OrderRow;
}> = {
  ...MONEY_METHODS.cash,
  quote: async (deps, input, shopper) => (await quoteCash(deps, input, shopper.customer)).terms,
  async eligibility(deps, input, shopper) {
    const { refusal } = await quoteCash(deps, input, shopper.customer);
    return refusal ? { ok: false, refused: refusal } : { ok: true };
  },
  async start(deps, input, shopper, within) {
    const covered = await asCovered(deps, input, shopper);
    if (!covered) return placeCashOrder(deps, input, shopper.customer, shopper.client, shopper.now, within);
    // Store credit or a gift card pays it all: nothing for the courier, no fee, placed as the card checkout places a covered bag.
    let answer: PlacedCash | null = null;
    await cardMethod.start(deps, covered, shopper, async (tx, opened) => {
      if (!opened.placed) return;
      answer = { kind: 'covered', placed: opened.placed };
      await within?.(tx, answer);
    });
    if (!answer) throw new Error('a covered cash checkout placed no order');
    return answer;
  },
  confirm: (deps, { how, ...confirmation }, shopper) =>
    deps.confirmation.confirm(deps.db, confirmation, shopper.now, shopper.client, how),
};
