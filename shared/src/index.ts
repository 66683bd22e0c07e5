export * from './catalog';
export * from './format';
export * from './store';
export * from './config/runtimeConfig';
