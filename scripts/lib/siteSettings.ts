import type { z } from 'zod';
import { nodeEnvSetting, oneOf, parseSettings, port, setting, settingsObject, text, url } from '@store/shared/settings';
import { APPS, type App } from './apps';

/**
 * What `npm start` (scripts/lib/site.ts), `npm run dev` and `npm run release` read themselves:
 * where each part is served, the releases, the demo's chat number. The API and the render
 * server they start read their own settings (api/src/settings.ts, shell/server/settings.ts);
 * `npm start` hands them the addresses below.
 */

/** The example configuration's chat number: all zeros, so nobody mistakes it for a real one. */
export const DEMO_CHAT_NUMBER = '+91 00000 00000';

const appPorts = Object.fromEntries(
  APPS.map((app) => [
    app.portEnv,
    setting(port, { default: app.port, description: `the port \`${app.dir}\` is served on` }),
  ]),
) as Record<
  'SHELL_PORT' | 'CATALOG_PORT' | 'CHECKOUT_PORT' | 'ACCOUNT_PORT' | 'ADMIN_PORT',
  z.ZodType<number, string | undefined>
>;

export const siteSettingSections = {
  'Where each part is served': {
    ...nodeEnvSetting,
    PUBLIC_HOST: setting(url(), {
      default: 'http://localhost',
      description: 'the host the browser uses for the shell, the remotes, the releases and the API',
    }),
    ...appPorts,
    API_PORT: setting(port, { default: 4000, description: "the API's port (passed on to it)" }),
    RENDER_PORT: setting(port, {
      description: "where the shell's render server listens when nginx is in front of it (`STATIC_SERVER=nginx`)",
      defaultText: "the shell's port + 100",
    }),
    PUBLIC_API_URL: setting(url(), {
      description: "the API's URL as the browser sees it: the runtime config's, passed on to the API",
      defaultText: '`PUBLIC_HOST:API_PORT`',
    }),
    PUBLIC_MEDIA_URL: setting(url(), {
      description: 'where catalogue pictures are named, passed on to the API and the render server',
      defaultText: "the shell's origin + `/media`",
    }),
    MEDIA_UPSTREAM: setting(url(), {
      description:
        "where the shell's `/media/...` is passed (the render server alone, or nginx): an image store or CDN",
      defaultText: "the API's `/media` (with `IMAGES_PROVIDER=imagekit`: its URL endpoint)",
    }),
    CORS_ORIGINS: setting(text, {
      description: 'passed on to the API: the origins allowed to call it',
      defaultText: "the shell's origin",
    }),
  },
  "The shell's runtime config": {
    CHAT_NUMBER: setting(text, {
      emptyIsValue: true,
      description: 'the messaging-app chat number; the demo shows an obviously fake one; empty hides the chat button',
      defaultText: `\`${DEMO_CHAT_NUMBER}\` (empty in production)`,
    }),
    PAYMENTS: setting(oneOf('razorpay', 'sandbox'), {
      description: "the API's (passed on): `sandbox` also puts the test-shop banner on every page",
    }),
  },
  'Releases of the remotes': {
    RELEASES_DIR: setting(text, {
      description: 'where `npm run release` keeps released remotes, and `live.json` which runs',
      defaultText: '`releases/`',
    }),
    RELEASES_PORT: setting(port, { default: 3005, description: 'where `npm start` serves that folder' }),
    RELEASES_URL: setting(url(), {
      description: 'the released remotes as the browser reaches them',
      defaultText: '`PUBLIC_HOST:RELEASES_PORT`',
    }),
  },
  'For tests and benchmarks': {
    STATIC_SERVER: setting(oneOf('node', 'nginx'), {
      default: 'node',
      description:
        "which static server serves the apps: Node's, or Debian's nginx with the images' configs (the browser tests pick it where nginx is installed)",
    }),
    SITE_SHELL_DIR: setting(text, {
      description:
        "serve a copy of the shell's build from here, with its own runtime config (tests, benchmarks), not `shell/dist`",
    }),
  },
};

const siteSettingsSchema = settingsObject(siteSettingSections);
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** The start scripts' settings, or a SettingsError listing every problem. */
export function siteSettings(env: NodeJS.ProcessEnv = process.env): SiteSettings {
  return parseSettings(siteSettingsSchema, env);
}

/** The port an app is served on (SHELL_PORT, CATALOG_PORT, ...; shared/apps.json's by default). */
export function appPort(app: App, env: NodeJS.ProcessEnv = process.env): number {
  return siteSettings(env)[app.portEnv as keyof typeof appPorts];
}
