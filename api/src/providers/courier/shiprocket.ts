import { indiaDay, indiaDayPlus } from '@store/shared/format';
import type { CourierConfig } from '../../config';
import { parseShiprocketTime, readScans, readShiprocketWebhook, shiprocketTime } from './protocol';
import { shipmentStatusOf, shiprocketLabel } from './statuses';
import {
  CourierError,
  type CourierAddress,
  type CourierBooking,
  type CourierOrder,
  type CourierProvider,
  type NdrAction,
  type TrackingUpdate,
} from './types';

/** Shiprocket's token lasts 10 days (240 hours); the client logs in again after nine. */
const TOKEN_LIFE_MS = 9 * 24 * 3_600_000;

export type ShiprocketOptions = Pick<
  CourierConfig,
  'email' | 'password' | 'webhookToken' | 'apiUrl' | 'pickupLocation' | 'pickupPincode' | 'returnTo'
> & {
  /** Node's fetch unless given (tests pass none: they point apiUrl at a listening server). */
  fetch?: typeof fetch;
  now?: () => Date;
};

type Json = Record<string, unknown>;
const record = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.map(record) : []);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : null;
const rupees = (paise: number) => Math.round(paise) / 100;
const kilograms = (grams: number) => Math.round(grams) / 1000;

/** Shiprocket's words for a refusal: the first field error of a 422, else its message. */
function refusalOf(status: number, body: Json): CourierError {
  const errors = record(body.errors);
  const first = Object.values(errors).flat()[0];
  const message =
    (typeof first === 'string' && first) ||
    text(body.message) ||
    text(record(record(body.response).data).awb_assign_error) ||
    `Shiprocket answered ${status}`;
  return new CourierError(message, status);
}

/** The name as Shiprocket splits it: a first name and the rest. */
function splitName(name: string) {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first, last: rest.join(' ') };
}

const tenDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/**
 * Shiprocket's external API, live (https://apiv2.shiprocket.in/v1/external) or the sandbox's
 * copy of it (the same client pointed at /sandbox/shiprocket/v1/external). It logs in with the
 * API user for a bearer token, keeps it nine days, and logs in again on a 401.
 */
export class ShiprocketClient implements CourierProvider {
  readonly name = 'shiprocket' as const;
  private token: { value: string; until: number } | null = null;
  private readonly fetch: typeof fetch;
  private readonly now: () => Date;

  constructor(private readonly options: ShiprocketOptions) {
    this.fetch = options.fetch ?? fetch;
    this.now = options.now ?? (() => new Date());
  }

  // ---- The wire ----

