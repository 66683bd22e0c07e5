import { MRP_BELOW_PRICE } from '@store/shared/schemas';
import { HttpError } from '../../../http/errors';
import { isUniqueViolation } from '../../../http/pgErrors';

/** 400 naming the MRP when it is below the price (the schema checks a body; this, a kept MRP). */
export function checkMrp(pricePaise: number, mrpPaise: number | null): void {
  if (mrpPaise !== null && mrpPaise < pricePaise) throw new HttpError(400, MRP_BELOW_PRICE, { field: 'mrp' });
}

/** The refusal of an SKU another product has: a 409 naming the field, for the form to mark it. */
export const skuTaken = (sku: string) =>
  new HttpError(409, `SKU ${sku} is already used by another product`, { field: 'sku' });

/** Runs a product write; the SKU's unique index refusing it becomes `skuTaken`. */
export async function skuOr409<T>(sku: string | null | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sku && isUniqueViolation(error)) throw skuTaken(sku);
    throw error;
  }
}
