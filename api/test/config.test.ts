import { SettingsError } from '@store/shared/settings';
import { loadConfig, loadWorkerConfig } from '../src/config';
import { mediaStoreFor } from '../src/media/mediaStore';
import { storeProcess } from './storeProcess';

/** 32 random bytes, base64, as `openssl rand -base64 32` prints them. */
const STRONG_SECRET = 'q3Vx9m2Lk8Rt0pZs7YwB4nHc6JfE1uGa5dQiTo+XyK0=';

describe('images provider', () => {
  it('points image URLs at this API by default', () => {
    const config = loadConfig({ PUBLIC_API_URL: 'https://api.example.in/' });
    const media = mediaStoreFor(config);
    expect(media.urlFor({ fileId: 'a', path: 'products/a b.jpg' })).toBe(
      'https://api.example.in/media/products/a%20b.jpg',
    );
  });

  it("names pictures on the shop's own origin when PUBLIC_MEDIA_URL says so (npm start, the containers)", () => {
    const config = loadConfig({
      PUBLIC_API_URL: 'https://api.example.in',
      PUBLIC_MEDIA_URL: 'https://elegance.in/media/',
    });
    const media = mediaStoreFor(config);
    expect(media.urlFor({ fileId: 'a', path: 'products/a b.jpg' })).toBe(
      'https://elegance.in/media/products/a%20b.jpg',
    );
  });

  it('points the same paths at the ImageKit CDN when configured', () => {
    const config = loadConfig({
      IMAGES_PROVIDER: 'imagekit',
      IMAGEKIT_URL_ENDPOINT: 'https://ik.imagekit.io/elegance/',
      IMAGEKIT_PUBLIC_KEY: 'public_x',
      IMAGEKIT_PRIVATE_KEY: 'private_x',
    });
    expect(config.imagekit.uploadUrl).toBe('https://upload.imagekit.io/api/v1/files/upload');
    const media = mediaStoreFor(config);
    expect(media.urlFor({ fileId: 'a', path: 'products/a.jpg' })).toBe(
      'https://ik.imagekit.io/elegance/products/a.jpg',
    );
  });

  it("names ImageKit's pictures on the shop's own /media too, which passes them to ImageKit", () => {
    const config = loadConfig({
      IMAGES_PROVIDER: 'imagekit',
      IMAGEKIT_URL_ENDPOINT: 'https://ik.imagekit.io/elegance/',
      IMAGEKIT_PUBLIC_KEY: 'public_x',
      IMAGEKIT_PRIVATE_KEY: 'private_x',
      PUBLIC_MEDIA_URL: 'https://elegance.in/media',
    });
    expect(mediaStoreFor(config).urlFor({ fileId: 'a', path: 'products/a.jpg' })).toBe(
      'https://elegance.in/media/products/a.jpg',
    );
    // Uploads still go to, and are named by, ImageKit itself.
    expect(config.imagekit.urlEndpoint).toBe('https://ik.imagekit.io/elegance');
  });

  it('refuses an unknown provider, or ImageKit without its URL endpoint and keys', () => {
    expect(() => loadConfig({ IMAGES_PROVIDER: 'cloudinary' })).toThrow(
      'IMAGES_PROVIDER must be local, s3 or imagekit',
    );
    expect(() => loadConfig({ IMAGES_PROVIDER: 'imagekit' })).toThrow('needs IMAGEKIT_URL_ENDPOINT');
    expect(() =>
      loadConfig({ IMAGES_PROVIDER: 'imagekit', IMAGEKIT_URL_ENDPOINT: 'https://ik.imagekit.io/elegance' }),
    ).toThrow('IMAGEKIT_PUBLIC_KEY and IMAGEKIT_PRIVATE_KEY');
  });

  it('keeps photos in an S3 bucket with IMAGES_PROVIDER=s3, saying which settings are missing', () => {
    expect(() => loadConfig({ IMAGES_PROVIDER: 's3', S3_BUCKET: 'photos' })).toThrow(
      'IMAGES_PROVIDER=s3 needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
    const keys = { IMAGES_PROVIDER: 's3', S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(() => loadConfig({ ...keys, S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT must be http(s)://host[:port]',
    );
    // MinIO: the bucket goes in the path; AWS (no endpoint): in the host name, in its region.
    expect(loadConfig({ ...keys, S3_ENDPOINT: 'http://minio:9000/' }).s3).toMatchObject({
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      region: 'us-east-1',
    });
    expect(loadConfig({ ...keys, S3_REGION: 'ap-south-1' }).s3).toMatchObject({
      endpoint: null,
      forcePathStyle: false,
      region: 'ap-south-1',
    });
    // URLs stay on the shop's own /media: the API reads the bucket and serves them.
    const config = loadConfig({ ...keys, PUBLIC_API_URL: 'https://api.example.in' });
    expect(mediaStoreFor(config).urlFor({ fileId: 'a', path: 'products/a.jpg' })).toBe(
      'https://api.example.in/media/products/a.jpg',
    );
    expect(loadConfig({}).s3).toBeNull();
  });

  it('refuses the local default admin password in production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        APP_SECRET: STRONG_SECRET,
        METRICS_TOKEN: 'scrape-token',
        ADMIN_EMAIL: 'a@b.in',
        ADMIN_PASSWORD: 'elegance-admin-123',
        PAYMENTS: 'sandbox',
      }),
    ).toThrow('ADMIN_PASSWORD is the local default');
    expect(
      loadConfig({
        NODE_ENV: 'production',
        APP_SECRET: STRONG_SECRET,
        METRICS_TOKEN: 'scrape-token',
        PAYMENTS: 'sandbox',
      }).admin,
    ).toBeNull();
    expect(loadConfig({}).admin).toEqual({ email: 'admin@elegance.local', password: 'elegance-admin-123' });
  });
});

