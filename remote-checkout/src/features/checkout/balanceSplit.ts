/**
 * What each balance (a gift card, then store credit: `available`, rupees, in the API's order)
 * pays of a bag's `total` and what is left for the card or UPI, as the API splits it
 * (checkout/balances.ts): each as much as it holds of what is still due, but never leaving less
 * than Rs.1 for a payment (a bag left owing Rs.0.50 is paid Rs.1 by card, the last balance
 * Rs.0.50 less).
 */
export function balanceSplit(total: number, available: number[]): { parts: number[]; rest: number } {
  const round = (rupees: number) => Math.round(rupees * 100) / 100;
  const parts: number[] = [];
  let due = total;
  for (const holds of available) {
    const part = Math.max(0, Math.min(holds, due));
    parts.push(part);
    due = round(due - part);
  }
  const last = parts.findLastIndex((part) => part > 0);
  if (last >= 0 && due > 0 && due < 1) {
    const taken = parts[last] ?? 0;
    const part = round(taken - (1 - due));
    // Too small to give up what the payment needs, it pays nothing (the API drops it).
    parts[last] = Math.max(0, part);
    due = part > 0 ? 1 : round(due + taken);
  }
  return { parts, rest: round(due) };
}
