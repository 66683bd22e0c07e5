import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeContainerStart } from './nginx';
import { SHUT_CONTENT_SECURITY_POLICY, shellContentSecurityPolicy } from '@store/shared/security-headers';

const REMOTES = {
  CATALOG_URL: 'http://localhost:3001/mf-manifest.json',
  CHECKOUT_URL: 'http://localhost:3002/mf-manifest.json',
  // Released remotes share one origin: the policy names it once.
  ACCOUNT_URL: 'http://localhost:3005/account/1.2.0/mf-manifest.json',
  ADMIN_URL: 'http://localhost:3005/admin/1.0.0/mf-manifest.json',
};

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-headers-test-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The policy the container's start script writes for nginx, read back from its include file. */
function containerPolicy(kind: 'shell' | 'remote', env: NodeJS.ProcessEnv): string {
  const file = writeContainerStart(kind, dir, path.join(dir, 'headers.inc'), env);
  return /Content-Security-Policy "([^"]+)"/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
}

describe('the shell page security policy', () => {
  it.each([
    ['the offline providers', {}],
    ['live Razorpay', { RAZORPAY_KEY_ID: 'rzp_live_x' }],
    ['ImageKit', { IMAGEKIT_URL_ENDPOINT: 'https://ik.imagekit.io/elegance' }],
    ['pictures on the shop origin', { PUBLIC_MEDIA_URL: 'https://elegance.in/media' }],
    ['pictures on the API', { PUBLIC_MEDIA_URL: 'https://api.elegance.in/media' }],
  ])('is the same from nginx and from the Node server with %s', (_, extra: Record<string, string>) => {
    const env = { API_URL: 'https://api.elegance.in', SHELL_ORIGIN: 'https://elegance.in', ...REMOTES, ...extra };
    const node = shellContentSecurityPolicy({
      apiUrl: env.API_URL,
      remoteUrls: Object.values(REMOTES),
      razorpay: Boolean(extra.RAZORPAY_KEY_ID),
      imagekitUrlEndpoint: extra.IMAGEKIT_URL_ENDPOINT,
      mediaUrl: extra.PUBLIC_MEDIA_URL,
      shellOrigin: env.SHELL_ORIGIN,
    });
    expect(containerPolicy('shell', env)).toBe(node);
  });

  it('allows the API and remote origins and no other, never eval, never framing', () => {
    const policy = shellContentSecurityPolicy({
      apiUrl: 'https://api.elegance.in/v1',
      remoteUrls: Object.values(REMOTES),
    });
    const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe(
      "script-src 'self' http://localhost:3001 http://localhost:3002 http://localhost:3005",
    );
    expect(directive('connect-src')).toBe(
      "connect-src 'self' https://api.elegance.in http://localhost:3001 http://localhost:3002 http://localhost:3005",
    );
    // Pictures are the page's own /media: no other origin for them.
    expect(directive('img-src')).toBe("img-src 'self' data: blob:");
    const apiPictures = shellContentSecurityPolicy({
      apiUrl: 'https://api.elegance.in',
      remoteUrls: [],
      mediaUrl: 'https://api.elegance.in/media',
      shellOrigin: 'https://elegance.in',
    });
    expect(apiPictures).toContain("img-src 'self' data: blob: https://api.elegance.in;");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('frame-src')).toBe("frame-src 'none'");
    expect(policy).not.toMatch(/unsafe-eval|\*/);
    expect(policy).not.toMatch(/razorpay|imagekit/);
  });

  it('is shut for the remotes, which serve no pages', () => {
    expect(containerPolicy('remote', {})).toBe(SHUT_CONTENT_SECURITY_POLICY);
  });
});

describe('the shell container', () => {
  const env = { API_URL: 'https://api.elegance.in', ...REMOTES };
  const runtimeConfig = (extra: Record<string, string>) => {
    writeContainerStart('shell', dir, path.join(dir, 'headers.inc'), { ...env, ...extra });
    return JSON.parse(fs.readFileSync(path.join(dir, 'runtime-config.json'), 'utf8'));
  };

  it('tells the page to show the test-shop banner only when the operator chose PAYMENTS=sandbox', () => {
    expect(runtimeConfig({ PAYMENTS: 'sandbox' }).testPayments).toBe(true);
    expect(runtimeConfig({}).testPayments).toBe(false);
  });

  it('sends HSTS (production serves HTTPS; browsers ignore it over http)', () => {
    const file = writeContainerStart('remote', dir, path.join(dir, 'headers.inc'), {});
    expect(fs.readFileSync(file, 'utf8')).toContain(
      'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;',
    );
  });
});
