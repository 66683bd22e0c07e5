/** Zod contracts only (no HTTP client): what the API imports. */
export * from './product';
export * from './checkout';
