export * from './product';
export * from './errors';
export * from './client';
export * from './imageUrl';
export * from './checkout';
export * from './addresses';
export * from './currentUser';
export * from './publicProducts';
