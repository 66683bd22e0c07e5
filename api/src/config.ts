import net from 'node:net';
import path from 'node:path';
import appsFile from '@store/shared/apps.json';
import { DEFAULT_GST_SLABS, type GstSlab } from '@store/shared/format';
import { DEFAULT_DISPATCH_DAYS, INDIAN_STATES } from '@store/shared/catalog';
import { checkProductionSecret, deriveKey, DEVELOPMENT_SECRET, type KeyPurpose } from './security/secrets';

/** Everything the API reads from the environment, parsed once, with local defaults. */
export interface ApiConfig {
  host: string;
  port: number;
  /** A real PostgreSQL server; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | null;
  dataDir: string;
  mediaDir: string;
  /** Resized image variants, made on first request (safe to delete). */
  mediaCacheDir: string;
  /** The most disk the variants may take; the least recently served go first. */
  mediaCacheMaxBytes: number;
  /** Where image URLs point: this API's /media (local) or the ImageKit URL endpoint. */
  imageUrlEndpoint: string;
  imagesProvider: 'local' | 'imagekit';
  /** ImageKit's client-upload keys and endpoint; the local image store speaks the same protocol. */
  imagekit: { publicKey: string; privateKey: string; uploadUrl: string; apiUrl: string };
  /** Base URL the browser uses for this API: image URLs are built from it. */
  publicUrl: string;
  corsOrigins: string[];
  seedDemoData: boolean;
  /**
   * Razorpay when live keys are set, else the offline sandbox speaking the same protocol.
   * Production never falls back to the sandbox: the operator opts in with PAYMENTS=sandbox.
   */
  payments: { provider: 'razorpay' | 'sandbox'; keyId: string; keySecret: string; webhookSecret: string };
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
    | { provider: 'msg91'; authKey: string; templateId: string; updateTemplateId: string | null; baseUrl: string };
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
  /** The OpenAPI document (/openapi.json) and its reference (/docs): on, but off in production unless API_DOCS=on. */
  apiDocs: boolean;
  /** On SIGTERM, how long readiness fails while requests are still served, before the listener closes. */
  shutdownDrainMs: number;
  /** Who sells, as the tax invoices say it: name, address, state and GSTIN (null: no invoices). */
  seller: { name: string; address: string; state: string; gstin: string | null };
  /** Days from payment to dispatch: standard sizes, and made-to-measure pieces (cut and stitched). */
  dispatchDays: { standard: number; tailored: number };
  /** GST rate slabs by value per piece, for apparel (and footwear) and other accessories. */
  gstSlabs: Record<'apparel' | 'accessories', GstSlab[]>;
  /** Prometheus's /metrics on a listener of its own (never the public port); port 0 turns it off. */
  metrics: { port: number; host: string; token: string | null };
}

const repoRoot = path.resolve(__dirname, '..', '..');

function list(value: string | undefined, fallback: string[]): string[] {
  if (!value) return fallback;
  return value
    .split(',')
    .map((item) => item.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

function port(value: string | undefined, fallback: number): number {
  const parsed = Number(value ?? fallback);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new Error(`invalid port: ${value}`);
  return parsed;
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  const parsed = Number(value ?? fallback);
  if (!Number.isInteger(parsed) || parsed < 2) throw new Error(`${name} must be a whole number above 1, not ${value}`);
  return parsed;
}

/** The local admin of README: fine on a laptop, refused in production. */
export const DEFAULT_ADMIN = { email: 'admin@elegance.local', password: 'elegance-admin-123' };

function adminAccount(env: NodeJS.ProcessEnv, production: boolean): ApiConfig['admin'] {
  const email = env.ADMIN_EMAIL ?? (production ? undefined : DEFAULT_ADMIN.email);
  const password = env.ADMIN_PASSWORD ?? (production ? undefined : DEFAULT_ADMIN.password);
  if (production && password === DEFAULT_ADMIN.password)
    throw new Error('ADMIN_PASSWORD is the local default: set a real one in production');
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD) && (env.ADMIN_EMAIL || env.ADMIN_PASSWORD))
    throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD go together');
  return email && password ? { email, password } : null;
}

/**
 * Live Razorpay with all three keys; the offline sandbox otherwise, except in production, where
 * missing keys stop the start unless the operator says PAYMENTS=sandbox (a test shop).
 */
function paymentsConfig(
  env: NodeJS.ProcessEnv,
  production: boolean,
  keys: Record<KeyPurpose, string>,
): ApiConfig['payments'] {
  const mode = env.PAYMENTS ?? '';
  if (!['', 'razorpay', 'sandbox'].includes(mode)) throw new Error(`PAYMENTS must be razorpay or sandbox, not ${mode}`);
  const sandbox = {
    provider: 'sandbox' as const,
    keyId: 'rzp_test_sandbox',
    keySecret: keys['sandbox-key'],
    webhookSecret: keys['sandbox-webhook'],
  };
  if (mode === 'sandbox') return sandbox;
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret } = env;
  if (keyId && keySecret && webhookSecret) return { provider: 'razorpay', keyId, keySecret, webhookSecret };
  if (keyId || keySecret || webhookSecret || mode === 'razorpay' || production)
    throw new Error(
      'Payments need RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET' +
        (production ? ' in production; set PAYMENTS=sandbox to run a test shop that takes no real money' : ''),
    );
  return sandbox;
}