describe('production refuses to start without what keeps it safe', () => {
  const production = {
    NODE_ENV: 'production',
    APP_SECRET: STRONG_SECRET,
    METRICS_TOKEN: 'scrape-token',
    RAZORPAY_KEY_ID: 'rzp_live_x',
    RAZORPAY_KEY_SECRET: 'live-secret',
    RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret',
    SHIPROCKET_EMAIL: 'api@elegance.example',
    SHIPROCKET_PASSWORD: 'shiprocket-api-password',
    SHIPROCKET_WEBHOOK_TOKEN: 'shiprocket-webhook-token',
  };

  it('takes live Razorpay keys, and never falls back to the sandbox silently', () => {
    expect(loadConfig(production).payments).toMatchObject({ provider: 'razorpay', keyId: 'rzp_live_x' });
    const keyless = { NODE_ENV: 'production', APP_SECRET: STRONG_SECRET, METRICS_TOKEN: 'scrape-token' };
    expect(() => loadConfig(keyless)).toThrow(
      'Payments need RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET in production; set PAYMENTS=sandbox',
    );
    expect(() => loadConfig({ ...production, RAZORPAY_WEBHOOK_SECRET: '' })).toThrow('RAZORPAY_WEBHOOK_SECRET');
    // The operator's explicit choice: a test shop on the sandbox.
    expect(loadConfig({ ...keyless, PAYMENTS: 'sandbox' }).payments.provider).toBe('sandbox');
    expect(() => loadConfig({ ...keyless, PAYMENTS: 'free' })).toThrow('PAYMENTS must be razorpay or sandbox');
    // On a laptop the sandbox stays the default.
    expect(loadConfig({}).payments.provider).toBe('sandbox');
  });

  it.each([
    ['missing', undefined, 'APP_SECRET must be set in production'],
    ['the published development value', 'development-only-secret-change-me', 'published example value'],
    ['short', 'x', 'at least 32 random bytes'],
    ['long but not random', 'a'.repeat(64), 'at least 32 random bytes'],
    ['a passphrase', 'correct horse battery staple is my shop secret', 'at least 32 random bytes'],
    ['a hex pattern repeated', '0123456789abcdef'.repeat(4), 'APP_SECRET is patterned'],
    ['a short block repeated', 'Zx9Qw3Rt7Kp2Mn5B'.repeat(3), 'APP_SECRET is patterned'],
    [
      'the base64 alphabet in order',
      'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
      'APP_SECRET is patterned',
    ],
  ])('refuses an APP_SECRET that is %s', (_, secret, message) => {
    expect(() => loadConfig({ ...production, APP_SECRET: secret })).toThrow(message);
  });

  it('derives one key per purpose from APP_SECRET, none equal to it or to each other', () => {
    const { keys, imagekit, payments } = loadConfig({ ...production, APP_SECRET: STRONG_SECRET, PAYMENTS: 'sandbox' });
    const values = Object.values(keys);
    expect(new Set(values).size).toBe(values.length);
    expect(values).not.toContain(STRONG_SECRET);
    expect(values.every((key) => /^[0-9a-f]{64}$/.test(key))).toBe(true);
    expect(imagekit.privateKey).not.toContain(STRONG_SECRET);
    expect(payments.webhookSecret).toBe(keys['sandbox-webhook']);
    // Another secret, other keys: nothing is a published constant.
    expect(loadConfig({ ...production, APP_SECRET: `${STRONG_SECRET.slice(0, -2)}A=` }).keys.otp).not.toBe(keys.otp);
  });

  it('believes X-Forwarded-For only from the hops or proxies it is told of', () => {
    expect(loadConfig(production).trustProxy).toBe(false);
    expect(loadConfig({ ...production, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...production, TRUST_PROXY: '10.0.0.2, 172.16.0.0/12' }).trustProxy).toEqual([
      '10.0.0.2',
      '172.16.0.0/12',
    ]);
    expect(() => loadConfig({ ...production, TRUST_PROXY: 'true' })).toThrow('TRUST_PROXY takes a hop count');
    expect(() => loadConfig({ ...production, TRUST_PROXY: '10.0.0.0/40' })).toThrow('TRUST_PROXY takes');
  });

  it('asks metrics that listen beyond loopback for their token', () => {
    const tokenless = { ...production, METRICS_TOKEN: '' };
    expect(() => loadConfig(tokenless)).toThrow(
      'METRICS_TOKEN is required in production when metrics listen beyond loopback (0.0.0.0): set METRICS_TOKEN, or METRICS_HOST=127.0.0.1, or METRICS_PORT=0 to serve none',
    );
    expect(() => loadConfig({ ...tokenless, API_HOST: '0.0.0.0', METRICS_HOST: '10.0.0.5' })).toThrow('(10.0.0.5)');
    expect(loadConfig({ ...tokenless, METRICS_HOST: '127.0.0.1' }).metrics).toMatchObject({ token: null });
    expect(loadConfig({ ...tokenless, METRICS_PORT: '0' }).metrics.port).toBe(0);
    expect(loadConfig({ ...tokenless, METRICS_TOKEN: 'scrape-token' }).metrics).toMatchObject({
      host: '0.0.0.0',
      token: 'scrape-token',
    });
    // On a laptop the listener stays on loopback and needs none.
    expect(loadConfig({}).metrics).toMatchObject({ host: '127.0.0.1', token: null });
  });

  it('books parcels with Shiprocket, and refuses the courier sandbox but in a test shop', () => {
    expect(loadConfig(production).courier).toMatchObject({
      provider: 'shiprocket',
      email: 'api@elegance.example',
      webhookToken: 'shiprocket-webhook-token',
      pickupPincode: '560001',
    });
    const keyless = { ...production, SHIPROCKET_EMAIL: '', SHIPROCKET_PASSWORD: '', SHIPROCKET_WEBHOOK_TOKEN: '' };
    expect(() => loadConfig(keyless)).toThrow(
      'The courier needs SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD and SHIPROCKET_WEBHOOK_TOKEN in production',
    );
    expect(() => loadConfig({ ...production, COURIER_PROVIDER: 'sandbox' })).toThrow(
      'COURIER_PROVIDER is the offline sandbox, which ships no real parcel',
    );
    expect(() => loadConfig({ ...production, SHIPROCKET_WEBHOOK_TOKEN: 'sandbox-shiprocket-webhook-token' })).toThrow(
      'SHIPROCKET_WEBHOOK_TOKEN is the local default',
    );
    // A test shop (no real money) ships on the sandbox; a laptop does by default, and Shiprocket when asked.
    expect(loadConfig({ ...keyless, PAYMENTS: 'sandbox' }).courier.provider).toBe('sandbox');
    expect(loadConfig({}).courier).toMatchObject({ provider: 'sandbox', pickupLocation: 'Primary' });
    expect(() => loadConfig({ COURIER_PROVIDER: 'shiprocket', SHIPROCKET_EMAIL: 'a@b.in' })).toThrow(
      'The courier needs SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD and SHIPROCKET_WEBHOOK_TOKEN',
    );
    expect(() => loadConfig({ PICKUP_PINCODE: '56001' })).toThrow(
      'PICKUP_PINCODE must be a 6-digit pincode, not 56001',
    );
  });

  it('keeps the per-client limits on', () => {
    expect(() => loadConfig({ ...production, RATE_LIMITS: 'off' })).toThrow('never in production');
    expect(loadConfig({ RATE_LIMITS: 'off' }).rateLimits).toBe(false);
  });

  it("refuses the refund tests' crash (CRASH_AFTER_REFUND)", () => {
    expect(() => loadConfig({ ...production, CRASH_AFTER_REFUND: 'on' })).toThrow('never in production');
    expect(loadConfig({ CRASH_AFTER_REFUND: 'on' }).crashAfterProviderRefund).toBe(true);
    expect(loadConfig({}).crashAfterProviderRefund).toBe(false);
  });
});

