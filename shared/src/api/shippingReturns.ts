import { z } from 'zod';
import { shipmentAnswer } from './shipping';

/**
 * The wire shapes of what comes back from the courier (the API's modules/shipping rto,
 * remittances, stats): parcels returned to origin and their receipt, the courier's cash
 * remittances and their mismatches, the desk's delivery figures. Money in rupees, days YYYY-MM-DD.
 */

/** POST /admin/shipping/shipments/:id/received: each of the order's pieces, sellable or not. */
export const rtoReceivedSchema = z.object({
  lines: z
    .array(
      z.object({
        lineId: z.uuid({ message: 'lines: each lineId must be a piece of the order' }),
        sellable: z.boolean({ message: 'lines: say whether each piece can be sold' }),
      }),
      { message: 'lines must be a list' },
    )
    .min(1, 'lines: say for each piece whether it can be sold')
    .max(100, 'lines: at most 100 pieces'),
});

/** GET /admin/shipping/rto: parcels going back or back at the label, not yet received. */
export const rtoQueueAnswer = z.object({
  shipments: z.array(
    shipmentAnswer.extend({ lines: z.array(z.object({ _id: z.string(), name: z.string(), size: z.unknown() })) }),
  ),
});

/** POST /admin/shipping/remittances/import: the aggregator's remittance export, as text. */
export const remittanceImportSchema = z.object({
  csv: z
    .string({ message: 'csv must be the file as text' })
    .min(1, 'csv: choose the remittance CSV file')
    .max(2 * 1024 * 1024, 'csv: the file is over 2 MB; split it'),
});

export const REMITTANCE_MISMATCHES = ['amount-differs', 'unknown-awb', 'not-remitted', 'not-due'] as const;
export const remittanceMismatchAnswer = z.object({
  kind: z.enum(REMITTANCE_MISMATCHES),
  awb: z.string().nullable(),
  reference: z.string().optional(),
  orderId: z.string().optional(),
  orderNumber: z.string().optional(),
  expected: z.number().optional(),
  remitted: z.number().optional(),
  deliveredOn: z.string().optional(),
  days: z.number().optional(),
});
export type RemittanceMismatch = z.infer<typeof remittanceMismatchAnswer>;
export const remittanceImportAnswer = z.object({
  reference: z.string().optional(),
  lines: z.number(),
  recorded: z.number(),
  alreadyImported: z.number(),
  mismatches: z.array(remittanceMismatchAnswer),
});
export const remittanceMismatchesAnswer = z.object({ mismatches: z.array(remittanceMismatchAnswer) });

/** GET /admin/shipping/stats?weeks= */
export const shippingStatsQuerySchema = z.object({
  weeks: z.coerce
    .number({ message: 'weeks must be a number' })
    .int('weeks must be a whole number')
    .min(1, 'weeks must be at least 1')
    .max(52, 'weeks must be at most 52')
    .default(12),
});
const outcomeCounts = { delivered: z.number(), rto: z.number() };
export const shippingStatsAnswer = z.object({
  weeks: z.array(z.object({ week: z.string(), ...outcomeCounts, ndrOpened: z.number(), ndrResolved: z.number() })),
  byState: z.array(z.object({ state: z.string(), ...outcomeCounts })),
  byCourier: z.array(z.object({ courier: z.string(), ...outcomeCounts })),
  byMethod: z.array(z.object({ method: z.string(), ...outcomeCounts })),
});
export type ShippingStats = z.infer<typeof shippingStatsAnswer>;
