export * from './sections';
export * from './sizes';
