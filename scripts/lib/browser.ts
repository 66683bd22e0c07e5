import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's chromium (or CHROME_PATH): playwright's own browser download is not used. */
export function chromePath(): string {
  const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) {
    throw new Error(`No chromium at ${executablePath}: run 'apt-get install -y chromium' or set CHROME_PATH.`);
  }
  return executablePath;
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromePath();
  return chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
