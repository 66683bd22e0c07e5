import { remoteConfig } from '@store/shared/build';
import pkg from './package.json';

export default remoteConfig({
  name: 'checkout',
  title: 'Checkout (standalone)',
  dependencies: pkg.dependencies,
  exposes: {
    './CartDrawer': './src/exposes/CartDrawer.tsx',
    './Checkout': './src/exposes/Checkout.tsx',
    './OrderSuccess': './src/exposes/OrderSuccess.tsx',
    './ConfirmOrder': './src/exposes/ConfirmOrder.tsx',
    './GiftCards': './src/exposes/GiftCards.tsx',
    './RestoreBag': './src/exposes/RestoreBag.tsx',
  },
  // The render server draws the checkout's frame (its title) with the HTML.
  serverRendered: true,
});
