import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@marketplace/build-config';

export default createAppConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'market',
  port: 3003,
  exposes: { './routes': './src/routes.tsx' },
  // The first visit (docs/deploy.md): a market's page, which the routes module holds itself.
  firstView: [],
});
