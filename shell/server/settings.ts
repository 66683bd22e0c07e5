import path from 'node:path';
import type { z } from 'zod';
import { normalizeRuntimeConfig, REMOTE_NAMES, type RuntimeConfig } from '@store/shared/config';
import { metricsSettings, metricsTokenProblem, type MetricsServerOptions } from '@store/shared/metrics-server';
import {
  flag,
  isProduction,
  nodeEnvSetting,
  oneOf,
  parseSettings,
  port,
  setting,
  settingsObject,
  shutdownDrainMs,
  shutdownDrainSetting,
  text,
  url,
} from '@store/shared/settings';
import type { RenderServerOptions } from './renderServer';

/**
 * The render server's environment: every variable main.ts reads, with its default, README line
 * and check. `npm start` sets them for it (scripts/lib/renderProcess.ts), the containers in
 * docker-compose.yml and deploy/k8s/base/render.yaml.
 */

const remoteUrlName = (remote: string) => `${remote.toUpperCase()}_URL`;

export const renderSettingSections = {
  'Process and network': {
    ...nodeEnvSetting,
    PORT: setting(port, { default: 8080, description: 'port the render server listens on' }),
    HOST: setting(text, { default: '0.0.0.0', description: 'interface it listens on' }),
    ROOT: setting(text, {
      default: 'shell/dist',
      description: "the shell's build (`index.html`, chunks, `runtime-config.json`), from the working directory",
    }),
    SERVE_FILES: setting(flag, {
      default: false,
      description: "serve the build's files and the shell's security headers too (`npm start`: no nginx in front)",
    }),
    RENDER_CACHE: setting(flag, {
      default: true,
      defaultText: 'on',
      description: '`off`: render every page afresh (benchmarks of the uncached path)',
    }),
    ...shutdownDrainSetting("the render server's"),
  },
  "The site it draws (the remotes' addresses: all four, or none to read `ROOT/runtime-config.json`)": {
    PUBLIC_SHELL_URL: setting(url(), {
      description: "required: the site's public origin, for canonical URLs, the sitemap and link previews",
    }),
    API_INTERNAL_URL: setting(url(), {
      description: "how this server reaches the API (inside a network, not the browser's address)",
      defaultText: '`API_URL`',
    }),
    API_URL: setting(url(), {
      description: "the API's address as the browser sees it, for the runtime config of the remotes below",
    }),
    ...(Object.fromEntries(
      REMOTE_NAMES.map((remote) => [
        remoteUrlName(remote),
        setting(url(), {
          description: `the ${remote} remote's manifest as this server reaches it`,
        }),
      ]),
    ) as Record<'CATALOG_URL' | 'CHECKOUT_URL' | 'ACCOUNT_URL' | 'ADMIN_URL', z.ZodType<string | undefined>>),
    CHAT_NUMBER: setting(text, {
      description: "with the remotes' addresses: the chat number the shell's page shows, so the server draws the same",
    }),
    PAYMENTS: setting(oneOf('razorpay', 'sandbox'), {
      description: "with the remotes' addresses: `sandbox` draws the test-shop banner (keep it equal to the API's)",
    }),
    MEDIA_UPSTREAM: setting(url(), {
      description:
        "where the site's `/media/...` is passed on when it serves files itself: the API's image store or a CDN",
      defaultText: "the API's `/media`",
    }),
  },
  'Security headers (with `SERVE_FILES`)': {
    PUBLIC_MEDIA_URL: setting(url(), {
      description: "where pictures are named: its origin is allowed in `img-src` when it is not the site's own",
    }),
    RAZORPAY_KEY_ID: setting(text, { description: "only whether it is set: the page's policy then allows Razorpay" }),
    IMAGEKIT_URL_ENDPOINT: setting(url(), {
      description: "ImageKit's URL endpoint, which the page's policy then allows",
    }),
  },
  Metrics: metricsSettings(9465, '`HOST`'),
};

