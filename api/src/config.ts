import path from 'node:path';
import appsFile from '@store/shared/apps.json';
import { rupeesToPaise, type GstSlab } from '@store/shared/format';
import { isProduction, parseSettings, shutdownDrainMs } from '@store/shared/settings';
import { DEFAULT_TUNING, type QueueTuning } from './jobs/queue';
import { deriveKey, DEVELOPMENT_SECRET, type KeyPurpose } from './security/secrets';
import {
  apiHost,
  apiSettingsSchema,
  courierProviderOf,
  DEFAULT_ADMIN,
  DEVELOPMENT_WEBHOOK_TOKEN,
  SAMPLE_GSTIN,
  SANDBOX_SHIPROCKET_USER,
  type ApiProcess,
  type ApiSettings,
} from './settings';

export { DEFAULT_ADMIN } from './settings';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2...) as IMAGES_PROVIDER=s3 names it. */
export interface S3Settings {
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (MinIO and most self-hosted servers) rather than in the host name. */
  forcePathStyle: boolean;
}

/**
 * Everything the API reads from the environment, parsed once, with local defaults: the
 * variables, their defaults and checks are in settings.ts, the one schema the README's table is
 * written from; this is the shape the code uses.
 */
export interface ApiConfig {
  host: string;
  port: number;
  /** A real PostgreSQL server; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | null;
  /** That server's connections at most (DATABASE_POOL_SIZE), and how long a start waits for another's lock. */
  database: { poolSize: number; lockWaitMs: number };
  dataDir: string;
  mediaDir: string;
  /** Resized image variants, made on first request (safe to delete). */
  mediaCacheDir: string;
  /** The most disk the variants may take; the least recently served go first. */
  mediaCacheMaxBytes: number;
  /**
   * Where image URLs point: PUBLIC_MEDIA_URL (`npm start` and the containers: the shell's own
   * origin + /media, which passes them on to the API or to ImageKit), else this API's /media, or
   * with ImageKit and no PUBLIC_MEDIA_URL its URL endpoint.
   */
  imageUrlEndpoint: string;
  /** Where the shop's search runs (modules/search/engine.ts). */
  searchEngine: 'memory' | 'postgres';
  /** Who keeps the photos: this API on local disk, this API in an S3 bucket, or ImageKit. */
  imagesProvider: 'local' | 's3' | 'imagekit';
  /** The bucket of IMAGES_PROVIDER=s3 (every instance shares it); null otherwise. */
  s3: S3Settings | null;
  /**
   * ImageKit's client-upload keys and endpoints; the local image store speaks the same protocol.
   * `urlEndpoint` is where an upload's answer names the file (ImageKit's own URL endpoint).
   */
  imagekit: { publicKey: string; privateKey: string; uploadUrl: string; apiUrl: string; urlEndpoint: string };
  /** Base URL the browser uses for this API: image URLs are built from it. */
  publicUrl: string;
  corsOrigins: string[];
  seedDemoData: boolean;
  /**
   * Razorpay when live keys are set, else the offline sandbox speaking the same protocol.
   * Production never falls back to the sandbox: the operator opts in with PAYMENTS=sandbox.
   */
  payments: { provider: 'razorpay' | 'sandbox'; keyId: string; keySecret: string; webhookSecret: string };
  /**
   * The courier aggregator: Shiprocket with its API user, or the offline sandbox speaking its
   * protocol (never in production, except in a test shop). The pickup location is where every
   * parcel leaves from: its name in Shiprocket's panel and its pincode.
   */
  courier: CourierConfig;
  /** One key per purpose, derived from APP_SECRET (see security/secrets.ts). */
  keys: Record<KeyPurpose, string>;
  /** Per-client request limits (off only for load tests, which send as one client). */
  rateLimits: boolean;
  /** Rate-limit counters shared by every API instance: Redis when set, else the database. */
  redisUrl: string | null;
  /** Which hops' X-Forwarded-For to believe: none (false), a hop count, or proxy addresses. */
  trustProxy: false | number | string[];
  /** Order e-mails: appended to this JSON-lines file (the default mail backend). */
  mailOutbox: string;
  /** Outgoing SMS (the console gateway): one JSON line each. */
  smsOutbox: string;
  /** The console gateway (offline) or MSG91's Flow API with a DLT-approved OTP template. */
  sms:
    | { provider: 'console' }
    | {
        provider: 'msg91';
        authKey: string;
        templateId: string;
        updateTemplateId: string | null;
        cashTemplateId: string | null;
        restockTemplateId: string | null;
        giftCardTemplateId: string | null;
        bagTemplateId: string | null;
        baseUrl: string;
      };
  /**
   * WhatsApp order updates: the Cloud API with the business's keys, the offline sandbox speaking
   * its protocol (keys derived from APP_SECRET; never in production), or none (texts only).
   */
  whatsapp: WhatsAppConfig;
  /** Proof of work of the sign-in captcha (ALTCHA): the solver tries up to this many keys. */
  captchaMaxCounter: number;
  /** The admin account made (or reset) at start; the local default is refused in production. */
  admin: { email: string; password: string } | null;
  mail: { smtpUrl: string | null; from: string };
  /** How long the payment sandbox waits before sending its webhook. */
  sandboxWebhookDelayMs: number;
  logLevel: string;
  production: boolean;
  /** `npm run bench` only: GET /__bench/ceiling answers a constant body from memory. */
  benchCeiling: boolean;
  /** Tests only: SIGKILL right after the provider accepts a refund, before the record (the crash the refund recovery is for). */
  crashAfterProviderRefund: boolean;
  /** The OpenAPI document (/openapi.json) and its reference (/docs): on, but off in production unless API_DOCS=on. */
  apiDocs: boolean;
  /** On SIGTERM, how long readiness fails while requests are still served, before the listener closes. */
  shutdownDrainMs: number;
  /** Who sells, as the tax invoices say it: name, address, state and GSTIN (null: no invoices). */
  seller: { name: string; address: string; state: string; gstin: string | null };
  /** Days from payment to dispatch: standard sizes, and made-to-measure pieces (cut and stitched). */
  dispatchDays: { standard: number; tailored: number };
  /** How long a checkout holds its stock, prices and coupon from payment start (STOCK_HOLD_MINUTES). */
  stockHoldMinutes: number;
  /** Pieces of one size a checkout, and a phone, client or account across its live holds, may hold (STOCK_HOLD_PER_SIZE). */
  stockHoldMaxPerSize: number;
  /** Days after delivery a customer may ask for an exchange, refund or alteration (RETURN_WINDOW_DAYS). */
  returnWindowDays: number;
  /** Months a gift card pays from its issue (GIFT_CARD_VALID_MONTHS). */
  giftCardValidMonths: number;
  /** Store credit: the bonus on a refund taken as credit (STORE_CREDIT_REFUND_BONUS_PERCENT), one goodwill grant's cap (GOODWILL_CREDIT_MAX_RUPEES). */
  storeCredit: { refundBonusPercent: number; goodwillMaxPaise: number };
  /** Buyers' fit answers a size needs before it is said to run small or large (FIT_MIN_ANSWERS; sizeFit.ts). */
  fitMinAnswers: number;
  /** Failed deliveries (NDR): hours the shopper has to answer before the desk decides, attempts before RTO. */
  ndr: { answerHours: number; maxAttempts: number };
  /** Left bags: minutes idle before the first reminder (BAG_REMINDER_AFTER_MINUTES). */
  bags: { remindAfterMinutes: number };
  /** Days (India) after a cash delivery before an unremitted one is a mismatch (REMITTANCE_GRACE_DAYS). */
  remittanceGraceDays: number;
  /** GST rate slabs by value per piece, for apparel (and footwear) and other accessories. */
  gstSlabs: Record<'apparel' | 'accessories', GstSlab[]>;
  /** Prometheus's /metrics on a listener of its own (never the public port); port 0 turns it off. */
  metrics: { port: number; host: string; token: string | null };
  /**
   * Background jobs: run in this process (the one-command start) or only by `npm run worker`
   * (JOBS_IN_PROCESS=false, the API of a compose stack); retries and expiry as tuned.
   */
  jobs: { inProcess: boolean; tuning: QueueTuning };
  /**
   * Migrate the database at start (under the advisory lock). Off (MIGRATE_AT_START=false) the
   * `npm run migrate` step does it, and an API whose database lacks a migration is not ready.
   */
  migrateAtStart: boolean;
  /** The shop's public origin (SHOP_URL, else the first CORS origin): links in texts and e-mails. */
  shopUrl: string;
  /** Cash on delivery's rules (COD_*), each checked again when the order is placed. */
  cashOnDelivery: CashOnDeliveryRules;
  /** The risk check before cash is offered (COD_RISK_*): checkout/cash/cashRisk.ts. */
  cashRisk: CashRiskRules;
  /** Off a card or UPI order's total (COD_PREPAID_DISCOUNT): a percent, or paise; both 0 is off. */
  prepaidDiscount: PrepaidDiscount;
}

