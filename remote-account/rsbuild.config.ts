import { remoteConfig } from '@store/shared/build';
import pkg from './package.json';

export default remoteConfig({
  name: 'account',
  title: 'Account (standalone)',
  dependencies: pkg.dependencies,
  exposes: {
    './LoginModal': './src/exposes/LoginModal.tsx',
    './CustomerDashboard': './src/exposes/CustomerDashboard.tsx',
    './DeliveryIssue': './src/exposes/DeliveryIssue.tsx',
  },
});
