import { getRuntimeConfig, type RemoteName } from '@store/shared/config';

const reported = new Set<string>();

/**
 * Puts the version a remote was built as on <html> (data-catalog-version="0.2.0"), for support
 * staff and tests: read from the manifest the runtime just fetched, once per remote, when idle.
 */
export function reportRemoteVersion(remote: RemoteName): void {
  if (reported.has(remote)) return;
  reported.add(remote);
  const later = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
  later(() => {
    fetch(getRuntimeConfig().remotes[remote])
      .then((response) => response.json() as Promise<{ metaData?: { buildInfo?: { buildVersion?: string } } }>)
      .then((manifest) => {
        const version = manifest.metaData?.buildInfo?.buildVersion;
        if (version) document.documentElement.setAttribute(`data-${remote}-version`, version);
      })
      .catch(() => reported.delete(remote));
  });
}
