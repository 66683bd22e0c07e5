/** Removes the run's prepared API data (globalSetup.ts). */
export default function globalTeardown() {
  (globalThis as { removeSiteData?: () => void }).removeSiteData?.();
}
