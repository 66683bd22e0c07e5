/**
 * GST on a tax-inclusive price, as Indian invoices state it. Prices in this store include GST;
 * the invoice shows each line's taxable value and its tax, split CGST + SGST (half each) when
 * the goods are delivered in the seller's own state, IGST otherwise. All money is in paise.
 */

/** A rate slab: up to `upToRupees` of taxable value per piece (null: any value above), `rate` in %. */
export interface GstSlab {
  upToRupees: number | null;
  rate: number;
}

/**
 * The current schedule (from 22 September 2025): apparel and footwear at 5% up to Rs.2,500 of
 * value per piece and 18% above; other accessories (watches, bags, jewellery, sunglasses) at 18%.
 */
export const DEFAULT_GST_SLABS: Record<'apparel' | 'accessories', GstSlab[]> = {
  apparel: [
    { upToRupees: 2500, rate: 5 },
    { upToRupees: null, rate: 18 },
  ],
  accessories: [{ upToRupees: null, rate: 18 }],
};

export interface TaxableLine {
  /** The price the shopper paid for this piece, GST included, before any coupon. */
  pricePaise: number;
  slabs: GstSlab[];
}

export interface TaxedLine {
  /** What this piece cost after its share of the coupon, GST included. */
  amountPaise: number;
  rate: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface GstSplit {
  lines: TaxedLine[];
  intraState: boolean;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** Equal to what was charged: every paisa of the discounted total is in a line. */
  totalPaise: number;
}

/**
 * The slab of a piece: the first whose limit its taxable value (at that slab's rate) stays within.
 * A price just above a limit at the low rate falls in the next slab.
 */
export function gstRate(amountPaise: number, slabs: GstSlab[]): number {
  for (const slab of slabs) {
    if (slab.upToRupees === null) return slab.rate;
    const taxable = (amountPaise * 100) / (100 + slab.rate);
    if (taxable <= slab.upToRupees * 100) return slab.rate;
  }
  return slabs[slabs.length - 1]?.rate ?? 0;
}

/** Shares of `total` in proportion to `weights`, whole paise, the rounding left on the largest. */
function spread(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  const left = total - shares.reduce((a, b) => a + b, 0);
  const largest = weights.indexOf(Math.max(...weights));
  shares[largest] = (shares[largest] ?? 0) + left;
  return shares;
}

/** Lower-case state names compared: 'Karnataka' and 'karnataka ' are one state. */
const sameState = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A tax-inclusive amount at one GST rate: its taxable value and tax, CGST + SGST (equal halves,
 * each rounded; the taxable value takes the odd paisa) or IGST. A credit note of part of a
 * line uses the line's rate.
 */
export function taxAtRate(amountPaise: number, rate: number, intraState: boolean): TaxedLine {
  const exactTax = amountPaise - (amountPaise * 100) / (100 + rate);
  const tax = Math.round(exactTax);
  const half = intraState ? Math.round(exactTax / 2) : 0;
  return {
    amountPaise,
    rate,
    taxablePaise: intraState ? amountPaise - 2 * half : amountPaise - tax,
    cgstPaise: half,
    sgstPaise: half,
    igstPaise: intraState ? 0 : tax,
  };
}

/**
 * Splits an order's tax-inclusive lines into taxable value and GST. A coupon's discount is
 * spread over the lines by price (it lowers each piece's value, and so may lower its slab).
 * Each line's taxable value and tax add up to its amount, so the lines add up to the total paid
 * to the paisa; CGST and SGST are equal halves (the odd paisa stays in the taxable value).
 */
export function splitGst(
  lines: TaxableLine[],
  discountPaise: number,
  deliveryState: string,
  sellerState: string,
): GstSplit {
  const discounts = spread(
    discountPaise,
    lines.map((line) => line.pricePaise),
  );
  const intraState = sameState(deliveryState, sellerState);
  const taxed = lines.map((line, index): TaxedLine => {
    const amountPaise = line.pricePaise - (discounts[index] ?? 0);
    return taxAtRate(amountPaise, gstRate(amountPaise, line.slabs), intraState);
  });
  const sum = (key: keyof TaxedLine) => taxed.reduce((total, line) => total + line[key], 0);
  return {
    lines: taxed,
    intraState,
    taxablePaise: sum('taxablePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
    totalPaise: sum('amountPaise'),
  };
}

/** A tax document's number as it goes in a file name or a URL: CN/2026-27/0001 as CN-2026-27-0001. */
export const numberForFile = (number: string) => number.replace(/\//g, '-');
