import { remoteConfig } from '@store/shared/build';
import pkg from './package.json';

export default remoteConfig({
  name: 'admin',
  title: 'Admin (standalone)',
  dependencies: pkg.dependencies,
  exposes: {
    './AdminLogin': './src/exposes/AdminLogin.tsx',
    './AdminPanel': './src/exposes/AdminPanel.tsx',
  },
});
