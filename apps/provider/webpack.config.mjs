import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@marketplace/build-config';

export default createAppConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'provider',
  port: 3002,
  exposes: { './routes': './src/routes.tsx' },
  // The first visit (docs/deploy.md): the provider's home.
  firstView: ['./pages/area/provider-home-page'],
});
