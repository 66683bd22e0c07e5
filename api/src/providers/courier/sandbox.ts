import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { indiaDay, indiaDayPlus, indiaHour, indiaTimeOn } from '@store/shared/format';
import type { Database } from '../../db/client';
import { courierSandboxShipments, type SandboxCourierScan } from '../../db/schema';
import {
  awbFor,
  cashChargePaise,
  cashRefusedAt,
  freightPaise,
  hubOf,
  SANDBOX_COURIERS,
  unserviceablePincode,
  zoneIndex,
  zoneOf,
  type SandboxCourierLine,
} from './couriers';
import {
  readScans,
  readShiprocketWebhook,
  shiprocketTime,
  shiprocketWebhookTime,
  WEBHOOK_TOKEN_HEADER,
  type ShiprocketWebhookBody,
} from './protocol';
import { SHIPROCKET_STATUS_ID, shipmentStatusOf, shiprocketLabel } from './statuses';
import {
  CourierError,
  type CourierBooking,
  type CourierNdr,
  type CourierOrder,
  type CourierProvider,
  type CourierQuote,
  type NdrAction,
  type RemittanceLine,
  type ServiceabilityQuery,
  type TrackingUpdate,
} from './types';

/** A webhook the sandbox would send: what the shipping module's handler is given. */
export interface SandboxWebhook {
  headers: Record<string, string>;
  body: string;
}

/** Where a command moves a parcel (rto: the courier starts its return to origin). */
export const SANDBOX_STEPS = [
  'picked-up',
  'in-transit',
  'out-for-delivery',
  'delivered',
  'undelivered',
  'rto',
] as const;
export type SandboxStep = (typeof SANDBOX_STEPS)[number];

export interface SandboxCourierOptions {
  /** The token Shiprocket sends back in each webhook's x-api-key (SHIPROCKET_WEBHOOK_TOKEN). */
  webhookToken: string;
  /** The store's pickup location: its name (as named in Shiprocket's panel) and pincode. */
  pickupLocation: string;
  pickupPincode: string;
  /** Delivery pincodes where attempts fail (the rest are delivered at the first attempt)... */
  failingPincodes?: string[];
  /** ...and the share of attempts there that fail (0-1), decided by the AWB and attempt. */
  failShare?: number;
}

/** Pincodes where the sandbox's attempts fail by default: a sample of lanes with a high RTO. */
export const DEFAULT_FAILING_PINCODES = ['226010', '302012', '845401'];

const HOUR = 3_600_000;
/** Failed attempts after which the courier returns the parcel to origin. */
const MAX_ATTEMPTS = 3;
/** Days from delivery to the cash's remittance. */
const REMITTANCE_DAYS = 2;
const CHANNEL_ID = 4_105_201;

const FAILURE_REASONS = [
  'Consignee not available',
  'Consignee refused to accept the shipment',
  'Address incomplete or incorrect',
  'Cash not ready with the consignee',
];

export type SandboxShipmentRow = typeof courierSandboxShipments.$inferSelect;
type Row = SandboxShipmentRow;
type Statement = Partial<typeof courierSandboxShipments.$inferInsert>;

const TERMINAL = new Set([SHIPROCKET_STATUS_ID.delivered, SHIPROCKET_STATUS_ID['rto-delivered'], 8, 12]);
const PICKED = 42;
const REACHED_HUB = 38;

/** A number 0-99 from these words: the same every run. */
const percentOf = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0) % 100;

const validPincode = (pincode: string) => /^[1-9]\d{5}$/.test(pincode);

/**
 * The offline courier aggregator: answers as Shiprocket's external API does and keeps its own
 * books (courier_sandbox_shipments), as the payment sandbox keeps Razorpay's. It refuses what
 * Shiprocket refuses (CourierError with Shiprocket-like words), makes a second order for a
 * second create with the same reference (Shiprocket has no idempotency key), and moves parcels on
 * command (advance) or on a clock (tick), returning the tracking webhooks Shiprocket would send;
 * the caller delivers them. Delivered cash is remitted in daily batches two days later.
 */
export class SandboxCourier implements CourierProvider {
  readonly name = 'sandbox' as const;
  private readonly failingPincodes: Set<string>;
  private readonly failShare: number;

  constructor(
    private readonly db: Database,
    readonly options: SandboxCourierOptions,
  ) {
    this.failingPincodes = new Set(options.failingPincodes ?? DEFAULT_FAILING_PINCODES);
    this.failShare = options.failShare ?? 0.5;
  }

