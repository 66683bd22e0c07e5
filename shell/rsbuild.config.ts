import { hostConfig } from '@store/shared/build';
import pkg from './package.json';

export default hostConfig({
  name: 'shell',
  port: 3000,
  title: 'Elegance | Fashion & made-to-measure tailoring',
  dependencies: pkg.dependencies,
});
