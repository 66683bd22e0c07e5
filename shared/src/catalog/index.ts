export * from './sections';
export * from './sizes';
export * from './sizeChart';
export * from './measurements';
export * from './couriers';
export * from './indianStates';
export * from './hsn';
export * from './production';
