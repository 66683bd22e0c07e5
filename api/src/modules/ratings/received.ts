import { sql } from 'drizzle-orm';
import { orders } from '../../db/schema';

/**
 * An order whose pieces reached the buyer, so they may rate them: delivered (the desk's move,
 * which also asks for reviews) or completed (which only follows delivery), and not deleted.
 */
export const receivedOrder = sql`((${orders.fulfilment} = 'delivered' or ${orders.completed}) and not ${orders.deleted})`;

/** The refusal while none of the shopper's orders with the product has been delivered. */
export const NOT_RECEIVED = 'You can rate a product once an order with it is delivered';
