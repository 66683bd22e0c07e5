import { and, asc, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { indiaHour } from '@store/shared/format';
import { isLocale, type Locale } from '@store/shared/i18n/locales';
import { bags, customers, type BagRow } from '../../db/schema';
import { noticeHtml } from '../../emails/renderMail';
import type { Mail } from '../../providers/email/outbox';
import { noticeSenders, type NoticeDeps } from '../notifications';
import { hasOptedOut } from '../whatsapp/consents';
import type { BagLinks } from './bagLinks';
import { stopBag } from './bags';
import { todaysBag } from './pricedBag';

/** A bag gets at most this many reminders. */
export const MAX_BAG_REMINDERS = 2;
/** The second reminder comes this long after the first (and the bag idle again meanwhile). */
export const SECOND_REMINDER_HOURS = 24;
/** India's hours in which no reminder goes: from 21:00 to 09:00. */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 9;
/** Bags reminded per sweep at most (the next sweep, five minutes on, takes the rest). */
const SWEEP_BATCH = 200;

export interface BagReminderDeps extends NoticeDeps {
  shopUrl: string;
  links: BagLinks;
  /** Minutes a bag is idle before its first reminder (BAG_REMINDER_AFTER_MINUTES). */
  remindAfterMinutes: number;
}

/** A reminder's words, in the bag's language. */
export const BAG_WORDS = {
  en: {
    pieces: (n: number) => (n === 1 ? '1 piece' : `${n} pieces`),
    subject: 'Your Elegance bag is waiting',
    waiting: (pieces: string) => `${pieces} wait in your bag, at today's prices. Open it on any device and check out.`,
    open: 'Open my bag',
    stop: 'Stop these reminders',
    last: 'We remind you about a bag at most twice.',
  },
  hi: {
    pieces: (n: number) => `${n} पीस`,
    subject: 'आपका Elegance बैग इंतज़ार कर रहा है',
    waiting: (pieces: string) => `आपके बैग में ${pieces} आज की क़ीमत पर रखे हैं। किसी भी डिवाइस पर खोलें और ऑर्डर करें।`,
    open: 'मेरा बैग खोलें',
    stop: 'ये रिमाइंडर बंद करें',
    last: 'हम किसी बैग के बारे में ज़्यादा से ज़्यादा दो बार याद दिलाते हैं।',
  },
} satisfies Record<Locale, unknown>;

/** Whether India's clock is in the quiet hours (21:00 to 09:00), when no reminder goes. */
export const quietHours = (now: Date) => {
  const hour = indiaHour(now);
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
};

/** The e-mail: the words, the link as its button, and the link that stops the reminders. */
export async function bagReminderMail(
  to: string,
  pieces: number,
  { link, stopLink }: { link: string; stopLink: string },
  locale: Locale,
  shopUrl: string,
): Promise<Mail> {
  const words = BAG_WORDS[locale];
  const paragraphs = [words.waiting(words.pieces(pieces)), words.last];
  return {
    to,
    subject: words.subject,
    text: [...paragraphs, '', `${words.open}: ${link}`, `${words.stop}: ${stopLink}`].join('\n'),
    html: await noticeHtml({
      locale,
      shopUrl,
      paragraphs,
      actions: [
        { label: words.open, href: link },
        { label: words.stop, href: stopLink },
      ],
    }),
  };
}

type DueBag = { bag: BagRow; accountPhone: string | null; accountEmail: string | null };

/**
 * Sends one bag its next reminder, or says why not: a phone that said STOP on WhatsApp stops the
 * bag; a bag whose pieces are all sold out or off sale waits (it may come back); the count is
 * claimed before the send (a second sweep finds it taken) and given back when the send fails.
 */
async function remindOne(deps: BagReminderDeps, { bag, accountPhone, accountEmail }: DueBag, now: Date) {
  const { db } = deps;
  const phone = bag.customerId ? accountPhone : bag.phone;
  const email = bag.customerId ? accountEmail : bag.email;
  if (phone && (await hasOptedOut(db, phone))) {
    await stopBag(db, bag.id);
    return 'stopped';
  }
  if (!phone && !email) return 'unreachable';
  const { kept } = await todaysBag(db, bag.lines);
  if (kept.length === 0) return 'sold-out';
  const number = bag.remindersSent + 1;
  const [claimed] = await db
    .update(bags)
    .set({ remindersSent: number, remindedAt: now })
    .where(
      and(
        eq(bags.id, bag.id),
        eq(bags.remindersSent, bag.remindersSent),
        isNull(bags.orderedAt),
        isNull(bags.stoppedAt),
      ),
    )
    .returning({ id: bags.id });
  if (!claimed) return 'taken';
  const locale: Locale = isLocale(bag.locale) ? bag.locale : 'en';
  const token = deps.links.token(bag.id, now);
  const link = deps.links.link(token);
  const stopLink = deps.links.stopLink(token);
  const pieces = kept.reduce((sum, line) => sum + line.quantity, 0);
  const key = `bag-reminder:${bag.id}:${number}`;
  const { once, update } = noticeSenders(deps);
  try {
    if (phone)
      await update({
        key,
        orderId: null,
        message: {
          to: phone,
          template: 'bag_reminder',
          language: locale,
          params: { pieces: BAG_WORDS[locale].pieces(pieces), link },
          linkSuffix: token,
        },
        text: { kind: 'bag', message: { to: phone, pieces, link, stopLink, locale } },
      });
    else
      await once(`${key}:mail`, async (id) =>
        deps.mail.send({
          ...(await bagReminderMail(String(email), pieces, { link, stopLink }, locale, deps.shopUrl)),
          id,
        }),
      );
  } catch (error) {
    await db
      .update(bags)
      .set({ remindersSent: bag.remindersSent, remindedAt: bag.remindedAt })
      .where(and(eq(bags.id, bag.id), eq(bags.remindersSent, number)));
    throw error;
  }
  return 'sent';
}

/**
 * The reminder sweep (job 'bag-reminders', every 5 minutes; tests call it with their `now`):
 * open bags with lines, of a signed-in shopper or a guest who asked, idle BAG_REMINDER_AFTER_MINUTES,
 * with no reminder yet or the first SECOND_REMINDER_HOURS ago, none stopped or ordered. Nothing
 * in India's quiet hours: the morning's first sweep sends what the night held back.
 */
export async function sweepBagReminders(deps: BagReminderDeps, now = new Date()) {
  const counts = { sent: 0, stopped: 0, waiting: 0, failed: 0 };
  if (quietHours(now)) return counts;
  const idleSince = new Date(now.getTime() - deps.remindAfterMinutes * 60_000);
  const firstBefore = new Date(now.getTime() - SECOND_REMINDER_HOURS * 3_600_000);
  const due = await deps.db
    .select({ bag: bags, accountPhone: customers.phone, accountEmail: customers.email })
    .from(bags)
    .leftJoin(customers, eq(customers.id, bags.customerId))
    .where(
      and(
        isNull(bags.orderedAt),
        isNull(bags.stoppedAt),
        sql`jsonb_array_length(${bags.lines}) > 0`,
        lt(bags.remindersSent, MAX_BAG_REMINDERS),
        lte(bags.changedAt, idleSince),
        or(isNull(bags.remindedAt), lte(bags.remindedAt, firstBefore)),
        or(isNotNull(bags.customerId), isNotNull(bags.remindConsentAt)),
      ),
    )
    .orderBy(asc(bags.changedAt))
    .limit(SWEEP_BATCH);
  for (const row of due) {
    try {
      const outcome = await remindOne(deps, row, now);
      if (outcome === 'sent') counts.sent += 1;
      else if (outcome === 'stopped') counts.stopped += 1;
      else counts.waiting += 1;
    } catch (error) {
      counts.failed += 1;
      deps.log('a bag reminder could not be sent: the next sweep tries again', {
        bagId: row.bag.id,
        error: String(error),
      });
    }
  }
  return counts;
}