export interface CashRiskRules {
  /** Score from which a cash order waits for its confirmation (link, code, WhatsApp), phone proven or not. */
  confirmScore: number;
  /** Score from which cash is refused: card or UPI only. */
  prepaidScore: number;
  /** A cash order above this total (fee included) adds to the score. */
  highValuePaise: number;
  /** The pincode's return-to-origin rate: over these days, from this many finished orders, counting from this percent. */
  pincodeDays: number;
  pincodeMinOrders: number;
  pincodeRtoPercent: number;
}

export interface PrepaidDiscount {
  percent: number;
  paise: number;
}

export interface CourierConfig {
  provider: 'shiprocket' | 'sandbox';
  email: string;
  password: string;
  webhookToken: string;
  apiUrl: string;
  pickupLocation: string;
  pickupPincode: string;
  /** The pickup address in full: where reverse pickups (returns) are delivered. */
  returnTo: { name: string; street: string; city: string; state: string; pincode: string; phone: string };
}

export interface CashOnDeliveryRules {
  /** Pincode prefixes ('79', '744') and state names whose pincodes take no cash. */
  excludedAreas: string[];
  /** The largest order total (fee included) payable in cash. */
  maxOrderPaise: number;
  /** Added to a cash order's total; 0 for none. */
  feePaise: number;
  /** Percent of a cash order's total paid now by card or UPI when it has a made-to-measure piece (0: none). */
  tailoredAdvancePercent: number;
  /** Hours the shopper has to confirm a cash order before it is cancelled and its stock released. */
  confirmHours: number;
  /** Cash orders one phone, and one address, may place in 24 hours. */
  dailyPerPhone: number;
  dailyPerAddress: number;
  /** Deliveries refused at the door after which a phone may no longer pay in cash. */
  maxRefusals: number;
}

