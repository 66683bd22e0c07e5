/** Zod contracts (no HTTP client): what the API imports, and the forms that validate with them. */
export * from './product';
export * from './checkout';
export * from './contract';
export * from './measurementProfileSchema';
export * from './adminProduct';
export * from './adminCoupon';
export * from './account';
export * from './answers';
export * from './orderDesk';
export { IMAGE_QUALITIES, IMAGE_WIDTHS } from './imageUrl';
