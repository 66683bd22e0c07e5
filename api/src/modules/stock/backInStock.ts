import { and, asc, eq, or } from 'drizzle-orm';
import { ALERT_CHANNEL_INFO, ONE_SIZE, stockKeyLabel, type AlertChannel } from '@store/shared/catalog';
import type { Database } from '../../db/client';
import { customers, productStock, products, stockAlerts } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import type { Mail, Mailer } from '../../providers/email/outbox';
import { MAIL_WORDS } from '../../emails/mailLocale';
import { noticeHtml } from '../../emails/renderMail';
import type { SmsSender } from '../../providers/sms';
import type { WhatsAppSender } from '../../providers/whatsapp';
import { acceptsWhatsApp } from '../whatsapp/consents';
import { deliverUpdate } from '../notifications';

/**
 * What every write that can put a size back on sale needs: the queue, to enqueue the
 * 'back-in-stock' job on its own transaction. The stock functions that add pieces take it as a
 * parameter, so no path that raises stock can forget the shoppers waiting for it.
 */
export type Restocks = Pick<JobQueue, 'enqueue'>;

/** A product's size as stock counts it ('L', 'upper:L', 'lower:34', 'one-size'). */
export interface SizeKey {
  productId: string;
  stockKey: string;
}

/**
 * Sizes that went from none to some in this transaction (an admin's count, a hold released or
 * lapsed, a returned or refused piece back on sale, a cancelled order's pieces): each one someone
 * waits for gets one job, enqueued on the same transaction, so no message goes for a change that
 * rolled back and none is lost for one that committed.
 */
export async function sizesCameBack(tx: Database, jobs: Restocks, sizes: SizeKey[]): Promise<void> {
  if (sizes.length === 0) return;
  const waited = await tx
    .selectDistinct({ productId: stockAlerts.productId, stockKey: stockAlerts.stockKey })
    .from(stockAlerts)
    .where(
      or(
        ...sizes.map(({ productId, stockKey }) =>
          and(eq(stockAlerts.productId, productId), eq(stockAlerts.stockKey, stockKey)),
        ),
      ),
    );
  for (const size of waited) await jobs.enqueue(tx, 'back-in-stock', size);
}

/** ' in size L', ' in size Upper L'; nothing for an accessory's one size (the piece itself is back). */
export const sizePhrase = (stockKey: string) => (stockKey === ONE_SIZE ? '' : ` in size ${stockKeyLabel(stockKey)}`);

/** The WhatsApp template's size, never empty (Meta refuses an empty parameter): 'size L', 'one size'. */
export const sizeParam = (stockKey: string) => (stockKey === ONE_SIZE ? 'one size' : `size ${stockKeyLabel(stockKey)}`);

/** What the message says: the product, ' in size L' (or nothing), and its page. */
interface BackInStockWords {
  product: string;
  size: string;
  link: string;
}

export interface BackInStockDeps {
  db: Database;
  sms: SmsSender;
  mail: Mailer;
  /** Null when the store's WhatsApp is off: an alert by WhatsApp goes by text. */
  whatsapp: WhatsAppSender | null;
  log: (message: string, detail: object) => void;
  /** The shop's public origin, for the product's link. */
  shopUrl: string;
  /** Sends a notice once per key (notifications' `sendOnce`). */
  once: (key: string, send: (id: string) => Promise<void>) => Promise<boolean>;
}

/**
 * The 'back-in-stock' job: each shopper waiting for the size gets one message by the channel she
 * chose, and her alert is deleted. Run twice (a retry, two workers), the second run finds the
 * alerts gone or their notices sent: one message each. A size sold out again before the job ran,
 * or a product taken off sale, sends nothing and keeps the alerts for the next time.
 */
export async function tellWaitingShoppers(deps: BackInStockDeps, { productId, stockKey }: SizeKey): Promise<number> {
  const { db } = deps;
  const [product] = await db
    .select({ id: products.id, name: products.name, active: products.active })
    .from(products)
    .where(eq(products.id, productId));
  if (!product?.active) return 0;
  const [stock] = await db
    .select({ onHand: productStock.onHand })
    .from(productStock)
    .where(and(eq(productStock.productId, productId), eq(productStock.stockKey, stockKey)));
  if ((stock?.onHand ?? 0) <= 0) return 0;
  const waiting = await db
    .select({ id: stockAlerts.id, channel: stockAlerts.channel, phone: customers.phone, email: customers.email })
    .from(stockAlerts)
    .innerJoin(customers, eq(customers.id, stockAlerts.customerId))
    .where(and(eq(stockAlerts.productId, productId), eq(stockAlerts.stockKey, stockKey)))
    .orderBy(asc(stockAlerts.createdAt));
  const link = `${deps.shopUrl.replace(/\/$/, '')}/product/${productId}`;
  const words: BackInStockWords = { product: product.name, size: sizePhrase(stockKey), link };
  // One sender per channel: a channel added to ALERT_CHANNELS does not compile until it has one.
  const senders: Record<AlertChannel, (to: string, id: string) => Promise<void>> = {
    text: (to) => deps.sms.sendBackInStock({ to, ...words }),
    email: async (to, id) => deps.mail.send({ ...(await backInStockMail(to, words, deps.shopUrl)), id }),
    // Her template, kept with the text it falls back to when WhatsApp reports it undelivered; a
    // STOP since she asked, WhatsApp off or a refusal that will stand: the text at once.
    whatsapp: (to, key) =>
      deliverUpdate(
        deps,
        {
          key,
          orderId: null,
          message: {
            to,
            template: 'back_in_stock',
            params: { product: product.name, size: sizeParam(stockKey), link },
          },
          text: { kind: 'restock', message: { to, ...words } },
        },
        acceptsWhatsApp,
      ),
  };
  let sent = 0;
  for (const alert of waiting) {
    const channel = alert.channel as AlertChannel;
    const reaches = ALERT_CHANNEL_INFO[channel]?.reaches;
    const to = reaches === 'email' ? alert.email : reaches === 'phone' ? alert.phone : null;
    // An account that no longer has the contact chosen (or a channel this code does not know)
    // gets nothing: the alert goes all the same, as it could never be sent.
    if (to && (await deps.once(`back-in-stock:${alert.id}`, (id) => senders[channel](to, id)))) sent++;
    await db.delete(stockAlerts).where(eq(stockAlerts.id, alert.id));
  }
  return sent;
}

/**
 * The e-mail: the same words as the text, and the link (a button in its HTML). In English: an
 * alert belongs to an account, which records no language yet.
 */
export async function backInStockMail(
  to: string,
  { product, size, link }: BackInStockWords,
  shopUrl: string,
): Promise<Mail> {
  const closing = 'You asked us to tell you once. Pieces in demand go quickly; this alert is now closed.';
  return {
    to,
    subject: `${product}${size} is back at Elegance`,
    text: [`${product}${size} is back at Elegance: ${link}`, '', closing].join('\n'),
    html: await noticeHtml({
      locale: 'en',
      shopUrl,
      paragraphs: [`${product}${size} is back at Elegance.`, closing],
      actions: [{ label: MAIL_WORDS.en.viewPiece, href: link }],
    }),
  };
}