export interface WhatsAppConfig {
  provider: 'cloud' | 'sandbox' | 'off';
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  /** The sandbox's tester calls are open to anyone (WHATSAPP_SANDBOX_TESTER), not only to admins. */
  testerOpen: boolean;
  apiVersion: string;
  /** https://graph.facebook.com, or a local stand-in in tests. */
  baseUrl: string;
}

const repoRoot = path.resolve(__dirname, '..', '..');

/** The Cloud API's keys as set, or the sandbox's derived from APP_SECRET (the schema refused a half-set cloud). */
function whatsappConfig(settings: ApiSettings, sandboxKey: string, production: boolean): WhatsAppConfig {
  const provider = settings.WHATSAPP_PROVIDER ?? (production ? 'off' : 'sandbox');
  const common = {
    provider,
    apiVersion: settings.WHATSAPP_API_VERSION,
    baseUrl: settings.WHATSAPP_API_URL,
    testerOpen: provider === 'sandbox' && settings.WHATSAPP_SANDBOX_TESTER === true,
  };
  if (provider === 'cloud')
    return {
      ...common,
      token: String(settings.WHATSAPP_TOKEN),
      phoneNumberId: String(settings.WHATSAPP_PHONE_NUMBER_ID),
      appSecret: String(settings.WHATSAPP_APP_SECRET),
      verifyToken: String(settings.WHATSAPP_VERIFY_TOKEN),
    };
  return {
    ...common,
    token: `sandbox-token-${sandboxKey.slice(0, 16)}`,
    phoneNumberId: '100000000000001',
    appSecret: sandboxKey.slice(16, 48),
    verifyToken: `sandbox-verify-${sandboxKey.slice(48)}`,
  };
}

