import { remoteConfig } from '@store/shared/build';
import pkg from './package.json';

export default remoteConfig({
  name: 'catalog',
  port: 3001,
  title: 'Catalogue (standalone)',
  dependencies: pkg.dependencies,
  exposes: {
    './Home': './src/exposes/Home.tsx',
    './Listing': './src/exposes/Listing.tsx',
    './ProductDetail': './src/exposes/ProductDetail.tsx',
  },
});