  // ---- Serviceability and booking ----

  /** The couriers for a lane, cheapest first; an unserviceable lane gives none. */
  async serviceability(query: ServiceabilityQuery): Promise<CourierQuote[]> {
    return this.quotes(query).map(({ quote }) => quote);
  }

  private quotes(query: ServiceabilityQuery, now = new Date()) {
    if (!validPincode(query.pickupPincode)) throw new CourierError('The pickup postcode must be 6 digits.', 422);
    if (!validPincode(query.deliveryPincode)) throw new CourierError('The delivery postcode must be 6 digits.', 422);
    checkWeight(query.weightGrams);
    if (unserviceablePincode(query.deliveryPincode) || unserviceablePincode(query.pickupPincode)) return [];
    const zone = zoneOf(query.pickupPincode, query.deliveryPincode);
    const z = zoneIndex(zone);
    const cashHere = !cashRefusedAt(query.deliveryPincode);
    const fits = SANDBOX_COURIERS.filter(
      (courier) =>
        courier.maxWeightGrams >= query.weightGrams && (!query.cash || (cashHere && courier.cashLimitPaise > 0)),
    );
    const priced = fits.map((courier) => {
      const etaDays = courier.etaDays[z] ?? 7;
      const ratePaise = freightPaise(courier, zone, query.weightGrams) + (query.cash ? cashChargePaise(0) : 0);
      return { courier, zone, etaDays, ratePaise };
    });
    // Shiprocket's pick weighs price against speed: a day is worth Rs 10 here.
    const best = [...priced].sort((a, b) => a.ratePaise + a.etaDays * 1000 - (b.ratePaise + b.etaDays * 1000))[0];
    return priced
      .sort((a, b) => a.ratePaise - b.ratePaise || a.courier.id - b.courier.id)
      .map((line) => ({
        ...line,
        quote: {
          courierId: line.courier.id,
          courierName: line.courier.name,
          ratePaise: line.ratePaise,
          estimatedDelivery: indiaDayPlus(line.etaDays, now),
          etaDays: line.etaDays,
          cash: cashHere && line.courier.cashLimitPaise > 0,
          recommended: line === best,
        } satisfies CourierQuote,
      }));
  }

  /** Shiprocket's orders/create/adhoc: a new order and shipment each call, no AWB yet. */
  async createOrder(order: CourierOrder): Promise<CourierBooking> {
    checkOrder(order);
    return this.insert(order, 'forward', this.options.pickupPincode);
  }

  private async insert(order: CourierOrder, kind: 'forward' | 'reverse', pickupPincode: string) {
    const [row] = await this.db
      .insert(courierSandboxShipments)
      .values({
        reference: order.reference,
        kind,
        pickupPincode,
        address: {
          name: order.customer.name,
          phone: order.customer.phone,
          city: order.customer.city,
          state: order.customer.state,
          pincode: order.customer.pincode,
        },
        weightGrams: order.parcel.weightGrams,
        subTotalPaise: order.subTotalPaise,
        cashPaise: order.cashToCollectPaise,
      })
      .returning();
    return bookingOf(row as Row);
  }

  /** Shiprocket's order search by channel order id: the newest order made with this reference. */
  async findOrder(reference: string): Promise<CourierBooking | null> {
    const [row] = await this.db
      .select()
      .from(courierSandboxShipments)
      .where(eq(courierSandboxShipments.reference, reference))
      .orderBy(desc(courierSandboxShipments.orderId))
      .limit(1);
    return row ? bookingOf(row) : null;
  }

  /** Every order made with this reference, oldest first. */
  async ordersWithReference(reference: string): Promise<CourierBooking[]> {
    return (await this.rowsWithReference(reference)).reverse().map(bookingOf);
  }

