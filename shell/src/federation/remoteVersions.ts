import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Puts the version a remote was built as on <html> (data-catalog-version="0.2.0"), for support
 * staff and tests: read from each manifest the runtime loads, so it costs no request of its own.
 */
export const remoteVersions: ModuleFederationRuntimePlugin = {
  name: 'store-remote-versions',
  afterLoadManifest({ moduleInfo, manifestJson }) {
    const version = manifestJson?.metaData?.buildInfo?.buildVersion;
    if (version) document.documentElement.setAttribute(`data-${moduleInfo.name}-version`, version);
  },
};
