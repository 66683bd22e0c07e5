import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import type http from 'node:http';
import path from 'node:path';
import { spawnApi, stopProcess, waitForReady } from './apiProcess';
import { APPS, ROOT, SHELL } from './apps';
import { releasesDir, releasesPort, remoteManifestUrl, type RemoteApp } from './releases';
import { appPort, DEMO_CHAT_NUMBER, siteSettings } from './siteSettings';
import { nginxBinary, startNginx, writeContainerStart } from './nginx';
import { SHUT_CONTENT_SECURITY_POLICY, securityHeaders } from '@store/shared/security-headers';
import { startStaticServer } from './staticServer';
import { spawnRenderServer } from './renderProcess';
import { loadConfig } from '../../api/src/config';

export interface StaticHandle {
  close(): Promise<void>;
}

/** A Node static server as a handle that also drops the connections browsers keep open. */
function nodeHandle(server: http.Server): StaticHandle {
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export interface Site {
  shellUrl: string;
  /** The folder the shell is served from (its runtime-config.json is there). */
  shellRoot: string;
  apiUrl: string;
  api: ChildProcess;
  /** The static server of each app (and 'releases'), Node's or nginx's. */
  servers: Map<string, StaticHandle>;
  /** Which static server serves the apps: the Node one, or Debian nginx with the images' configs. */
  staticServer: 'node' | 'nginx';
  /** For resilience tests: one app's static server goes away, or comes back on its port. */
  stopApp(dir: string): Promise<void>;
  startApp(dir: string): Promise<void>;
  stop(): Promise<void>;
  /**
   * Points the shell at another address for a remote, as an operator would: a new
   * runtime-config.json (the Node server's policy follows it), or for nginx the container's
   * start again with the new address. Returns the address it had.
   */
  moveRemote(remote: string, manifestUrl: string): Promise<string>;
  /** For resilience tests: the API goes away and comes back on the same port and data. */
  stopApi(): Promise<void>;
  startApi(): Promise<void>;
}

/** The shell reads its remotes and API from this at start: no rebuild to move them. */
export function siteRuntimeConfig(env: NodeJS.ProcessEnv, host: string, apiUrl: string) {
  const settings = siteSettings(env);
  return {
    apiUrl,
    // Each remote runs its live release (npm run release -- <remote> --use <version>) or its build.
    remotes: Object.fromEntries(
      APPS.flatMap((app) =>
        app.remote ? [[app.remote, remoteManifestUrl(app as RemoteApp, { ...env, PUBLIC_HOST: host })]] : [],
      ),
    ),
    // The demo shows the chat button with the example configuration's obviously fake number;
    // production shows it only when the operator sets one (product §2, issue 23.12).
    chatNumber: settings.CHAT_NUMBER ?? (settings.NODE_ENV === 'production' ? '' : DEMO_CHAT_NUMBER),
    // The operator chose the sandbox (PAYMENTS=sandbox): every page says no real money is taken.
    testPayments: settings.PAYMENTS === 'sandbox',
  };
}

/** The environment the shell container's start script reads (write-runtime-config.sh), which checks it itself. */
export function shellContainerEnv(
  runtimeConfig: ReturnType<typeof siteRuntimeConfig>,
  env: NodeJS.ProcessEnv,
  { apiUrl, mediaUrl, shellOrigin }: { apiUrl: string; mediaUrl: string; shellOrigin: string },
) {
  return {
    API_URL: apiUrl,
    CATALOG_URL: runtimeConfig.remotes.catalog,
    CHECKOUT_URL: runtimeConfig.remotes.checkout,
    ACCOUNT_URL: runtimeConfig.remotes.account,
    ADMIN_URL: runtimeConfig.remotes.admin,
    CHAT_NUMBER: runtimeConfig.chatNumber,
    PAYMENTS: env.PAYMENTS,
    RAZORPAY_KEY_ID: env.RAZORPAY_KEY_ID,
    IMAGEKIT_URL_ENDPOINT: env.IMAGEKIT_URL_ENDPOINT,
    PUBLIC_MEDIA_URL: mediaUrl,
    SHELL_ORIGIN: shellOrigin,
  };
}

/** Starts the built site as `npm start` does: the API, the shell and the four remotes. */
export async function startSite(
  env: NodeJS.ProcessEnv = process.env,
  apiStdio: 'inherit' | 'ignore' = 'inherit',
  /** How long the API may take to be ready (a test run on a loaded machine waits longer). */
  readyTimeoutMs?: number,
): Promise<Site> {
  // Read first: a bad setting stops the start with every problem listed, before anything is spawned.
  const settings = siteSettings(env);
  const apiPort = settings.API_PORT;
  const host = settings.PUBLIC_HOST;
  const apiUrl = settings.PUBLIC_API_URL ?? `${host}:${apiPort}`;
  const shell = SHELL;
  const shellOrigin = `${host}:${appPort(shell, env)}`;

  const runtimeConfig = siteRuntimeConfig(env, host, apiUrl);
  // Tests and benchmarks (SITE_SHELL_DIR) serve a copy of the shell with their own runtime
  // config, so they never rewrite the one a running `npm start` is serving.
  const shellRoot = settings.SITE_SHELL_DIR ?? path.join(ROOT, 'shell', 'dist');
  if (settings.SITE_SHELL_DIR) fs.cpSync(path.join(ROOT, 'shell', 'dist'), shellRoot, { recursive: true });
  fs.writeFileSync(path.join(shellRoot, 'runtime-config.json'), JSON.stringify(runtimeConfig, null, 2));

  // Pictures are named on the shell's own origin, which passes /media/... on to the API's store,
  // ImageKit's URL endpoint with IMAGES_PROVIDER=imagekit, or MEDIA_UPSTREAM: no second
  // connection before the page's largest picture.
  const mediaUrl = settings.PUBLIC_MEDIA_URL ?? `${shellOrigin}/media`;
  const apiEnv = {
    ...env,
    API_PORT: String(apiPort),
    PUBLIC_API_URL: apiUrl,
    PUBLIC_MEDIA_URL: mediaUrl,
    CORS_ORIGINS: settings.CORS_ORIGINS ?? shellOrigin,
  };
  // The API's own settings, checked here too: a bad one stops the start before anything runs.
  const apiConfig = loadConfig(apiEnv);
  const mediaUpstream =
    settings.MEDIA_UPSTREAM ??
    (apiConfig.imagesProvider === 'imagekit' ? apiConfig.imagekit.urlEndpoint : `${apiUrl}/media`);
  env = { ...env, PUBLIC_MEDIA_URL: mediaUrl, MEDIA_UPSTREAM: mediaUpstream };
  let api = spawnApi(apiEnv, apiStdio);
  const nginx = settings.STATIC_SERVER === 'nginx' ? nginxBinary() : null;
  if (settings.STATIC_SERVER === 'nginx' && !nginx) throw new Error('STATIC_SERVER=nginx, but nginx is not installed');
  // The shell's page may reach its own origin, the API and the remotes, and nothing else: its
  // render server (or nginx in front) sends that policy, following runtime-config.json, which
  // `npm run release -- --use` rewrites while running.
  const configFile = path.join(shellRoot, 'runtime-config.json');
  const remoteHeaders = securityHeaders(SHUT_CONTENT_SECURITY_POLICY);
  /**
   * The shell: its render server answers every page (status, the page's own head, robots.txt,
   * sitemap.xml). Alone it serves the build's files too; with nginx, as in the containers, nginx
   * serves the files and sends the pages to it.
   */
  const serveShell = async (port: number): Promise<StaticHandle> => {
    const render = (renderPort: number, alone: boolean) =>
      spawnRenderServer(env, { port: renderPort, root: shellRoot, apiUrl, publicOrigin: shellOrigin, alone });
    if (!nginx) return render(port, true);
    const renderPort = settings.RENDER_PORT ?? port + 100;
    const renderer = await render(renderPort, false);
    const headersFile = containerStart('shell', shellRoot);
    const front = await startNginx(nginx, {
      kind: 'shell',
      root: shellRoot,
      port,
      shellOrigin,
      securityHeaders: headersFile,
      renderUpstream: `127.0.0.1:${renderPort}`,
      mediaUpstream,
    });
    return {
      close: async () => {
        await front.close();
        await renderer.close();
      },
    };
  };
  const containerEnv = () => shellContainerEnv(runtimeConfig, env, { apiUrl, mediaUrl, shellOrigin });
  /** Runs the container's start script for an app served from `root`; returns its headers file. */
  const containerStart = (kind: 'shell' | 'remote', root: string) => {
    const headersDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-headers-'));
    fs.chmodSync(headersDir, 0o755); // nginx's workers run as another user
    return writeContainerStart(kind, root, path.join(headersDir, 'security-headers.inc'), containerEnv());
  };
  const serveApp = async (dir: string): Promise<StaticHandle> => {
    if (dir === 'releases')
      return nodeHandle(
        await startStaticServer({
          root: releasesDir(env),
          port: releasesPort(env),
          corsOrigin: shellOrigin,
          headers: remoteHeaders,
        }),
      );
    const app = APPS.find((a) => a.dir === dir);
    if (!app) throw new Error(`no app ${dir}`);
    if (!app.remote) return serveShell(appPort(app, env));
    const root = path.join(ROOT, app.dir, 'dist');
    if (nginx) {
      const headersFile = containerStart('remote', root);
      return startNginx(nginx, {
        kind: 'remote',
        root,
        port: appPort(app, env),
        shellOrigin,
        securityHeaders: headersFile,
      });
    }
    return nodeHandle(
      await startStaticServer({ root, port: appPort(app, env), corsOrigin: shellOrigin, headers: remoteHeaders }),
    );
  };
  const servers = new Map<string, StaticHandle>();
  const startApp = async (dir: string) => {
    if (!servers.has(dir)) servers.set(dir, await serveApp(dir));
  };
  const stopApp = async (dir: string) => {
    await servers.get(dir)?.close();
    servers.delete(dir);
  };
  // The remotes first: the shell's render server draws pages with them from its first request.
  for (const app of [...APPS].sort((a, b) => Number(!a.remote) - Number(!b.remote))) await startApp(app.dir);
  if (fs.existsSync(releasesDir(env))) await startApp('releases');
  const stop = async () => {
    for (const dir of [...servers.keys()]) await stopApp(dir);
    await stopProcess(api);
  };
  try {
    await waitForReady(apiUrl, api, readyTimeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    shellUrl: shellOrigin,
    shellRoot,
    apiUrl,
    get api() {
      return api;
    },
    servers,
    staticServer: nginx ? 'nginx' : 'node',
    moveRemote: async (remote, manifestUrl) => {
      const before = runtimeConfig.remotes[remote] as string;
      runtimeConfig.remotes[remote] = manifestUrl;
      fs.writeFileSync(configFile, JSON.stringify(runtimeConfig, null, 2));
      if (nginx) {
        await stopApp(shell.dir);
        await startApp(shell.dir);
      }
      return before;
    },
    startApp,
    stopApp,
    stop,
    stopApi: () => stopProcess(api),
    startApi: async () => {
      api = spawnApi(apiEnv, apiStdio);
      await waitForReady(apiUrl, api, readyTimeoutMs);
    },
  };
}