  /** Shiprocket's courier/assign/awb: the named courier, or its recommendation for the lane. */
  async assignAwb(shipmentId: string, courierId?: number): Promise<CourierBooking> {
    const row = await this.shipment(shipmentId);
    if (row.statusId === 8) throw new CourierError('AWB cannot be assigned to a cancelled shipment.', 400);
    if (row.awb) throw new CourierError(`AWB is already assigned to this shipment: ${row.awb}.`, 400);
    if (courierId !== undefined && !SANDBOX_COURIERS.some((courier) => courier.id === courierId))
      throw new CourierError(`Invalid courier id ${courierId}.`, 422);
    const lane = this.laneOf(row);
    const quotes = this.quotes(lane);
    if (quotes.length === 0)
      throw new CourierError(
        lane.cash && cashRefusedAt(lane.deliveryPincode)
          ? 'COD is not available for the delivery postcode.'
          : 'Delivery postcode is not serviceable.',
        400,
      );
    const chosen =
      courierId === undefined
        ? quotes.find((line) => line.quote.recommended)
        : quotes.find((line) => line.courier.id === courierId);
    if (!chosen) throw new CourierError('Selected courier is not serviceable for this shipment.', 400);
    if (row.cashPaise > chosen.courier.cashLimitPaise)
      throw new CourierError(
        `COD amount exceeds ${chosen.courier.name}'s limit of Rs. ${chosen.courier.cashLimitPaise / 100}.`,
        400,
      );
    const now = new Date();
    const ratePaise = chosen.ratePaise + (row.cashPaise > 0 ? cashChargePaise(row.cashPaise) - cashChargePaise(0) : 0);
    const [updated] = await this.db
      .update(courierSandboxShipments)
      .set({
        awb: awbFor(chosen.courier, row.shipmentId),
        courierId: chosen.courier.id,
        courierName: chosen.courier.name,
        ratePaise,
        awbAssignedAt: now,
        etd: new Date(indiaTimeOn(indiaDayPlus(chosen.etaDays + 1, now), '19:00:00')),
        ...this.moved(row, SHIPROCKET_STATUS_ID.booked, now, 'Shipment booked with the courier', this.origin(row)),
      })
      .where(and(eq(courierSandboxShipments.shipmentId, row.shipmentId), isNull(courierSandboxShipments.awb)))
      .returning();
    if (!updated) throw new CourierError('AWB is already assigned to this shipment.', 400);
    return bookingOf(updated);
  }

  /**
   * Shiprocket's courier/generate/pickup: the courier comes at 4 pm India time when asked before
   * 2 pm, else at 11 am the next day. Refused for a shipment without an AWB or already picked up.
   */
  async requestPickup(shipmentIds: string[]): Promise<{ pickupDate: string }> {
    const rows = await this.shipments(shipmentIds);
    for (const row of rows) {
      if (!row.awb) throw new CourierError(`Please assign an AWB to shipment ${row.shipmentId} before a pickup.`, 400);
      if (row.statusId !== SHIPROCKET_STATUS_ID.booked && row.statusId !== SHIPROCKET_STATUS_ID['pickup-scheduled'])
        throw new CourierError(
          `Shipment ${row.shipmentId} is ${shiprocketLabel(row.statusId)}: no pickup to request.`,
          400,
        );
    }
    const now = new Date();
    const pickupAt = new Date(
      indiaHour(now) < 14 ? indiaTimeOn(indiaDay(now), '16:00:00') : indiaTimeOn(indiaDayPlus(1, now), '11:00:00'),
    );
    for (const row of rows)
      await this.db
        .update(courierSandboxShipments)
        .set({
          pickupAt,
          nextStepAt: pickupAt,
          ...(row.statusId === SHIPROCKET_STATUS_ID.booked
            ? this.moved(row, SHIPROCKET_STATUS_ID['pickup-scheduled'], now, 'Pickup scheduled', this.origin(row))
            : {}),
        })
        .where(eq(courierSandboxShipments.shipmentId, row.shipmentId));
    return { pickupDate: indiaDay(pickupAt) };
  }

  async generateManifest(shipmentIds: string[]): Promise<{ url: string }> {
    const rows = await this.shipments(shipmentIds);
    this.needAwbs(rows, 'a manifest');
    return { url: `https://sandbox.shiprocket.invalid/manifests/${rows.map((row) => row.shipmentId).join('-')}.pdf` };
  }

  async generateLabel(shipmentIds: string[]): Promise<{ url: string }> {
    const rows = await this.shipments(shipmentIds);
    this.needAwbs(rows, 'a label');
    return { url: `https://sandbox.shiprocket.invalid/labels/${rows.map((row) => row.shipmentId).join('-')}.pdf` };
  }

  private needAwbs(rows: Row[], what: string) {
    const bare = rows.find((row) => !row.awb);
    if (bare) throw new CourierError(`Please assign an AWB to shipment ${bare.shipmentId} before ${what}.`, 400);
  }

