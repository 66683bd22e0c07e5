import type { Refusal } from '@store/shared/schemas';
import type { Database } from '../../../db/client';
import type { KeyedCall } from '../../../http/idempotency';
import type { CustomerRow } from '../../../db/schema';
import type { MainMoneyMethod } from '../../payments/methods';

/** Why a method is not offered for this bag, address or phone: the text, the field, the code the pages translate. */
export interface MethodRefusal {
  message: string;
  field: string;
  refusal: Refusal;
  /** The phone's one-time code would make it offered (cash: a guest's phone unproven). */
  needsPhone?: boolean;
}

export type Eligibility = { ok: true } | { ok: false; refused: MethodRefusal };

/** Who is checking out. */
export interface Shopper {
  customer: CustomerRow | null;
  /** The caller's address, for the cap on what one shopper holds of a size. */
  client: string;
  now: Date;
}

/** The types one method works with: what it needs, what it is asked, what it answers. */
export interface MethodTypes {
  deps: object;
  input: unknown;
  quote: unknown;
  started: unknown;
  confirmation: unknown;
  confirmed: unknown;
}

/**
 * A way to pay, as checkout uses it: what it costs (quote), whether it is offered (eligibility,
 * with its reason), opening what it needs (start: the provider's order, a cash order awaiting its
 * confirmation), taking the money as given (confirm), and, from payments/methods.ts, how the
 * money goes back (refund) and what the layers below need to know of it. A new way to pay
 * (store credit, a gift card) is a new entry of PAYMENT_METHODS, not a new `if` elsewhere.
 */
export interface PaymentMethod<T extends MethodTypes> extends MainMoneyMethod {
  quote(deps: T['deps'], input: T['input'], shopper: Shopper): Promise<T['quote']>;
  eligibility(deps: T['deps'], input: T['input'], shopper: Shopper): Promise<Eligibility>;
  /**
   * `within` runs first or last in the transaction that starts it (the route keeps its answer
   * there); a method that sends that transaction as one message writes `kept` (the route's
   * idempotency record) in it instead, when `within` has nothing else to do.
   */
  start(
    deps: T['deps'],
    input: T['input'],
    shopper: Shopper,
    within?: (tx: Database, started: T['started']) => Promise<void>,
    kept?: KeyedCall | null,
  ): Promise<T['started']>;
  confirm(deps: T['deps'], confirmation: T['confirmation'], shopper: Shopper): Promise<T['confirmed']>;
}
