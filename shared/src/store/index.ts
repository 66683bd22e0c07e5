export * from './itemId';
export * from './cartSlice';
export * from './sessionSlice';
export * from './uiSlice';
export * from './rootReducer';
export * from './createAppStore';
export * from './hooks';
export * from './guestOrders';
