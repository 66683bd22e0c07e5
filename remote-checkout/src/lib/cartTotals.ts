/** Shipping is 0 and GST is included, so the total is the sum of each line's price times its pieces. */
export function cartSubtotal(lines: readonly { price: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + (Number.isFinite(line.price) ? line.price * line.quantity : 0), 0);
}
