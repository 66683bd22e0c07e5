import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { awbParams, sandboxAdvanceSchema } from '@store/shared/schemas';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/client';
import { forStaff } from '../../http/guards';
import { HttpError } from '../../http/errors';
import type { JobQueue } from '../../jobs/queue';
import type { SandboxCourier, SandboxWebhook } from '../../providers/courier';
import { CourierError, type CourierAddress, type CourierProvider } from '../../providers/courier/types';
import type { GuestAccess } from '../orders/guestAccess';
import { ndrPlugin } from './ndr';
import type { ProviderRefunds } from '../payments/refunds/providerRefunds';
import { remittanceRoutes } from './remittances/routes';
import { rtoRoutes } from './rto/routes';
import { shippingDeskRoutes } from './routes/desk';
import { trackingRoutes } from './routes/tracking';
import { shippingStatsRoutes } from './stats/routes';
import { courierWebhookRoutes } from './routes/webhook';
import { receiveCourierWebhook, type OnUndelivered, type WebhookDeps } from './tracking';

/** The offline courier's controls (providers/courier's sandbox): a parcel moved on command, and its clock. */
export type CourierSandboxControl = Pick<SandboxCourier, 'advance' | 'tick'>;

/** What the composition decides for shipping (wiring.ts): the pickup address, and who hears of a failed attempt. */
export interface ShippingWiring {
  pickup: CourierAddress;
  /** A failed delivery attempt: the failed-deliveries desk opens it (modules/shipping/ndr); none: nothing more. */
  onUndelivered?: OnUndelivered;
  /** How long a booking's claim is its booker's alone (booking.ts). */
  claimLeaseMs?: number;
}

export interface ShippingOptions {
  config: ApiConfig;
  db: Database;
  /** Payments' refunds through the provider (wiring.ts): a prepaid parcel returned to origin is refunded. */
  refunds: ProviderRefunds;
  jobs: JobQueue;
  guests: GuestAccess;
  courier: CourierProvider;
  courierSandbox: CourierSandboxControl | null;
  log: { warn(detail: object, message: string): void };
  shipping: ShippingWiring;
}

const noFailedDeliveryDesk: OnUndelivered = async () => {};

/** The webhook's handling as the route, the sandbox's clock and the tracking poll use it. */
export function webhookDeps(options: ShippingOptions): WebhookDeps {
  return {
    db: options.db,
    jobs: options.jobs,
    courier: options.courier,
    onUndelivered: options.shipping.onUndelivered ?? noFailedDeliveryDesk,
    log: (message, detail) => options.log.warn(detail, message),
  };
}

/** The sandbox's webhooks, applied one by one as the route applies them (a refusal is the sandbox's bug: thrown). */
export async function deliverSandboxWebhooks(deps: WebhookDeps, hooks: SandboxWebhook[]): Promise<number> {
  for (const hook of hooks) {
    const answer = await receiveCourierWebhook(deps, hook.headers, hook.body);
    if (answer.status !== 200) throw new Error(`courier sandbox webhook refused: ${answer.message}`);
  }
  return hooks.length;
}

/** POST /admin/shipping/sandbox/:awb/advance: the desk moves a sandbox parcel on (404 with a live courier). */
const sandboxRoutes: FastifyPluginAsyncZod<ShippingOptions> = async (app, options) => {
  app.post(
    '/admin/shipping/sandbox/:awb/advance',
    { schema: { params: awbParams, body: sandboxAdvanceSchema } },
    async (request, reply) => {
      const sandbox = options.courierSandbox;
      if (!sandbox) throw new HttpError(404, 'Not found');
      const hooks = await sandbox.advance(request.params.awb, request.body.to, request.body.reason).catch((error) => {
        // The sandbox's refusal in Shiprocket's words: no such AWB, or a parcel at its end.
        if (error instanceof CourierError) throw new HttpError(error.status === 404 ? 404 : 409, error.message);
        throw error;
      });
      await deliverSandboxWebhooks(webhookDeps(options), hooks);
      return reply.code(204).send();
    },
  );
};

/**
 * Shipping (issue 42): the desk's ready-to-ship queue, courier quotes and bookings made exactly
 * once, labels, pickups and manifests, the courier's tracking webhook applied once and only
 * forward, and the shopper's tracking. Failed deliveries (ndr/), returns to origin (rto/) and
 * cash remittances (remittances/) sit beside it.
 */
export const shippingModule: FastifyPluginAsync<ShippingOptions> = async (app, options) => {
  const deps = {
    db: options.db,
    courier: options.courier,
    pickup: options.shipping.pickup,
    claimLeaseMs: options.shipping.claimLeaseMs ?? 120_000,
  };
  await forStaff('shipping')(app, shippingDeskRoutes, deps);
  await forStaff('settings')(app, sandboxRoutes, options);
  await app.register(courierWebhookRoutes, webhookDeps(options));
  await app.register(trackingRoutes, { db: options.db, guests: options.guests });
  await app.register(ndrPlugin, options);
  await forStaff('shipping')(app, rtoRoutes, {
    ...options,
    log: (message, detail) => options.log.warn(detail, message),
  });
  await forStaff('cash')(app, remittanceRoutes, { ...options, graceDays: options.config.remittanceGraceDays });
  await forStaff('shipping')(app, shippingStatsRoutes, options);
};
