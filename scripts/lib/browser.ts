import fs from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

/** Debian's chromium (or CHROME_PATH): playwright's own browser download is not used. */
export function chromePath(): string {
  const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) {
    throw new Error(`No chromium at ${executablePath}: run 'apt-get install -y chromium' or set CHROME_PATH.`);
  }
  return executablePath;
}

/** Debian's chromium with the flags every run uses. */
function launchOptions() {
  return {
    executablePath: chromePath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(launchOptions());
}

/** The same browser, which other processes (or Jest's test files) connect to at its wsEndpoint(). */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions());
}
