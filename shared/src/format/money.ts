const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Whole rupees without decimals, any paise as two: '1,25,000', '9,297.30' (never '9,297.3'). */
function groupRupees(amount: number): string {
  const paise = Math.round(amount * 100);
  return paise % 100 === 0 ? wholeRupees.format(paise / 100) : rupeesAndPaise.format(paise / 100);
}

/** The sign before the currency, as a minus (U+2212): '−₹300', never '₹-300'. */
const signed = (currency: string, amount: number) =>
  `${Math.round(amount * 100) < 0 ? '−' : ''}${currency}${groupRupees(Math.abs(amount))}`;

/** 125000 -> '₹1,25,000' (Indian digit grouping, as listings show it). */
export function formatRupees(amount: number): string {
  return signed('₹', amount);
}

/** 125000 -> 'Rs.1,25,000', 9297.3 -> 'Rs.9,297.30' (the product and checkout pages' form). */
export function formatRs(amount: number): string {
  return signed('Rs.', amount);
}

/** 20% now, rounded to a whole rupee (product §9): the checkout's label and the server's charge. */
export function partialPayment(totalRupees: number): number {
  return Math.round(totalRupees * 0.2);
}

/** 125000 paise -> 'Rs.1,250': the API's messages and e-mails, which count in paise. */
export function formatPaise(paise: number): string {
  return formatRs(paise / 100);
}

/** Money is stored in paise; shoppers see rupees. */
export const paiseToRupees = (paise: number): number => paise / 100;
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);

/** `percent`% of an amount, unrounded (a coupon's discount before it is rounded to rupees). */
export const percentOf = (amount: number, percent: number): number => (amount * percent) / 100;

/**
 * The discount an MRP above the price makes, in whole percent, rounded down so it never says
 * more than the shopper saves (2,499 on 3,299: 24). Null when there is no MRP, or no discount
 * worth a whole percent.
 */
export function discountPercent(price: number, mrp: number | null | undefined): number | null {
  if (mrp == null || mrp <= price || mrp <= 0) return null;
  const percent = Math.floor(((mrp - price) * 100) / mrp + 1e-9);
  return percent >= 1 ? percent : null;
}
