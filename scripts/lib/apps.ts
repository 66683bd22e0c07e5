import path from 'node:path';
import appsFile from '@store/shared/apps.json';
import type { RemoteName } from '@store/shared/config';

export const ROOT = path.resolve(__dirname, '..', '..');

/**
 * The five front-end apps, their federation names and default ports, as written once in
 * shared/apps.json (lint, Jest, the API's local origins, the runtime config's defaults and
 * each app's build config read the same file).
 */
export interface App {
  dir: 'shell' | 'remote-catalog' | 'remote-checkout' | 'remote-account' | 'remote-admin';
  remote: RemoteName | null;
  port: number;
  portEnv: string;
}
export const APPS = appsFile.apps as readonly App[];

/** The host, first in the list. */
export const SHELL = APPS[0] as App;