it('publishes the API reference in development, and in production only when API_DOCS=on', () => {
  const production = {
    NODE_ENV: 'production',
    APP_SECRET: STRONG_SECRET,
    METRICS_TOKEN: 'scrape-token',
    PAYMENTS: 'sandbox',
    ADMIN_PASSWORD: 'x'.repeat(16),
    ADMIN_EMAIL: 'ops@example.in',
  };
  expect(loadConfig({}).apiDocs).toBe(true);
  expect(loadConfig(production).apiDocs).toBe(false);
  expect(loadConfig({ ...production, API_DOCS: 'on' }).apiDocs).toBe(true);
});

describe('tax invoices', () => {
  it('take the seller and GST slabs from configuration, refusing what is not a GSTIN, a state or a slab', () => {
    const config = loadConfig({
      SELLER_GSTIN: '27aapfu0939f1zv',
      SELLER_STATE: 'Maharashtra',
      GST_APPAREL_SLABS: '1000:5, *:12',
    });
    expect(config.seller).toMatchObject({ gstin: '27AAPFU0939F1ZV', state: 'Maharashtra' });
    expect(config.gstSlabs.apparel).toEqual([
      { upToRupees: 1000, rate: 5 },
      { upToRupees: null, rate: 12 },
    ]);
    expect(() => loadConfig({ SELLER_GSTIN: '27AAPFU0939F1Z' })).toThrow('SELLER_GSTIN is not a GSTIN: 27AAPFU0939F1Z');
    expect(() => loadConfig({ SELLER_STATE: 'MH' })).toThrow(
      'SELLER_STATE must be an Indian state or union territory, not MH',
    );
    expect(() => loadConfig({ GST_APPAREL_SLABS: '2500:5' })).toThrow('GST_APPAREL_SLABS must end with a *:rate slab');
    expect(
      loadConfig({
        NODE_ENV: 'production',
        APP_SECRET: STRONG_SECRET,
        METRICS_TOKEN: 'scrape-token',
        PAYMENTS: 'sandbox',
      }).seller.gstin,
    ).toBeNull();
  });
});

