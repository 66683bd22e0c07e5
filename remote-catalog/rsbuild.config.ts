import { remoteConfig } from '@store/shared/build';
import pkg from './package.json';

export default remoteConfig({
  name: 'catalog',
  title: 'Catalogue (standalone)',
  dependencies: pkg.dependencies,
  exposes: {
    './Home': './src/exposes/Home.tsx',
    './Listing': './src/exposes/Listing.tsx',
    './ProductDetail': './src/exposes/ProductDetail.tsx',
  },
  // What each page reads first (fetchSectionPage with its defaults, fetchProduct): the shell's
  // early start asks for it while the page's scripts download. A browser test holds them equal.
  // The storefront's pages are rendered on the server too (the shell's render server).
  serverRendered: true,
  dataHints: {
    Listing: ['/api/products{path}?limit=24'],
    ProductDetail: ['/products/{id}'],
  },
});
