import { loadConfig } from '../src/config';
import { MediaStore } from '../src/media/mediaStore';

/** 32 random bytes, base64, as `openssl rand -base64 32` prints them. */
const STRONG_SECRET = 'q3Vx9m2Lk8Rt0pZs7YwB4nHc6JfE1uGa5dQiTo+XyK0=';

describe('images provider', () => {
  it('points image URLs at this API by default', () => {
    const config = loadConfig({ PUBLIC_API_URL: 'https://api.example.in/' });
    const media = new MediaStore(config.mediaDir, config.imageUrlEndpoint);
    expect(media.urlFor({ fileId: 'a', path: 'products/a b.jpg' })).toBe(
      'https://api.example.in/media/products/a%20b.jpg',
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
    const media = new MediaStore(config.mediaDir, config.imageUrlEndpoint);
    expect(media.urlFor({ fileId: 'a', path: 'products/a.jpg' })).toBe(
      'https://ik.imagekit.io/elegance/products/a.jpg',
    );
  });

  it('refuses an unknown provider, or ImageKit without its URL endpoint and keys', () => {
    expect(() => loadConfig({ IMAGES_PROVIDER: 'cloudinary' })).toThrow('IMAGES_PROVIDER must be local or imagekit');
    expect(() => loadConfig({ IMAGES_PROVIDER: 'imagekit' })).toThrow('needs IMAGEKIT_URL_ENDPOINT');
    expect(() =>
      loadConfig({ IMAGES_PROVIDER: 'imagekit', IMAGEKIT_URL_ENDPOINT: 'https://ik.imagekit.io/elegance' }),
    ).toThrow('IMAGEKIT_PUBLIC_KEY and IMAGEKIT_PRIVATE_KEY');
  });

  it('refuses the local default admin password in production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        APP_SECRET: STRONG_SECRET,
        ADMIN_EMAIL: 'a@b.in',
        ADMIN_PASSWORD: 'elegance-admin-123',
        PAYMENTS: 'sandbox',
      }),
    ).toThrow('ADMIN_PASSWORD is the local default');
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: STRONG_SECRET, PAYMENTS: 'sandbox' }).admin).toBeNull();
    expect(loadConfig({}).admin).toEqual({ email: 'admin@elegance.local', password: 'elegance-admin-123' });
  });
});

describe('production refuses to start without what keeps it safe', () => {
  const production = {
    NODE_ENV: 'production',
    APP_SECRET: STRONG_SECRET,
    RAZORPAY_KEY_ID: 'rzp_live_x',
    RAZORPAY_KEY_SECRET: 'live-secret',
    RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret',
  };

  it('takes live Razorpay keys, and never falls back to the sandbox silently', () => {
    expect(loadConfig(production).payments).toMatchObject({ provider: 'razorpay', keyId: 'rzp_live_x' });
    const keyless = { NODE_ENV: 'production', APP_SECRET: STRONG_SECRET };
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

  it('keeps the per-client limits on', () => {
    expect(() => loadConfig({ ...production, RATE_LIMITS: 'off' })).toThrow('never in production');
    expect(loadConfig({ RATE_LIMITS: 'off' }).rateLimits).toBe(false);
  });
});

it('publishes the API reference in development, and in production only when API_DOCS=on', () => {
  const production = {
    NODE_ENV: 'production',
    APP_SECRET: STRONG_SECRET,
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
      loadConfig({ NODE_ENV: 'production', APP_SECRET: STRONG_SECRET, PAYMENTS: 'sandbox' }).seller.gstin,
    ).toBeNull();
  });
});