/**
 * TRUST_PROXY: empty (the API faces clients itself; X-Forwarded-For is ignored), a hop count
 * (that many proxies in front), or the proxies' addresses/CIDRs. 'true' would let every client
 * choose its own address for the per-IP limits, so it is refused.
 */
function trustedProxies(value: string | undefined): ApiConfig['trustProxy'] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 5) throw new Error(`TRUST_PROXY hop count must be 1 to 5, not ${text}`);
    return hops;
  }
  const addresses = list(text, []);
  for (const address of addresses) {
    const [ip, bits, extra] = address.split('/');
    const family = net.isIP(ip ?? '');
    const maxBits = family === 6 ? 128 : 32;
    if (!family || extra !== undefined || (bits !== undefined && !(Number(bits) >= 0 && Number(bits) <= maxBits)))
      throw new Error(`TRUST_PROXY takes a hop count or proxy addresses (10.0.0.2, 10.0.0.0/8), not ${address}`);
  }
  return addresses;
}

function rateLimitsOn(value: string | undefined, production: boolean): boolean {
  if (value === undefined || value === '' || value === 'on') return true;
  if (value !== 'off') throw new Error(`RATE_LIMITS must be on or off, not ${value}`);
  if (production) throw new Error('RATE_LIMITS=off is for load tests on a laptop, never in production');
  return false;
}

/** '2500:5,*:18': 5% up to Rs.2,500 of value per piece, 18% above. */
function gstSlabs(value: string | undefined, fallback: GstSlab[], name: string): GstSlab[] {
  if (!value) return fallback;
  const slabs = value.split(',').map((part) => {
    const [limit, rate] = part.trim().split(':');
    const upToRupees = limit === '*' ? null : Number(limit);
    if ((upToRupees !== null && !(upToRupees > 0)) || !(Number(rate) >= 0 && Number(rate) <= 28))
      throw new Error(`${name} is slabs like 2500:5,*:18 (value per piece in rupees : rate in %), not ${value}`);
    return { upToRupees, rate: Number(rate) };
  });
  if (slabs[slabs.length - 1]?.upToRupees !== null) throw new Error(`${name} must end with a *:rate slab`);
  return slabs;
}

/** A GSTIN: 2-digit state code, 10-character PAN, entity number, Z, check character. */
const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

