import fs from 'node:fs';
import type { RsbuildPlugin } from '@rsbuild/core';

/** A Module Federation package's CommonJS build, whose ES module build sits beside it as `.js`. */
const FEDERATION_CJS = /@module-federation[\\/].+[\\/]dist[\\/].+\.cjs$/;

const esmBeside = (file: string): string | null => {
  const esm = file.replace(/\.cjs$/, '.js');
  return fs.existsSync(esm) ? esm : null;
};

/**
 * The browser builds take Module Federation's runtime as ES modules. Its plugin points the build
 * at the runtime's CommonJS files by absolute path, and CommonJS cannot be tree-shaken: the
 * shell's entry, which every first load fetches, carried the runtime whole, Node's script
 * loading and the preload helpers included. The same packages' ES module builds, tree-shaken,
 * made the entry 5 KB (gzip) smaller. Node builds (the render server's containers) keep theirs.
 */
export function pluginFederationRuntimeEsm(): RsbuildPlugin {
  return {
    name: 'store:federation-runtime-esm',
    setup(api) {
      api.modifyRspackConfig((config, { rspack, target }) => {
        if (target !== 'web') return;
        config.plugins.push(
          new rspack.NormalModuleReplacementPlugin(FEDERATION_CJS, (resolved) => {
            // After resolving (the plugin's absolute paths and package names alike): the file it came to.
            const created = (resolved as { createData?: { resource?: string } }).createData;
            if (created?.resource) created.resource = esmBeside(created.resource) ?? created.resource;
          }),
        );
      });
    },
  };
}
