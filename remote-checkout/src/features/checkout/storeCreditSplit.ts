/**
 * What her store credit pays of a bag's `total` (rupees) and what is left for the card or UPI,
 * as the API splits it (checkout/balances.ts): as much as she has, but never leaving less than
 * Rs.1 for a payment (a bag left owing Rs.0.50 is paid Rs.1 by card, the credit Rs.0.50 less).
 */
export function storeCreditSplit(total: number, available: number): { credit: number; rest: number } {
  let credit = Math.max(0, Math.min(available, total));
  const left = Math.round((total - credit) * 100) / 100;
  if (left > 0 && left < 1) credit = Math.max(0, Math.round((total - 1) * 100) / 100);
  return { credit, rest: Math.round((total - credit) * 100) / 100 };
}
