/**
 * One Rsbuild + Module Federation setup for the shell and every remote, so the five builds
 * cannot drift apart in what they share or how they are served.
 */
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { packageOf, SINGLETONS } from './singletons';

export { SINGLETONS };

type Deps = Record<string, string | undefined>;

export function sharedSingletons(dependencies: Deps) {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const requiredVersion = dependencies[packageOf(name)];
      if (!requiredVersion) throw new Error(`federation: ${name} must be a dependency of this app`);
      return [name, { singleton: true, requiredVersion }];
    }),
  );
}

interface AppOptions {
  /** Federation container name; the shell loads modules as `${name}/Module`. */
  name: string;
  /** Default port for `rsbuild dev`/`preview`; env PORT wins. */
  port: number;
  title: string;
  dependencies: Deps;
  exposes?: Record<string, string>;
  runtimePlugins?: string[];
  /**
   * The shell provides Module Federation's runtime; the remotes use it rather than carry a copy
   * each (about 30 KB gzip per remote on the page).
   */
  runtime: 'provide' | 'external';
}

function appConfig(options: AppOptions): RsbuildConfig {
  const port = Number(process.env.PORT) || options.port;
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: options.name,
        exposes: options.exposes,
        remotes: {},
        shared: sharedSingletons(options.dependencies),
        shareStrategy: 'loaded-first',
        runtimePlugins: options.runtimePlugins,
        dts: false,
        experiments: options.runtime === 'provide' ? { provideExternalRuntime: true } : { externalRuntime: true },
      }),
    ],
    source: { entry: { index: './src/index.ts' } },
    html: { title: options.title },
    server: { port, strictPort: true, cors: true, historyApiFallback: true },
    output: { cleanDistPath: true, sourceMap: { js: false, css: false } },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  });
}

/** A remote: its manifest and chunks work from whatever host serves them. */
export function remoteConfig(
  options: Omit<AppOptions, 'runtime'> & { exposes: Record<string, string> },
): RsbuildConfig {
  const config = appConfig({ ...options, runtime: 'external' });
  return {
    ...config,
    output: { ...config.output, assetPrefix: 'auto' },
    dev: { assetPrefix: `http://localhost:${Number(process.env.PORT) || options.port}` },
  };
}

/** The host: no remotes at build time; they are registered from runtime config at start. */
export function hostConfig(options: Omit<AppOptions, 'runtime'> & { description: string }): RsbuildConfig {
  const config = appConfig({ ...options, runtime: 'provide' });
  return {
    ...config,
    html: {
      ...config.html,
      template: './index.html',
      favicon: './public/favicon.svg',
      meta: { description: options.description },
    },
  };
}
