import type { z } from 'zod';
import type { cashOrderSchema } from '@store/shared/schemas';
import type { OrderRow } from '../../../db/schema';
import { MONEY_METHODS } from '../../payments/methods';
import type { CashConfirmation } from '../cash/cashConfirmation';
import { placeCashOrder, quoteCash, type CashDeps, type PlacedCash } from '../cash/placeCashOrder';
import type { CashTerms } from '../cash/cashRules';
import type { PaymentMethod } from './paymentMethod';

export interface CashMethodDeps extends CashDeps {
  confirmation: CashConfirmation;
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
  start: (deps, input, shopper, within) =>
    placeCashOrder(deps, input, shopper.customer, shopper.client, shopper.now, within),
  confirm: (deps, { how, ...confirmation }, shopper) =>
    deps.confirmation.confirm(deps.db, confirmation, shopper.now, shopper.client, how),
};
