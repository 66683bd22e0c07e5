/** Stops the run's shared site and removes its prepared API data (globalSetup.ts). */
export default async function globalTeardown() {
  await (globalThis as { stopSharedSite?: () => Promise<void> }).stopSharedSite?.();
}
