import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

/** The five front-end apps, their federation names and default ports. */
export const APPS = [
  { dir: 'shell', remote: null, port: 3000, portEnv: 'SHELL_PORT' },
  { dir: 'remote-catalog', remote: 'catalog', port: 3001, portEnv: 'CATALOG_PORT' },
  { dir: 'remote-checkout', remote: 'checkout', port: 3002, portEnv: 'CHECKOUT_PORT' },
  { dir: 'remote-account', remote: 'account', port: 3003, portEnv: 'ACCOUNT_PORT' },
  { dir: 'remote-admin', remote: 'admin', port: 3004, portEnv: 'ADMIN_PORT' },
] as const;

export type App = (typeof APPS)[number];

export function appPort(app: App, env: NodeJS.ProcessEnv = process.env): number {
  return Number(env[app.portEnv]) || app.port;
}
