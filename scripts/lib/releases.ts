import fs from 'node:fs';
import path from 'node:path';
import { APPS, appPort, ROOT, type App } from './apps';

export const RELEASES_DIR = path.join(ROOT, 'releases');
/** Which release each remote runs live; a remote not named here runs its current build (dist). */
export const LIVE_FILE = path.join(RELEASES_DIR, 'live.json');

export type RemoteApp = Extract<App, { remote: string }>;

/** 'catalog' or 'remote-catalog' -> the app; anything else is an error that lists the names. */
export function remoteApp(name: string | undefined): RemoteApp {
  const app = APPS.find((a) => a.remote && (a.remote === name || a.dir === name));
  if (!app || !app.remote) {
    const names = APPS.flatMap((a) => (a.remote ? [a.remote] : [])).join(', ');
    throw new Error(`name a remote: one of ${names}`);
  }
  return app as RemoteApp;
}

export function releaseFolder(app: RemoteApp, version: string): string {
  return path.join(RELEASES_DIR, app.dir, version);
}

export function releasedVersions(app: RemoteApp): string[] {
  const dir = path.join(RELEASES_DIR, app.dir);
  return fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((v) => fs.existsSync(path.join(dir, v, 'mf-manifest.json')))
    : [];
}

export function readLive(): Record<string, string> {
  return fs.existsSync(LIVE_FILE) ? (JSON.parse(fs.readFileSync(LIVE_FILE, 'utf8')) as Record<string, string>) : {};
}

/** The releases server (`npm start` serves releases/ there when it exists). */
export function releasesUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.RELEASES_URL ?? `${env.PUBLIC_HOST ?? 'http://localhost'}:${releasesPort(env)}`;
}

export function releasesPort(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.RELEASES_PORT) || 3005;
}

/**
 * Where the browser finds a remote's manifest: its live release on the releases server, or its
 * current build on its own port.
 */
export function remoteManifestUrl(app: RemoteApp, env: NodeJS.ProcessEnv = process.env): string {
  const version = readLive()[app.remote];
  if (version) return `${releasesUrl(env)}/${app.dir}/${version}/mf-manifest.json`;
  return `${env.PUBLIC_HOST ?? 'http://localhost'}:${appPort(app, env)}/mf-manifest.json`;
}