  /** A shipment's row by its AWB, order id or shipment id (the HTTP face answers from it). */
  async row(by: { awb: string } | { shipmentId: string } | { orderId: string }): Promise<Row | null> {
    const [row] =
      'awb' in by
        ? await this.db.select().from(courierSandboxShipments).where(eq(courierSandboxShipments.awb, by.awb))
        : 'shipmentId' in by
          ? /^\d{1,9}$/.test(by.shipmentId)
            ? await this.db
                .select()
                .from(courierSandboxShipments)
                .where(eq(courierSandboxShipments.shipmentId, Number(by.shipmentId)))
            : []
          : /^\d{1,9}$/.test(by.orderId)
            ? await this.db
                .select()
                .from(courierSandboxShipments)
                .where(eq(courierSandboxShipments.orderId, Number(by.orderId)))
            : [];
    return row ?? null;
  }

  /** The orders made with this channel order id, newest first (Shiprocket's order search). */
  async rowsWithReference(reference: string): Promise<Row[]> {
    return this.db
      .select()
      .from(courierSandboxShipments)
      .where(eq(courierSandboxShipments.reference, reference))
      .orderBy(desc(courierSandboxShipments.orderId))
      .limit(50);
  }

  /** Shiprocket's track by AWB; null for an AWB it does not know. */
  async track(awb: string): Promise<TrackingUpdate | null> {
    const [row] = await this.db.select().from(courierSandboxShipments).where(eq(courierSandboxShipments.awb, awb));
    return row ? updateOf(row, this.webhookBody(row)) : null;
  }

  /** Shiprocket's ndr/all: shipments whose last attempt failed, waiting for an answer. */
  async ndrList(): Promise<CourierNdr[]> {
    const rows = await this.db
      .select()
      .from(courierSandboxShipments)
      .where(eq(courierSandboxShipments.statusId, SHIPROCKET_STATUS_ID.undelivered))
      .orderBy(asc(courierSandboxShipments.statusAt));
    return rows.map((row) => ({
      awb: row.awb ?? '',
      reason: row.ndrReason ?? '',
      attempts: row.failedAttempts,
      raisedAt: row.statusAt,
    }));
  }

  /** Shiprocket's ndr/{awb}/action: a re-attempt (out again at the next tick) or a return. */
  async ndrAction(awb: string, action: NdrAction): Promise<void> {
    const row = await this.byAwb(awb);
    if (row.statusId !== SHIPROCKET_STATUS_ID.undelivered)
      throw new CourierError('Action cannot be taken: the shipment is not in NDR.', 400);
    if (row.ndrAction) throw new CourierError('An action has already been taken on this attempt.', 400);
    if (action.kind === 're-attempt' && action.date && !/^\d{4}-\d{2}-\d{2}$/.test(action.date))
      throw new CourierError('The deferred date must be YYYY-MM-DD.', 422);
    const deferred =
      action.kind === 're-attempt' && action.date ? new Date(indiaTimeOn(action.date, '09:00:00')) : null;
    await this.db
      .update(courierSandboxShipments)
      .set({ ndrAction: action.kind, nextStepAt: deferred && deferred > new Date() ? deferred : new Date() })
      .where(eq(courierSandboxShipments.shipmentId, row.shipmentId));
  }

  /** Shiprocket's orders/create/return: a return order from the shopper to the store, no AWB yet. */
  async createReturn(order: CourierOrder): Promise<CourierBooking> {
    checkOrder({ ...order, cashToCollectPaise: 0 });
    return this.insert({ ...order, cashToCollectPaise: 0 }, 'reverse', order.customer.pincode);
  }

  /** A reverse pickup as the store asks for it: the return order and its AWB. */
  async reversePickup(order: CourierOrder): Promise<CourierBooking> {
    return this.assignAwb((await this.createReturn(order)).shipmentId);
  }

  /** Shiprocket's orders/cancel: refused once the courier has the parcel (that is an RTO). */
  async cancel(providerOrderIds: string[]): Promise<void> {
    const ids = providerOrderIds.map(Number);
    if (ids.length === 0 || ids.some((id) => !Number.isInteger(id)))
      throw new CourierError('The ids field is required.', 422);
    const rows = await this.db
      .select()
      .from(courierSandboxShipments)
      .where(inArray(courierSandboxShipments.orderId, ids));
    if (rows.length !== ids.length) throw new CourierError('Order not found.', 404);
    const late = rows.find(
      (row) => row.statusId !== 0 && row.statusId !== 1 && row.statusId !== 3 && row.statusId !== 8,
    );
    if (late)
      throw new CourierError(
        `Order ${late.orderId} is ${shiprocketLabel(late.statusId)} and cannot be cancelled.`,
        400,
      );
    const now = new Date();
    for (const row of rows.filter((one) => one.statusId !== 8))
      await this.db
        .update(courierSandboxShipments)
        .set({ nextStepAt: null, ...this.moved(row, 8, now, 'Shipment cancelled by the seller', this.origin(row)) })
        .where(eq(courierSandboxShipments.orderId, row.orderId));
  }