const renderSettingsSchema = settingsObject(renderSettingSections).superRefine((settings, ctx) => {
  const problem = (message: string, path?: string) =>
    ctx.addIssue({ code: 'custom', message, ...(path ? { path: [path] } : {}) });
  if (!settings.API_INTERNAL_URL && !settings.API_URL)
    problem('API_INTERNAL_URL (or API_URL) is required: how this server reaches the API');
  if (!settings.PUBLIC_SHELL_URL) problem("is required: the site's public origin", 'PUBLIC_SHELL_URL');
  const remotesSet = REMOTE_NAMES.filter((remote) => settings[remoteUrlName(remote) as 'CATALOG_URL']);
  if (remotesSet.length > 0 && remotesSet.length < REMOTE_NAMES.length)
    problem(
      `${REMOTE_NAMES.map(remoteUrlName).join(', ')} go together: set all four, or none to read runtime-config.json beside the build`,
    );
  if (typeof settings.METRICS_PORT === 'number') {
    const tokenProblem = metricsTokenProblem(
      { port: settings.METRICS_PORT, host: settings.METRICS_HOST ?? settings.HOST, token: settings.METRICS_TOKEN },
      isProduction(settings),
    );
    if (tokenProblem) problem(tokenProblem, 'METRICS_TOKEN');
  }
});

export interface RenderSettings {
  /** What startRenderServer takes, but for the lifecycle and metrics main.ts keeps. */
  server: Omit<RenderServerOptions, 'lifecycle' | 'metrics'>;
  metrics: MetricsServerOptions & { token: string | null };
  /** On SIGTERM, how long `/__ready` fails before the listener closes. */
  drainMs: number;
  production: boolean;
}

/** The render server's settings from its environment, or a SettingsError listing every problem. */
export function loadRenderSettings(env: NodeJS.ProcessEnv): RenderSettings {
  const settings = parseSettings(renderSettingsSchema, env);
  const production = isProduction(settings);
  const apiUrl = String(settings.API_INTERNAL_URL ?? settings.API_URL);
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((remote) => [remote, settings[remoteUrlName(remote) as 'CATALOG_URL']]),
  );
  /**
   * In its container the render server is told where the remotes are as it reaches them
   * (CATALOG_URL=http://catalog:8080/mf-manifest.json, ...), with the CHAT_NUMBER and PAYMENTS
   * the shell's page has (its header and banner must draw the same). Without them, it reads
   * runtime-config.json beside the build, as `npm start` writes it.
   */
  const runtimeConfig: RuntimeConfig | null = settings.CATALOG_URL
    ? normalizeRuntimeConfig({
        apiUrl: settings.API_URL ?? apiUrl,
        remotes,
        chatNumber: settings.CHAT_NUMBER ?? '',
        testPayments: settings.PAYMENTS === 'sandbox',
      })
    : null;
  return {
    server: {
      root: path.resolve(settings.ROOT),
      port: settings.PORT,
      host: settings.HOST,
      apiUrl,
      publicOrigin: String(settings.PUBLIC_SHELL_URL),
      mediaUpstream: settings.MEDIA_UPSTREAM,
      serveFiles: settings.SERVE_FILES,
      cacheEntries: settings.RENDER_CACHE ? undefined : 0,
      checkAnswers: !production,
      ...(runtimeConfig ? { runtimeConfig: () => runtimeConfig } : {}),
      // Alone (no nginx in front), it sends the shell's security headers itself.
      securityHeaders: settings.SERVE_FILES
        ? {
            razorpay: Boolean(settings.RAZORPAY_KEY_ID),
            imagekitUrlEndpoint: settings.IMAGEKIT_URL_ENDPOINT,
            mediaUrl: settings.PUBLIC_MEDIA_URL,
            hsts: production,
          }
        : undefined,
    },
    metrics: {
      port: settings.METRICS_PORT,
      host: settings.METRICS_HOST ?? settings.HOST,
      token: settings.METRICS_TOKEN ?? null,
    },
    drainMs: shutdownDrainMs(settings),
    production,
  };
}
