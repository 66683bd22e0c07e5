import type { RsbuildPlugin } from '@rsbuild/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/** An app's message file: `src/i18n/en.json`, a part's own `src/features/<name>/i18n/hi.json` (see @store/shared/i18n). */
export const MESSAGE_FILE = /[\\/]src[\\/](?:[\w-]+[\\/])*i18n[\\/][a-z]{2}\.json$/;

/** Every message of a file in Lingui's compiled form (plain text stays a one-item array). */
export function compileMessages(json: string): string {
  const messages = JSON.parse(json) as Record<string, string>;
  return JSON.stringify(Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, compileMessage(text)])));
}

/**
 * Compiles the apps' message files at build time, so the page carries no ICU parser (about 7 KB
 * gzip): Lingui then only fills in values and picks plural forms.
 */
export function pluginCompiledMessages(): RsbuildPlugin {
  return {
    name: 'store:compiled-messages',
    setup(api) {
      api.transform({ test: MESSAGE_FILE }, ({ code }) => compileMessages(code));
    },
  };
}
