import { createHmac } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { formatDay, indiaDayPlus, indiaTimeOn } from '@store/shared/format';
import { shiprocketTime } from './protocol';
import { SandboxCourier, type SandboxShipmentRow } from './sandbox';
import { shiprocketLabel } from './statuses';
import { CourierError, type CourierOrder } from './types';

/** Where the sandbox's copy of Shiprocket's external API is served (never in production). */
export const SANDBOX_SHIPROCKET_PREFIX = '/sandbox/shiprocket/v1/external';

/** Its calls that change something: key-authenticated (a bearer token), so exempt from the origin guard. */
export const SANDBOX_SHIPROCKET_POSTS = [
  'auth/login',
  'orders/create/adhoc',
  'orders/create/return',
  'orders/cancel',
  'courier/assign/awb',
  'courier/generate/pickup',
  'courier/generate/label',
  'manifests/generate',
  'ndr/:awb/action',
].map((path) => `${SANDBOX_SHIPROCKET_PREFIX}/${path}`);

export interface SandboxHttpOptions {
  sandbox: SandboxCourier;
  /** The one API user its login knows (SHIPROCKET_EMAIL / SHIPROCKET_PASSWORD, or the sandbox's own). */
  email: string;
  password: string;
}

const TOKEN_LIFE_S = 10 * 24 * 3600;
const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

type Json = Record<string, unknown>;
const record = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const str = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const num = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
const paise = (rupees: unknown) => Math.round(num(rupees) * 100);

/** A 422 as Shiprocket words one: a message and each field's errors. */
class InvalidData extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super('Oops! Invalid Data.');
  }
}

/** The fields missing from a body, as Shiprocket's 422 lists them ("The billing city field is required."). */
function requireFields(body: Json, fields: string[]) {
  const missing = fields.filter((field) => str(body[field]) === '' && !Array.isArray(body[field]));
  if (missing.length > 0)
    throw new InvalidData(
      Object.fromEntries(missing.map((field) => [field, [`The ${field.replaceAll('_', ' ')} field is required.`]])),
    );
}

const PARCEL_FIELDS = ['sub_total', 'length', 'breadth', 'height', 'weight'];

/** An order's items and parcel as a create (adhoc or return) sends them. */
function orderOf(body: Json, prefix: 'billing' | 'pickup'): CourierOrder {
  const items = Array.isArray(body.order_items) ? body.order_items.map(record) : [];
  if (items.length === 0) throw new InvalidData({ order_items: ['The order items field is required.'] });
  const subTotalPaise = paise(body.sub_total);
  const cod = str(body.payment_method).toLowerCase() === 'cod';
  const discountPaise = Number.isFinite(num(body.total_discount)) ? paise(body.total_discount) : 0;
  const at = new Date(indiaTimeOn(str(body.order_date).slice(0, 10)));
  const field = (name: string) => str(body[`${prefix}_${name}`]);
  return {
    reference: str(body.order_id),
    orderDate: Number.isNaN(at.getTime()) ? new Date() : at,
    customer: {
      name: [field('customer_name'), field('last_name')].filter(Boolean).join(' '),
      phone: field('phone'),
      email: field('email') || null,
      street: field('address'),
      landmark: field('address_2') || null,
      city: field('city'),
      state: field('state'),
      pincode: field('pincode'),
    },
    items: items.map((item) => ({
      name: str(item.name),
      sku: str(item.sku),
      units: num(item.units),
      pricePaise: paise(item.selling_price),
    })),
    subTotalPaise,
    cashToCollectPaise: cod ? subTotalPaise - discountPaise : 0,
    parcel: {
      weightGrams: Math.round(num(body.weight) * 1000),
      lengthCm: num(body.length),
      breadthCm: num(body.breadth),
      heightCm: num(body.height),
    },
  };
}

const ids = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).map(str).filter(Boolean);

/** 'Dec 10, 2026', as Shiprocket's serviceability writes an estimated day. */
const etdText = (day: string) => formatDay(day, 'en-US');

