import { z } from 'zod';
import { PRODUCTION_STAGES } from '../catalog/production';
import { RETURN_KINDS, RETURN_REASONS, RETURN_STATES } from '../catalog/returns';
import { photoData } from './photos';

export * from '../catalog/returns';

/**
 * Where a refund goes when it cannot go back the way it was paid (cash collected: a UPI id or a
 * bank account the customer gives), or her store credit instead (any order of an account).
 */
export const payoutSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('credit') }),
    z.object({
      method: z.literal('upi'),
      upiId: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9._-]{2,64}@[A-Za-z][A-Za-z0-9]{1,63}$/, 'Enter a UPI ID such as name@okbank'),
    }),
    z.object({
      method: z.literal('bank'),
      accountName: z.string().trim().min(2, 'Enter the account holder’s name').max(100),
      accountNumber: z
        .string()
        .trim()
        .regex(/^\d{9,18}$/, 'An account number is 9 to 18 digits'),
      ifsc: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'An IFSC is 11 characters, such as HDFC0001234'),
    }),
  ],
  { error: 'Choose store credit, UPI or a bank account for the refund' },
);
export type RefundPayoutInput = z.input<typeof payoutSchema>;

const standardSize = z.string().trim().min(1, 'Choose the size you want instead').max(20, 'Not a size');

/** POST /orders/{id}/returns: one piece, what the customer wants, and why. */
export const returnRequestSchema = z
  .object({
    lineId: z.uuid({ message: 'Choose the piece to return' }),
    kind: z.enum(RETURN_KINDS, { error: 'Choose an exchange, a refund or an alteration' }),
    reason: z.enum(RETURN_REASONS, { error: 'Choose a reason' }),
    note: z.string().trim().max(500, 'Keep the note under 500 characters').optional(),
    exchangeSize: z
      .union([standardSize, z.strictObject({ upper: standardSize, lower: standardSize })], {
        error: 'Choose the size you want instead',
      })
      .optional(),
    /** The measurements to change, in inches: field -> the new value. */
    alterations: z
      .record(
        z.string().regex(/^[a-zA-Z]{2,30}$/, 'Not a measurement'),
        z.number({ error: 'Measurements are numbers of inches' }).min(1, 'Measurements are 1 to 100 inches').max(100),
      )
      .optional(),
    photo: photoData.optional(),
    payout: payoutSchema.optional(),
  })
  .superRefine((body, context) => {
    if (body.kind === 'exchange' && body.exchangeSize === undefined)
      context.addIssue({ code: 'custom', path: ['exchangeSize'], message: 'Choose the size you want instead' });
    if (body.kind === 'alteration' && Object.keys(body.alterations ?? {}).length === 0)
      context.addIssue({
        code: 'custom',
        path: ['alterations'],
        message: 'Name at least one measurement to change',
      });
  });
export type ReturnRequestInput = z.input<typeof returnRequestSchema>;
export type ReturnRequest = z.output<typeof returnRequestSchema>;

/** The desk's next step for a return; a refusal says why (the customer reads it). */
export const returnMoveSchema = z
  .object({
    to: z.enum(RETURN_STATES, { error: 'Not a step of a return' }),
    reason: z.string().trim().max(300, 'Keep the reason under 300 characters').optional(),
    /** A refund's way back: as it was paid (or as the customer asked), or her store credit. */
    refundTo: z.enum(['original', 'credit'], { error: 'Refund the way it was paid, or to store credit' }).optional(),
  })
  .superRefine((body, context) => {
    if (body.to === 'refused' && !body.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: 'Say why the return is refused' });
  });

export const returnStageSchema = z.object({ stage: z.enum(PRODUCTION_STAGES, { error: 'Not a production stage' }) });

/** The desk paid a cash refund out: the bank's or UPI app's reference (UTR). */
export const payoutRecordSchema = z.object({
  reference: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{6,40}$/, 'Enter the payment reference (UTR), 6 to 40 letters or digits'),
});

export const returnsQuerySchema = z.object({
  view: z.enum(['open', 'all']).default('open'),
});

/** A return as the customer's order card and the desk's queue read it. */
export const returnAnswer = z.object({
  _id: z.string(),
  orderId: z.string(),
  lineId: z.string(),
  kind: z.enum(RETURN_KINDS),
  reason: z.enum(RETURN_REASONS),
  note: z.string().nullable(),
  photoUrl: z.string().nullable(),
  exchangeSize: z.unknown(),
  alterations: z.record(z.string(), z.number()).nullable(),
  state: z.enum(RETURN_STATES),
  stage: z.enum(PRODUCTION_STAGES).nullable(),
  refusal: z.string().nullable(),
  /** Rupees refunded or on their way, and where to ('provider': the way it was paid; 'giftCard': back on the card). */
  refund: z
    .object({
      amount: z.number(),
      to: z.enum(['provider', 'upi', 'bank', 'credit', 'giftCard']),
      processed: z.boolean(),
      /** Each way it goes, when an order paid several ways (store credit and cash) is refunded each part its own way. */
      parts: z
        .array(
          z.object({
            amount: z.number(),
            to: z.enum(['provider', 'upi', 'bank', 'credit', 'giftCard']),
            processed: z.boolean(),
          }),
        )
        .optional(),
    })
    .nullable(),
  creditNote: z.string().nullable(),
  restocked: z.boolean(),
  createdAt: z.string(),
  timeline: z.array(z.object({ state: z.enum(RETURN_STATES), detail: z.string().nullable(), at: z.string() })),
});
export type ReturnJson = z.infer<typeof returnAnswer>;

/** A return in the desk's queue: with its order and piece. */
export const deskReturnAnswer = returnAnswer.extend({
  orderNumber: z.string(),
  customer: z.object({ name: z.string(), phone: z.string() }),
  piece: z.object({ name: z.string(), size: z.unknown(), custom: z.boolean(), price: z.number() }),
  /** The customer's payout details, for a cash refund; null otherwise. */
  payout: z.string().nullable(),
  /** Provider refunds asked long ago and never recorded (a crash between the provider's answer and the record): the desk may retry them. */
  stuckRefunds: z.array(z.object({ _id: z.string(), amount: z.number(), askedAt: z.string() })),
});
export type DeskReturnJson = z.infer<typeof deskReturnAnswer>;

/** What the order card needs to offer a return: until when, and whether a refund needs an account. */
export const afterSaleAnswer = z.object({
  returnUntil: z.string().nullable(),
  refundsToAccount: z.boolean(),
  returns: z.array(returnAnswer),
});
