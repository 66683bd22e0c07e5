/**
 * Window events every copy of the API client raises (each remote bundles its own): the shell
 * listens to show, and clear, its 'cannot reach the store' notice. Apart from the client, so the
 * shell can listen without loading axios.
 */
export const API_UNREACHABLE_EVENT = 'store:api-unreachable';
export const API_REACHABLE_EVENT = 'store:api-reachable';

export function announce(event: string): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(event));
}
