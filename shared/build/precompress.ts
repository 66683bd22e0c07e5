import fs from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { gzipAsync } from '@gfx/zopfli';
import { HASHED_ASSET } from '../server/staticFiles';

/** Below this a file gains nothing worth a second copy. */
const MIN_BYTES = 1024;

/** Every content-hashed script and stylesheet under `dir`, the node container's excepted. */
function hashedAssets(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => HASHED_ASSET.test(file) && !file.split(path.sep).includes('server'))
    .map((file) => path.join(dir, file))
    .filter((file) => fs.statSync(file).size >= MIN_BYTES);
}

/** Writes `file.gz` beside `file`: zopfli's gzip, which any gzip client reads. */
export async function precompress(file: string): Promise<void> {
  const zipped = await gzipAsync(fs.readFileSync(file), { numiterations: 3 });
  fs.writeFileSync(`${file}.gz`, zipped);
}

/**
 * Content-hashed scripts and stylesheets, compressed once at build time with zopfli (3 passes:
 * more add under 0.1% and double the time): about 3%
 * smaller than gzip -9 for the same decoder, too slow to run per request. The static servers
 * send the `.gz` as it is (nginx `gzip_static`, @store/shared/static-files, the render server's
 * @fastify/static); such a file never changes, so its copy never goes stale. Entry files that are rewritten after the build
 * (runtime-config.json) are left to on-the-fly gzip.
 */
export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'store:precompress',
    setup(api) {
      api.onAfterBuild(async () => {
        await Promise.all(hashedAssets(api.context.distPath).map(precompress));
      });
    },
  };
}
