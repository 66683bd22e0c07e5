export { followReversePickup, requestReversePickup, type ReversePickupDeps } from './reversePickups';
export { reversePickupJobs } from './jobs';
