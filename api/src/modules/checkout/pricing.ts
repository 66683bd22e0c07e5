import type { z } from 'zod';
import {
  isMadeToMeasure,
  MAX_PIECES_PER_LINE,
  ONE_SIZE,
  stockKeyLabel,
  stockKeysOfSize,
  type Section,
  type Size,
} from '@store/shared/catalog';
import { describeSize, paiseToRupees, partialPayment, percentOf, rupeesToPaise } from '@store/shared/format';
import type { createPaymentOrderSchema } from '@store/shared/schemas';
import type { PrepaidDiscount } from '../../config';
import type { Database } from '../../db/client';
import type { PricedLine } from '../../db/schema';
import { refusalOf, type Refusal } from '@store/shared/schemas';
import { refused } from '../../http/errors';
import type { MediaStore } from '../../media/mediaStore';
import { couponDiscount } from '../coupons/applyCoupon';
import { stockOf } from '../stock/productStock';
import { productsOnSale, type PricedProduct } from './checkoutRepository';
import type { ProductSource } from './rememberedProducts';

type Input = z.output<typeof createPaymentOrderSchema>;

/** The stock keys a line takes, or 400 when the product does not come in that size. */
function stockKeysOfLine(product: PricedProduct, size: Size, field: string): string[] {
  const keys = stockKeysOfSize(product.category as Section, size);
  const refuse = (message: string, refusal: Refusal) => refused(message, refusal, { field });
  const named = { productId: product.id, product: product.name };
  if (isMadeToMeasure(size) && (!product.madeToMeasure || product.category === 'accessories'))
    throw refuse(`${product.name} is not made to measure`, refusalOf('product.notMadeToMeasure', named));
  if (!keys)
    throw size
      ? refuse(
          `${product.name} does not come in size ${describeSize(size)}`,
          refusalOf('product.sizeUnavailable', { ...named, size: describeSize(size) }),
        )
      : refuse(`Choose a size for ${product.name}`, refusalOf('product.sizeRequired', named));
  return keys;
}

