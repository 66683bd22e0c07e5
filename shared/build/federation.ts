/**
 * One Rsbuild + Module Federation setup for the shell and every remote, so the five builds
 * cannot drift apart in what they share or how they are served.
 */
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import appsFile from '../apps.json';
import { NODE_CONTAINER_PATH, type DataHints } from '../src/config/runtimeConfig';
import { STORE_CONTRACT } from '../src/store/storeContract';
import { pluginEarlyScript } from './earlyScript';
import { pluginBrandFonts } from './fonts';
import { pluginFederationRuntimeEsm } from './federationRuntimeEsm';
import { pluginCompiledMessages } from './messages';
import { pluginPrecompress } from './precompress';
import { LOADED_ON_DEMAND, packageOf, SINGLETONS } from './singletons';

export { SINGLETONS };

type Deps = Record<string, string | undefined>;

/**
 * The host shares eagerly: its libraries are initial chunks named in index.html, fetched in
 * parallel with the entry instead of after it (an async boundary made them a second round
 * trip). Remotes share lazily and take the host's copies. Libraries loaded on demand (toasts)
 * stay lazy in the host too.
 */
export function sharedSingletons(dependencies: Deps, eager = false) {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const requiredVersion = dependencies[packageOf(name)];
      if (!requiredVersion) throw new Error(`federation: ${name} must be a dependency of this app`);
      return [name, { singleton: true, requiredVersion, eager: eager && !LOADED_ON_DEMAND.has(name) }];
    }),
  );
}

interface AppOptions {
  /** Federation container name; the shell loads modules as `${name}/Module`. */
  name: string;

  title: string;
  dependencies: Deps;
  exposes?: Record<string, string>;
  runtimePlugins?: string[];
  /**
   * The shell provides Module Federation's runtime; the remotes use it rather than carry a copy
   * each (about 30 KB gzip per remote on the page).
   */
  runtime: 'provide' | 'external';
  dataHints?: DataHints;
}

type ManifestOptions = Exclude<NonNullable<Parameters<typeof pluginModuleFederation>[0]['manifest']>, boolean>;

/**
 * What a build adds to its manifest's metaData: the store contract it was built with (read by
 * the contract check) and a remote's data hints (read by the shell's early start).
 */
function manifestData(dataHints: DataHints | undefined): ManifestOptions['additionalData'] {
  return ({ stats }) => {
    Object.assign(stats.metaData, { storeContract: STORE_CONTRACT, ...(dataHints ? { dataHints } : {}) });
    return stats;
  };
}

/** An app's default port for `rsbuild dev`/`preview`, from shared/apps.json; env PORT wins. */
function portOf(name: string): number {
  const app = appsFile.apps.find((candidate) => (candidate.remote ?? 'shell') === name);
  if (!app) throw new Error(`${name} is not an app of shared/apps.json`);
  return Number(process.env.PORT) || app.port;
}

function appConfig(options: AppOptions): RsbuildConfig {
  const port = portOf(options.name);
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginCompiledMessages(),
      pluginPrecompress(),
      pluginFederationRuntimeEsm(),
      pluginModuleFederation({
        name: options.name,
        exposes: options.exposes,
        remotes: {},
        shared: sharedSingletons(options.dependencies, options.runtime === 'provide'),
        shareStrategy: 'loaded-first',
        runtimePlugins: options.runtimePlugins,
        manifest: { additionalData: manifestData(options.dataHints) },
        dts: false,
        // Browser-only builds: the runtime's Node script loading is left out.
        experiments: {
          ...(options.runtime === 'provide' ? { provideExternalRuntime: true } : { externalRuntime: true }),
          optimization: { target: 'web' },
        },
      }),
    ],
    source: { entry: { index: './src/index.ts' } },
    html: { title: options.title },
    server: { port, strictPort: true, cors: true, historyApiFallback: true },
    output: { cleanDistPath: true, sourceMap: { js: false, css: false } },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
    tools: {
      rspack: (config, { rspack }) => {
        // Every chunk holds code the page runs as it loads. The hint lets Chrome compile it all
        // while the file streams in, off the main thread, instead of lazily on first call
        // (about 40 ms of main-thread work on a page load, more than half the start-up).
        config.plugins.push(
          new rspack.BannerPlugin({
            banner: '//# allFunctionsCalledOnLoad',
            raw: true,
            test: /\.js$/,
            stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
          }),
        );
      },
    },
  });
}

/** A remote: its manifest and chunks work from whatever host serves them. */
export function remoteConfig(
  options: Omit<AppOptions, 'runtime'> & {
    exposes: Record<string, string>;
    /**
     * The API reads each exposed module makes first on a page without a query string, as paths
     * with `{path}` (the page's path) and `{param}` (the shell's route params). They go into the
     * manifest, and the shell's early start fetches them beside the page's scripts.
     */
    dataHints?: DataHints;
    /** Also build a node container of the exposed modules, for the shell's server render. */
    serverRendered?: boolean;
  },
): RsbuildConfig {
  const config = appConfig({ ...options, runtime: 'external', dataHints: options.dataHints });
  const remote: RsbuildConfig = {
    ...config,
    output: { ...config.output, assetPrefix: 'auto' },
    dev: { assetPrefix: `http://localhost:${portOf(options.name)}` },
  };
  return options.serverRendered ? withNodeContainer(remote, options) : remote;
}

/** Where a remote's node container is, inside its build (and so inside each release of it). */
const [NODE_CONTAINER_DIR, NODE_CONTAINER_ENTRY] = NODE_CONTAINER_PATH.split('/') as [string, string];

/**
 * A second build of the remote for Node, in `dist/server/`: the same exposed modules as a
 * CommonJS container the shell's render server loads over HTTP at run time, taking React, the
 * store, the router and styles from the server (the same singletons as the browser's).
 */
function withNodeContainer(
  config: RsbuildConfig,
  options: { name: string; exposes: Record<string, string>; dependencies: Deps },
): RsbuildConfig {
  return {
    ...config,
    plugins: [
      ...(config.plugins ?? []),
      pluginModuleFederation(
        {
          name: options.name,
          // A fixed name: the render server finds the container beside the remote's manifest.
          filename: NODE_CONTAINER_ENTRY,
          exposes: options.exposes,
          remotes: {},
          shared: sharedSingletons(options.dependencies),
          shareStrategy: 'loaded-first',
          dts: false,
        },
        { target: 'node', environment: 'node' },
      ),
    ],
    output: {
      ...config.output,
      // The browser build keeps the node container its own build wrote beside it.
      cleanDistPath: { enable: true, keep: [new RegExp(`[\\\\/]dist[\\\\/]${NODE_CONTAINER_DIR}[\\\\/]`)] },
    },
    environments: {
      web: {},
      node: {
        output: {
          target: 'node',
          distPath: { root: `dist/${NODE_CONTAINER_DIR}` },
          cleanDistPath: true,
          filename: { js: '[name].[contenthash:8].js' },
        },
      },
    },
  };
}

/** The host: no remotes at build time; they are registered from runtime config at start. */
export function hostConfig(
  options: Omit<AppOptions, 'runtime'> & {
    description: string;
    /** Runs before the app's scripts arrive, to start fetching what the page needs. */
    earlyScript: string;
  },
): RsbuildConfig {
  const config = appConfig({ ...options, runtime: 'provide' });
  return {
    ...config,
    plugins: [...(config.plugins ?? []), pluginEarlyScript(options.earlyScript), pluginBrandFonts()],
    html: {
      ...config.html,
      template: './index.html',
      favicon: './public/favicon.svg',
      meta: { description: options.description },
    },
  };
}
