import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT, type App } from './apps';
import { appPort, siteSettings } from './siteSettings';
import type { RemoteName } from '@store/shared/config';

/** Where releases are kept: `releases/` unless RELEASES_DIR says otherwise (tests use an empty one). */
export function releasesDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(siteSettings(env).RELEASES_DIR ?? path.join(ROOT, 'releases'));
}

/** Which release each remote runs live; a remote not named here runs its current build (dist). */
export function liveFile(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(releasesDir(env), 'live.json');
}

export type RemoteApp = App & { remote: RemoteName };

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
  return path.join(releasesDir(), app.dir, version);
}

export function releasedVersions(app: RemoteApp): string[] {
  const dir = path.join(releasesDir(), app.dir);
  return fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((v) => fs.existsSync(path.join(dir, v, 'mf-manifest.json')))
    : [];
}

export function readLive(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const file = liveFile(env);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

/** The releases server (`npm start` serves releases/ there when it exists). */
export function releasesUrl(env: NodeJS.ProcessEnv = process.env): string {
  const settings = siteSettings(env);
  return settings.RELEASES_URL ?? `${settings.PUBLIC_HOST}:${settings.RELEASES_PORT}`;
}

export function releasesPort(env: NodeJS.ProcessEnv = process.env): number {
  return siteSettings(env).RELEASES_PORT;
}

/**
 * Where the browser finds a remote's manifest: its live release on the releases server, or its
 * current build on its own port.
 */
export function remoteManifestUrl(app: RemoteApp, env: NodeJS.ProcessEnv = process.env): string {
  const version = readLive(env)[app.remote];
  if (version) return `${releasesUrl(env)}/${app.dir}/${version}/mf-manifest.json`;
  return `${siteSettings(env).PUBLIC_HOST}:${appPort(app, env)}/mf-manifest.json`;
}
