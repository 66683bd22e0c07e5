import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deliveryIssueAnswer,
  deliveryIssueAnswerSchema,
  deskNdrActionSchema,
  deskNdrListAnswer,
  type DeliveryIssueJson,
  type DeskNdrJson,
  type NdrActionJson,
} from '@store/shared/schemas';
import { HttpError } from '../../../http/errors';
import { signedInAccount } from '../../../http/guards';
import { limited } from '../../../http/rateLimits';
import { methodOf } from '../../payments/methods';
import { idParams } from '../../../http/routeSchemas';
import { answerException, isLive, reattemptWindow, type NdrDeps } from './deliveryExceptions';
import type { DeliveryIssueLinks } from './issueLinks';
import { deskExceptions, findException, findOrderOf, findShipment } from './ndrRepository';

interface Options extends NdrDeps {
  links: DeliveryIssueLinks;
}

/** A return she asked for herself (her link, WhatsApp) is her cancellation; the desk's or the rule's stays a return. */
const shopperView = (action: NdrActionJson, via: string | null): DeliveryIssueJson['action'] =>
  action.kind === 'return' && (via === 'link' || via === 'whatsapp') ? { ...action, kind: 'cancel' } : action;

const tokenParams = z.object({ token: z.string().max(100) });
const NOT_VALID = 'This link is not valid: open the one in your message';

/**
 * The shopper's failed delivery, by her signed link (no sign-in: the link is her proof): what
 * happened and where it goes, and her answer (once; a second, or one after the parcel moved on,
 * is a 410). Rate-limited as the other token routes are.
 */
export const deliveryIssueRoutes: FastifyPluginAsyncZod<Options> = async (app, deps) => {
  /** The question her token names, as her page shows it, and whether it still takes an answer. */
  async function issueOf(token: string, now: Date): Promise<{ issue: DeliveryIssueJson; live: boolean }> {
    const id = deps.links.open(token);
    const exception = id ? await findException(deps.db, id) : undefined;
    const shipment = exception && (await findShipment(deps.db, exception.shipmentId));
    const order = shipment && (await findOrderOf(deps.db, shipment));
    if (!exception || !shipment || !order) throw new HttpError(404, NOT_VALID);
    const action = exception.action as NdrActionJson | null;
    const answered = action?.kind === 're-attempt' ? action : null;
    const { name, street, landmark, city, state, zip } = order.shippingAddress;
    const issue: DeliveryIssueJson = {
      orderNumber: order.number,
      reason: exception.reason,
      attempt: exception.attempt,
      // Whom the parcel is for stays the order's: the courier takes a new place and phone only.
      address: { name, ...(answered?.address ?? { street, landmark, city, state, zip }) },
      phone: answered?.phone ?? order.phone,
      answered: exception.state === 'answered',
      action: action && shopperView(action, exception.answeredVia),
      ...reattemptWindow(now),
      paymentMethod: methodOf(order).stored,
    };
    return { issue, live: await isLive(deps.db, exception, shipment) };
  }

  app.get(
    '/delivery-issues/:token',
    { ...limited('deliveryIssues'), schema: { params: tokenParams, response: { 200: deliveryIssueAnswer } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { live, issue } = await issueOf(request.params.token, new Date());
      // Answered, she sees her answer; closed without one (delivered, returned, a later attempt), the page says so.
      if (!live && !issue.answered)
        throw new HttpError(410, 'This delivery question is closed: the parcel has moved on');
      return issue;
    },
  );

  app.post(
    '/delivery-issues/:token',
    {
      ...limited('deliveryIssues'),
      schema: { params: tokenParams, body: deliveryIssueAnswerSchema, response: { 200: deliveryIssueAnswer } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const id = deps.links.open(request.params.token);
      if (!id) throw new HttpError(404, NOT_VALID);
      const body = request.body;
      await answerException(deps, id, body.kind === 'cancel' ? { kind: 'return' } : body, { via: 'link' });
      return (await issueOf(request.params.token, new Date())).issue;
    },
  );
};

/**
 * The desk's failed deliveries (admins only): those unanswered past their time first (the desk
 * decides), then open ones, then answered; and the desk's answer, sent as the shopper's is.
 */
export const deskNdrRoutes: FastifyPluginAsyncZod<Options> = async (app, deps) => {
  async function list(): Promise<{ exceptions: DeskNdrJson[] }> {
    const rows = await deskExceptions(deps.db);
    return {
      exceptions: rows.map(({ exception, awb, orderId, orderNumber }) => ({
        _id: exception.id,
        shipmentId: exception.shipmentId,
        orderId,
        orderNumber,
        awb,
        reason: exception.reason,
        attempt: exception.attempt,
        state: exception.state as DeskNdrJson['state'],
        openedAt: exception.openedAt.toISOString(),
        answerBy: exception.answerBy.toISOString(),
        action: exception.action as NdrActionJson | null,
        answeredVia: exception.answeredVia,
        unsent: exception.state === 'answered' && !exception.sentAt,
      })),
    };
  }

  app.get('/admin/shipping/ndr', { schema: { response: { 200: deskNdrListAnswer } } }, list);

  // Answered, the desk's list as it is now (the answer in its row).
  app.post(
    '/admin/shipping/ndr/:id/action',
    {
      schema: {
        params: idParams('delivery exception'),
        body: deskNdrActionSchema,
        response: { 200: deskNdrListAnswer },
      },
    },
    async (request) => {
      await answerException(deps, request.params.id, request.body, {
        via: 'desk',
        adminId: signedInAccount(request).id,
      });
      return list();
    },
  );
};
