import { hostConfig } from '@store/shared/build';
import pkg from './package.json';

export default hostConfig({
  name: 'shell',
  title: 'Elegance | Fashion & made-to-measure tailoring',
  description: "Men's wear, women's wear and accessories in rupees, tailored to your measurements in India.",
  dependencies: pkg.dependencies,
  earlyScript: './src/federation/earlyStart.ts',
});
