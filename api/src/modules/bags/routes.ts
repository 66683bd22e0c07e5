import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bagAnswer, bagBody, bagRemindersAnswer, bagRemindersBody, type BagLine } from '@store/shared/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bags } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { signedInAccount } from '../../http/guards';
import { limited } from '../../http/rateLimits';
import type { MediaStore } from '../../media/mediaStore';
import type { BagLinks } from './bagLinks';
import { keepGuestBag, mergeGuestBag, openBagOf, saveBag, stopBag } from './bags';
import { todaysBag } from './pricedBag';

interface Options {
  db: Database;
  media: MediaStore;
  links: BagLinks;
  remindAfterMinutes: number;
}

/** Her bag at today's prices, without what is no longer sold or sold out (named in `dropped`). */
const answerOf = async (db: Database, media: MediaStore, lines: BagLine[]) =>
  (await todaysBag(db, lines, media)).answer;

/**
 * A signed-in shopper's bag (registered behind forCustomers): her own only, by the session's
 * account. The browser writes it a moment after a change; at sign-in its guest bag is merged.
 */
export const accountBagRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, media }) => {
  app.get('/bag', { schema: { response: { 200: bagAnswer } } }, async (request) =>
    answerOf(db, media, (await openBagOf(db, signedInAccount(request).id))?.lines ?? []),
  );

  app.put('/bag', { schema: { body: bagBody, response: { 200: bagAnswer } } }, async (request) =>
    answerOf(db, media, await saveBag(db, signedInAccount(request).id, request.body.lines, request.body.locale)),
  );

  app.post('/bag/merge', { schema: { body: bagBody, response: { 200: bagAnswer } } }, async (request) =>
    answerOf(db, media, await mergeGuestBag(db, signedInAccount(request).id, request.body.lines, request.body.locale)),
  );
};

const tokenParams = z.object({ token: z.string().max(120) });
const NOT_VALID = 'This link is not valid: open the one in your reminder';

/**
 * A guest's 'Remind me about my bag' at checkout, and a reminder's signed link (no sign-in: the
 * link is the proof): it restores the bag at today's prices on any device, or stops its reminders.
 * A link never opens another account's bag for a signed-in shopper.
 */
export const publicBagRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, media, links, remindAfterMinutes },
) => {
  app.post(
    '/bag/reminders',
    { ...limited('bagReminders'), schema: { body: bagRemindersBody, response: { 200: bagRemindersAnswer } } },
    async (request) => {
      const { lines, locale, phone, email } = request.body;
      const bag = await keepGuestBag(db, { lines, locale, phone: phone ?? null, email: email ?? null });
      return {
        bagId: bag.id,
        remindAfter: new Date(bag.changedAt.getTime() + remindAfterMinutes * 60_000).toISOString(),
      };
    },
  );

  /** The bag a link names, checked: forged (404), another account's (403), ordered or expired (410). */
  async function linkedBag(token: string, account: { id: string } | null | undefined, forStop: boolean) {
    const opened = links.open(token);
    const [bag] = opened ? await db.select().from(bags).where(eq(bags.id, opened.bagId)) : [];
    if (!opened || !bag) throw new HttpError(404, NOT_VALID);
    if (account && bag.customerId && bag.customerId !== account.id)
      throw new HttpError(403, 'This bag belongs to another account: sign out to open it');
    if (forStop) return bag;
    if (bag.orderedAt) throw new HttpError(410, 'This bag was ordered already: see My Orders');
    if (opened.expired) throw new HttpError(410, 'This link has expired: your bag is no longer kept for you');
    return bag;
  }

  app.post(
    '/bags/:token',
    { ...limited('bagLinks'), schema: { params: tokenParams, response: { 200: bagAnswer } } },
    async (request) => {
      const bag = await linkedBag(request.params.token, request.customer, false);
      // The first opening marks it restored: an order of hers after it counts as recovered.
      if (!bag.restoredAt) await db.update(bags).set({ restoredAt: new Date() }).where(eq(bags.id, bag.id));
      return answerOf(db, media, bag.lines);
    },
  );

  app.post('/bags/:token/stop', { ...limited('bagLinks'), schema: { params: tokenParams } }, async (request, reply) => {
    const bag = await linkedBag(request.params.token, request.customer, true);
    await stopBag(db, bag.id);
    return reply.code(204).send();
  });
};