describe('a bad environment', () => {
  it('is refused with every problem listed, each naming its variable, and no secret repeated', () => {
    let refusal: unknown;
    try {
      loadConfig({
        NODE_ENV: 'production',
        COD_FEE_RUPEES: 'ten',
        LOG_LEVEL: 'loud',
        TRUST_PROXY: 'true',
        DATABASE_URL: 'mysql://store:hunter2@db/store',
        SMS_PROVIDER: 'msg91',
      });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(SettingsError);
    expect((refusal as SettingsError).problems).toEqual([
      'TRUST_PROXY takes a hop count or proxy addresses (10.0.0.2, 10.0.0.0/8), not true',
      'LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent, not loud',
      'DATABASE_URL must be a URL (postgres:// or postgresql://)',
      'COD_FEE_RUPEES must be a whole number from 0 to 10000, not ten',
      'APP_SECRET must be set in production: make one with `openssl rand -base64 32`',
      'Payments need RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET in production; set PAYMENTS=sandbox to run a test shop that takes no real money',
      'The courier needs SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD and SHIPROCKET_WEBHOOK_TOKEN in production; set PAYMENTS=sandbox to run a test shop on the courier sandbox',
      'SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID',
      'METRICS_TOKEN is required in production when metrics listen beyond loopback (0.0.0.0): set METRICS_TOKEN, or METRICS_HOST=127.0.0.1, or METRICS_PORT=0 to serve none',
    ]);
    expect(String(refusal)).not.toContain('hunter2');
  });

  it('checks numbers against their range', () => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(
      'DATABASE_POOL_SIZE must be a whole number from 1 to 1000, not 0',
    );
    expect(() => loadConfig({ API_PORT: '70000' })).toThrow('API_PORT must be a whole number from 0 to 65535');
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow('SHUTDOWN_DRAIN_MS must be a whole number');
    expect(() => loadConfig({ SEED_DEMO_DATA: 'yes' })).toThrow('SEED_DEMO_DATA must be true or false (on or off)');
  });

  it('makes the worker ask for the database it shares with the API', () => {
    expect(() => loadWorkerConfig({})).toThrow('DATABASE_URL is required by npm run worker');
    const worker = loadWorkerConfig({ DATABASE_URL: 'postgres://store@db/store' });
    // Its own metrics port, so it runs beside an API on one machine.
    expect([worker.metrics.port, loadConfig({}).metrics.port]).toEqual([9466, 9464]);
  });
});