  /** The cash remitted on or after this India day, a line per parcel. */
  async remittances(since: string): Promise<RemittanceLine[]> {
    const rows = await this.db
      .select()
      .from(courierSandboxShipments)
      .where(and(isNotNull(courierSandboxShipments.remittanceRef), gte(courierSandboxShipments.remittedOn, since)))
      .orderBy(asc(courierSandboxShipments.remittedOn), asc(courierSandboxShipments.awb));
    return rows.map((row) => ({
      reference: row.remittanceRef ?? '',
      remittedOn: row.remittedOn ?? '',
      awb: row.awb ?? '',
      amountPaise: row.cashPaise,
    }));
  }

  readWebhook(headers: Record<string, string | string[] | undefined>, body: string): TrackingUpdate {
    return readShiprocketWebhook(this.options.webhookToken, headers, body);
  }

  // ---- Moving parcels ----

  /** Moves a parcel on command (the desk's sandbox control, tests), returning its webhooks. */
  async advance(awb: string, to: SandboxStep, reason?: string): Promise<SandboxWebhook[]> {
    const row = await this.byAwb(awb);
    if (TERMINAL.has(row.statusId))
      throw new CourierError(`Shipment ${awb} is ${shiprocketLabel(row.statusId)}: it moves no more.`, 400);
    const now = new Date();
    const where = hubOf(row.address.pincode);
    const statement: Statement = (() => {
      switch (to) {
        case 'picked-up':
          return this.moved(row, PICKED, now, 'Shipment picked up', this.origin(row));
        case 'in-transit':
          return this.moved(row, SHIPROCKET_STATUS_ID['in-transit'], now, 'In transit to the destination hub', where);
        case 'out-for-delivery':
          return this.moved(row, SHIPROCKET_STATUS_ID['out-for-delivery'], now, 'Out for delivery', where);
        case 'delivered':
          return this.delivered(row, now);
        case 'undelivered':
          return this.failed(row, now, reason ?? FAILURE_REASONS[0] ?? 'Consignee not available');
        case 'rto':
          return this.moved(
            row,
            SHIPROCKET_STATUS_ID['rto-initiated'],
            now,
            reason ?? 'Return to origin initiated',
            where,
          );
      }
    })();
    const webhook = await this.save(row, {
      ...statement,
      nextStepAt: nextStep(statement.statusId ?? row.statusId, now),
    });
    if (!webhook) throw new CourierError(`Shipment ${awb} moved meanwhile: try again.`, 409);
    return [webhook];
  }

  /**
   * The clock: each live parcel due by `now` moves one step (picked up at its pickup time, then in
   * transit, at the destination hub, out for delivery, delivered or not; a failed parcel goes out
   * again a day later or on the store's re-attempt, and back to origin after three failures or on
   * its return). Then delivered cash due for remittance is remitted. Returns the webhooks in order.
   */
  async tick(now: Date): Promise<SandboxWebhook[]> {
    const due = await this.db
      .select()
      .from(courierSandboxShipments)
      .where(and(isNotNull(courierSandboxShipments.nextStepAt), lte(courierSandboxShipments.nextStepAt, now)))
      .orderBy(asc(courierSandboxShipments.nextStepAt), asc(courierSandboxShipments.orderId));
    const webhooks: SandboxWebhook[] = [];
    for (const row of due) {
      const statement = this.step(row, now);
      if (!statement) {
        // Nothing follows by itself from here: off the clock.
        await this.db
          .update(courierSandboxShipments)
          .set({ nextStepAt: null })
          .where(eq(courierSandboxShipments.orderId, row.orderId));
        continue;
      }
      const webhook = await this.save(row, statement);
      if (webhook) webhooks.push(webhook);
    }
    await this.remit(now);
    return webhooks;
  }

