import { createHash } from 'node:crypto';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { build } from 'esbuild';

/**
 * Builds `entry` as a tiny script of its own and puts it first in the page as `async`, so it
 * runs while the app's scripts still download. It is bundled apart (esbuild) because every
 * entry of the app build gets the Module Federation runtime (30 KB); this one must not wait for it.
 */
export function pluginEarlyScript(entry: string): RsbuildPlugin {
  return {
    name: 'store:early-script',
    setup(api) {
      api.modifyHTMLTags(async (tags, { compilation, compiler, assetPrefix }) => {
        const result = await build({
          entryPoints: [path.resolve(api.context.rootPath, entry)],
          bundle: true,
          minify: true,
          format: 'iife',
          target: 'es2020',
          write: false,
        });
        const code = result.outputFiles[0]?.text ?? '';
        const file = `static/js/early.${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
        compilation.emitAsset(file, new compiler.webpack.sources.RawSource(code));
        const src = `${assetPrefix.replace(/\/$/, '')}/${file}`;
        return { ...tags, headTags: [{ tag: 'script', attrs: { async: true, src } }, ...tags.headTags] };
      });
    },
  };
}
