import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS } from './apps';
import { remoteApp, remoteManifestUrl } from './releases';
import { DEFAULT_RUNTIME_CONFIG, REMOTE_NAMES } from '@store/shared/config';

describe('which build of a remote runs live', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  const env = { RELEASES_DIR: dir, PUBLIC_HOST: 'http://shop.test' };
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is the current build until a release is made live, then that release, for that remote only', () => {
    const catalog = remoteApp('catalog');
    expect(remoteManifestUrl(catalog, env)).toBe('http://shop.test:3001/mf-manifest.json');
    fs.writeFileSync(path.join(dir, 'live.json'), JSON.stringify({ catalog: '0.2.0' }));
    expect(remoteManifestUrl(catalog, env)).toBe('http://shop.test:3005/remote-catalog/0.2.0/mf-manifest.json');
    expect(remoteManifestUrl(remoteApp('remote-checkout'), env)).toBe('http://shop.test:3002/mf-manifest.json');
    expect(remoteManifestUrl(catalog, { ...env, RELEASES_URL: 'https://cdn.shop.test' })).toBe(
      'https://cdn.shop.test/remote-catalog/0.2.0/mf-manifest.json',
    );
  });

  it('refuses a name that is not a remote', () => {
    expect(() => remoteApp('shell')).toThrow('name a remote: one of catalog, checkout, account, admin');
    expect(APPS.filter((app) => app.remote)).toHaveLength(4);
  });
});

describe('the one list of apps (shared/apps.json)', () => {
  it('is what the pages fall back to when the runtime config cannot be read', () => {
    for (const app of APPS)
      if (app.remote)
        expect(DEFAULT_RUNTIME_CONFIG.remotes[app.remote]).toBe(`http://localhost:${app.port}/mf-manifest.json`);
    expect(Object.keys(DEFAULT_RUNTIME_CONFIG.remotes).sort()).toEqual(REMOTE_NAMES.slice().sort());
    expect(APPS.flatMap((app) => (app.remote ? [app.remote] : [])).sort()).toEqual(REMOTE_NAMES.slice().sort());
  });
});
