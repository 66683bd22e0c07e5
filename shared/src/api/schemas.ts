/** Zod contracts (no HTTP client): what the API imports, and the forms that validate with them. */
export * from './product';
export * from './checkout';
export * from './contract';
export * from './idempotency';
export * from './measurementProfileSchema';
export * from './adminProduct';
export * from './adminCoupon';
export * from './account';
export * from './answers';
export * from './adminJobs';
export * from './orderDesk';
export * from './cashOnDelivery';
export { IMAGE_QUALITIES, IMAGE_WIDTHS } from './imageUrl';
export * from './returns';
export * from './reviews';
export * from './answerChecks';
export * from './wishlist';
