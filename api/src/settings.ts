import net from 'node:net';
import { z } from 'zod';
import { DEFAULT_DISPATCH_DAYS, DEFAULT_FIT_MIN_ANSWERS, INDIAN_STATES } from '@store/shared/catalog';
import { DEFAULT_GST_SLABS, type GstSlab } from '@store/shared/format';
import { metricsSettings, metricsTokenProblem } from '@store/shared/metrics-server';
import {
  flag,
  isProduction,
  listOf,
  nodeEnvSetting,
  oneOf,
  port,
  refuse,
  setting,
  settingsObject,
  shutdownDrainSetting,
  text,
  url,
  wholeNumber,
} from '@store/shared/settings';
import { DEFAULT_LOCK_WAIT } from './db/advisoryLock';
import { DEFAULT_POOL_SIZE } from './db/poolSize';
import { DEFAULT_TUNING } from './jobs/queue';
import { checkProductionSecret } from './security/secrets';

/**
 * The API's environment: every variable it reads (the worker too), with its default, its
 * README line and its validation, grouped as the README's table is. config.ts turns the parsed
 * values into ApiConfig; the README's table is written from these sections (npm run docs:env).
 */

/** The local admin of README: fine on a laptop, refused in production. */
export const DEFAULT_ADMIN = { email: 'admin@elegance.local', password: 'elegance-admin-123' };

/** A GSTIN: 2-digit state code, 10-character PAN, entity number, Z, check character. */
const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
/** The demo seller's sample GSTIN (Karnataka), used off production only. */
export const SAMPLE_GSTIN = '29ABCDE1234F1Z5';

/**
 * TRUST_PROXY: a hop count (that many proxies in front), or the proxies' addresses/CIDRs.
 * 'true' would let every client choose its own address for the per-IP limits, so it is refused.
 */
function trustedProxies(raw: string): false | number | string[] {
  if (raw === 'false') return false;
  if (/^\d+$/.test(raw)) return wholeNumber(1, 5)(raw);
  return listOf((address) => {
    const [ip, bits, extra] = address.replace(/\/$/, '').split('/');
    const family = net.isIP(ip ?? '');
    const maxBits = family === 6 ? 128 : 32;
    if (!family || extra !== undefined || (bits !== undefined && !(Number(bits) >= 0 && Number(bits) <= maxBits)))
      refuse(`takes a hop count or proxy addresses (10.0.0.2, 10.0.0.0/8), not ${address}`);
    return address.replace(/\/$/, '');
  })(raw);
}

/** '2500:5,*:18': 5% up to Rs.2,500 of value per piece, 18% above. */
function gstSlabs(raw: string): GstSlab[] {
  const slabs = raw.split(',').map((part) => {
    const [limit, rate] = part.trim().split(':');
    const upToRupees = limit === '*' ? null : Number(limit);
    if ((upToRupees !== null && !(upToRupees > 0)) || !(Number(rate) >= 0 && Number(rate) <= 28))
      refuse(`is slabs like 2500:5,*:18 (value per piece in rupees : rate in %), not ${raw}`);
    return { upToRupees, rate: Number(rate) };
  });
  if (slabs[slabs.length - 1]?.upToRupees !== null) refuse('must end with a *:rate slab');
  return slabs;
}
const slabsText = (slabs: readonly GstSlab[]) =>
  `\`${slabs.map((slab) => `${slab.upToRupees ?? '*'}:${slab.rate}`).join(',')}\``;

const indianState = (raw: string) =>
  INDIAN_STATES.includes(raw) ? raw : refuse(`must be an Indian state or union territory, not ${raw}`);

/** An Indian pincode: six digits, not starting with 0. */
const pincode = (raw: string) => (/^[1-9]\d{5}$/.test(raw) ? raw : refuse(`must be a 6-digit pincode, not ${raw}`));

