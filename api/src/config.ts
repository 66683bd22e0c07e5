import path from 'node:path';

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
  /** Where image URLs point: this API's /media (local) or the ImageKit URL endpoint. */
  imageUrlEndpoint: string;
  imagesProvider: 'local' | 'imagekit';
  /** ImageKit's client-upload keys and endpoint; the local image store speaks the same protocol. */
  imagekit: { publicKey: string; privateKey: string; uploadUrl: string; apiUrl: string };
  /** Base URL the browser uses for this API: image URLs are built from it. */
  publicUrl: string;
  corsOrigins: string[];
  seedDemoData: boolean;
  /** Razorpay when live keys are set, else the offline sandbox speaking the same protocol. */
  payments: { provider: 'razorpay' | 'sandbox'; keyId: string; keySecret: string; webhookSecret: string };
  /** Signs guest-order tokens (and, later, sessions). */
  secret: string;
  /** Order e-mails: appended to this JSON-lines file (the default mail backend). */
  mailOutbox: string;
  /** Outgoing SMS (the console gateway): one JSON line each. */
  smsOutbox: string;
  /** The console gateway (offline) or MSG91's Flow API with a DLT-approved OTP template. */
  sms: { provider: 'console' } | { provider: 'msg91'; authKey: string; templateId: string; baseUrl: string };
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const production = env.NODE_ENV === 'production';
  const apiPort = port(env.API_PORT ?? env.PORT, 4000);
  const shellPort = port(env.SHELL_PORT, 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data'));
  const localOrigins = [shellPort, 3001, 3002, 3003, 3004].flatMap((p) => [
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
  const live = Boolean(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET);
  if (live && !env.RAZORPAY_WEBHOOK_SECRET) throw new Error('RAZORPAY_KEY_ID needs RAZORPAY_WEBHOOK_SECRET too');
  const smsProvider = env.SMS_PROVIDER ?? 'console';
  if (smsProvider !== 'console' && smsProvider !== 'msg91')
    throw new Error(`SMS_PROVIDER must be console or msg91, not ${smsProvider}`);
  if (smsProvider === 'msg91' && !(env.MSG91_AUTH_KEY && env.MSG91_TEMPLATE_ID))
    throw new Error('SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID');
  if (production && !env.APP_SECRET) throw new Error('APP_SECRET must be set in production (32+ random characters)');
  return {
    host: env.API_HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    port: apiPort,
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    mediaDir: path.resolve(env.MEDIA_DIR ?? path.join(dataDir, 'media')),
    mediaCacheDir: path.resolve(env.MEDIA_CACHE_DIR ?? path.join(dataDir, 'media-cache')),
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
            privateKey:
              env.IMAGEKIT_PRIVATE_KEY ?? `private_local_${env.APP_SECRET ?? 'development-only-secret-change-me'}`,
            uploadUrl: `${publicUrl}/imagekit/api/v1/files/upload`,
            apiUrl: `${publicUrl}/imagekit`,
          },
    publicUrl,
    corsOrigins: list(env.CORS_ORIGINS, production ? [] : localOrigins),
    payments: live
      ? {
          provider: 'razorpay',
          keyId: String(env.RAZORPAY_KEY_ID),
          keySecret: String(env.RAZORPAY_KEY_SECRET),
          webhookSecret: String(env.RAZORPAY_WEBHOOK_SECRET),
        }
      : {
          provider: 'sandbox',
          keyId: 'rzp_test_sandbox',
          // Sandbox-only secrets: nothing real is paid with them.
          keySecret: env.SANDBOX_KEY_SECRET ?? 'sandbox_key_secret',
          webhookSecret: env.SANDBOX_WEBHOOK_SECRET ?? 'sandbox_webhook_secret',
        },
    secret: env.APP_SECRET ?? 'development-only-secret-change-me',
    mail: { smtpUrl: env.SMTP_URL || null, from: env.MAIL_FROM ?? 'Elegance <orders@elegance.example>' },
    smsOutbox: path.resolve(env.SMS_OUTBOX ?? path.join(dataDir, 'sms-outbox.jsonl')),
    sms:
      smsProvider === 'msg91'
        ? {
            provider: 'msg91',
            authKey: String(env.MSG91_AUTH_KEY),
            templateId: String(env.MSG91_TEMPLATE_ID),
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
    production,
  };
}
