/** What the pages use: the HTTP client, calls and plain contracts (zod schemas: ./schemas). */
export * from './contract';
export * from './productImages';
export * from './errors';
export * from './client';
export * from './imageUrl';
export * from './addresses';
export * from './currentUser';
export * from './publicProducts';
export * from './measurementProfiles';
export type { Product, ProductImage, ListingQuery } from './product';
export type { Address, AddressInput, CreatePaymentOrderInput } from './checkout';
export * from './downloadFile';
export * from './pincodes';
export * from './dispatchDays';
