/**
 * The store's security headers, for the API and the static servers alike. The shell's Content
 * Security Policy allows its own origin, the API and the remotes of its runtime config, and the
 * payment and image services only when they are configured; nothing else. Pictures are the
 * page's own (/media, passed on to the image store) unless PUBLIC_MEDIA_URL names another origin. Everything else (the
 * API's JSON and images, the remotes' scripts) gets the shut policy.
 * deploy/nginx/write-runtime-config.sh builds the same headers in the containers
 * (scripts/lib/securityHeaders.test.ts holds the two to each other).
 */
export interface ShellPolicyInput {
  apiUrl: string;
  /** Manifest URLs of the remotes, as in runtime-config.json. */
  remoteUrls: string[];
  /** Live Razorpay keys: its checkout script, its frame and its logging endpoint. */
  razorpay?: boolean;
  /** IMAGEKIT_URL_ENDPOINT: images come from ImageKit's CDN, uploads go to ImageKit. */
  imagekitUrlEndpoint?: string;
  /**
   * PUBLIC_MEDIA_URL: where the catalogue's pictures are named. By default (and when it is on
   * `shellOrigin`) they are the page's own /media, which 'self' covers; else its origin is allowed.
   */
  mediaUrl?: string;
  shellOrigin?: string;
}

const RAZORPAY = {
  script: 'https://checkout.razorpay.com',
  frame: 'https://api.razorpay.com',
  connect: 'https://lumberjack.razorpay.com',
};
const IMAGEKIT_UPLOAD = 'https://upload.imagekit.io';

export function originOf(url: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\/[^/?#]+/i.exec(url)?.[0] ?? url;
}

const unique = (values: string[]) => [...new Set(values)];

export function shellContentSecurityPolicy(input: ShellPolicyInput): string {
  const remotes = unique(input.remoteUrls.map(originOf));
  const api = originOf(input.apiUrl);
  const cdn = input.imagekitUrlEndpoint ? [originOf(input.imagekitUrlEndpoint)] : [];
  const media =
    input.mediaUrl && originOf(input.mediaUrl) !== originOf(input.shellOrigin ?? '') ? [originOf(input.mediaUrl)] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remotes, ...(input.razorpay ? [RAZORPAY.script] : [])]],
    // styled-components writes its rules into <style> elements at run time.
    ['style-src', ["'self'", "'unsafe-inline'", ...remotes]],
    ['img-src', unique(["'self'", 'data:', 'blob:', ...media, ...cdn])],
    ['font-src', ["'self'", ...remotes]],
    [
      'connect-src',
      unique([
        "'self'",
        api,
        ...remotes,
        ...(cdn.length ? [IMAGEKIT_UPLOAD] : []),
        ...(input.razorpay ? [RAZORPAY.connect] : []),
      ]),
    ],
    ['frame-src', input.razorpay ? [RAZORPAY.frame] : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** For answers that are never a page (API JSON and images, remotes' scripts and manifests). */
export const SHUT_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** HTTPS only from the first visit on, for a year, subdomains too (browsers ignore it over http). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** `hsts` in production, where the store is served over HTTPS. */
export function securityHeaders(contentSecurityPolicy: string, { hsts = false } = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(hsts ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}
