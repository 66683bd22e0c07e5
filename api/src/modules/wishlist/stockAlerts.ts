import { and, count, desc, eq } from 'drizzle-orm';
import {
  ALERT_CHANNEL_INFO,
  MAX_STOCK_ALERTS,
  reachableChannels,
  stockKeyLabel,
  stockKeysFor,
  type AlertChannel,
  type Section,
  type StoreChannels,
} from '@store/shared/catalog';
import { formatIndianPhone } from '@store/shared/format';
import type { StockAlert, StockAlertInput } from '@store/shared/schemas';
import type { Database } from '../../db/client';
import { customers, productStock, products, stockAlerts, type CustomerRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { hasOptedOut, optInForAlert } from '../whatsapp/consents';

/**
 * 'Tell me when it is back' (issue 35): a signed-in shopper waits for a sold-out size by the
 * channel she picks. The size coming back enqueues the message (stock/backInStock.ts).
 */

/** Her alerts, newest first, with each product's name. */
export async function alertsOf(db: Database, customerId: string): Promise<StockAlert[]> {
  const rows = await db
    .select({
      id: stockAlerts.id,
      productId: stockAlerts.productId,
      productName: products.name,
      size: stockAlerts.stockKey,
      channel: stockAlerts.channel,
      createdAt: stockAlerts.createdAt,
    })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(eq(stockAlerts.customerId, customerId))
    .orderBy(desc(stockAlerts.createdAt));
  return rows.map(({ id, createdAt, channel, ...row }) => ({
    _id: id,
    ...row,
    channel: channel as StockAlert['channel'],
    createdAt: createdAt.toISOString(),
  }));
}

/**
 * Why this account cannot be told by this channel, or null when it can: a contact it lacks;
 * WhatsApp while the store does not send it, or while the phone's STOP stands (until its START).
 */
async function channelRefusal(
  db: Database,
  account: CustomerRow,
  channel: AlertChannel,
  store: StoreChannels,
): Promise<string | null> {
  const phone = account.phone;
  if (ALERT_CHANNEL_INFO[channel].reaches === 'email')
    return account.email ? null : 'Your account has no e-mail address: choose a text message';
  if (!phone) return `Your account has no phone number ${channel === 'whatsapp' ? 'for WhatsApp' : 'to text'}`;
  if (channel !== 'whatsapp') return null;
  // The ways left, as the choice names them: 'choose Text message or E-mail'.
  const instead = `choose ${reachableChannels(account)
    .map((other) => ALERT_CHANNEL_INFO[other].label)
    .join(' or ')}`;
  if (!store.whatsapp) return `This store does not send WhatsApp messages: ${instead}`;
  if (await hasOptedOut(db, phone))
    return `You stopped our WhatsApp messages to ${formatIndianPhone(phone)}: ${instead}, or send START to us on WhatsApp first`;
  return null;
}

/**
 * Asks for an alert. Refused (nothing kept): a channel the account cannot be reached by (WhatsApp
 * with the store's WhatsApp off or the phone's STOP standing), a product not on sale, a size it
 * does not have, a size in stock now, more than MAX_STOCK_ALERTS. Asked again for the same size,
 * the channel changes. The size's stock row is locked while the alert is written: a restock
 * committing meanwhile either finds this alert (and its job tells her) or is seen here (and she
 * is told it is in stock), never neither. Choosing WhatsApp is her opt-in for that message,
 * recorded with the alert.
 */
export async function askForAlert(
  db: Database,
  account: CustomerRow,
  { productId, size, channel }: StockAlertInput,
  store: StoreChannels = {},
): Promise<{ alert: StockAlert; created: boolean }> {
  const refusal = await channelRefusal(db, account, channel, store);
  if (refusal) throw new HttpError(400, refusal, { field: 'channel' });
  const created = await db.transaction(async (tx) => {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, account.id)).for('update');
    const [product] = await tx
      .select({ category: products.category })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.active, true)));
    if (!product) throw new HttpError(404, 'This piece is no longer sold');
    if (!stockKeysFor(product.category as Section).includes(size))
      throw new HttpError(400, `Size ${stockKeyLabel(size)} is not a size of this product`, { field: 'size' });
    await tx.insert(productStock).values({ productId, stockKey: size, onHand: 0 }).onConflictDoNothing();
    const [stock] = await tx
      .select({ onHand: productStock.onHand })
      .from(productStock)
      .where(and(eq(productStock.productId, productId), eq(productStock.stockKey, size)))
      .for('update');
    if ((stock?.onHand ?? 0) > 0)
      throw new HttpError(409, `${stockKeyLabel(size)} is in stock now: you can add it to your bag`);
    const [again] = await tx
      .update(stockAlerts)
      .set({ channel })
      .where(
        and(
          eq(stockAlerts.customerId, account.id),
          eq(stockAlerts.productId, productId),
          eq(stockAlerts.stockKey, size),
        ),
      )
      .returning({ id: stockAlerts.id });
    if (!again) {
      const [waiting] = await tx.select({ n: count() }).from(stockAlerts).where(eq(stockAlerts.customerId, account.id));
      if ((waiting?.n ?? 0) >= MAX_STOCK_ALERTS)
        throw new HttpError(409, `You can wait for up to ${MAX_STOCK_ALERTS} sizes at once. Cancel one first.`);
      await tx.insert(stockAlerts).values({ customerId: account.id, productId, stockKey: size, channel });
    }
    if (channel === 'whatsapp' && account.phone) await optInForAlert(tx, account.phone);
    return !again;
  });
  const alert = (await alertsOf(db, account.id)).find((one) => one.productId === productId && one.size === size);
  return { alert: alert as StockAlert, created };
}

/** Cancels one of her alerts; another's is the same 404 as none. */
export async function cancelAlert(db: Database, customerId: string, id: string): Promise<void> {
  const gone = await db
    .delete(stockAlerts)
    .where(and(eq(stockAlerts.id, id), eq(stockAlerts.customerId, customerId)))
    .returning({ id: stockAlerts.id });
  if (gone.length === 0) throw new HttpError(404, 'Alert not found');
}
