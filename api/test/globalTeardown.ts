/** Removes the run's prepared database (globalSetup.ts). */
export default async function globalTeardown() {
  await (globalThis as { removePreparedDatabase?: () => Promise<void> }).removePreparedDatabase?.();
}
