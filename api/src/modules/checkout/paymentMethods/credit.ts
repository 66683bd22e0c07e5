import { refusalOf } from '@store/shared/schemas';
import { HttpError } from '../../../http/errors';
import { balanceOf, spendOfCheckout } from '../../storeCredit/ledger';
import { releaseCredit, spendCredit } from '../../storeCredit/spending';
import type { BalanceMethod } from './balanceMethod';

/**
 * Store credit as a way to pay (modules/storeCredit keeps the ledger): a signed-in shopper who
 * ticks "Use store credit" (`useStoreCredit: true` in the checkout's body) pays as much of the bag
 * as her credit covers; the rest goes to the main method. Its payment row's reference is her id.
 */
export const creditMethod: BalanceMethod<true> = {
  id: 'credit',
  read: (body) => ((body as { useStoreCredit?: unknown } | null)?.useStoreCredit === true ? true : undefined),

  async cover(db, _input, shopper, duePaise) {
    if (!shopper.customer)
      return {
        refused: refusalOf('field.invalid', { field: 'useStoreCredit' }),
        message: 'useStoreCredit: sign in to pay with your store credit',
      };
    const { availablePaise } = await balanceOf(db, shopper.customer.id, shopper.now);
    return { amountPaise: Math.min(availablePaise, duePaise), reference: shopper.customer.id };
  },

  async take(tx, _input, shopper, duePaise, checkoutId) {
    if (!shopper.customer) throw new HttpError(401, 'useStoreCredit: sign in to pay with your store credit');
    const customerId = shopper.customer.id;
    const amountPaise = await spendCredit(tx, { customerId, checkoutId, wantPaise: duePaise, now: shopper.now });
    return { amountPaise, reference: customerId };
  },

  release: async (tx, checkoutId) => void (await releaseCredit(tx, checkoutId)),

  held: async (tx, checkoutId) => -((await spendOfCheckout(tx, checkoutId))?.amountPaise ?? 0),
};