/** One product in one size, whatever order a made-to-measure piece's measurements came in. */
function pieceKey(productId: string, size: unknown): string {
  const sorted =
    size && typeof size === 'object'
      ? Object.entries(size as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      : size;
  return `${productId} ${JSON.stringify(sorted)}`;
}

/**
 * A bag sends one line per piece (two of a size are that line twice). 400, naming the first line
 * too many, when one product in one size comes more than MAX_PIECES_PER_LINE times, or more times
 * than its size has pieces now ('Only 2 of Noor Gown in M are left'). A size with none left is the
 * hold's to refuse (409 'just sold out', which marks the line); the hold also settles a race.
 */
async function refuseTooMany(db: Database, lines: PricedLine[]): Promise<void> {
  const pieces = new Map<string, number>();
  const needs = new Map<string, { productId: string; stockKey: string; count: number; last: number }>();
  for (const [index, line] of lines.entries()) {
    const key = pieceKey(line.productId, line.size);
    const count = (pieces.get(key) ?? 0) + 1;
    pieces.set(key, count);
    if (count > MAX_PIECES_PER_LINE) {
      const size = line.stockKeys?.length ? describeSize(line.size) : '';
      throw refused(
        `At most ${MAX_PIECES_PER_LINE} of ${line.name}${size ? ` in size ${size}` : ''} can be ordered at once`,
        refusalOf('stock.tooMany', { productId: line.productId, product: line.name, size, max: MAX_PIECES_PER_LINE }),
        { field: `items.${index}` },
      );
    }
    for (const stockKey of line.stockKeys ?? []) {
      const need = needs.get(`${line.productId} ${stockKey}`) ?? {
        productId: line.productId,
        stockKey,
        count: 0,
        last: 0,
      };
      needs.set(`${line.productId} ${stockKey}`, { ...need, count: need.count + 1, last: index });
    }
  }
  // One piece of a size needs no look: the hold takes it or says it just sold out.
  const several = [...needs.values()].filter((need) => need.count > 1);
  if (several.length === 0) return;
  const stock = await stockOf(db, [...new Set(several.map((need) => need.productId))]);
  for (const need of several) {
    const left = stock.get(need.productId)?.[need.stockKey] ?? 0;
    if (left <= 0 || need.count <= left) continue;
    const name = lines[need.last]?.name ?? '';
    const size = need.stockKey === ONE_SIZE ? '' : stockKeyLabel(need.stockKey);
    throw refused(
      `Only ${left} of ${name}${size ? ` in ${size}` : ''} ${left === 1 ? 'is' : 'are'} left: choose ${left} or fewer`,
      refusalOf('stock.onlyLeft', { productId: need.productId, product: name, size, left }),
      { field: `items.${need.last}` },
    );
  }
}

/**
 * What paying by card or UPI takes off goods worth `goodsPaise` (after any coupon): the
 * percentage in whole rupees, or the fixed rupees; never the last rupee (a payment is at least
 * Rs.1). 0 when the store offers none (COD_PREPAID_DISCOUNT unset or 0).
 */
export function prepaidDiscountOf(rule: PrepaidDiscount | undefined, goodsPaise: number): number {
  if (!rule || goodsPaise <= 100) return 0;
  const off = rule.percent ? percentOf(paiseToRupees(goodsPaise), rule.percent) : paiseToRupees(rule.paise);
  // Whole rupees, rounded down: the page says "save Rs.149", never "Rs.149.95".
  return Math.max(0, Math.min(rupeesToPaise(Math.floor(off)), goodsPaise - 100));
}

/**
 * Prices the submitted lines from the database, never from the browser: each product must be
 * active, each line is one piece (at most MAX_PIECES_PER_LINE of a size, and no more than it has);
 * the coupon is checked; `prepaid` (a card or UPI checkout: COD_PREPAID_DISCOUNT) comes off after
 * it, counted inside `discountPaise` (so the invoice spreads it over the lines as a coupon's) and
 * named in `prepaidDiscountPaise`; the amount due now is the total or 20% of it. `products`: what
 * it priced with, for a hold that checks them (`source` other than the database's).
 */
export async function priceCheckout(
  db: Database,
  media: MediaStore,
  input: Input,
  customerId: string | null,
  prepaid?: PrepaidDiscount,
  source: ProductSource = productsOnSale,
) {
  const ids = [...new Set(input.items.map((item) => item.productId))];
  const rows = await source(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const lines: PricedLine[] = input.items.map((item, index) => {
    const product = byId.get(item.productId);
    if (!product)
      throw refused(
        `items: product ${item.productId} is no longer available`,
        refusalOf('product.unavailable', { productId: item.productId }),
      );
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
  await refuseTooMany(db, lines);
  const subtotalPaise = lines.reduce((sum, line) => sum + line.pricePaise, 0);
  const shopper = { customerId, phone: input.shippingAddress.phone, address: input.shippingAddress };
  const coupon = input.couponCode ? await couponDiscount(db, input.couponCode, subtotalPaise, shopper) : null;
  const prepaidDiscountPaise = prepaidDiscountOf(prepaid, subtotalPaise - (coupon?.discountPaise ?? 0));
  const discountPaise = (coupon?.discountPaise ?? 0) + prepaidDiscountPaise;
  const totalPaise = subtotalPaise - discountPaise;
  const amountPaise = input.partialPayment ? rupeesToPaise(partialPayment(paiseToRupees(totalPaise))) : totalPaise;
  if (amountPaise < 100)
    throw refused('amount: a card payment must be at least Rs.1', refusalOf('checkout.amountTooSmall', {}));
  return {
    products: rows,
    lines,
    subtotalPaise,
    discountPaise,
    prepaidDiscountPaise,
    totalPaise,
    amountPaise,
    couponCode: coupon?.code ?? null,
  };
}