/** A shipment in a track call's answer, as Shiprocket's tracking API shows it. */
function trackBody(sandbox: SandboxCourier, row: SandboxShipmentRow) {
  const hook = sandbox.webhookBody(row);
  return {
    tracking_data: {
      track_status: 1,
      shipment_status: row.statusId,
      shipment_track: [
        {
          id: row.orderId,
          awb_code: row.awb,
          courier_company_id: row.courierId,
          shipment_id: row.shipmentId,
          order_id: row.orderId,
          channel_order_id: row.reference,
          pickup_date: hook.pickup_scheduled_date,
          delivered_date: row.deliveredAt ? shiprocketTime(row.deliveredAt) : null,
          weight: String(row.weightGrams / 1000),
          packages: 1,
          current_status: hook.current_status,
          delivered_to: row.address.city,
          destination: row.address.city,
          consignee_name: row.address.name,
          origin: row.pickupPincode,
          edd: hook.etd,
          is_return: hook.is_return,
        },
      ],
      // Newest first, as Shiprocket lists a track's activities.
      shipment_track_activities: [...hook.scans].reverse(),
      track_url: `https://shiprocket.co/tracking/${row.awb ?? ''}`,
      etd: hook.etd,
    },
  };
}

/**
 * The sandbox's HTTP face: Shiprocket's external API calls the store makes, with its JSON shapes
 * and its bearer-token login, answered by the SandboxCourier. The live client (shiprocket.ts)
 * pointed here speaks to it exactly as to Shiprocket; tests use it to prove the two agree.
 */
