/**
 * The shell's early start: an async script in index.html (built on its own, see
 * @store/shared/build), run as soon as it arrives, while the shell's scripts are still
 * downloading. It fetches the runtime config and the page's remote manifest, and hints the
 * browser to fetch that remote's entry and the page module's chunks, so they download beside
 * the shell instead of after it. The shell and the federation runtime take over what it fetched
 * (loadRuntimeConfig, earlyManifests). It must stay small: it imports data, not libraries.
 */
import { fetchRuntimeConfig, type EarlyStart, type RemoteName } from '@store/shared/config';
import { remoteModuleFor } from '../routing/remoteRoutes';

interface ManifestFiles {
  metaData: { publicPath?: string; remoteEntry: { path: string; name: string } };
  exposes: { name: string; path?: string; assets: { js: { sync: string[] } } }[];
}

function hint(rel: 'preload' | 'preconnect', href: string) {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  if (rel === 'preload') link.as = 'script';
  document.head.appendChild(link);
}

/** The remote entry and the exposed module's own chunks, as the runtime would fetch them. */
function chunksOf(manifestUrl: string, manifest: ManifestFiles, exposed: string): string[] {
  const { publicPath, remoteEntry } = manifest.metaData;
  const base = !publicPath || publicPath === 'auto' ? new URL('.', manifestUrl).href : publicPath;
  const expose = manifest.exposes.find((e) => e.name === exposed || e.path === `./${exposed}`);
  const files = [[remoteEntry.path, remoteEntry.name].filter(Boolean).join('/'), ...(expose?.assets.js.sync ?? [])];
  return files.map((file) => new URL(file, base).href);
}

const config = fetchRuntimeConfig();
const early: EarlyStart = { config, manifests: {} };
window.__STORE_EARLY_START__ = early;

const module = remoteModuleFor(window.location.pathname);
if (module) {
  const [remote, exposed] = module.split('/') as [RemoteName, string];
  void config
    .then(({ apiUrl, remotes }) => {
      // The page asks the API for its data (and images) once the module renders.
      hint('preconnect', new URL(apiUrl).origin);
      const url = remotes[remote];
      const manifest = fetch(url)
        .then((response) => (response.ok ? response.text() : null))
        .catch(() => null);
      early.manifests[url] = manifest;
      return manifest.then((text) => {
        if (text) for (const chunk of chunksOf(url, JSON.parse(text) as ManifestFiles, exposed)) hint('preload', chunk);
      });
    })
    .catch(() => {
      // Only hints are lost: the runtime fetches (and reports) the remote itself.
    });
}
