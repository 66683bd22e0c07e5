import { remoteConfig } from '@store/shared/build';
import { CATALOG_DATA_HINTS } from './dataHints';
import pkg from './package.json';

export default remoteConfig({
  name: 'catalog',
  title: 'Catalogue (standalone)',
  dependencies: pkg.dependencies,
  exposes: {
    './Home': './src/exposes/Home.tsx',
    './Listing': './src/exposes/Listing.tsx',
    './ProductDetail': './src/exposes/ProductDetail.tsx',
    './Wishlist': './src/exposes/Wishlist.tsx',
    './Search': './src/exposes/Search.tsx',
  },
  // The storefront's pages are rendered on the server too (the shell's render server), from the
  // API answers each exposed module's `prefetch` reads.
  serverRendered: true,
  // On a page the render server could not draw, the shell's early start reads what the page
  // will read first (its prefetch with the URL's defaults) while its scripts download.
  dataHints: CATALOG_DATA_HINTS,
});
