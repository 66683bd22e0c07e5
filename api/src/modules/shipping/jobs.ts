import { z } from 'zod';
import { formatPaise } from '@store/shared/format';
import type { Locale } from '@store/shared/i18n/locales';
import { moduleJobs, noData } from '../../jobs/queue';
import { noticeLocale, noticeSenders, type NoticeDeps } from '../notifications';
import { UPDATE_WORDS } from '../orders/notices';
import { findOrder } from '../orders/ordersRepository';
import { shipmentById } from './shipmentsRepository';

const shipmentData = z.object({ shipmentId: z.string() });

declare module '../../jobs/queue' {
  interface JobData {
    /** The courier's out-for-delivery scan: her WhatsApp message or text, once per parcel. */
    'out-for-delivery-notice': z.infer<typeof shipmentData>;
    /** Scheduled, the courier sandbox only: its clock moves parcels along and its webhooks are applied. */
    'courier-sandbox-clock': z.infer<typeof noData>;
    /** Scheduled: parcels the courier has said nothing of for hours are tracked by asking it. */
    'courier-tracking-poll': z.infer<typeof noData>;
  }
}

export interface ShippingJobDeps extends NoticeDeps {
  /** The sandbox's clock tick (its webhooks applied as the route applies them); null with a live courier. */
  sandboxClock: (() => Promise<number>) | null;
  /** Asks the courier about quiet parcels and applies what it says; how many it asked about. */
  pollTracking: () => Promise<number>;
}

/** What to have ready at the door, in the order's language: the cash, or nothing. */
const PAYMENT_WORDS: Record<
  Locale,
  { cash: (amount: string) => string; prepaid: string; out: (courier: string) => string }
> = {
  en: {
    cash: (amount) => `Please keep ${amount} ready to pay in cash.`,
    prepaid: 'It is paid: nothing to pay at the door.',
    out: (courier) => `out for delivery today with ${courier}`,
  },
  hi: {
    cash: (amount) => `कृपया ${amount} नकद तैयार रखें।`,
    prepaid: 'इसका भुगतान हो चुका है: दरवाज़े पर कुछ नहीं देना है।',
    out: (courier) => `आज ${courier} से डिलीवरी के लिए निकला`,
  },
};

export const shippingJobs = moduleJobs<ShippingJobDeps>()({
  'out-for-delivery-notice': {
    data: shipmentData,
    handler: (deps) => {
      const { update } = noticeSenders(deps);
      return async ({ shipmentId }) => {
        const shipment = await shipmentById(deps.db, shipmentId);
        const order = shipment ? await findOrder(deps.db, shipment.orderId) : undefined;
        // Delivered (or turned back) before the notice went: it has nothing to say any more.
        if (!shipment || !order || order.deleted || shipment.status !== 'out-for-delivery') return;
        const locale = noticeLocale(order);
        const words = PAYMENT_WORDS[locale];
        const courier = shipment.courierName ?? 'the courier';
        const payment = shipment.cashToCollectPaise
          ? words.cash(formatPaise(shipment.cashToCollectPaise))
          : words.prepaid;
        await update({
          key: `out-for-delivery:${shipmentId}`,
          orderId: order.id,
          message: {
            to: order.phone,
            template: 'order_out_for_delivery',
            language: locale,
            params: { order: order.number, courier, payment },
          },
          text: {
            kind: 'stage',
            message: {
              to: order.phone,
              order: order.number,
              item: UPDATE_WORDS[locale].order,
              stage: `${words.out(courier)}. ${payment}`,
              locale,
            },
          },
        });
      };
    },
  },
  'courier-sandbox-clock': {
    data: noData,
    schedule: '* * * * *',
    handler: (deps) => async () => {
      await deps.sandboxClock?.();
    },
  },
  'courier-tracking-poll': {
    data: noData,
    schedule: '*/30 * * * *',
    handler: (deps) => async () => {
      const asked = await deps.pollTracking();
      if (asked) deps.log('quiet parcels tracked', { asked });
    },
  },
});