  private step(row: Row, now: Date): Statement | null {
    const where = hubOf(row.address.pincode);
    const next = (statement: Statement): Statement => ({
      ...statement,
      nextStepAt: nextStep(statement.statusId ?? row.statusId, now, row),
    });
    switch (row.statusId) {
      case SHIPROCKET_STATUS_ID.booked:
      case SHIPROCKET_STATUS_ID['pickup-scheduled']:
        return next(this.moved(row, PICKED, now, 'Shipment picked up', this.origin(row)));
      case PICKED:
        return next(
          this.moved(
            row,
            SHIPROCKET_STATUS_ID['in-transit'],
            now,
            'In transit to the destination hub',
            this.origin(row),
          ),
        );
      case SHIPROCKET_STATUS_ID['in-transit']:
        return next(this.moved(row, REACHED_HUB, now, 'Reached the destination hub', where));
      case REACHED_HUB:
        return row.kind === 'reverse'
          ? next(this.delivered(row, now))
          : next(this.moved(row, SHIPROCKET_STATUS_ID['out-for-delivery'], now, 'Out for delivery', where));
      case SHIPROCKET_STATUS_ID['out-for-delivery']: {
        const attempt = row.failedAttempts + 1;
        const fails =
          this.failingPincodes.has(row.address.pincode) && percentOf(`${row.awb}:${attempt}`) < this.failShare * 100;
        if (!fails) return next(this.delivered(row, now));
        const reason = FAILURE_REASONS[percentOf(`${row.awb}:${attempt}:reason`) % FAILURE_REASONS.length] ?? '';
        return next(this.failed(row, now, reason));
      }
      case SHIPROCKET_STATUS_ID.undelivered:
        if (row.ndrAction === 'return' || row.failedAttempts >= MAX_ATTEMPTS)
          return next({
            ...this.moved(row, SHIPROCKET_STATUS_ID['rto-initiated'], now, 'Return to origin initiated', where),
            ndrAction: null,
          });
        return next({
          ...this.moved(row, SHIPROCKET_STATUS_ID['out-for-delivery'], now, 'Out for delivery (re-attempt)', where),
          ndrAction: null,
        });
      case SHIPROCKET_STATUS_ID['rto-initiated']:
        return next(this.moved(row, SHIPROCKET_STATUS_ID['rto-in-transit'], now, 'RTO in transit', where));
      case SHIPROCKET_STATUS_ID['rto-in-transit']:
        return next(
          this.moved(row, SHIPROCKET_STATUS_ID['rto-delivered'], now, 'RTO delivered to the seller', this.origin(row)),
        );
      default:
        return null;
    }
  }

  private delivered(row: Row, now: Date): Statement {
    const words = row.kind === 'reverse' ? 'Return delivered to the seller' : 'Delivered to the consignee';
    const at = row.kind === 'reverse' ? this.origin(row) : hubOf(row.address.pincode);
    return { ...this.moved(row, SHIPROCKET_STATUS_ID.delivered, now, words, at), deliveredAt: now };
  }

  private failed(row: Row, now: Date, reason: string): Statement {
    return {
      ...this.moved(row, SHIPROCKET_STATUS_ID.undelivered, now, reason, hubOf(row.address.pincode)),
      failedAttempts: row.failedAttempts + 1,
      ndrReason: reason,
      ndrAction: null,
    };
  }

  /** The columns of a move to a status: the status, its time and a scan. */
  private moved(row: Row, statusId: number, at: Date, activity: string, location: string): Statement {
    const scan: SandboxCourierScan = { at: at.toISOString(), statusId, activity, location };
    return { statusId, statusAt: at, scans: [...row.scans, scan] };
  }

  private origin(row: Row) {
    return hubOf(row.kind === 'reverse' ? row.address.pincode : row.pickupPincode);
  }

  /**
   * Writes a move and returns its webhook; null when the parcel moved meanwhile (another tick or
   * command, another instance's clock): each step is taken once.
   */
  private async save(row: Row, statement: Statement): Promise<SandboxWebhook | null> {
    const [updated] = await this.db
      .update(courierSandboxShipments)
      .set(statement)
      .where(
        and(
          eq(courierSandboxShipments.orderId, row.orderId),
          eq(courierSandboxShipments.statusId, row.statusId),
          eq(courierSandboxShipments.statusAt, row.statusAt),
        ),
      )
      .returning();
    if (!updated) return null;
    return {
      headers: { 'content-type': 'application/json', [WEBHOOK_TOKEN_HEADER]: this.options.webhookToken },
      body: JSON.stringify(this.webhookBody(updated)),
    };
  }

