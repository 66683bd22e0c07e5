import { createRequire } from 'node:module';
import { createInstance, type ModuleFederation } from '@module-federation/runtime';
import { nodeContainerUrl, REMOTE_NAMES, type RuntimeConfig } from '@store/shared/config';
import type { ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactRedux from 'react-redux';
import * as StyledComponents from 'styled-components';
import * as Router from '@store/shared/router';
import * as Store from '@store/shared/store';
import * as I18n from '@store/shared/i18n';
import * as Axios from 'axios';
import * as Toastify from 'react-toastify';
import { SINGLETONS } from '@store/shared/build/singletons';
import type { PagePrefetch } from '@store/shared/store';
import type { RemoteModuleId } from '../src/federation/contract';

const require = createRequire(__filename);

/** The server's own copy of each singleton, given to every node container (as the shell's page gives its own). */
const MODULES: Record<(typeof SINGLETONS)[number], unknown> = {
  react: React,
  'react-dom': ReactDOM,
  '@store/shared/router': Router,
  'react-redux': ReactRedux,
  '@store/shared/store': Store,
  '@store/shared/i18n': I18n,
  'styled-components': StyledComponents,
  'react-toastify': Toastify,
  axios: Axios,
};

function versionOf(name: string): string {
  if (name.startsWith('@store/shared')) return '0.1.0';
  return (require(`${name}/package.json`) as { version: string }).version;
}

const SHARED = Object.fromEntries(
  SINGLETONS.map((name) => [
    name,
    {
      version: versionOf(name),
      lib: () => MODULES[name],
      shareConfig: { singleton: true, requiredVersion: false as const },
    },
  ]),
);

/** An exposed page as its module gives it: the component, and what it reads first (optional). */
type Loaded = { default: ComponentType; prefetch?: PagePrefetch };

/** A page module the server can draw. */
export interface ServerPage {
  component: ComponentType;
  /** The module's first API reads for a URL, run into the page's store before it is drawn (see PagePrefetch). */
  prefetch: PagePrefetch | null;
}

/**
 * The remotes' node containers, loaded over HTTP from the addresses the runtime config names
 * (never anywhere else). A release or rollback changes those addresses: the next page gets a new
 * federation instance that loads the new containers, with no restart of this server.
 */
export class RemoteContainers {
  private instance: { key: string; federation: ModuleFederation } | null = null;
  private generation = 0;

  /** `warm`: the modules each new set of containers starts loading at once, not on their first page. */
  constructor(private readonly warm: readonly RemoteModuleId[] = []) {}

  private federation(config: RuntimeConfig): ModuleFederation {
    const key = JSON.stringify(config.remotes);
    if (this.instance?.key !== key) {
      this.generation += 1;
      this.instance = {
        key,
        federation: createInstance({
          name: `store_render_${this.generation}`,
          remotes: REMOTE_NAMES.map((name) => ({ name, entry: nodeContainerUrl(config.remotes[name]) })),
          shared: SHARED,
        }),
      };
      for (const id of this.warm) this.instance.federation.loadRemote(id).catch(() => undefined);
    }
    return this.instance.federation;
  }

  /** The module, or null if its container did not answer within `budgetMs` or failed. */
  async load(config: RuntimeConfig, id: RemoteModuleId, budgetMs: number): Promise<ServerPage | null> {
    const federation = this.federation(config);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), budgetMs);
    });
    try {
      const loaded = await Promise.race([federation.loadRemote<Loaded>(id), late]);
      if (loaded === null)
        console.warn(`render server: ${id} not loaded within ${budgetMs} ms; the browser renders it`);
      if (!loaded || typeof loaded.default !== 'function') return null;
      return {
        component: loaded.default,
        prefetch: typeof loaded.prefetch === 'function' ? loaded.prefetch : null,
      };
    } catch (error) {
      console.error(`render server: ${id} could not be loaded; the browser renders it`, (error as Error).message);
      // A container that failed is asked afresh next time, not remembered as broken; unless a
      // release moved the remotes meanwhile (then the failure is the old address's).
      if (this.instance?.federation === federation) this.instance = null;
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}