/** The parsed settings as the shape the code uses: every default that depends on another setting is decided here. */
function toApiConfig(settings: ApiSettings): ApiConfig {
  const production = isProduction(settings);
  const apiPort = settings.API_PORT ?? settings.PORT ?? 4000;
  const dataDir = path.resolve(settings.DATA_DIR ?? path.join(repoRoot, '.data'));
  const localOrigins = [
    settings.SHELL_PORT,
    ...appsFile.apps.filter((app) => app.remote).map((app) => app.port),
  ].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
  const publicUrl = settings.PUBLIC_API_URL ?? `http://localhost:${apiPort}`;
  const { IMAGES_PROVIDER: imagesProvider } = settings;
  const secret = settings.APP_SECRET ?? DEVELOPMENT_SECRET;
  const keys = {
    otp: deriveKey(secret, 'otp'),
    captcha: deriveKey(secret, 'captcha'),
    uploads: deriveKey(secret, 'uploads'),
    'sandbox-key': deriveKey(secret, 'sandbox-key'),
    'sandbox-webhook': deriveKey(secret, 'sandbox-webhook'),
    'cash-confirm': deriveKey(secret, 'cash-confirm'),
    'whatsapp-sandbox': deriveKey(secret, 'whatsapp-sandbox'),
    'order-link': deriveKey(secret, 'order-link'),
    'delivery-issue': deriveKey(secret, 'delivery-issue'),
    'bag-link': deriveKey(secret, 'bag-link'),
  };
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret } = settings;
  const admin = {
    email: settings.ADMIN_EMAIL ?? (production ? undefined : DEFAULT_ADMIN.email),
    password: settings.ADMIN_PASSWORD ?? (production ? undefined : DEFAULT_ADMIN.password),
  };
  const s3Endpoint = settings.S3_ENDPOINT ?? null;
  const host = apiHost(settings);
  return {
    host,
    port: apiPort,
    databaseUrl: settings.DATABASE_URL ?? null,
    database: { poolSize: settings.DATABASE_POOL_SIZE, lockWaitMs: settings.DATABASE_LOCK_WAIT_SECONDS * 1000 },
    dataDir,
    mediaDir: path.resolve(settings.MEDIA_DIR ?? path.join(dataDir, 'media')),
    mediaCacheDir: path.resolve(settings.MEDIA_CACHE_DIR ?? path.join(dataDir, 'media-cache')),
    mediaCacheMaxBytes: settings.MEDIA_CACHE_MAX_MB * 1024 * 1024,
    searchEngine: settings.SEARCH_ENGINE,
    imagesProvider,
    s3:
      imagesProvider === 's3'
        ? {
            endpoint: s3Endpoint,
            bucket: String(settings.S3_BUCKET),
            region: settings.S3_REGION,
            accessKeyId: String(settings.S3_ACCESS_KEY_ID),
            secretAccessKey: String(settings.S3_SECRET_ACCESS_KEY),
            // Self-hosted servers (MinIO) take the bucket in the path; AWS in the host name.
            forcePathStyle: settings.S3_FORCE_PATH_STYLE ?? s3Endpoint !== null,
          }
        : null,
    imageUrlEndpoint:
      settings.PUBLIC_MEDIA_URL ??
      (imagesProvider === 'imagekit' ? String(settings.IMAGEKIT_URL_ENDPOINT) : `${publicUrl}/media`),
    imagekit:
      imagesProvider === 'imagekit'
        ? {
            publicKey: String(settings.IMAGEKIT_PUBLIC_KEY),
            privateKey: String(settings.IMAGEKIT_PRIVATE_KEY),
            uploadUrl: settings.IMAGEKIT_UPLOAD_URL ?? 'https://upload.imagekit.io/api/v1/files/upload',
            apiUrl: settings.IMAGEKIT_API_URL ?? 'https://api.imagekit.io',
            urlEndpoint: String(settings.IMAGEKIT_URL_ENDPOINT),
          }
        : {
            publicKey: 'public_local_store',
            // Derived, so the local store needs no extra secret; it signs nothing outside this API.
            privateKey: `private_local_${keys.uploads}`,
            uploadUrl: `${publicUrl}/imagekit/api/v1/files/upload`,
            apiUrl: `${publicUrl}/imagekit`,
            urlEndpoint: settings.PUBLIC_MEDIA_URL ?? `${publicUrl}/media`,
          },
    publicUrl,
    corsOrigins: settings.CORS_ORIGINS ?? (production ? [] : localOrigins),
    // Live Razorpay with all three keys; else the sandbox (the schema refused what production may not run).
    payments:
      settings.PAYMENTS !== 'sandbox' && keyId && keySecret && webhookSecret
        ? { provider: 'razorpay', keyId, keySecret, webhookSecret }
        : {
            provider: 'sandbox',
            keyId: 'rzp_test_sandbox',
            keySecret: keys['sandbox-key'],
            webhookSecret: keys['sandbox-webhook'],
          },
    keys,
    trustProxy: settings.TRUST_PROXY,
    rateLimits: settings.RATE_LIMITS,
    redisUrl: settings.REDIS_URL ?? null,
    mail: { smtpUrl: settings.SMTP_URL ?? null, from: settings.MAIL_FROM },
    smsOutbox: path.resolve(settings.SMS_OUTBOX ?? path.join(dataDir, 'sms-outbox.jsonl')),
    sms:
      settings.SMS_PROVIDER === 'msg91'
        ? {
            provider: 'msg91',
            authKey: String(settings.MSG91_AUTH_KEY),
            templateId: String(settings.MSG91_TEMPLATE_ID),
            updateTemplateId: settings.MSG91_UPDATE_TEMPLATE_ID ?? null,
            cashTemplateId: settings.MSG91_CASH_TEMPLATE_ID ?? null,
            restockTemplateId: settings.MSG91_RESTOCK_TEMPLATE_ID ?? null,
            giftCardTemplateId: settings.MSG91_GIFT_CARD_TEMPLATE_ID ?? null,
            bagTemplateId: settings.MSG91_BAG_TEMPLATE_ID ?? null,
            baseUrl: settings.MSG91_BASE_URL,
          }
        : { provider: 'console' },
    whatsapp: whatsappConfig(settings, keys['whatsapp-sandbox'], production),
    courier: {
      // The schema refused Shiprocket without its keys, and the sandbox in production but a test shop.
      provider: courierProviderOf(settings),
      email: settings.SHIPROCKET_EMAIL ?? SANDBOX_SHIPROCKET_USER.email,
      password: settings.SHIPROCKET_PASSWORD ?? SANDBOX_SHIPROCKET_USER.password,
      webhookToken: settings.SHIPROCKET_WEBHOOK_TOKEN ?? DEVELOPMENT_WEBHOOK_TOKEN,
      apiUrl: settings.SHIPROCKET_API_URL,
      pickupLocation: settings.PICKUP_LOCATION,
      pickupPincode: settings.PICKUP_PINCODE,
      returnTo: {
        name: settings.SELLER_NAME,
        street: settings.SELLER_ADDRESS,
        city: settings.PICKUP_CITY,
        state: settings.SELLER_STATE,
        pincode: settings.PICKUP_PINCODE,
        phone: settings.PICKUP_PHONE,
      },
    },
    admin: admin.email && admin.password ? { email: admin.email, password: admin.password } : null,
    captchaMaxCounter: settings.CAPTCHA_MAX_COUNTER,
    mailOutbox: path.resolve(settings.MAIL_OUTBOX ?? path.join(dataDir, 'outbox', 'mail.jsonl')),
    sandboxWebhookDelayMs: settings.SANDBOX_WEBHOOK_DELAY_MS,
    seedDemoData: settings.SEED_DEMO_DATA ?? !production,
    logLevel: settings.LOG_LEVEL,
    benchCeiling: settings.BENCH_CEILING && !production,
    crashAfterProviderRefund: settings.CRASH_AFTER_REFUND && !production,
    apiDocs: settings.API_DOCS ?? !production,
    seller: {
      name: settings.SELLER_NAME,
      address: settings.SELLER_ADDRESS,
      state: settings.SELLER_STATE,
      gstin: settings.SELLER_GSTIN ?? (production ? null : SAMPLE_GSTIN),
    },
    stockHoldMinutes: settings.STOCK_HOLD_MINUTES,
    stockHoldMaxPerSize: settings.STOCK_HOLD_PER_SIZE,
    returnWindowDays: settings.RETURN_WINDOW_DAYS,
    giftCardValidMonths: settings.GIFT_CARD_VALID_MONTHS,
    storeCredit: {
      refundBonusPercent: settings.STORE_CREDIT_REFUND_BONUS_PERCENT,
      goodwillMaxPaise: settings.GOODWILL_CREDIT_MAX_RUPEES * 100,
    },
    fitMinAnswers: settings.FIT_MIN_ANSWERS,
    ndr: { answerHours: settings.NDR_ANSWER_HOURS, maxAttempts: settings.NDR_MAX_ATTEMPTS },
    bags: { remindAfterMinutes: settings.BAG_REMINDER_AFTER_MINUTES },
    remittanceGraceDays: settings.REMITTANCE_GRACE_DAYS,
    dispatchDays: { standard: settings.DISPATCH_DAYS_STANDARD, tailored: settings.DISPATCH_DAYS_TAILORED },
    gstSlabs: { apparel: settings.GST_APPAREL_SLABS, accessories: settings.GST_ACCESSORY_SLABS },
    // The metrics listener: on loopback on a laptop, beyond it (with its token) in production.
    metrics: {
      port: settings.METRICS_PORT,
      host: settings.METRICS_HOST ?? host,
      token: settings.METRICS_TOKEN ?? null,
    },
    jobs: {
      inProcess: settings.JOBS_IN_PROCESS,
      tuning: {
        retryDelaySeconds: settings.JOB_RETRY_DELAY_SECONDS,
        retryLimit: settings.JOB_RETRY_LIMIT,
        expireInSeconds: settings.JOB_EXPIRE_SECONDS,
        pollingIntervalSeconds: DEFAULT_TUNING.pollingIntervalSeconds,
        maintenanceIntervalSeconds: settings.JOB_MAINTENANCE_SECONDS,
      },
    },
    migrateAtStart: settings.MIGRATE_AT_START,
    shopUrl:
      settings.SHOP_URL ?? settings.CORS_ORIGINS?.[0] ?? localOrigins[0] ?? `http://localhost:${settings.SHELL_PORT}`,
    cashOnDelivery: {
      excludedAreas: settings.COD_EXCLUDED_AREAS,
      maxOrderPaise: rupeesToPaise(settings.COD_MAX_ORDER_RUPEES),
      feePaise: rupeesToPaise(settings.COD_FEE_RUPEES),
      tailoredAdvancePercent: settings.COD_TAILORED_ADVANCE_PERCENT,
      confirmHours: settings.COD_CONFIRM_HOURS,
      dailyPerPhone: settings.COD_DAILY_ORDERS_PER_PHONE,
      dailyPerAddress: settings.COD_DAILY_ORDERS_PER_ADDRESS,
      maxRefusals: settings.COD_MAX_REFUSALS,
    },
    cashRisk: {
      confirmScore: settings.COD_RISK_CONFIRM_SCORE,
      prepaidScore: settings.COD_RISK_PREPAID_SCORE,
      highValuePaise: rupeesToPaise(settings.COD_RISK_HIGH_VALUE_RUPEES),
      pincodeDays: settings.COD_RISK_PINCODE_DAYS,
      pincodeMinOrders: settings.COD_RISK_PINCODE_MIN_ORDERS,
      pincodeRtoPercent: settings.COD_RISK_PINCODE_RTO_PERCENT,
    },
    prepaidDiscount: settings.COD_PREPAID_DISCOUNT,
    shutdownDrainMs: shutdownDrainMs(settings),
    production,
  };
}

const configSchemas = {
  api: apiSettingsSchema('api').transform(toApiConfig),
  worker: apiSettingsSchema('worker').transform(toApiConfig),
} satisfies Record<ApiProcess, unknown>;

/**
 * The API's configuration from its environment; a bad environment throws a SettingsError that
 * lists every problem, each naming its variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return parseSettings(configSchemas.api, env);
}

/** `npm run worker`'s: the API's settings (it runs the same app, without a listener), with DATABASE_URL required. */
export function loadWorkerConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return parseSettings(configSchemas.worker, env);
}