  /** The shipment as Shiprocket's tracking webhook tells it, every scan so far, oldest first. */
  webhookBody(row: Row): ShiprocketWebhookBody {
    const label = shiprocketLabel(row.statusId);
    return {
      awb: row.awb ?? '',
      courier_name: row.courierName ?? '',
      current_status: label,
      current_status_id: row.statusId,
      shipment_status: label,
      shipment_status_id: row.statusId,
      current_timestamp: shiprocketWebhookTime(row.statusAt),
      order_id: row.reference,
      sr_order_id: row.orderId,
      awb_assigned_date: row.awbAssignedAt ? shiprocketTime(row.awbAssignedAt) : null,
      pickup_scheduled_date: row.pickupAt ? shiprocketTime(row.pickupAt) : null,
      etd: row.etd ? shiprocketTime(row.etd) : null,
      scans: row.scans.map((scan) => ({
        date: shiprocketTime(new Date(scan.at)),
        status: shiprocketLabel(scan.statusId),
        activity: scan.activity,
        location: scan.location,
        'sr-status': String(scan.statusId),
        'sr-status-label': shiprocketLabel(scan.statusId),
      })),
      is_return: row.kind === 'reverse' ? 1 : 0,
      channel_id: CHANNEL_ID,
      pod_status: row.statusId === SHIPROCKET_STATUS_ID.delivered ? 'OTP Based Delivery' : '',
      pod: row.statusId === SHIPROCKET_STATUS_ID.delivered ? 'Available' : 'Not Available',
    };
  }

  /**
   * Remits delivered cash: each parcel delivered two India days before `now` (or earlier) joins
   * the batch of its remittance day, whose reference is a UTR-like text made from that day.
   */
  private async remit(now: Date) {
    const cutoff = new Date(indiaTimeOn(indiaDayPlus(-REMITTANCE_DAYS + 1, now)));
    const due = await this.db
      .select()
      .from(courierSandboxShipments)
      .where(
        and(
          eq(courierSandboxShipments.statusId, SHIPROCKET_STATUS_ID.delivered),
          eq(courierSandboxShipments.kind, 'forward'),
          sql`${courierSandboxShipments.cashPaise} > 0`,
          isNull(courierSandboxShipments.remittanceRef),
          lte(courierSandboxShipments.deliveredAt, cutoff),
        ),
      );
    for (const row of due) {
      const day = indiaDayPlus(REMITTANCE_DAYS, row.deliveredAt ?? now);
      await this.db
        .update(courierSandboxShipments)
        .set({ remittanceRef: remittanceReference(day), remittedOn: day })
        .where(and(eq(courierSandboxShipments.orderId, row.orderId), isNull(courierSandboxShipments.remittanceRef)));
    }
  }

  // ---- Lookups ----

  /** The lane a shipment travels, as a serviceability query. */
  private laneOf(row: Row): ServiceabilityQuery {
    return row.kind === 'reverse'
      ? {
          pickupPincode: row.pickupPincode,
          deliveryPincode: this.options.pickupPincode,
          weightGrams: row.weightGrams,
          cash: false,
        }
      : {
          pickupPincode: row.pickupPincode,
          deliveryPincode: row.address.pincode,
          weightGrams: row.weightGrams,
          cash: row.cashPaise > 0,
        };
  }

  private async shipment(shipmentId: string): Promise<Row> {
    const [row] = /^\d{1,10}$/.test(shipmentId) ? await this.shipments([shipmentId]) : [];
    if (!row) throw new CourierError(`Shipment ${shipmentId} not found.`, 404);
    return row;
  }

  private async shipments(shipmentIds: string[]): Promise<Row[]> {
    if (shipmentIds.length === 0) throw new CourierError('The shipment_id field is required.', 422);
    const ids = shipmentIds.map(Number);
    if (ids.some((id) => !Number.isInteger(id) || id > 2 ** 31 - 1)) throw new CourierError('Shipment not found.', 404);
    const rows = await this.db
      .select()
      .from(courierSandboxShipments)
      .where(inArray(courierSandboxShipments.shipmentId, ids));
    const missing = ids.find((id) => !rows.some((row) => row.shipmentId === id));
    if (missing !== undefined) throw new CourierError(`Shipment ${missing} not found.`, 404);
    return ids.map((id) => rows.find((row) => row.shipmentId === id) as Row);
  }

  private async byAwb(awb: string): Promise<Row> {
    const [row] = await this.db.select().from(courierSandboxShipments).where(eq(courierSandboxShipments.awb, awb));
    if (!row) throw new CourierError(`AWB ${awb} not found.`, 404);
    return row;
  }

