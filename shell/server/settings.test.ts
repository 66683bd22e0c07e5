/** @jest-environment node */
import path from 'node:path';
import { SettingsError } from '@store/shared/settings';
import { loadRenderSettings } from './settings';

const site = { API_INTERNAL_URL: 'http://api:4000/', PUBLIC_SHELL_URL: 'https://elegance.in' };
const remotes = {
  CATALOG_URL: 'http://catalog:8080/mf-manifest.json',
  CHECKOUT_URL: 'http://checkout:8080/mf-manifest.json',
  ACCOUNT_URL: 'http://account:8080/mf-manifest.json',
  ADMIN_URL: 'http://admin:8080/mf-manifest.json',
};

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadRenderSettings(env);
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
  return [];
}

it("runs behind nginx by default: the build's pages, cached, metrics on 9465, no drain off production", () => {
  const settings = loadRenderSettings(site);
  expect(settings.server).toEqual({
    root: path.resolve('shell/dist'),
    port: 8080,
    host: '0.0.0.0',
    apiUrl: 'http://api:4000',
    publicOrigin: 'https://elegance.in',
    mediaUpstream: undefined,
    serveFiles: false,
    cacheEntries: undefined,
    securityHeaders: undefined,
    checkAnswers: true,
  });
  expect(settings.metrics).toEqual({ port: 9465, host: '0.0.0.0', token: null });
  expect(settings.drainMs).toBe(0);
  // Production drains for 5 s, trusts its API's answers; API_URL stands in for API_INTERNAL_URL.
  const production = loadRenderSettings({
    NODE_ENV: 'production',
    API_URL: 'https://api.elegance.in',
    PUBLIC_SHELL_URL: 'https://elegance.in',
    METRICS_TOKEN: 'scrape-token',
  });
  expect([production.drainMs, production.server.apiUrl, production.server.checkAnswers]).toEqual([
    5000,
    'https://api.elegance.in',
    false,
  ]);
});

it('refuses a bad environment with every problem listed, each naming its variable', () => {
  expect(
    problemsOf({ NODE_ENV: 'production', PORT: 'eighty', SERVE_FILES: 'maybe', CATALOG_URL: remotes.CATALOG_URL }),
  ).toEqual([
    'PORT must be a whole number from 0 to 65535, not eighty',
    'SERVE_FILES must be true or false (on or off), not maybe',
    'API_INTERNAL_URL (or API_URL) is required: how this server reaches the API',
    "PUBLIC_SHELL_URL is required: the site's public origin",
    'CATALOG_URL, CHECKOUT_URL, ACCOUNT_URL, ADMIN_URL go together: set all four, or none to read runtime-config.json beside the build',
    'METRICS_TOKEN is required in production when metrics listen beyond loopback (0.0.0.0): set METRICS_TOKEN, or METRICS_HOST=127.0.0.1, or METRICS_PORT=0 to serve none',
  ]);
  expect(problemsOf({ ...site, PUBLIC_SHELL_URL: 'elegance.in', PAYMENTS: 'free' })).toEqual([
    'PUBLIC_SHELL_URL must be a URL (http:// or https://), not elegance.in',
    'PAYMENTS must be razorpay or sandbox, not free',
  ]);
});

it("draws pages with the remotes' addresses its container is given, and the shell page's chat number and banner", () => {
  const { server } = loadRenderSettings({
    ...site,
    ...remotes,
    API_URL: 'https://api.elegance.in',
    CHAT_NUMBER: '+91 98450 00000',
    PAYMENTS: 'sandbox',
  });
  expect(server.runtimeConfig?.()).toEqual({
    apiUrl: 'https://api.elegance.in',
    remotes: {
      catalog: remotes.CATALOG_URL,
      checkout: remotes.CHECKOUT_URL,
      account: remotes.ACCOUNT_URL,
      admin: remotes.ADMIN_URL,
    },
    chatNumber: '+91 98450 00000',
    testPayments: true,
  });
  // Without them it reads runtime-config.json beside the build, as `npm start` writes it.
  expect(loadRenderSettings(site).server.runtimeConfig).toBeUndefined();
});

it("serves the build's files alone with the shell's security headers, and renders afresh when told", () => {
  const { server } = loadRenderSettings({
    ...site,
    SERVE_FILES: 'true',
    RENDER_CACHE: 'off',
    RAZORPAY_KEY_ID: 'rzp_live_x',
    PUBLIC_MEDIA_URL: 'https://elegance.in/media/',
    MEDIA_UPSTREAM: 'http://127.0.0.1:4000/media/',
  });
  expect(server).toMatchObject({
    serveFiles: true,
    cacheEntries: 0,
    mediaUpstream: 'http://127.0.0.1:4000/media',
    securityHeaders: {
      razorpay: true,
      imagekitUrlEndpoint: undefined,
      mediaUrl: 'https://elegance.in/media',
      hsts: false,
    },
  });
});
