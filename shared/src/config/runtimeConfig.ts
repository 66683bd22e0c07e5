/**
 * Public settings the shell reads from /runtime-config.json at start. They live on a window
 * global rather than in a module variable because every remote bundles its own copy of
 * @store/shared: a global is the one place all of them read the same value.
 */
export interface RemoteUrls {
  catalog: string;
  checkout: string;
  account: string;
  admin: string;
}

export interface RuntimeConfig {
  apiUrl: string;
  remotes: RemoteUrls;
  chatNumber: string;
  /** Payments go to the offline sandbox by the operator's choice: the site says so on every page. */
  testPayments: boolean;
}

export type RemoteName = keyof RemoteUrls;

export const REMOTE_NAMES: readonly RemoteName[] = ['catalog', 'checkout', 'account', 'admin'];

/** Each remote on its default port as `npm run dev` serves it (shared/apps.json; a tools test holds them equal). */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiUrl: 'http://localhost:4000',
  remotes: {
    catalog: 'http://localhost:3001/mf-manifest.json',
    checkout: 'http://localhost:3002/mf-manifest.json',
    account: 'http://localhost:3003/mf-manifest.json',
    admin: 'http://localhost:3004/mf-manifest.json',
  },
  chatNumber: '',
  testPayments: false,
};

declare global {
  interface Window {
    __STORE_RUNTIME_CONFIG__?: RuntimeConfig;
    __STORE_EARLY_START__?: EarlyStart;
  }
}

export const RUNTIME_CONFIG_URL = '/runtime-config.json';

/**
 * What the shell's early start (an async script in index.html, before the shell's own scripts
 * arrive) has already fetched, for the shell, the federation runtime and the store's API slice
 * to take.
 */
export interface EarlyStart {
  /** The runtime config, normalized (defaults when the file could not be read). */
  config: Promise<RuntimeConfig>;
  /**
   * GETs made ahead, by URL: the page's remote manifest, and on a page the browser draws the
   * API reads its remote declared (the store's API slice answers its first identical GET).
   */
  reads: Record<string, { at: number; answer: Promise<EarlyAnswer | null> }>;
}

/** A successful GET made by the early start: its body and headers, for the first taker. */
export interface EarlyAnswer {
  body: string;
  headers: Record<string, string>;
}

/** Per exposed module, the API paths it reads first (see remoteConfig's dataHints). */
export type DataHints = Record<string, string[]>;

/** A data hint for one page: `{path}` is the page's path, `{param}` a route param. */
export function fillDataHint(template: string, pathname: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'path' ? pathname : encodeURIComponent(params[name] ?? ''),
  );
}

/** Set on <html> by the render server when it draws the page: its API answers come with it. */
export const SERVER_DRAWN_ATTRIBUTE = 'data-drawn';

/** Set on <html> once the first page's content is live (its module rendered or hydrated): for tests and support. */
export const PAGE_LIVE_ATTRIBUTE = 'data-live';

/**
 * On a page the server drew, the shell's scripts are parked under this type (a script type the
 * browser does not run or fetch): the early start starts them once the page has loaded, so
 * its images and text never share the line with code that only hydration needs.
 */
export const PARKED_SCRIPT_TYPE = 'text/x-after-load';

/** An early read is used only this soon after it was made: later, the data may have moved. */
const EARLY_READ_FRESH_MS = 10_000;

/** The early start's answer for this GET, once (null: there is none, or it failed; fetch it). */
export async function takeEarlyRead(url: string): Promise<EarlyAnswer | null> {
  const reads = typeof window !== 'undefined' ? window.__STORE_EARLY_START__?.reads : undefined;
  const read = reads?.[url];
  if (!reads || !read) return null;
  delete reads[url];
  return performance.now() - read.at < EARLY_READ_FRESH_MS ? read.answer : null;
}

/** On the render server (no window): the shell's code there reads it from here. */
let serverConfig: RuntimeConfig | null = null;

export function setRuntimeConfig(config: RuntimeConfig): void {
  if (typeof window === 'undefined') serverConfig = config;
  else window.__STORE_RUNTIME_CONFIG__ = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  return (typeof window !== 'undefined' ? window.__STORE_RUNTIME_CONFIG__ : serverConfig) ?? DEFAULT_RUNTIME_CONFIG;
}

/** Where a remote's node container is, beside its manifest (see serverRendered in @store/shared/build). */
export const NODE_CONTAINER_PATH = 'server/remoteEntry.js';

export function nodeContainerUrl(manifestUrl: string): string {
  return new URL(NODE_CONTAINER_PATH, manifestUrl).href;
}

/** Fills gaps in a fetched config from the defaults, so an older file keeps working. */
export function normalizeRuntimeConfig(raw: unknown): RuntimeConfig {
  const value = (raw ?? {}) as Partial<RuntimeConfig>;
  return {
    apiUrl: typeof value.apiUrl === 'string' ? value.apiUrl.replace(/\/$/, '') : DEFAULT_RUNTIME_CONFIG.apiUrl,
    remotes: { ...DEFAULT_RUNTIME_CONFIG.remotes, ...(value.remotes ?? {}) },
    chatNumber: typeof value.chatNumber === 'string' ? value.chatNumber : '',
    testPayments: value.testPayments === true,
  };
}

/** Fetches the runtime config; the defaults (and a console error) when it cannot be read. */
export async function fetchRuntimeConfig(url = RUNTIME_CONFIG_URL): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (response.ok) return normalizeRuntimeConfig(await response.json());
    console.error(`runtime config: ${url} answered ${response.status}; using defaults`);
  } catch (error) {
    console.error('runtime config: could not load, using defaults', error);
  }
  return DEFAULT_RUNTIME_CONFIG;
}

/**
 * Installs the runtime config (shell start, and remotes running standalone): the one the early
 * start already fetched, if the page has one, or a fresh fetch.
 */
export async function loadRuntimeConfig(url = RUNTIME_CONFIG_URL): Promise<RuntimeConfig> {
  const early = url === RUNTIME_CONFIG_URL ? window.__STORE_EARLY_START__?.config : undefined;
  const config = await (early ?? fetchRuntimeConfig(url));
  setRuntimeConfig(config);
  return config;
}