it('takes an empty variable as unset, as compose passes ${X:-}', () => {
  // MAIL_FROM: ${MAIL_FROM:-} in docker-compose.yml: the mail still needs a sender.
  const config = loadConfig({ MAIL_FROM: '', DATA_DIR: ' ', LOG_LEVEL: '', TRUST_PROXY: '', PAYMENTS: '' });
  expect(config.mail.from).toBe('Elegance <orders@elegance.example>');
  expect(config.dataDir).toBe(loadConfig({}).dataDir);
  expect(config.logLevel).toBe('info');
  expect(config.trustProxy).toBe(false);
});

it("sizes the PostgreSQL pool and the lock wait from the API's settings", () => {
  expect(loadConfig({}).database).toEqual({ poolSize: 5, lockWaitMs: 600_000 });
  expect(loadConfig({ DATABASE_POOL_SIZE: '3', DATABASE_LOCK_WAIT_SECONDS: '30' }).database).toEqual({
    poolSize: 3,
    lockWaitMs: 30_000,
  });
});

it('stops the API and the worker at start, each printing every problem with its name', async () => {
  const env = { COD_FEE_RUPEES: 'ten', LOG_LEVEL: 'loud' };
  const api = storeProcess('api', 'api/src/server.ts', env);
  const worker = storeProcess('worker', 'api/src/worker.ts', env);
  expect(await Promise.all([api.exited, worker.exited])).toEqual([1, 1]);
  for (const [name, process] of [
    ['api', api],
    ['worker', worker],
  ] as const) {
    expect(process.output()).toContain(`${name}: LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent`);
    expect(process.output()).toContain(`${name}: COD_FEE_RUPEES must be a whole number from 0 to 10000, not ten`);
  }
  expect(worker.output()).toContain('worker: DATABASE_URL is required by npm run worker');
}, 60_000);
