/**
 * Every table of the store, one file per module that owns it; drizzle-kit reads this index
 * (drizzle.config.ts) and `db/client.ts` types its queries by it. Import tables from here.
 */
export * from './catalog';
export * from './stock';
export * from './coupons';
export * from './payments';
export * from './orders';
export * from './returns';
export * from './accounts';
export * from './media';
export * from './platform';
export * from './whatsapp';
export * from './wishlist';
export * from './shipping';
export * from './courierSandbox';
export * from './search';
export * from './giftCards';
export * from './storeCredit';
export * from './bags';
