export * from '../catalog/itemId';
export * from './cartSlice';
export * from './sessionSlice';
export * from './uiSlice';
export * from './rootReducer';
export * from './createAppStore';
export * from './hooks';
export * from './guestOrders';
export * from './storeApi';
export * from './sharedEndpoints';
export type { ApiAnswer, ApiMeta, ApiRequest, StoreServices } from './apiBaseQuery';
// What the remotes use of RTK Query comes from here, the shared singleton, never from the
// toolkit itself: a remote importing it would carry a second copy.
export { skipToken } from '@reduxjs/toolkit/query/react';
export * from './developmentServices';
export * from './wishlistSlice';
export * from './wishlistEndpoints';
export * from './bagEndpoints';