function sellerConfig(env: NodeJS.ProcessEnv, production: boolean): ApiConfig['seller'] {
  const gstin = env.SELLER_GSTIN?.trim().toUpperCase() || (production ? null : '29ABCDE1234F1Z5');
  if (gstin && !GSTIN.test(gstin)) throw new Error(`SELLER_GSTIN is not a GSTIN: ${gstin}`);
  const state = env.SELLER_STATE?.trim() || 'Karnataka';
  if (!INDIAN_STATES.includes(state))
    throw new Error(`SELLER_STATE must be an Indian state or union territory, not ${state}`);
  return {
    name: env.SELLER_NAME?.trim() || 'Elegance Fashions',
    address: env.SELLER_ADDRESS?.trim() || '12 MG Road, Bengaluru 560001',
    state,
    gstin,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const production = env.NODE_ENV === 'production';
  const apiPort = port(env.API_PORT ?? env.PORT, 4000);
  const shellPort = port(env.SHELL_PORT, 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data'));
  const localOrigins = [shellPort, ...appsFile.apps.filter((app) => app.remote).map((app) => app.port)].flatMap((p) => [
    `http://localhost:${p}`,
    `http://127.0.0.1:${p}`,
  ]);
  const publicUrl = (env.PUBLIC_API_URL ?? `http://localhost:${apiPort}`).replace(/\/$/, '');
  const imagesProvider = env.IMAGES_PROVIDER ?? 'local';
  if (imagesProvider !== 'local' && imagesProvider !== 'imagekit')
    throw new Error(`IMAGES_PROVIDER must be local or imagekit, not ${imagesProvider}`);
  if (
    imagesProvider === 'imagekit' &&
    !(env.IMAGEKIT_URL_ENDPOINT && env.IMAGEKIT_PUBLIC_KEY && env.IMAGEKIT_PRIVATE_KEY)
  )
    throw new Error(
      'IMAGES_PROVIDER=imagekit needs IMAGEKIT_URL_ENDPOINT (https://ik.imagekit.io/<your id>), IMAGEKIT_PUBLIC_KEY and IMAGEKIT_PRIVATE_KEY',
    );
  const smsProvider = env.SMS_PROVIDER ?? 'console';
  if (smsProvider !== 'console' && smsProvider !== 'msg91')
    throw new Error(`SMS_PROVIDER must be console or msg91, not ${smsProvider}`);
  if (smsProvider === 'msg91' && !(env.MSG91_AUTH_KEY && env.MSG91_TEMPLATE_ID))
    throw new Error('SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID');
  const secret = production ? checkProductionSecret(env.APP_SECRET) : (env.APP_SECRET ?? DEVELOPMENT_SECRET);
  const keys = {
    otp: deriveKey(secret, 'otp'),
    captcha: deriveKey(secret, 'captcha'),
    uploads: deriveKey(secret, 'uploads'),
    'sandbox-key': deriveKey(secret, 'sandbox-key'),
    'sandbox-webhook': deriveKey(secret, 'sandbox-webhook'),
  };
  return {
    host: env.API_HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    port: apiPort,
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    mediaDir: path.resolve(env.MEDIA_DIR ?? path.join(dataDir, 'media')),
    mediaCacheDir: path.resolve(env.MEDIA_CACHE_DIR ?? path.join(dataDir, 'media-cache')),
    mediaCacheMaxBytes: positiveInteger(env.MEDIA_CACHE_MAX_MB, 512, 'MEDIA_CACHE_MAX_MB') * 1024 * 1024,
    imagesProvider,
    imageUrlEndpoint:
      imagesProvider === 'imagekit' ? String(env.IMAGEKIT_URL_ENDPOINT).replace(/\/$/, '') : `${publicUrl}/media`,
    imagekit:
      imagesProvider === 'imagekit'
        ? {
            publicKey: String(env.IMAGEKIT_PUBLIC_KEY),
            privateKey: String(env.IMAGEKIT_PRIVATE_KEY),
            uploadUrl: env.IMAGEKIT_UPLOAD_URL ?? 'https://upload.imagekit.io/api/v1/files/upload',
            apiUrl: env.IMAGEKIT_API_URL ?? 'https://api.imagekit.io',
          }
        : {
            publicKey: 'public_local_store',
            // Derived, so the local store needs no extra secret; it signs nothing outside this API.
            privateKey: `private_local_${keys.uploads}`,
            uploadUrl: `${publicUrl}/imagekit/api/v1/files/upload`,
            apiUrl: `${publicUrl}/imagekit`,
          },
    publicUrl,
    corsOrigins: list(env.CORS_ORIGINS, production ? [] : localOrigins),
    payments: paymentsConfig(env, production, keys),
    keys,
    trustProxy: trustedProxies(env.TRUST_PROXY),
    rateLimits: rateLimitsOn(env.RATE_LIMITS, production),
    redisUrl: env.REDIS_URL || null,
    mail: { smtpUrl: env.SMTP_URL || null, from: env.MAIL_FROM ?? 'Elegance <orders@elegance.example>' },
    smsOutbox: path.resolve(env.SMS_OUTBOX ?? path.join(dataDir, 'sms-outbox.jsonl')),
    sms:
      smsProvider === 'msg91'
        ? {
            provider: 'msg91',
            authKey: String(env.MSG91_AUTH_KEY),
            templateId: String(env.MSG91_TEMPLATE_ID),
            updateTemplateId: env.MSG91_UPDATE_TEMPLATE_ID || null,
            baseUrl: (env.MSG91_BASE_URL ?? 'https://control.msg91.com').replace(/\/$/, ''),
          }
        : { provider: 'console' },
    admin: adminAccount(env, production),
    captchaMaxCounter: positiveInteger(env.CAPTCHA_MAX_COUNTER, 3000, 'CAPTCHA_MAX_COUNTER'),
    mailOutbox: path.resolve(env.MAIL_OUTBOX ?? path.join(dataDir, 'outbox', 'mail.jsonl')),
    sandboxWebhookDelayMs: Number(env.SANDBOX_WEBHOOK_DELAY_MS ?? 3000),
    seedDemoData: (env.SEED_DEMO_DATA ?? (production ? 'false' : 'true')) === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    benchCeiling: env.BENCH_CEILING === '1' && !production,
    apiDocs: env.API_DOCS ? env.API_DOCS === 'on' : !production,
    seller: sellerConfig(env, production),
    dispatchDays: {
      standard: positiveInteger(env.DISPATCH_DAYS_STANDARD, DEFAULT_DISPATCH_DAYS.standard, 'DISPATCH_DAYS_STANDARD'),
      tailored: positiveInteger(env.DISPATCH_DAYS_TAILORED, DEFAULT_DISPATCH_DAYS.tailored, 'DISPATCH_DAYS_TAILORED'),
    },
    gstSlabs: {
      apparel: gstSlabs(env.GST_APPAREL_SLABS, DEFAULT_GST_SLABS.apparel, 'GST_APPAREL_SLABS'),
      accessories: gstSlabs(env.GST_ACCESSORY_SLABS, DEFAULT_GST_SLABS.accessories, 'GST_ACCESSORY_SLABS'),
    },
    metrics: {
      port: port(env.METRICS_PORT, 9464),
      host: env.METRICS_HOST ?? env.API_HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
      token: env.METRICS_TOKEN || null,
    },
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ? Math.max(0, Number(env.SHUTDOWN_DRAIN_MS) || 0) : production ? 5000 : 0,
    production,
  };
}