export const courierSandboxHttp: FastifyPluginAsync<SandboxHttpOptions> = async (app, { sandbox, email, password }) => {
  const key = `${email}:${password}:${sandbox.options.webhookToken}`;
  const sign = (data: string) => createHmac('sha256', key).update(data).digest('base64url');

  /** A JWT (HS256) for the API user, valid 10 days as Shiprocket's are. */
  const issue = () => {
    const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
    const now = Math.floor(Date.now() / 1000);
    const body = base64url(JSON.stringify({ sub: email, iat: now, exp: now + TOKEN_LIFE_S }));
    return `${head}.${body}.${sign(`${head}.${body}`)}`;
  };
  const bearerValid = (request: FastifyRequest) => {
    const match = /^Bearer (\S+)\.(\S+)\.(\S+)$/.exec(request.headers.authorization ?? '');
    if (!match) return false;
    const [, head = '', body = '', signature = ''] = match;
    if (sign(`${head}.${body}`) !== signature) return false;
    try {
      return Number(record(JSON.parse(Buffer.from(body, 'base64url').toString())).exp) * 1000 > Date.now();
    } catch {
      return false;
    }
  };

  /** Runs a call with Shiprocket's answers to a missing token, invalid data and a refusal. */
  const answer =
    (handler: (request: FastifyRequest) => Promise<{ status?: number; body: unknown }>, open = false) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (!open && !bearerValid(request))
        return reply.code(401).send({ message: 'Unauthenticated.', status_code: 401 });
      try {
        const { status = 200, body } = await handler(request);
        return reply.code(status).send(body);
      } catch (error) {
        if (error instanceof InvalidData)
          return reply.code(422).send({ message: error.message, errors: error.errors, status_code: 422 });
        if (error instanceof CourierError)
          return reply.code(error.status).send({ message: error.message, status_code: error.status });
        throw error;
      }
    };

  app.post(
    '/auth/login',
    answer(async (request) => {
      const body = record(request.body);
      requireFields(body, ['email', 'password']);
      if (str(body.email) !== email || str(body.password) !== password)
        return { status: 403, body: { message: 'Invalid email and password combination', status_code: 403 } };
      return {
        body: {
          id: 1,
          first_name: 'Sandbox',
          last_name: 'API user',
          email,
          company_id: 1,
          created_at: shiprocketTime(new Date()),
          token: issue(),
        },
      };
    }, true),
  );

  app.get(
    '/courier/serviceability/',
    answer(async (request) => {
      const query = record(request.query);
      requireFields(query, ['pickup_postcode', 'delivery_postcode', 'weight', 'cod']);
      const quotes = await sandbox.serviceability({
        pickupPincode: str(query.pickup_postcode),
        deliveryPincode: str(query.delivery_postcode),
        weightGrams: Math.round(num(query.weight) * 1000),
        cash: str(query.cod) === '1',
      });
      if (quotes.length === 0)
        return { status: 404, body: { status: 404, message: 'No courier serviceable for this lane.' } };
      return {
        body: {
          status: 200,
          data: {
            available_courier_companies: quotes.map((quote) => ({
              courier_company_id: quote.courierId,
              courier_name: quote.courierName,
              rate: quote.ratePaise / 100,
              freight_charge: quote.ratePaise / 100,
              estimated_delivery_days: String(quote.etaDays),
              etd: etdText(indiaDayPlus(quote.etaDays)),
              cod: quote.cash ? 1 : 0,
              rating: SandboxCourier.couriers().find((line) => line.id === quote.courierId)?.rating ?? 0,
            })),
            recommended_courier_company_id: quotes.find((quote) => quote.recommended)?.courierId ?? null,
          },
        },
      };
    }),
  );

  app.post(
    '/orders/create/adhoc',
    answer(async (request) => {
      const body = record(request.body);
      requireFields(body, [
        'order_id',
        'order_date',
        'pickup_location',
        'billing_customer_name',
        'billing_address',
        'billing_city',
        'billing_pincode',
        'billing_state',
        'billing_country',
        'billing_phone',
        'payment_method',
        ...PARCEL_FIELDS,
      ]);
      if (str(body.pickup_location) !== sandbox.options.pickupLocation)
        throw new InvalidData({
          pickup_location: [`Wrong pickup location: this account has only "${sandbox.options.pickupLocation}".`],
        });
      const booking = await sandbox.createOrder(orderOf(body, 'billing'));
      return {
        body: {
          order_id: Number(booking.providerOrderId),
          channel_order_id: str(body.order_id),
          shipment_id: Number(booking.shipmentId),
          status: 'NEW',
          status_code: 1,
          onboarding_completed_now: 0,
          awb_code: '',
          courier_company_id: '',
          courier_name: '',
        },
      };
    }),
  );

  app.post(
    '/orders/create/return',
    answer(async (request) => {
      const body = record(request.body);
      requireFields(body, [
        'order_id',
        'order_date',
        'pickup_customer_name',
        'pickup_address',
        'pickup_city',
        'pickup_state',
        'pickup_pincode',
        'pickup_phone',
        'shipping_customer_name',
        'shipping_address',
        'shipping_city',
        'shipping_state',
        'shipping_pincode',
        'shipping_phone',
        ...PARCEL_FIELDS,
      ]);
      const booking = await sandbox.createReturn(orderOf(body, 'pickup'));
      return {
        body: {
          order_id: Number(booking.providerOrderId),
          shipment_id: Number(booking.shipmentId),
          status: 'RETURN PENDING',
          status_code: 21,
        },
      };
    }),
  );

  app.get(
    '/orders',
    answer(async (request) => {
      const rows = await sandbox.rowsWithReference(str(record(request.query).search));
      return {
        body: {
          data: rows.map((row) => ({
            id: row.orderId,
            channel_order_id: row.reference,
            status: shiprocketLabel(row.statusId),
            status_code: row.statusId,
            created_at: shiprocketTime(row.createdAt),
            shipments: [
              { id: row.shipmentId, awb: row.awb ?? '', courier: row.courierName ?? '', courier_id: row.courierId },
            ],
          })),
          meta: {
            pagination: { total: rows.length, count: rows.length, per_page: 50, current_page: 1, total_pages: 1 },
          },
        },
      };
    }),
  );

  app.post(
    '/courier/assign/awb',
    answer(async (request) => {
      const body = record(request.body);
      requireFields(body, ['shipment_id']);
      const courierId = str(body.courier_id) ? num(body.courier_id) : undefined;
      try {
        const booking = await sandbox.assignAwb(str(body.shipment_id), courierId);
        const row = await sandbox.row({ shipmentId: booking.shipmentId });
        return {
          body: {
            awb_assign_status: 1,
            response: {
              data: {
                courier_company_id: booking.courierId,
                awb_code: booking.awb,
                cod: (row?.cashPaise ?? 0) > 0 ? 1 : 0,
                order_id: Number(booking.providerOrderId),
                shipment_id: Number(booking.shipmentId),
                awb_code_status: 1,
                assigned_date_time: { date: shiprocketTime(row?.awbAssignedAt ?? new Date()) },
                applied_weight: (row?.weightGrams ?? 0) / 1000,
                courier_name: booking.courierName,
                freight_charges: (row?.ratePaise ?? 0) / 100,
              },
            },
          },
        };
      } catch (error) {
        // Shiprocket's AWB refusal names itself in response.data.awb_assign_error.
        if (!(error instanceof CourierError) || error.status !== 400) throw error;
        return {
          status: 400,
          body: {
            awb_assign_status: 0,
            message: error.message,
            status_code: 400,
            response: { data: { awb_assign_error: error.message } },
          },
        };
      }
    }),
  );

  app.post(
    '/courier/generate/pickup',
    answer(async (request) => {
      const shipmentIds = ids(record(request.body).shipment_id);
      const { pickupDate } = await sandbox.requestPickup(shipmentIds);
      const row = await sandbox.row({ shipmentId: shipmentIds[0] ?? '' });
      return {
        body: {
          pickup_status: 1,
          response: {
            pickup_scheduled_date: row?.pickupAt ? shiprocketTime(row.pickupAt) : `${pickupDate} 11:00:00`,
            pickup_token_number: `Reference No: ${row?.shipmentId ?? ''}`,
            status: 3,
            pickup_generated_date: { date: shiprocketTime(new Date()) },
            data: `Pickup is confirmed for ${pickupDate}`,
          },
        },
      };
    }),
  );

  app.post(
    '/manifests/generate',
    answer(async (request) => {
      const { url } = await sandbox.generateManifest(ids(record(request.body).shipment_id));
      return { body: { status: 1, manifest_url: url } };
    }),
  );
  app.post(
    '/courier/generate/label',
    answer(async (request) => {
      const { url } = await sandbox.generateLabel(ids(record(request.body).shipment_id));
      return { body: { label_created: 1, label_url: url, response: '', not_created: [] } };
    }),
  );

  app.get(
    '/courier/track/awb/:awb',
    answer(async (request) => {
      const row = await sandbox.row({ awb: str(record(request.params).awb) });
      if (!row)
        return {
          body: { tracking_data: { track_status: 0, shipment_status: 0, error: 'No activity found for this AWB.' } },
        };
      return { body: trackBody(sandbox, row) };
    }),
  );

  app.get(
    '/ndr/all',
    answer(async () => ({
      body: {
        data: (await sandbox.ndrList()).map((ndr) => ({
          awb_code: ndr.awb,
          status: 'UNDELIVERED',
          reason: ndr.reason,
          attempts: ndr.attempts,
          ndr_raised_at: shiprocketTime(ndr.raisedAt),
        })),
      },
    })),
  );

  app.post(
    '/ndr/:awb/action',
    answer(async (request) => {
      const body = record(request.body);
      requireFields(body, ['action', 'comments']);
      const action = str(body.action);
      if (action !== 're-attempt' && action !== 'return')
        throw new InvalidData({ action: ['The action must be re-attempt or return.'] });
      await sandbox.ndrAction(
        str(record(request.params).awb),
        action === 'return'
          ? { kind: 'return', comment: str(body.comments) }
          : {
              kind: 're-attempt',
              comment: str(body.comments),
              ...(str(body.deferred_date) ? { date: str(body.deferred_date) } : {}),
            },
      );
      return { status: 202, body: { status: 'Data Updated Successfully' } };
    }),
  );

  app.post(
    '/orders/cancel',
    answer(async (request) => {
      const body = record(request.body);
      requireFields(body, ['ids']);
      await sandbox.cancel(ids(body.ids));
      return { body: { status_code: 200, message: 'Order cancelled successfully.' } };
    }),
  );
};