  /** The sandbox's couriers (their ids, names and cash limits), for the desk and tests. */
  static couriers(): readonly SandboxCourierLine[] {
    return SANDBOX_COURIERS;
  }
}

/** When the clock next moves a parcel that just reached this status; null when nothing follows by itself. */
function nextStep(statusId: number, now: Date, row?: Row): Date | null {
  const later = (hours: number) => new Date(now.getTime() + hours * HOUR);
  switch (statusId) {
    case PICKED:
      return later(4);
    case SHIPROCKET_STATUS_ID['in-transit']: {
      // The trip itself: the lane's days less the last one (out for delivery).
      const days = row?.etd && row.awbAssignedAt ? (row.etd.getTime() - row.awbAssignedAt.getTime()) / (24 * HOUR) : 3;
      return later(Math.max(6, (days - 2) * 24));
    }
    case REACHED_HUB:
    case SHIPROCKET_STATUS_ID['out-for-delivery']:
      return later(6);
    case SHIPROCKET_STATUS_ID.undelivered:
      return later(24);
    case SHIPROCKET_STATUS_ID['rto-initiated']:
      return later(12);
    case SHIPROCKET_STATUS_ID['rto-in-transit']:
      return later(48);
    default:
      return null;
  }
}

/** A UTR-like batch reference for a remittance day: 'UTIBR' + the day + six digits. */
export const remittanceReference = (day: string) =>
  `UTIBR${day.replaceAll('-', '')}${String(percentOf(`utr:${day}`)).padStart(2, '0')}${String(
    createHash('sha256').update(day).digest().readUInt32BE(4) % 10_000,
  ).padStart(4, '0')}`;

function checkWeight(weightGrams: number) {
  if (!Number.isFinite(weightGrams) || weightGrams <= 0)
    throw new CourierError('The weight must be greater than 0.', 422);
  if (weightGrams > 100_000) throw new CourierError('The weight may not be greater than 100 kg.', 422);
}

/** What Shiprocket's create refuses (422 with the field's words). */
function checkOrder(order: CourierOrder) {
  const { customer, parcel } = order;
  if (!order.reference.trim() || order.reference.length > 50)
    throw new CourierError('The order id field is required (at most 50 characters).', 422);
  if (!customer.name.trim()) throw new CourierError('The billing customer name field is required.', 422);
  if (!/^[6-9]\d{9}$/.test(customer.phone.replace(/^\+?91/, '')))
    throw new CourierError('The billing phone must be a valid 10 digit number.', 422);
  if (!customer.street.trim() || customer.street.length < 3)
    throw new CourierError('The billing address must be at least 3 characters.', 422);
  if (!validPincode(customer.pincode)) throw new CourierError('The billing pincode must be 6 digits.', 422);
  if (order.items.length === 0) throw new CourierError('The order items field is required.', 422);
  if (order.items.some((item) => item.units < 1)) throw new CourierError('The units must be at least 1.', 422);
  if (order.subTotalPaise <= 0) throw new CourierError('The sub total must be greater than 0.', 422);
  if (order.cashToCollectPaise < 0 || order.cashToCollectPaise > order.subTotalPaise)
    throw new CourierError('The COD amount may not be more than the order total.', 422);
  checkWeight(parcel.weightGrams);
  if ([parcel.lengthCm, parcel.breadthCm, parcel.heightCm].some((side) => !(side >= 0.5)))
    throw new CourierError('The length, breadth and height must be at least 0.5 cm.', 422);
}

function bookingOf(row: Row): CourierBooking {
  return {
    providerOrderId: String(row.orderId),
    shipmentId: String(row.shipmentId),
    awb: row.awb,
    courierId: row.courierId,
    courierName: row.courierName,
  };
}

/** A shipment's state read back as the live client reads a track call. */
function updateOf(row: Row, body: ShiprocketWebhookBody): TrackingUpdate {
  const scans = readScans(body.scans);
  const status = shipmentStatusOf(row.statusId) ?? 'booked';
  return {
    awb: body.awb,
    reference: row.reference,
    status,
    providerStatusId: row.statusId,
    providerStatus: body.shipment_status,
    at: row.statusAt,
    reason: status === 'undelivered' ? row.ndrReason : null,
    isReturn: row.kind === 'reverse' || status.startsWith('rto-'),
    scans,
  };
}
