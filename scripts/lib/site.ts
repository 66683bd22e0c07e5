import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { APPS, appPort, ROOT } from './apps';
import { releasesDir, releasesPort, remoteManifestUrl, type RemoteApp } from './releases';
import { startStaticServer } from './staticServer';

export interface Site {
  shellUrl: string;
  apiUrl: string;
  api: ChildProcess;
  servers: Map<string, http.Server>;
  stop(): Promise<void>;
  /** For resilience tests: the API goes away and comes back on the same port and data. */
  stopApi(): Promise<void>;
  startApi(): Promise<void>;
}

async function waitForReady(url: string, api: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`API exited with code ${api.exitCode}`);
    try {
      if ((await fetch(`${url}/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`API not ready after ${timeoutMs} ms`);
}

/** Starts the built site as `npm start` does: the API, the shell and the four remotes. */
export async function startSite(
  env: NodeJS.ProcessEnv = process.env,
  apiStdio: 'inherit' | 'ignore' = 'inherit',
): Promise<Site> {
  const apiPort = Number(env.API_PORT) || 4000;
  const host = env.PUBLIC_HOST ?? 'http://localhost';
  const apiUrl = env.PUBLIC_API_URL ?? `${host}:${apiPort}`;
  const shell = APPS[0];
  const shellOrigin = `${host}:${appPort(shell, env)}`;

  // The shell reads its remotes and API from this file at start: no rebuild to move them.
  const runtimeConfig = {
    apiUrl,
    // Each remote runs its live release (npm run release -- <remote> --use <version>) or its build.
    remotes: Object.fromEntries(
      APPS.flatMap((app) =>
        app.remote ? [[app.remote, remoteManifestUrl(app as RemoteApp, { ...env, PUBLIC_HOST: host })]] : [],
      ),
    ),
    chatNumber: env.CHAT_NUMBER ?? '',
  };
  fs.writeFileSync(path.join(ROOT, 'shell', 'dist', 'runtime-config.json'), JSON.stringify(runtimeConfig, null, 2));

  const spawnApi = () =>
    spawn(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'api/src/server.ts'], {
      cwd: ROOT,
      env: { ...env, API_PORT: String(apiPort), PUBLIC_API_URL: apiUrl, CORS_ORIGINS: env.CORS_ORIGINS ?? shellOrigin },
      stdio: ['ignore', apiStdio, 'inherit'],
    });
  const stopProcess = async (child: ChildProcess) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  let api = spawnApi();
  const servers = new Map<string, http.Server>();
  for (const app of APPS) {
    const server = await startStaticServer({
      root: path.join(ROOT, app.dir, 'dist'),
      port: appPort(app, env),
      spa: app.remote === null,
      corsOrigin: app.remote ? shellOrigin : undefined,
    });
    servers.set(app.dir, server);
  }
  if (fs.existsSync(releasesDir(env))) {
    const server = await startStaticServer({
      root: releasesDir(env),
      port: releasesPort(env),
      spa: false,
      corsOrigin: shellOrigin,
    });
    servers.set('releases', server);
  }
  const stop = async () => {
    for (const server of servers.values()) server.close();
    await stopProcess(api);
  };
  try {
    await waitForReady(apiUrl, api, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    shellUrl: shellOrigin,
    apiUrl,
    get api() {
      return api;
    },
    servers,
    stop,
    stopApi: () => stopProcess(api),
    startApi: async () => {
      api = spawnApi();
      await waitForReady(apiUrl, api, 120_000);
    },
  };
}
