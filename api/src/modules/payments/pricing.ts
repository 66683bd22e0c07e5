import type { z } from 'zod';
import { isMadeToMeasure, stockKeysOfSize, type Section, type Size } from '@store/shared/catalog';
import { describeSize, paiseToRupees, partialPayment, rupeesToPaise } from '@store/shared/format';
import type { createPaymentOrderSchema } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import type { PricedLine, ProductRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { MediaStore } from '../../media/mediaStore';
import { couponDiscount } from '../coupons/applyCoupon';
import { productsOnSale } from './paymentsRepository';

type Input = z.output<typeof createPaymentOrderSchema>;

/** The stock keys a line takes, or 400 when the product does not come in that size. */
function stockKeysOfLine(product: ProductRow, size: Size, field: string): string[] {
  const keys = stockKeysOfSize(product.category as Section, size);
  const refuse = (message: string) => new HttpError(400, message, { field });
  if (isMadeToMeasure(size) && (!product.madeToMeasure || product.category === 'accessories'))
    throw refuse(`${product.name} is not made to measure`);
  if (!keys)
    throw refuse(
      size ? `${product.name} does not come in size ${describeSize(size)}` : `Choose a size for ${product.name}`,
    );
  return keys;
}

/**
 * Prices the submitted lines from the database, never from the browser: each product must be
 * active; the coupon is checked; the amount due now is the total or 20% of it.
 */
export async function priceCheckout(db: Database, media: MediaStore, input: Input, customerId: string | null) {
  const ids = [...new Set(input.items.map((item) => item.productId))];
  const rows = await productsOnSale(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const lines: PricedLine[] = input.items.map((item, index) => {
    const product = byId.get(item.productId);
    if (!product) throw new HttpError(400, `items: product ${item.productId} is no longer available`);
    const image = product.images[0];
    return {
      productId: product.id,
      name: product.name,
      size: item.size ?? null,
      pricePaise: product.pricePaise,
      image: image ? media.urlFor(image) : '',
      section: product.category,
      stockKeys: stockKeysOfLine(product, item.size ?? null, `items.${index}.size`),
    };
  });
  const subtotalPaise = lines.reduce((sum, line) => sum + line.pricePaise, 0);
  const shopper = { customerId, phone: input.shippingAddress.phone, address: input.shippingAddress };
  const coupon = input.couponCode ? await couponDiscount(db, input.couponCode, subtotalPaise, shopper) : null;
  const discountPaise = coupon?.discountPaise ?? 0;
  const totalPaise = subtotalPaise - discountPaise;
  const amountPaise = input.partialPayment ? rupeesToPaise(partialPayment(paiseToRupees(totalPaise))) : totalPaise;
  if (amountPaise < 100) throw new HttpError(400, 'amount: a card payment must be at least Rs.1');
  return { lines, subtotalPaise, discountPaise, totalPaise, amountPaise, couponCode: coupon?.code ?? null };
}
