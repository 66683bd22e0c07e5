/** Libraries that must exist once on the page: the store, router and styles are shared state. */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'styled-components',
  'react-toastify',
] as const;