  private async login(): Promise<string> {
    const answer = await this.fetch(`${this.options.apiUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: this.options.email, password: this.options.password }),
    });
    const body = record(await answer.json().catch(() => ({})));
    const token = text(body.token);
    if (!answer.ok || !token) throw refusalOf(answer.ok ? 401 : answer.status, body);
    this.token = { value: token, until: this.now().getTime() + TOKEN_LIFE_MS };
    return token;
  }

  private async bearer(): Promise<string> {
    return this.token && this.token.until > this.now().getTime() ? this.token.value : this.login();
  }

  /** One call with the bearer token; a 401 (an expired or revoked token) logs in again once. */
  private async call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    fresh = false,
  ): Promise<{ status: number; body: Json }> {
    const token = fresh ? await this.login() : await this.bearer();
    const answer = await this.fetch(`${this.options.apiUrl}/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (answer.status === 401 && !fresh) return this.call(method, path, body, true);
    const parsed = await answer.json().catch(() => ({}));
    return { status: answer.status, body: Array.isArray(parsed) ? { data: parsed } : record(parsed) };
  }

  /** A call that must succeed: its body, or CourierError with Shiprocket's words. */
  private async ok(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Json> {
    const answer = await this.call(method, path, body);
    if (answer.status >= 400) throw refusalOf(answer.status, answer.body);
    return answer.body;
  }

  // ---- The provider ----

  async serviceability(query: Parameters<CourierProvider['serviceability']>[0]) {
    const search = new URLSearchParams({
      pickup_postcode: query.pickupPincode,
      delivery_postcode: query.deliveryPincode,
      weight: String(kilograms(query.weightGrams)),
      cod: query.cash ? '1' : '0',
    });
    const answer = await this.call('GET', `courier/serviceability/?${search.toString()}`);
    // Shiprocket answers an unserviceable lane with a 404 and no couriers.
    if (answer.status === 404) return [];
    if (answer.status >= 400) throw refusalOf(answer.status, answer.body);
    const data = record(answer.body.data);
    const recommended = Number(data.recommended_courier_company_id);
    return list(data.available_courier_companies)
      .map((company) => {
        const etaDays = Number(company.estimated_delivery_days) || 0;
        return {
          courierId: Number(company.courier_company_id),
          courierName: text(company.courier_name) ?? '',
          ratePaise: Math.round(Number(company.rate) * 100),
          estimatedDelivery: indiaDayPlus(etaDays, this.now()),
          etaDays,
          cash: Number(company.cod) === 1,
          recommended: Number(company.courier_company_id) === recommended,
        };
      })
      .filter((quote) => Number.isInteger(quote.courierId) && (!query.cash || quote.cash));
  }

  async createOrder(order: CourierOrder): Promise<CourierBooking> {
    const { first, last } = splitName(order.customer.name);
    const cash = order.cashToCollectPaise > 0;
    const body = await this.ok('POST', 'orders/create/adhoc', {
      order_id: order.reference,
      order_date: shiprocketTime(order.orderDate).slice(0, 16),
      pickup_location: this.options.pickupLocation,
      billing_customer_name: first,
      billing_last_name: last,
      billing_address: order.customer.street,
      billing_address_2: order.customer.landmark ?? '',
      billing_city: order.customer.city,
      billing_pincode: order.customer.pincode,
      billing_state: order.customer.state,
      billing_country: 'India',
      billing_email: order.customer.email ?? '',
      billing_phone: tenDigits(order.customer.phone),
      shipping_is_billing: true,
      order_items: order.items.map((item) => ({
        name: item.name,
        sku: item.sku,
        units: item.units,
        selling_price: rupees(item.pricePaise),
      })),
      payment_method: cash ? 'COD' : 'Prepaid',
      sub_total: rupees(order.subTotalPaise),
      // A cash order part paid online (a made-to-measure advance): the courier collects the rest.
      ...(cash && order.cashToCollectPaise < order.subTotalPaise
        ? { total_discount: rupees(order.subTotalPaise - order.cashToCollectPaise) }
        : {}),
      ...this.parcelOf(order),
    });
    return bookingFrom(body);
  }

  private parcelOf(order: CourierOrder) {
    const { parcel } = order;
    return {
      length: parcel.lengthCm,
      breadth: parcel.breadthCm,
      height: parcel.heightCm,
      weight: kilograms(parcel.weightGrams),
    };
  }

  async findOrder(reference: string): Promise<CourierBooking | null> {
    const search = new URLSearchParams({ search: reference, per_page: '50', sort: 'DESC', sort_by: 'id' });
    const body = await this.ok('GET', `orders?${search.toString()}`);
    // The search matches parts of ids too: only this exact channel order id, the newest.
    const [newest] = list(body.data)
      .filter((row) => text(row.channel_order_id) === reference)
      .sort((a, b) => Number(b.id) - Number(a.id));
    if (!newest) return null;
    const [shipment] = list(newest.shipments);
    return {
      providerOrderId: text(newest.id) ?? '',
      shipmentId: text(shipment?.id) ?? '',
      awb: text(shipment?.awb) ?? text(shipment?.awb_code),
      courierId:
        shipment?.courier_id === undefined || shipment.courier_id === null ? null : Number(shipment.courier_id),
      courierName: text(shipment?.courier),
    };
  }

  async assignAwb(shipmentId: string, courierId?: number, isReturn = false): Promise<CourierBooking> {
    const body = await this.ok('POST', 'courier/assign/awb', {
      shipment_id: Number(shipmentId),
      ...(courierId === undefined ? {} : { courier_id: courierId }),
      ...(isReturn ? { is_return: 1 } : {}),
    });
    const data = record(record(body.response).data);
    if (Number(body.awb_assign_status) !== 1 || !text(data.awb_code)) throw refusalOf(400, body);
    return {
      providerOrderId: text(data.order_id) ?? '',
      shipmentId: text(data.shipment_id) ?? shipmentId,
      awb: text(data.awb_code),
      courierId: Number(data.courier_company_id),
      courierName: text(data.courier_name),
    };
  }

  async requestPickup(shipmentIds: string[]) {
    const body = await this.ok('POST', 'courier/generate/pickup', { shipment_id: shipmentIds.map(Number) });
    const when = parseShiprocketTime(record(body.response).pickup_scheduled_date);
    if (Number(body.pickup_status) !== 1 || !when) throw refusalOf(400, body);
    return { pickupDate: indiaDay(when) };
  }

  async generateManifest(shipmentIds: string[]) {
    const body = await this.ok('POST', 'manifests/generate', { shipment_id: shipmentIds.map(Number) });
    const url = text(body.manifest_url);
    if (!url) throw refusalOf(400, body);
    return { url };
  }

  async generateLabel(shipmentIds: string[]) {
    const body = await this.ok('POST', 'courier/generate/label', { shipment_id: shipmentIds.map(Number) });
    const url = text(body.label_url);
    if (Number(body.label_created) !== 1 || !url) throw refusalOf(400, body);
    return { url };
  }

  async track(awb: string): Promise<TrackingUpdate | null> {
    const answer = await this.call('GET', `courier/track/awb/${encodeURIComponent(awb)}`);
    if (answer.status === 404) return null;
    if (answer.status >= 400) throw refusalOf(answer.status, answer.body);
    const data = record(answer.body.tracking_data);
    const statusId = Number(data.shipment_status);
    const status = shipmentStatusOf(statusId);
    if (Number(data.track_status) !== 1 || !status) return null;
    const [track] = list(data.shipment_track);
    // Listed newest first: turned oldest first, so scans of one second keep their order.
    const activities = Array.isArray(data.shipment_track_activities) ? [...data.shipment_track_activities] : [];
    const scans = readScans(activities.reverse());
    const latest = scans.at(-1);
    return {
      awb,
      reference: text(track?.channel_order_id),
      status,
      providerStatusId: statusId,
      providerStatus: text(track?.current_status) ?? shiprocketLabel(statusId),
      at: latest?.at ?? this.now(),
      reason: status === 'undelivered' && latest?.status === 'undelivered' ? latest.activity : null,
      isReturn: Number(track?.is_return) === 1 || status.startsWith('rto-'),
      scans,
    };
  }

  async ndrList() {
    const body = await this.ok('GET', 'ndr/all?per_page=100');
    return list(body.data).map((row) => ({
      awb: text(row.awb_code) ?? '',
      reason: text(row.reason) ?? '',
      attempts: Number(row.attempts) || 0,
      raisedAt: parseShiprocketTime(row.ndr_raised_at) ?? this.now(),
    }));
  }

  async ndrAction(awb: string, action: NdrAction): Promise<void> {
    await this.ok('POST', `ndr/${encodeURIComponent(awb)}/action`, {
      action: action.kind,
      comments: action.comment ?? (action.kind === 'return' ? 'Return to origin' : 'Please deliver again'),
      ...(action.kind === 're-attempt' && action.date ? { deferred_date: action.date } : {}),
      ...(action.kind === 're-attempt' && action.address ? { address1: action.address } : {}),
      ...(action.kind === 're-attempt' && action.phone ? { phone: tenDigits(action.phone) } : {}),
    });
  }

  /** A return: the order from the shopper (pickup_*) to the store (shipping_*), then its AWB. */
  async reversePickup(order: CourierOrder): Promise<CourierBooking> {
    const shopper = splitName(order.customer.name);
    const store = this.options.returnTo;
    const body = await this.ok('POST', 'orders/create/return', {
      order_id: order.reference,
      order_date: shiprocketTime(order.orderDate).slice(0, 10),
      ...addressFields('pickup', order.customer, shopper),
      pickup_country: 'India',
      shipping_customer_name: store.name,
      shipping_last_name: '',
      shipping_address: store.street,
      shipping_city: store.city,
      shipping_state: store.state,
      shipping_country: 'India',
      shipping_pincode: store.pincode,
      shipping_phone: store.phone,
      order_items: order.items.map((item) => ({
        name: item.name,
        sku: item.sku,
        units: item.units,
        selling_price: rupees(item.pricePaise),
      })),
      payment_method: 'Prepaid',
      sub_total: rupees(order.subTotalPaise),
      ...this.parcelOf(order),
    });
    const created = bookingFrom(body);
    return this.assignAwb(created.shipmentId, undefined, true);
  }

  async cancel(providerOrderIds: string[]): Promise<void> {
    await this.ok('POST', 'orders/cancel', { ids: providerOrderIds.map(Number) });
  }

  /**
   * Shiprocket's public API has no COD remittance call (its statement call lists the wallet's
   * freight, not cash remitted): the desk imports the remittance CSV from its panel instead.
   */
  async remittances(since: string): Promise<never> {
    throw new CourierError(
      `Shiprocket's API has no remittance call: export the COD remittances since ${since} as CSV from its panel and import it.`,
      501,
    );
  }

  readWebhook(headers: Record<string, string | string[] | undefined>, body: string): TrackingUpdate {
    return readShiprocketWebhook(this.options.webhookToken, headers, body);
  }
}

function addressFields(prefix: 'pickup', address: CourierAddress, name: { first: string; last: string }) {
  return {
    [`${prefix}_customer_name`]: name.first,
    [`${prefix}_last_name`]: name.last,
    [`${prefix}_address`]: address.street,
    [`${prefix}_address_2`]: address.landmark ?? '',
    [`${prefix}_city`]: address.city,
    [`${prefix}_state`]: address.state,
    [`${prefix}_pincode`]: address.pincode,
    [`${prefix}_email`]: address.email ?? '',
    [`${prefix}_phone`]: tenDigits(address.phone),
  };
}

/** A create's answer (orders/create/adhoc, orders/create/return) as a booking. */
function bookingFrom(body: Json): CourierBooking {
  const orderId = text(body.order_id);
  const shipmentId = text(body.shipment_id);
  if (!orderId || !shipmentId) throw refusalOf(400, body);
  const courierId = Number(body.courier_company_id);
  return {
    providerOrderId: orderId,
    shipmentId,
    awb: text(body.awb_code),
    courierId: text(body.awb_code) && Number.isInteger(courierId) && courierId > 0 ? courierId : null,
    courierName: text(body.awb_code) ? text(body.courier_name) : null,
  };
}

/** The live provider from the configuration. */
export function shiprocketCourier(config: CourierConfig, overrides: Partial<ShiprocketOptions> = {}): ShiprocketClient {
  return new ShiprocketClient({ ...config, ...overrides });
}
