import { isMadeToMeasure, trackingUrl } from '@store/shared/catalog';
import { paiseToRupees } from '@store/shared/format';
import type { OrderJson } from '@store/shared/schemas';
import type { OrderRow } from '../../db/schema';

/** The order as the product's screens read it: `_id`, rupees, shippingAddress {street, city, state, zip}. */
export function toOrderJson(row: OrderRow): OrderJson {
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
    items: row.items.map((item, index) => ({
      _id: `${row.id}-${index}`,
      productId: item.productId,
      name: item.name,
      size: item.size,
      price: paiseToRupees(item.pricePaise),
      image: item.image,
      stage: isMadeToMeasure(item.size) ? (row.itemStages[index] ?? 'received') : null,
    })),
  };
}