/** A 10-digit Indian mobile number (a +91 or 0 before it is dropped). */
const phoneNumber = (raw: string) => {
  const digits = raw.replace(/[\s-]/g, '').replace(/^(\+91|0)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : refuse(`must be a 10-digit mobile number, not ${raw}`);
};

/** The courier sandbox's webhook token when none is set (never accepted in production). */
export const DEVELOPMENT_WEBHOOK_TOKEN = 'sandbox-shiprocket-webhook-token';
/** The courier sandbox's API user when none is set (its login answers only this one). */
export const SANDBOX_SHIPROCKET_USER = { email: 'api-user@sandbox.shiprocket.local', password: 'sandbox-api-password' };

/** COD_EXCLUDED_AREAS: pincode prefixes of 1-6 digits, or names of states and union territories. */
const excludedArea = (raw: string) =>
  /^[1-9]\d{0,5}$/.test(raw) || INDIAN_STATES.includes(raw)
    ? raw
    : refuse(`takes pincode prefixes (79) or state names (Ladakh), not ${raw}`);

/** COD_PREPAID_DISCOUNT: '5%' (of the total after a coupon) or '50' (rupees); '0' is off. */
const prepaidDiscount = (raw: string) => {
  const percent = /^(\d{1,2})\s*%$/.exec(raw);
  if (percent) return { percent: Number(percent[1]), paise: 0 };
  if (/^\d{1,5}$/.test(raw)) return { percent: 0, paise: Number(raw) * 100 };
  return refuse(`takes a percentage under 100 ('5%') or whole rupees ('50'), not ${raw}`);
};

const gstin = (raw: string) => {
  const value = raw.toUpperCase();
  return GSTIN.test(value) ? value : refuse(`is not a GSTIN: ${value}`);
};

/** S3_ENDPOINT: a server's origin, the bucket named by the client. */
const s3Endpoint = (raw: string) => {
  const endpoint = raw.replace(/\/$/, '');
  return /^https?:\/\/[^/]+$/.test(endpoint) ? endpoint : refuse(`must be http(s)://host[:port], not ${endpoint}`);
};

/** Which process reads the settings: the worker's metrics default to a port of their own. */
export type ApiProcess = 'api' | 'worker';
export const METRICS_PORTS: Record<ApiProcess, number> = { api: 9464, worker: 9466 };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The API's settings, by the README's groups. */
export const apiSettingSections = (metricsPort: number) => ({
  'Process and network': {
    ...nodeEnvSetting,
    API_HOST: setting(text, {
      description: 'interface the API listens on',
      defaultText: '127.0.0.1 (0.0.0.0 in production)',
    }),
    API_PORT: setting(port, { description: 'port the API listens on', defaultText: '`PORT`, else 4000' }),
    PORT: setting(port, { description: "the API's port when `API_PORT` is unset (hosting platforms set `PORT`)" }),
    SHELL_PORT: setting(port, {
      default: 3000,
      description: "the shell's port on this machine: the local CORS origins and the shop's URL follow it",
    }),
    PUBLIC_API_URL: setting(url(), {
      description: "the API's URL as the browser sees it (image URLs, the local upload store)",
      defaultText: '`http://localhost:API_PORT`',
    }),
    CORS_ORIGINS: setting(listOf(url()), {
      description: 'comma-separated origins allowed to call the API with credentials',
      defaultText: "the shell's and remotes' local origins (none in production)",
    }),
    SHOP_URL: setting(url(), {
      description: "the shop's public origin, for links in texts and e-mails (the cash confirmation link)",
      defaultText: 'the first `CORS_ORIGINS` entry',
    }),
    TRUST_PROXY: setting(trustedProxies, {
      default: false,
      defaultText: 'unset',
      description:
        'whose `X-Forwarded-For` to believe: unset = nobody (the API faces clients), a hop count (`1`), or proxy addresses/CIDRs',
    }),
    RATE_LIMITS: setting(flag, {
      default: true,
      defaultText: 'on',
      description: '`off` only for load tests on a laptop (bench, soak); refused in production',
    }),
    REDIS_URL: setting(url(['redis', 'rediss'], { secret: true }), {
      description:
        'rate-limit counters in Redis (`redis://host:6379`); unset = in the database. Either way every instance shares them',
    }),
    CAPTCHA_MAX_COUNTER: setting(wholeNumber(2, 10_000_000), {
      default: 3000,
      description: 'sign-in captcha difficulty: the proof of work tries up to this many keys (about 0.3 ms each)',
    }),
    API_DOCS: setting(flag, {
      description:
        "the OpenAPI 3.1 document at `/openapi.json` and Swagger UI at `/docs`, made from the routes' schemas; `on` publishes them in production too",
      defaultText: 'on (off in production)',
    }),
    ...shutdownDrainSetting("the API's"),
    LOG_LEVEL: setting(oneOf(...LOG_LEVELS), {
      default: 'info',
      description: `pino log level: ${LOG_LEVELS.join(', ')}`,
    }),
    BENCH_CEILING: setting(flag, {
      default: false,
      description:
        '`npm run bench` only: `GET /__bench/ceiling` answers a constant body from memory (never in production)',
    }),
    CRASH_AFTER_REFUND: setting(flag, {
      default: false,
      description:
        'tests only: SIGKILL right after the provider accepts a refund, before it is recorded (never in production)',
    }),
  },
  Database: {
    DATABASE_URL: setting(url(['postgres', 'postgresql'], { secret: true }), {
      description: 'a PostgreSQL server (`postgres://...`); unset = embedded PGlite in `DATA_DIR/pglite`',
    }),
    DATABASE_POOL_SIZE: setting(wholeNumber(1, 1000), {
      default: DEFAULT_POOL_SIZE,
      description:
        'connections to that server, at most, per process; all processes together best near twice its cores (docs/performance.md)',
    }),
    DATABASE_LOCK_WAIT_SECONDS: setting(wholeNumber(1, 86_400), {
      default: DEFAULT_LOCK_WAIT.timeoutMs / 1000,
      description:
        "how long an instance waits for another's migration or job-queue setup (logging who holds it every 10 s) before it fails",
    }),
    DATA_DIR: setting(text, { description: 'embedded database, outboxes and media root', defaultText: '`.data`' }),
    SEARCH_ENGINE: setting(oneOf('memory', 'postgres'), {
      default: 'memory',
      description:
        "the shop's search: `memory` indexes the catalogue in each API process (rebuilt when it changes), `postgres` asks the database per query",
    }),
    MIGRATE_AT_START: setting(flag, {
      default: true,
      description:
        'migrate PostgreSQL at start (under an advisory lock); `false`: `npm run migrate` does it and `/ready` fails while a migration is missing',
    }),
    SEED_DEMO_DATA: setting(flag, {
      description: 'seed the demo catalogue into an empty database',
      defaultText: 'true (false in production)',
    }),
  },
  'Background jobs': {
    JOBS_IN_PROCESS: setting(flag, {
      default: true,
      description:
        'run background jobs (order e-mails, stage texts, webhooks, sweeps) in the API process; `false` when `npm run worker` runs them',
    }),
    JOB_RETRY_DELAY_SECONDS: setting(wholeNumber(2, 86_400), {
      default: DEFAULT_TUNING.retryDelaySeconds,
      description: "a failing job's first retry delay (it doubles each time)",
    }),
    JOB_RETRY_LIMIT: setting(wholeNumber(2, 100), {
      default: DEFAULT_TUNING.retryLimit,
      description: 'retries before a failing job is dead',
    }),
    JOB_EXPIRE_SECONDS: setting(wholeNumber(2, 86_400), {
      default: DEFAULT_TUNING.expireInSeconds,
      description: 'how long a job may run before it counts as lost and is retried',
    }),
    JOB_MAINTENANCE_SECONDS: setting(wholeNumber(2, 86_400), {
      default: DEFAULT_TUNING.maintenanceIntervalSeconds,
      description: 'how often the job queue looks for lost (expired) jobs and clears old ones',
    }),
  },
  'Product images': {
    IMAGES_PROVIDER: setting(oneOf('local', 's3', 'imagekit'), {
      default: 'local',
      description:
        '`local` keeps photos in `MEDIA_DIR`, `s3` in an S3-compatible bucket every instance shares (both served from `/media/`); `imagekit` at ImageKit',
    }),
    MEDIA_DIR: setting(text, {
      description: 'where product images are stored with `IMAGES_PROVIDER=local` (served from `/media/`)',
      defaultText: '`DATA_DIR/media`',
    }),
    MEDIA_CACHE_DIR: setting(text, {
      description: 'resized image variants, made on first request (safe to delete)',
      defaultText: '`DATA_DIR/media-cache`',
    }),
    MEDIA_CACHE_MAX_MB: setting(wholeNumber(2, 1_000_000), {
      default: 512,
      description: 'disk the resized variants may take; the least recently served are deleted first',
    }),
    PUBLIC_MEDIA_URL: setting(url(), {
      description:
        "where catalogue pictures are named (`npm start` and the containers: the shell's origin + `/media`, which passes them on)",
      defaultText: "the API's own `/media` (with ImageKit: its URL endpoint)",
    }),
    S3_BUCKET: setting(text, { description: "with `IMAGES_PROVIDER=s3` (required): the photos' bucket" }),
    S3_ACCESS_KEY_ID: setting(text, {
      description: 'with `IMAGES_PROVIDER=s3` (required): a key allowed to get, put, delete and list in the bucket',
    }),
    S3_SECRET_ACCESS_KEY: setting(text, { description: "with `IMAGES_PROVIDER=s3` (required): that key's secret" }),
    S3_ENDPOINT: setting(s3Endpoint, {
      description: 'another S3-compatible server (`http://minio:9000`, R2, Spaces: `http(s)://host[:port]`)',
      defaultText: 'AWS S3',
    }),
    S3_REGION: setting(text, { default: 'us-east-1', description: "the bucket's region" }),
    S3_FORCE_PATH_STYLE: setting(flag, {
      description:
        'name the bucket in the path (MinIO and most self-hosted servers) rather than in the host name (AWS)',
      defaultText: '`true` with `S3_ENDPOINT`, else `false`',
    }),
    IMAGEKIT_URL_ENDPOINT: setting(url(), {
      description: '`https://ik.imagekit.io/<id>`: required with `IMAGES_PROVIDER=imagekit`',
    }),
    IMAGEKIT_PUBLIC_KEY: setting(text, {
      description: "ImageKit's public upload key (required with `IMAGES_PROVIDER=imagekit`)",
      defaultText: 'a local value',
    }),
    IMAGEKIT_PRIVATE_KEY: setting(text, {
      description:
        "ImageKit's private key (required with `IMAGES_PROVIDER=imagekit`); the local store signs with one derived from `APP_SECRET`",
      defaultText: 'derived',
    }),
    IMAGEKIT_UPLOAD_URL: setting(url(), {
      description: 'where the admin screen uploads photos',
      defaultText: "ImageKit's, or this API's `/imagekit` store",
    }),
    IMAGEKIT_API_URL: setting(url(), {
      description: 'where deleted photos are removed',
      defaultText: "ImageKit's, or this API's `/imagekit` store",
    }),
  },
  'Secrets and the admin': {
    APP_SECRET: setting(text, {
      description:
        '32+ random bytes (`openssl rand -base64 32`); one key per purpose (OTP, captcha, uploads, sandbox, cash confirmation) is derived from it',
      defaultText: 'a development value (required in production)',
    }),
    ADMIN_EMAIL: setting(text, {
      description: 'the admin account made or reset at start (with `ADMIN_PASSWORD`)',
      defaultText: '`admin@elegance.local` (unset in production)',
    }),
    ADMIN_PASSWORD: setting(text, {
      description: 'its password; production refuses the local default',
      defaultText: '`elegance-admin-123` (unset in production)',
    }),
  },
  Courier: {
    COURIER_PROVIDER: setting(oneOf('sandbox', 'shiprocket'), {
      description:
        "`shiprocket` books parcels through Shiprocket's API (with the next three); `sandbox` is the offline aggregator speaking its protocol, refused in production except in a test shop (`PAYMENTS=sandbox`)",
      defaultText: '`sandbox` (`shiprocket` in production)',
    }),
    SHIPROCKET_EMAIL: setting(text, { description: "the Shiprocket API user's e-mail (Settings > API in its panel)" }),
    SHIPROCKET_PASSWORD: setting(text, { description: "that API user's password" }),
    SHIPROCKET_WEBHOOK_TOKEN: setting(text, {
      description:
        "the token set on Shiprocket's tracking webhook, sent back in its `x-api-key` header; required with `shiprocket` (the sandbox has a local default)",
    }),
    SHIPROCKET_API_URL: setting(url(), {
      default: 'https://apiv2.shiprocket.in/v1/external',
      description: "Shiprocket's external API (tests point it at a local server)",
    }),
    PICKUP_LOCATION: setting(text, {
      default: 'Primary',
      description: "the pickup address's name, as added in Shiprocket's panel (Settings > Pickup Addresses)",
    }),
    PICKUP_PINCODE: setting(pincode, {
      default: '560001',
      description: "that pickup address's pincode: the origin of every quote",
    }),
    PICKUP_CITY: setting(text, {
      default: 'Bengaluru',
      description: "that pickup address's city: where reverse pickups (returns) are delivered, with `SELLER_ADDRESS`",
    }),
    PICKUP_PHONE: setting(phoneNumber, {
      default: '9876500000',
      description: "the pickup address's 10-digit phone, which couriers call about pickups and returns",
    }),
  },
  Payments: {
    PAYMENTS: setting(oneOf('razorpay', 'sandbox'), {
      description:
        '`sandbox` runs a test shop on the sandbox even in production (a warning at start, a banner on every page); `razorpay` insists on the keys',
    }),
    RAZORPAY_KEY_ID: setting(text, {
      description:
        'live Razorpay (with the next two); unset = the offline payment sandbox (same protocol, test cards), which production refuses unless `PAYMENTS=sandbox`',
    }),
    RAZORPAY_KEY_SECRET: setting(text, { description: "Razorpay's key secret" }),
    RAZORPAY_WEBHOOK_SECRET: setting(text, { description: 'the secret Razorpay signs its webhooks with' }),
    SANDBOX_WEBHOOK_DELAY_MS: setting(wholeNumber(0, 600_000), {
      default: 3000,
      description: 'how long the sandbox waits before sending its `payment.captured` webhook',
    }),
  },
  'E-mail and texts': {
    SMTP_URL: setting(url(['smtp', 'smtps'], { secret: true }), {
      description:
        'an SMTP server for the order e-mails (`smtp://user:pass@host:587`); unset, they go to `MAIL_OUTBOX`',
    }),
    MAIL_FROM: setting(text, { default: 'Elegance <orders@elegance.example>', description: "the e-mails' sender" }),
    MAIL_OUTBOX: setting(text, {
      description: 'without `SMTP_URL`, order e-mails are appended here, one JSON line each',
      defaultText: '`DATA_DIR/outbox/mail.jsonl`',
    }),
    SMS_PROVIDER: setting(oneOf('console', 'msg91'), {
      default: 'console',
      description: "`msg91` sends texts through MSG91's Flow API; `console` logs them and appends them to `SMS_OUTBOX`",
    }),
    SMS_OUTBOX: setting(text, {
      description: 'the console SMS gateway appends each text here, one JSON line `{"to","text","at"}`',
      defaultText: '`DATA_DIR/sms-outbox.jsonl`',
    }),
    MSG91_AUTH_KEY: setting(text, { description: 'required with `SMS_PROVIDER=msg91`: the auth key' }),
    MSG91_TEMPLATE_ID: setting(text, {
      description: 'required with `SMS_PROVIDER=msg91`: the DLT-approved OTP template (variables `otp`, `minutes`)',
    }),
    MSG91_UPDATE_TEMPLATE_ID: setting(text, {
      description:
        'with `SMS_PROVIDER=msg91`: the DLT template for order updates (variables `order`, `item`, `stage`); unset, updates go by e-mail only',
    }),
    MSG91_CASH_TEMPLATE_ID: setting(text, {
      description:
        'with `SMS_PROVIDER=msg91`: the DLT template asking to confirm a cash order (variables `order`, `code`, `link`); unset, by e-mail only',
    }),
    MSG91_RESTOCK_TEMPLATE_ID: setting(text, {
      description:
        'with `SMS_PROVIDER=msg91`: the DLT template for back-in-stock alerts (variables `product`, `size`, `link`); unset, a text alert fails and is listed under Failed jobs',
    }),
    MSG91_GIFT_CARD_TEMPLATE_ID: setting(text, {
      description:
        'with `SMS_PROVIDER=msg91`: the DLT template for a gift card sent to a phone (variables `from`, `amount`, `code`, `until`, `link`); unset, such a text fails and is listed under Failed jobs',
    }),
    MSG91_BAG_TEMPLATE_ID: setting(text, {
      description:
        "with `SMS_PROVIDER=msg91`: the DLT template for a left bag's reminder (variables `pieces`, `link`, `stop`: the link that stops its reminders); unset, a text reminder fails and is logged",
    }),
    MSG91_BASE_URL: setting(url(), {
      default: 'https://control.msg91.com',
      description: "MSG91's API host (tests point it at a local fake)",
    }),
  },
  'WhatsApp order updates': {
    WHATSAPP_PROVIDER: setting(oneOf('sandbox', 'cloud', 'off'), {
      description:
        "`cloud` sends order updates to shoppers who opted in through WhatsApp's Cloud API; `sandbox` is the offline stand-in speaking its protocol (refused in production); `off`: texts only",
      defaultText: '`sandbox` (`off` in production)',
    }),
    WHATSAPP_SANDBOX_TESTER: setting(flag, {
      description:
        "with `sandbox`: opens its tester's calls (a phone's messages, its buttons, writing as it) to anyone, as the browser tests need; otherwise only a signed-in admin makes them",
      defaultText: 'off',
    }),
    WHATSAPP_TOKEN: setting(text, {
      description: "required with `cloud`: a system user's access token with `whatsapp_business_messaging`",
    }),
    WHATSAPP_PHONE_NUMBER_ID: setting(text, {
      description: "required with `cloud`: the business phone number's id (not the number itself)",
    }),
    WHATSAPP_APP_SECRET: setting(text, {
      description: "required with `cloud`: the Meta app's secret, which signs the webhooks (`X-Hub-Signature-256`)",
    }),
    WHATSAPP_VERIFY_TOKEN: setting(text, {
      description:
        'required with `cloud`: the token typed into the webhook setup, echoed back by `GET /webhooks/whatsapp`',
    }),
    WHATSAPP_API_VERSION: setting(text, { default: 'v21.0', description: 'the Graph API version the calls name' }),
    WHATSAPP_API_URL: setting(url(), {
      default: 'https://graph.facebook.com',
      description: "the Graph API's host (tests point it at a local fake)",
    }),
  },
  'Orders, tax and returns': {
    SELLER_NAME: setting(text, { default: 'Elegance Fashions', description: 'who the tax invoices name' }),
    SELLER_ADDRESS: setting(text, { default: '12 MG Road, Bengaluru 560001', description: "the seller's address" }),
    SELLER_STATE: setting(indianState, {
      default: 'Karnataka',
      description: "the seller's state: CGST + SGST within it, IGST to other states",
    }),
    SELLER_GSTIN: setting(gstin, {
      description: "the seller's GSTIN; without one no tax invoice or GST credit note is issued (receipts still are)",
      defaultText: `\`${SAMPLE_GSTIN}\` (a sample; unset in production)`,
    }),
    GST_APPAREL_SLABS: setting(gstSlabs, {
      default: DEFAULT_GST_SLABS.apparel,
      defaultText: slabsText(DEFAULT_GST_SLABS.apparel),
      description: 'GST on garments and footwear by taxable value per piece (rupees:rate%, the last `*`)',
    }),
    GST_ACCESSORY_SLABS: setting(gstSlabs, {
      default: DEFAULT_GST_SLABS.accessories,
      defaultText: slabsText(DEFAULT_GST_SLABS.accessories),
      description: 'the same for other accessories',
    }),
    DISPATCH_DAYS_STANDARD: setting(wholeNumber(2, 365), {
      default: DEFAULT_DISPATCH_DAYS.standard,
      description: 'days from payment to dispatch that an order of standard sizes promises',
    }),
    DISPATCH_DAYS_TAILORED: setting(wholeNumber(2, 365), {
      default: DEFAULT_DISPATCH_DAYS.tailored,
      description: 'the same with a made-to-measure piece (cut and stitched)',
    }),
    STOCK_HOLD_MINUTES: setting(wholeNumber(2, 24 * 60), {
      default: 15,
      description:
        'how long a checkout holds its stock, prices and coupon from payment start; then the stock goes back and a late payment is checked again',
    }),
    STOCK_HOLD_PER_SIZE: setting(wholeNumber(1, 1000), {
      default: 3,
      description:
        'the most pieces of one size a checkout may hold, and a phone, client address or account across its live holds',
    }),
    GIFT_CARD_VALID_MONTHS: setting(wholeNumber(1, 120), {
      default: 12,
      description: 'months a gift card pays from the day it is issued; then what is left on it expires',
    }),
    STORE_CREDIT_REFUND_BONUS_PERCENT: setting(wholeNumber(0, 100), {
      default: 0,
      description:
        'the percentage added on top when a shopper takes a refund as store credit instead of her money back (0: none)',
    }),
    GOODWILL_CREDIT_MAX_RUPEES: setting(wholeNumber(1, 1_000_000), {
      default: 2000,
      description: 'the most goodwill store credit the desk may grant a customer at once, in rupees',
    }),
    RETURN_WINDOW_DAYS: setting(wholeNumber(2, 365), {
      default: 7,
      description:
        'days after delivery a customer may ask for an exchange, a refund or (made to measure) an alteration of a piece',
    }),
    FIT_MIN_ANSWERS: setting(wholeNumber(1, 10_000), {
      default: DEFAULT_FIT_MIN_ANSWERS,
      description:
        "buyers' answers (returns for too small or too large, reviews' fit) a size needs before the shop says it runs small or large and moves its size advice",
    }),
    BAG_REMINDER_AFTER_MINUTES: setting(wholeNumber(5, 7 * 24 * 60), {
      default: 60,
      description:
        "minutes a bag is left untouched before its shopper's first reminder (the second follows a day after it; none between 9 pm and 9 am India time)",
    }),
    NDR_ANSWER_HOURS: setting(wholeNumber(1, 24 * 7), {
      default: 24,
      description:
        'hours a shopper has to answer a failed delivery (deliver again, fix the address or phone, cancel) before the desk decides',
    }),
    NDR_MAX_ATTEMPTS: setting(wholeNumber(1, 10), {
      default: 3,
      description: 'failed delivery attempts after which the parcel goes back to the store (RTO) without asking',
    }),
    REMITTANCE_GRACE_DAYS: setting(wholeNumber(1, 90), {
      default: 10,
      description: "days (India) after a cash order's delivery before the desk lists it as not remitted by the courier",
    }),
  },
  'Cash on delivery': {
    COD_EXCLUDED_AREAS: setting(listOf(excludedArea), {
      default: ['79', '744', '194'],
      description: 'pincode prefixes or state names that take no cash on delivery',
    }),
    COD_MAX_ORDER_RUPEES: setting(wholeNumber(1, 10_000_000), {
      default: 25_000,
      description: 'the largest order total (fee included) payable in cash',
    }),
    COD_FEE_RUPEES: setting(wholeNumber(0, 10_000), {
      default: 0,
      description: "the fee added to a cash order's total (totals, e-mail, invoice)",
    }),
    COD_TAILORED_ADVANCE_PERCENT: setting(wholeNumber(0, 100), {
      default: 20,
      description: 'share of a cash order with a made-to-measure piece paid now by card or UPI (0: none)',
    }),
    COD_CONFIRM_HOURS: setting(wholeNumber(1, 24 * 14), {
      default: 2,
      description:
        'hours a shopper has to confirm a cash order (texted link or code) before it is cancelled and its stock released',
    }),
    COD_DAILY_ORDERS_PER_PHONE: setting(wholeNumber(1, 1000), {
      default: 3,
      description: 'cash orders one phone may place in 24 hours',
    }),
    COD_DAILY_ORDERS_PER_ADDRESS: setting(wholeNumber(1, 1000), {
      default: 3,
      description: 'cash orders one address may place in 24 hours',
    }),
    COD_MAX_REFUSALS: setting(wholeNumber(1, 100), {
      default: 2,
      description: 'deliveries refused at the door after which a phone may no longer pay in cash',
    }),
    COD_PREPAID_DISCOUNT: setting(prepaidDiscount, {
      default: { percent: 0, paise: 0 },
      defaultText: '0 (off)',
      description:
        "off a card or UPI order's total, shown beside cash at checkout: a percentage ('5%') or rupees ('50'); 0 is off",
    }),
    COD_RISK_CONFIRM_SCORE: setting(wholeNumber(1, 1000), {
      default: 40,
      description: 'risk score from which a cash order waits for the texted confirmation even with its phone proven',
    }),
    COD_RISK_PREPAID_SCORE: setting(wholeNumber(1, 1000), {
      default: 70,
      description: 'risk score from which cash is refused and the order must be paid by card or UPI',
    }),
    COD_RISK_HIGH_VALUE_RUPEES: setting(wholeNumber(1, 10_000_000), {
      default: 5000,
      description: 'a cash order above this total adds to its risk score',
    }),
    COD_RISK_PINCODE_DAYS: setting(wholeNumber(1, 3650), {
      default: 180,
      description: "days of the store's own orders a pincode's return-to-origin rate is read over",
    }),
    COD_RISK_PINCODE_MIN_ORDERS: setting(wholeNumber(1, 100_000), {
      default: 20,
      description: 'delivered and returned orders a pincode needs in those days before its rate counts',
    }),
    COD_RISK_PINCODE_RTO_PERCENT: setting(wholeNumber(1, 100), {
      default: 30,
      description: "a pincode whose orders came back this often (percent) adds to a cash order's risk score",
    }),
  },
  Metrics: metricsSettings(metricsPort, "`API_HOST`'s", `${METRICS_PORTS.api} (the worker: ${METRICS_PORTS.worker})`),
});

type Sections = ReturnType<typeof apiSettingSections>;
/** The API's environment as parsed (before config.ts derives ApiConfig from it). */
export type ApiSettings = z.infer<ReturnType<typeof settingsObject<Sections>>>;

/** API_HOST, else every interface in production and loopback elsewhere. */
export const apiHost = (settings: ApiSettings) =>
  settings.API_HOST ?? (isProduction(settings) ? '0.0.0.0' : '127.0.0.1');

const shiprocketKeysOf = (settings: ApiSettings) => [
  settings.SHIPROCKET_EMAIL,
  settings.SHIPROCKET_PASSWORD,
  settings.SHIPROCKET_WEBHOOK_TOKEN,
];

/**
 * The courier provider: as set; unset, the sandbox on a laptop and Shiprocket in production,
 * but for a test shop (PAYMENTS=sandbox) without Shiprocket's keys, which ships on the sandbox.
 */
export function courierProviderOf(settings: ApiSettings): 'sandbox' | 'shiprocket' {
  if (settings.COURIER_PROVIDER) return settings.COURIER_PROVIDER;
  if (!isProduction(settings)) return 'sandbox';
  return settings.PAYMENTS === 'sandbox' && !shiprocketKeysOf(settings).some(Boolean) ? 'sandbox' : 'shiprocket';
}

/**
 * The rules between settings (production's refusals, what a provider needs). They run even when
 * a value failed its own check, so every problem is listed at once: a failed value is still its
 * text here, and each rule looks only at what it can trust.
 */
function crossRules(settings: ApiSettings, ctx: z.RefinementCtx, kind: ApiProcess) {
  const production = isProduction(settings);
  const problem = (message: string, path?: string) =>
    ctx.addIssue({ code: 'custom', message, ...(path ? { path: [path] } : {}) });
  if (production)
    try {
      checkProductionSecret(settings.APP_SECRET);
    } catch (error) {
      problem((error as Error).message);
    }
  if (production && settings.ADMIN_PASSWORD === DEFAULT_ADMIN.password)
    problem('is the local default: set a real one in production', 'ADMIN_PASSWORD');
  if (Boolean(settings.ADMIN_EMAIL) !== Boolean(settings.ADMIN_PASSWORD))
    problem('ADMIN_EMAIL and ADMIN_PASSWORD go together');
  const { PAYMENTS, RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET } = settings;
  const razorpayKeys = [RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET];
  if (
    PAYMENTS !== 'sandbox' &&
    !razorpayKeys.every(Boolean) &&
    (razorpayKeys.some(Boolean) || PAYMENTS === 'razorpay' || production)
  )
    problem(
      'Payments need RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET' +
        (production ? ' in production; set PAYMENTS=sandbox to run a test shop that takes no real money' : ''),
    );
  const courier = courierProviderOf(settings);
  // As for payments: production never runs the sandbox but in a test shop (PAYMENTS=sandbox).
  if (production && courier === 'sandbox' && PAYMENTS !== 'sandbox')
    problem(
      'is the offline sandbox, which ships no real parcel: set shiprocket (with its keys) in production, or PAYMENTS=sandbox for a test shop',
      'COURIER_PROVIDER',
    );
  else if (courier === 'shiprocket' && !shiprocketKeysOf(settings).every(Boolean))
    problem(
      'The courier needs SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD and SHIPROCKET_WEBHOOK_TOKEN' +
        (production ? ' in production; set PAYMENTS=sandbox to run a test shop on the courier sandbox' : ''),
    );
  if (production && settings.SHIPROCKET_WEBHOOK_TOKEN === DEVELOPMENT_WEBHOOK_TOKEN)
    problem('is the local default: set the token you gave Shiprocket in production', 'SHIPROCKET_WEBHOOK_TOKEN');
  if (production && settings.CRASH_AFTER_REFUND)
    problem('is a crash for tests: never in production', 'CRASH_AFTER_REFUND');
  if (production && settings.RATE_LIMITS === false)
    problem('is off, which is for load tests on a laptop: never in production', 'RATE_LIMITS');
  if (
    settings.IMAGES_PROVIDER === 'imagekit' &&
    !(settings.IMAGEKIT_URL_ENDPOINT && settings.IMAGEKIT_PUBLIC_KEY && settings.IMAGEKIT_PRIVATE_KEY)
  )
    problem(
      'IMAGES_PROVIDER=imagekit needs IMAGEKIT_URL_ENDPOINT (https://ik.imagekit.io/<your id>), IMAGEKIT_PUBLIC_KEY and IMAGEKIT_PRIVATE_KEY',
    );
  if (settings.IMAGES_PROVIDER === 's3') {
    const absent = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (name) => !settings[name],
    );
    if (absent.length > 0) problem(`IMAGES_PROVIDER=s3 needs ${absent.join(', ')}`);
  }
  if (settings.SMS_PROVIDER === 'msg91' && !(settings.MSG91_AUTH_KEY && settings.MSG91_TEMPLATE_ID))
    problem('SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID');
  if (production && settings.WHATSAPP_PROVIDER === 'sandbox')
    problem(
      'is the offline sandbox, which sends no real message: set cloud (with its keys) or off in production',
      'WHATSAPP_PROVIDER',
    );
  if (settings.WHATSAPP_PROVIDER === 'cloud') {
    const absent = (
      ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'] as const
    ).filter((name) => !settings[name]);
    if (absent.length > 0) problem(`WHATSAPP_PROVIDER=cloud needs ${absent.join(', ')}`);
  }
  if (typeof settings.METRICS_PORT === 'number') {
    const tokenProblem = metricsTokenProblem(
      { port: settings.METRICS_PORT, host: settings.METRICS_HOST ?? apiHost(settings), token: settings.METRICS_TOKEN },
      production,
    );
    if (tokenProblem) problem(tokenProblem, 'METRICS_TOKEN');
  }
  if (kind === 'worker' && !settings.DATABASE_URL)
    problem(
      'is required by npm run worker: the embedded database belongs to the API process, which runs the jobs itself (npm start)',
      'DATABASE_URL',
    );
}

/** The API's (or the worker's) environment schema: each setting's own check, then the rules between them. */
export function apiSettingsSchema(kind: ApiProcess) {
  return settingsObject(apiSettingSections(METRICS_PORTS[kind])).superRefine((settings, ctx) =>
    crossRules(settings, ctx, kind),
  );
}
