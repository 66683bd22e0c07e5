export * from './theme';
export * from './Button';
export * from './ImageWithFallback';
export * from './notify';
export * from './RemoteStatus';
export * from './Dialog';
export * from './Field';
export * from './useNearViewport';
