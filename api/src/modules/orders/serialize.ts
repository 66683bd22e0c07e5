import { trackingUrl } from '@store/shared/catalog';
import { paiseToRupees } from '@store/shared/format';
import type { CashState, OrderJson } from '@store/shared/schemas';
import { methodOf } from '../payments/methods';
import type { PlacedOrder } from './ordersRepository';

/** The order as the product's screens read it: `_id`, rupees, shippingAddress {street, city, state, zip}. */
export function toOrderJson(row: PlacedOrder): OrderJson {
  const address = row.shippingAddress;
  return {
    _id: row.id,
    orderNumber: row.number,
    customer: { name: row.customerName },
    phone: row.phone,
    totalAmount: paiseToRupees(row.totalPaise),
    paidAmount: paiseToRupees(row.paidPaise),
    amountDue: paiseToRupees(row.totalPaise - row.paidPaise),
    discount: paiseToRupees(row.discountPaise),
    // Of the discount, what paying online took off (COD_PREPAID_DISCOUNT); absent when nothing.
    ...(row.prepaidDiscountPaise ? { prepaidDiscount: paiseToRupees(row.prepaidDiscountPaise) } : {}),
    couponCode: row.couponCode,
    status: row.status as OrderJson['status'],
    completed: row.completed,
    fulfilment: row.fulfilment as OrderJson['fulfilment'],
    expectedDispatch: row.dispatchBy,
    shipment:
      row.courier && row.trackingNumber
        ? {
            courier: row.courier,
            trackingNumber: row.trackingNumber,
            trackingUrl: trackingUrl(row.courier, row.trackingNumber),
          }
        : null,
    deleted: row.deleted,
    guest: row.guest,
    createdAt: row.createdAt.toISOString(),
    shippingAddress: {
      name: address.name,
      street: address.street,
      city: address.city,
      state: address.state,
      zip: address.zip,
      country: address.country,
    },
    items: row.lines.map((line) => ({
      _id: line.id,
      productId: line.productId,
      name: line.name,
      nameHi: line.nameHi ?? null,
      size: line.size,
      price: paiseToRupees(line.unitPricePaise),
      image: line.image,
      stage: line.custom ? (line.stage ?? 'received') : null,
      stockShort: line.stockShort,
      restock: line.restockedAt ? ('done' as const) : line.restockDue ? ('due' as const) : null,
    })),
    stockShort: row.stockShort,
    ...(row.balancesPaid
      ? {
          balances: {
            credit: paiseToRupees(row.balancesPaid.creditPaise),
            giftCard: paiseToRupees(row.balancesPaid.giftCardPaise),
          },
        }
      : {}),
    ...(row.creditNotes ? { creditNotes: row.creditNotes } : {}),
    paymentMethod: methodOf(row).stored,
    cash: methodOf(row).collectsOnDelivery
      ? {
          fee: paiseToRupees(row.cashFeePaise),
          state: (row.cashState ?? 'awaiting-confirmation') as CashState,
          confirmBy: row.cashConfirmBy?.toISOString() ?? null,
          confirmedHow: row.cashConfirmedHow,
        }
      : null,
  };
}
